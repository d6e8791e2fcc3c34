/**
 * The app's error reports (contract/calls/table/report.ts): stored as received, and a per-caller rate limit kept in
 * memory (a reporter in a loop must not fill the database).
 */
import type { Database } from 'better-sqlite3'
import type { ErrorReport } from '../../../contract/report'

/** At most this many reports per caller (IP) per window. */
export const REPORT_RATE = { max: 30, windowMs: 60_000 } as const
/** A report's body above this many bytes is refused with 413 before it is parsed. */
export const REPORT_BODY_LIMIT = 8 * 1024

export function storeReport(db: Database, report: ErrorReport, now: number): number {
  const row = db
    .prepare('INSERT INTO error_reports (kind, message, stack, route, platform, build, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)')
    .run(report.kind, report.message, report.stack ?? null, report.route, report.platform, report.build, now)
  return Number(row.lastInsertRowid)
}

export interface StoredReport extends ErrorReport {
  id: number
  createdAt: number
}

/** The newest reports first (the dev page and the tests read them). */
export function latestReports(db: Database, limit = 20): StoredReport[] {
  return db
    .prepare(
      'SELECT id, kind, message, stack, route, platform, build, created_at AS createdAt FROM error_reports ORDER BY id DESC LIMIT ?',
    )
    .all(limit) as StoredReport[]
}

/** A fixed-window counter per key: `allow(key, now)` is false once the key has had `max` in its window. */
export function createRateLimit({ max, windowMs }: { max: number; windowMs: number }) {
  const windows = new Map<string, { start: number; count: number }>()
  return {
    allow(key: string, now: number): boolean {
      const w = windows.get(key)
      if (!w || now - w.start >= windowMs) {
        if (windows.size > 10_000) windows.clear() // bounded memory under many callers
        windows.set(key, { start: now, count: 1 })
        return true
      }
      w.count += 1
      return w.count <= max
    },
  }
}
