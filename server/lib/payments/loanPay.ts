/**
 * Loan pay (payType 3, tradeType 10, section 9), the instalment choice (updatePayType) and the one-time loan-fail
 * message (getLoanFailMsg / updateLoanFailMsg). Loan applications are decided on the sandbox loan page
 * (applyPayment.ts decideLoan).
 */
import type { Database } from 'better-sqlite3'
import type { Tickets } from '../tickets'
import type { LoanFailMsg, PayRequest, PayResult } from '../../../contract/payment'
import { badRequest } from '../envelope'
import { downPaymentOf, findPlatform, LoanMsg } from './loan'
import { OrderMsg, OrderState, OrderStatus, requireUserOrder, type OrderRow } from '../orders/orderRow'
import { MOBILE_RE } from '../validation'
import { FORM_MESSAGES } from '../../../contract/messages'

const HAN = '[\\u4e00-\\u9fa5]{2,15}'
/** Loan form real name: 2-15 Chinese characters, optionally up to two more parts after a middle dot (·). */
export const LOAN_NAME = new RegExp(`^${HAN}(?:\\u00b7${HAN}){0,2}$`)

export const LoanFormMsg = { REAL_NAME: FORM_MESSAGES.realName, MOBILE: FORM_MESSAGES.mobile, MOBILE_FORMAT: FORM_MESSAGES.mobileFormat } as const

export function loanPay(db: Database, o: OrderRow, input: Partial<PayRequest>, now: number, tickets: Tickets): PayResult {
  if (o.state === OrderState.complete) throw badRequest(OrderMsg.ALREADY_PAID)
  if (o.state === OrderState.timeout) throw badRequest(OrderMsg.TIMED_OUT)
  if (o.state === OrderState.cancel) throw badRequest(OrderMsg.CANCELLED)
  if (o.installment_type !== 1) throw badRequest(LoanMsg.NOT_INSTALMENT)
  if (!o.loan_platform_id) throw badRequest(LoanMsg.CHOOSE_PLATFORM)
  if (o.loan_down_payment_status !== 3) throw badRequest(LoanMsg.DOWN_PAYMENT_FIRST)
  const name = String(input.customerName ?? '').trim()
  const mobile = String(input.customerMobile ?? '').trim()
  if (!LOAN_NAME.test(name)) throw badRequest(LoanFormMsg.REAL_NAME)
  if (!mobile) throw badRequest(LoanFormMsg.MOBILE)
  if (!MOBILE_RE.test(mobile)) throw badRequest(LoanFormMsg.MOBILE_FORMAT)
  const base = { orderId: o.id, orderNo: o.order_no }
  const page = (appId: number) => `/sandbox/loan?app=${appId}&ticket=${tickets.issue('loan', appId, o.user_id)}`
  const open = db.prepare("SELECT id FROM loan_applications WHERE order_id = ? AND status = 'loaning'").get(o.id) as { id: number } | undefined
  if (open) return { ...base, result: page(open.id) }
  const id = Number(
    db
      .prepare('INSERT INTO loan_applications (order_id, platform_id, customer_name, customer_mobile, amount, created_at) VALUES (?, ?, ?, ?, ?, ?)')
      .run(o.id, o.loan_platform_id, name, mobile, o.rest_money, now).lastInsertRowid,
  )
  db.prepare(
    `UPDATE orders SET loan_status = 1, loan_customer_name = ?, loan_customer_mobile = ?, state = ${OrderState.inTheLoan},
       order_status = ${OrderStatus.paying}, updated_at = ? WHERE id = ?`,
  ).run(name, mobile, now, o.id)
  return { ...base, result: page(id) }
}

export interface PayTypeInput {
  orderId: number | string
  installmentType: 0 | 1
  loanPlatformId?: number
}

/**
 * updatePayType: switch an unpaid (state 1, nothing paid) or loan-failed / in-the-loan order (down payment kept)
 * between full payment (0) and a loan platform (1). After a declined loan, choosing a platform resets state to 6
 * so a new loan pay can start; choosing full payment makes the rest payable as an ordinary payment (state 2).
 */
