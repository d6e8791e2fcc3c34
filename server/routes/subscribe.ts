import { Type } from '@sinclair/typebox'
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import type { FastifyInstance } from 'fastify'
import { ok } from '../lib/envelope'
import { CHECK_LIMIT, parseLiveIds, reservationsOf, reserveLive, type ReservationSource } from '../lib/live/liveReservation'
import { params } from '../lib/validation'
import { routesOf } from '../lib/routeTable'

const liveId = Type.Integer({ minimum: 1, maximum: 2_147_483_647, 'x-msg': '请传入正确的直播liveId' })
const goodsId = Type.Integer({ ...liveId, 'x-msg': '请传入正确的商品goodsId' })
const liveIds = Type.String({ pattern: `^[1-9]\\d{0,9}(,[1-9]\\d{0,9}){0,${CHECK_LIMIT - 1}}$`, maxLength: 11 * CHECK_LIMIT, 'x-msg': '请传入正确的直播liveIds' })

/**
 * Live reservations, the spec's subscribe calls (docs/spec/content-access.md section 7 "Account": "Subscribe: GET
 * app/subscribeGoods, loginCheckSubscribeGoods, loginAfterSubscribeGoods, loginAfterLiveReservation"), prefix
 * /api/account. All need the token (401 without) and reserve for the token's user only. The spec gives no
 * parameters: the live class is `liveId` (the live list's id); loginAfterSubscribeGoods names it `goodsId`, the
 * subscribe calls' goods. Answers LiveReservation (lib/live/liveReservation.ts); a class not started yet only.
 */
export default async function subscribeRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>()
  const db = app.db
  const auth = { preHandler: app.auth.require }
  const reserve = (userId: number, id: number, source: ReservationSource) => ok(reserveLive(db, userId, id, source, app.now()))

  /** GET /app/subscribeGoods?liveId= (token) — a logged-in learner reserves a live class. */
  for (const { method, url } of routesOf(app, 'subscribeGoods')) app[method](url, { schema: { querystring: params({ liveId }) }, ...auth }, async (req) =>
    reserve(req.user!.id, req.query.liveId, 'direct'),
  )

  /** GET /app/loginCheckSubscribeGoods?liveIds=2,3,4 (token) — LiveReservation[]: which of these the learner reserved. */
  for (const { method, url } of routesOf(app, 'loginCheckSubscribeGoods')) app[method](
    url,
    { schema: { querystring: params({ liveIds }) }, ...auth },
    async (req) => ok(reservationsOf(db, req.user!.id, parseLiveIds(req.query.liveIds))),
  )

  /** GET /app/loginAfterLiveReservation?liveId= (token) — the reservation a guest asked for, made right after the login. */
  for (const { method, url } of routesOf(app, 'loginAfterLiveReservation')) app[method](
    url,
    { schema: { querystring: params({ liveId }) }, ...auth },
    async (req) => reserve(req.user!.id, req.query.liveId, 'login'),
  )

  /** GET /app/loginAfterSubscribeGoods?goodsId= (token) — the same after a login, the class named as the subscribe calls' goods. */
  for (const { method, url } of routesOf(app, 'loginAfterSubscribeGoods')) app[method](
    url,
    { schema: { querystring: params({ goodsId }) }, ...auth },
    async (req) => reserve(req.user!.id, req.query.goodsId, 'login'),
  )
}
