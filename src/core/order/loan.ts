/** Instalments (ordering-payment.md sections 4, 7): the down payment a platform asks, in cents, rounded down. */
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
