/**
 * Results of the busiest reads (the order list's counts and page, the article list's count and page) kept while the
 * database has not changed. Before each use the cache reads the database's change stamp in one statement: rows
 * changed on this connection (total_changes(), which also counts a transaction's changes before a rollback) and
 * commits by any other connection, in this process or another (PRAGMA data_version). When either moved, everything
 * kept is dropped. A read inside a transaction is never kept nor answered from the cache.
 *
 * A kept result is shared by every request that asks for it: callers map it to their answer and never change it.
 */
import type { Database, Statement } from 'better-sqlite3'

export const READ_CACHE_ENTRIES = 512

export interface ReadCache {
  /** The kept result of `key`, or `load()`'s (kept while the database is unchanged). */
  read<T>(key: string, load: () => T): T
}

export function createReadCache(db: Database, maxEntries = READ_CACHE_ENTRIES): ReadCache {
  let stampOf: Statement | undefined
  let changes = -1
  let version = -1
  const entries = new Map<string, unknown>()
  return {
    read<T>(key: string, load: () => T): T {
      if (db.inTransaction) return load()
      stampOf ??= db.prepare('SELECT total_changes() AS changes, data_version AS version FROM pragma_data_version')
      const stamp = stampOf.get() as { changes: number; version: number }
      if (stamp.changes !== changes || stamp.version !== version) {
        entries.clear()
        changes = stamp.changes
        version = stamp.version
      }
      if (entries.has(key)) return entries.get(key) as T
      const value = load()
      if (entries.size >= maxEntries) entries.delete(entries.keys().next().value!)
      entries.set(key, value)
      return value
    },
  }
}

const caches = new WeakMap<Database, ReadCache>()

/** The read cache of a database connection (made on first use). */
export function readCacheOf(db: Database): ReadCache {
  let cache = caches.get(db)
  if (!cache) caches.set(db, (cache = createReadCache(db)))
  return cache
}
