/**
 * Whether a box that caps its height (max-height, overflow hidden) actually hides some of its content: the article
 * body's read-more cover is only for a body cut short. H5 watches the box's size with ResizeObserver, so content that
 * grows later (the sanitiser loaded on demand, images arriving) is counted. Without ResizeObserver (jsdom) the box
 * counts as cutting, which is what the page did before.
 */
import { useEffect, useState, type RefObject } from 'react'

export function useClipsContent(ref: RefObject<unknown>, active: boolean, _id?: string): boolean {
  const [clips, setClips] = useState(true)
  useEffect(() => {
    const el = ref.current
    if (!active || typeof ResizeObserver === 'undefined' || !(el instanceof Element)) return
    // The content (the first child) past the box's bottom: the box's scrollHeight would count the cover itself.
    const measure = () => {
      const content = el.firstElementChild
      setClips(!!content && content.getBoundingClientRect().bottom > el.getBoundingClientRect().bottom + 1)
    }
    const observer = new ResizeObserver(measure)
    observer.observe(el)
    // The content's own growth (a box capped by max-height keeps its size while its content grows).
    for (const child of Array.from(el.children)) observer.observe(child)
    measure()
    return () => observer.disconnect()
  }, [ref, active])
  return clips
}
