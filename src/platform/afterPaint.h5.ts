/** Runs `fn` once the browser has painted the current frame (a frame, then a task); returns a cancel. */
export function afterPaint(fn: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(fn, 0)
  })
  return () => {
    cancelAnimationFrame(frame)
    if (timer !== undefined) clearTimeout(timer)
  }
}

/**
 * Resolves once the current frame has painted. A tap that opens a page awaits it first, so the learner sees the tap
 * land (its pressed state) within a frame, and the next page's work follows (Event Timing counts a tap until the
 * next paint: the page's set-up in between made a goods card's tap take 184 ms at 4x CPU).
 */
export function paintFirst(): Promise<void> {
  return new Promise((resolve) => afterPaint(resolve))
}
