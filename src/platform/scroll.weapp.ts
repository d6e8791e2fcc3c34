/** The page's scroll position, put back (Taro's pageScrollTo on the mini-program page; H5: scroll.h5.ts). */
import Taro from '@tarojs/taro'

/** Scrolls the current page to `scrollTop` px at once, after the page has been laid out again (`withinMs`: H5's). */
export function restorePageScroll(scrollTop: number, _options: { withinMs?: number } = {}): void {
  setTimeout(() => {
    void Promise.resolve(Taro.pageScrollTo({ scrollTop, duration: 0 })).catch(() => undefined)
  }, 0)
}
