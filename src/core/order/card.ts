/**
 * The order card of my orders (docs/spec/ordering-payment.md sections 2, 3, 4, 6, 8, 9): the order as the rules see it, its
 * buttons and their texts, the amount, the warning markers, the rejection note, the loan info, the invite code,
 * and where its buttons go. Button and marker texts are not quoted by the spec: the wording is the app's own,
 * except 'go study' / 'study now' (section 1).
 */
import type { OrderInfo } from '@contract/order'
import type { LoanPlatform } from '@contract/payment'
import { link } from '../links'
import { formatMoney } from '../money'
import { orderActions, type ActionButton, type OrderAction } from './actions'
import { confirmOrderLink, DETAIL_PAY_TEXT } from './detail'
import { continuesOwnLoan, loanApplicationUrl } from './loan'
import { AuthorityStatus, ContractStatus, DownPaymentStatus, InstallmentType, LoanStatus, OrderState, OriginType, UNPAID_STATES } from './enums'
import type { OrderFacts } from './facts'
import { normaliseOldOrigin } from './progress'
import { withAutoCancel } from './status'
import { studyButtonText } from './study'

/** What a card needs beyond the rules' facts (the list item's fields; detail-only ones optional). */
export interface CardFields {
  orderId: number
  orderNo: string
  tradeOrderId: string
  name: string
  goodsId: number
  thumbPath: string
  commodityIdListStr: string
  waitPayMoney: number
  paidMoney: number
  payPrice: number
  signRejectMsg: string
  /** Validity in months (the list item and the order detail carry it). */
  goodsValidity?: number
  /** The invite code bound to the order, '' when none (the list item and the order detail carry it). */
  inviteCode?: string
}

export type CardOrder = OrderFacts & CardFields

/**
 * The order as every rule reads it: old-origin orders normalised first ("orderStatus 0, contract status 21 and
 * paidMoney equal to payPrice"), then an automatically cancelled one shown as cancelled.
 */
export function cardOrder<T extends CardOrder>(o: T): T {
  return withAutoCancel(normaliseOldOrigin(o))
}

export const ACTION_TEXT: Readonly<Record<Exclude<OrderAction, 'study'>, string>> = {
  cancel: '取消订单',
  pay: '去支付',
  payLoan: DETAIL_PAY_TEXT.payLoan,
  signAgreement: '签署协议',
  viewAgreement: '查看协议',
  internship: '去实习',
  delete: '删除订单',
  inviteCode: '填写邀请码',
}

export function actionText(action: OrderAction, o: Pick<OrderFacts, 'orderOriginType'>): string {
  return action === 'study' ? studyButtonText(o) : ACTION_TEXT[action]
}

const SIGNABLE: readonly (number | null)[] = [ContractStatus.pending, ContractStatus.reject]

/** "Shown only for signable orders": the invite-code popup is offered on orders whose contract is pending or rejected. */
export function isSignable(o: Pick<OrderFacts, 'signContractStatus'>): boolean {
  return SIGNABLE.includes(o.signContractStatus)
}

export interface CardButton extends ActionButton {
  text: string
}

const CLOSED_STATES: readonly number[] = [OrderState.cancel, OrderState.timeout]

/** The actions the card draws as primary (solid) buttons; the others are outlined. */
export const PRIMARY_ACTIONS: readonly OrderAction[] = ['pay', 'payLoan', 'signAgreement', 'study', 'internship']

/**
 * The card's buttons: orderActions (section 4, "Action buttons by state"; the supplementary order's code button
 * included, unless a code is saved), plus the invite-code button on a signable order (contract 22 or 25) that has no invite code yet, is
 * neither cancelled nor timed out and still shows buttons at all. Call with the order from cardOrder, and the
 * configured national-guidance schools (schoolGroups.ts).
 */
export function cardButtons(o: OrderFacts & Pick<CardFields, 'inviteCode'>, guidanceSchools: readonly number[]): CardButton[] {
  // Once a code is saved there is no second one to give (the server refuses it: '该订单已填写邀请码').
  const buttons = orderActions(o, guidanceSchools).filter((b) => b.action !== 'inviteCode' || !o.inviteCode)
  const offered = buttons.length > 0 && isSignable(o) && !o.inviteCode && !CLOSED_STATES.includes(o.state)
  if (offered && !buttons.some((b) => b.action === 'inviteCode')) {
    buttons.push({ action: 'inviteCode', disabled: false })
  }
  return buttons.map((b) => ({ ...b, text: actionText(b.action, o) }))
}

