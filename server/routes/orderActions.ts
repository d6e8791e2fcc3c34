import { Type } from '@sinclair/typebox'
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import type { FastifyInstance } from 'fastify'
import { ok } from '../lib/envelope'
import { cancelOrder, deleteOrder, invitorInfo, saveInviteCode, unpaidOrderForSpec } from '../lib/orders/orderActions'
import { changeOrderChoice, couponsForOrder } from '../lib/orders/orderChoice'
import { toOrderInfo } from '../lib/orders/orderRow'
import { idSchema as id, params, str } from '../lib/validation'
import { OrderChoiceBodySchema } from '../../contract/schemas/order'
import { routesOf } from '../lib/routeTable'

const code = Type.Optional(str(32))

/**
 * Order actions (docs/spec/ordering-payment.md sections 4, 7), prefix /api/order, token required; only the token user's orders.
 */
export default async function orderActionRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>()
  const auth = { preHandler: app.auth.require }
  const byId = { querystring: params({ id }) }

  /** GET /cancelOrder?id= — an unpaid state-1 order with nothing paid → {orderId, state 4, orderStatus 14}; else 400. */
  for (const { method, url } of routesOf(app, 'cancelOrder')) app[method](url, { schema: byId, ...auth }, async (req) => {
    const o = cancelOrder(app.db, req.user!.id, req.query.id, app.now())
    return ok({ orderId: o.id, state: o.state, orderStatus: o.order_status })
  })

  /** GET /delOrder?id= — a cancelled or timed-out order leaves lists and details → {orderId, deleted: true}; else 400. */
  for (const { method, url } of routesOf(app, 'delOrder')) app[method](url, { schema: byId, ...auth }, async (req) => {
    deleteOrder(app.db, req.user!.id, req.query.id, app.now())
    return ok({ orderId: req.query.id, deleted: true })
  })

  /** GET /findOrderStatusByUserIdAndSpecificationId?specificationId= — {hasOrder, orderId, state} of an unpaid order. */
  for (const { method, url } of routesOf(app, 'findOrderStatusByUserIdAndSpecificationId')) app[method](
    url,
    { schema: { querystring: params({ specificationId: id }) }, ...auth },
    async (req) => ok(unpaidOrderForSpec(app.db, req.user!.id, req.query.specificationId, app.now())),
  )

  /** GET /couponForOrder?orderId= — Coupon[] the user received that fit the order (read-only). */
  for (const { method, url } of routesOf(app, 'couponForOrder')) app[method](
    url,
    { schema: { querystring: params({ orderId: id }) }, ...auth },
    async (req) => ok(couponsForOrder(app.db, req.user!.id, req.query.orderId, app.now())),
  )

  /**
   * POST /updateOrderChoice {orderId, commodityIdList?, signSchoolId?, couponId? (0: none)} — the updated OrderInfo. Only an
   * unpaid pending order with nothing paid; courses only of a selectable package (exactly chooseNum), a campus only
   * of a goods sold at campuses, a coupon only of couponForOrder.
   */
  for (const { method, url } of routesOf(app, 'updateOrderChoice')) app[method](
    url,
    { schema: { body: OrderChoiceBodySchema }, ...auth },
    async (req) => ok(toOrderInfo(changeOrderChoice(app.db, req.user!.id, req.body, app.now()), app.now())),
  )

  /** GET /order_getInvitorInfo, /queryByInviteCode/v2 ?inviteCode= — {inviteTag, inviteMsg}. */
  for (const { method, url } of [...routesOf(app, 'order_getInvitorInfo'), ...routesOf(app, 'queryByInviteCode/v2')]) {
    app[method](url, { schema: { querystring: params({ inviteCode: code }) }, ...auth }, async (req) =>
      ok(invitorInfo(app.db, req.query.inviteCode)),
    )
  }

  /** POST /order_addInvitedNum {orderId, inviteCode}; GET /tradeOrderExtend/save/v2 ?orderId=&inviteCode= — {saveTag, saveMsg}. */
  const saveSchema = params({ orderId: id, inviteCode: code })
  for (const { method, url } of routesOf(app, 'order_addInvitedNum')) app[method](url, { schema: { body: saveSchema }, ...auth }, async (req) =>
    ok(saveInviteCode(app.db, req.user!.id, req.body.orderId, req.body.inviteCode, app.now())),
  )
  for (const { method, url } of routesOf(app, 'tradeOrderExtend/save/v2')) app[method](url, { schema: { querystring: saveSchema }, ...auth }, async (req) =>
    ok(saveInviteCode(app.db, req.user!.id, req.query.orderId, req.query.inviteCode, app.now())),
  )
}
