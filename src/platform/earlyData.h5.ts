/**
 * The answers index.html's inline script began before the app's JS ran (src/platform/earlyData/inline.h5.ts): the
 * transport takes a call's answer from there once, within EARLY_ANSWER_TTL_MS of its start; after that, or for a call
 * not begun early, it asks the server itself.
 */
import { callKey } from '@/core/callKey'
import type { TransportRequest, TransportResponse } from './transportTypes'
import './earlyData/types'

/** An early answer older than this is not used (a page that asks later wants a fresh one). */
export const EARLY_ANSWER_TTL_MS = 15_000

export function takeEarlyAnswer(req: TransportRequest): Promise<TransportResponse | null> | undefined {
  const early = typeof window === 'undefined' ? undefined : window.__earlyAnswers
  if (!early) return undefined
  if (Date.now() - early.at > EARLY_ANSWER_TTL_MS) {
    delete window.__earlyAnswers
    return undefined
  }
  const key = callKey(req.method, req.url, req.body)
  const answer = early.calls[key]
  if (answer) delete early.calls[key]
  return answer
}
