/**
 * My page's entries (docs/spec/content-access.md section 2; docs/spec/ordering-payment.md sections 2, 7, 9): the order list at
 * /ty/myOrder filtered by tagStatus ('' all, 1 pending payment, 2 pending confirmation, 3 pending study), the
 * unpaid badge on the pending-payment entry, favourites and customer service.
 */
import { link } from './links'

export const ORDER_TAG = { all: '', unpaid: 1, unconfirmed: 2, unstudied: 3 } as const
export type OrderTag = (typeof ORDER_TAG)[keyof typeof ORDER_TAG]

export function myOrderUrl(tagStatus: OrderTag = ORDER_TAG.all): string {
  return link('myOrder', { tagStatus })
}

export interface OrderEntry {
  key: 'all' | 'unpaid'
  text: string
  url: string
  /** Carries the unpaid badge. */
  badge: boolean
}

export const ORDER_ENTRIES: OrderEntry[] = [
  { key: 'all', text: '全部订单', url: myOrderUrl(ORDER_TAG.all), badge: false },
  { key: 'unpaid', text: '待付款', url: myOrderUrl(ORDER_TAG.unpaid), badge: true },
]
