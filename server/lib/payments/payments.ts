/**
 * Pay requests (pay / ty_order_pay, docs/spec/ordering-payment.md sections 3, 5, 7) and the payment status query.
 *
 * A pay request creates one pending sub-order (a payment; id = subOrderId, tradeNo 'P' + digits) and closes the
 * order's older pending ones; the same clientPayKey of the same user answers the same sub-order again. The cashier
 * (sandbox pages in routes/sandbox.ts) records the outcome; the notify settles it (lib/payments/applyPayment.ts).
 *
 * Channels (payType / tradeType): alipay 1/5 (auto-submitted form), WeChat H5 2/2 (mweb redirect), WeChat official
 * account 2/6 (JSAPI, needs the OAuth wxCode), loan 3/10 (lib/payments/loanPay.ts).
 * Mini-program decision (WeChat's rule of 2026-02-27, see /work/shared/notes): virtual goods (goodsTypeId 1 course,
 * 3 trainingTools, 4 kuaida, memberships included) pay with virtual payment 4/7 (wx.requestVirtualPayment); a full
 * payment of a package is mode 'short_series_goods' (one item of productId sp-<spPriceId>), part and down payments are
 * 'short_series_coin' (1 coin = ¥0.01, buyQuantity = cents). realAccount goods (goodsTypeId 2, a service, not virtual)
 * pay with requestPayment 5/8. Each channel refuses the other kind of goods.
 */
import type { Static } from '@sinclair/typebox'
import type { Database } from 'better-sqlite3'
import type { GoodsChange } from '../../../contract/order'
import type { PayResult, PayStatus } from '../../../contract/payment'
import type { PayBodySchema } from '../../../contract/schemas/pay'
import { coursesOf, findGoods, findSpec, sellsAt } from '../goods/catalogue'
import { BizError, Code, badRequest } from '../envelope'
import { LoanMsg } from './loan'
import { loanPay } from './loanPay'
import { OrderMsg, OrderState, randomDigits, requireUserOrder, type OrderRow } from '../orders/orders'
import { jsapiParams, miniPaymentParams, virtualPayment } from './paySign'
import type { SubOrderRow } from './applyPayment'
import { encodeReturnUrl, safeReturnUrl } from '../origins'
import type { Tickets } from '../tickets'
import { readServerEnv } from '../../config'
import { compactDateTime } from '../time'
import { PAY_TYPE_OF_TRADE, TRADE_TYPE, type TradeType } from '../../../contract/payment'

const env = readServerEnv()

/**
 * The merchant accounts (accountUuid) a payment may name, by channel (section 7: two WeChat accounts, one alipay):
 * WeChat's in-app payments (JSAPI 6, the mini-program 7 and 8), WeChat's H5 payment (2), alipay (5). Configured by
 * PAY_ACCOUNT_WX_JSAPI, PAY_ACCOUNT_WX_H5, PAY_ACCOUNT_ALIPAY; the sandbox's by default (the app's defaults too).
 */
export const PAY_ACCOUNTS: Record<number, string> = {
  2: env.PAY_ACCOUNT_WX_H5 ?? 'sbx-wx-h5',
  5: env.PAY_ACCOUNT_ALIPAY ?? 'sbx-alipay',
  6: env.PAY_ACCOUNT_WX_JSAPI ?? 'sbx-wx-jsapi',
  7: env.PAY_ACCOUNT_WX_JSAPI ?? 'sbx-wx-jsapi',
  8: env.PAY_ACCOUNT_WX_JSAPI ?? 'sbx-wx-jsapi',
}

export const PayMsg = {
  BAD_AMOUNT: '请输入正确的支付金额',
  OVER_AMOUNT: '支付金额超过待支付金额',
  SETTLING: '上一笔支付正在处理中，请稍后查看订单',
  NO_PART: '该订单不支持分次支付',
  DOWN_PAYMENT_WHOLE: '首付款需一次付清',
  BAD_CHANNEL: '支付方式不正确',
  BAD_ACCOUNT: '收款账户与支付方式不符',
  WX_AUTH: '微信授权已失效，请重新支付',
  WEAPP_LOGIN: '微信登录已失效，请重新支付',
  VIRTUAL_ONLY: '虚拟商品请使用小程序虚拟支付',
  NOT_VIRTUAL: '该商品不支持虚拟支付',
  RETURN_URL: '回跳地址不正确',
  KEY_REUSED: '支付标识已被其他订单使用',
  LOAN_FAILED: '分期申请未通过，请重新选择分期平台',
  TRADE_NOT_FOUND: '交易不存在',
} as const


/** The pay body as the route receives it (contract/schemas/pay.ts). */
export type PayInput = Static<typeof PayBodySchema>
export interface PayContext {
  now: number
  /** The app's configured origins: an absolute return URL must be on one of them. */
  origins: readonly string[]
  /** Issues the cashier's and the loan platform's tickets (the links carry no session token). */
  tickets: Tickets
  /** Signing keys of the sandbox wallets. */
  keys: { merchant: string; virtualApp: string }
}

