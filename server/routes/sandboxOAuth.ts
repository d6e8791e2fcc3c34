import type { FastifyInstance, FastifyReply } from 'fastify'
import { safeReturnUrl } from '../lib/origins'
import { createAuthCode, findAuthCode, findToken, issueTokens, revokeToken, useAuthCode, type TokenKind } from '../lib/sandbox/oauthProvider'
import { esc, messagePage, page } from '../lib/sandbox/sandboxPages'
import { SANDBOX_OAUTH_APPID, SANDBOX_OAUTH_IDENTITIES, sandboxOpenidFor } from '../lib/accounts/oauth'

type Fields = Record<string, string | undefined>

/**
 * The sandbox third-party OAuth provider (prefix /sandbox/oauth, sandbox only), shaped like WeChat's web OAuth:
 * an authorisation page that returns to the app with ?code=&state=, and the provider's GETs for an access token
 * (sns/oauth2/access_token), its refresh (sns/oauth2/refresh_token) and the user's profile (sns/userinfo), answering
 * WeChat's JSON ({access_token, expires_in, refresh_token, openid, scope} or {errcode, errmsg}). Codes live 5 minutes
 * and work once; access tokens 2 hours (or are born expired when the page's box is ticked, to try the refresh);
 * refresh tokens 30 days (lib/sandbox/oauthProvider.ts). Only the app's server calls the GETs: they need the app's secret.
 */
export default async function sandboxOAuthRoutes(app: FastifyInstance) {
  const html = (reply: FastifyReply, body: string, status = 200) => reply.code(status).type('text/html; charset=utf-8').send(body)
  const err = (errcode: number, errmsg: string) => ({ errcode, errmsg })
  const appOk = (q: Fields) => q.appid === SANDBOX_OAUTH_APPID

  /** GET /authorize?appid&redirect_uri&response_type=code&scope&state — the consent page. */
  app.get<{ Querystring: Fields }>('/authorize', async (req, reply) => {
    const q = req.query
    if (!appOk(q)) return html(reply, messagePage('授权失败', '应用不存在'), 400)
    if (typeof q.redirect_uri !== 'string' || !safeReturnUrl(q.redirect_uri, app.publicOrigins)) return html(reply, messagePage('授权失败', '回跳地址不正确'), 400)
    const hidden = ['appid', 'redirect_uri', 'state'].map((k) => `<input type="hidden" name="${k}" value="${esc(q[k] ?? '')}">`).join('')
    const choices = SANDBOX_OAUTH_IDENTITIES.map(
      (who, i) => `<label style="display:block;padding:6px 0"><input type="radio" name="identity" value="${esc(who.id)}"${i === 0 ? ' checked' : ''}> ${esc(who.nickname)}</label>`,
    ).join('')
    return html(
      reply,
      page(
        '授权登录',
        `<h1>会计学堂 申请使用你的账号信息</h1><p class="muted">获取你的昵称和头像，用于登录会计学堂</p>
<form method="post" action="/sandbox/oauth/authorize">${hidden}<p>以下列身份授权：</p>${choices}
<label style="display:block;padding:6px 0"><input type="checkbox" name="expired" value="1"> 令牌立即过期（检验刷新）</label>
<button type="submit" class="primary" name="decision" value="allow">允许</button>
<button type="submit" class="plain" name="decision" value="deny">拒绝</button></form>`,
      ),
    )
  })

  /** POST /authorize (form) — allow: 302 redirect_uri?code=&state=; deny: 302 redirect_uri?error=access_denied&state=. */
  app.post<{ Body: Fields }>('/authorize', async (req, reply) => {
    const b = req.body ?? {}
    if (!appOk(b)) return html(reply, messagePage('授权失败', '应用不存在'), 400)
    const target = b.redirect_uri
    if (typeof target !== 'string' || !safeReturnUrl(target, app.publicOrigins)) return html(reply, messagePage('授权失败', '回跳地址不正确'), 400)
    const url = new URL(target, 'http://relative.invalid')
    if (b.decision === 'allow') {
      const who = SANDBOX_OAUTH_IDENTITIES.find((w) => w.id === b.identity) ?? SANDBOX_OAUTH_IDENTITIES[0]
      url.searchParams.set('code', createAuthCode(app.db, sandboxOpenidFor(who.id), b.expired === '1', app.now()))
    } else {
      url.searchParams.set('error', 'access_denied')
    }
    url.searchParams.set('state', b.state ?? '')
    const back = url.origin === 'http://relative.invalid' ? url.pathname + url.search : url.toString()
    return reply.redirect(back, 302)
  })

  const issue = (openid: string, accessExpired: boolean) => issueTokens(app.db, openid, accessExpired, app.now())
  const token = (value: unknown, kind: TokenKind) => (typeof value === 'string' && value.length <= 128 ? findToken(app.db, value, kind) : undefined)
  const secretOk = (q: Fields) => appOk(q) && typeof q.secret === 'string' && q.secret === app.oauth?.secret

  /** GET /sns/oauth2/access_token?appid&secret&code&grant_type=authorization_code */
  app.get<{ Querystring: Fields }>('/sns/oauth2/access_token', async (req) => {
    const q = req.query
    if (!secretOk(q)) return err(40125, 'invalid appsecret')
    if (q.grant_type !== 'authorization_code') return err(40002, 'invalid grant_type')
    if (typeof q.code !== 'string' || q.code.length > 128) return err(40029, 'invalid code')
    const now = app.now()
    const row = findAuthCode(app.db, q.code)
    if (!row || row.used_at !== null || now >= row.expires_at) return err(40029, 'invalid code')
    useAuthCode(app.db, q.code, now)
    return issue(row.openid, row.expired === 1)
  })

  /** GET /sns/oauth2/refresh_token?appid&grant_type=refresh_token&refresh_token — a new access token (and refresh token). */
  app.get<{ Querystring: Fields }>('/sns/oauth2/refresh_token', async (req) => {
    const q = req.query
    if (!appOk(q)) return err(40013, 'invalid appid')
    if (q.grant_type !== 'refresh_token') return err(40002, 'invalid grant_type')
    const row = token(q.refresh_token, 'refresh')
    if (!row || row.revoked_at !== null) return err(40030, 'invalid refresh_token')
    if (app.now() >= row.expires_at) return err(42002, 'refresh_token expired')
    revokeToken(app.db, q.refresh_token!, app.now())
    return issue(row.openid, false)
  })

  /** GET /sns/userinfo?access_token&openid — the profile the learner agreed to share. */
  app.get<{ Querystring: Fields }>('/sns/userinfo', async (req) => {
    const q = req.query
    const row = token(q.access_token, 'access')
    if (!row || row.revoked_at !== null) return err(40001, 'invalid credential, access_token is invalid')
    if (app.now() >= row.expires_at) return err(42001, 'access_token expired')
    if (q.openid !== row.openid) return err(40003, 'invalid openid')
    const who = SANDBOX_OAUTH_IDENTITIES.find((w) => sandboxOpenidFor(w.id) === row.openid)!
    return { openid: row.openid, nickname: who.nickname, sex: 0, headimgurl: who.avatar, unionid: `sbx-union-${row.openid.slice(-12)}` }
  })
}
