import type { FastifyInstance } from 'fastify'
import { badRequest, ok } from '../lib/envelope'
import { findGoods, findSpec } from '../lib/content/catalogue'
import { loanPlatformsFor } from '../lib/payments/loan'
import { loanFailMsg, markLoanFailMsgRead, updatePayType, type PayTypeInput } from '../lib/payments/loanPay'
import { payZero } from '../lib/orders/orderActions'
import { toOrderInfo } from '../lib/orders/orders'
import { pay, payStatusOf, type PayInput, type StatusQuery } from '../lib/payments/payments'
import { orderLedger } from '../lib/payments/ledger'
import { params } from '../lib/validation'

const flag = { type: 'integer', enum: [0, 1] }
const id = { type: 'integer', minimum: 1 }
const str = (maxLength: number) => ({ type: 'string', maxLength })

const paySchema = {
  body: params(
    {
      orderId: id,
      orderNo: str(64),
      goodsId: { type: 'integer' },
      commodityIdList: str(1000),
      isReceiveAll: flag,
      isMince: flag,
      isDownPayment: flag,
      payPrice: { type: 'number', 'x-msg': '请输入正确的支付金额' },
      payType: { type: 'integer', enum: [1, 2, 3, 4, 5], 'x-msg': '支付方式不正确' },
      tradeType: { type: 'integer', enum: [2, 5, 6, 7, 8, 10], 'x-msg': '支付方式不正确' },
      customerName: str(64),
      customerMobile: str(32),
      wxCode: str(128),
      weappCode: str(128),
      aliPayReturnUrl: str(1000),
      returnUrl: str(1000),
      clientPayKey: str(64),
      accountUuid: str(64),
      merchNo: str(32),
      body: str(200),
    },
    ['orderId', 'payType', 'tradeType'],
  ),
}

/**
 * Payments (ordering-payment.md sections 3, 4, 7), prefix /api/order, token required; the order must be the token
 * user's (else 404 订单不存在).
 */
export default async function payRoutes(app: FastifyInstance) {
  const auth = { preHandler: app.auth.require }

  /**
   * POST /pay, /ty_order_pay (PayRequest) — PayResult {orderId, orderNo, subOrderId, tradeNo} plus the channel's
   * alipayForm | result (WeChat H5 cashier URL, loan platform URL) | jsapi | virtualPayment | miniPayment; or
   * {goodsChange} when the goods changed. Refusals: code 400 with the message (see lib/payments/payments.ts PayMsg).
   */
  for (const path of ['/pay', '/ty_order_pay']) {
    app.post<{ Body: PayInput }>(path, { schema: paySchema, ...auth }, async (req) =>
      ok(pay(app.db, req.user!.id, req.body, { now: app.now(), origins: app.publicOrigins, tickets: app.tickets, keys: app.keys })),
    )
  }

  /** POST /queryOrderStatus, /ty_order_status {orderId, orderNo, subOrderId?, tradeNo?} — {payStatus 1..6}. */
  const statusSchema = { body: params({ orderId: id, orderNo: str(64), subOrderId: id, tradeNo: str(64), payType: { type: 'integer' }, accountUuid: str(64) }) }
  for (const path of ['/queryOrderStatus', '/ty_order_status']) {
    app.post<{ Body: StatusQuery }>(path, { schema: statusSchema, ...auth }, async (req) => {
      if (!req.body.orderId && !req.body.orderNo) throw badRequest('缺少参数订单orderId')
      return ok(payStatusOf(app.db, req.user!.id, req.body, app.now()))
    })
  }

  /**
   * GET /ledger ?orderId= (or orderNo/tradeOrderId) — OrderLedger: the order's payments and refunds due (an
   * overpayment, a second down payment, money that arrived after the order closed), with paidMoney and refundDue.
   */
  app.get<{ Querystring: { orderId?: number; orderNo?: string; tradeOrderId?: string } }>(
    '/ledger',
    { schema: { querystring: params({ orderId: id, orderNo: str(64), tradeOrderId: str(64) }) }, ...auth },
    async (req) => {
      const ref = req.query.orderId ?? req.query.orderNo ?? req.query.tradeOrderId
      if (ref === undefined) throw badRequest('缺少参数订单orderId')
      return ok(orderLedger(app.db, req.user!.id, ref, app.now()))
    },
  )

  /** POST /payZero {orderId} — completes an order priced 0 without a cashier; data: the OrderInfo. */
  app.post<{ Body: { orderId: number } }>('/payZero', { schema: { body: params({ orderId: id }, ['orderId']) }, ...auth }, async (req) =>
    ok(toOrderInfo(payZero(app.db, req.user!.id, req.body.orderId, app.now()), app.now())),
  )

  /** POST /updatePayType {orderId, installmentType 0|1, loanPlatformId?} — data: the OrderInfo after the switch. */
  app.post<{ Body: PayTypeInput }>(
    '/updatePayType',
    { schema: { body: params({ orderId: id, installmentType: flag, loanPlatformId: id }, ['orderId', 'installmentType']) }, ...auth },
    async (req) => ok(toOrderInfo(updatePayType(app.db, req.user!.id, req.body, app.now()), app.now())),
  )

  /**
   * GET /ty_getLoanPlatform ?goodsId=&spPriceIdStr= — LoanPlatform[] ([] for packages under ¥2000 that are not degree
   * goods). Token optional: the goods page offers the instalment choice to guests too.
   */
  app.get<{ Querystring: { goodsId: number; spPriceIdStr?: string } }>(
    '/ty_getLoanPlatform',
    { schema: { querystring: params({ goodsId: id, spPriceIdStr: str(200) }, ['goodsId']) }, preHandler: app.auth.optional },
    async (req) => {
      const goods = findGoods(app.db, req.query.goodsId)
      if (!goods) return ok([])
      const first = Number((req.query.spPriceIdStr ?? '').split(',')[0])
      const spec = findSpec(app.db, first)
      const price = spec && spec.goods_id === goods.id ? spec.present_price : goods.min_present
      return ok(loanPlatformsFor(price, goods.xl_type))
    },
  )

  /** POST /getLoanFailMsg {orderId?} — {show, msg} (show true until updateLoanFailMsg marks it read). */
  app.post<{ Body: { orderId?: number } }>('/getLoanFailMsg', { schema: { body: params({ orderId: id }) }, ...auth }, async (req) => {
    const { show, msg } = loanFailMsg(app.db, req.user!.id, req.body.orderId)
    return ok({ show, msg })
  })

  /** GET /updateLoanFailMsg ?orderId= — {updated: n}. */
  app.get<{ Querystring: { orderId?: number } }>('/updateLoanFailMsg', { schema: { querystring: params({ orderId: id }) }, ...auth }, async (req) =>
    ok({ updated: markLoanFailMsgRead(app.db, req.user!.id, req.query.orderId, app.now()) }),
  )
}