/**
 * "amount still to pay": waitPayMoney on unpaid orders (states 1, 2, 6); the order's price on a cancelled or timed-out
 * one (nothing was or will be paid); otherwise what was paid. Money in cents.
 */
export function cardAmount(o: Pick<OrderFacts, 'state'> & Pick<CardFields, 'waitPayMoney' | 'paidMoney' | 'payPrice'>): { label: string; text: string } {
  if (UNPAID_STATES.includes(o.state)) return { label: '待付金额', text: `¥${formatMoney(o.waitPayMoney)}` }
  if (CLOSED_STATES.includes(o.state)) return { label: '订单金额', text: `¥${formatMoney(o.payPrice)}` }
  return { label: '实付金额', text: `¥${formatMoney(o.paidMoney)}` }
}

/** The period, when known: '有效期12个月'. */
export function validityText(months: number | null | undefined): string {
  return months && months > 0 ? `有效期${months}个月` : ''
}

/** "The invite code is shown for blueWhale-origin orders" (origin type 1), when the order has one. */
export function shownInviteCode(o: Pick<OrderFacts, 'orderOriginType'> & Pick<CardFields, 'inviteCode'>): string {
  return o.orderOriginType === OriginType.blueWhale && o.inviteCode ? o.inviteCode : ''
}

/** "loan failure": the order's state is loanFail (8) or its loan status is loanFail (3). */
export function isLoanFailed(o: Pick<OrderFacts, 'state' | 'loanStatus'>): boolean {
  return o.state === OrderState.loanFail || o.loanStatus === LoanStatus.loanFail
}

/** A loan order (baidu instalment): its card offers the loan-info dialog. */
export function isLoanOrder(o: Pick<OrderFacts, 'installmentType'>): boolean {
  return o.installmentType === InstallmentType.baiduLoan
}

export type WarningKind = 'reject' | 'agreementError' | 'openError' | 'loanFail'

export const WARNING_TEXT: Readonly<Record<WarningKind, string>> = {
  reject: '协议被驳回',
  agreementError: '协议异常',
  /** Section 8: "33 '服务开通异常，请尽快联系客服处理' (detail page: '服务异常')". */
  openError: '服务开通异常，请尽快联系客服处理',
  loanFail: '分期失败',
}

/** Warning markers: reject (contract 25), agreement error (26), authority openError (33), loan failure (state 8 / loanStatus 3). */
export function orderWarnings(o: Pick<OrderFacts, 'signContractStatus' | 'authorityStatus' | 'state' | 'loanStatus'>): { kind: WarningKind; text: string }[] {
  const kinds: WarningKind[] = []
  if (o.signContractStatus === ContractStatus.reject) kinds.push('reject')
  if (o.signContractStatus === ContractStatus.error) kinds.push('agreementError')
  if (o.authorityStatus === AuthorityStatus.openError) kinds.push('openError')
  if (isLoanFailed(o)) kinds.push('loanFail')
  return kinds.map((kind) => ({ kind, text: WARNING_TEXT[kind] }))
}

/** The rejection note when the contract is rejected (25): the reject message; '' otherwise. */
export function rejectNote(o: Pick<OrderFacts, 'signContractStatus'> & Pick<CardFields, 'signRejectMsg'>): string {
  if (o.signContractStatus !== ContractStatus.reject) return ''
  return `驳回原因：${o.signRejectMsg || '请联系招生老师'}`
}

export const LOAN_STATUS_TEXT: Readonly<Record<number, string>> = {
  [LoanStatus.loaning]: '审核中',
  [LoanStatus.complete]: '贷款成功',
  [LoanStatus.loanFail]: '贷款失败',
  [LoanStatus.paidOff]: '已结清',
  [LoanStatus.overdue]: '已逾期',
  [LoanStatus.refundLoaning]: '退款中',
  [LoanStatus.refundLoanComplete]: '已退款',
}

