/** The mini-program renders after setData in its view layer: the next task is after the first render was sent. */
export function afterPaint(fn: () => void): () => void {
  const timer = setTimeout(fn, 0)
  return () => clearTimeout(timer)
}

/** The mini-program animates its own page change from the tap: nothing to wait for (H5: ./after-paint.h5.ts). */
export function paintFirst(): Promise<void> {
  return Promise.resolve()
}
