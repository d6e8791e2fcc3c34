import type { Database } from 'better-sqlite3'
import { catalogueSeed } from './seeds/catalogue'
import { newsFeatureCardsSeed, newsSeed } from './seeds/news'
import { practiceSeed } from './seeds/practice'
import { knowledgeSeed } from './seeds/knowledge'
import { liveSeed } from './seeds/live'
import { staffSeed } from './seeds/staff'
import { ordersSeed, refundSeed } from './seeds/orders'
import type { SeedModule } from './seeds/types'

export type { SeedContext, SeedModule } from './seeds/types'

/** Realistic learners for local development and demos. Log in with any of them through getOtp + /dev/otp. */
export const usersSeed: SeedModule = {
  name: 'users',
  run({ db, now }) {
    const insert = db.prepare(
      `INSERT OR IGNORE INTO users (mobile, nick_name, user_client, register_channel_id, client_type, business_id, race_track, created_at)
       VALUES (?, ?, ?, 'h5', 1, 'kuaiji', 0, ?)`,
    )
    const day = 24 * 3600 * 1000
    const learners: [mobile: string, nick: string, client: 1 | 2, ageDays: number][] = [
      ['13800138000', '8000', 1, 120],
      ['13900139000', '9000', 2, 300],
      ['13700137000', '7000', 1, 45],
      ['15800158000', '8000', 1, 12],
      ['18600186000', '6000', 1, 3],
    ]
    for (const [mobile, nick, client, ageDays] of learners) insert.run(mobile, nick, client, now - ageDays * day)
  },
}

/** E-mail addresses of three seeded learners (password reset by mail; the sandbox outbox is GET /dev/mail). */
export const accountEmailsSeed: SeedModule = {
  name: 'account-emails',
  run({ db }) {
    const set = db.prepare('UPDATE users SET email = ? WHERE mobile = ? AND email IS NULL')
    for (const mobile of ['13800138000', '13900139000', '13700137000']) set.run(`learner${mobile.slice(-4)}@example.com`, mobile)
  },
}

/**
 * Seed modules in the order they run. Later features append theirs here (catalogue, orders, articles, ...).
 * Each module runs once per database: its name is recorded in `seed_runs`, so a module added later
 * still reaches an existing dev database, and re-running never duplicates rows. Write modules with
 * INSERT OR IGNORE / natural keys so they stay harmless on a database that already holds data.
 */
export const SEEDS: SeedModule[] = [usersSeed, accountEmailsSeed, catalogueSeed, ordersSeed, refundSeed, newsSeed, practiceSeed, knowledgeSeed, liveSeed, staffSeed, newsFeatureCardsSeed]

/** Runs the seed modules not yet recorded. Returns the names applied by this call. */
export function seed(db: Database, now: () => number = Date.now, modules: SeedModule[] = SEEDS): string[] {
  const done = new Set((db.prepare('SELECT name FROM seed_runs').all() as { name: string }[]).map((r) => r.name))
  const record = db.prepare('INSERT INTO seed_runs (name, applied_at) VALUES (?, ?)')
  const applied: string[] = []
  for (const m of modules) {
    if (done.has(m.name)) continue
    db.transaction(() => {
      m.run({ db, now: now() })
      record.run(m.name, now())
    })()
    applied.push(m.name)
  }
  return applied
}
