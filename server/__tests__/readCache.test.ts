/** lib/readCache.ts: reads kept while the database is unchanged, by this connection or any other. */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import Database from 'better-sqlite3'
import { createReadCache } from '../lib/readCache'

describe('read cache', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'read-cache-'))
  const file = path.join(dir, 'db.sqlite')
  let db: Database.Database
  let other: Database.Database
  beforeAll(() => {
    db = new Database(file)
    db.pragma('journal_mode = WAL')
    db.exec('CREATE TABLE t (id INTEGER PRIMARY KEY, v INTEGER); CREATE TABLE u (id INTEGER PRIMARY KEY); INSERT INTO t VALUES (1, 10)')
    other = new Database(file)
  })
  afterAll(() => {
    db.close()
    other.close()
    fs.rmSync(dir, { recursive: true, force: true })
  })

  it('answers a key from what it kept until any row changes, on this connection or another', () => {
    const cache = createReadCache(db)
    let loads = 0
    const v = () => cache.read('v', () => (loads++, (db.prepare('SELECT v FROM t WHERE id = 1').get() as { v: number }).v))
    expect([v(), v(), loads]).toEqual([10, 10, 1])
    db.prepare('INSERT INTO u DEFAULT VALUES').run() // any table
    expect([v(), loads]).toEqual([10, 2])
    other.prepare('UPDATE t SET v = 11 WHERE id = 1').run()
    expect([v(), v(), loads]).toEqual([11, 11, 3])
    db.prepare('UPDATE t SET v = 12 WHERE id = 1').run()
    expect([v(), loads]).toEqual([12, 4])
    db.prepare('UPDATE t SET v = 13 WHERE id = 2').run() // no row changed
    expect([v(), loads]).toEqual([12, 4])
  })

  it('neither keeps nor answers a read inside a transaction, which may roll back', () => {
    const cache = createReadCache(db)
    const v = () => cache.read('v', () => (db.prepare('SELECT v FROM t WHERE id = 1').get() as { v: number }).v)
    const before = v()
    expect(() =>
      db.transaction(() => {
        db.prepare('UPDATE t SET v = 99 WHERE id = 1').run()
        expect(v()).toBe(99)
        throw new Error('roll back')
      })(),
    ).toThrow('roll back')
    expect(v()).toBe(before)
  })

  it('keeps at most its bound, dropping the oldest key', () => {
    const cache = createReadCache(db, 2)
    const loads: string[] = []
    const read = (k: string) => cache.read(k, () => (loads.push(k), k))
    read('a')
    read('b')
    read('c')
    read('b')
    read('a')
    expect(loads).toEqual(['a', 'b', 'c', 'a'])
  })
})
