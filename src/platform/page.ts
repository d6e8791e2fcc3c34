/** The page's own scroll and pull-down refresh (Taro's, on both platforms). */
import Taro from '@tarojs/taro'

/** Ends the pull-down refresh indicator (page config enablePullDownRefresh). */
export function stopPullDown(): void {
  void Promise.resolve(Taro.stopPullDownRefresh()).catch(() => undefined)
}

export function scrollToTop(): void {
  void Promise.resolve(Taro.pageScrollTo({ scrollTop: 0, duration: 0 })).catch(() => undefined)
}
