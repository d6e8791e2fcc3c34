import { Type } from '@sinclair/typebox'
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import type { FastifyInstance } from 'fastify'
import { badRequest, ok } from '../lib/envelope'
import { findGoods, findSpec } from '../lib/goods/catalogue'
import { loanPlatformsFor } from '../lib/payments/loan'
import { loanFailMsg, markLoanFailMsgRead, updatePayType } from '../lib/payments/loanPay'
import { payZero } from '../lib/orders/orderActions'
import { toOrderInfo } from '../lib/orders/orders'
import { pay, payStatusOf } from '../lib/payments/payments'
import { orderLedger } from '../lib/payments/ledger'
import { idSchema as id, intEnum, params, str } from '../lib/validation'
import { PayBodySchema, PayStatusQuerySchema } from '../../contract/schemas/pay'
import { routesOf } from '../lib/routeTable'

const opt = Type.Optional(id)
const optStr = (maxLength: number) => Type.Optional(str(maxLength))
const orderIdBody = { body: params({ orderId: opt }) }

/**
 * Payments (docs/spec/ordering-payment.md sections 3, 4, 7), prefix /api/order, token required; the order must be the token
 * user's (else 404 订单不存在).
 */
export default async function payRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>()
  const auth = { preHandler: app.auth.require }

  /**
   * POST /pay, /ty_order_pay (PayRequest) — PayResult {orderId, orderNo, subOrderId, tradeNo} plus the channel's
   * alipayForm | result (WeChat H5 cashier URL, loan platform URL) | jsapi | virtualPayment | miniPayment; or
   * {goodsChange} when the goods changed. Refusals: code 400 with the message (see lib/payments/payments.ts PayMsg).
   */
  for (const { method, url } of routesOf(app, 'pay')) {
    app[method](url, { schema: { body: PayBodySchema }, ...auth }, async (req) =>
      ok(pay(app.db, req.user!.id, req.body, { now: app.now(), origins: app.publicOrigins, tickets: app.tickets, keys: app.keys })),
    )
  }

  /** POST /queryOrderStatus, /ty_order_status {orderId, orderNo, subOrderId?, tradeNo?} — {payStatus 1..6}. */
  for (const { method, url } of routesOf(app, 'queryOrderStatus')) {
    app[method](url, { schema: { body: PayStatusQuerySchema }, ...auth }, async (req) => {
      if (!req.body.orderId && !req.body.orderNo) throw badRequest('缺少参数订单orderId')
      return ok(payStatusOf(app.db, req.user!.id, req.body, app.now()))
    })
  }

  /**
   * GET /ledger ?orderId= (or orderNo/tradeOrderId) — OrderLedger: the order's payments and refunds due (an
   * overpayment, a second down payment, money that arrived after the order closed), with paidMoney and refundDue.
   */
  for (const { method, url } of routesOf(app, 'ledger')) app[method](
    url,
    { schema: { querystring: params({ orderId: opt, orderNo: optStr(64), tradeOrderId: optStr(64) }) }, ...auth },
    async (req) => {
      const ref = req.query.orderId ?? req.query.orderNo ?? req.query.tradeOrderId
      if (ref === undefined) throw badRequest('缺少参数订单orderId')
      return ok(orderLedger(app.db, req.user!.id, ref, app.now()))
    },
  )

  /** POST /payZero {orderId} — completes an order priced 0 without a cashier; data: the OrderInfo. */
  for (const { method, url } of routesOf(app, 'payZero')) app[method](url, { schema: { body: params({ orderId: id }) }, ...auth }, async (req) =>
    ok(toOrderInfo(payZero(app.db, req.user!.id, req.body.orderId, app.now()), app.now())),
  )

  /** POST /updatePayType {orderId, installmentType 0|1, loanPlatformId?} — data: the OrderInfo after the switch. */
  for (const { method, url } of routesOf(app, 'updatePayType')) app[method](
    url,
    { schema: { body: params({ orderId: id, installmentType: intEnum([0, 1]), loanPlatformId: opt }) }, ...auth },
    async (req) => ok(toOrderInfo(updatePayType(app.db, req.user!.id, req.body, app.now()), app.now())),
  )

  /**
   * GET /ty_getLoanPlatform ?goodsId=&spPriceIdStr= — LoanPlatform[] ([] for packages under ¥2000 that are not degree
   * goods). Token optional: the goods page offers the instalment choice to guests too.
   */
  for (const { method, url } of routesOf(app, 'ty_getLoanPlatform')) app[method](
    url,
    { schema: { querystring: params({ goodsId: id, spPriceIdStr: optStr(200) }) }, preHandler: app.auth.optional },
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
  for (const { method, url } of routesOf(app, 'getLoanFailMsg')) app[method](url, { schema: orderIdBody, ...auth }, async (req) => {
    const { show, msg } = loanFailMsg(app.db, req.user!.id, req.body.orderId)
    return ok({ show, msg })
  })

  /** GET /updateLoanFailMsg ?orderId= — {updated: n}. */
  for (const { method, url } of routesOf(app, 'updateLoanFailMsg')) app[method](url, { schema: { querystring: params({ orderId: opt }) }, ...auth }, async (req) =>
    ok({ updated: markLoanFailMsgRead(app.db, req.user!.id, req.query.orderId, app.now()) }),
  )
}
