import crypto from 'node:crypto'
import type { Database } from 'better-sqlite3'
import type { Static } from '@sinclair/typebox'
import type { CreateOrderResult, GoodsChange, IncludedCourseRef } from '../../../contract/order'
import type { CreateOrderBodySchema } from '../../../contract/schemas/order'
import { childIdsOf, coursesOf, findGoods, findSchool, findSpec, sellsAt, specsOf } from '../goods/catalogue'
import { createContractRecord } from './contracts'
import { badRequest } from '../envelope'
import { downPaymentOf, loanPlatformsFor } from '../payments/loan'
import { ContractStatus, DEFAULT_SCHOOL_ID, DUPLICATE_WINDOW_MS, ORDER_TTL_MS, OrderMsg, OrderState, OrderStatus, type OrderRow } from './orderRow'
import { compactDateTime } from '../time'

export * from './orderRow'

/** Orders created by this app are tianyi-origin (the /ty flow); blueWhale (1) is the old system's seeded orders. */
export const NEW_ORDER_ORIGIN = 2

/** createOrder body as the route receives it (signSchoolId may come as '' or a numeric string). */
export type CreateOrderInput = Static<typeof CreateOrderBodySchema>

const refused = (goodsChange: GoodsChange): CreateOrderResult => ({ goodsChange })

export const randomDigits = (n: number) => Array.from({ length: n }, () => crypto.randomInt(0, 10)).join('')

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
 * createOrder rules (docs/spec/ordering-payment.md sections 7, 8). The order always belongs to `userId` (the token's user;
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
    const loanList = loanPlatformsFor(price, goods.xl_type)
    const platformId = installmentType === 1 && loanList.some((p) => p.loanPlatformId === input.loanPlatformId) ? input.loanPlatformId! : null
    const info = db
      .prepare(
        `INSERT INTO orders (order_no, trade_order_id, user_id, client_order_key, goods_id, name, goods_type, goods_type_id,
           order_origin_type, thumb_path, spic, sp_price_id, child_specification_price_ids, specification_name_all, goods_validity,
           commodity_id_list_str, goods_name_vo_list, course_name, xl_type, school_id, sign_school_id, sign_school_name,
           is_show_school, platform_type, is_ios, business_id, is_send_message, state, order_status, order_type, pay_status,
           sign_contract_status, installment_type, is_loan, pay_price, present_price, original_price, total_money, discount,
           wait_pay_money, paid_money, is_receive_all, down_payment, rest_money, expires_at, created_at, updated_at,
           goods_loan_list, loan_platform_id, choose_num)
         VALUES (@orderNo, @tradeOrderId, @userId, @key, @goodsId, @name, @goodsType, @goodsTypeId,
           @origin, @thumb, @thumb, @spPriceId, @childIds, @specName, @validity,
           @commodityIdListStr, @voList, @courseName, @xlType, @schoolId, @signSchoolId, @signSchoolName,
           @isShowSchool, @platformType, @isIos, @businessId, @isSendMessage, @state, @orderStatus, @orderType, 0,
           @contract, @installmentType, @isLoan, @price, @price, @originalPrice, @price, @discount,
           @price, 0, @receiveAll, @downPayment, @price, @expiresAt, @now, @now,
           @loanList, @platformId, @chooseNum)`,
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
        origin: NEW_ORDER_ORIGIN,
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
        receiveAll: spec.allow_partial ? 0 : 1,
        downPayment: downPaymentOf(price, platformId),
        loanList: JSON.stringify(loanList),
        platformId,
        chooseNum: spec.choose_num,
      })
    const orderId = Number(info.lastInsertRowid)
    if (needsContract) createContractRecord(db, orderId, now)
    return { orderId, orderNo, tradeOrderId }
    // IMMEDIATE: the write lock is taken before the idempotency reads, so even two processes sharing the
    // database file cannot both miss the same clientOrderKey or recent order.
  }).immediate()
}

