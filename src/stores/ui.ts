/** App-wide UI state that is not a page's own: the selected tab (read by the mini-program's custom tab bar). */
import { makeAutoObservable } from 'mobx'

export class UiStore {
  currentTab = ''

  constructor() {
    makeAutoObservable(this)
  }

  setCurrentTab(page: string): void {
    this.currentTab = page
  }
}
