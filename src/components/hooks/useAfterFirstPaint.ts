/**
 * What lies below the fold is rendered after the first screen has been painted (src/platform/afterPaint), so it costs
 * nothing before the first screen shows; and one part per painted frame, so no single task renders all of it and a
 * tap in between waits for one part at most.
 */
import { useEffect, useState } from 'react'
import { afterPaint } from '@/platform/afterPaint'

/** How many of `total` parts to render: none on the first render, then one more after each paint. */
export function usePaintedSteps(total: number, when = true): number {
  const [shown, setShown] = useState(0)
  useEffect(() => {
    if (!when || shown >= total) return undefined
    return afterPaint(() => setShown((n) => n + 1))
  }, [when, shown, total])
  return shown
}

/** False on the first render, true once that render has been painted. */
export function useAfterFirstPaint(when = true): boolean {
  return usePaintedSteps(1, when) > 0
}
