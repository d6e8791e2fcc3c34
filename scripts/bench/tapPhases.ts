/** A tap's Event Timing entry and the parts of its latency (pure: the bench's tests load it without a browser). */

/** An Event Timing entry as the page keeps it (observeEvents in ./firstTap). */
export interface TapEvent {
  id: number
  name: string
  start: number
  duration: number
  processingStart: number
  processingEnd: number
}

/** Waiting for the main thread, the handlers, then until the next paint. */
export interface TapPhases {
  inputDelayMs: number
  processingMs: number
  presentationMs: number
}

export const NO_PHASES: TapPhases = { inputDelayMs: NaN, processingMs: NaN, presentationMs: NaN }

export function phasesOf(e: TapEvent): TapPhases {
  return {
    inputDelayMs: e.processingStart - e.start,
    processingMs: e.processingEnd - e.processingStart,
    presentationMs: e.start + e.duration - e.processingEnd,
  }
}
