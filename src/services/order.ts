/**
 * Order service client (ordering-payment.md section 7): orders, payments, loans, agreements, invite codes.
 * The token goes as a parameter (the spec's calls carry it), purchases as well.
 */
import type { Coupon } from '@shared/goods'
import type { CreateOrderPayload, CreateOrderResult, OrderChoiceUpdate, OrderInfo, OrderListResult } from '@shared/order'
import type {
  ContractSignTarget, ContractUserInfo, ContractUserUpdate, InviteSaveResult, InvitorInfo, LoanFailMsg, LoanPlatform,
  PayRequest, PayResult, PayStatus, PayStatusQuery,
} from '@shared/payment'
import { http } from './http'
import { isUnanswered, type Requester } from './request'
import { useService } from './context'

export const ORDER_PAGE_SIZE = 10

export interface OrderQuery {
  tradeOrderId: string
  commodityIdListStr?: string
  schoolId?: number | string
}

/** tagStatus of the my-orders tabs: '' all, 1 pending payment, 2 pending confirmation, 3 pending study. */
export type OrderTag = '' | 1 | 2 | 3

export function createOrderApi(request: Requester) {
  return {
    /** createOrder: a non-200 code toasts its msg; a refusal with goodsChange comes back as data. */
    createOrder: (payload: CreateOrderPayload) =>
      request<CreateOrderResult>('order', 'createOrder', { method: 'POST', data: payload, auth: 'header', loading: true }),
    /** queryPayGoodsInfo: the order being paid (data[0]). */
    payGoodsInfo: async (query: OrderQuery) =>
      (await request<OrderInfo[]>('order', 'queryPayGoodsInfo', { data: query, auth: 'param' }))[0] ?? null,
    /**
     * queryOrderDetail: the order (data[0]), or null. "Order-detail API failures are swallowed" (section 8): no toast,
     * a failure is null. The reference may be the tradeOrderId, the orderNo or the orderId.
     */
    detail: async (tradeOrderId: string): Promise<OrderInfo | null> => {
      try {
        return (await request<OrderInfo[]>('order', 'queryOrderDetail', { data: { tradeOrderId }, auth: 'param', notNeedLogin: true }))[0] ?? null
      } catch {
        return null
      }
    },
    /**
     * queryOrderDetail as quiet as `detail` for a refusal (null: the server has no such order for this learner), but an
     * unanswered call (isUnanswered: timeout, no connection, 5xx) throws, so the page offers a retry.
     */
    find: async (tradeOrderId: string): Promise<OrderInfo | null> => {
      try {
        return (await request<OrderInfo[]>('order', 'queryOrderDetail', { data: { tradeOrderId }, auth: 'param', notNeedLogin: true }))[0] ?? null
      } catch (error) {
        if (isUnanswered(error)) throw error
        return null
      }
    },
    /** getOrderList: a page of the learner's orders and the unpaid count. A failure ends loading silently. */
    list: (query: { page: number; pageSize?: number; tagStatus?: OrderTag }, quiet = false) =>
      request<OrderListResult>('order', 'getOrderList', {
        data: { pageSize: ORDER_PAGE_SIZE, tagStatus: '', ...query },
        auth: 'param',
        notNeedLogin: quiet,
      }),
    cancel: (id: number) => request<null>('order', 'cancelOrder', { data: { id }, auth: 'param' }),
    remove: (id: number) => request<null>('order', 'delOrder', { data: { id }, auth: 'param' }),

    /**
     * pay / ty_order_pay. A pay code 400 is toasted by the caller after 0.5 s (section 8), so this one is quiet.
     * Purchases (createOrder, pay, payZero) carry the token in a header (section 6: "purchases send it in a header").
     */
    pay: (payload: PayRequest) => request.envelope<PayResult>('order', 'pay', { method: 'POST', data: payload, auth: 'header', notNeedLogin: true }),
    payZero: (orderId: number) => request<PayResult>('order', 'payZero', { method: 'POST', data: { orderId }, auth: 'header' }),
    /** queryOrderStatus: the server's word on a payment (the only truth after any return). */
    payStatus: (query: PayStatusQuery) =>
      request<PayStatus>('order', 'queryOrderStatus', { method: 'POST', data: query, auth: 'param', notNeedLogin: true }),

    /** ty_getLoanPlatform: the instalment platforms of a package (token optional: the goods page asks for guests too). */
    loanPlatforms: (query: { goodsId: number; spPriceIdStr: string }, quiet = false) =>
      request<LoanPlatform[]>('order', 'ty_getLoanPlatform', { data: query, auth: 'param', notNeedLogin: quiet }),
    updatePayType: (body: { orderId: number; installmentType: 0 | 1; loanPlatformId?: number }) =>
      request<null>('order', 'updatePayType', { method: 'POST', data: body, auth: 'param' }),
    loanFailMsg: (orderId: number) =>
      request<LoanFailMsg>('order', 'getLoanFailMsg', { method: 'POST', data: { orderId }, auth: 'param', notNeedLogin: true }),
    markLoanFailRead: (orderId: number) =>
      request<null>('order', 'updateLoanFailMsg', { data: { orderId }, auth: 'param', notNeedLogin: true }),

    contractUser: (orderId: number) =>
      request<ContractUserInfo>('order', 'ty_get_contract_userinfo', { data: { orderId, queryType: 1 }, auth: 'param' }),
    updateContractUser: (body: ContractUserUpdate) =>
      request<ContractSignTarget>('order', 'ty_update_contract_userinfo', { method: 'POST', data: body, auth: 'param', loading: true }),

    invitor: (inviteCode: string) =>
      request<InvitorInfo>('order', 'order_getInvitorInfo', { data: { inviteCode }, auth: 'param' }),
    saveInviteCode: (orderId: number, inviteCode: string) =>
      request<InviteSaveResult>('order', 'order_addInvitedNum', { method: 'POST', data: { orderId, inviteCode }, auth: 'param' }),

    /** couponForOrder: the learner's coupons that fit the order; quiet (an empty list on failure). */
    couponsForOrder: (orderId: number) =>
      request<Coupon[]>('order', 'couponForOrder', { data: { orderId }, auth: 'param', notNeedLogin: true }).catch((): Coupon[] => []),
    /**
     * updateOrderChoice (not in the spec: docs/orders-and-payments.md): change an unpaid order's courses, campus or coupon (0: none). Answers the
     * updated order; a refusal is toasted.
     */
    updateChoice: (body: OrderChoiceUpdate) =>
      request<OrderInfo>('order', 'updateOrderChoice', { method: 'POST', data: body, auth: 'param', loading: true }),
  }
}

export type OrderApi = ReturnType<typeof createOrderApi>

/** The app's order client (pure: a page that does not use it does not load it). */
export const orderApi = /*#__PURE__*/ createOrderApi(http)

declare module './context' {
  interface Services {
    orderApi: OrderApi
  }
}

/** The orderApi of the nearest ServicesContext (a test's fake), else the app's client. */
export function useOrderApi(): OrderApi {
  return useService('orderApi', orderApi)
}
