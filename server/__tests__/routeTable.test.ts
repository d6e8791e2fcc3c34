// The reference server's routes and the calls' contract (contract/calls) are one list: every call of the table is served
// with its method and path (aliases included), and every route of a service is a call of the table.
import fs from 'node:fs'
import path from 'node:path'
import type { FastifyInstance } from 'fastify'
import { CALLS } from '../../contract/calls/table'
import type { Call } from '../../contract/calls/contract'
import { isMediaRoute, MEDIA_ROUTES } from '../../contract/calls/media'
import { buildApp } from '../app'
import { routesOf, servedRoutes, SERVED_ROOTS } from '../lib/routeTable'

/** Routes under a service root that are no call: the practice video's stream (the playback token's playUrl, a <video> src). */
const NOT_CALLS = MEDIA_ROUTES.map((r) => `${r.method} ${r.path}`)

let app: FastifyInstance
const routes = new Set<string>()

beforeAll(async () => {
  app = await buildApp({
    dbFile: ':memory:',
    seed: false,
    onRoute: (r) => {
      for (const method of [r.method].flat()) if (method !== 'HEAD') routes.add(`${method} ${r.url.replace(/\/$/, '')}`)
    },
  })
  await app.ready()
})
afterAll(() => app.close())

const ROWS = Object.entries(CALLS) as [string, Call][]
const under = (path: string) => Object.values(SERVED_ROOTS).some((root) => path === root || path.startsWith(`${root}/`))

it.each(ROWS)('%s is served with the method and the paths of the table', (_, call) => {
  const missing = servedRoutes(call).map((r) => `${r.method.toUpperCase()} ${r.path}`).filter((r) => !routes.has(r))
  expect(missing).toEqual([])
})

it('every route of a service is a call of the table', () => {
  const table = new Set(ROWS.flatMap(([, call]) => servedRoutes(call).map((r) => `${r.method.toUpperCase()} ${r.path}`)))
  const service = [...routes].filter((r) => under(r.split(' ')[1]))
  expect(service.length).toBeGreaterThan(100)
  expect(service.filter((r) => !table.has(r) && !NOT_CALLS.includes(r))).toEqual([])
})

it('the service plugins register their routes by the call\'s name (routesOf), never by a path of their own', () => {
  const dir = path.join(__dirname, '..', 'routes')
  const byHand = fs.readdirSync(dir).filter((f) => !/^(sandbox|sandboxOAuth|dev|media|health)\.ts$/.test(f)).flatMap((f) =>
    [...fs.readFileSync(path.join(dir, f), 'utf8').matchAll(/app\.(?:get|post|route)\(\s*(['`][^'`]*['`])/g)].map((m) => `${f}: ${m[1]}`),
  )
  expect(byHand).toEqual(["practice.ts: '/polyv/play/:videoId'"])
})

it('a call registered under another service\'s prefix is refused', () => {
  expect(() => routesOf({ prefix: '/api/qw' } as FastifyInstance, 'bindingQwUser')).toThrow(
    "bindingQwUser is a call of the account service (/api/account/bindingQwUser), not of the plugin under '/api/qw'",
  )
  expect(routesOf({ prefix: '/api/order' } as FastifyInstance, 'createOrder')).toEqual([
    { method: 'post', url: '/createOrder' },
    { method: 'post', url: '/ty_order_create' },
  ])
  expect(routesOf({ prefix: '/api/order' } as FastifyInstance, 'ty_get_contract_userinfo')).toEqual([
    { method: 'get', url: '/ty_get_contract_userinfo' },
    { method: 'post', url: '/ty_get_contract_userinfo' },
  ])
  expect(routesOf({ prefix: '/sandbox/maps' } as FastifyInstance, 'ipLocation')).toEqual([{ method: 'get', url: '/ws/location/v1/ip' }])
})

it("a media route is told from a call by its method and path (the clip a <video> fetches, not the token call)", () => {
  expect(isMediaRoute('GET', '/api/practice/polyv/play/pv-611-1')).toBe(true)
  expect(isMediaRoute('POST', '/api/practice/polyv/play/pv-611-1')).toBe(false)
  expect(isMediaRoute('POST', '/api/practice/polyv/service/v1/token')).toBe(false)
  expect(isMediaRoute('GET', '/api/practice/polyv/play/pv-611-1/x')).toBe(false)
})
