import { Type } from '@sinclair/typebox'
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import type { FastifyInstance } from 'fastify'
import { BizError, Code } from '../lib/envelope'
import { pageArgs } from '../lib/listPage'
import { QwMsg, authorizeQw, extractQwToken, forbidden, qwOk, qwTokenUser, qwUserInfo, requireStaff } from '../lib/staff/staff'
import { EDUCATION_TYPES } from '../../contract/education'
import { customerPage, referralPage, referralStatistics } from '../lib/staff/staffLists'
import { orNull, params, str } from '../lib/validation'
import { CustomerListQuerySchema, ReferralListQuerySchema, qwTokenProps } from '../../contract/schemas/staff'
import { routesOf } from '../lib/routeTable'

const qwTokenBody = { body: orNull(params(qwTokenProps)) }

/**
 * Enterprise channel (docs/spec/content-access.md section 7 "Enterprise channel"), prefix /api/qw. Success is code 0. Binding
 * (bindingQwUser, which issues the first qw token) is an Account call: routes/account.ts. Every call needs the user token (401 without);
 * the staff lists also need a live qw token of the same user (header qwToken / qw-token, or qwToken in the query or
 * body): 403 for a learner (client 1), an unbound user, or a missing / expired / another user's qw token.
 */
export default async function qwRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>()
  const db = app.db
  const auth = { preHandler: app.auth.require }

  /** POST /api/open/v1/api/authorization (token) — QwBinding with a new qw token for bound staff. */
  for (const { method, url } of routesOf(app, 'authorization')) app[method](url, { schema: qwTokenBody, ...auth }, async (req) => qwOk(authorizeQw(db, req.user!, app.now())))

  /** POST /api/h5/v1/center/user/info (token; qwToken optional) — QwUserInfo: bind status, showHomeTab, qwTokenValid. */
  for (const { method, url } of routesOf(app, 'center/user/info')) app[method](url, { schema: qwTokenBody, ...auth }, async (req) =>
    qwOk(qwUserInfo(db, req.user!, qwTokenUser(db, extractQwToken(req), app.now()) === req.user!.id)),
  )

  /** GET /api/open/dict/EDUCATION_TYPE/1 — EducationOption[] in data and in result (the spec reads result). */
  for (const { method, url } of routesOf(app, 'dict')) app[method](
    url,
    { schema: { params: Type.Object({ dictType: str(64), status: str(8) }), querystring: params({}) } },
    async (req) => {
      if (req.params.dictType !== 'EDUCATION_TYPE') throw new BizError(Code.NOT_FOUND, QwMsg.DICT_NOT_FOUND)
      const options = EDUCATION_TYPES.map(([value, label]) => ({ value, label }))
      return { ...qwOk(options), result: options }
    },
  )

  /**
   * POST /api/h5/v1/biz/customer/list {currentPage, pageSize, pool 1|2, keyword?, followStatus?, intention?, educationType?}
   * (staff) — Page<QwCustomer> of the caller's customers (pool 1, default) or private-pool leads (pool 2).
   */
  for (const { method, url } of routesOf(app, 'biz/customer/list')) app[method](
    url,
    {
      schema: { body: orNull(CustomerListQuerySchema) },
      ...auth,
    },
    async (req) => {
      const staff = requireStaff(db, req, app.now())
      return qwOk(customerPage(db, staff.user.id, req.body ?? {}, pageArgs(req.body)))
    },
  )

  /** GET /api/h5/v1/record/statistics/:distributorCode (staff) — ReferralStatistics of the caller's own code (else 403). */
  for (const { method, url } of routesOf(app, 'record/statistics')) app[method](
    url,
    { schema: { params: Type.Object({ distributorCode: str(64) }), querystring: params(qwTokenProps) }, ...auth },
    async (req) => {
      const staff = requireStaff(db, req, app.now())
      if (req.params.distributorCode !== staff.binding.distributor_code) throw forbidden(QwMsg.OTHER_DISTRIBUTOR)
      return qwOk(referralStatistics(db, staff.binding.distributor_code, app.now()))
    },
  )

  /** POST /api/h5/v1/record/list {currentPage, pageSize, keyword?, webpageTopic?, startTime?, endTime?} (staff) — Page<ReferralRecord>. */
  for (const { method, url } of routesOf(app, 'record/list')) app[method](
    url,
    {
      schema: { body: orNull(ReferralListQuerySchema) },
      ...auth,
    },
    async (req) => {
      const staff = requireStaff(db, req, app.now())
      return qwOk(referralPage(db, staff.binding.distributor_code, req.body ?? {}, pageArgs(req.body)))
    },
  )
}
