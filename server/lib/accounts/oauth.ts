import type { Database } from 'better-sqlite3'
import type { FastifyInstance } from 'fastify'
import { randomToken, sha256 } from './auth'
import { BizError, Code, badRequest } from '../envelope'
import { coverPath } from '../media/media'
import { OAUTH_MESSAGES } from '../../../contract/messages'

/**
 * Third-party sign-in (docs/spec/content-access.md section 7: "third-party OAuth GETs for access token, refresh and user info").
 * The app's server is the OAuth client: it holds the app's secret and calls the provider's GETs (WeChat's web OAuth
 * shape); the learner's client calls the account service's three GETs, which answer the provider's tokens and, for the
 * user info, a session of this app (or a ticket to bind a phone first). Provider: OAUTH_API_BASE, OAUTH_APPID,
 * OAUTH_SECRET; in the sandbox, the sandbox provider (routes/sandboxOAuth.ts) called in-process.
 */

export const SANDBOX_OAUTH_APPID = 'sbx-oauth-app'
/** Who may sign in at the sandbox provider's page. */
export const SANDBOX_OAUTH_IDENTITIES = [
  { id: 'a', nickname: '沙箱学员甲', avatar: coverPath('oauth-a', 132, 132, { title: '甲', initial: true }) },
  { id: 'b', nickname: '沙箱学员乙', avatar: coverPath('oauth-b', 132, 132, { title: '乙', initial: true }) },
] as const

export const sandboxOpenidFor = (identity: string) => `sbx-o-${sha256(`${SANDBOX_OAUTH_APPID}:${identity}`).slice(0, 20)}`

/** A third-party login ticket is good for 10 minutes and one use. */
export const OAUTH_TICKET_TTL_MS = 10 * 60_000

/** Business code of an expired provider access token (WeChat's errcode): the client refreshes and asks again. */
export const OAUTH_TOKEN_EXPIRED = 42001

export const OAuthMsg = {
  NOT_CONFIGURED: '第三方登录未配置',
  CODE: '授权已失效，请重新授权',
  REFRESH: '授权已过期，请重新授权',
  EXPIRED: '授权令牌已过期',
  TOKEN: '授权令牌无效，请重新授权',
  FAILED: OAUTH_MESSAGES.failed,
  TICKET: '授权已失效，请重新授权',
} as const

export interface OAuthClient {
  /** Stored with each link: links of one provider never answer for another. */
  provider: string
  appid: string
  secret: string
  /** GET `path` (sns/oauth2/access_token, ...) of the provider with `query`; the provider's JSON. */
  call(path: string, query: Record<string, string>): Promise<Record<string, unknown>>
}

/** The sandbox provider, reached in-process (no network). */
export function sandboxOAuthClient(app: FastifyInstance, secret: string): OAuthClient {
  return {
    provider: 'sandbox',
    appid: SANDBOX_OAUTH_APPID,
    secret,
    async call(path, query) {
      const res = await app.inject({ method: 'GET', url: `/sandbox/oauth/${path}?${new URLSearchParams(query)}` })
      return JSON.parse(res.body) as Record<string, unknown>
    },
  }
}

/** A real provider over HTTPS (10 s timeout). */
export function httpOAuthClient(base: string, appid: string, secret: string, provider = 'oauth'): OAuthClient {
  return {
    provider,
    appid,
    secret,
    async call(path, query) {
      const res = await fetch(`${base.replace(/\/$/, '')}/${path}?${new URLSearchParams(query)}`, { signal: AbortSignal.timeout(10_000) })
      return (await res.json()) as Record<string, unknown>
    },
  }
}

export interface ProviderTokens {
  accessToken: string
  refreshToken: string
  openid: string
  expiresIn: number
  scope: string
}

/** The provider's {errcode} as this service's message (42001 keeps its code, so the client knows to refresh). */
function providerError(json: Record<string, unknown>, fallback: string): BizError {
  const code = Number(json.errcode)
  if (code === OAUTH_TOKEN_EXPIRED) return new BizError(OAUTH_TOKEN_EXPIRED, OAuthMsg.EXPIRED)
  if (code === 40029 || code === 40163) return badRequest(OAuthMsg.CODE)
  if (code === 40030 || code === 42002) return badRequest(OAuthMsg.REFRESH)
  if (code === 40001 || code === 40003 || code === 40014) return badRequest(OAuthMsg.TOKEN)
  return badRequest(fallback)
}

