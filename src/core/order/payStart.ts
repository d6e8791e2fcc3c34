/**
 * What a tap on confirm order's pay bar starts (docs/spec/ordering-payment.md sections 4, 5), decided before any request:
 * - a blocker of the pay click (already paid; a campus to choose) is told and nothing starts;
 * - an order in the loan with its down payment made is paid by the loan: the learner goes on to their own loan
 *   application (the order detail's pay button goes to the same place);
 * - a free order (payPrice 0) is completed by payZero, with no method to choose;
 * - any other order opens the confirm-payment popup, where the learner chooses the method (and the amount).
 */
import type { OrderInfo } from '@contract/order'
import { detailOrder, detailPayButton } from './detail'
import { DownPaymentStatus, OrderState } from './enums'
import { payClickBlocker } from './payment'

export type PayStart =
  | { kind: 'blocked'; message: string }
  | { kind: 'loanNext'; url: string; text: string }
  | { kind: 'free' }
  | { kind: 'choose' }

export function payStart(order: OrderInfo): PayStart {
  const blocker = payClickBlocker(order)
  if (blocker) return { kind: 'blocked', message: blocker }
  if (order.state === OrderState.inTheLoan && order.loan?.downPaymentStatus === DownPaymentStatus.complete) {
    const next = detailPayButton(detailOrder(order))
    if (next) return { kind: 'loanNext', ...next }
  }
  if (order.payPrice === 0) return { kind: 'free' }
  return { kind: 'choose' }
}
