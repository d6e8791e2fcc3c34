import { BOOK_AUDITION_IDS, KNOWLEDGE_TABS } from '../db/seeds/knowledge'
import { makeApp, type Json, type TestApp } from './helpers'

const K = '/api/knowledge'
const DAY = 24 * 3600 * 1000
const ids = (list: Json[]) => list.map((x) => x.id)

describe('knowledge service', () => {
  let t: TestApp
  beforeEach(async () => {
    t = await makeApp()
  })
  afterEach(() => t.app.close())

  const data = async (url: string, headers?: Record<string, string>) => {
    const res = await t.get(url, headers)
    expect(res.body).toMatchObject({ code: 200 })
    return res.body.data
  }
  const tokenOf = async (mobile = '13800138000') => (await t.login(mobile)).token as string
  const orderRow = (id: number) => t.app.db.prepare('SELECT user_id, goods_id, state, pay_price, pay_status FROM orders WHERE id = ?').get(id) as Json

  describe('tabs, zones and lists', () => {
    it('typeConfigList: the tab ids of section 9 in the spec order', async () => {
      const tabs = await data(`${K}/typeConfigList`)
      expect(tabs.map((x: Json) => [x.code, x.id])).toEqual([['xxff', 7], ['stkc', 1], ['xyfx', 8], ['jycswd', 4], ['kczq', 2], ['product', 5], ['byzq', 3], ['zygh', 6]])
      expect(tabs.map((x: Json) => x.route)).toEqual(KNOWLEDGE_TABS.map((x) => x[3]))
    })

    it('knowZoneList: zones 4..15 by group (shicao 4, kaozheng 5, suyang 6; example 7-9; job 10-12; company 13-15)', async () => {
      expect(ids(await data(`${K}/knowZoneList`))).toEqual([4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15])
      const kczq = await data(`${K}/knowZoneList?group=kczq`)
      expect(kczq.map((z: Json) => [z.id, z.code])).toEqual([[4, 'shicao'], [5, 'kaozheng'], [6, 'suyang']])
      expect(ids(await data(`${K}/knowZoneList?group=example`))).toEqual([7, 8, 9])
      expect(ids(await data(`${K}/knowZoneList?group=job`))).toEqual([10, 11, 12])
      expect(ids(await data(`${K}/knowZoneList?group=company`))).toEqual([13, 14, 15])
      expect(ids(await data(`${K}/knowZoneList?typeId=2`))).toEqual([4, 5, 6])
      expect(kczq[0]).toMatchObject({ group: 'kczq', typeId: 2, goodsCount: 4, pic: expect.any(String) })
    })

    it('knowZone and knowZonePageList: a zone with its goods, paged; unknown zone 404', async () => {
      const zone = await data(`${K}/knowZone?knowZoneId=4`)
      expect(ids(zone.goods)).toEqual([501, 502, 503, 504])
      expect(zone.goods[0]).toMatchObject({ goodsId: 4, goodsName: '零基础会计入门训练营', goodsUrl: expect.any(String), classForm: '训练营', name: '周敏', remark: expect.any(String), presentPrice: 0, free: 1, auditionType: 1, zoneId: 4, typeId: 2 })
      expect(zone.goods[2]).toMatchObject({ goodsId: 20, free: 0, presentPrice: 198000, goodsType: 2, goodsTypeId: 2 })
      const p2 = await data(`${K}/knowZonePageList?knowZoneId=4&curPage=2&pageSize=3`)
      expect(p2).toEqual({ page: { currentPage: 2, totalPages: 2, total: 4 }, list: [expect.objectContaining({ id: 504 })] })
      expect((await data(`${K}/knowZonePageList?knowZoneId=4&currentPage=2&pageSize=3`)).list).toHaveLength(1)
      for (const bad of [3, 16]) expect((await t.get(`${K}/knowZone?knowZoneId=${bad}`)).body).toEqual({ code: 404, msg: '专区不存在', data: null })
      expect((await t.get(`${K}/knowZonePageList`)).body.code).toBe(400)
    })

    it('typeListDetail: the goods of a tab; unknown tab 404', async () => {
      expect(ids((await data(`${K}/typeListDetail?typeId=1&pageSize=20`)).list)).toEqual([521, 522, 523, 524, 525, 526, 527, 528])
      expect((await data(`${K}/typeListDetail?typeId=3`)).list.every((g: Json) => g.free === 1)).toBe(true)
      expect((await t.get(`${K}/typeListDetail?typeId=99`)).body.code).toBe(404)
    })

    it('ksHomePageLists and ksHomePage: banners, navs, floors of 4 with their total; a floor page; unknown floor 404', async () => {
      const home = await data(`${K}/ksHomePageLists`)
      expect(home.banners.map((b: Json) => b.goodsId)).toEqual([35, null, 20])
      expect(home.navs).toHaveLength(8)
      expect(home.floors.map((f: Json) => [f.ksHomePageId, f.name, f.goods.length, f.total])).toEqual([[1, '免费领取', 4, 6], [2, '热门试听', 4, 8], [3, '实操精品', 4, 5], [4, '就业必备', 4, 6]])
      expect(ids(home.floors[0].goods)).toEqual([501, 502, 535, 536])
      const more = await data(`${K}/ksHomePage?ksHomePageId=1&curPage=2&pageSize=4`)
      expect(more).toMatchObject({ name: '免费领取', page: { currentPage: 2, totalPages: 2, total: 6 } })
      expect(ids(more.list)).toEqual([521, 522])
      expect((await t.get(`${K}/ksHomePage?ksHomePageId=9`)).body).toEqual({ code: 404, msg: '楼层不存在', data: null })
    })

    it('ksStudentShareList: the member share list, newest first, paged', async () => {
      const p1 = await data(`${K}/ksStudentShareList?curPage=1&pageSize=10`)
      expect(p1.page).toEqual({ currentPage: 1, totalPages: 3, total: 30 })
      expect(p1.list[0]).toEqual({ id: 1, nickName: expect.any(String), avatar: expect.any(String), goodsName: expect.any(String), shareNum: expect.any(Number), createTime: '2025-05-25 05:00:00' })
      expect((await data(`${K}/ksStudentShareList?curPage=4&pageSize=10`)).list).toEqual([])
    })
  })

  describe('auditions', () => {
    it('knowCategoryList and knowCategoryPageList by audition state: play now (1), book (3) until it opens, received (2) needs the token', async () => {
      expect(await data(`${K}/knowCategoryList`)).toEqual([{ id: 1, name: '做账入门' }, { id: 2, name: '报税实务' }, { id: 3, name: '岗位体验' }])
      expect(ids((await data(`${K}/knowCategoryPageList?auditionType=1&categoryId=1&curPage=1&pageSize=1000`)).list)).toEqual([521, 522, 526])
      const book = (await data(`${K}/knowCategoryPageList?auditionType=3&curPage=1&pageSize=1000`)).list
      expect(ids(book)).toEqual(BOOK_AUDITION_IDS)
      expect(book[0]).toMatchObject({ auditionType: 3, openTime: '2025-05-28 10:00:00', videoId: 'pv-511-1' })
      expect((await t.get(`${K}/knowCategoryPageList?auditionType=2`)).body).toEqual({ code: 401, msg: '请先登录', data: null })
      const token = await tokenOf()
      expect((await data(`${K}/knowCategoryPageList?auditionType=2`, { token })).list).toEqual([])
      t.clock.advance(3 * DAY)
      expect(ids((await data(`${K}/knowCategoryPageList?auditionType=3`)).list)).toEqual([528])
      expect((await data(`${K}/knowGoodsDetail?id=527`)).auditionType).toBe(1)
    })

    it('saveSubscribeRecord / ifSubscribe: booking is the token user’s, twice changes nothing', async () => {
      expect((await t.get(`${K}/ifSubscribe?bizId=527`)).body.code).toBe(401)
      const [a, b] = [await tokenOf(), await tokenOf('13700137000')]
      expect(await data(`${K}/ifSubscribe?bizId=527`, { token: a })).toEqual({ bizId: 527, subscribed: false })
      for (let i = 0; i < 2; i++) expect((await t.post(`${K}/saveSubscribeRecord`, { bizId: 527 }, { token: a })).body.data).toEqual({ bizId: 527, subscribed: true })
      expect(await data(`${K}/ifSubscribe?bizId=527`, { token: a })).toEqual({ bizId: 527, subscribed: true })
      expect(await data(`${K}/ifSubscribe?bizId=527`, { token: b })).toEqual({ bizId: 527, subscribed: false })
      expect((await t.post(`${K}/saveSubscribeRecord`, { bizId: 9999 }, { token: a })).body.code).toBe(404)
      expect((await t.post(`${K}/saveSubscribeRecord`, {}, { token: a })).body).toEqual({ code: 400, msg: '缺少参数bizId', data: null })
    })
  })

  describe('purchaseZerogoods', () => {
    const claim = (goodsId: number, token?: string) => t.get(`${K}/purchaseZerogoods?goodsId=${goodsId}&platformType=2&schoolId=1`, token ? { token } : undefined)

    it('needs the token; makes one completed order priced 0 for the token user; again answers the same order', async () => {
      expect((await claim(35)).body.code).toBe(401)
      const token = await tokenOf()
      const first = (await claim(35, token)).body
      expect(first).toEqual({ code: 200, msg: 'ok', data: { goodsId: 35, orderId: expect.any(Number), orderNo: expect.stringMatching(/^KJ\d{18}$/), tradeOrderId: expect.any(String), isNew: true } })
      const uid = (t.app.db.prepare("SELECT id FROM users WHERE mobile = '13800138000'").get() as Json).id
      expect(orderRow(first.data.orderId)).toEqual({ user_id: uid, goods_id: 35, state: 3, pay_price: 0, pay_status: 1 })
      const again = (await claim(35, token)).body.data
      expect(again).toEqual({ ...first.data, isNew: false })
      expect(t.app.db.prepare('SELECT COUNT(*) n FROM orders WHERE user_id = ? AND goods_id = 35').get(uid)).toEqual({ n: 1 })
      // the claim shows as received in the store
      const received = (await data(`${K}/knowCategoryPageList?auditionType=2`, { token })).list
      expect(ids(received)).toEqual([502, 521, 536])
      expect(received.every((g: Json) => g.auditionType === 2)).toBe(true)
    })

    it('another user gets an order of their own; a pending zero order of the goods is completed, not duplicated', async () => {
      const a = await tokenOf()
      const b = await t.login('13700137000')
      const pending = (await t.post('/api/order/createOrder', { goodsId: 4, childSpecificationPriceIds: '401', commodityIdList: '', clientOrderKey: 'k1' }, { token: b.token })).body.data
      expect(orderRow(pending.orderId).state).toBe(1)
      const mine = (await claim(4, b.token)).body.data
      expect(mine).toMatchObject({ orderId: pending.orderId, isNew: true })
      expect(orderRow(pending.orderId)).toMatchObject({ user_id: b.uid, state: 3 })
      const theirs = (await claim(4, a)).body.data
      expect(theirs.orderId).not.toBe(pending.orderId)
    })

    it('refuses priced goods (400) and goods outside the knowledge store (404)', async () => {
      const token = await tokenOf()
      expect((await claim(20, token)).body).toEqual({ code: 400, msg: '该商品不是免费商品，请购买后学习', data: null })
      expect((await claim(1, token)).body).toEqual({ code: 404, msg: '商品不存在', data: null })
      expect((await claim(999, token)).body.code).toBe(404)
      expect((await t.get(`${K}/purchaseZerogoods?platformType=2`, { token })).body).toEqual({ code: 400, msg: '请传入正确的商品goodsId', data: null })
      expect(t.app.db.prepare('SELECT COUNT(*) n FROM orders WHERE goods_id IN (20, 1, 999) AND created_at >= ?').get(t.clock.now())).toEqual({ n: 0 })
    })
  })

  describe('counters and helpers', () => {
    it('statistics: clickVolume and pageViewsClick count, clickViews reads (userId ignored)', async () => {
      await data(`${K}/statistics/clickVolume?bizId=501&bizType=1&userId=3`)
      expect(await data(`${K}/statistics/clickVolume?bizId=501&bizType=1`)).toEqual({ bizId: 501, bizType: 1, clicks: 2, views: 0 })
      expect(await data(`${K}/statistics/pageViewsClick?bizId=501&bizType=1`)).toEqual({ bizId: 501, bizType: 1, clicks: 2, views: 1 })
      expect(await data(`${K}/statistics/clickViews?bizId=501&bizType=1`)).toEqual({ bizId: 501, bizType: 1, clicks: 2, views: 1 })
      expect(await data(`${K}/statistics/clickViews?bizId=502&bizType=1`)).toEqual({ bizId: 502, bizType: 1, clicks: 0, views: 0 })
    })

    it('getTeacherIdSchool, getWxAppSchemeReqByConfigId, knowGoodsDetail', async () => {
      expect(await data(`${K}/getTeacherIdSchool?teacherId=T9&city=${encodeURIComponent('上海市')}`)).toEqual({ teacherId: 'T9', schoolId: 3, schoolName: '上海徐汇校区', city: '上海' })
      expect((await data(`${K}/getTeacherIdSchool?teacherId=T9&city=${encodeURIComponent('拉萨')}`)).schoolId).toBe(1)
      const scheme = (await t.post(`${K}/getWxAppSchemeReqByConfigId?wxConfigId=cfg1`, { path: 'pages/index/index', query: 'a=1' })).body.data
      expect(scheme).toEqual({ wxConfigId: 'cfg1', openlink: expect.stringMatching(/^weixin:\/\/dl\/business\/\?t=[\w-]{16}$/), expireTime: t.clock.now() + 30 * DAY })
      expect((await t.post(`${K}/getWxAppSchemeReqByConfigId`, {})).body.code).toBe(400)
      expect(await data(`${K}/knowGoodsDetail?id=521`)).toMatchObject({ id: 521, goodsId: 35, videoId: 'pv-611-1', free: 1, auditionType: 1, classForm: '试听' })
      expect((await t.get(`${K}/knowGoodsDetail?id=500`)).body.code).toBe(404)
    })
  })
})
