/** The mini-program has no index.html to start calls early: every call is asked by the transport. */
import type { TransportRequest, TransportResponse } from './transport-types'

export function takeEarlyAnswer(_req: TransportRequest): Promise<TransportResponse | null> | undefined {
  return undefined
}
