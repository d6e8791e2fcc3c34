import { Type, type Static } from '@sinclair/typebox'
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { ContractUserUpdate } from '../../contract/payment'
import {
  contractNotFound, contractOfOrder, markContractGenerated, signContract, toContractUserInfo, unsignedContracts, updateContractUser, userContract,
  type ContractRow,
} from '../lib/orders/contracts'
import { badRequest, ok } from '../lib/envelope'
import { requireUserOrder } from '../lib/orders/orders'
import { idSchema, intEnum, params, str } from '../lib/validation'
import { ContractUserUpdateSchema } from '../../contract/schemas/contract'
import { routesOf } from '../lib/routeTable'

const id = Type.Optional(idSchema)
const refProps = { orderId: id, tradeOrderId: Type.Optional(str(64)), contractRecordId: id, queryType: Type.Optional(Type.Integer()) }
const RefSchema = params(refProps)
type Ref = Static<typeof RefSchema>

/**
 * Enrolment agreements (docs/spec/ordering-payment.md sections 3, 5, 7), prefix /api/order, token required.
 * ty_* calls answer GET (query) and POST (body); the section 7 contract calls are POST JSON under
 * /order/api/contract/app/. Signing itself happens on the sandbox sign page (routes/sandbox.ts).
 */
export default async function contractRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>()
  const auth = { preHandler: app.auth.require }

  const orderOf = (req: FastifyRequest, ref: Ref) => {
    if (!ref.orderId && !ref.tradeOrderId) throw badRequest('缺少参数订单orderId')
    return requireUserOrder(app.db, req.user!.id, ref.orderId ?? ref.tradeOrderId, app.now())
  }
  /** The record named by contractRecordId, or the order's record. */
  const recordOf = (req: FastifyRequest, ref: Ref): ContractRow => {
    const c = ref.contractRecordId ? userContract(app.db, req.user!.id, ref.contractRecordId) : contractOfOrder(app.db, orderOf(req, ref).id)
    if (!c) throw contractNotFound()
    return c
  }
  const signTarget = (req: FastifyRequest, c: ContractRow) => ({
    // The school site's page gets a short-lived ticket for this record, never the session token.
    signUrl: `/sandbox/contract/sign?contractRecordId=${c.id}&ticket=${app.tickets.issue('contract-sign', c.id, req.user!.id)}`,
  })
  const update = (req: FastifyRequest, body: ContractUserUpdate) => signTarget(req, updateContractUser(app.db, req.user!.id, body, app.now()))

  /**
   * ty_get_contract_userinfo ?orderId=&queryType=1 — ContractUserInfo; contractRecordId null when the order has no
   * record (the app shows the abnormal-agreement alert).
   */
  const getInfo = (req: FastifyRequest, ref: Ref) => {
    const o = orderOf(req, ref)
    return ok(toContractUserInfo(o, contractOfOrder(app.db, o.id)))
  }
  // The spec's "any" method: a GET with the query, a POST with the body.
  for (const { method, url } of routesOf(app, 'ty_get_contract_userinfo')) {
    if (method === 'get') app.get(url, { schema: { querystring: RefSchema }, ...auth }, async (req) => getInfo(req, req.query))
    else app.post(url, { schema: { body: RefSchema }, ...auth }, async (req) => getInfo(req, req.body))
  }

  /** ty_update_contract_userinfo (ContractUserUpdate) — {signUrl} of the sandbox sign page; 400 with the spec's messages. */
  for (const { method, url } of routesOf(app, 'ty_update_contract_userinfo')) {
    if (method === 'get') app.get(url, { schema: { querystring: ContractUserUpdateSchema }, ...auth }, async (req) => ok(update(req, req.query)))
    else app.post(url, { schema: { body: ContractUserUpdateSchema }, ...auth }, async (req) => ok(update(req, req.body)))
  }

  const refSchema = { body: RefSchema }
  /** getUnSignContract {orderId?} — [{contractRecordId, contractId, orderId, orderNo, name, status}] still to sign (22, 25). */
  for (const { method, url } of routesOf(app, 'getUnSignContract')) app[method](url, { schema: refSchema, ...auth }, async (req) =>
    ok(unsignedContracts(app.db, req.user!.id, req.body.orderId)),
  )
  /** updateUserInfo (ContractUserUpdate) — as ty_update_contract_userinfo: {signUrl}. */
  for (const { method, url } of routesOf(app, 'updateUserInfo')) app[method](url, { schema: { body: ContractUserUpdateSchema }, ...auth }, async (req) => ok(update(req, req.body)))
  /** generateContract {contractRecordId} — {generating: true}; info then reports generated true. */
  for (const { method, url } of routesOf(app, 'generateContract')) app[method](url, { schema: refSchema, ...auth }, async (req) => {
    const c = recordOf(req, req.body)
    markContractGenerated(app.db, c.id, app.now())
    return ok({ generating: true })
  })
  /** updateStatus {contractRecordId, status: 23} — the learner signs (22/25 → 23 under review); {status}. */
  for (const { method, url } of routesOf(app, 'updateStatus')) app[method](
    url,
    { schema: { body: params({ ...refProps, status: intEnum([23]) }) }, ...auth },
    async (req) => {
      signContract(app.db, recordOf(req, req.body), app.now())
      return ok({ status: recordOf(req, req.body).status })
    },
  )
  /** info {contractRecordId | orderId} — ContractUserInfo + {generated, contractUrl (the sign page once generated)}. */
  for (const { method, url } of routesOf(app, 'info')) app[method](url, { schema: refSchema, ...auth }, async (req) => {
    const c = recordOf(req, req.body)
    const o = requireUserOrder(app.db, req.user!.id, c.order_id, app.now())
    return ok({ ...toContractUserInfo(o, c), generated: c.generated_at !== null, contractUrl: c.generated_at !== null ? signTarget(req, c).signUrl : null })
  })
  /** getContractStatus {contractRecordId | orderId} — {status}. */
  for (const { method, url } of routesOf(app, 'getContractStatus')) app[method](url, { schema: refSchema, ...auth }, async (req) => ok({ status: recordOf(req, req.body).status }))
}
