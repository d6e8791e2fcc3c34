/**
 * A page's place kept for the way back (docs/spec/content-access.md section 2: "scroll position is restored or reset to the
 * top"): the article list's return point (src/pages/article/stores/articles.ts, leave / takeReturnPoint) for any page. The place is
 * the scroll position and the page's own state (`capture`: a tab, a navigation choice, the pages of a list loaded).
 * - Leaving (another page over it): the place is kept in memory and for the session, under the page's key and URL.
 * - Shown again (the page was kept: H5 hid it with display:none, which may lose its scroll): the scroll is put back.
 * - Made anew from the history with the URL of a kept place (a reload on the next page and then Back): `kept` is that
 *   state, for the page to start from; the page calls `restored()` once it has put it back, and the scroll follows
 *   (held while the page fills in: src/platform/scroll.h5.ts).
 * A place is used once; a page reached by a new visit (a link, or its URL opened again in the tab) starts at the top.
 */
import { useCallback, useRef, useState } from 'react'
import { useDidHide, useDidShow, usePageScroll } from '@tarojs/taro'
import { pageOpenedFromHistory } from '@/platform/historyEntry'
import { currentUrl } from '@/platform/navigation'
import { restorePageScroll } from '@/platform/scroll'
import { sessionRead, sessionWrite } from '@/platform/sessionMemo'

interface KeptPlace<S> {
  url: string
  scrollTop: number
  state: S
}

/** How long a fresh page's content may take to grow tall enough for its kept scroll position. */
const FRESH_PAGE_PATIENCE_MS = 5000

export function useReturnPoint<S>(key: string, capture: () => S): { kept: S | null; restored(): void } {
  const memoKey = `returnPoint:${key}`
  // The URL this page was opened with, and the place kept for it (read once, when the page is made).
  const [entry] = useState(() => {
    const url = currentUrl()
    const kept = sessionRead<KeptPlace<S>>(memoKey)
    if (kept) sessionWrite(memoKey, null)
    return { url, kept: kept && kept.url === url && pageOpenedFromHistory() ? kept : null }
  })
  const top = useRef(0)
  const left = useRef<number | null>(null)
  const latestCapture = useRef(capture)
  latestCapture.current = capture

  usePageScroll(({ scrollTop }) => {
    top.current = scrollTop
  })
  useDidHide(() => {
    left.current = top.current
    sessionWrite(memoKey, { url: entry.url, scrollTop: Math.max(0, Math.round(top.current)), state: latestCapture.current() })
  })
  useDidShow(() => {
    if (left.current === null) return
    const at = left.current
    left.current = null
    sessionWrite(memoKey, null)
    if (at > 0) restorePageScroll(at)
  })

  const restored = useCallback(() => {
    const kept = entry.kept
    entry.kept = null
    if (kept && kept.scrollTop > 0) restorePageScroll(kept.scrollTop, { withinMs: FRESH_PAGE_PATIENCE_MS })
  }, [entry])

  return { kept: entry.kept?.state ?? null, restored }
}
