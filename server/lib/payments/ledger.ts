/**
 * The order's ledger: its payments (sub-orders) and refunds due. The books balance: the amounts of paid payments
 * equal paid_money plus the refunds due (lib/payments/applyPayment.ts allocatePayment keeps it so).
 */
import type { Database } from 'better-sqlite3'
import type { LedgerPayment, OrderLedger } from '../../../contract/payment'
import { requireUserOrder } from '../orders/orderRow'
import type { SubOrderRow } from './applyPayment'
import { formatDateTime } from '../time'

const statusOf = (s: SubOrderRow): LedgerPayment['status'] => (s.status === 'pending' && s.cashier_result === 'paid' ? 'settling' : s.status)

export function orderLedger(db: Database, userId: number, ref: number | string, now: number): OrderLedger {
  const o = requireUserOrder(db, userId, ref, now)
  const subs = db.prepare('SELECT * FROM sub_orders WHERE order_id = ? ORDER BY id').all(o.id) as SubOrderRow[]
  const refunds = db.prepare('SELECT sub_order_id, amount, reason, created_at FROM refunds_due WHERE order_id = ? ORDER BY id').all(o.id) as {
    sub_order_id: number; amount: number; reason: string; created_at: number
  }[]
  return {
    orderId: o.id,
    payPrice: o.pay_price,
    paidMoney: o.paid_money,
    refundDue: o.refund_due,
    payments: subs.map((s) => ({
      subOrderId: s.id,
      tradeNo: s.trade_no,
      amount: s.amount,
      appliedAmount: s.applied_amount,
      status: statusOf(s),
      payType: s.pay_type,
      isDownPayment: s.is_down_payment === 1,
      createTime: formatDateTime(s.created_at),
      settleTime: s.settled_at === null ? null : formatDateTime(s.settled_at),
    })),
    refundsDue: refunds.map((r) => ({ subOrderId: r.sub_order_id, amount: r.amount, reason: r.reason, createTime: formatDateTime(r.created_at) })),
  }
}
