// The calls' contract on the e2e server (CONTRACT_LOG, lib/contractLog.ts): each request of the app (it carries the
// school header) is checked as it is answered, a JSON line each; a planted bad request is logged with its problems.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { makeApp, type TestApp } from './helpers'

const SCHOOL = { 'X-Forward-School': 'kuaiji_app' }

describe('CONTRACT_LOG', () => {
  let t: TestApp
  let file: string
  const lines = () => fs.readFileSync(file, 'utf8').split('\n').filter(Boolean).map((l) => JSON.parse(l))

  beforeEach(async () => {
    file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'contract-')), 'log.jsonl')
    t = await makeApp({ contractLog: file })
  })
  afterEach(async () => {
    await t.app.close()
    fs.rmSync(path.dirname(file), { recursive: true, force: true })
  })

  it('logs a request of the app the contract allows, without its secrets', async () => {
    await t.get('/api/account/getOtp?mobileNo=13900139000&type=3&t=1', SCHOOL)
    expect(lines()).toEqual([{ method: 'GET', url: '/api/account/getOtp?mobileNo=13900139000&type=3&t=1', name: 'getOtp', problems: [] }])
    const { token } = await t.login('13800138000')
    await t.get(`/api/order/getOrderList?page=1&pageSize=10&tagStatus=&userId=1&token=${token}&t=2`, SCHOOL)
    expect(lines()[1]).toEqual({ method: 'GET', url: '/api/order/getOrderList?page=1&pageSize=10&tagStatus=&userId=1&token=***&t=2', name: 'getOrderList', problems: [] })
  })

  it('logs the problems of planted bad requests: an unknown path, a spec parameter missing, the learner unnamed', async () => {
    const { token } = await t.login('13800138000')
    await t.get('/api/order/queryPayGoodsInfoX?t=1', SCHOOL)
    await t.get(`/api/order/queryOrderDetail?tradeOrderId=T1&userId=1&token=${token}&t=1`, SCHOOL)
    await t.get('/api/knowledge/statistics/clickVolume?bizId=1&bizType=1&t=1', { ...SCHOOL, cookie: `token=${token}` })
    expect(lines().map((l) => l.problems)).toEqual([
      ["GET /api/order/queryPayGoodsInfoX: no call of the contract (service order, path 'queryPayGoodsInfoX')"],
      ['GET /api/order/queryOrderDetail (queryOrderDetail): missing schoolId'],
      ['GET /api/knowledge/statistics/clickVolume (clickVolume): no userId while logged in'],
    ])
  })

  it('a request without the school header is not the app\'s (a test\'s set-up call, a stand-in native app): not logged', async () => {
    await t.get('/api/order/queryPayGoodsInfoX?t=1')
    expect(fs.existsSync(file)).toBe(false)
  })
})
