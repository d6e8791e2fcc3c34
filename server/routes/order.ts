import { Type } from '@sinclair/typebox'
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import type { FastifyInstance } from 'fastify'
import { badRequest, ok } from '../lib/envelope'
import { createOrder, findUserOrder, orderNotFound, toOrderInfo } from '../lib/orders/orders'
import { listOrders, ORDER_LIST_PAGE_SIZE } from '../lib/orders/orderList'
import { intEnum, params, str, strEnum } from '../lib/validation'
import { CreateOrderBodySchema } from '../../contract/schemas/order'
import { routesOf } from '../lib/routeTable'

const orderQuerySchema = {
  querystring: params({ tradeOrderId: Type.Optional(str(64)), orderId: Type.Optional(str(20)), orderNo: Type.Optional(str(64)) }),
}

const listSchema = {
  querystring: params({
    page: Type.Optional(Type.Integer({ minimum: 1, default: 1 })),
    pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 50, default: ORDER_LIST_PAGE_SIZE })),
    tagStatus: Type.Optional(Type.Union([intEnum([0, 1, 2, 3]), strEnum([''])])),
  }),
}

/**
 * Order service (docs/spec/ordering-payment.md section 7), prefix /api/order. Token required everywhere; the order's
 * user is always the token's user (a userId parameter is ignored).
 */
export default async function orderRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>()
  /**
   * POST /createOrder, /ty_order_create (CreateOrderPayload) — data {orderId, orderNo, tradeOrderId}; or {goodsChange}
   * when the goods, package, courses or campus changed; or {} for a goods that cannot be bought online.
   */
  for (const { method, url } of routesOf(app, 'createOrder')) {
    app[method](url, { schema: { body: CreateOrderBodySchema }, preHandler: app.auth.require }, async (req) =>
      ok(createOrder(app.db, req.user!.id, req.body, app.now())),
    )
  }

  /**
   * GET /queryPayGoodsInfo, /queryOrderDetail, /ty_order_detail ?tradeOrderId= (token) — [OrderInfo] (the app reads
   * data[0]). tradeOrderId may also be the orderNo or the numeric orderId; unknown or another user's: 404 订单不存在.
   */
  for (const { method, url } of [...routesOf(app, 'queryPayGoodsInfo'), ...routesOf(app, 'queryOrderDetail')]) {
    app[method](url, { schema: orderQuerySchema, preHandler: app.auth.require }, async (req) => {
      const ref = req.query.tradeOrderId || req.query.orderNo || req.query.orderId
      if (!ref) throw badRequest('缺少参数订单tradeOrderId')
      const order = findUserOrder(app.db, req.user!.id, ref, app.now())
      if (!order) throw orderNotFound()
      return ok([toOrderInfo(order, app.now())])
    })
  }

  /**
   * GET /getOrderList, /getOrderListNewTwo ?page=&pageSize=10&tagStatus= (token) — {page{currentPage,totalPages},
   * orderList, unPayNum}. tagStatus: '' or 0 all, 1 pending payment, 2 pending confirmation, 3 pending study.
   */
  for (const { method, url } of routesOf(app, 'getOrderList')) {
    app[method](url, { schema: listSchema, preHandler: app.auth.require }, async (req) => {
      // page and pageSize always arrive (the schema's defaults); the destructuring defaults only satisfy the type
      const { page = 1, pageSize = ORDER_LIST_PAGE_SIZE, tagStatus } = req.query
      return ok(listOrders(app.db, req.user!.id, { page, pageSize, tagStatus: tagStatus === '' || tagStatus === undefined ? 0 : tagStatus }, app.now()))
    })
  }
}
