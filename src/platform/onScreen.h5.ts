/**
 * Whether an element is on screen (or within `margin` px of it), for work that only matters when seen: the countdowns
 * of a long order list tick only while visible. Without IntersectionObserver (jsdom, very old browsers) everything
 * counts as on screen, which is what the app did before.
 */
import { useEffect, useState, type RefObject } from 'react'

export const ON_SCREEN_MARGIN_PX = 200

// `id` is for the mini-program's observer (on-screen.weapp.ts); H5 observes the element itself. `initial` is the answer
// until the observer's first report (false: what waits to be seen, such as an ad place, waits for it).
export function useOnScreen(ref: RefObject<unknown>, margin = ON_SCREEN_MARGIN_PX, _id?: string, initial = true): boolean {
  const [onScreen, setOnScreen] = useState(initial)
  useEffect(() => {
    const el = ref.current
    if (typeof IntersectionObserver === 'undefined' || !(el instanceof Element)) {
      setOnScreen(true)
      return
    }
    const observer = new IntersectionObserver((entries) => setOnScreen(entries[entries.length - 1].isIntersecting), {
      rootMargin: `${margin}px 0px`,
    })
    observer.observe(el)
    return () => observer.disconnect()
  }, [ref, margin])
  return onScreen
}
