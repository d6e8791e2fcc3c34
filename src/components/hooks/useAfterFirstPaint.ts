/**
 * False on the first render, true once that render has been painted: what lies below the fold is rendered a frame
 * later, so it costs nothing before the first screen shows (src/platform/after-paint).
 */
import { useEffect, useState } from 'react'
import { afterPaint } from '@/platform/after-paint'

export function useAfterFirstPaint(when = true): boolean {
  const [painted, setPainted] = useState(false)
  useEffect(() => {
    if (!when || painted) return undefined
    return afterPaint(() => setPainted(true))
  }, [when, painted])
  return painted
}
