/**
 * Property-based fuzzing of the input validation of every route with a querystring or body schema (the inputs come
 * from each schema: fuzzArbitraries.ts). Whatever arrives, the answer is the envelope and never a crash; an input
 * whose only fault is one field answers code 400 with exactly that field's message; a valid input passes the schema.
 *
 * The endpoints of one route module ('/api/order', '/sandbox') share a fresh in-memory database: building an app
 * (compiling every schema) costs ~0.3 s. Each endpoint gets a fixed seed derived from FUZZ_SEED (random, printed) and its
 * route; FUZZ_ROUTE=<route module, or part of a route> runs only the matching endpoints (a module replays exactly).
 */
import fc from 'fast-check'
import type { FastifyError, LightMyRequestResponse, RouteOptions, onErrorHookHandler } from 'fastify'
import { buildApp } from '../app'
import { Msg } from '../lib/envelope'
import { sameSignature } from '../lib/payments/paySign'
import { MAX_INT } from '../lib/validation'
import { endpointsOf, inputs, request, unrangedNumbers, type Endpoint, type Input } from './fuzzArbitraries'
import { makeApp, type TestApp } from './helpers'
import { ORDERS, payKit } from './payHelpers'

/** Validating GET and POST endpoints today: fewer means a route lost its schema (or the enumeration broke). */
const ENDPOINT_FLOOR = 149
/**
 * Inputs per endpoint: 100 in `npm test`, fast-check's own default (each run draws a new seed, so runs add up),
 * FUZZ_RUNS for a longer soak (`npm run test:hardening` asks for 1 000).
 */
const RUNS = Number(process.env.FUZZ_RUNS) || 100
const SEED = Number(process.env.FUZZ_SEED ?? Math.floor(Math.random() * 2 ** 31))
const ONLY = process.env.FUZZ_ROUTE
const MOBILE = '13800138000'

/** A per-endpoint seed, so that a run of fewer endpoints replays the same inputs. */
const seedOf = (key: string) => [...key].reduce((h, c) => (Math.imul(h, 31) + c.charCodeAt(0)) | 0, SEED)
/** '/api/order' for '/api/order/pay', '/sandbox' for '/sandbox/notify'. */
const moduleOf = (e: Endpoint) => {
  const path = e.key.split(' ')[1]
  return path.split('/').slice(0, path.startsWith('/api/') ? 3 : 2).join('/')
}

interface Stats {
  key: string
  runs: number
  valid: number
  invalid: number
  hostile: number
  serverErrors: number
  ms: number
  failure?: string
}

/** The schema failure of the request in flight, recorded by an onError hook added to every route. */
let validationError: FastifyError | null = null
const recordValidation: onErrorHookHandler = async (_req, _reply, err) => {
  if (err.validation) validationError = err
}
const withRecorder = (r: RouteOptions) => {
  r.onError = [...[r.onError ?? []].flat(), recordValidation] as RouteOptions['onError']
}

/**
 * Stand-ins of outside services answer in that service's shape, not the envelope: the maps service's IP location
 * answers {status, message, result?} (lib/sandbox/ipLocation.ts). A schema failure there is still the envelope's code 400.
 */
const FOREIGN_SHAPE = new Set(['GET /sandbox/maps/ws/location/v1/ip'])

/**
 * Routes with a body limit of their own below the server's: an input longer than it is refused before the schema
 * sees it, with the envelope's 413 (an error report's stack of 4 000 characters, URL-encoded, passes 8 KB).
 */
const OWN_BODY_LIMIT = new Set(['POST /api/report/errors'])

