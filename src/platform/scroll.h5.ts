/**
 * The page's scroll position, put back (Taro's pageScrollTo). H5 hides a page under another one with display:none,
 * which loses its scroll position, and shows it again a moment after its onShow: the position is set until it holds
 * (a page still hidden, or whose list is still growing, takes it on a later try; 1 s at most, or `withinMs`).
 */
import Taro from '@tarojs/taro'

const TRIES = 20
const RETRY_MS = 50

/** The shown page's scroller: Taro's H5 page element (.taro_page), else the document. */
function shownScrollTop(): number {
  const page = [...document.querySelectorAll<HTMLElement>('.taro_page')].find((el) => el.offsetParent !== null && el.scrollHeight > el.clientHeight)
  return page ? page.scrollTop : window.pageYOffset
}

/** Scrolls the current page to `scrollTop` px at once, after the page has been laid out again. */
export function restorePageScroll(scrollTop: number, { withinMs = TRIES * RETRY_MS }: { withinMs?: number } = {}): void {
  const attempt = (left: number) => {
    void Promise.resolve(Taro.pageScrollTo({ scrollTop, duration: 0 }))
      .catch(() => undefined)
      .then(() => {
        if (Math.abs(shownScrollTop() - scrollTop) > 2 && left > 0) setTimeout(() => attempt(left - 1), RETRY_MS)
      })
  }
  setTimeout(() => attempt(Math.ceil(withinMs / RETRY_MS)), 0)
}
