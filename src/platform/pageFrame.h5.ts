/**
 * What the H5 page frame lacks: Taro's H5 router draws neither a custom tab bar nor a navigation bar, so pages draw
 * their own. Inside the provider's native app the app's own navigation bar is there (back, and the page title that
 * ./native-app.h5.ts sends through the bridge), so pages draw none, as in the mini-program.
 */
import { environment } from './environment'

export const TAB_BAR_IN_PAGE = true
export const NAV_BAR_IN_PAGE = !environment().inNativeApp

/** The mini-program's frame for a page drawing its own bar there (page-frame.weapp.ts); on H5 the bar is NAV_BAR_IN_PAGE's. */
export function ownNavBarFrame(): { top: number; height: number; right: number } | null {
  return null
}

/**
 * Regions that scroll must be reachable by keyboard, or arrow keys scroll nothing (WCAG 2.1.1; axe's
 * scrollable-region-focusable): Taro's H5 router scrolls each page inside its div.taro_page, and Taro's ScrollView
 * (NutUI's tab rows) draws a div.taro-scroll that takes no attributes. Each is put in the tab order as it is added.
 */
const SCROLLING = '.taro_page, .taro-scroll'

export function focusableScrollRegions(root: HTMLElement = document.body) {
  const mark = (el: Element) => {
    if (!el.hasAttribute('tabindex')) el.setAttribute('tabindex', '0')
  }
  root.querySelectorAll(SCROLLING).forEach(mark)
  // Only the added subtrees are looked at, not the document on every change.
  new MutationObserver((records) => {
    for (const r of records) {
      r.addedNodes.forEach((n) => {
        if (!(n instanceof Element)) return
        if (n.matches(SCROLLING)) mark(n)
        n.querySelectorAll(SCROLLING).forEach(mark)
      })
    }
  }).observe(root, { childList: true, subtree: true })
}
