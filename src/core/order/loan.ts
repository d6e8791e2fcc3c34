/** Instalments (ordering-payment.md sections 4, 7). */
import { link } from '../links'
import { DownPaymentStatus, InstallmentType } from './enums'

/** The down payment a platform asks, in cents, rounded down. */
export function downPaymentFor(payPrice: number, percent: number): number {
  return Math.floor((payPrice * percent) / 100)
}

/** "Leaving the loan page asks '申请贷款未完成' (message '您的贷款未通过，请尽快完成申请') with '继续申请' or '确定离开'." */
export const LOAN_LEAVE = {
  title: '申请贷款未完成',
  message: '您的贷款未通过，请尽快完成申请',
  stay: '继续申请',
  leave: '确定离开',
} as const

/**
 * The LoanPay view (isLoanPay=1) of an instalment order whose down payment is not paid yet shows the down-payment
 * step (platform, agreement, pay); once it is paid (downPaymentStatus 3 complete) the view re-chooses a platform and
 * reopens the loan application.
 */
export function downPaymentDue(o: { installmentType: number | null; paidMoney: number; loan: { downPaymentStatus: number | null } | null }): boolean {
  if (o.installmentType !== InstallmentType.baiduLoan) return false
  return o.loan?.downPaymentStatus !== DownPaymentStatus.complete && o.paidMoney === 0
}

/**
 * The confirm-order Loan view's '分期付款' entry: the down-payment step (/ty/confirmOrder/confirmOrderLoan) until an
 * instalment order's down payment is made; after it (a failed loan, state 8) the LoanPay view, where another platform
 * is chosen.
 */
export function loanEntryUrl(o: Parameters<typeof downPaymentDue>[0] & { tradeOrderId: string; orderId: number }): string {
  const downPaymentMade = o.installmentType === InstallmentType.baiduLoan && !downPaymentDue(o)
  return downPaymentMade
    ? link('confirmOrder', { tradeOrderId: o.tradeOrderId, orderId: o.orderId, isLoanPay: 1 })
    : link('confirmOrderLoan', { tradeOrderId: o.tradeOrderId, orderId: o.orderId })
}
