/**
 * The orders table row, the order enums and the OrderInfo mapping (docs/spec/ordering-payment.md sections 3, 4), plus the
 * lazy expiry of unpaid orders. Re-exported by ./orders.
 */
import type { Database } from 'better-sqlite3'
import type { IncludedCourseRef, OrderInfo } from '../../../contract/order'
import type { GoodsType, GoodsTypeId, OriginType } from '../../../contract/goods'
import { BizError, Code } from '../envelope'
import { formatDateTime } from '../time'
import { ORDER_MESSAGES } from '../../../contract/messages'
import { ContractStatus, OrderState, OrderStatus } from '../../../contract/orderEnums'

/** An unpaid order times out 24 h after creation (docs/spec/ordering-payment.md section 4). */
export const ORDER_TTL_MS = 86_400_000
/** Without a clientOrderKey, an identical pending order this recent is answered instead of a new one. */
export const DUPLICATE_WINDOW_MS = 10_000

/** The order enums are the contract's (contract/orderEnums.ts), the same numbers the app reads. */
export { ContractStatus, OrderState, OrderStatus }

export const OrderMsg = {
  GOODS_NOT_FOUND: '商品不存在',
  ORDER_NOT_FOUND: ORDER_MESSAGES.notFound,
  CHOOSE_CAMPUS: ORDER_MESSAGES.chooseCampus,
  OFF_SHELF: ORDER_MESSAGES.offShelf,
  TIMED_OUT: '订单已超时',
  CANCELLED: ORDER_MESSAGES.cancelled,
  ALREADY_PAID: ORDER_MESSAGES.alreadyPaid,
  PACKAGE_CHANGED: '商品内容已变更，请重新选择套餐',
  COURSES_CHANGED: '商品内容已变更，请重新选择课程',
  CAMPUS_NOT_SELLING: ORDER_MESSAGES.campusNotSelling,
} as const

/** Default schoolId when the payload has none (createOrder's "schoolId (or default)"). */
export const DEFAULT_SCHOOL_ID = 1

export interface OrderRow {
  id: number
  order_no: string
  trade_order_id: string
  user_id: number
  client_order_key: string | null
  goods_id: number
  name: string
  goods_type: GoodsType
  goods_type_id: GoodsTypeId
  order_origin_type: OriginType
  thumb_path: string
  spic: string
  sp_price_id: number
  child_specification_price_ids: string
  specification_name_all: string
  goods_validity: number
  commodity_id_list_str: string
  goods_name_vo_list: string
  course_name: string
  xl_type: number | null
  school_id: number
  sign_school_id: number | null
  sign_school_name: string
  is_show_school: number
  platform_type: number | null
  is_ios: number
  business_id: number
  is_send_message: number
  invite_code: string
  state: number
  order_status: number
  order_type: number
  pay_status: number
  sign_contract_status: number | null
  sign_reject_msg: string
  authority_status: number | null
  study_status: number | null
  installment_type: number
  is_loan: number
  goods_loan_list: string
  loan_down_payment_status: number | null
  loan_status: number | null
  loan_customer_name: string | null
  enroll_info: string | null
  pay_price: number
  present_price: number
  original_price: number
  total_money: number
  discount: number
  wait_pay_money: number
  paid_money: number
  refund_due: number
  is_receive_all: number
  price_show_type: number
  down_payment: number
  rest_money: number
  coupon_id: number | null
  expires_at: number
  paid_at: number | null
  cancelled_at: number | null
  deleted_at: number | null
  created_at: number
  updated_at: number
  loan_platform_id: number | null
  loan_customer_mobile: string | null
  loan_fail_msg: string
  loan_fail_msg_read: number
  is_supply: number
  choose_num: number
}

/** ms left before an unpaid pending order times out; 0 for any other order. */
export function countDownTime(o: Pick<OrderRow, 'state' | 'order_status' | 'expires_at'>, now: number): number {
  if (o.state !== OrderState.pending || o.order_status !== OrderStatus.pending) return 0
  return Math.max(0, o.expires_at - now)
}