export function updatePayType(db: Database, userId: number, input: PayTypeInput, now: number): OrderRow {
  return db.transaction((): OrderRow => {
    const o = requireUserOrder(db, userId, input.orderId, now)
    if (o.state === OrderState.complete) throw badRequest(OrderMsg.ALREADY_PAID)
    if (o.state === OrderState.timeout) throw badRequest(OrderMsg.TIMED_OUT)
    if (o.state === OrderState.cancel) throw badRequest(OrderMsg.CANCELLED)
    const downPaid = o.loan_down_payment_status === 3
    const changeable = (o.state === OrderState.pending && o.paid_money === 0) || o.state === OrderState.loanFail || (o.state === OrderState.inTheLoan && o.loan_status !== 1)
    if (!changeable) throw badRequest(o.loan_status === 1 ? LoanMsg.LOANING : '该订单已开始支付，不能修改支付方式')
    const loanList = JSON.parse(o.goods_loan_list) as { loanPlatformId: number }[]
    if (input.installmentType === 1) {
      if (!loanList.length) throw badRequest(LoanMsg.NO_LOAN)
      const platformId = input.loanPlatformId ?? o.loan_platform_id ?? loanList[0].loanPlatformId
      if (!findPlatform(platformId) || !loanList.some((p) => p.loanPlatformId === platformId)) throw badRequest(LoanMsg.CHOOSE_PLATFORM)
      db.prepare(
        `UPDATE orders SET installment_type = 1, is_loan = 1, loan_platform_id = @platformId, down_payment = @down,
           state = @state, order_status = @orderStatus, loan_status = NULL, updated_at = @now WHERE id = @id`,
      ).run({
        platformId,
        down: downPaid ? o.down_payment : downPaymentOf(o.pay_price, platformId),
        state: downPaid ? OrderState.inTheLoan : OrderState.pending,
        orderStatus: downPaid ? OrderStatus.paying : OrderStatus.pending,
        now,
        id: o.id,
      })
    } else {
      db.prepare(
        `UPDATE orders SET installment_type = 0, is_loan = 0, loan_platform_id = NULL, down_payment = @down, loan_status = NULL,
           state = @state, order_status = @orderStatus, updated_at = @now WHERE id = @id`,
      ).run({
        down: downPaid ? o.down_payment : 0,
        state: downPaid ? OrderState.paying : OrderState.pending,
        orderStatus: downPaid ? OrderStatus.paying : OrderStatus.pending,
        now,
        id: o.id,
      })
    }
    return db.prepare('SELECT * FROM orders WHERE id = ?').get(o.id) as OrderRow
  }).immediate()
}

/** getLoanFailMsg: the unread loan-fail message of the order (or of any of the user's orders). */
export function loanFailMsg(db: Database, userId: number, orderId: number | undefined): LoanFailMsg & { orderId?: number } {
  const row = db
    .prepare(
      `SELECT id, loan_fail_msg FROM orders WHERE user_id = ? AND deleted_at IS NULL AND loan_fail_msg <> '' AND loan_fail_msg_read = 0
         ${orderId ? 'AND id = ?' : ''} ORDER BY updated_at DESC LIMIT 1`,
    )
    .get(...(orderId ? [userId, orderId] : [userId])) as { id: number; loan_fail_msg: string } | undefined
  return row ? { show: true, msg: row.loan_fail_msg, orderId: row.id } : { show: false, msg: '' }
}

/** updateLoanFailMsg: marks the message(s) read; returns how many. */
export function markLoanFailMsgRead(db: Database, userId: number, orderId: number | undefined, now: number): number {
  return db
    .prepare(`UPDATE orders SET loan_fail_msg_read = 1, updated_at = ? WHERE user_id = ? AND loan_fail_msg_read = 0 ${orderId ? 'AND id = ?' : ''}`)
    .run(...(orderId ? [now, userId, orderId] : [now, userId])).changes
}
