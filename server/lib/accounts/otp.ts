import crypto from 'node:crypto'
import type { Database } from 'better-sqlite3'
import { badRequest } from '../envelope'
import { OTP_TYPE_LOGIN } from '../../../contract/schemas/account'
import { sha256 } from './auth'
import type { SmsProvider } from './sms'

export const OTP_RESEND_MS = 60_000
export const OTP_TTL_MS = 5 * 60_000
export const OTP_MAX_TRIES = 5
/** How long the client that used a code may send the same login again (its answer was lost on the way). */
export const OTP_REPLAY_MS = 2 * 60_000
/** The getOtp and otpSMS types live with the request schemas that accept them. */
export { OTP_TYPE_LOGIN, OTP_TYPE_REGISTER, OTP_TYPE_RESET } from '../../../contract/schemas/account'

export const OtpMsg = {
  NONE: '请先获取验证码',
  EXPIRED: '验证码已过期，请重新获取',
  WRONG: '验证码错误',
  TOO_MANY_TRIES: '验证码错误次数过多，请重新获取',
  tooFrequent: (seconds: number) => `验证码发送过于频繁，请${seconds}秒后再试`,
  CLIENT_BUDGET: '获取验证码次数过多，请稍后再试',
  SERVICE_BUSY: '短信服务繁忙，请稍后再试',
} as const

/** SMS codes one client address may ask for in an hour, and all clients together in a minute. */
export interface SmsBudget {
  perIpPerHour: number
  perMinute: number
}

export const DEFAULT_SMS_BUDGET: SmsBudget = { perIpPerHour: 20, perMinute: 60 }

interface OtpRow {
  id: number
  code_hash: string
  sent_at: number
  expires_at: number
  tries: number
  used_at: number | null
  used_key_hash: string | null
}

const hashCode = (mobile: string, code: string) => sha256(`otp:${mobile}:${code}`)

export const randomOtp = () => String(crypto.randomInt(0, 1_000_000)).padStart(6, '0')

/** The newest code sent to `mobile` (of any purpose, or of `type` only). */
function latest(db: Database, mobile: string, type?: number): OtpRow | undefined {
  const cols = 'id, code_hash, sent_at, expires_at, tries, used_at, used_key_hash'
  return (type === undefined
    ? db.prepare(`SELECT ${cols} FROM otp_codes WHERE mobile = ? ORDER BY sent_at DESC, id DESC LIMIT 1`).get(mobile)
    : db.prepare(`SELECT ${cols} FROM otp_codes WHERE mobile = ? AND type = ? ORDER BY sent_at DESC, id DESC LIMIT 1`).get(mobile, type)) as OtpRow | undefined
}

/**
 * Records a new code for `mobile` unless the previous one (of any purpose) was sent less than 60 s ago
 * (then throws 400 with the seconds left, rounded up). Returns the row id and the code.
 */
export function createOtp(
  db: Database,
  mobile: string,
  type: number,
  now: number,
  client: { ip: string; budget: SmsBudget } = { ip: '', budget: DEFAULT_SMS_BUDGET },
): { id: number; code: string } {
  return db.transaction(() => {
    const prev = latest(db, mobile)
    if (prev && now - prev.sent_at < OTP_RESEND_MS) {
      throw badRequest(OtpMsg.tooFrequent(Math.ceil((prev.sent_at + OTP_RESEND_MS - now) / 1000)))
    }
    const count = (sql: string, ...args: unknown[]) => (db.prepare(sql).get(...args) as { n: number }).n
    if (count('SELECT COUNT(*) AS n FROM otp_codes WHERE client_ip = ? AND sent_at > ?', client.ip, now - 3600_000) >= client.budget.perIpPerHour) {
      throw badRequest(OtpMsg.CLIENT_BUDGET)
    }
    if (count('SELECT COUNT(*) AS n FROM otp_codes WHERE sent_at > ?', now - 60_000) >= client.budget.perMinute) throw badRequest(OtpMsg.SERVICE_BUSY)
    const code = randomOtp()
    const info = db
      .prepare('INSERT INTO otp_codes (mobile, type, code_hash, sent_at, expires_at, client_ip) VALUES (?, ?, ?, ?, ?, ?)')
      .run(mobile, type, hashCode(mobile, code), now, now + OTP_TTL_MS, client.ip)
    return { id: Number(info.lastInsertRowid), code }
  })()
}

/** Forgets a code that could not be sent, so the 60 s wait does not apply to it. */
function dropOtp(db: Database, id: number): void {
  db.prepare('DELETE FROM otp_codes WHERE id = ?').run(id)
}

/** Records a new code (createOtp's checks) and texts it; a code the provider could not send is forgotten. */
export async function sendNewOtp(
  db: Database,
  sms: SmsProvider,
  mobile: string,
  type: number,
  now: number,
  client: { ip: string; budget: SmsBudget },
): Promise<void> {
  const { id, code } = createOtp(db, mobile, type, now, client)
  try {
    await sms.sendOtp(mobile, code)
  } catch (err) {
    dropOtp(db, id)
    throw err
  }
}

const keyHash = (clientKey: string) => sha256(`login-key:${clientKey}`)

const sameHash = (a: string, b: string) => {
  const x = Buffer.from(a)
  const y = Buffer.from(b)
  return x.length === y.length && crypto.timingSafeEqual(x, y)
}

/**
 * Checks `otp` against the newest code of purpose `type` sent to `mobile` (a login code does not register, a register
 * code does not reset a password) and marks it used on success, with the hash of the
 * client's login key (`clientKey`, random per login attempt). Throws 400 with: none/used -> 请先获取验证码;
 * 5 wrong tries already -> too many; expired (now >= sent + 5 min) -> expired; wrong -> 验证码错误 (counts a try).
 * A used code passes again only for the same client key within OTP_REPLAY_MS of its use: the client sends the
 * login again after its answer was lost, and nobody without that key can.
 */
export function verifyOtp(db: Database, mobile: string, otp: string, now: number, clientKey = '', type = OTP_TYPE_LOGIN): void {
  const row = latest(db, mobile, type)
  if (!row) throw badRequest(OtpMsg.NONE)
  const codeMatches = sameHash(hashCode(mobile, otp), row.code_hash)
  if (row.used_at !== null) {
    const replay = clientKey && row.used_key_hash && now - row.used_at < OTP_REPLAY_MS && codeMatches && sameHash(keyHash(clientKey), row.used_key_hash)
    if (replay) return
    throw badRequest(OtpMsg.NONE)
  }
  if (row.tries >= OTP_MAX_TRIES) throw badRequest(OtpMsg.TOO_MANY_TRIES)
  if (now >= row.expires_at) throw badRequest(OtpMsg.EXPIRED)
  if (!codeMatches) {
    db.prepare('UPDATE otp_codes SET tries = tries + 1 WHERE id = ?').run(row.id)
    throw badRequest(OtpMsg.WRONG)
  }
  // Guard on used_at so a code can only ever be consumed once.
  const info = db
    .prepare('UPDATE otp_codes SET used_at = ?, used_key_hash = ? WHERE id = ? AND used_at IS NULL')
    .run(now, clientKey ? keyHash(clientKey) : null, row.id)
  if (info.changes !== 1) throw badRequest(OtpMsg.NONE)
}
