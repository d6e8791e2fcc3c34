/** Page hooks for lists: load more near the page bottom, pull-down refresh (content-access.md section 9). */
import { useReachBottom, usePullDownRefresh } from '@tarojs/taro'
import { REFRESH_INDICATOR_MS } from '@/core/paging'
import { stopPullDown } from '@/platform/page'

/** Calls `loadMore` when the page scrolls near its bottom (distance: the page config's onReachBottomDistance). */
export function useLoadMore(loadMore: () => unknown): void {
  useReachBottom(() => {
    void loadMore()
  })
}

/** Pull-down refresh: runs `refresh`; the indicator hides when it is done, shown 1 s at least. */
export function usePullRefresh(refresh: () => Promise<unknown>): void {
  usePullDownRefresh(() => {
    const started = Date.now()
    void refresh()
      .catch(() => undefined)
      .then(() => setTimeout(stopPullDown, Math.max(0, REFRESH_INDICATOR_MS - (Date.now() - started))))
  })
}
