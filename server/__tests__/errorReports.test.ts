import { makeApp, type TestApp } from './helpers'
import { REPORT_BODY_LIMIT, REPORT_RATE } from '../lib/reports/errorReports'

const URL = '/api/report/errors'
const REPORT = { kind: 'render', message: 'Cannot read properties of null', stack: 'TypeError: x\n    at HomeFloor', route: '/pages/home/index', platform: 'h5', build: 'test' }

let t: TestApp
beforeEach(async () => {
  t = await makeApp()
})
afterEach(async () => {
  await t.app.close()
})

const stored = () => t.app.db.prepare('SELECT kind, message, stack, route, platform, build FROM error_reports ORDER BY id').all()

it('stores a valid report as received and answers its id', async () => {
  const res = await t.post(URL, REPORT)
  expect(res.status).toBe(200)
  expect(res.body).toMatchObject({ code: 200, data: { id: expect.any(Number) } })
  expect(stored()).toEqual([REPORT])
  const dev = await t.get('/dev/errorReports')
  expect(dev.body.data.reports[0]).toMatchObject(REPORT)
})

it.each([
  ['no message', { ...REPORT, message: undefined }],
  ['an empty message', { ...REPORT, message: '' }],
  ['an unknown kind', { ...REPORT, kind: 'crash' }],
  ['an unknown platform', { ...REPORT, platform: 'android' }],
  ['a route with its query', { ...REPORT, route: '/pages/home/index?mobileNo=13800138000' }],
  ['a message past its limit', { ...REPORT, message: 'x'.repeat(501) }],
  ['a body that is not an object', [REPORT]],
])('refuses %s (code 400) and stores nothing', async (_, body) => {
  const res = await t.post(URL, body)
  expect(res.body.code).toBe(400)
  expect(stored()).toEqual([])
})

it('refuses a body over the size limit with 413 before reading it', async () => {
  const res = await t.post(URL, { ...REPORT, stack: 'y'.repeat(REPORT_BODY_LIMIT) })
  expect(res.status).toBe(413)
  expect(stored()).toEqual([])
})

it('refuses a caller past the rate limit, and takes it again in the next window', async () => {
  for (let i = 0; i < REPORT_RATE.max; i++) expect((await t.post(URL, REPORT)).body.code).toBe(200)
  expect((await t.post(URL, REPORT)).body).toMatchObject({ code: 400, msg: expect.stringContaining('频繁') })
  expect(stored()).toHaveLength(REPORT_RATE.max)
  t.clock.advance(REPORT_RATE.windowMs)
  expect((await t.post(URL, REPORT)).body.code).toBe(200)
})
