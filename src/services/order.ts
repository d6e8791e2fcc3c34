/**
 * Order service client (docs/spec/ordering-payment.md section 7): orders, payments, loans, agreements, invite codes. Each call is
 * a row of contract/calls/table/order.ts, which says where its token goes (a parameter, as the spec's payloads carry it;
 * purchases in a header) and which parameters the spec names; the request layer adds the learner's userId.
 */
import type { Coupon } from '@contract/goods'
import type { CreateOrderPayload, CreateOrderResult, OrderChoiceUpdate, OrderInfo, OrderListResult } from '@contract/order'
import type {
  ContractSignTarget, ContractUserInfo, ContractUserUpdate, InviteSaveResult, InvitorInfo, LoanFailMsg, LoanPlatform,
  PayRequest, PayResult, PayStatus, PayStatusQuery,
} from '@contract/payment'
import { ORDER_CALLS as O } from '@contract/calls/table/order'
import { DEFAULT_SCHOOL_ID } from '@/core/school'
import { http } from './http'
import { isUnanswered, type Requester } from './request'
import { useService } from './context'

export const ORDER_PAGE_SIZE = 10

export interface OrderQuery {
  tradeOrderId: string
  commodityIdListStr?: string
  schoolId?: number | string
}

/**
 * The spec's order reads name the school (queryPayGoodsInfo, queryOrderDetail: "schoolId") and queryPayGoodsInfo the
 * courses: the page's own when its link names them, else no courses and the default school (src/core/school.ts).
 */
function orderRead(query: OrderQuery) {
  return { ...query, commodityIdListStr: query.commodityIdListStr ?? '', schoolId: query.schoolId || DEFAULT_SCHOOL_ID }
}

const detailRead = (tradeOrderId: string, schoolId?: number | string) => ({ tradeOrderId, schoolId: schoolId || DEFAULT_SCHOOL_ID })

/** tagStatus of the my-orders tabs: '' all, 1 pending payment, 2 pending confirmation, 3 pending study. */
export type OrderTag = '' | 1 | 2 | 3

export function createOrderApi(request: Requester) {
  return {
    /** createOrder: a non-200 code toasts its msg; a refusal with goodsChange comes back as data. */
    createOrder: (payload: CreateOrderPayload) =>
      request<CreateOrderResult>(O.createOrder, { data: payload, loading: true }),
    /** queryPayGoodsInfo: the order being paid (data[0]). */
    payGoodsInfo: async (query: OrderQuery) =>
      (await request<OrderInfo[]>(O.queryPayGoodsInfo, { data: orderRead(query) }))[0] ?? null,
    /**
     * queryOrderDetail: the order (data[0]), or null. "Order-detail API failures are swallowed" (section 8): no toast,
     * a failure is null. The reference may be the tradeOrderId, the orderNo or the orderId; schoolId as in orderRead.
     */
    detail: async (tradeOrderId: string, schoolId?: number | string): Promise<OrderInfo | null> => {
      try {
        return (await request<OrderInfo[]>(O.queryOrderDetail, { data: detailRead(tradeOrderId, schoolId), notNeedLogin: true }))[0] ?? null
      } catch {
        return null
      }
    },
    /**
     * queryOrderDetail as quiet as `detail` for a refusal (null: the server has no such order for this learner), but an
     * unanswered call (isUnanswered: timeout, no connection, 5xx) throws, so the page offers a retry.
     */
    find: async (tradeOrderId: string, schoolId?: number | string): Promise<OrderInfo | null> => {
      try {
        return (await request<OrderInfo[]>(O.queryOrderDetail, { data: detailRead(tradeOrderId, schoolId), notNeedLogin: true }))[0] ?? null
      } catch (error) {
        if (isUnanswered(error)) throw error
        return null
      }
    },
    /** getOrderList: a page of the learner's orders and the unpaid count. A failure ends loading silently. */
    list: (query: { page: number; pageSize?: number; tagStatus?: OrderTag }, quiet = false) =>
      request<OrderListResult>(O.getOrderList, { data: { pageSize: ORDER_PAGE_SIZE, tagStatus: '', ...query }, notNeedLogin: quiet }),
    cancel: (id: number) => request<null>(O.cancelOrder, { data: { id } }),
    remove: (id: number) => request<null>(O.delOrder, { data: { id } }),

    /**
     * pay / ty_order_pay. A pay code 400 is toasted by the caller after 0.5 s (section 8), so this one is quiet.
     * Purchases (createOrder, pay, payZero) carry the token in a header (section 6: "purchases send it in a header").
     */
    pay: (payload: PayRequest) => request.envelope<PayResult>(O.pay, { data: payload, notNeedLogin: true }),
    payZero: (orderId: number) => request<PayResult>(O.payZero, { data: { orderId } }),
    /** queryOrderStatus: the server's word on a payment (the only truth after any return). */
    payStatus: (query: PayStatusQuery) =>
      request<PayStatus>(O.queryOrderStatus, { data: query, notNeedLogin: true }),

    /** ty_getLoanPlatform: the instalment platforms of a package (token optional: the goods page asks for guests too). */
    loanPlatforms: (query: { goodsId: number; spPriceIdStr: string }, quiet = false) =>
      request<LoanPlatform[]>(O.ty_getLoanPlatform, { data: query, notNeedLogin: quiet }),
    updatePayType: (body: { orderId: number; installmentType: 0 | 1; loanPlatformId?: number }) =>
      request<null>(O.updatePayType, { data: body }),
    loanFailMsg: (orderId: number) =>
      request<LoanFailMsg>(O.getLoanFailMsg, { data: { orderId }, notNeedLogin: true }),
    markLoanFailRead: (orderId: number) =>
      request<null>(O.updateLoanFailMsg, { data: { orderId }, notNeedLogin: true }),

    contractUser: (orderId: number) =>
      request<ContractUserInfo>(O.ty_get_contract_userinfo, { data: { orderId, queryType: 1 } }),
    updateContractUser: (body: ContractUserUpdate) =>
      request<ContractSignTarget>(O.ty_update_contract_userinfo, { data: body, loading: true }),

    invitor: (inviteCode: string) =>
      request<InvitorInfo>(O.order_getInvitorInfo, { data: { inviteCode } }),
    saveInviteCode: (orderId: number, inviteCode: string) =>
      request<InviteSaveResult>(O.order_addInvitedNum, { data: { orderId, inviteCode } }),

    /** couponForOrder: the learner's coupons that fit the order; quiet (an empty list on failure). */
    couponsForOrder: (orderId: number) =>
      request<Coupon[]>(O.couponForOrder, { data: { orderId }, notNeedLogin: true }).catch((): Coupon[] => []),
    /**
     * updateOrderChoice (not in the spec: docs/orders-and-payments.md): change an unpaid order's courses, campus or coupon (0: none). Answers the
     * updated order; a refusal is toasted.
     */
    updateChoice: (body: OrderChoiceUpdate) =>
      request<OrderInfo>(O.updateOrderChoice, { data: body, loading: true }),
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
