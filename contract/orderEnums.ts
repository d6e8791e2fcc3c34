/**
 * The order's numbers on the wire (docs/spec/ordering-payment.md section 4), as typed constants (numbers as the spec
 * gives them), read by the app and written by the server.
 * On states 6 and 8 the spec gives two readings ("Reading A: 6 means continue paying an instalment. Reading B: 8
 * means in loan (loanFail)"). This app implements the numbered enum: 6 inTheLoan, 8 loanFail, and treats both as
 * "pay loan" states for buttons (see src/core/order/actions.ts); states 1, 2 and 6 are the unpaid ones.
 */
export const InstallmentType = { full: 0, baiduLoan: 1 } as const
export const DownPaymentStatus = { pending: 1, paying: 2, complete: 3 } as const
export const OrderStatus = {
  pending: 11, paying: 12, payComplete: 13, cancel: 14, timeout: 15, remove: 16, signPending: 17, toBeConfirmed: 18,
  complete: 19, close: 20,
} as const
export const OrderState = { pending: 1, paying: 2, complete: 3, cancel: 4, timeout: 5, inTheLoan: 6, loanSuccess: 7, loanFail: 8 } as const
export const LoanStatus = {
  loaning: 1, complete: 2, loanFail: 3, paidOff: 4, overdue: 5, refundLoaning: 6, refundLoanComplete: 7,
} as const
export const ContractStatus = { offline: 20, visaFree: 21, pending: 22, underReview: 23, signed: 24, reject: 25, error: 26 } as const
/** "Contract status 5 blocks signing." */
export const CONTRACT_STATUS_BLOCKED = 5
export const StudyStatus = { reading: 0, dropOut: 1, changeSchool: 2, graduate: 3, quitSchool: 4 } as const
export const AuthorityStatus = { pendingOpen: 31, opened: 32, openError: 33, pendingClose: 34, closed: 35, closeError: 36 } as const
/** WeChat payment status check (queryOrderStatus data.payStatus). */
export const PayCheck = { notPaid: 1, pending: 2, success: 3, failed: 4, closed: 5, alreadyCompleted: 6 } as const
export const OriginType = { blueWhale: 1, tianyi: 2 } as const
export const GoodsTypeId = { course: 1, realAccount: 2, trainingTools: 3, kuaida: 4 } as const
/** Pay methods (radio values): alipay 1 (default), wechat 2. */
export const PayMethod = { alipay: 1, wechat: 2 } as const
export type PayMethodValue = (typeof PayMethod)[keyof typeof PayMethod]
