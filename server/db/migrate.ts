import fs from 'node:fs'
import path from 'node:path'
import type { Database } from 'better-sqlite3'

/** Folder of plain SQL migrations named NNN_name.sql, applied in file-name order. */
export const MIGRATIONS_DIR = path.join(__dirname, 'migrations')

export interface MigrationFile {
  version: string
  name: string
  file: string
}

export function listMigrations(dir = MIGRATIONS_DIR): MigrationFile[] {
  return fs
    .readdirSync(dir)
    .filter((f) => /^\d{3,}_[\w-]+\.sql$/.test(f))
    .sort()
    .map((f) => {
      const [, version, name] = /^(\d+)_(.+)\.sql$/.exec(f)!
      return { version, name, file: path.join(dir, f) }
    })
}

/**
 * Applies every migration not yet recorded in `schema_migrations`, each in its own transaction.
 * Returns the versions applied by this call.
 */
export function migrate(db: Database, now: () => number = Date.now, dir = MIGRATIONS_DIR): string[] {
  db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    version    TEXT    PRIMARY KEY,
    name       TEXT    NOT NULL,
    applied_at INTEGER NOT NULL
  )`)
  const done = new Set(
    (db.prepare('SELECT version FROM schema_migrations').all() as { version: string }[]).map((r) => r.version),
  )
  const record = db.prepare('INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)')
  const applied: string[] = []
  for (const m of listMigrations(dir)) {
    if (done.has(m.version)) continue
    const sql = fs.readFileSync(m.file, 'utf8')
    db.transaction(() => {
      db.exec(sql)
      record.run(m.version, m.name, now())
    })()
    applied.push(m.version)
  }
  return applied
}
