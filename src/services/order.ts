/** Order service client (ordering-payment.md section 7). Purchases send the token in a header as well. */
import type { CreateOrderPayload, CreateOrderResult, OrderInfo, OrderListResult } from '@shared/order'
import type { Requester } from './request'

export interface OrderQuery {
  tradeOrderId: string
  commodityIdListStr?: string
  schoolId?: number | string
}

export const ORDER_PAGE_SIZE = 10

export function createOrderApi(request: Requester) {
  return {
    /** getOrderList: a page of the learner's orders and the unpaid count. */
    list: (query: { page: number; pageSize?: number; tagStatus?: number | '' }) =>
      request<OrderListResult>('order', 'getOrderList', { data: { pageSize: ORDER_PAGE_SIZE, tagStatus: '', ...query }, auth: 'param' }),
    /** createOrder: a non-200 code toasts its msg; a refusal with goodsChange comes back as data. */
    createOrder: (payload: CreateOrderPayload) =>
      request<CreateOrderResult>('order', 'createOrder', { method: 'POST', data: payload, auth: 'param', loading: true }),
    /** queryPayGoodsInfo: the order being paid (data[0]). */
    payGoodsInfo: async (query: OrderQuery) =>
      (await request<OrderInfo[]>('order', 'queryPayGoodsInfo', { data: query, auth: 'param' }))[0] ?? null,
    /** queryOrderDetail: the order detail (data[0]). */
    detail: async (query: OrderQuery) =>
      (await request<OrderInfo[]>('order', 'queryOrderDetail', { data: query, auth: 'param' }))[0] ?? null,
  }
}

export type OrderApi = ReturnType<typeof createOrderApi>
