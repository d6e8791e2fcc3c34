import crypto from 'node:crypto'
import Database from 'better-sqlite3'
import { migrate } from '../db/migrate'
import { SEEDS } from '../db/seed'
import { T0 } from './helpers'

const MINE = ['practice', 'knowledge', 'live', 'staff']
const TABLES = [
  'practice_nodes', 'practice_banners', 'practice_categories', 'practice_category_goods', 'practice_teachers', 'practice_node_teachers',
  'practice_videos', 'practice_chapters', 'practice_tips', 'practice_guarantees', 'practice_hot_articles', 'practice_learners',
  'knowledge_tabs', 'knowledge_zones', 'wx_categories', 'audition_categories', 'knowledge_goods', 'knowledge_banners', 'knowledge_floors',
  'knowledge_floor_goods', 'knowledge_shares', 'universities', 'live_sessions', 'live_replays', 'exam_papers', 'exam_records',
  'qw_members', 'qw_bindings', 'qw_customers', 'qw_referrals', 'users',
]

/**
 * Migrates and seeds a fresh database; returns the CPU ms each of the content seed modules took (this process's own
 * time, not the clock's: a machine busy with other processes does not make the seeds look slow).
 */
function seeded(now: number): { db: Database.Database; ms: Record<string, number> } {
  const db = new Database(':memory:')
  db.pragma('foreign_keys = ON')
  migrate(db, () => now)
  const ms: Record<string, number> = {}
  for (const m of SEEDS) {
    const start = process.cpuUsage()
    db.transaction(() => m.run({ db, now }))()
    const used = process.cpuUsage(start)
    ms[m.name] = (used.user + used.system) / 1000
  }
  return { db, ms }
}

const digest = (db: Database.Database) =>
  crypto.createHash('sha256').update(JSON.stringify(TABLES.map((t) => db.prepare(`SELECT * FROM ${t} ORDER BY rowid`).all()))).digest('hex')

describe('practice, knowledge, live and staff seeds', () => {
  it('are registered after the news seed, deterministic for a clock, and fast', () => {
    const names = SEEDS.map((s) => s.name)
    // Right after the news seed (later modules, such as the news feature cards, follow them).
    expect(names.slice(names.indexOf('news') + 1, names.indexOf('news') + 1 + MINE.length)).toEqual(MINE)
    const a = seeded(T0)
    const b = seeded(T0)
    expect(digest(a.db)).toBe(digest(b.db))
    expect(MINE.reduce((sum, n) => sum + Math.min(a.ms[n], b.ms[n]), 0)).toBeLessThan(100)
    expect(a.db.prepare('PRAGMA foreign_key_check').all()).toEqual([])
    a.db.close()
    b.db.close()
  })
})
