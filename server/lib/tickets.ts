/**
 * Short-lived, single-purpose tickets for URLs that leave the app (the cashier, the loan platform, the agreement's
 * sign and review pages): a link proves who it was issued to without carrying the 30-day session token.
 *
 *   ticket = base64url(JSON {p: purpose, s: subject, u: userId, e: expiry ms}) + '.' + base64url(HMAC-SHA256(key, body))
 *
 * The key is TICKET_SECRET when set, else a random key kept in the database (server_secrets), so tickets survive a
 * restart and no key lives in the repository. The same store keeps the sandbox platforms' signing keys.
 */
import crypto from 'node:crypto'
import type { Database } from 'better-sqlite3'

export type TicketPurpose = 'cashier' | 'loan' | 'contract-sign' | 'contract-review'

export const TICKET_TTL_MS = 30 * 60_000

/** A random secret of the database by name, created on first use; `fromEnv` wins when set. */
export function serverSecret(db: Database, name: string, now: number, fromEnv?: string): string {
  if (fromEnv) return fromEnv
  const row = db.prepare('SELECT value FROM server_secrets WHERE name = ?').get(name) as { value: string } | undefined
  if (row) return row.value
  db.prepare('INSERT OR IGNORE INTO server_secrets (name, value, created_at) VALUES (?, ?, ?)').run(name, crypto.randomBytes(32).toString('base64url'), now)
  return (db.prepare('SELECT value FROM server_secrets WHERE name = ?').get(name) as { value: string }).value
}

const mac = (key: string, body: string) => crypto.createHmac('sha256', key).update(body).digest('base64url')

export function createTickets(key: string, now: () => number) {
  return {
    issue(purpose: TicketPurpose, subject: string | number, userId: number, ttlMs = TICKET_TTL_MS): string {
      const body = Buffer.from(JSON.stringify({ p: purpose, s: String(subject), u: userId, e: now() + ttlMs })).toString('base64url')
      return `${body}.${mac(key, body)}`
    },
    /** The user the ticket was issued to, when it is this purpose's, this subject's, well signed and not expired. */
    verify(ticket: unknown, purpose: TicketPurpose, subject: string | number): number | null {
      if (typeof ticket !== 'string' || ticket.length > 512) return null
      const [body, sig] = ticket.split('.')
      if (!body || !sig) return null
      const want = Buffer.from(mac(key, body))
      const got = Buffer.from(sig)
      if (want.length !== got.length || !crypto.timingSafeEqual(want, got)) return null
      try {
        const t = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as { p?: string; s?: string; u?: number; e?: number }
        if (t.p !== purpose || t.s !== String(subject) || typeof t.u !== 'number' || typeof t.e !== 'number' || t.e <= now()) return null
        return t.u
      } catch {
        return null
      }
    },
  }
}

export type Tickets = ReturnType<typeof createTickets>
