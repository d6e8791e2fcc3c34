import crypto from 'node:crypto'
import type { Database } from 'better-sqlite3'
import type { CreateOrderPayload, CreateOrderResult, GoodsChange, IncludedCourseRef, OrderInfo } from '../../types/order'
import type { GoodsType, GoodsTypeId, OriginType } from '../../types/goods'
import { childIdsOf, coursesOf, findGoods, findSchool, findSpec, sellsAt, specsOf } from './catalogue'
import { BizError, Code, badRequest } from './envelope'
import { compactDateTime, formatDateTime } from './time'

/** An unpaid order times out 24 h after creation (ordering-payment.md section 4). */
export const ORDER_TTL_MS = 86_400_000
/** Without a clientOrderKey, an identical pending order this recent is answered instead of a new one. */
export const DUPLICATE_WINDOW_MS = 10_000

export const OrderState = { pending: 1, paying: 2, complete: 3, cancel: 4, timeout: 5, inTheLoan: 6, loanSuccess: 7, loanFail: 8 } as const
export const OrderStatus = { pending: 11, paying: 12, payComplete: 13, cancel: 14, timeout: 15, remove: 16, signPending: 17, toBeConfirmed: 18, complete: 19, close: 20 } as const
export const ContractStatus = { offline: 20, visaFree: 21, pending: 22, underReview: 23, signed: 24, reject: 25, error: 26 } as const

export const OrderMsg = {
  GOODS_NOT_FOUND: '商品不存在',
  ORDER_NOT_FOUND: '订单不存在',
  CHOOSE_CAMPUS: '请选择上课校区',
  OFF_SHELF: '商品已下架',
  PACKAGE_CHANGED: '商品内容已变更，请重新选择套餐',
  COURSES_CHANGED: '商品内容已变更，请重新选择课程',
  CAMPUS_NOT_SELLING: '该校区不可销售',
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
  }
}

/**
 * The user's order named by `ref`: its numeric orderId, its orderNo ('KJ...') or its tradeOrderId ('T...').
 * Another user's order is not found.
 */
export function findUserOrder(db: Database, userId: number, ref: string): OrderRow | undefined {
  const r = ref.trim()
  if (!r) return undefined
  if (/^\d+$/.test(r)) {
    return db.prepare('SELECT * FROM orders WHERE id = ? AND user_id = ? AND deleted_at IS NULL').get(Number(r), userId) as OrderRow | undefined
  }
  return db
    .prepare('SELECT * FROM orders WHERE (trade_order_id = ? OR order_no = ?) AND user_id = ? AND deleted_at IS NULL')
    .get(r, r, userId) as OrderRow | undefined
}

/** createOrder body as the route receives it (signSchoolId may come as '' or a numeric string). */
export type CreateOrderInput = Partial<Omit<CreateOrderPayload, 'signSchoolId'>> & { goodsId: number; signSchoolId?: number | string | null }

const refused = (goodsChange: GoodsChange): CreateOrderResult => ({ goodsChange })

const randomDigits = (n: number) => Array.from({ length: n }, () => crypto.randomInt(0, 10)).join('')

/** Course ids of a comma string; null when an entry is not a positive integer or is repeated. */
function parseIds(list: string | undefined): number[] | null {
  const parts = (list ?? '').split(',').map((s) => s.trim()).filter(Boolean)
  if (parts.some((p) => !/^\d{1,12}$/.test(p))) return null
  const ids = parts.map(Number)
  return new Set(ids).size === ids.length ? ids : null
}

/** A campus id from the payload: null when absent ('' / null / 0), NaN when not a number. */
function campusId(v: CreateOrderInput['signSchoolId']): number | null {
  if (v === undefined || v === null || v === '' || v === 0 || v === '0') return null
  return typeof v === 'number' ? v : /^\d{1,9}$/.test(v.trim()) ? Number(v.trim()) : NaN
}

type OrderRef = Pick<OrderRow, 'id' | 'order_no' | 'trade_order_id'>
const created = (o: OrderRef): CreateOrderResult => ({ orderId: o.id, orderNo: o.order_no, tradeOrderId: o.trade_order_id })

/**
 * createOrder rules (ordering-payment.md sections 7, 8). The order always belongs to `userId` (the token's user;
 * the payload's userId is ignored). Refusals the app shows come back as data {goodsChange}; bad input throws 400.
 */
