/**
 * Live reservations, the spec's subscribe calls (docs/spec/content-access.md section 7 "Account": "Subscribe: GET
 * app/subscribeGoods, loginCheckSubscribeGoods, loginAfterSubscribeGoods, loginAfterLiveReservation"), and
 * wxGetUserInfo ("token; code 4007 means not in a group, treated as false").
 */
import { beijingDayStart } from '../db/seeds/live'
import { STAFF } from '../db/seeds/staff'
import { T0, makeApp, type Json, type TestApp } from './helpers'

const A = '/api/account/app'
const DAY = 24 * 3600 * 1000
const D0 = beijingDayStart(T0)

describe('live reservations (account service)', () => {
  let t: TestApp
  beforeEach(async () => {
    t = await makeApp()
  })
  afterEach(() => t.app.close())

  const tokenOf = async (mobile: string) => (await t.login(mobile)).token as string
  const call = async (path: string, token?: string) => (await t.get(`${A}/${path}`, token ? { token } : undefined)).body
  const countOf = async (liveId: number): Promise<number> => {
    const list = (await t.get('/api/livelist/onlineschool/app/operationLivesList/v2?pageSize=20')).body.data.list as Json[]
    return list.find((l) => l.liveId === liveId)!.subscribeNum
  }

  it('each call needs the token: 401 without', async () => {
    for (const path of ['subscribeGoods?liveId=2', 'loginCheckSubscribeGoods?liveIds=2', 'loginAfterLiveReservation?liveId=2', 'loginAfterSubscribeGoods?goodsId=2']) {
      expect(await call(path)).toMatchObject({ code: 401, data: null })
      expect(await call(path, 'not-a-token')).toMatchObject({ code: 401 })
    }
  })

  it('subscribeGoods reserves a class not started yet: the count rises by one, and reserving again changes nothing', async () => {
    const token = await tokenOf('13800138000')
    const before = await countOf(2)
    expect(await call('subscribeGoods?liveId=2', token)).toEqual({ code: 200, msg: 'ok', data: { liveId: 2, subscribed: true, subscribeNum: before + 1 } })
    expect(await call('subscribeGoods?liveId=2', token)).toEqual({ code: 200, msg: 'ok', data: { liveId: 2, subscribed: true, subscribeNum: before + 1 } })
    expect(await call('loginAfterLiveReservation?liveId=2', token)).toMatchObject({ code: 200, data: { subscribeNum: before + 1 } })
    expect(await countOf(2)).toBe(before + 1)
  })

  it('another learner counts once more; each sees only their own reservation', async () => {
    const [a, b] = [await tokenOf('13800138000'), await tokenOf('13700137000')]
    const before = await countOf(3)
    await call('subscribeGoods?liveId=3', a)
    expect(await call('loginCheckSubscribeGoods?liveIds=3', b)).toEqual({ code: 200, msg: 'ok', data: [{ liveId: 3, subscribed: false, subscribeNum: before + 1 }] })
    expect((await call('subscribeGoods?liveId=3', b)).data).toEqual({ liveId: 3, subscribed: true, subscribeNum: before + 2 })
    expect((await call('loginCheckSubscribeGoods?liveIds=3', a)).data).toEqual([{ liveId: 3, subscribed: true, subscribeNum: before + 2 }])
  })

  it('loginAfterLiveReservation and loginAfterSubscribeGoods (goodsId) reserve after the login they asked for, recorded as such', async () => {
    const token = await tokenOf('13700137000')
    const [n4, n5] = [await countOf(4), await countOf(5)]
    expect((await call('loginAfterLiveReservation?liveId=4', token)).data).toEqual({ liveId: 4, subscribed: true, subscribeNum: n4 + 1 })
    expect((await call('loginAfterSubscribeGoods?goodsId=5', token)).data).toEqual({ liveId: 5, subscribed: true, subscribeNum: n5 + 1 })
    expect((await call('loginAfterSubscribeGoods?goodsId=5', token)).data.subscribeNum).toBe(n5 + 1)
    const rows = t.app.db.prepare('SELECT live_id AS liveId, source FROM live_reservations ORDER BY live_id').all()
    expect(rows).toEqual([{ liveId: 4, source: 'login' }, { liveId: 5, source: 'login' }])
  })

  it('loginCheckSubscribeGoods answers each class asked (in that order, once each), leaves unknown ones out', async () => {
    const token = await tokenOf('13800138000')
    await call('subscribeGoods?liveId=12', token)
    const data = (await call('loginCheckSubscribeGoods?liveIds=12,2,12,999,5', token)).data as Json[]
    expect(data.map((r) => [r.liveId, r.subscribed])).toEqual([[12, true], [2, false], [5, false]])
  })

  it('a class live now or over cannot be reserved (400); an unknown one is 404; a reservation made stays after the start', async () => {
    const token = await tokenOf('13800138000')
    for (const id of [1, 6, 8]) expect(await call(`subscribeGoods?liveId=${id}`, token)).toEqual({ code: 400, msg: '直播已开始或已结束，无需预约', data: null })
    expect(await call('subscribeGoods?liveId=999', token)).toEqual({ code: 404, msg: '直播不存在', data: null })
    expect(await call('loginAfterSubscribeGoods?goodsId=999', token)).toEqual({ code: 404, msg: '直播不存在', data: null })
    const { subscribeNum } = (await call('subscribeGoods?liveId=2', token)).data
    t.clock.set(D0 + DAY + 19.5 * 3600 * 1000) // live 2 is on now
    expect((await call('subscribeGoods?liveId=2', token)).data).toEqual({ liveId: 2, subscribed: true, subscribeNum })
    expect((await call('loginCheckSubscribeGoods?liveIds=2', token)).data).toEqual([{ liveId: 2, subscribed: true, subscribeNum }])
  })

  it.each([
    ['subscribeGoods', '', '请传入正确的直播liveId'],
    ['subscribeGoods', '?liveId=0', '请传入正确的直播liveId'],
    ['subscribeGoods', '?liveId=abc', '请传入正确的直播liveId'],
    ['loginAfterLiveReservation', '?liveId=-2', '请传入正确的直播liveId'],
    ['loginAfterSubscribeGoods', '?liveId=2', '请传入正确的商品goodsId'],
    ['loginAfterSubscribeGoods', '?goodsId=x', '请传入正确的商品goodsId'],
    ['loginCheckSubscribeGoods', '', '请传入正确的直播liveIds'],
    ['loginCheckSubscribeGoods', '?liveIds=2,,3', '请传入正确的直播liveIds'],
    ['loginCheckSubscribeGoods', '?liveIds=0', '请传入正确的直播liveIds'],
    ['loginCheckSubscribeGoods', `?liveIds=${Array.from({ length: 51 }, (_, i) => i + 1).join(',')}`, '请传入正确的直播liveIds'],
  ])('%s%s: 400 %s (missing or malformed)', async (path, query, msg) => {
    const token = await tokenOf('13800138000')
    expect(await call(`${path}${query}`, token)).toEqual({ code: 400, msg, data: null })
  })

  it('50 classes at once are fine', async () => {
    const token = await tokenOf('13800138000')
    const ids = Array.from({ length: 50 }, (_, i) => i + 1).join(',')
    expect((await call(`loginCheckSubscribeGoods?liveIds=${ids}`, token)).data).toHaveLength(12)
  })
})

describe('wxGetUserInfo (account service)', () => {
  let t: TestApp
  beforeEach(async () => {
    t = await makeApp()
  })
  afterEach(() => t.app.close())

  const ask = async (mobile?: string) => (await t.get('/api/account/wxGetUserInfo', mobile ? { token: (await t.login(mobile)).token } : undefined)).body

  it('needs the token', async () => {
    expect(await ask()).toMatchObject({ code: 401 })
  })

  it('a member of the enterprise directory (by mobile) answers 200 with the member, bound or not', async () => {
    expect(await ask(STAFF.bound)).toEqual({ code: 200, msg: 'ok', data: { qwUserId: 'ZhangMin', name: '张敏', department: expect.any(String), avatar: expect.any(String), bindStatus: 1 } })
    expect((await ask(STAFF.unbound)).data).toMatchObject({ qwUserId: 'LiQiang', bindStatus: 0 })
  })

  it('anyone else: code 4007, not in the group', async () => {
    expect(await ask('13900139000')).toEqual({ code: 4007, msg: '当前账号不在企业微信中', data: null })
    expect(await ask('13800138000')).toEqual({ code: 4007, msg: '当前账号不在企业微信中', data: null })
  })
})
