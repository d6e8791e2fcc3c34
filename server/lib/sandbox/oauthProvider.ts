/**
 * Records of the sandbox third-party OAuth provider (routes/sandboxOAuth.ts): its authorisation codes and its access
 * and refresh tokens, stored by SHA-256 (the values themselves only ever go to the caller). Codes live 5 minutes and
 * work once; access tokens 2 hours (or are born expired, to try the refresh); refresh tokens 30 days.
 */
import crypto from 'node:crypto'
import type { Database } from 'better-sqlite3'
import { sha256 } from '../accounts/auth'

export const ACCESS_TTL_MS = 2 * 3600_000
export const REFRESH_TTL_MS = 30 * 24 * 3600_000
export const CODE_TTL_MS = 5 * 60_000

export type TokenKind = 'access' | 'refresh'

export interface AuthCodeRow {
  openid: string
  /** 1: the access token it buys is born expired. */
  expired: number
  expires_at: number
  used_at: number | null
}

export interface TokenRow {
  openid: string
  expires_at: number
  revoked_at: number | null
}

/** A new authorisation code for `openid` (valid CODE_TTL_MS). */
export function createAuthCode(db: Database, openid: string, accessExpired: boolean, now: number): string {
  const code = `sbx-oc-${crypto.randomBytes(12).toString('hex')}`
  db.prepare('INSERT INTO sandbox_oauth_codes (code_hash, openid, expired, created_at, expires_at) VALUES (?, ?, ?, ?, ?)').run(
    sha256(code),
    openid,
    accessExpired ? 1 : 0,
    now,
    now + CODE_TTL_MS,
  )
  return code
}

export function findAuthCode(db: Database, code: string): AuthCodeRow | undefined {
  return db.prepare('SELECT openid, expired, expires_at, used_at FROM sandbox_oauth_codes WHERE code_hash = ?').get(sha256(code)) as AuthCodeRow | undefined
}

/** Marks the code used (it works once). */
export function useAuthCode(db: Database, code: string, now: number): void {
  db.prepare('UPDATE sandbox_oauth_codes SET used_at = ? WHERE code_hash = ?').run(now, sha256(code))
}

/** A new access and refresh token pair for `openid`, in WeChat's access_token answer. */
export function issueTokens(db: Database, openid: string, accessExpired: boolean, now: number) {
  const access = `sbx-at-${crypto.randomBytes(16).toString('hex')}`
  const refresh = `sbx-rt-${crypto.randomBytes(16).toString('hex')}`
  const put = db.prepare('INSERT INTO sandbox_oauth_tokens (token_hash, kind, openid, created_at, expires_at) VALUES (?, ?, ?, ?, ?)')
  put.run(sha256(access), 'access', openid, now, accessExpired ? now : now + ACCESS_TTL_MS)
  put.run(sha256(refresh), 'refresh', openid, now, now + REFRESH_TTL_MS)
  return { access_token: access, expires_in: ACCESS_TTL_MS / 1000, refresh_token: refresh, openid, scope: 'snsapi_userinfo' }
}

export function findToken(db: Database, value: string, kind: TokenKind): TokenRow | undefined {
  return db.prepare('SELECT openid, expires_at, revoked_at FROM sandbox_oauth_tokens WHERE token_hash = ? AND kind = ?').get(sha256(value), kind) as
    | TokenRow
    | undefined
}

export function revokeToken(db: Database, value: string, now: number): void {
  db.prepare('UPDATE sandbox_oauth_tokens SET revoked_at = ? WHERE token_hash = ?').run(now, sha256(value))
}
