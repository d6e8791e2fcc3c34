/**
 * Whether a box that caps its height hides some of its content (see clips-content.h5.ts): the mini-program measures
 * the box (by id) and its first child once the page has drawn them. Without the API the box counts as cutting.
 */
import { useEffect, useState, type RefObject } from 'react'
import Taro from '@tarojs/taro'

export function useClipsContent(_ref: RefObject<unknown>, active: boolean, id?: string): boolean {
  const [clips, setClips] = useState(true)
  useEffect(() => {
    if (!active || !id || typeof Taro.createSelectorQuery !== 'function') return
    const timer = setTimeout(() => {
      Taro.createSelectorQuery().select(`#${id}`).boundingClientRect().select(`#${id} > *`).boundingClientRect().exec((res) => {
        const [box, content] = (res ?? []) as Array<{ height: number } | null>
        if (box && content) setClips(content.height > box.height + 1)
      })
    }, 300)
    return () => clearTimeout(timer)
  }, [active, id])
  return clips
}
