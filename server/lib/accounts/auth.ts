import crypto from 'node:crypto'
import type { Database } from 'better-sqlite3'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { BizError, Code, Msg } from '../envelope'
import { findUserById, type UserRow } from './users'

/** Tokens live 30 days from login (fixed, not sliding). */
export const TOKEN_TTL_MS = 30 * 24 * 3600 * 1000

export const sha256 = (s: string) => crypto.createHash('sha256').update(s).digest('hex')

/** 32 random bytes as 64 hex chars. */
export const randomToken = () => crypto.randomBytes(32).toString('hex')

/**
 * Where a request carries its token, first non-empty wins: header `token`, header
 * `Authorization: Bearer <t>`, query `token`, body `token`.
 */
export function extractToken(req: FastifyRequest): string | null {
  const pick = (v: unknown) => (typeof v === 'string' && v.trim() !== '' ? v.trim() : null)
  const header = pick(req.headers.token)
  if (header) return header
  const auth = pick(req.headers.authorization)
  if (auth && /^Bearer\s+/i.test(auth)) {
    const bearer = pick(auth.replace(/^Bearer\s+/i, ''))
    if (bearer) return bearer
  }
  const query = pick((req.query as Record<string, unknown> | undefined)?.token)
  if (query) return query
  const body = req.body
  if (body && typeof body === 'object') return pick((body as Record<string, unknown>).token)
  return null
}

/** Creates a session for the user and returns the raw token (stored only as its SHA-256). */
export function issueToken(db: Database, userId: number, now: number): string {
  const token = randomToken()
  db.prepare('INSERT INTO auth_tokens (token_hash, user_id, created_at, expires_at) VALUES (?, ?, ?, ?)').run(
    sha256(token),
    userId,
    now,
    now + TOKEN_TTL_MS,
  )
  return token
}

/** The user of a live token, or null when unknown, revoked or expired (expires_at <= now). */
export function userForToken(db: Database, token: string, now: number): UserRow | null {
  const row = db
    .prepare('SELECT user_id, expires_at, revoked_at FROM auth_tokens WHERE token_hash = ?')
    .get(sha256(token)) as { user_id: number; expires_at: number; revoked_at: number | null } | undefined
  if (!row || row.revoked_at !== null || row.expires_at <= now) return null
  return findUserById(db, row.user_id) ?? null
}

/** Revokes a token; true when it was live. */
export function revokeToken(db: Database, token: string, now: number): boolean {
  const info = db
    .prepare('UPDATE auth_tokens SET revoked_at = ? WHERE token_hash = ? AND revoked_at IS NULL AND expires_at > ?')
    .run(now, sha256(token), now)
  return info.changes > 0
}

/**
 * The auth helper decorated on the app as `app.auth`. Use as route preHandlers:
 *   { preHandler: app.auth.require }  -> request.user set, or code 401
 *   { preHandler: app.auth.optional } -> request.user set or null (guests allowed)
 * or call app.auth.user(request) inside a handler.
 */
export function createAuth(app: FastifyInstance) {
  const user = (req: FastifyRequest): UserRow => {
    const token = extractToken(req)
    if (!token) throw new BizError(Code.UNAUTHORIZED, Msg.NOT_LOGGED_IN)
    const u = userForToken(app.db, token, app.now())
    if (!u) throw new BizError(Code.UNAUTHORIZED, Msg.TOKEN_EXPIRED)
    return u
  }
  return {
    user,
    async require(req: FastifyRequest) {
      req.user = user(req)
    },
    async optional(req: FastifyRequest) {
      const token = extractToken(req)
      req.user = token ? userForToken(app.db, token, app.now()) : null
    },
    issue: (userId: number) => issueToken(app.db, userId, app.now()),
    revoke: (token: string) => revokeToken(app.db, token, app.now()),
  }
}

export type AuthHelper = ReturnType<typeof createAuth>
