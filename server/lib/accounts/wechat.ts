import type { Database } from 'better-sqlite3'
import { MOBILE_RE } from '../validation'
import { randomToken, sha256 } from './auth'

/** A step-1 ticket is good for 10 minutes and one use. */
export const LOGIN_TICKET_TTL_MS = 10 * 60_000

/**
 * Sandbox code-to-session, no network: openid = 'sbx_' + first 24 hex chars of sha256(code).
 * So in sandbox a given code always stands for the same WeChat user (a real code is single-use;
 * reuse it in tests/dev to play a returning user).
 */
export function sandboxOpenid(code: string): string {
  return 'sbx_' + sha256(code).slice(0, 24)
}

/**
 * Sandbox phone resolution of a getPhoneNumber code: a code that is itself a valid mobile is that
 * mobile; anything else maps deterministically to '139' + 8 digits taken from sha256(phoneCode).
 */
export function sandboxPhone(phoneCode: string): string {
  if (MOBILE_RE.test(phoneCode)) return phoneCode
  const n = BigInt('0x' + sha256(phoneCode).slice(0, 16)) % 100_000_000n
  return '139' + n.toString().padStart(8, '0')
}

export function userIdForOpenid(db: Database, openid: string): number | undefined {
  const row = db.prepare('SELECT user_id FROM wechat_links WHERE openid = ?').get(openid) as { user_id: number } | undefined
  return row?.user_id
}

export function linkOpenid(db: Database, openid: string, userId: number, now: number): void {
  db.prepare('INSERT OR IGNORE INTO wechat_links (openid, user_id, created_at) VALUES (?, ?, ?)').run(openid, userId, now)
}

/** Issues a random ticket (stored hashed) remembering the openid until a phone is bound. */
export function createLoginTicket(db: Database, openid: string, now: number): string {
  const ticket = randomToken()
  db.prepare('INSERT INTO wechat_login_tickets (ticket_hash, openid, created_at, expires_at) VALUES (?, ?, ?, ?)').run(
    sha256(ticket),
    openid,
    now,
    now + LOGIN_TICKET_TTL_MS,
  )
  return ticket
}

/** Marks a live ticket used and returns its openid; null when unknown, used or expired. */
export function consumeLoginTicket(db: Database, ticket: string, now: number): string | null {
  return db.transaction(() => {
    const hash = sha256(ticket)
    const row = db
      .prepare('SELECT openid, expires_at, used_at FROM wechat_login_tickets WHERE ticket_hash = ?')
      .get(hash) as { openid: string; expires_at: number; used_at: number | null } | undefined
    if (!row || row.used_at !== null || row.expires_at <= now) return null
    db.prepare('UPDATE wechat_login_tickets SET used_at = ? WHERE ticket_hash = ?').run(now, hash)
    return row.openid
  })()
}

/**
 * Sandbox code-to-session session key of a wx.login code (no network): 16 bytes from sha256('session:' + code),
 * base64 as WeChat sends it. Deterministic, so a test can recompute the user signature of a virtual payment.
 */
export function sandboxSessionKey(code: string): string {
  return Buffer.from(sha256('session:' + code).slice(0, 32), 'hex').toString('base64')
}
