import { useRef } from 'react'
import type { ITouchEvent } from '@tarojs/components'
import { swipedIndex } from '@/core/swipe'

/**
 * A list swiped between its tabs (src/core/swipe.ts): the touch handlers for the list's View. `index` is the tab shown
 * (-1 when none is), `choose` gets the tab a swipe goes to.
 */
export function useSwipeTabs(index: number, count: number, choose: (next: number) => void) {
  const touch = useRef<{ x: number; y: number } | null>(null)
  // View's touch props are typed as plain events: they carry the touches on both platforms.
  const onTouchStart = (e: unknown) => {
    const t = (e as ITouchEvent).touches?.[0]
    touch.current = t ? { x: t.clientX, y: t.clientY } : null
  }
  const onTouchEnd = (e: unknown) => {
    const start = touch.current
    const t = (e as ITouchEvent).changedTouches?.[0]
    touch.current = null
    if (!start || !t || index < 0) return
    const next = swipedIndex(index, count, t.clientX - start.x, t.clientY - start.y)
    if (next !== index) choose(next)
  }
  return { onTouchStart, onTouchEnd }
}
