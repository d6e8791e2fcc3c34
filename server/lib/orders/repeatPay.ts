/**
 * Buying again what the learner already has (docs/spec/content-access.md section 7 "Goods and home": judgeGoodsRepeatPay,
 * judgeCpaRepeatPay). The spec gives the calls no parameters or shape; the reference server decides from the
 * learner's own orders: a paid one (state 3, 7) of the goods first, else the latest open one (1, 2, 6, 8). A
 * professional-certificate goods (judgeCpaRepeatPay) is sold by package: only an order of that package counts.
 */
import type { Database } from 'better-sqlite3'
import type { RepeatPayCheck } from '../../../contract/goods'
import { expireOrders, OrderState } from './orderRow'

const PAID = [OrderState.complete, OrderState.loanSuccess]
const OPEN = [OrderState.pending, OrderState.paying, OrderState.inTheLoan, OrderState.loanFail]

export function repeatPayCheck(db: Database, userId: number, goodsId: number, spPriceId: number | null, now: number): RepeatPayCheck {
  expireOrders(db, now, userId)
  const row = db
    .prepare(
      `SELECT id, order_no, trade_order_id, state FROM orders
       WHERE user_id = ? AND goods_id = ? ${spPriceId === null ? '' : 'AND sp_price_id = ?'} AND deleted_at IS NULL
         AND state IN (${[...PAID, ...OPEN].join(', ')})
       ORDER BY CASE WHEN state IN (${PAID.join(', ')}) THEN 0 ELSE 1 END, id DESC LIMIT 1`,
    )
    .get(...(spPriceId === null ? [userId, goodsId] : [userId, goodsId, spPriceId])) as
    | { id: number; order_no: string; trade_order_id: string; state: number }
    | undefined
  if (!row) return { repeat: false, kind: null, orderId: null, orderNo: null, tradeOrderId: null, state: null }
  return {
    repeat: true,
    kind: (PAID as readonly number[]).includes(row.state) ? 'paid' : 'unpaid',
    orderId: row.id,
    orderNo: row.order_no,
    tradeOrderId: row.trade_order_id,
    state: row.state,
  }
}
