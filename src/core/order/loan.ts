/** Instalments (docs/spec/ordering-payment.md sections 4, 7). */
import { link } from '../links'
import { DownPaymentStatus, InstallmentType, LoanStatus, OrderState } from './enums'

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

/**
 * A down-paid instalment order in the loan (state 6 inTheLoan, down payment complete 3): what is left is paid by the
 * learner's own loan application (/ty/loan), from the order detail and from my orders alike, never by choosing
 * another platform, which would hide the platform already paid for.
 */
export function continuesOwnLoan(o: { state: number; downPaymentStatus?: number | null }): boolean {
  return o.state === OrderState.inTheLoan && o.downPaymentStatus === DownPaymentStatus.complete
}

/** The loan application of an order: /ty/loan?orderId=&userId=. */
export function loanApplicationUrl(o: { orderId: number }, userId: number | string): string {
  return link('loan', { orderId: o.orderId, userId })
}

/** The Loan view's '分期付款' entry: the platforms before the down payment; after a declined loan, another platform. */
export const LOAN_ENTRY_TEXT = {
  entry: '分期付款',
  afterDownPayment: (platforms: string) => `${platforms}，首付后申请分期 ›`,
  declined: '分期申请未通过，请选择其他分期平台 ›',
} as const

/**
 * The entry's hint says where it leads (loanEntryUrl): before the down payment, the platforms and the application
 * after the down payment; once the loan was declined (state 8 loanFail, or the loan's status 3), choosing another
 * platform, with no word of a down payment already made.
 */
export function loanEntryHint(
  o: { state: number; loan: { loanStatus?: number | null } | null },
  platformNames: readonly string[],
): string {
  const declined = o.state === OrderState.loanFail || o.loan?.loanStatus === LoanStatus.loanFail
  return declined ? LOAN_ENTRY_TEXT.declined : LOAN_ENTRY_TEXT.afterDownPayment(platformNames.join(' / '))
}
