/**
 * Applying a payment (its settlement): what a payment notify, a loan decision or payZero does to an order (docs/spec/ordering-payment.md section 4).
 *
 *   full amount reached   state 3 complete, orderStatus 19 (visa-free/signed) | 17 (to sign) | 18 (under review) | 13,
 *                         payStatus 1, studyStatus 0, paid_at; realAccount goods (goodsTypeId 2) authorityStatus 32
 *   part paid             state 2 paying, orderStatus 12
 *   down payment          downPaymentStatus 3, state 6 inTheLoan, restMoney = price - downPayment
 *   failed / closed       the sub-order only; the order is left alone
 * Every function is idempotent: settling a sub-order that is no longer pending changes nothing.
 */
import type { Database } from 'better-sqlite3'
import { BizError, Code } from '../envelope'
import { readServerEnv, wholeNumber } from '../../config'
import { paidOrderStatus } from '../orders/contracts'
import { LoanMsg } from './loan'
import { OrderState, OrderStatus, type OrderRow } from '../orders/orderRow'
import { ORDER_MESSAGES } from '../../../contract/messages'

export type SubOrderStatus = 'pending' | 'paid' | 'failed' | 'closed'

export interface SubOrderRow {
  id: number
  order_id: number
  user_id: number
  trade_no: string
  amount: number
  pay_type: number
  trade_type: number
  is_down_payment: number
  status: SubOrderStatus
  cashier_result: string | null
  applied: number
  /** The part of amount the order took (cents); amount - applied_amount is a refund due. */
  applied_amount: number
  client_pay_key: string | null
  return_url: string
  response_json: string
  created_at: number
  settled_at: number | null
}

export const findSubOrder = (db: Database, tradeNo: string) => db.prepare('SELECT * FROM sub_orders WHERE trade_no = ?').get(tradeNo) as SubOrderRow | undefined
export const orderById = (db: Database, id: number) => db.prepare('SELECT * FROM orders WHERE id = ?').get(id) as OrderRow

/** The columns of a completed (fully paid) order. */
function completeOrder(db: Database, o: OrderRow, now: number, extra = ''): void {
  db.prepare(
    `UPDATE orders SET state = ${OrderState.complete}, order_status = @orderStatus, pay_status = 1, study_status = 0,
       paid_money = pay_price, wait_pay_money = 0, rest_money = 0, paid_at = @now, updated_at = @now,
       authority_status = CASE WHEN goods_type_id = 2 THEN 32 ELSE authority_status END ${extra}
     WHERE id = @id`,
  ).run({ orderStatus: paidOrderStatus(o.sign_contract_status), now, id: o.id })
  // The coupon the order held is spent (lib/orders/orderChoice.ts).
  if (o.coupon_id !== null) {
    db.prepare('UPDATE coupon_receipts SET used_at = ? WHERE coupon_id = ? AND user_id = ? AND used_at IS NULL').run(now, o.coupon_id, o.user_id)
  }
}

/** Orders that can still take money: unpaid (1, 2, 6, 8) or timed out while the learner was at the cashier. */
const TAKES_MONEY: number[] = [OrderState.pending, OrderState.paying, OrderState.inTheLoan, OrderState.loanFail, OrderState.timeout]

export type NotifyResult = 'ok' | 'fail' | 'close'

/** Why money that reached the cashier is owed back (refunds_due.reason, shown in the order's ledger). */
export const RefundReason = {
  OVERPAID: '超出订单应付金额',
  DOWN_PAYMENT_TWICE: '首付款已支付',
  ORDER_COMPLETE: '订单已支付完成',
  ORDER_CLOSED: ORDER_MESSAGES.cancelled,
} as const

/** How much of a payment its order takes; the rest is owed back, with the reason. */
export function allocatePayment(o: OrderRow, sub: Pick<SubOrderRow, 'amount' | 'is_down_payment'>): { taken: number; refund: number; reason: string } {
  const none = (reason: string) => ({ taken: 0, refund: sub.amount, reason })
  if (!TAKES_MONEY.includes(o.state)) return none(o.state === OrderState.cancel ? RefundReason.ORDER_CLOSED : RefundReason.ORDER_COMPLETE)
  if (sub.is_down_payment && o.loan_down_payment_status === 3) return none(RefundReason.DOWN_PAYMENT_TWICE)
  const taken = Math.max(0, Math.min(sub.amount, o.pay_price - o.paid_money))
  return { taken, refund: sub.amount - taken, reason: taken === 0 ? RefundReason.ORDER_COMPLETE : RefundReason.OVERPAID }
}

let faultHits = 0
/**
 * Test hook of the kill-at-every-step settlement test: SIGKILL at a named step (SERVER_FAULT_KILL_AT), on its Nth
 * passage (SERVER_FAULT_KILL_ON, default 1); never in production.
 */
