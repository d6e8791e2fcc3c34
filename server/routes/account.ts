import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import type { FastifyInstance } from 'fastify'
import type { WeChatLoginResult } from '../../contract/api'
import { BizError, Code, badRequest, ok } from '../lib/envelope'
import { extractToken } from '../lib/accounts/auth'
import { sendNewOtp, verifyOtp } from '../lib/accounts/otp'
import { findOrRegister, findUserById, registerProfileOf, recordLogin, toLoginResult, toUserInfo, type UserRow } from '../lib/accounts/users'
import { bindQwUser, qwMemberOf } from '../lib/staff/staff'
import { orNull, params } from '../lib/validation'
import { LoginPayloadSchema, OtpQuerySchema, WeChatLoginBodySchema } from '../../contract/schemas/account'
import { consumeOAuthTicket, linkOAuth, oauthTicketLive, OAuthMsg } from '../lib/accounts/oauth'
import { consumeLoginTicket, createLoginTicket, linkOpenid, sandboxOpenid, sandboxPhone, userIdForOpenid } from '../lib/accounts/wechat'
import { routesOf } from '../lib/routeTable'

const tokenOnly = { querystring: params({}) }

export default async function accountRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>()
  const session = (user: UserRow) => toLoginResult(user, app.auth.issue(user.id))

  /** GET /api/account/getOtp?mobileNo=&type=3 — sends a 6-digit code (valid 5 min, resend after 60 s). data: null. */
  for (const { method, url } of routesOf(app, 'getOtp')) app[method](url, { schema: { querystring: OtpQuerySchema } }, async (req) => {
    const { mobileNo, type } = req.query
    await sendNewOtp(app.db, app.sms, mobileNo, type, app.now(), { ip: req.ip, budget: app.smsBudget })
    return ok(null)
  })

  /**
   * POST /api/account/loginAndRegister (LoginPayload) — checks the code, logs in or registers. data: LoginResult.
   * With oauthTicket (a third-party sign-in's, oauth/userInfo) the third-party account is linked to this one.
   */
  for (const { method, url } of routesOf(app, 'loginAndRegister')) app[method](url, { schema: { body: LoginPayloadSchema } }, async (req) => {
    const b = req.body
    const now = app.now()
    // A third-party sign-in binding this phone: its ticket must be live before the code is spent.
    if (b.oauthTicket && !oauthTicketLive(app.db, b.oauthTicket, now)) throw badRequest(OAuthMsg.TICKET)
    verifyOtp(app.db, b.mobileNo, b.otp, now, b.clientLoginKey)
    const { user } = findOrRegister(app.db, b.mobileNo, registerProfileOf(b), now)
    if (b.oauthTicket) {
      const { provider, openid } = consumeOAuthTicket(app.db, b.oauthTicket, now)
      linkOAuth(app.db, provider, openid, user.id, now)
    }
    return ok(session(user))
  })

  /**
   * POST /api/account/weChatLogin — mini-program login in two steps.
   * Step 1 {code}: a linked openid answers {needPhone:false, ...LoginResult}; else {needPhone:true, loginTicket}.
   * Step 2 {loginTicket, phoneCode}: binds the phone, answers {needPhone:false, ...LoginResult}.
   */
  for (const { method, url } of routesOf(app, 'weChatLogin')) app[method](url, { schema: { body: WeChatLoginBodySchema } }, async (req) => {
    if (!app.sandbox) throw new BizError(Code.NOT_CONFIGURED, '微信登录未配置')
    const { code, loginTicket, phoneCode } = req.body
    const now = app.now()
    let result: WeChatLoginResult

    if (loginTicket) {
      if (!phoneCode) throw badRequest('缺少参数phoneCode')
      const openid = consumeLoginTicket(app.db, loginTicket, now)
      if (!openid) throw badRequest('登录已失效，请重新登录')
      const { user } = findOrRegister(app.db, sandboxPhone(phoneCode), { registerChannelId: 'weapp' }, now)
      linkOpenid(app.db, openid, user.id, now)
      result = { needPhone: false, ...session(user) }
    } else {
      if (!code) throw badRequest('缺少参数code')
      const openid = sandboxOpenid(code)
      const userId = userIdForOpenid(app.db, openid)
      const user = userId === undefined ? undefined : findUserById(app.db, userId)
      if (user) {
        recordLogin(app.db, user.id, now)
        result = { needPhone: false, ...session(user) }
      } else {
        result = { needPhone: true, loginTicket: createLoginTicket(app.db, openid, now) }
      }
    }
    return ok(result)
  })

  /** GET /api/account/userInfo?token=&t= — the token's user. data: UserInfo. */
  for (const { method, url } of routesOf(app, 'userInfo')) app[method](url, { schema: tokenOnly, preHandler: app.auth.require }, async (req) => ok(toUserInfo(req.user!)))

  /**
   * GET /api/account/wxGetUserInfo?token= — QwMember: the token user in the enterprise-messaging directory (found by
   * mobile). Not in the enterprise's group: code 4007 (docs/spec/content-access.md section 7, "treated as false").
   */
  for (const { method, url } of routesOf(app, 'wxGetUserInfo')) app[method](url, { schema: tokenOnly, preHandler: app.auth.require }, async (req) => ok(qwMemberOf(app.db, req.user!)))

  /**
   * GET /api/account/bindingQwUser (token) — QwBinding: binds the token's user (client 2, in the enterprise directory
   * by mobile) and issues a 30-day qw token; client 1: 403, not in the directory: 404. An Account call of the spec
   * (docs/spec/content-access.md section 7), so it answers code 200 as the account service does.
   */
  for (const { method, url } of routesOf(app, 'bindingQwUser')) app[method](url, { schema: tokenOnly, preHandler: app.auth.require }, async (req) => ok(bindQwUser(app.db, req.user!, app.now())))

  /** POST /api/account/logout (token) — revokes that token. Idempotent: answers 200 even for a dead or missing token. */
  for (const { method, url } of routesOf(app, 'logout')) app[method](url, { schema: { querystring: params({}), body: orNull(params({})) } }, async (req) => {
    const token = extractToken(req)
    if (token) app.auth.revoke(token)
    return ok(null)
  })
}