export function toOrderInfo(o: OrderRow, now: number): OrderInfo {
  const loan =
    o.loan_down_payment_status === null && o.loan_status === null && o.loan_customer_name === null
      ? null
      : { downPaymentStatus: o.loan_down_payment_status, loanStatus: o.loan_status, customerName: o.loan_customer_name ?? '' }
  return {
    orderId: o.id,
    orderNo: o.order_no,
    tradeOrderId: o.trade_order_id,
    userId: o.user_id,
    name: o.name,
    goodsId: o.goods_id,
    goodsType: o.goods_type,
    goodsTypeId: o.goods_type_id,
    goodsNameVOList: JSON.parse(o.goods_name_vo_list) as IncludedCourseRef[],
    signSchoolName: o.sign_school_name,
    signSchoolId: o.sign_school_id,
    schoolId: o.school_id,
    isShowSchool: o.is_show_school === 1,
    state: o.state,
    orderStatus: o.order_status,
    orderType: o.order_type,
    orderOriginType: o.order_origin_type,
    signContractStatus: o.sign_contract_status,
    signRejectMsg: o.sign_reject_msg,
    payStatus: o.pay_status,
    authorityStatus: o.authority_status,
    studyStatus: o.study_status,
    installmentType: o.installment_type as 0 | 1,
    isReceiveAll: o.is_receive_all === 1,
    waitPayMoney: o.wait_pay_money,
    paidMoney: o.paid_money,
    refundDue: o.refund_due,
    payPrice: o.pay_price,
    presentPrice: o.present_price,
    originalPrice: o.original_price,
    totalMoney: o.total_money,
    discount: o.discount,
    priceShowType: o.price_show_type,
    downPayment: o.down_payment,
    restMoney: o.rest_money,
    countDownTime: countDownTime(o, now),
    commodityIdList: o.commodity_id_list_str ? o.commodity_id_list_str.split(',').map(Number) : [],
    commodityIdListStr: o.commodity_id_list_str,
    childSpecificationPriceIds: o.child_specification_price_ids,
    xlType: o.xl_type,
    goodsLoanList: JSON.parse(o.goods_loan_list) as unknown[],
    goodsValidity: o.goods_validity,
    specificationNameAll: o.specification_name_all,
    thumbPath: o.thumb_path,
    spic: o.spic,
    courseName: o.course_name,
    createTime: formatDateTime(o.created_at),
    isLoan: o.is_loan === 1,
    inviteCode: o.invite_code,
    isSendMessage: o.is_send_message as 0 | 1,
    businessId: o.business_id,
    enrollInfo: o.enroll_info === null ? null : (JSON.parse(o.enroll_info) as Record<string, string>),
    loan,
    isSupply: o.is_supply === 1,
    loanPlatformId: o.loan_platform_id,
    couponId: o.coupon_id,
    chooseNum: o.choose_num,
  }
}

/**
 * The user's order named by `ref`: its numeric orderId, its orderNo ('KJ...') or its tradeOrderId ('T...').
 * Another user's order is not found.
 */
export function findUserOrder(db: Database, userId: number, ref: string, now?: number): OrderRow | undefined {
  const r = ref.trim()
  if (!r) return undefined
  if (now !== undefined) expireOrders(db, now, userId)
  if (/^\d+$/.test(r)) {
    return db.prepare('SELECT * FROM orders WHERE id = ? AND user_id = ? AND deleted_at IS NULL').get(Number(r), userId) as OrderRow | undefined
  }
  return db
    .prepare('SELECT * FROM orders WHERE (trade_order_id = ? OR order_no = ?) AND user_id = ? AND deleted_at IS NULL')
    .get(r, r, userId) as OrderRow | undefined
}


export const orderNotFound = () => new BizError(Code.NOT_FOUND, OrderMsg.ORDER_NOT_FOUND)

/** Unpaid states (the pending-payment tab and the unpaid badge). */
export const UNPAID_STATES = [OrderState.pending, OrderState.paying, OrderState.inTheLoan] as const

/**
 * Lazy auto-cancel (section 4): an unpaid state-1 order with nothing paid, past expires_at and with no settlement
 * in flight, becomes state 5 timeout / orderStatus 15; its pending payments are closed. Run before reading orders.
 */
export function expireOrders(db: Database, now: number, userId?: number): number {
  const due = `state = 1 AND paid_money = 0 AND expires_at <= @now ${userId === undefined ? '' : 'AND user_id = @userId'}
    AND NOT EXISTS (SELECT 1 FROM sub_orders s WHERE s.order_id = orders.id AND s.status = 'pending' AND s.cashier_result = 'paid')`
  const args = { now, userId: userId ?? null }
  // Most reads find nothing due: a read, not a write transaction, on every order list and detail.
  const found = db.prepare(`SELECT EXISTS (SELECT 1 FROM orders WHERE ${due}) AS due`).get(args) as { due: number }
  if (!found.due) return 0
  return db.transaction(() => {
    db.prepare(`UPDATE sub_orders SET status = 'closed', settled_at = @now WHERE status = 'pending' AND cashier_result IS NULL
      AND order_id IN (SELECT id FROM orders WHERE ${due})`).run(args)
    return db.prepare(`UPDATE orders SET state = ${OrderState.timeout}, order_status = ${OrderStatus.timeout}, updated_at = @now WHERE ${due}`).run(args).changes
  })()
}

/** The user's order by numeric id (expiring it first when due); another user's or a deleted one is undefined. */
export function userOrderById(db: Database, userId: number, orderId: number, now: number): OrderRow | undefined {
  expireOrders(db, now, userId)
  return db.prepare('SELECT * FROM orders WHERE id = ? AND user_id = ? AND deleted_at IS NULL').get(orderId, userId) as OrderRow | undefined
}

export function requireUserOrder(db: Database, userId: number, orderId: number | string | undefined, now: number): OrderRow {
  const ref = orderId === undefined || orderId === null ? '' : String(orderId)
  const o = findUserOrder(db, userId, ref, now)
  if (!o) throw orderNotFound()
  return o
}
