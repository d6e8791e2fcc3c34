/** What index.html's inline script leaves for the request layer (window.__earlyAnswers). */
import type { TransportResponse } from '../transportTypes'

export interface EarlyAnswers {
  /** When the calls were started (ms since the epoch). */
  at: number
  /** Each call's answer by its callKey; null when it failed (the app then asks again). */
  calls: Record<string, Promise<TransportResponse | null> | undefined>
}

declare global {
  interface Window {
    __earlyAnswers?: EarlyAnswers
    /** index.html's first screen is still to be drawn (src/platform/earlyData/firstScreen). */
    __firstScreenPending?: boolean
  }
}
