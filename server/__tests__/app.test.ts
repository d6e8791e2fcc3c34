import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import zlib from 'node:zlib'
import Database from 'better-sqlite3'
import { buildApp } from '../app'
import { cachePreparedStatements } from '../plugins/database'
import { listMigrations, migrate } from '../db/migrate'
import { SEEDS, seed } from '../db/seed'
import { makeApp, type TestApp } from './helpers'

describe('app basics', () => {
  let t: TestApp
  beforeEach(async () => {
    t = await makeApp()
  })
  afterEach(() => t.app.close())

  it('GET /health', async () => {
    const res = await t.get('/health?t=1')
    expect(res.status).toBe(200)
    expect(res.body).toEqual({ code: 200, msg: 'ok', data: { uptime: expect.any(Number) } })
  })

  it('unknown routes answer HTTP 404 with the envelope', async () => {
    for (const url of ['/api/account/nope', '/api/nothing', '/whatever']) {
      const res = await t.get(url)
      expect(res.status).toBe(404)
      expect(res.body).toEqual({ code: 404, msg: '接口不存在', data: null })
    }
  })

  it('uncaught errors answer HTTP 500 with 服务器开小差了', async () => {
    const app = await buildApp({ dbFile: ':memory:' })
    app.get('/api/test/boom', async () => {
      throw new Error('kaboom')
    })
    const res = await app.inject({ url: '/api/test/boom' })
    expect(res.statusCode).toBe(500)
    expect(res.json()).toEqual({ code: 500, msg: '服务器开小差了', data: null })
    await app.close()
  })

  it('malformed JSON answers HTTP 400 with the envelope', async () => {
    const res = await t.post('/api/account/loginAndRegister', '{nope', { 'content-type': 'application/json' })
    expect(res.status).toBe(400)
    expect(res.body).toEqual({ code: 400, msg: '请求格式不正确', data: null })
  })

  it('schema validation answers code 400 with a Chinese message naming the field', async () => {
    expect((await t.get('/api/account/getOtp?mobileNo=13800138000&type=3&t=abc')).body).toEqual({ code: 400, msg: '参数时间戳t类型不正确', data: null })
    expect((await t.post('/api/account/loginAndRegister', { mobileNo: '13800138000', otp: '123456', nickName: 'n'.repeat(40) })).body).toEqual({
      code: 400,
      msg: '参数昵称过长',
      data: null,
    })
    expect((await t.post('/api/account/loginAndRegister', [1, 2])).body).toEqual({ code: 400, msg: '请求体格式不正确', data: null })
  })

  it('/dev/otp gives the latest code, or 没有验证码', async () => {
    expect((await t.get('/dev/otp?mobileNo=13800138000')).body).toEqual({ code: 404, msg: '没有验证码', data: null })
    await t.get('/api/account/getOtp?mobileNo=13800138000&type=3')
    expect((await t.get('/dev/otp?mobileNo=13800138000')).body).toEqual({ code: 200, msg: 'ok', data: { otp: expect.stringMatching(/^\d{6}$/) } })
    expect((await t.get('/dev/otp?mobileNo=123')).body.msg).toBe('请输入正确的手机号')
  })

  it('with sandbox off: /dev is unknown and getOtp answers 503', async () => {
    const off = await makeApp({ sandbox: false })
    try {
      const dev = await off.get('/dev/otp?mobileNo=13800138000')
      expect(dev.status).toBe(404)
      expect(dev.body).toEqual({ code: 404, msg: '接口不存在', data: null })
      expect((await off.get('/api/account/getOtp?mobileNo=13800138000&type=3')).body).toEqual({ code: 503, msg: '短信服务未配置', data: null })
      // the failed send does not start the 60 s wait
      expect((await off.get('/api/account/getOtp?mobileNo=13800138000&type=3')).body.code).toBe(503)
    } finally {
      await off.app.close()
    }
  })
})

