/** The mini-program has no index.html to start calls early: every call is asked by the transport. */
import type { TransportRequest, TransportResponse } from './transportTypes'

export function takeEarlyAnswer(_req: TransportRequest): Promise<TransportResponse | null> | undefined {
  return undefined
}
