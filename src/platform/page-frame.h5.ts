/**
 * What the H5 page frame lacks: Taro's H5 router draws neither a custom tab bar nor a navigation bar, so pages draw
 * their own. Inside the provider's native app the app's own navigation bar is there (back, and the page title that
 * ./native-app.h5.ts sends through the bridge), so pages draw none, as in the mini-program.
 */
import { environment } from './environment'

export const TAB_BAR_IN_PAGE = true
export const NAV_BAR_IN_PAGE = !environment().inNativeApp

/**
 * Taro's H5 router scrolls each page inside its div.taro_page, which a keyboard cannot reach: no control of a page is
 * focusable before its content, so arrow keys scroll nothing (WCAG 2.1.1; axe's scrollable-region-focusable). Each
 * page frame is made focusable as the router adds it.
 */
export function focusablePageFrames(root: HTMLElement = document.body) {
  const mark = (el: Element) => {
    if (el.classList.contains('taro_page') && !el.hasAttribute('tabindex')) el.setAttribute('tabindex', '0')
  }
  root.querySelectorAll('.taro_page').forEach(mark)
  // Only the added nodes are looked at (a page frame arrives as one node), not the document on every change.
  new MutationObserver((records) => {
    for (const r of records) r.addedNodes.forEach((n) => n instanceof Element && mark(n))
  }).observe(root, { childList: true, subtree: true })
}
