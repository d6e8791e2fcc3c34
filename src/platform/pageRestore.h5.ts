/**
 * A page brought back from the browser's back-forward cache (Safari and WeChat on iOS, Chrome on Android): Back or
 * Forward restores the document as it was left, with its JS state, open popups and timers, and fires `pageshow` with
 * `persisted` instead of loading it again. Taro's router sees no navigation; it only calls the page's show handler on
 * the `visibilitychange` that comes with it, as it does for a tab switch, which cannot tell a restore. So a page that
 * pays, signs or counts down asks here to look again: read what another document changed, ask the server.
 */
import { useEffect, useRef } from 'react'
import Taro from '@tarojs/taro'

/** Calls `listener` each time the document is restored from the back-forward cache; returns the unsubscribe. */
export function onPageRestored(listener: () => void): () => void {
  const onShow = (event: PageTransitionEvent) => {
    if (event.persisted) listener()
  }
  window.addEventListener('pageshow', onShow)
  return () => window.removeEventListener('pageshow', onShow)
}

/**
 * Calls `onRestored` when the document is restored from the back-forward cache while this page is the one shown
 * (Taro's current page; pages beneath it in the stack stay quiet). Not gated on the page's show/hide: leaving the
 * document hides the page (Taro hears visibilitychange), and the restore may come before it is shown again.
 */
export function usePageRestored(onRestored: () => void): void {
  const latest = useRef(onRestored)
  latest.current = onRestored
  const page = useRef(Taro.getCurrentInstance().page)
  useEffect(() => onPageRestored(() => {
    if (Taro.getCurrentInstance().page === page.current) latest.current()
  }), [])
}
