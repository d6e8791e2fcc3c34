/**
 * Unpaid-order countdowns (docs/spec/ordering-payment.md sections 4, 9): the 24 h default, automatic cancel at zero, the
 * one-second ticker, the cutoff time as hh:mm (none for schools 4, 10, 11), and which orders expire at all
 * (orderExpiry: what the order detail and the leave warning show).
 */
import { OrderState, OrderStatus, SCHOOLS_WITHOUT_CUTOFF } from './enums'
import type { OrderFacts } from './facts'

/** "Default countdown when none is given: 86,400,000 ms (24 h)." */
export const DEFAULT_COUNTDOWN_MS = 86_400_000
export const TICK_MS = 1000

export function countdownMs(o: Pick<OrderFacts, 'countDownTime'>): number {
  return o.countDownTime === null || o.countDownTime === undefined ? DEFAULT_COUNTDOWN_MS : Math.max(0, o.countDownTime)
}

/** "An order with countDownTime 0, orderStatus 11 and state 1 is cancelled automatically." */
export function isAutoCancelled(o: Pick<OrderFacts, 'countDownTime' | 'orderStatus' | 'state'>): boolean {
  return o.countDownTime === 0 && o.orderStatus === OrderStatus.pending && o.state === OrderState.pending
}

/** "Order status 11 with a positive countdown runs a one-second timer and reloads the order at zero." */
export function runsCountdown(o: Pick<OrderFacts, 'countDownTime' | 'orderStatus'>): boolean {
  return o.orderStatus === OrderStatus.pending && countdownMs(o) > 0
}

const pad = (n: number) => String(n).padStart(2, '0')

/** Time left as HH:MM:SS (hours may pass 24). */
export function formatCountdown(ms: number): string {
  const s = Math.max(0, Math.floor(ms / 1000))
  return `${pad(Math.floor(s / 3600))}:${pad(Math.floor((s % 3600) / 60))}:${pad(s % 60)}`
}

/** The moment the order is cancelled, as hh:mm (device time); '' for the schools that show no cutoff. */
export function cutoffTime(now: number, remainingMs: number, schoolId: number): string {
  if (SCHOOLS_WITHOUT_CUTOFF.includes(schoolId)) return ''
  const at = new Date(now + remainingMs)
  return `${pad(at.getHours())}:${pad(at.getMinutes())}`
}

/** When an order is cancelled unless paid: the moment, and its cutoff as hh:mm ('' for schools 4, 10, 11). */
export interface OrderExpiry {
  deadline: number
  cutoff: string
}

/**
 * The countdown an order shows, from the time it was loaded; null for an order that never expires. Only a pending
 * order runs one ("Order status 11 with a positive countdown"; cancelled automatically at zero, state 1): a part-paid
 * order (state 2), an order in or after the loan (6, 8) and a settled one have none, whatever their school.
 */
export function orderExpiry(o: Pick<OrderFacts, 'state' | 'orderStatus' | 'countDownTime' | 'schoolId'>, loadedAt: number): OrderExpiry | null {
  if (o.state !== OrderState.pending || !runsCountdown(o)) return null
  const remaining = countdownMs(o)
  return { deadline: loadedAt + remaining, cutoff: cutoffTime(loadedAt, remaining, o.schoolId) }
}
