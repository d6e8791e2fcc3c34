/**
 * An order's status as the list card and the detail banner show it (docs/spec/ordering-payment.md sections 2, 3, 4, 6, 8).
 * The spec names the states and order statuses but quotes no text for them: the wording is the app's own.
 * - orderStatusText: state / orderStatus -> text. An automatically cancelled order ("countDownTime 0, orderStatus
 *   11 and state 1") reads '已取消'; the close, cancel, timeout, remove, sign-pending and to-be-confirmed order
 *   statuses win over the state; otherwise the state's text.
 * - orderStatusView: the text plus a tone for the banner icon and colour.
 * - withAutoCancel: an automatically cancelled order becomes a cancelled one (state 4, orderStatus 14), so every
 *   rule after it (buttons, pay bar) treats it as cancelled.
 * - serviceNote: the service (authority) note of the detail page: 31 'service opening', 33 '服务异常'.
 */
import { isAutoCancelled } from './countdown'
import { AuthorityStatus, ContractStatus, OrderState, OrderStatus } from './enums'
import type { OrderFacts } from './facts'
import { STUDY_TEXT } from './study'

export const ORDER_STATE_TEXT: Readonly<Record<number, string>> = {
  [OrderState.pending]: '待付款',
  [OrderState.paying]: '待付尾款',
  [OrderState.complete]: '已完成',
  [OrderState.cancel]: '已取消',
  [OrderState.timeout]: '已超时',
  [OrderState.inTheLoan]: '分期中',
  [OrderState.loanSuccess]: '分期成功',
  [OrderState.loanFail]: '分期失败',
}

/** orderStatus values that say more than the state. */
export const ORDER_STATUS_TEXT: Readonly<Record<number, string>> = {
  [OrderStatus.close]: '已关闭',
  [OrderStatus.cancel]: '已取消',
  [OrderStatus.timeout]: '已超时',
  [OrderStatus.remove]: '已删除',
  [OrderStatus.signPending]: '待签约',
  [OrderStatus.toBeConfirmed]: '待确认',
}

type StatusFacts = Pick<OrderFacts, 'state' | 'orderStatus'> & { countDownTime?: number | null }

const autoCancelled = (o: StatusFacts) =>
  isAutoCancelled({ countDownTime: o.countDownTime ?? null, orderStatus: o.orderStatus, state: o.state })

export function orderStatusText(o: StatusFacts): string {
  if (autoCancelled(o)) return ORDER_STATE_TEXT[OrderState.cancel]
  return ORDER_STATUS_TEXT[o.orderStatus] ?? ORDER_STATE_TEXT[o.state] ?? ''
}

export type StatusTone = 'wait' | 'success' | 'closed' | 'warn'

const CLOSED_STATES: readonly number[] = [OrderState.cancel, OrderState.timeout]
const CLOSED_STATUSES: readonly number[] = [OrderStatus.close, OrderStatus.cancel, OrderStatus.timeout, OrderStatus.remove]
const SUCCESS_STATES: readonly number[] = [OrderState.complete, OrderState.loanSuccess]

/** Text and tone: closed (cancelled, timed out, closed), warn (loan failed, agreement to sign, rejected or in error), success, else wait. */
export function orderStatusView(o: StatusFacts & Pick<OrderFacts, 'signContractStatus'>): { text: string; tone: StatusTone } {
  const text = orderStatusText(o)
  if (autoCancelled(o) || CLOSED_STATES.includes(o.state) || CLOSED_STATUSES.includes(o.orderStatus)) return { text, tone: 'closed' }
  if (o.state === OrderState.loanFail || o.orderStatus === OrderStatus.signPending || o.signContractStatus === ContractStatus.reject || o.signContractStatus === ContractStatus.error) {
    return { text, tone: 'warn' }
  }
  if (SUCCESS_STATES.includes(o.state)) return { text, tone: 'success' }
  return { text, tone: 'wait' }
}

/** "An order with countDownTime 0, orderStatus 11 and state 1 is cancelled automatically": shown as state 4 / 14. */
export function withAutoCancel<T extends StatusFacts>(o: T): T {
  return autoCancelled(o) ? { ...o, state: OrderState.cancel, orderStatus: OrderStatus.cancel } : o
}

/** The detail page's service note: authority 31 'service opening', 33 '服务异常' (section 8); else ''. */
export function serviceNote(o: Pick<OrderFacts, 'authorityStatus'>): string {
  if (o.authorityStatus === AuthorityStatus.pendingOpen) return STUDY_TEXT.serviceOpening
  if (o.authorityStatus === AuthorityStatus.openError) return STUDY_TEXT.serviceErrorShort
  return ''
}
