/**
 * A list page's place kept (docs/spec/content-access.md section 2: "scroll position is restored or reset to the top"): the
 * scroll position when the learner leaves the page (another page over it, another tab) is put back when it shows
 * again. H5 hides a page under another with display:none, which may lose its scroll; the mini-program keeps it, and
 * putting back the same position there changes nothing. A page opened afresh starts at the top.
 */
import { useRef } from 'react'
import { useDidHide, useDidShow, usePageScroll } from '@tarojs/taro'
import { restorePageScroll } from '@/platform/scroll'

export function useScrollMemory(): void {
  const top = useRef(0)
  const left = useRef<number | null>(null)
  usePageScroll(({ scrollTop }) => {
    top.current = scrollTop
  })
  useDidHide(() => {
    left.current = top.current
  })
  useDidShow(() => {
    if (left.current === null) return
    const at = left.current
    left.current = null
    if (at > 0) restorePageScroll(at)
  })
}
