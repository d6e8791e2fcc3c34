/**
 * Learner actions on an order (docs/spec/ordering-payment.md sections 4, 7): cancel, delete, payZero, invite codes, the
 * unpaid-order lookup by package (coupons: ./orderChoice).
 */
import type { Database } from 'better-sqlite3'
import type { InvitorInfo, InviteSaveResult } from '../../../contract/payment'
import { badRequest } from '../envelope'
import { OrderMsg, OrderState, OrderStatus, expireOrders, requireUserOrder, type OrderRow } from './orderRow'
import { completeFreeOrder } from '../payments/applyPayment'

export const ActionMsg = {
  CANCEL_PAID: '订单已支付，无法取消',
  CANCEL_PART_PAID: '订单已部分支付，无法取消',
  DELETE_ONLY_CLOSED: '只能删除已取消或已超时的订单',
  NOT_FREE: '该订单需要支付，请选择支付方式',
  PAYING: '订单正在支付中，请稍后再试',
} as const

const inFlight = (db: Database, orderId: number) =>
  !!db.prepare("SELECT 1 FROM sub_orders WHERE order_id = ? AND status = 'pending' AND cashier_result = 'paid'").get(orderId)

/** cancelOrder: only an unpaid state-1 order with nothing paid → state 4, orderStatus 14; its pending payments close. */
export function cancelOrder(db: Database, userId: number, id: number | string, now: number): OrderRow {
  return db.transaction((): OrderRow => {
    const o = requireUserOrder(db, userId, id, now)
    if (o.state === OrderState.cancel) throw badRequest(OrderMsg.CANCELLED)
    if (o.state === OrderState.timeout) throw badRequest(OrderMsg.TIMED_OUT)
    if (o.state === OrderState.complete) throw badRequest(ActionMsg.CANCEL_PAID)
    if (o.state !== OrderState.pending || o.paid_money > 0) throw badRequest(ActionMsg.CANCEL_PART_PAID)
    if (inFlight(db, o.id)) throw badRequest(ActionMsg.PAYING)
    db.prepare("UPDATE sub_orders SET status = 'closed', settled_at = ? WHERE order_id = ? AND status = 'pending'").run(now, o.id)
    db.prepare(`UPDATE orders SET state = ${OrderState.cancel}, order_status = ${OrderStatus.cancel}, cancelled_at = ?, updated_at = ? WHERE id = ?`).run(now, now, o.id)
    return db.prepare('SELECT * FROM orders WHERE id = ?').get(o.id) as OrderRow
  }).immediate()
}

/** delOrder: only a cancelled or timed-out order; it leaves lists and details (404 afterwards). */
export function deleteOrder(db: Database, userId: number, id: number | string, now: number): void {
  const o = requireUserOrder(db, userId, id, now)
  if (o.state !== OrderState.cancel && o.state !== OrderState.timeout) throw badRequest(ActionMsg.DELETE_ONLY_CLOSED)
  db.prepare('UPDATE orders SET deleted_at = ?, updated_at = ? WHERE id = ?').run(now, now, o.id)
}

/** payZero: an unpaid order priced 0 completes without a cashier. */
export function payZero(db: Database, userId: number, id: number | string, now: number): OrderRow {
  return db.transaction((): OrderRow => {
    const o = requireUserOrder(db, userId, id, now)
    if (o.state === OrderState.complete) throw badRequest(OrderMsg.ALREADY_PAID)
    if (o.state === OrderState.timeout) throw badRequest(OrderMsg.TIMED_OUT)
    if (o.state === OrderState.cancel) throw badRequest(OrderMsg.CANCELLED)
    if (o.pay_price !== 0) throw badRequest(ActionMsg.NOT_FREE)
    completeFreeOrder(db, o, now)
    return db.prepare('SELECT * FROM orders WHERE id = ?').get(o.id) as OrderRow
  }).immediate()
}

export const normalizeInviteCode = (code: unknown) => String(code ?? '').trim().toUpperCase()

/** order_getInvitorInfo / queryByInviteCode/v2. */
export function invitorInfo(db: Database, code: unknown): InvitorInfo {
  const c = normalizeInviteCode(code)
  const row = c ? (db.prepare('SELECT inviter_name, active FROM invite_codes WHERE code = ?').get(c) as { inviter_name: string; active: number } | undefined) : undefined
  if (!row) return { inviteTag: false, inviteMsg: '邀请码不存在' }
  if (!row.active) return { inviteTag: false, inviteMsg: '邀请码已失效' }
  return { inviteTag: true, inviteMsg: `邀请人：${row.inviter_name}` }
}

/** order_addInvitedNum / tradeOrderExtend/save/v2: stores the order's invite code once. */
export function saveInviteCode(db: Database, userId: number, orderId: number | string, code: unknown, now: number): InviteSaveResult {
  const o = requireUserOrder(db, userId, orderId, now)
  const c = normalizeInviteCode(code)
  const check = invitorInfo(db, c)
  if (!check.inviteTag) return { saveTag: false, saveMsg: check.inviteMsg }
  if (o.invite_code && o.invite_code !== c) return { saveTag: false, saveMsg: '该订单已填写邀请码' }
  db.prepare('UPDATE orders SET invite_code = ?, updated_at = ? WHERE id = ?').run(c, now, o.id)
  return { saveTag: true, saveMsg: '保存成功' }
}

/** findOrderStatusByUserIdAndSpecificationId: the user's latest unpaid order for that package. */
export function unpaidOrderForSpec(db: Database, userId: number, spPriceId: number, now: number) {
  expireOrders(db, now, userId)
  const row = db
    .prepare('SELECT id, state FROM orders WHERE user_id = ? AND sp_price_id = ? AND deleted_at IS NULL AND state IN (1, 2, 6) ORDER BY id DESC LIMIT 1')
    .get(userId, spPriceId) as { id: number; state: number } | undefined
  return { hasOrder: !!row, orderId: row?.id ?? null, state: row?.state ?? null }
}
