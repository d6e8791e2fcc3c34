/**
 * Whether an element is on screen (or within `margin` px of it): the mini-program's IntersectionObserver, relative
 * to the viewport, on the element's id (the caller gives the element that id). Without the API everything counts as
 * on screen. `initial` is the answer until the observer's first report.
 */
import { useEffect, useState, type RefObject } from 'react'
import Taro from '@tarojs/taro'

export const ON_SCREEN_MARGIN_PX = 200

export function useOnScreen(ref: RefObject<unknown>, margin = ON_SCREEN_MARGIN_PX, id?: string, initial = true): boolean {
  const [onScreen, setOnScreen] = useState(initial)
  useEffect(() => {
    const page = Taro.getCurrentInstance().page
    if (!id || !page || typeof Taro.createIntersectionObserver !== 'function') {
      setOnScreen(true)
      return
    }
    const observer = Taro.createIntersectionObserver(page as never)
    observer.relativeToViewport({ top: margin, bottom: margin }).observe(`#${id}`, (res) => setOnScreen((res.intersectionRatio ?? 0) > 0))
    return () => observer.disconnect()
  }, [ref, margin, id])
  return onScreen
}
