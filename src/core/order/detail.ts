/**
 * The order detail (/ty/payResult, ordering-payment.md sections 2 item 4, 4): the order as the rules read it, and
 * where its links go: the goods page ("not opened for degree-education orders"), continue paying (confirm order,
 * or the loan page for a down-paid order), the sign page, and back to the detail.
 */
import type { OrderInfo } from '@shared/order'
import qs from 'qs'
import { goodsJump } from '../goodsJump'
import { DownPaymentStatus } from './enums'
import type { OrderFacts } from './facts'
import { normaliseOldOrigin } from './progress'
import { withAutoCancel } from './status'

export const ORDER_URL = {
  payResult: '/ty/payResult',
  signAgreement: '/ty/signAgreement',
  confirmOrder: '/ty/confirmOrder',
  loan: '/ty/loan',
} as const

const withQuery = (path: string, query: Record<string, unknown>) => `${path}?${qs.stringify(query)}`

export type DetailOrder = OrderInfo & OrderFacts

/**
 * The order as the detail page shows it: the loan's down-payment and loan status lifted to the order (the rules
 * read them there), old-origin orders normalised ("orderStatus 0, contract status 21 and paidMoney equal to
 * payPrice") and an expired unpaid order shown cancelled.
 */
export function detailOrder(info: OrderInfo): DetailOrder {
  const facts: DetailOrder = {
    ...info,
    downPaymentStatus: info.loan?.downPaymentStatus ?? null,
    loanStatus: info.loan?.loanStatus ?? null,
  }
  return withAutoCancel(normaliseOldOrigin(facts))
}

/**
 * The goods page of an order: /ty/singleSubject (goodsType 0) or /ty/allSubject (goods type 1) through the goods
 * jump (partner variants); null for degree-education orders (xlType set): "not opened for degree-education orders".
 */
export function orderGoodsUrl(o: Pick<OrderInfo, 'goodsId' | 'goodsType' | 'xlType'>): string | null {
  if (o.xlType) return null
  const jump = goodsJump({ goodsId: o.goodsId, goodsType: o.goodsType === 1 ? 1 : 0, source: 2 })
  return jump.ok ? jump.url : null
}

export function payResultUrl(tradeOrderId: string, userId: number | string): string {
  return withQuery(ORDER_URL.payResult, { tradeOrderId, userId })
}

export function signAgreementUrl(o: Pick<OrderInfo, 'tradeOrderId' | 'userId'>): string {
  return withQuery(ORDER_URL.signAgreement, { tradeOrderId: o.tradeOrderId, userId: o.userId })
}

/** The pay bar's button: the loan page once the down payment is complete, else confirm order with the order. */
export function continuePayUrl(o: Pick<DetailOrder, 'downPaymentStatus' | 'tradeOrderId' | 'orderId' | 'orderNo' | 'goodsId' | 'commodityIdListStr' | 'schoolId' | 'userId'>): string {
  if (o.downPaymentStatus === DownPaymentStatus.complete) return withQuery(ORDER_URL.loan, { orderId: o.orderId, userId: o.userId })
  return withQuery(ORDER_URL.confirmOrder, {
    tradeOrderId: o.tradeOrderId,
    orderId: o.orderId,
    orderNo: o.orderNo,
    goodsId: o.goodsId,
    commodityIdListStr: o.commodityIdListStr,
    schoolId: o.schoolId,
  })
}
