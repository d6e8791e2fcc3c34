/**
 * App-wide UI state that is not a page's own: the selected tab (read by the mini-program's custom tab bar) and
 * the course catalogue's category (the home page picks it, then switches to the catalogue tab: a switchTab
 * cannot carry a query in the mini-program).
 */
import { makeAutoObservable } from 'mobx'

export class UiStore {
  currentTab = ''
  /** The catalogue's (/publicPage/homeSchool) category; null: all. */
  schoolCategoryId: number | null = null

  constructor() {
    makeAutoObservable(this)
  }

  setCurrentTab(page: string): void {
    this.currentTab = page
  }

  setSchoolCategory(id: number | null): void {
    this.schoolCategoryId = id
  }
}
