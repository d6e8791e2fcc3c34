import crypto from 'node:crypto'
import type { Database } from 'better-sqlite3'
import { sha256 } from './auth'
import { BizError, Code, badRequest } from '../envelope'

/**
 * Codes sent by mail (otpMail, for appEmailPwd): 6 digits, 5 minutes, 5 tries, a new one after 60 s, and budgets per
 * client address and overall, like the SMS codes (lib/accounts/otp.ts). The sandbox provider keeps an outbox that only this
 * machine can read (GET /dev/mail, like /dev/otp).
 */

export const MAIL_RESEND_MS = 60_000
export const MAIL_TTL_MS = 5 * 60_000
export const MAIL_MAX_TRIES = 5

export const MailMsg = {
  NONE: '请先获取邮箱验证码',
  EXPIRED: '邮箱验证码已过期，请重新获取',
  WRONG: '邮箱验证码错误',
  TOO_MANY_TRIES: '邮箱验证码错误次数过多，请重新获取',
  tooFrequent: (seconds: number) => `邮件发送过于频繁，请${seconds}秒后再试`,
  CLIENT_BUDGET: '获取邮箱验证码次数过多，请稍后再试',
  NOT_BOUND: '该邮箱未绑定会计学堂账号',
} as const

/** Mails one client address may ask for in an hour. */
export const MAIL_PER_IP_PER_HOUR = 20

export interface SentMail {
  to: string
  subject: string
  text: string
  sentAt: number
}

export interface MailProvider {
  readonly name: string
  /** Throws on failure; the caller then forgets the code. */
  send(mail: SentMail): Promise<void>
}

interface InfoLogger {
  info(msg: string): void
}

/** Sandbox provider: sends nothing, logs that a mail went (not its code) and keeps the last 200 in an outbox. */
export class SandboxMailProvider implements MailProvider {
  readonly name = 'sandbox'
  private readonly outbox: SentMail[] = []

  constructor(private readonly log: InfoLogger) {}

  async send(mail: SentMail): Promise<void> {
    this.outbox.push(mail)
    if (this.outbox.length > 200) this.outbox.shift()
    this.log.info(`[sandbox-mail] to ${mail.to}: ${mail.subject} (GET /dev/mail?email=${encodeURIComponent(mail.to)})`)
  }

  /** The mails sent to `to`, newest first. */
  mailsTo(to: string): SentMail[] {
    const want = to.trim().toLowerCase()
    return this.outbox.filter((m) => m.to === want).reverse()
  }
}

/** Used when sandbox is off: no real mail integration exists in this project. */
export class UnconfiguredMailProvider implements MailProvider {
  readonly name = 'unconfigured'

  async send(): Promise<void> {
    throw new BizError(Code.NOT_CONFIGURED, '邮件服务未配置')
  }
}

/** The reset mail's wording. */
export const resetMail = (to: string, code: string, now: number): SentMail => ({
  to,
  subject: '会计学堂找回密码验证码',
  text: `您正在找回会计学堂账号的密码，验证码：${code}，5分钟内有效。如非本人操作，请忽略本邮件。`,
  sentAt: now,
})

const hashCode = (email: string, code: string) => sha256(`mail:${email}:${code}`)

interface MailCodeRow {
  id: number
  code_hash: string
  sent_at: number
  expires_at: number
  tries: number
  used_at: number | null
}

const latest = (db: Database, email: string) =>
  db.prepare('SELECT id, code_hash, sent_at, expires_at, tries, used_at FROM mail_codes WHERE email = ? ORDER BY sent_at DESC, id DESC LIMIT 1').get(email) as MailCodeRow | undefined

/** Records a new code for `email` (lower case) within the resend wait and the client's budget; returns the row and code. */
export function createMailCode(db: Database, email: string, ip: string, now: number): { id: number; code: string } {
  return db.transaction(() => {
    const prev = latest(db, email)
    if (prev && now - prev.sent_at < MAIL_RESEND_MS) throw badRequest(MailMsg.tooFrequent(Math.ceil((prev.sent_at + MAIL_RESEND_MS - now) / 1000)))
    const n = (db.prepare('SELECT COUNT(*) AS n FROM mail_codes WHERE client_ip = ? AND sent_at > ?').get(ip, now - 3600_000) as { n: number }).n
    if (n >= MAIL_PER_IP_PER_HOUR) throw badRequest(MailMsg.CLIENT_BUDGET)
    const code = String(crypto.randomInt(0, 1_000_000)).padStart(6, '0')
    const info = db
      .prepare('INSERT INTO mail_codes (email, code_hash, client_ip, sent_at, expires_at) VALUES (?, ?, ?, ?, ?)')
      .run(email, hashCode(email, code), ip, now, now + MAIL_TTL_MS)
    return { id: Number(info.lastInsertRowid), code }
  })()
}

export function dropMailCode(db: Database, id: number): void {
  db.prepare('DELETE FROM mail_codes WHERE id = ?').run(id)
}

/** Checks a mail code against the newest one sent to `email` and uses it up (the messages of MailMsg). */
export function verifyMailCode(db: Database, email: string, code: string, now: number): void {
  const row = latest(db, email)
  if (!row || row.used_at !== null) throw badRequest(MailMsg.NONE)
  if (row.tries >= MAIL_MAX_TRIES) throw badRequest(MailMsg.TOO_MANY_TRIES)
  if (now >= row.expires_at) throw badRequest(MailMsg.EXPIRED)
  const want = Buffer.from(row.code_hash)
  const got = Buffer.from(hashCode(email, code))
  if (want.length !== got.length || !crypto.timingSafeEqual(want, got)) {
    db.prepare('UPDATE mail_codes SET tries = tries + 1 WHERE id = ?').run(row.id)
    throw badRequest(MailMsg.WRONG)
  }
  const info = db.prepare('UPDATE mail_codes SET used_at = ? WHERE id = ? AND used_at IS NULL').run(now, row.id)
  if (info.changes !== 1) throw badRequest(MailMsg.NONE)
}