/** Goods, package, courses and campus still sellable (as createOrder checks); else the goodsChange to answer. */
export function goodsChangeOf(db: Database, o: OrderRow): GoodsChange | null {
  const goods = findGoods(db, o.goods_id)
  if (!goods || goods.sell_status !== 'onSale') return { onlineSellStatus: 0, goodsStatus: 0, msg: OrderMsg.OFF_SHELF }
  const spec = findSpec(db, o.sp_price_id)
  if (!spec || spec.goods_id !== goods.id) return { contentStatus: 0, msg: OrderMsg.PACKAGE_CHANGED }
  if (spec.sold_out) return { onlineSellStatus: 0, goodsStatus: 0, msg: OrderMsg.OFF_SHELF }
  const inPackage = new Set(coursesOf(db, spec.sp_price_id).map((c) => c.id))
  const ids = o.commodity_id_list_str ? o.commodity_id_list_str.split(',').map(Number) : []
  if (!ids.every((id) => inPackage.has(id))) return { contentStatus: 0, msg: OrderMsg.COURSES_CHANGED }
  if (o.sign_school_id !== null && goods.status_school === 1 && !sellsAt(db, goods.id, o.sign_school_id)) return { schoolStatus: 0, msg: OrderMsg.CAMPUS_NOT_SELLING }
  return null
}

/** Refusals by order state (section 5): complete, cancelled, timed out; loanFail takes loan pay only. */
export function assertPayable(o: OrderRow, loan: boolean): void {
  if (o.state === OrderState.complete || o.state === OrderState.loanSuccess) throw badRequest(OrderMsg.ALREADY_PAID)
  if (o.state === OrderState.timeout) throw badRequest(OrderMsg.TIMED_OUT)
  if (o.state === OrderState.cancel) throw badRequest(OrderMsg.CANCELLED)
  if (o.state === OrderState.loanFail && !loan) throw badRequest(PayMsg.LOAN_FAILED)
}

const isVirtualGoods = (o: OrderRow) => o.goods_type_id !== 2

/** Money the cashier has taken for the order and its settlement has not applied yet (cents). */
export const settlingAmount = (db: Database, orderId: number): number =>
  (db.prepare("SELECT COALESCE(SUM(amount), 0) AS n FROM sub_orders WHERE order_id = ? AND status = 'pending' AND cashier_result = 'paid'").get(orderId) as { n: number }).n

