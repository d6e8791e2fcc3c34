import type { Database } from 'better-sqlite3'
import { badRequest } from '../envelope'

/**
 * Limits on password guessing (loginV1_2): per mobile number, known or not (so the answers tell nobody which numbers
 * have accounts), and per client address. A right password clears the number's failures.
 */
export interface PasswordLimits {
  /** Wrong passwords a number may take within lockMs; the next try waits until the oldest of them is lockMs old. */
  perAccount: number
  lockMs: number
  /** Wrong passwords one client address may send in an hour, over all numbers. */
  perIpPerHour: number
}

export const DEFAULT_PASSWORD_LIMITS: PasswordLimits = { perAccount: 5, lockMs: 15 * 60_000, perIpPerHour: 20 }

export const LimitMsg = {
  wrong: (left: number) => (left > 0 ? `手机号或密码错误，还可尝试${left}次` : '手机号或密码错误'),
  locked: (minutes: number) => `密码错误次数过多，请${minutes}分钟后再试，或使用验证码登录`,
  CLIENT: '登录失败次数过多，请稍后再试',
} as const

const HOUR = 3600_000

function accountFailures(db: Database, mobile: string, since: number): number[] {
  return (db.prepare('SELECT at FROM password_failures WHERE mobile = ? AND at > ? ORDER BY at').all(mobile, since) as { at: number }[]).map((r) => r.at)
}

/** Throws the lock message when this number or this client address may not try now. */
export function assertMayTry(db: Database, limits: PasswordLimits, mobile: string, ip: string, now: number): void {
  const fails = accountFailures(db, mobile, now - limits.lockMs)
  if (fails.length >= limits.perAccount) {
    const until = fails[fails.length - limits.perAccount] + limits.lockMs
    throw badRequest(LimitMsg.locked(Math.max(1, Math.ceil((until - now) / 60_000))))
  }
  const byIp = (db.prepare('SELECT COUNT(*) AS n FROM password_failures WHERE client_ip = ? AND at > ?').get(ip, now - HOUR) as { n: number }).n
  if (byIp >= limits.perIpPerHour) throw badRequest(LimitMsg.CLIENT)
}

/** Records a wrong password and answers the message for it (with the tries left before the lock). */
export function recordFailure(db: Database, limits: PasswordLimits, mobile: string, ip: string, now: number): string {
  db.prepare('INSERT INTO password_failures (mobile, client_ip, at) VALUES (?, ?, ?)').run(mobile, ip, now)
  db.prepare('DELETE FROM password_failures WHERE at < ?').run(now - Math.max(HOUR, limits.lockMs))
  const fails = accountFailures(db, mobile, now - limits.lockMs).length
  return fails >= limits.perAccount ? LimitMsg.locked(Math.ceil(limits.lockMs / 60_000)) : LimitMsg.wrong(limits.perAccount - fails)
}

/** A right password (or a reset) forgets the number's failures. */
export function clearFailures(db: Database, mobile: string): void {
  db.prepare('DELETE FROM password_failures WHERE mobile = ?').run(mobile)
}