describe('database', () => {
  it('migrations run once and are recorded; seeds run once per module', () => {
    const db = new Database(':memory:')
    const versions = listMigrations().map((m) => m.version)
    expect(migrate(db)).toEqual(versions)
    expect(migrate(db)).toEqual([])
    expect(seed(db)).toEqual(SEEDS.map((s) => s.name))
    expect(seed(db)).toEqual([])
    const users = db.prepare('SELECT mobile, nick_name, user_client FROM users ORDER BY id').all()
    expect(users).toEqual(expect.arrayContaining([{ mobile: '13800138000', nick_name: '8000', user_client: 1 }, { mobile: '13900139000', nick_name: '9000', user_client: 2 }]))
    db.close()
  })

  it('keeps data in a file database across restarts', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'srv-db-'))
    const dbFile = path.join(dir, 'test.sqlite')
    try {
      const first = await buildApp({ dbFile })
      await first.inject({ url: '/api/account/getOtp?mobileNo=13512345678&type=3' })
      const otp = (await first.inject({ url: '/dev/otp?mobileNo=13512345678' })).json().data.otp
      const token = (await first.inject({ method: 'POST', url: '/api/account/loginAndRegister', payload: { mobileNo: '13512345678', otp } })).json().data.token
      await first.close()
      const second = await buildApp({ dbFile })
      expect((await second.inject({ url: '/api/account/userInfo', headers: { token } })).json().data.mobile).toBe('13512345678')
      expect(second.db.prepare('SELECT COUNT(*) n FROM users').get()).toEqual({ n: 10 }) // 5 seeded learners + the refund learner (seeds/orders.ts) + 3 seeded staff (seeds/staff.ts) + the new one
      await second.close()
    } finally {
      fs.rmSync(dir, { recursive: true, force: true })
    }
  })

  it('a file database is WAL with synchronous FULL: a commit is on disk when the answer leaves (money survives a power cut)', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'srv-db-'))
    try {
      const app = await buildApp({ dbFile: path.join(dir, 'test.sqlite') })
      expect(app.db.pragma('journal_mode', { simple: true })).toBe('wal')
      // 0 OFF, 1 NORMAL, 2 FULL, 3 EXTRA
      expect(app.db.pragma('synchronous', { simple: true })).toBe(2)
      await app.close()
    } finally {
      fs.rmSync(dir, { recursive: true, force: true })
    }
  })
})

describe('the app as plugins (server/plugins)', () => {
  it('closing stops the settlement before the database goes (a reconcile never meets a closed database)', async () => {
    const app = await buildApp({ seed: false })
    const order: string[] = []
    const settlement = app.settlement
    const stop = settlement.close.bind(settlement)
    settlement.close = () => {
      order.push('settlement')
      stop()
    }
    const closeDb = app.db.close.bind(app.db)
    app.db.close = () => {
      order.push('database')
      return closeDb()
    }
    await app.close()
    expect(order).toEqual(['settlement', 'database'])
  })

  it('every decoration a route uses is there, from its plugin', async () => {
    const app = await buildApp({ seed: false })
    for (const name of ['db', 'now', 'sandbox', 'sms', 'auth', 'smsBudget', 'mail', 'passwordKey', 'passwordLimits', 'oauth', 'tickets', 'keys', 'publicOrigins', 'polyv', 'settlement']) {
      expect(app.hasDecorator(name)).toBe(true)
    }
    expect(app.hasRequestDecorator('user')).toBe(true)
    expect(app.printPlugins()).toMatch(/database[\s\S]*accounts[\s\S]*platforms[\s\S]*http[\s\S]*routes/)
    await app.close()
  })
})

describe('prepared statements', () => {
  it('one statement per SQL text, compiled once; the cache starts over past its bound', () => {
    const db = new Database(':memory:')
    cachePreparedStatements(db, 2)
    const a = db.prepare('SELECT 1 AS n')
    expect(db.prepare('SELECT 1 AS n')).toBe(a)
    expect(a.get()).toEqual({ n: 1 })
    db.prepare('SELECT 2 AS n')
    db.prepare('SELECT 3 AS n') // a third text: the cache of 2 is emptied first
    expect(db.prepare('SELECT 1 AS n')).not.toBe(a)
    db.close()
  })
})