function check(res: LightMyRequestResponse, input: Input, key: string) {
  const what = `HTTP ${res.statusCode} ${res.body.slice(0, 300)}`
  if (res.statusCode >= 500) throw new Error(`server error: ${what}`)
  const type = String(res.headers['content-type'] ?? '')
  // The picture and clip routes answer a success with the file itself.
  if (res.statusCode < 300 && /^(image|video)\//.test(type) && input.mode !== 'invalid') return
  let body: { code?: unknown; msg?: unknown; data?: unknown }
  try {
    body = JSON.parse(res.body)
  } catch {
    throw new Error(`not JSON (${type}): ${what}`)
  }
  if (FOREIGN_SHAPE.has(key) && input.mode !== 'invalid' && !validationError) {
    const foreign = body as { status?: unknown; message?: unknown }
    if (res.statusCode !== 200 || typeof foreign.status !== 'number' || typeof foreign.message !== 'string') throw new Error(`not the service's shape: ${what}`)
    return
  }
  if (typeof body?.code !== 'number' || typeof body.msg !== 'string' || !('data' in body)) throw new Error(`not the envelope: ${what}`)
  if (body.code === 500 || body.msg === Msg.SERVER_ERROR) throw new Error(`server error in the envelope: ${what}`)
  if (res.statusCode === 413 && OWN_BODY_LIMIT.has(key) && body.code === 413 && body.msg === '请求内容过大') return
  if (input.mode === 'invalid') {
    const exact = res.statusCode === 200 && body.code === 400 && body.msg === input.expect && body.data === null && validationError !== null
    if (!exact) throw new Error(`${input.note}: expected code 400 '${input.expect}' from the schema, got ${what}${validationError ? '' : ' (no schema failure)'}`)
  }
  if (input.mode === 'valid' && validationError) throw new Error(`a valid input failed the schema: ${validationError.message}`)
}

/** RUNS inputs to one endpoint, as the learner whose session `token` is. */
async function fuzz(t: TestApp, e: Endpoint, token: string): Promise<Stats> {
  const started = Date.now()
  const stats: Stats = { key: e.key, runs: 0, valid: 0, invalid: 0, hostile: 0, serverErrors: 0, ms: 0 }
  let shrinking = false
  const property = fc.asyncProperty(inputs(e, token), async (input) => {
    if (!shrinking) {
      stats.runs++
      stats[input.mode]++
    }
    validationError = null
    const res = await t.app.inject(request(e, input, token))
    try {
      check(res, input, e.key)
    } catch (err) {
      if (!shrinking && res.statusCode >= 500) stats.serverErrors++
      shrinking = true
      throw err
    }
  })
  const seed = seedOf(e.key)
  const result = await fc.check(property, { numRuns: RUNS, seed })
  if (result.failed) {
    const input = result.counterexample?.[0]
    stats.failure = [
      `${e.key}: ${result.errorInstance instanceof Error ? result.errorInstance.message : String(result.errorInstance)}`,
      `  request: ${input ? JSON.stringify(request(e, input, '<token>')).slice(0, 600) : '?'}`,
      `  replay: FUZZ_SEED=${SEED} FUZZ_ROUTE='${moduleOf(e)}' npx jest -c server/jest.config.js fuzz (fast-check seed ${seed}, path ${result.counterexamplePath})`,
    ].join('\n')
  }
  stats.ms = Date.now() - started
  return stats
}

/** One fresh app per route module: a learner with three orders; a new session when an endpoint (logout) ended it. */
async function fuzzModule(endpoints: Endpoint[]): Promise<Stats[]> {
  // No SMS budget: the getOtp fuzzing must not lock the next endpoint's login out.
  const t = await makeApp({ onRoute: withRecorder, smsBudget: { perIpPerHour: 1e9, perMinute: 1e9 } })
  const out: Stats[] = []
  try {
    let token: string = (await t.login(MOBILE)).token
    const k = payKit(t, token)
    for (const order of [ORDERS.course, ORDERS.single, ORDERS.loanable]) await k.create(order)
    for (const e of endpoints) {
      if ((await t.get('/api/account/userInfo', { token })).body.code !== 200) {
        t.clock.advance(61_000)
        token = (await t.login(MOBILE)).token
      }
      out.push(await fuzz(t, e, token))
    }
  } finally {
    await t.app.close()
  }
  return out
}

describe('input validation fuzz', () => {
  let endpoints: Endpoint[] = []
  beforeAll(async () => {
    const routes: RouteOptions[] = []
    const app = await buildApp({ onRoute: (r) => void routes.push(r) })
    await app.close()
    endpoints = endpointsOf(routes)
  })

  it('enumerates every route with a querystring or body schema', () => {
    console.log(`validating endpoints: ${endpoints.length} (floor ${ENDPOINT_FLOOR})`)
    expect(endpoints.length).toBeGreaterThanOrEqual(ENDPOINT_FLOOR)
    // a GET with a query, a POST with a body, one with both, a sandbox route, a route with a path parameter
    const keys = endpoints.map((e) => e.key)
    for (const key of ['GET /api/account/getOtp', 'POST /api/order/pay', 'POST /api/news/app/likeNews', 'POST /sandbox/notify', 'GET /media/cover/:file']) expect(keys).toContain(key)
  })

  it('gives every number a range, nested ones too (so 1e300 never reaches a handler as a number)', () => {
    expect(endpoints.flatMap(unrangedNumbers)).toEqual([])
  })

  it(`answers ${RUNS} generated inputs per endpoint with the envelope, and one invalid field with its exact message`, async () => {
    const started = Date.now()
    const chosen = endpoints.filter((e) => !ONLY || moduleOf(e) === ONLY || e.key.includes(ONLY))
    const modules = [...new Set(chosen.map(moduleOf))]
    const all: Stats[] = []
    for (const m of modules) all.push(...(await fuzzModule(chosen.filter((e) => moduleOf(e) === m))))
    const elapsed = (Date.now() - started) / 1000
    const total = all.reduce((n, s) => n + s.runs, 0)
    const serverErrors = all.reduce((n, s) => n + s.serverErrors, 0)
    const rows = all.map((s) => `${[s.runs, s.valid, s.invalid, s.hostile, s.ms].map((n) => String(n).padStart(5)).join(' ')}  ${s.key}${s.failure ? '  FAILED' : ''}`)
    console.log(
      [
        `seed ${SEED}; per endpoint: inputs, valid, one invalid, hostile, ms`,
        ...rows,
        `endpoints ${all.length} in ${modules.length} apps, inputs ${total}, 5xx answers ${serverErrors}, ${elapsed.toFixed(1)} s`,
      ].join('\n'),
    )
    expect(all.filter((s) => s.failure).map((s) => s.failure)).toEqual([])
    for (const s of all) expect([s.key, s.runs]).toEqual([s.key, RUNS])
    expect(all.length).toBe(chosen.length)
  }, 600_000)
})

describe('defects the fuzzer found', () => {
  it('a signature as long as the expected one in characters but not in bytes is refused, not a crash', async () => {
    const t = await makeApp()
    const hex = 'a'.repeat(64)
    expect(sameSignature('\ufeff' + 'a'.repeat(63), hex)).toBe(false)
    expect(sameSignature('é'.repeat(64), hex)).toBe(false)
    expect(sameSignature(hex, hex)).toBe(true)
    for (const sign of ['\ufeff' + 'a'.repeat(63), '中'.repeat(64)]) {
      expect((await t.post('/sandbox/notify', { tradeNo: 'P1', result: 'ok', sign })).body).toEqual({ code: 403, msg: '签名错误', data: null })
      expect((await t.post('/sandbox/wechat/jsapi-pay', { timeStamp: '1', nonceStr: 'n', package: 'prepay_id=P1', paySign: sign, result: 'ok' })).body.code).toBe(403)
      expect((await t.post('/sandbox/weapp/pay', { signData: '{}', paySig: sign, result: 'ok' })).body.code).toBe(403)
    }
    await t.app.close()
  })

  it('createOrder\'s campus id never reaches SQL as a huge number; a campus id as a number or text still reads', async () => {
    const t = await makeApp()
    const h = { token: (await t.login('13800138000')).token }
    const create = async (signSchoolId: unknown) => (await t.post('/api/order/createOrder', { ...ORDERS.course, signSchoolId }, h)).body
    // the campus lookup (catalogue.ts sellsAt) sees only ids a campus can have
    const campuses: unknown[] = []
    const prepare = t.app.db.prepare.bind(t.app.db)
    t.app.db.prepare = ((sql: string) => {
      const statement = prepare(sql)
      return sql.includes('FROM goods_schools WHERE goods_id = ? AND school_id = ?') ? { get: (g: number, s: number) => (campuses.push(s), statement.get(g, s)) } : statement
    }) as typeof t.app.db.prepare
    for (const n of [1e300, 2 ** 53 + 2, MAX_INT + 1, '99999999999999999999']) expect((await create(n)).data.goodsChange).toMatchObject({ schoolStatus: 0 })
    expect((await create('x'.repeat(21))).msg).toBe('参数上课校区signSchoolId过长')
    expect((await create({})).msg).toBe('参数上课校区signSchoolId类型不正确')
    expect((await create(2)).data.orderId).toBeGreaterThan(0)
    expect((await create('2')).data.orderId).toBeGreaterThan(0)
    expect(campuses.length).toBeGreaterThan(0)
    expect(campuses.filter((s) => !(Number.isInteger(s) && (s as number) <= MAX_INT))).toEqual([])
    await t.app.close()
  })
})
