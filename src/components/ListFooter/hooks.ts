/** Page hooks for lists: load more near the page bottom, pull-down refresh (docs/spec/content-access.md section 9), retry on reconnect. */
import { useEffect, useRef } from 'react'
import { useReachBottom, usePullDownRefresh } from '@tarojs/taro'
import { REFRESH_INDICATOR_MS } from '@/core/paging'
import { onReconnect } from '@/platform/network'
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

/**
 * While `failed` (a load that got no answer is shown), the connection coming back calls `retry` once: a list left
 * by a dropped network resumes by itself.
 */
export function useRetryOnReconnect(failed: boolean, retry: () => unknown): void {
  const latest = useRef(retry)
  latest.current = retry
  useEffect(() => {
    if (!failed) return undefined
    return onReconnect(() => void latest.current())
  }, [failed])
}
