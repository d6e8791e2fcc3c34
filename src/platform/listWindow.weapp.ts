/**
 * Long lists in the mini-program are drawn in windows (src/components/WindowedList): a chunk of the list far from the
 * screen is drawn as one empty block of its height. `useNearScreen` says whether the element with `id` is within
 * `margin` px of the screen, and the height it had when it last left (0 until then), from WeChat's
 * IntersectionObserver on the page. WeChat reports the first time only a chunk that starts on screen (its
 * initialRatio is 0), so a chunk is drawn until it has been seen and left.
 */
import { useEffect, useState } from 'react'
import Taro from '@tarojs/taro'
import { NEAR_SCREEN_PX, type NearScreen } from './listWindowTypes'

export const WINDOW_LISTS = true

export function useNearScreen(id: string, margin = NEAR_SCREEN_PX): NearScreen {
  const [view, setView] = useState<NearScreen>({ near: true, height: 0 })
  useEffect(() => {
    const page = Taro.getCurrentInstance().page
    if (!page || typeof Taro.createIntersectionObserver !== 'function') return undefined
    const observer = Taro.createIntersectionObserver(page as never)
    observer.relativeToViewport({ top: margin, bottom: margin }).observe(`#${id}`, (res) => {
      const near = (res.intersectionRatio ?? 0) > 0
      const height = res.boundingClientRect?.height ?? 0
      setView((v) => (near ? (v.near ? v : { near, height: v.height }) : { near, height: height || v.height }))
    })
    return () => observer.disconnect()
  }, [id, margin])
  return view
}
