/**
 * Where an order stands for payment (docs/spec/ordering-payment.md section 4): pay-bar visibility, continue-pay text,
 * the pay-result variant and finish-pay title, old-origin normalisation, and the confirm-order view.
 */
import { DownPaymentStatus, OrderState, OriginType, ContractStatus } from './enums'
import type { OrderFacts } from './facts'

/** "Pay bar shows when state is pending, paying or inTheLoan." */
export function showPayBar(o: Pick<OrderFacts, 'state'>): boolean {
  return o.state === OrderState.pending || o.state === OrderState.paying || o.state === OrderState.inTheLoan
}

export const CONTINUE_PAY_TEXT = { continuePay: '继续支付', toInstallment: '前往分期平台', viewOrder: '查看订单' } as const

/**
 * "Continue-pay button text: continue pay when inTheLoan or paying; go to installment platform when down payment is
 * complete (also when loan failed with down payment complete); otherwise view order."
 */
export function continuePayText(o: Pick<OrderFacts, 'state' | 'downPaymentStatus'>): string {
  if (o.state === OrderState.inTheLoan || o.state === OrderState.paying) return CONTINUE_PAY_TEXT.continuePay
  if (o.downPaymentStatus === DownPaymentStatus.complete) return CONTINUE_PAY_TEXT.toInstallment
  return CONTINUE_PAY_TEXT.viewOrder
}

export type PayResultVariant = 'downPayment' | 'sign' | 'noSign'

/** "down payment if installmentType is set; else sign if signContractStatus is present and not 21; else no-sign." */
export function payResultVariant(o: Pick<OrderFacts, 'installmentType' | 'signContractStatus'>): PayResultVariant {
  if (o.installmentType) return 'downPayment'
  if (o.signContractStatus !== null && o.signContractStatus !== undefined && o.signContractStatus !== ContractStatus.visaFree) return 'sign'
  return 'noSign'
}

/**
 * After a down payment ("then it goes to the loan page or contract signing"): the agreement first when it waits for
 * the learner's signature (pending 22 or rejected 25; section 4's sign-agreement button), else the loan application.
 */
export function afterDownPayment(o: Pick<OrderFacts, 'signContractStatus'>): 'sign' | 'loan' {
  return o.signContractStatus === ContractStatus.pending || o.signContractStatus === ContractStatus.reject ? 'sign' : 'loan'
}

/** "Title is '支付完成' when state is 3, otherwise '支付成功'." */
export function finishPayTitle(state: number): string {
  return state === OrderState.complete ? '支付完成' : '支付成功'
}

/** "Old-origin orders (origin type 1) are normalised to orderStatus 0, contract status 21 and paidMoney equal to payPrice." */
export function normaliseOldOrigin<T extends Pick<OrderFacts, 'orderOriginType' | 'orderStatus' | 'signContractStatus' | 'paidMoney' | 'payPrice'>>(o: T): T {
  if (o.orderOriginType !== OriginType.blueWhale) return o
  return { ...o, orderStatus: 0, signContractStatus: ContractStatus.visaFree, paidMoney: o.payPrice }
}

export type ConfirmView = 'Full' | 'Stages' | 'Loan' | 'LoanPay'

/**
 * The confirm-order view (section 4): with isLoanPay, LoanPay. Without it and state not 6: state 8 shows Loan with
 * the order's own loan list; an order not fully received or with xlType fetches the loan platforms (Loan when
 * there are some, else Full: see afterLoanPlatforms); otherwise Stages. State 6 without isLoanPay (continuing an
 * instalment, the spec's reading A) shows Stages.
 */
export function chooseConfirmView(o: Pick<OrderFacts, 'state' | 'isReceiveAll' | 'xlType'>, isLoanPay: boolean):
  | { view: ConfirmView; loanList?: 'own' }
  | { view: 'fetchLoanPlatforms' } {
  if (isLoanPay) return { view: 'LoanPay' }
  if (o.state === OrderState.inTheLoan) return { view: 'Stages' }
  if (o.state === OrderState.loanFail) return { view: 'Loan', loanList: 'own' }
  if (!o.isReceiveAll || o.xlType) return { view: 'fetchLoanPlatforms' }
  return { view: 'Stages' }
}

/** "Summary: goods detail; for goodsType 1 a price block with original price, discount ... and amount payable". */
export const showsPriceBlock = (o: { goodsType?: number }): boolean => o.goodsType === 1

/** After fetching the loan platforms: "Loan is shown if the list is non-empty, else Full". */
export function afterLoanPlatforms(platforms: readonly unknown[]): ConfirmView {
  return platforms.length > 0 ? 'Loan' : 'Full'
}