describe('static H5 serving', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'srv-h5-'))
  const indexHtml = '<!doctype html><html><head><title>h5</title></head><body><div id="app"></div>' + ' '.repeat(2000) + '</body></html>'
  beforeAll(() => {
    fs.mkdirSync(path.join(dir, 'js'))
    fs.writeFileSync(path.join(dir, 'index.html'), indexHtml)
    fs.writeFileSync(path.join(dir, 'js', 'app.3f2a.js'), 'console.log(1);'.repeat(200))
  })
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }))

  it('serves hashed assets immutable, index.html no-cache, history fallback, compression', async () => {
    const app = await buildApp({ dbFile: ':memory:', staticDir: dir })
    try {
      const js = await app.inject({ url: '/js/app.3f2a.js', headers: { 'accept-encoding': 'br, gzip' } })
      expect(js.statusCode).toBe(200)
      expect(js.headers['cache-control']).toBe('public, max-age=31536000, immutable')
      expect(js.headers['content-encoding']).toBe('br')
      expect(zlib.brotliDecompressSync(js.rawPayload).toString()).toBe('console.log(1);'.repeat(200))

      const root = await app.inject({ url: '/', headers: { accept: 'text/html' } })
      expect(root.headers['cache-control']).toBe('no-cache')
      expect(root.body).toBe(indexHtml)

      const deep = await app.inject({ url: '/article/12?siteId=1', headers: { accept: 'text/html,application/xhtml+xml', 'accept-encoding': 'gzip' } })
      expect(deep.statusCode).toBe(200)
      expect(deep.headers['cache-control']).toBe('no-cache')
      expect(deep.headers['content-encoding']).toBe('gzip')
      expect(zlib.gunzipSync(deep.rawPayload).toString()).toBe(indexHtml)

      // API paths and non-HTML requests never fall back
      const api = await app.inject({ url: '/api/nope', headers: { accept: 'text/html' } })
      expect(api.statusCode).toBe(404)
      expect(api.json()).toEqual({ code: 404, msg: '接口不存在', data: null })
      expect((await app.inject({ url: '/js/missing.js', headers: { accept: '*/*' } })).statusCode).toBe(404)
      expect((await app.inject({ url: '/health' })).json().code).toBe(200)
    } finally {
      await app.close()
    }
  })

  it("sends the build's own .br / .gz when there is one, the plain file to a browser taking neither", async () => {
    const body = 'console.log(2);'.repeat(200)
    fs.writeFileSync(path.join(dir, 'js', 'vendor.9c1d.js'), body)
    // marked so the test can tell the build's file from one compressed on the fly
    fs.writeFileSync(path.join(dir, 'js', 'vendor.9c1d.js.br'), zlib.brotliCompressSync(body + '//prebuilt'))
    fs.writeFileSync(path.join(dir, 'js', 'vendor.9c1d.js.gz'), zlib.gzipSync(body + '//prebuilt'))
    const app = await buildApp({ dbFile: ':memory:', staticDir: dir })
    try {
      const br = await app.inject({ url: '/js/vendor.9c1d.js', headers: { 'accept-encoding': 'br, gzip' } })
      expect(br.headers['content-encoding']).toBe('br')
      expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable')
      expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(body + '//prebuilt')
      const gz = await app.inject({ url: '/js/vendor.9c1d.js', headers: { 'accept-encoding': 'gzip' } })
      expect(gz.headers['content-encoding']).toBe('gzip')
      expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe(body + '//prebuilt')
      const plain = await app.inject({ url: '/js/vendor.9c1d.js', headers: { 'accept-encoding': 'identity' } })
      expect(plain.headers['content-encoding']).toBeUndefined()
      expect(plain.body).toBe(body)
    } finally {
      await app.close()
    }
  })

  it('refuses a folder without index.html', async () => {
    await expect(buildApp({ dbFile: ':memory:', staticDir: path.join(dir, 'js') })).rejects.toThrow(/index\.html/)
  })
})