export function loanStatusText(status: number | null | undefined): string {
  return status === null || status === undefined ? '' : LOAN_STATUS_TEXT[status] ?? ''
}

export const LOAN_INFO_TEXT = {
  title: '分期信息',
  link: '分期详情',
  platform: '分期平台',
  customer: '贷款人',
  status: '贷款状态',
  downPayment: '首付金额',
  none: '--',
} as const

/** The loan-info dialog's rows: platform, customer name, loan status text, down payment ('--' when unknown). */
export function loanInfoRows(info: Pick<OrderInfo, 'loan' | 'downPayment' | 'goodsLoanList'> & { loanPlatformId?: number | null }): { label: string; value: string }[] {
  const platforms = (info.goodsLoanList ?? []) as Partial<LoanPlatform>[]
  const platform = platforms.find((p) => p.loanPlatformId === info.loanPlatformId)?.loanPlatformName
  const none = LOAN_INFO_TEXT.none
  return [
    { label: LOAN_INFO_TEXT.platform, value: platform || none },
    { label: LOAN_INFO_TEXT.customer, value: info.loan?.customerName || none },
    { label: LOAN_INFO_TEXT.status, value: loanStatusText(info.loan?.loanStatus) || none },
    { label: LOAN_INFO_TEXT.downPayment, value: info.downPayment > 0 ? `¥${formatMoney(info.downPayment)}` : none },
  ]
}

/**
 * "Loan failure with a non-baidu type and not complete: the pay type is switched to baidu (updatePayType) before
 * proceeding": installmentType not baidu (1) and the down payment not complete.
 */
export function loanFailSwitchesToBaidu(o: Pick<OrderFacts, 'installmentType' | 'downPaymentStatus'>): boolean {
  return o.installmentType !== InstallmentType.baiduLoan && o.downPaymentStatus !== DownPaymentStatus.complete
}

const LOAN_PAY_STATES: readonly number[] = [OrderState.inTheLoan, OrderState.loanFail]

/** confirm order opens the loan view (isLoanPay=1) for 'payLoan' on states 6 and 8, and for a baidu-loan order. */
export function paysByLoan(o: Pick<OrderFacts, 'state' | 'installmentType'>, action: OrderAction): boolean {
  return (action === 'payLoan' && LOAN_PAY_STATES.includes(o.state)) || o.installmentType === InstallmentType.baiduLoan
}

type LinkFields = Pick<CardFields, 'tradeOrderId' | 'orderId' | 'orderNo' | 'goodsId' | 'commodityIdListStr'> & Pick<OrderFacts, 'schoolId'>

/** Pay: confirm order with the order (detail.ts confirmOrderLink), with isLoanPay=1 for the loan view. */
export function orderPayUrl(o: LinkFields, isLoanPay: boolean): string {
  return confirmOrderLink(o, isLoanPay)
}

/**
 * Where the card's pay and '分期支付' go: a down-paid order in the loan (state 6) back to its own loan application, as
 * the order detail's button goes (continuesOwnLoan); otherwise confirm order, with isLoanPay=1 for the loan view
 * (paysByLoan: the down-payment step, or another platform after a declined loan).
 */
export function cardPayUrl(o: LinkFields & Pick<OrderFacts, 'state' | 'installmentType' | 'downPaymentStatus'>, action: OrderAction, userId: number): string {
  if (continuesOwnLoan(o)) return loanApplicationUrl(o, userId)
  return orderPayUrl(o, paysByLoan(o, action))
}

/** The card itself: the order detail, /ty/payResult?tradeOrderId=&userId=&goodsId=. */
export function orderDetailUrl(o: Pick<CardFields, 'tradeOrderId' | 'goodsId'>, userId: number): string {
  return link('payResult', { tradeOrderId: o.tradeOrderId, userId, goodsId: o.goodsId })
}

/** Sign or view the agreement: /ty/signAgreement?tradeOrderId=&userId=. */
export function agreementUrl(o: Pick<CardFields, 'tradeOrderId'>, userId: number): string {
  return link('signAgreement', { tradeOrderId: o.tradeOrderId, userId })
}
