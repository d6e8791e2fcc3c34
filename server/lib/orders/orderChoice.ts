/**
 * Changing an unpaid order from confirm order (docs/spec/ordering-payment.md section 2: the course card's edit button, the
 * campus selector; coupons of couponForOrder): the chosen courses of a selectable package, the campus, the coupon.
 * Only while the order is pending with nothing paid and no payment settling; the order's open payments close, so a
 * cashier opened for the old amount can no longer pay it. A coupon is held by one live order at a time and lowers
 * payPrice (and the down payment of an instalment order); the spec names no endpoint for this, see docs/orders-and-payments.md.
 */
import type { Database } from 'better-sqlite3'
import type { Coupon } from '../../../contract/goods'
import type { IncludedCourseRef, OrderChoiceUpdate } from '../../../contract/order'
import { coursesOf, findGoods, findSchool, findSpec, sellsAt } from '../goods/catalogue'
import { badRequest } from '../envelope'
import { downPaymentOf } from '../payments/loan'
import { OrderMsg, OrderState, OrderStatus, requireUserOrder, type OrderRow } from './orderRow'
import { formatDate } from '../time'

export const ChoiceMsg = {
  NOT_EDITABLE: '订单已开始支付，无法修改',
  PAYING: '订单正在支付中，请稍后再试',
  FIXED_PACKAGE: '该套餐课程不可修改',
  CHOOSE_COURSES: (n: number) => `请选择${n}门课程`,
  NO_CAMPUS: '该商品无需选择校区',
  COUPON_UNAVAILABLE: '优惠券不可用',
} as const

export type OrderChoiceInput = OrderChoiceUpdate

/** Coupons held by the user's live orders other than `orderId` (cancelled, timed-out and deleted orders hold none). */
const HELD_ELSEWHERE = `EXISTS (SELECT 1 FROM orders x WHERE x.user_id = r.user_id AND x.coupon_id = k.id AND x.id <> @orderId
  AND x.deleted_at IS NULL AND x.state NOT IN (${OrderState.cancel}, ${OrderState.timeout}))`

/** couponForOrder: the user's unexpired, unused coupons of the order's goods that its price (before coupons) allows. */
export function couponsForOrder(db: Database, userId: number, orderId: number | string, now: number): Coupon[] {
  const o = requireUserOrder(db, userId, orderId, now)
  const rows = db
    .prepare(
      `SELECT k.id, k.name, k.amount, k.threshold, k.valid_until FROM coupons k JOIN coupon_receipts r ON r.coupon_id = k.id AND r.user_id = @userId
       WHERE k.goods_id = @goodsId AND k.valid_until >= @now AND r.used_at IS NULL AND k.threshold <= @price AND k.amount < @price
         AND NOT ${HELD_ELSEWHERE}
       ORDER BY k.amount DESC, k.id`,
    )
    .all({ userId, goodsId: o.goods_id, now, price: o.present_price, orderId: o.id }) as {
    id: number; name: string; amount: number; threshold: number; valid_until: number
  }[]
  return rows.map((k) => ({ couponId: k.id, name: k.name, amount: k.amount, threshold: k.threshold, validUntil: formatDate(k.valid_until), received: true }))
}

function assertEditable(db: Database, o: OrderRow): void {
  if (o.state === OrderState.complete) throw badRequest(OrderMsg.ALREADY_PAID)
  if (o.state === OrderState.cancel) throw badRequest(OrderMsg.CANCELLED)
  if (o.state === OrderState.timeout) throw badRequest(OrderMsg.TIMED_OUT)
  if (o.state !== OrderState.pending || o.order_status !== OrderStatus.pending || o.paid_money > 0) throw badRequest(ChoiceMsg.NOT_EDITABLE)
  const settling = db.prepare("SELECT 1 FROM sub_orders WHERE order_id = ? AND status = 'pending' AND cashier_result = 'paid'").get(o.id)
  if (settling) throw badRequest(ChoiceMsg.PAYING)
}

function chosenCourses(db: Database, o: OrderRow, list: string): IncludedCourseRef[] {
  const spec = findSpec(db, o.sp_price_id)
  if (!spec || spec.choose_num === 0) throw badRequest(ChoiceMsg.FIXED_PACKAGE)
  const ids = list.split(',').map((s) => s.trim()).filter(Boolean)
  const courses = coursesOf(db, spec.sp_price_id)
  const picked = courses.filter((c) => ids.includes(String(c.id)))
  if (ids.length !== spec.choose_num || new Set(ids).size !== ids.length || picked.length !== ids.length) {
    throw badRequest(ChoiceMsg.CHOOSE_COURSES(spec.choose_num))
  }
  return picked.map((c) => ({ id: c.id, name: c.name }))
}

/** updateOrderChoice: applies the given changes in one step and answers the updated row. */
export function changeOrderChoice(db: Database, userId: number, input: OrderChoiceInput, now: number): OrderRow {
  return db.transaction((): OrderRow => {
    const o = requireUserOrder(db, userId, input.orderId, now)
    assertEditable(db, o)
    const next = { ...o }
    if (input.commodityIdList !== undefined) {
      const courses = chosenCourses(db, o, input.commodityIdList)
      next.commodity_id_list_str = courses.map((c) => c.id).join(',')
      next.goods_name_vo_list = JSON.stringify(courses)
      next.course_name = courses.map((c) => c.name).join('、')
    }
    if (input.signSchoolId !== undefined) {
      if (findGoods(db, o.goods_id)?.status_school !== 1) throw badRequest(ChoiceMsg.NO_CAMPUS)
      if (!sellsAt(db, o.goods_id, input.signSchoolId)) throw badRequest(OrderMsg.CAMPUS_NOT_SELLING)
      next.sign_school_id = input.signSchoolId
      next.sign_school_name = findSchool(db, input.signSchoolId)!.schoolName
    }
    if (input.couponId !== undefined) {
      let amount = 0
      if (input.couponId !== 0) {
        const coupon = couponsForOrder(db, userId, o.id, now).find((c) => c.couponId === input.couponId)
        if (!coupon) throw badRequest(ChoiceMsg.COUPON_UNAVAILABLE)
        amount = coupon.amount
      }
      const price = o.present_price - amount
      next.coupon_id = input.couponId || null
      next.pay_price = price
      next.total_money = price
      next.wait_pay_money = price
      next.rest_money = price
      next.discount = Math.max(0, o.original_price - price)
      next.down_payment = downPaymentOf(price, o.installment_type === 1 ? o.loan_platform_id : null)
    }
    db.prepare("UPDATE sub_orders SET status = 'closed', settled_at = ? WHERE order_id = ? AND status = 'pending'").run(now, o.id)
    db.prepare(
      `UPDATE orders SET commodity_id_list_str = @commodity_id_list_str, goods_name_vo_list = @goods_name_vo_list, course_name = @course_name,
         sign_school_id = @sign_school_id, sign_school_name = @sign_school_name, coupon_id = @coupon_id, pay_price = @pay_price,
         total_money = @total_money, wait_pay_money = @wait_pay_money, rest_money = @rest_money, discount = @discount,
         down_payment = @down_payment, updated_at = @now WHERE id = @id`,
    ).run({ ...next, now })
    return db.prepare('SELECT * FROM orders WHERE id = ?').get(o.id) as OrderRow
  }).immediate()
}