export function pay(db: Database, userId: number, input: PayInput, ctx: PayContext): PayResult {
  return db.transaction((): PayResult => {
    const o = requireUserOrder(db, userId, input.orderId ?? input.orderNo, ctx.now)
    const key = input.clientPayKey?.trim() || null
    if (key) {
      const same = db.prepare('SELECT * FROM sub_orders WHERE user_id = ? AND client_pay_key = ?').get(userId, key) as SubOrderRow | undefined
      if (same && same.order_id !== o.id) throw badRequest(PayMsg.KEY_REUSED)
      if (same) return JSON.parse(same.response_json) as PayResult
    }
    const tradeType = Number(input.tradeType)
    const payType = Number(input.payType)
    if (PAY_TYPE_OF_TRADE[tradeType as TradeType] !== payType) throw badRequest(PayMsg.BAD_CHANNEL)
    // A named merchant account must be the channel's (a loan pays the platform: none of ours).
    if (input.accountUuid && input.accountUuid !== PAY_ACCOUNTS[tradeType]) throw badRequest(PayMsg.BAD_ACCOUNT)
    if (tradeType === TRADE_TYPE.loan) return loanPay(db, o, input, ctx.now, ctx.tickets)
    assertPayable(o, false)

    // amount: the down payment of an instalment order not yet down-paid, else what is still owed
    if (input.isDownPayment === 1 && o.installment_type !== 1) throw badRequest(LoanMsg.NOT_INSTALMENT)
    const isDown = o.installment_type === 1 && o.loan_down_payment_status !== 3
    if (isDown && !o.loan_platform_id) throw badRequest(LoanMsg.CHOOSE_PLATFORM)
    // What the cashier has already taken and the order not yet settled is reserved: it cannot be asked for again.
    const reserved = settlingAmount(db, o.id)
    const owed = (isDown ? o.down_payment : o.wait_pay_money) - reserved
    const amount = Number(input.payPrice)
    if (!Number.isSafeInteger(amount) || amount <= 0) throw badRequest(PayMsg.BAD_AMOUNT)
    if (reserved > 0 && owed <= 0) throw badRequest(PayMsg.SETTLING)
    if (amount > owed) throw badRequest(PayMsg.OVER_AMOUNT)
    const part = input.isMince === 1 || amount < owed
    if (part && isDown) throw badRequest(PayMsg.DOWN_PAYMENT_WHOLE)
    if (part && o.is_receive_all === 1) throw badRequest(PayMsg.NO_PART)

    const goodsChange = goodsChangeOf(db, o)
    if (goodsChange) return { goodsChange }

    if (tradeType === TRADE_TYPE.wxOfficial && !/^sbx-[\w-]{1,64}$/.test(input.wxCode ?? '')) throw badRequest(PayMsg.WX_AUTH)
    if (tradeType === TRADE_TYPE.weappVirtual && !isVirtualGoods(o)) throw badRequest(PayMsg.NOT_VIRTUAL)
    if (tradeType === TRADE_TYPE.weappRequest && isVirtualGoods(o)) throw badRequest(PayMsg.VIRTUAL_ONLY)
    if (tradeType === TRADE_TYPE.weappVirtual && !input.weappCode?.trim()) throw badRequest(PayMsg.WEAPP_LOGIN)
    const given = (tradeType === TRADE_TYPE.alipay ? input.aliPayReturnUrl || input.returnUrl : input.returnUrl)?.trim()
    const givenReturn = given ? encodeReturnUrl(given) : ''
    if (givenReturn && !safeReturnUrl(givenReturn, ctx.origins)) throw badRequest(PayMsg.RETURN_URL)
    const returnUrl = givenReturn || `/ty/finishPay?tradeOrderId=${o.trade_order_id}&payType=${payType}`

    // one pending payment per order: the older ones (not already paid at the cashier) are closed
    db.prepare("UPDATE sub_orders SET status = 'closed', settled_at = ? WHERE order_id = ? AND status = 'pending' AND cashier_result IS NULL").run(ctx.now, o.id)
    let tradeNo = ''
    do tradeNo = `P${compactDateTime(ctx.now)}${randomDigits(6)}`
    while (db.prepare('SELECT 1 FROM sub_orders WHERE trade_no = ?').get(tradeNo))
    const subOrderId = Number(
      db
        .prepare(
          `INSERT INTO sub_orders (order_id, user_id, trade_no, amount, pay_type, trade_type, is_down_payment, client_pay_key, return_url, created_at)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        )
        .run(o.id, userId, tradeNo, amount, payType, tradeType, isDown ? 1 : 0, key, returnUrl, ctx.now).lastInsertRowid,
    )
    const result: PayResult = { orderId: o.id, orderNo: o.order_no, subOrderId, tradeNo }
    const ticket = ctx.tickets.issue('cashier', tradeNo, userId)
    if (tradeType === TRADE_TYPE.alipay) {
      result.alipayForm = { action: '/sandbox/cashier', method: 'POST', fields: { tradeNo, subOrderId: String(subOrderId), channel: 'alipay', amount: String(amount), returnUrl, ticket } }
    } else if (tradeType === TRADE_TYPE.wxH5) {
      result.result = `/sandbox/cashier?tradeNo=${tradeNo}&channel=wechat&ticket=${ticket}&returnUrl=${encodeURIComponent(returnUrl)}`
    } else if (tradeType === TRADE_TYPE.wxOfficial) {
      result.jsapi = jsapiParams(tradeNo, ctx.now, ctx.keys.merchant)
    } else if (tradeType === TRADE_TYPE.weappVirtual) {
      const mode = part || isDown ? 'short_series_coin' : 'short_series_goods'
      result.virtualPayment = virtualPayment({ mode, amount, spPriceId: o.sp_price_id, tradeNo, orderNo: o.order_no }, input.weappCode!.trim(), ctx.keys.virtualApp)
    } else {
      result.miniPayment = miniPaymentParams(tradeNo, ctx.now, ctx.keys.merchant)
    }
    db.prepare('UPDATE sub_orders SET response_json = ? WHERE id = ?').run(JSON.stringify(result), subOrderId)
    return result
  }).immediate()
}

export interface StatusQuery {
  orderId?: number | string
  orderNo?: string
  subOrderId?: number | string
  tradeNo?: string
}

/**
 * queryOrderStatus: 1 not paid yet, 2 pending (the cashier said paid, the notify has not landed), 3 success (this
 * payment paid and moved the order), 4 failed, 5 closed, 6 already completed (the order was complete before it).
 */
export function payStatusOf(db: Database, userId: number, q: StatusQuery, now: number): PayStatus {
  const o = requireUserOrder(db, userId, q.orderId || q.orderNo, now)
  let sub: SubOrderRow | undefined
  if (q.subOrderId || q.tradeNo) {
    sub = q.subOrderId
      ? (db.prepare('SELECT * FROM sub_orders WHERE id = ? AND order_id = ?').get(Number(q.subOrderId), o.id) as SubOrderRow | undefined)
      : (db.prepare('SELECT * FROM sub_orders WHERE trade_no = ? AND order_id = ?').get(q.tradeNo, o.id) as SubOrderRow | undefined)
    if (!sub) throw new BizError(Code.NOT_FOUND, PayMsg.TRADE_NOT_FOUND)
  } else {
    sub = db.prepare('SELECT * FROM sub_orders WHERE order_id = ? ORDER BY id DESC LIMIT 1').get(o.id) as SubOrderRow | undefined
  }
  const complete = o.state === OrderState.complete
  if (!sub) return { payStatus: complete ? 6 : 1 }
  switch (sub.status) {
    case 'paid':
      return { payStatus: sub.applied ? 3 : 6 }
    case 'failed':
      return { payStatus: 4 }
    case 'closed':
      return { payStatus: 5 }
    default:
      if (sub.cashier_result === 'paid') return { payStatus: 2 }
      return { payStatus: complete ? 6 : 1 }
  }
}
