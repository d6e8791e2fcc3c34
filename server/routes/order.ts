import type { FastifyInstance } from 'fastify'
import { badRequest, ok } from '../lib/envelope'
import { createOrder, findUserOrder, orderNotFound, toOrderInfo, type CreateOrderInput } from '../lib/orders/orders'
import { listOrders, ORDER_LIST_PAGE_SIZE } from '../lib/orders/orderList'
import { params } from '../lib/validation'

const flag = { type: 'integer', enum: [0, 1] }

const createOrderSchema = {
  body: params(
    {
      goodsId: { type: 'integer', minimum: 1 },
      commodityIdList: { type: 'string', maxLength: 1000 },
      childSpecificationPriceIds: { type: 'string', maxLength: 500 },
      schoolId: { type: 'integer', minimum: 0 },
      // the app may send '' when no campus is chosen: read in the handler, which takes at most 9 digits. A number arrives
      // as its text (coerced), so 1e300 never reaches SQL (anyOf with an integer branch escaped params()' ranges).
      signSchoolId: { type: ['string', 'null'], maxLength: 20 },
      signSchoolName: { type: 'string', maxLength: 64 },
      installmentType: flag,
      isSendMessage: flag,
      isIos: flag,
      // the spec's constants: platformType 3 iOS else 2 (1 for a loan), isFree 1, orderType 1, isFormal 1, businessIdInt 1
      platformType: { type: 'integer', enum: [1, 2, 3] },
      isFree: flag,
      orderType: { type: 'integer', enum: [1] },
      isFormal: flag,
      businessIdInt: { type: 'integer', minimum: 1, maximum: 9999 },
      clientOrderKey: { type: 'string', maxLength: 64 },
      loanPlatformId: { type: 'integer', minimum: 1 },
    },
    ['goodsId'],
  ),
}

interface OrderQuery {
  tradeOrderId?: string
  orderId?: string
  orderNo?: string
}

const orderQuerySchema = {
  querystring: params({ tradeOrderId: { type: 'string', maxLength: 64 }, orderId: { type: 'string', maxLength: 20 }, orderNo: { type: 'string', maxLength: 64 } }),
}

/**
 * Order service (ordering-payment.md section 7), prefix /api/order. Token required everywhere; the order's
 * user is always the token's user (a userId parameter is ignored).
 */
export default async function orderRoutes(app: FastifyInstance) {
  /**
   * POST /createOrder, /ty_order_create (CreateOrderPayload) — data {orderId, orderNo, tradeOrderId}; or {goodsChange}
   * when the goods, package, courses or campus changed; or {} for a goods that cannot be bought online.
   */
  const create = async (req: { body: CreateOrderInput; user: { id: number } | null }) => ok(createOrder(app.db, req.user!.id, req.body, app.now()))
  for (const path of ['/createOrder', '/ty_order_create']) {
    app.post<{ Body: CreateOrderInput }>(path, { schema: createOrderSchema, preHandler: app.auth.require }, create)
  }

  /**
   * GET /queryPayGoodsInfo, /queryOrderDetail, /ty_order_detail ?tradeOrderId= (token) — [OrderInfo] (the app reads
   * data[0]). tradeOrderId may also be the orderNo or the numeric orderId; unknown or another user's: 404 订单不存在.
   */
  const detail = async (req: { query: OrderQuery; user: { id: number } | null }) => {
    const ref = req.query.tradeOrderId || req.query.orderNo || req.query.orderId
    if (!ref) throw badRequest('缺少参数订单tradeOrderId')
    const order = findUserOrder(app.db, req.user!.id, ref, app.now())
    if (!order) throw orderNotFound()
    return ok([toOrderInfo(order, app.now())])
  }
  for (const path of ['/queryPayGoodsInfo', '/queryOrderDetail', '/ty_order_detail']) {
    app.get<{ Querystring: OrderQuery }>(path, { schema: orderQuerySchema, preHandler: app.auth.require }, detail)
  }

  /**
   * GET /getOrderList, /getOrderListNewTwo ?page=&pageSize=10&tagStatus= (token) — {page{currentPage,totalPages},
   * orderList, unPayNum}. tagStatus: '' or 0 all, 1 pending payment, 2 pending confirmation, 3 pending study.
   */
  const listSchema = {
    querystring: params({
      page: { type: 'integer', minimum: 1, default: 1 },
      pageSize: { type: 'integer', minimum: 1, maximum: 50, default: ORDER_LIST_PAGE_SIZE },
      tagStatus: { anyOf: [{ type: 'integer', enum: [0, 1, 2, 3] }, { type: 'string', enum: [''] }] },
    }),
  }
  type ListQuery = { page: number; pageSize: number; tagStatus?: number | '' }
  for (const path of ['/getOrderList', '/getOrderListNewTwo']) {
    app.get<{ Querystring: ListQuery }>(path, { schema: listSchema, preHandler: app.auth.require }, async (req) => {
      const { page, pageSize, tagStatus } = req.query
      return ok(listOrders(app.db, req.user!.id, { page, pageSize, tagStatus: tagStatus === '' || tagStatus === undefined ? 0 : tagStatus }, app.now()))
    })
  }
}
