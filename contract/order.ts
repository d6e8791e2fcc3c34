/**
 * Order shapes (docs/spec/ordering-payment.md sections 3, 4, 7). Money is integer cents.
 */
import type { Static } from '@sinclair/typebox'
import type { CreateOrderBodySchema, OrderChoiceBodySchema } from './schemas/order'
import type { GoodsType, GoodsTypeId, OriginType } from './goods'

/**
 * createOrder / ty_order_create payload (section 7): the body contract/schemas/order.ts validates (only goodsId
 * required; signSchoolId a number, or '' when no campus is chosen), and the caller's userId, which the server ignores
 * (the order is the token's user's).
 */
export type CreateOrderPayload = Static<typeof CreateOrderBodySchema> & { userId: number }

/** goodsChange of create-order and pay responses. */
export interface GoodsChange {
  onlineSellStatus?: number
  goodsStatus?: number
  schoolStatus?: number
  contentStatus?: number
  msg: string
}

export interface CreateOrderResult {
  orderId?: number
  orderNo?: string
  /** Where queryPayGoodsInfo finds the order. */
  tradeOrderId?: string
  goodsChange?: GoodsChange
}

export interface IncludedCourseRef {
  id: number
  name: string
}

/** Order info: queryPayGoodsInfo data[0] and order detail data[0] (section 3). */
export interface OrderInfo {
  orderId: number
  orderNo: string
  tradeOrderId: string
  userId: number
  name: string
  goodsId: number
  goodsType: GoodsType
  goodsTypeId: GoodsTypeId
  goodsNameVOList: IncludedCourseRef[]
  signSchoolName: string
  signSchoolId: number | null
  schoolId: number
  isShowSchool: boolean
  state: number
  orderStatus: number
  orderType: number
  orderOriginType: OriginType
  signContractStatus: number | null
  signRejectMsg: string
  payStatus: number
  authorityStatus: number | null
  studyStatus: number | null
  installmentType: 0 | 1
  isReceiveAll: boolean
  waitPayMoney: number
  paidMoney: number
  /** Money paid beyond what the order could take (an overpayment, a second down payment), owed back; cents. */
  refundDue: number
  payPrice: number
  presentPrice: number
  originalPrice: number
  totalMoney: number
  discount: number
  priceShowType: number
  downPayment: number
  restMoney: number
  /** ms left before the unpaid order is cancelled. */
  countDownTime: number
  commodityIdList: number[]
  commodityIdListStr: string
  childSpecificationPriceIds: string
  xlType: number | null
  goodsLoanList: unknown[]
  /** Validity in months. */
  goodsValidity: number
  specificationNameAll: string
  thumbPath: string
  spic: string
  courseName: string
  createTime: string
  isLoan: boolean
  inviteCode: string
  isSendMessage: 0 | 1
  businessId: number
  enrollInfo: Record<string, string> | null
  loan: { downPaymentStatus: number | null; loanStatus: number | null; customerName: string } | null
  /** Added: a supplementary order (the list's isSupply). */
  isSupply?: boolean
  /** Added: the loan platform chosen for an instalment order (installmentType 1), else null. */
  loanPlatformId?: number | null
  /** Added: the coupon applied to this order (updateOrderChoice), else null. */
  couponId?: number | null
  /** Added: how many courses the learner chooses from the package (0: a fixed package, nothing to choose). */
  chooseNum?: number
}

/** updateOrderChoice body (added): any of the chosen courses, the campus and the coupon (0: none) of an unpaid order. */
export type OrderChoiceUpdate = Static<typeof OrderChoiceBodySchema>

/** Order list item (section 3). */
export interface OrderListItem {
  orderId: number
  orderNo: string
  tradeOrderId: string
  name: string
  goodsId: number
  thumbPath: string
  state: number
  orderStatus: number
  signContractStatus: number | null
  studyStatus: number | null
  installmentType: 0 | 1
  goodsTypeId: number
  isSupply: boolean
  loanStatus: number | null
  downPaymentStatus: number | null
  authorityStatus: number | null
  signRejectMsg: string
  schoolId: number
  orderOriginType: number
  commodityId: number | null
  commodityIdListStr: string
  countDownTime: number
  isReceiveAll: boolean
  waitPayMoney: number
  paidMoney: number
  payPrice: number
  createTime: string
  /** Validity in months (the card's period). */
  goodsValidity: number
  /** The invite code bound to the order ('' when none): the card shows it, and offers no second one. */
  inviteCode: string
}

/** getOrderList: tagStatus '' all, 1 pending payment, 2 pending confirmation, 3 pending study. */
export interface OrderListResult {
  page: { currentPage: number; totalPages: number }
  orderList: OrderListItem[]
  unPayNum: number
}
