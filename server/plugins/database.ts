/**
 * The SQLite database (better-sqlite3): opened with WAL and synchronous=FULL, each SQL text compiled once, migrated
 * and seeded; `app.db` and the clock `app.now`; closed last when the app closes.
 */
import Database from 'better-sqlite3'
import fp from 'fastify-plugin'
import { migrate } from '../db/migrate'
import { SEEDS, seed } from '../db/seed'
import { hostileSeed } from '../db/seeds/hostile'
import type { BuildAppOptions } from '../appOptions'

/**
 * Statements compiled once per SQL text: route code calls db.prepare() inline, which would compile SQLite's program
 * again on every request. No statement here changes mode (pluck/raw/expand), so sharing one is safe; the cache is
 * bounded for SQL built with values in it.
 */
export function cachePreparedStatements(db: Database.Database, max = 1000): void {
  const prepare = db.prepare.bind(db)
  const cache = new Map<string, Database.Statement>()
  db.prepare = ((sql: string) => {
    let statement = cache.get(sql)
    if (!statement) {
      if (cache.size >= max) cache.clear()
      statement = prepare(sql)
      cache.set(sql, statement)
    }
    return statement
  }) as typeof db.prepare
}

export function openDatabase(file: string, now: () => number, opts: Pick<BuildAppOptions, 'seed' | 'hostileRecords'>): Database.Database {
  const db = new Database(file)
  db.pragma('journal_mode = WAL')
  db.pragma('foreign_keys = ON')
  db.pragma('busy_timeout = 5000')
  // FULL: a commit returns once the log is on disk, so a payment the platform was told is applied survives a power cut
  // (NORMAL, WAL's usual setting, may roll the last commits back). Its cost on writes: docs/performance.md.
  db.pragma('synchronous = FULL')
  cachePreparedStatements(db)
  try {
    migrate(db, now)
    if (opts.seed !== false) seed(db, now, opts.hostileRecords ? [...SEEDS, hostileSeed] : SEEDS)
  } catch (err) {
    db.close()
    throw err
  }
  return db
}

export default fp<{ options: BuildAppOptions }>(async (app, { options }) => {
  const now = options.now ?? Date.now
  const db = openDatabase(options.dbFile ?? ':memory:', now, options)
  app.decorate('db', db)
  app.decorate('now', now)
  // Registered first, so closed last: the plugins after it (the settlement) stop before the database goes.
  app.addHook('onClose', async () => {
    db.close()
  })
}, { name: 'database' })