async function ask(client: OAuthClient | null, path: string, query: Record<string, string>, fallback: string) {
  if (!client) throw new BizError(Code.NOT_CONFIGURED, OAuthMsg.NOT_CONFIGURED)
  let json: Record<string, unknown>
  try {
    json = await client.call(path, query)
  } catch {
    throw badRequest(OAuthMsg.FAILED)
  }
  if (json.errcode !== undefined && Number(json.errcode) !== 0) throw providerError(json, fallback)
  return json
}

const tokens = (json: Record<string, unknown>): ProviderTokens => ({
  accessToken: String(json.access_token ?? ''),
  refreshToken: String(json.refresh_token ?? ''),
  openid: String(json.openid ?? ''),
  expiresIn: Number(json.expires_in ?? 0),
  scope: String(json.scope ?? ''),
})

export async function exchangeCode(client: OAuthClient | null, code: string): Promise<ProviderTokens> {
  const q = { appid: client?.appid ?? '', secret: client?.secret ?? '', code, grant_type: 'authorization_code' }
  return tokens(await ask(client, 'sns/oauth2/access_token', q, OAuthMsg.CODE))
}

export async function refreshTokens(client: OAuthClient | null, refreshToken: string): Promise<ProviderTokens> {
  const q = { appid: client?.appid ?? '', grant_type: 'refresh_token', refresh_token: refreshToken }
  return tokens(await ask(client, 'sns/oauth2/refresh_token', q, OAuthMsg.REFRESH))
}

export interface ProviderProfile {
  openid: string
  nickname: string
  avatar: string
}

export async function providerProfile(client: OAuthClient | null, accessToken: string, openid: string): Promise<ProviderProfile> {
  const json = await ask(client, 'sns/userinfo', { access_token: accessToken, openid, lang: 'zh_CN' }, OAuthMsg.TOKEN)
  return { openid: String(json.openid ?? ''), nickname: String(json.nickname ?? ''), avatar: String(json.headimgurl ?? '') }
}

export function linkedUserId(db: Database, provider: string, openid: string): number | undefined {
  return (db.prepare('SELECT user_id FROM oauth_links WHERE provider = ? AND openid = ?').get(provider, openid) as { user_id: number } | undefined)?.user_id
}

/** Providers the user's account is linked to, by name. */
export function linkedProviders(db: Database, userId: number): string[] {
  return (db.prepare('SELECT provider FROM oauth_links WHERE user_id = ? ORDER BY provider').all(userId) as { provider: string }[]).map((r) => r.provider)
}

export function linkOAuth(db: Database, provider: string, openid: string, userId: number, now: number): void {
  db.prepare('INSERT OR IGNORE INTO oauth_links (provider, openid, user_id, created_at) VALUES (?, ?, ?, ?)').run(provider, openid, userId, now)
}

export function createOAuthTicket(db: Database, provider: string, openid: string, now: number): string {
  const ticket = randomToken()
  db.prepare('INSERT INTO oauth_login_tickets (ticket_hash, provider, openid, created_at, expires_at) VALUES (?, ?, ?, ?, ?)').run(
    sha256(ticket),
    provider,
    openid,
    now,
    now + OAUTH_TICKET_TTL_MS,
  )
  return ticket
}

/** The third-party account of a live ticket (marked used), or throws 授权已失效. */
export function consumeOAuthTicket(db: Database, ticket: string, now: number): { provider: string; openid: string } {
  const hash = sha256(ticket)
  const row = db.prepare('SELECT provider, openid, expires_at, used_at FROM oauth_login_tickets WHERE ticket_hash = ?').get(hash) as
    | { provider: string; openid: string; expires_at: number; used_at: number | null }
    | undefined
  if (!row || row.used_at !== null || row.expires_at <= now) throw badRequest(OAuthMsg.TICKET)
  db.prepare('UPDATE oauth_login_tickets SET used_at = ? WHERE ticket_hash = ?').run(now, hash)
  return { provider: row.provider, openid: row.openid }
}

/** Whether a ticket is live, without using it (checked before the phone's code is spent). */
export function oauthTicketLive(db: Database, ticket: string, now: number): boolean {
  const row = db.prepare('SELECT expires_at, used_at FROM oauth_login_tickets WHERE ticket_hash = ?').get(sha256(ticket)) as
    | { expires_at: number; used_at: number | null }
    | undefined
  return !!row && row.used_at === null && row.expires_at > now
}