export function faultPoint(step: string): void {
  const env = readServerEnv()
  if (env.NODE_ENV === 'production' || env.SERVER_FAULT_KILL_AT !== step) return
  if (++faultHits >= (wholeNumber(env.SERVER_FAULT_KILL_ON) ?? 1)) process.kill(process.pid, 'SIGKILL')
}

/**
 * The payment notify of a sub-order, delivered at most once in effect: a paid sub-order changes nothing, and the
 * settlement outbox row of the payment (lib/payments/settlementOutbox.ts) is deleted in the same transaction. 'ok' on a payment
 * already failed or closed is money that arrived anyway: it is taken as any other. The order takes what it still
 * owes; the rest becomes a refund due. Returns the sub-order after it.
 */
export function settleSubOrder(db: Database, tradeNo: string, result: NotifyResult, now: number): SubOrderRow {
  return db.transaction((): SubOrderRow => {
    const sub = findSubOrder(db, tradeNo)
    if (!sub) throw new BizError(Code.NOT_FOUND, '交易不存在')
    db.prepare('DELETE FROM settlement_outbox WHERE trade_no = ?').run(tradeNo)
    if (sub.status === 'paid') return sub
    if (result !== 'ok') {
      if (sub.status === 'pending') db.prepare('UPDATE sub_orders SET status = ?, settled_at = ? WHERE id = ?').run(result === 'fail' ? 'failed' : 'closed', now, sub.id)
      return findSubOrder(db, tradeNo)!
    }
    const o = orderById(db, sub.order_id)
    const { taken, refund, reason } = allocatePayment(o, sub)
    db.prepare("UPDATE sub_orders SET status = 'paid', cashier_result = 'paid', applied = ?, applied_amount = ?, settled_at = ? WHERE id = ?").run(
      taken > 0 ? 1 : 0, taken, now, sub.id,
    )
    if (refund > 0) {
      db.prepare('INSERT INTO refunds_due (order_id, user_id, sub_order_id, amount, reason, created_at) VALUES (?, ?, ?, ?, ?, ?)').run(o.id, o.user_id, sub.id, refund, reason, now)
      db.prepare('UPDATE orders SET refund_due = refund_due + ?, updated_at = ? WHERE id = ?').run(refund, now, o.id)
    }
    if (taken > 0) {
      const paid = o.paid_money + taken
      if (sub.is_down_payment) {
        db.prepare(
          `UPDATE orders SET loan_down_payment_status = 3, state = ${OrderState.inTheLoan}, order_status = ${OrderStatus.paying},
             paid_money = @paid, down_payment = @amount, wait_pay_money = MAX(pay_price - @paid, 0), rest_money = MAX(pay_price - @paid, 0),
             updated_at = @now WHERE id = @id`,
        ).run({ paid, amount: taken, now, id: o.id })
      } else if (paid >= o.pay_price) {
        completeOrder(db, o, now)
      } else {
        db.prepare(
          `UPDATE orders SET state = ${OrderState.paying}, order_status = ${OrderStatus.paying}, paid_money = @paid,
             wait_pay_money = pay_price - @paid, rest_money = pay_price - @paid, updated_at = @now WHERE id = @id`,
        ).run({ paid, now, id: o.id })
      }
    }
    faultPoint('settle-in-transaction')
    return findSubOrder(db, tradeNo)!
  }).immediate()
}

/** payZero: an unpaid order priced 0 completes without a cashier. */
export function completeFreeOrder(db: Database, o: OrderRow, now: number): void {
  completeOrder(db, o, now)
}

export interface LoanAppRow {
  id: number
  order_id: number
  platform_id: number
  customer_name: string
  customer_mobile: string
  amount: number
  status: 'loaning' | 'approved' | 'declined'
}

export const findLoanApp = (db: Database, id: number) => db.prepare('SELECT * FROM loan_applications WHERE id = ?').get(id) as LoanAppRow | undefined

/**
 * The loan platform's decision. Approve: loanStatus 2, state 3, isLoan 1, paid in full. Decline: loanStatus 3, state 8
 * and the one-time loan-fail message. A decided application changes nothing.
 */
export function decideLoan(db: Database, appId: number, approve: boolean, now: number): LoanAppRow {
  return db.transaction((): LoanAppRow => {
    const app = findLoanApp(db, appId)
    if (!app) throw new BizError(Code.NOT_FOUND, '贷款申请不存在')
    if (app.status !== 'loaning') return app
    db.prepare('UPDATE loan_applications SET status = ?, decided_at = ? WHERE id = ?').run(approve ? 'approved' : 'declined', now, app.id)
    const o = orderById(db, app.order_id)
    if (approve) completeOrder(db, o, now, ', loan_status = 2, is_loan = 1')
    else
      db.prepare(
        `UPDATE orders SET loan_status = 3, state = ${OrderState.loanFail}, loan_fail_msg = ?, loan_fail_msg_read = 0, updated_at = ? WHERE id = ?`,
      ).run(LoanMsg.FAIL_MSG, now, o.id)
    return findLoanApp(db, app.id)!
  }).immediate()
}
