import { Type } from '@sinclair/typebox'
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import type { FastifyInstance } from 'fastify'
import type { OAuthTokens, OAuthUserInfoResult } from '../../contract/account'
import { ok } from '../lib/envelope'
import { createOAuthTicket, exchangeCode, linkedUserId, providerProfile, refreshTokens } from '../lib/accounts/oauth'
import { findUserById, recordLogin, toLoginResult } from '../lib/accounts/users'
import { params } from '../lib/validation'
import { routesOf } from '../lib/routeTable'

const token = (msg: string) => Type.String({ minLength: 1, maxLength: 256, pattern: '^[\\x21-\\x7e]+$', 'x-msg': msg })

/**
 * The account service's third-party OAuth GETs (prefix /api/account/oauth): the provider's access token for an
 * authorisation code, its refresh, and the user info, which ends in a session of this app (lib/accounts/oauth.ts).
 */
export default async function oauthRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>()
  /** GET accessToken?code= — the provider's tokens for the code its page returned. data: OAuthTokens. */
  for (const { method, url } of routesOf(app, 'oauthAccessToken')) app[method](
    url,
    { schema: { querystring: params({ code: token('缺少授权码code') }) } },
    async (req) => ok<OAuthTokens>(await exchangeCode(app.oauth, req.query.code)),
  )

  /** GET refreshToken?refreshToken= — a new access token when the last one expired. data: OAuthTokens. */
  for (const { method, url } of routesOf(app, 'oauthRefreshToken')) app[method](
    url,
    { schema: { querystring: params({ refreshToken: token('缺少刷新令牌refreshToken') }) } },
    async (req) => ok<OAuthTokens>(await refreshTokens(app.oauth, req.query.refreshToken)),
  )

  /**
   * GET userInfo?accessToken=&openid= — the provider's profile; a linked account gets a session
   * ({needPhone:false, ...LoginResult}), an unknown one a ticket to bind a phone with (loginAndRegister oauthTicket).
   * Code 42001 when the access token has expired: refresh and ask again.
   */
  for (const { method, url } of routesOf(app, 'oauthUserInfo')) app[method](
    url,
    { schema: { querystring: params({ accessToken: token('缺少访问令牌accessToken'), openid: token('缺少openid') }) } },
    async (req) => {
      const profile = await providerProfile(app.oauth, req.query.accessToken, req.query.openid)
      const provider = app.oauth!.provider
      const now = app.now()
      const userId = linkedUserId(app.db, provider, profile.openid)
      const user = userId === undefined ? undefined : findUserById(app.db, userId)
      let result: OAuthUserInfoResult
      if (user) {
        recordLogin(app.db, user.id, now)
        result = { needPhone: false, nickname: profile.nickname, avatar: profile.avatar, ...toLoginResult(user, app.auth.issue(user.id)) }
      } else {
        result = { needPhone: true, loginTicket: createOAuthTicket(app.db, provider, profile.openid, now), nickname: profile.nickname, avatar: profile.avatar }
      }
      return ok(result)
    },
  )
}
