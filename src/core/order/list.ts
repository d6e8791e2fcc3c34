/**
 * My orders, /ty/myOrder (docs/spec/ordering-payment.md sections 2, 4, 8, 9): the tabs (tagStatus '' all, 1 pending payment,
 * 2 pending confirmation, 3 pending study), the list's pages (10 a page, getOrderList's page {currentPage,
 * totalPages} adapted to the shared paging rule), the countdown deadlines, cancel and delete, and the footer
 * ("Order list failure: loading ends silently": no error text, no retry button).
 */
import type { OrderListItem, OrderListResult } from '@contract/order'
import type { Page } from '@contract/goods'
import { pagedFooter, type PagedFooter, type PagedState } from '../paging'
import { countdownMs, runsCountdown } from './countdown'
import { OrderState, OrderStatus } from './enums'
import { ORDER_MESSAGES } from '@contract/messages'

export type OrderTag = '' | 1 | 2 | 3

export const ORDER_TABS: readonly { tag: OrderTag; title: string }[] = [
  { tag: '', title: '全部' },
  { tag: 1, title: '待付款' },
  { tag: 2, title: '待确认' },
  { tag: 3, title: '待学习' },
]

/** A tab's key (its value in the tab bar and its class name): 'all', '1', '2', '3'. */
export const tabKey = (tag: OrderTag): string => (tag === '' ? 'all' : String(tag))

/** The pending-payment tab: it carries the unpaid badge, and a cancelled order leaves it. */
export const UNPAID_TAG: OrderTag = 1

/** "list load offset 10" (docs/spec/ordering-payment.md section 9): the next page loads within 10 px of the list's bottom. */
export const ORDER_LIST_LOAD_OFFSET_PX = 10

export const ORDER_LIST_TEXT = {
  title: '我的订单',
  cancelConfirm: '确定取消该订单吗？',
  deleteConfirm: '确定删除该订单吗？',
  cancelled: ORDER_MESSAGES.cancelled,
  deleted: '订单已删除',
  inviteSaved: '邀请码填写成功',
  countdownPrefix: '剩余支付时间 ',
  orderNo: '订单编号：',
  inviteCode: '邀请码：',
  loanFailTitle: '分期申请失败',
  /** Section 8: "application for instalment of the course failed, choose another platform". */
  loanFailDefault: ORDER_MESSAGES.loanDeclined,
  /** Section 4: "'pay now' lets the user choose another platform". */
  payNow: '立即支付',
  confirmTitle: '提示',
  /** The service dialog of opened real-account goods leads to the app. */
  toApp: '去App学习',
} as const

/** ?tagStatus=1 (the my page's pending-payment entry) opens that tab; anything else opens '全部'. */
export function parseTagStatus(value: string | undefined | null): OrderTag {
  const tab = ORDER_TABS.find((t) => String(t.tag) === String(value ?? '').trim())
  return tab ? tab.tag : ''
}

/** A listed order: the list item plus the page it came with and its countdown deadline (null: no countdown). */
export interface ListedOrder extends OrderListItem {
  listPage: number
  deadline: number | null
}

/**
 * "deadline = time the list loaded + countDownTime": only for an order whose countdown runs ("Order status 11
 * with a positive countdown"; none given means the 24 h default).
 */
export function countdownDeadline(o: Pick<OrderListItem, 'orderStatus' | 'countDownTime'>, loadedAt: number): number | null {
  return runsCountdown(o) ? loadedAt + countdownMs(o) : null
}

/** getOrderList's answer as a page of the shared paging rule (total is not sent: only the pages count). */
export function orderPage(result: OrderListResult, loadedAt: number): Page<ListedOrder> {
  const { currentPage, totalPages } = result.page
  return {
    page: { currentPage, totalPages, total: 0 },
    list: (result.orderList ?? []).map((o) => ({ ...o, listPage: currentPage, deadline: countdownDeadline(o, loadedAt) })),
  }
}

/** One page loaded again (its countdown reached zero): its orders replaced in place, nothing listed twice. */
export function replacePage(items: readonly ListedOrder[], page: number, fresh: readonly ListedOrder[]): ListedOrder[] {
  const before = items.filter((o) => o.listPage < page)
  const after = items.filter((o) => o.listPage > page)
  const seen = new Set<number>()
  return [...before, ...fresh, ...after].filter((o) => (seen.has(o.orderId) ? false : (seen.add(o.orderId), true)))
}

/** "Cancel sets state 4 and orderStatus 14 ...; on the pending tab the order is removed instead." */
export function afterCancel(items: readonly ListedOrder[], orderId: number, tag: OrderTag): ListedOrder[] {
  if (tag === UNPAID_TAG) return items.filter((o) => o.orderId !== orderId)
  return items.map((o) => (o.orderId === orderId ? { ...o, state: OrderState.cancel, orderStatus: OrderStatus.cancel, deadline: null } : o))
}

/** "Delete removes it from the list." */
export function afterDelete(items: readonly ListedOrder[], orderId: number): ListedOrder[] {
  return items.filter((o) => o.orderId !== orderId)
}

/** "... and decrements the unpaid count" (never below 0). */
export function unpaidAfterCancel(unPayNum: number): number {
  return Math.max(0, unPayNum - 1)
}

/**
 * The footer: the shared rule, except that a later page's failure ends silently (nothing shown; the next scroll
 * retries). Reading: "loading ends silently" is no error line under orders already shown (the page adds no toast
 * of its own); a first page that fails has nothing to show, and a blank list with no way on would be a dead end,
 * so it says '加载失败' with a retry.
 */
export function orderListFooter(state: PagedState<unknown>): PagedFooter {
  const footer = pagedFooter(state)
  return footer === 'error' ? 'more' : footer
}