export function createOrder(db: Database, userId: number, input: CreateOrderInput, now: number): CreateOrderResult {
  return db.transaction((): CreateOrderResult => {
    const key = input.clientOrderKey?.trim() || null
    if (key) {
      const same = db.prepare('SELECT id, order_no, trade_order_id FROM orders WHERE user_id = ? AND client_order_key = ?').get(userId, key) as OrderRef | undefined
      if (same) return created(same)
    }

    const goods = findGoods(db, input.goodsId)
    if (!goods) throw badRequest(OrderMsg.GOODS_NOT_FOUND)
    if (goods.sell_status !== 'onSale') return refused({ onlineSellStatus: 0, goodsStatus: 0, msg: OrderMsg.OFF_SHELF })
    // A goods without any package cannot be bought online: neither orderId nor goodsChange.
    if (specsOf(db, goods.id).length === 0) return {}

    const firstId = (input.childSpecificationPriceIds ?? '').split(',')[0].trim()
    const spec = /^\d{1,12}$/.test(firstId) ? findSpec(db, Number(firstId)) : undefined
    if (!spec || spec.goods_id !== goods.id) return refused({ contentStatus: 0, msg: OrderMsg.PACKAGE_CHANGED })
    if (spec.sold_out) return refused({ onlineSellStatus: 0, goodsStatus: 0, msg: OrderMsg.OFF_SHELF })

    const packageCourses = coursesOf(db, spec.sp_price_id)
    const given = parseIds(input.commodityIdList)
    const inPackage = (id: number) => packageCourses.some((c) => c.id === id)
    const coursesOk =
      given !== null &&
      given.every(inPackage) &&
      (spec.choose_num > 0 ? given.length === spec.choose_num : given.length === 0 || given.length === packageCourses.length)
    if (!coursesOk) return refused({ contentStatus: 0, msg: OrderMsg.COURSES_CHANGED })
    const chosen = spec.choose_num > 0 ? packageCourses.filter((c) => given.includes(c.id)) : packageCourses

    let signSchoolId: number | null = null
    let signSchoolName = ''
    if (goods.status_school === 1) {
      const campus = campusId(input.signSchoolId)
      if (campus === null) throw badRequest(OrderMsg.CHOOSE_CAMPUS)
      if (!Number.isInteger(campus) || !sellsAt(db, goods.id, campus)) return refused({ schoolStatus: 0, msg: OrderMsg.CAMPUS_NOT_SELLING })
      signSchoolId = campus
      signSchoolName = findSchool(db, campus)!.schoolName
    }

    const commodityIdListStr = chosen.map((c) => c.id).join(',')
    if (!key) {
      const recent = db
        .prepare(
          `SELECT id, order_no, trade_order_id FROM orders
           WHERE user_id = ? AND goods_id = ? AND sp_price_id = ? AND commodity_id_list_str = ? AND sign_school_id IS ?
             AND state = ? AND order_status = ? AND created_at > ? ORDER BY id DESC LIMIT 1`,
        )
        .get(userId, goods.id, spec.sp_price_id, commodityIdListStr, signSchoolId, OrderState.pending, OrderStatus.pending, now - DUPLICATE_WINDOW_MS) as
        | OrderRef
        | undefined
      if (recent) return created(recent)
    }

    let orderNo = ''
    let tradeOrderId = ''
    const taken = db.prepare('SELECT 1 FROM orders WHERE order_no = ? OR trade_order_id = ?')
    do {
      orderNo = `KJ${compactDateTime(now)}${randomDigits(4)}`
      tradeOrderId = `T${randomDigits(18)}`
    } while (taken.get(orderNo, tradeOrderId))

    const needsContract = goods.goods_type_id === 1 && (goods.goods_type === 1 || goods.goods_type === 2)
    const price = spec.present_price
    const installmentType = input.installmentType === 1 ? 1 : 0
    const info = db
      .prepare(
        `INSERT INTO orders (order_no, trade_order_id, user_id, client_order_key, goods_id, name, goods_type, goods_type_id,
           order_origin_type, thumb_path, spic, sp_price_id, child_specification_price_ids, specification_name_all, goods_validity,
           commodity_id_list_str, goods_name_vo_list, course_name, xl_type, school_id, sign_school_id, sign_school_name,
           is_show_school, platform_type, is_ios, business_id, is_send_message, state, order_status, order_type, pay_status,
           sign_contract_status, installment_type, is_loan, pay_price, present_price, original_price, total_money, discount,
           wait_pay_money, paid_money, is_receive_all, down_payment, rest_money, expires_at, created_at, updated_at)
         VALUES (@orderNo, @tradeOrderId, @userId, @key, @goodsId, @name, @goodsType, @goodsTypeId,
           @origin, @thumb, @thumb, @spPriceId, @childIds, @specName, @validity,
           @commodityIdListStr, @voList, @courseName, @xlType, @schoolId, @signSchoolId, @signSchoolName,
           @isShowSchool, @platformType, @isIos, @businessId, @isSendMessage, @state, @orderStatus, @orderType, 0,
           @contract, @installmentType, @isLoan, @price, @price, @originalPrice, @price, @discount,
           @price, 0, 0, 0, @price, @expiresAt, @now, @now)`,
      )
      .run({
        orderNo,
        tradeOrderId,
        userId,
        key,
        goodsId: goods.id,
        name: goods.name,
        goodsType: goods.goods_type,
        goodsTypeId: goods.goods_type_id,
        origin: goods.origin_type,
        thumb: goods.thumb_path,
        spPriceId: spec.sp_price_id,
        childIds: childIdsOf(spec),
        specName: spec.name,
        validity: spec.validity_months,
        commodityIdListStr,
        voList: JSON.stringify(chosen.map((c): IncludedCourseRef => ({ id: c.id, name: c.name }))),
        courseName: chosen.map((c) => c.name).join('、'),
        xlType: goods.xl_type,
        schoolId: input.schoolId || signSchoolId || DEFAULT_SCHOOL_ID,
        signSchoolId,
        signSchoolName,
        isShowSchool: goods.status_school,
        platformType: input.platformType ?? null,
        isIos: input.isIos === 1 ? 1 : 0,
        businessId: input.businessIdInt ?? 1,
        isSendMessage: input.isSendMessage === 1 ? 1 : 0,
        state: OrderState.pending,
        orderStatus: OrderStatus.pending,
        orderType: input.orderType ?? 1,
        contract: needsContract ? ContractStatus.pending : ContractStatus.visaFree,
        installmentType,
        isLoan: installmentType,
        price,
        originalPrice: spec.original_price,
        discount: Math.max(0, spec.original_price - price),
        expiresAt: now + ORDER_TTL_MS,
        now,
      })
    return { orderId: Number(info.lastInsertRowid), orderNo, tradeOrderId }
    // IMMEDIATE: the write lock is taken before the idempotency reads, so even two processes sharing the
    // database file cannot both miss the same clientOrderKey or recent order.
  }).immediate()
}

export const orderNotFound = () => new BizError(Code.NOT_FOUND, OrderMsg.ORDER_NOT_FOUND)
