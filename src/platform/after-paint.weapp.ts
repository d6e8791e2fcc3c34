/** The mini-program renders after setData in its view layer: the next task is after the first render was sent. */
export function afterPaint(fn: () => void): () => void {
  const timer = setTimeout(fn, 0)
  return () => clearTimeout(timer)
}
