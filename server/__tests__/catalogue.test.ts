import { coverPath } from '../lib/media/media'
import { COURSES } from '../db/seeds/courses'
import { GOODS } from '../db/seeds/goods'
import { HOT_WORDS } from '../db/seeds/marketing'
import { makeApp, type Json, type TestApp } from './helpers'

const G = '/api'

describe('goods catalogue', () => {
  let t: TestApp
  beforeEach(async () => {
    t = await makeApp()
  })
  afterEach(() => t.app.close())

  const data = async (url: string, headers?: Record<string, string>) => {
    const res = await t.get(url, headers)
    expect(res.body.code).toBe(200)
    return res.body.data
  }
  const ids = (list: Json[]) => list.map((g: Json) => g.goodsId)

  describe('seeded catalogue', () => {
    const one = (sql: string) => t.app.db.prepare(sql).get() as Json
    const all = (sql: string) => t.app.db.prepare(sql).all() as Json[]

    it('covers every goods type, type id, origin and the special cases', () => {
      expect(GOODS.length).toBeGreaterThanOrEqual(30)
      expect(GOODS.length).toBeLessThanOrEqual(40)
      expect(all('SELECT DISTINCT goods_type t FROM goods ORDER BY t').map((r) => r.t)).toEqual([0, 1, 2, 4, 5, 6])
      expect(all('SELECT DISTINCT goods_type_id t FROM goods ORDER BY t').map((r) => r.t)).toEqual([1, 2, 3, 4])
      expect(all('SELECT DISTINCT goods_type t FROM goods WHERE origin_type = 2 ORDER BY t').map((r) => r.t)).toEqual(expect.arrayContaining([0, 1]))
      expect(all('SELECT DISTINCT item_type t FROM goods WHERE item_type IS NOT NULL ORDER BY t').map((r) => r.t)).toEqual([0, 1, 2])
      expect(one('SELECT COUNT(*) n FROM goods WHERE item_type IS NOT NULL AND origin_type <> 1').n).toBe(0)
      expect(one("SELECT COUNT(*) n FROM goods WHERE goods_type = 4 AND member_goods_id IS NULL").n).toBe(0)
      expect(one("SELECT COUNT(*) n FROM goods WHERE goods_type = 6 AND (tiku_goods_id IS NULL OR tiku_goods_name IS NULL)").n).toBe(0)
      expect(all("SELECT id FROM goods WHERE sell_status = 'soldOut'")).toEqual([{ id: 9 }])
      expect(all("SELECT id FROM goods WHERE sell_status = 'offShelf'")).toEqual([{ id: 7 }])
      expect(all('SELECT id FROM goods g WHERE NOT EXISTS (SELECT 1 FROM specifications s WHERE s.goods_id = g.id)')).toEqual([{ id: 19 }])
      // statusSchool on about half, each with 3 to 8 campuses
      const withSchools = all('SELECT goods_id, COUNT(*) n FROM goods_schools GROUP BY goods_id')
      expect(withSchools.length).toBeGreaterThanOrEqual(15)
      for (const r of withSchools) expect(r.n).toBeGreaterThanOrEqual(3)
      for (const r of withSchools) expect(r.n).toBeLessThanOrEqual(8)
      expect(one('SELECT COUNT(*) n FROM goods WHERE status_school = 1').n).toBe(withSchools.length)
    })

    it('has realistic packages, prices, courses and auditions', () => {
      const specs = all('SELECT s.*, (SELECT COUNT(*) FROM specification_courses c WHERE c.sp_price_id = s.sp_price_id) AS courses FROM specifications s')
      for (const s of specs) {
        expect([6, 12, 24]).toContain(s.validity_months)
        expect(s.courses).toBeGreaterThanOrEqual(1)
        expect(s.courses).toBeLessThanOrEqual(6)
        expect(s.original_price).toBeGreaterThan(s.present_price)
        expect(Number.isInteger(s.present_price)).toBe(true)
      }
      expect(specs.some((s) => s.courses === 1)).toBe(true)
      expect(specs.some((s) => s.courses === 6)).toBe(true)
      expect(specs.some((s) => s.present_price === 0)).toBe(true)
      expect(specs.some((s) => s.present_price % 100 !== 0)).toBe(true)
      const selectable = specs.filter((s) => s.choose_num > 0)
      expect(selectable.length).toBeGreaterThanOrEqual(3)
      for (const s of selectable) {
        expect([2, 3]).toContain(s.choose_num)
        expect(s.courses).toBeGreaterThanOrEqual(4)
        expect(s.courses).toBeLessThanOrEqual(5)
      }
      for (const r of all('SELECT goods_id, COUNT(*) n FROM specifications GROUP BY goods_id')) expect(r.n).toBeLessThanOrEqual(4)
      for (const r of all('SELECT sp_price_id, COUNT(*) n FROM auditions GROUP BY sp_price_id')) {
        expect(r.n).toBeGreaterThanOrEqual(2)
        expect(r.n).toBeLessThanOrEqual(4)
      }
      expect(one('SELECT COUNT(*) n FROM specifications s WHERE NOT EXISTS (SELECT 1 FROM auditions a WHERE a.sp_price_id = s.sp_price_id)').n).toBe(0)
      expect(one('SELECT COUNT(*) n FROM courses').n).toBe(COURSES.length)
      for (const r of all('SELECT goods_id, COUNT(*) n FROM coupons GROUP BY goods_id')) expect(r.n).toBeLessThanOrEqual(4) // 3 live + 1 expired on goods 1
      expect(all('SELECT id FROM schools ORDER BY id').map((r) => r.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 18])
    })
  })

  describe('home, categories, lists', () => {
    it('home merge: ordered place-26 banners, categories and a floor per category with its first 4 listed goods', async () => {
      const res = await t.post(`${G}/app/homePageMergeApi/v2`, { showPlaceId: 26, t: 1 })
      expect(res.body.code).toBe(200)
      const home = res.body.data
      expect(Object.keys(home).sort()).toEqual(['banners', 'categories', 'floors'])
      expect(home.banners.map((b: Json) => b.id)).toEqual([1, 2, 3, 4])
      expect(home.banners[0]).toEqual({
        id: 1, pic: coverPath('banner-1', 750, 320, { title: '初级会计职称 全科精讲班', sub: '名师直播 · 一次通关' }), type: 1, url: '', goodsInfoId: 1, websiteId: 1, showPlaceId: 26, configId: 1, goodsType: 1, goodsOriginType: 1,
      })
      expect(home.banners[1]).toMatchObject({ type: 1, goodsInfoId: 6, goodsType: 1, goodsOriginType: 2 })
      expect(home.banners[2]).toMatchObject({ type: 2, url: '/publicPage/homeSchool', goodsInfoId: null })
      expect(home.banners[3]).toMatchObject({ type: 1, goodsInfoId: null })
      expect(home.categories).toHaveLength(8)
      expect(home.categories[0]).toEqual({ id: 1, name: '初级会计', icon: coverPath('cat-1', 96, 96, { title: '初级会计' }) })
      expect(home.floors.map((f: Json) => f.name)).toEqual(home.categories.map((c: Json) => c.name))
      for (const f of home.floors) {
        expect(f.goods.length).toBeGreaterThan(0)
        expect(f.goods.length).toBeLessThanOrEqual(4)
      }
      expect(ids(home.floors[0].goods)).toEqual([1, 2, 3, 4])
      expect(home.floors[0].goods[0]).toEqual({
        goodsId: 1,
        goodsName: '2025初级会计职称·全科精讲班',
        goodsType: 1,
        goodsTypeId: 1,
        goodsOriginType: 1,
        itemType: 1,
        memberGoodsId: null,
        tikuGoodsId: null,
        tikuGoodsName: null,
        presentPrice: 98000,
        originalPrice: 168000,
        thumbPath: expect.stringMatching(/^\/media\/cover\/goods-1\.png\?w=600&h=400&title=2025/),
        salesNum: 12860,
        tags: ['直播', '包过', '热卖'],
        sellStatus: 'onSale',
      })
      const all = home.floors.flatMap((f: Json) => ids(f.goods))
      expect(all).not.toContain(7)
      // with no body at all: the default place
      expect((await t.post(`${G}/app/homePageMergeApi/v2`)).body.data.banners).toHaveLength(4)
    })

    it('categories', async () => {
      const cats = await data(`${G}/app/goodsCenterCategory/v2?t=1`)
      expect(cats.map((c: Json) => c.name)).toEqual(['初级会计', '中级会计', '注册会计师', '税务师', '实操就业', '职业证书', '学历提升', '会员VIP'])
    })

    it('goodsCenterGoods pages by sort then id, leaves off-shelf goods out and caps pageSize at 50', async () => {
      const page = (body: unknown) => t.post(`${G}/goods/app/goodsCenterGoods`, body).then((r) => r.body)
      const p1 = await page({ categoryId: 1, currentPage: 1, pageSize: 4 })
      expect(p1.data.page).toEqual({ currentPage: 1, totalPages: 2, total: 6 })
      expect(ids(p1.data.list)).toEqual([1, 2, 3, 4])
      const p2 = await page({ categoryId: 1, currentPage: 2, pageSize: 4 })
      expect(p2.data).toMatchObject({ page: { currentPage: 2, totalPages: 2, total: 6 } })
      expect(ids(p2.data.list)).toEqual([5, 6])
      expect((await page({ categoryId: 1, currentPage: 3, pageSize: 4 })).data).toEqual({ page: { currentPage: 3, totalPages: 2, total: 6 }, list: [] })
      // default pageSize 10, all categories
      const def = await page({ currentPage: 1 })
      expect(def.data.list).toHaveLength(10)
      expect(def.data.page).toEqual({ currentPage: 1, totalPages: 4, total: 35 })
      expect((await page(undefined)).data.page.currentPage).toBe(1)
      // cap: add 30 goods so that more than 50 are listed
      const add = t.app.db.prepare(
        "INSERT INTO goods (id, name, category_id, goods_type, goods_type_id, origin_type, thumb_path, sort, created_at) VALUES (?, ?, 5, 0, 1, 1, '', 999, 0)",
      )
      for (let i = 0; i < 30; i++) add.run(1000 + i, `加测商品${i}`)
      const big = await page({ currentPage: 1, pageSize: 100 })
      expect(big.data.list).toHaveLength(50)
      expect(big.data.page).toEqual({ currentPage: 1, totalPages: 2, total: 65 })
      expect((await page({ currentPage: 0 })).code).toBe(400)
      expect((await page({ currentPage: 1, pageSize: 'x' })).code).toBe(400)
    })

    it('memberGoodsList: VIP goods only', async () => {
      const list = await data(`${G}/app/memberGoodsList/v2`)
      expect(ids(list)).toEqual([32, 33, 34])
      for (const g of list) expect(g).toMatchObject({ goodsType: 4, memberGoodsId: expect.any(Number) })
    })
  })

  describe('search', () => {
    const search = (q: string) => t.get(`${G}/goods/app/searchGoods?${q}`).then((r) => r.body)

    it('matches name, subtitle and tags case-insensitively, every word, never off-shelf goods', async () => {
      const cpa = await search('keyword=cpa&currentPage=1&pageSize=10')
      expect(ids(cpa.data.list)).toEqual([13, 14, 15, 16, 36, 34])
      expect(cpa.data.page).toEqual({ currentPage: 1, totalPages: 1, total: 6 })
      expect(ids((await search(`keyword=${encodeURIComponent('天一教育')}`)).data.list)).toEqual([3, 15]) // subtitle
      expect(ids((await search(`keyword=${encodeURIComponent('包过')}`)).data.list)).toEqual([1, 8, 13, 28]) // tags
      expect(ids((await search(`keyword=${encodeURIComponent('  初级 题库 ')}`)).data.list)).toEqual([5, 27]) // 初级经济师 has the tag 题库
      expect((await search(`keyword=${encodeURIComponent('往期')}`)).data.page.total).toBe(0) // goods 7 is off-shelf
      expect((await search('keyword=%25')).data.list).toEqual([]) // a literal %
      const paged = await search(`keyword=${encodeURIComponent('会计')}&currentPage=2&pageSize=5`)
      expect(paged.data.page.currentPage).toBe(2)
      expect(paged.data.list).toHaveLength(5)
      expect(paged.data.page.totalPages).toBe(Math.ceil(paged.data.page.total / 5))
    })

    it('every hot word finds goods', async () => {
      const words = await data(`${G}/app/searchHotWords`)
      expect(words).toEqual(HOT_WORDS.map((word) => ({ word })))
      expect(words).toHaveLength(8)
      for (const { word } of words) expect((await search(`keyword=${encodeURIComponent(word)}`)).data.page.total).toBeGreaterThan(0)
    })

    it('empty keyword: 400 请输入搜索内容', async () => {
      for (const q of ['keyword=', 'keyword=%20%20', 'currentPage=1']) {
        expect(await search(q)).toEqual({ code: 400, msg: '请输入搜索内容', data: null })
      }
    })
  })

  describe('banners and pv counters', () => {
    it('lists banners by place', async () => {
      expect((await data(`${G}/banner/app/banner?showPlaceId=26`)).map((b: Json) => b.id)).toEqual([1, 2, 3, 4])
      expect((await data(`${G}/banner/app/banner?showPlaceId=27`)).map((b: Json) => b.id)).toEqual([5])
      expect(await data(`${G}/banner/app/banner?showPlaceId=99`)).toEqual([])
    })

    // "banner ad ids 37/38/39 in production, 62/63/64 otherwise": both sets seeded, two banners each, in order.
    it.each([[62, 63, 64], [37, 38, 39]])('seeds the ad places %i, %i, %i (article detail, goods page, my page)', async (...places) => {
      for (const place of places) {
        const banners = await data(`${G}/banner/app/banner?showPlaceId=${place}`)
        expect(banners.map((b: Json) => [b.id, b.showPlaceId, b.websiteId])).toEqual([[place * 100 + 1, place, 1], [place * 100 + 2, place, 1]])
      }
      const [detail, goods] = [await data(`${G}/banner/app/banner?showPlaceId=${places[0]}`), await data(`${G}/banner/app/banner?showPlaceId=${places[1]}`)]
      expect(detail[0]).toMatchObject({ type: 1, goodsInfoId: 8, goodsType: 1, goodsOriginType: 1 })
      expect(detail[1]).toMatchObject({ type: 2, url: '/liveCenter', goodsInfoId: null })
      expect(goods[1]).toMatchObject({ type: 1, goodsInfoId: 20, goodsType: 2 })
    })

    it('counts shows (type 0) and clicks (type 1) per banner, with or without token', async () => {
      const pv = (q: string, headers?: Record<string, string>) => t.get(`${G}/app/updateBannerGoodsPvCount?${q}`, headers).then((r) => r.body)
      const count = (id: number) => data(`${G}/app/bannerPvCount?bannerId=${id}`)
      expect(await count(1)).toEqual({ show: 0, click: 0 })
      expect(await pv('bannerId=1&showPlaceId=26&websiteId=1&type=0')).toEqual({ code: 200, msg: 'ok', data: null })
      await pv('bannerId=1&showPlaceId=26&websiteId=1&type=0')
      const { token } = await t.login('13800138000')
      await pv(`bannerId=1&showPlaceId=26&websiteId=1&type=1&token=${token}`)
      await pv('bannerId=1&showPlaceId=26&websiteId=1&type=1&token=not-a-live-token')
      expect(await count(1)).toEqual({ show: 2, click: 2 })
      expect(await count(2)).toEqual({ show: 0, click: 0 })
      expect(await pv('bannerId=999&type=0')).toEqual({ code: 404, msg: '广告不存在', data: null })
      expect((await t.get(`${G}/app/bannerPvCount?bannerId=999`)).body.code).toBe(404)
      expect((await pv('bannerId=1&type=2')).code).toBe(400)
      expect((await pv('type=1')).code).toBe(400)
    })

    it('bannerPvCount is sandbox-only', async () => {
      const off = await makeApp({ sandbox: false })
      try {
        expect((await off.get(`${G}/app/bannerPvCount?bannerId=1`)).status).toBe(404)
        expect((await off.get(`${G}/app/updateBannerGoodsPvCount?bannerId=1&type=1`)).body.code).toBe(200)
      } finally {
        await off.app.close()
      }
    })
  })

  describe('goods detail', () => {
    it('answers the detail with packages, campuses and prices', async () => {
      const d = await data(`${G}/goods/front/findInfoByIdForApp?goodsId=1&t=1`)
      expect(d).toMatchObject({
        goodsId: 1,
        goodsName: '2025初级会计职称·全科精讲班',
        subtitle: expect.any(String),
        goodsType: 1,
        goodsTypeId: 1,
        goodsOriginType: 1,
        itemType: 1,
        thumbPath: expect.stringMatching(/^\/media\/cover\/goods-1\.png\?w=600&h=400&title=2025/),
        presentPrice: 98000,
        originalPrice: 168000,
        salesNum: 12860,
        sellStatus: 'onSale',
        statusSchool: true,
        memberGoodsId: null,
        tikuGoodsId: null,
        tikuGoodsName: null,
        schoolIds: [1, 2, 3, 5, 6, 8],
        collected: false,
      })
      expect(d.pics).toHaveLength(3)
      expect(d.specifications).toHaveLength(3)
      expect(d.specifications[0]).toEqual({
        spPriceId: 101,
        name: '基础精讲班',
        presentPrice: 98000,
        originalPrice: 168000,
        validityMonths: 12,
        courseCount: 2,
        selectable: false,
        chooseNum: 0,
        childSpecificationPriceIds: '101',
        soldOut: false,
      })
      expect(d.specifications[2]).toMatchObject({ spPriceId: 103, courseCount: 6, validityMonths: 24, presentPrice: 299900 })
      const sel = await data(`${G}/goods/front/findInfoByIdForApp?goodsId=3`)
      expect(sel).toMatchObject({ goodsOriginType: 2, itemType: null, statusSchool: false, schoolIds: [] })
      expect(sel.specifications[1]).toMatchObject({ spPriceId: 302, selectable: true, chooseNum: 2, courseCount: 4 })
    })

    it('off-shelf and sold-out goods still answer; unknown answers 404; tikuGoodsId works', async () => {
      expect(await data(`${G}/goods/front/findInfoByIdForApp?goodsId=7`)).toMatchObject({ goodsId: 7, sellStatus: 'offShelf' })
      const soldOut = await data(`${G}/goods/front/findInfoByIdForApp?goodsId=9`)
      expect(soldOut.sellStatus).toBe('soldOut')
      expect(soldOut.specifications.every((s: Json) => s.soldOut)).toBe(true)
      expect(await data(`${G}/goods/front/findInfoByIdForApp?goodsId=19`)).toMatchObject({ specifications: [], presentPrice: 680000, originalPrice: 880000 })
      expect((await t.get(`${G}/goods/front/findInfoByIdForApp?goodsId=999`)).body).toEqual({ code: 404, msg: '商品不存在', data: null })
      expect((await t.get(`${G}/goods/front/findInfoByIdForApp?goodsId=abc`)).body.code).toBe(400)
      expect((await t.get(`${G}/goods/front/findInfoByIdForApp`)).body.code).toBe(400)
      expect(await data(`${G}/goods/front/findInfoByIdForApp?tikuGoodsId=90001`)).toMatchObject({ goodsId: 5, goodsType: 6, tikuGoodsId: 90001, tikuGoodsName: '初级会计职称题库' })
      expect((await t.get(`${G}/goods/front/findInfoByIdForApp?tikuGoodsId=1`)).body.code).toBe(404)
    })

    it('a VIP goods answers to its memberGoodsId too (the goods jump opens /classVip with goodsId = memberGoodsId)', async () => {
      expect(await data(`${G}/goods/front/findInfoByIdForApp?goodsId=80001`)).toMatchObject({ goodsId: 32, goodsType: 4, memberGoodsId: 80001, goodsName: '会计VIP年卡会员' })
      expect(await data(`${G}/goods/front/findInfoByIdForApp?goodsId=80003`)).toMatchObject({ goodsId: 34, memberGoodsId: 80003 })
      expect((await t.get(`${G}/goods/front/findInfoByIdForApp?goodsId=80009`)).body).toEqual({ code: 404, msg: '商品不存在', data: null })
    })

    it('included courses, auditions and introduction', async () => {
      const six = await data(`${G}/goods/front/findComGoodsGroupBySpPriceIdForApp?spPriceId=103`)
      expect(six.map((c: Json) => c.courseId)).toEqual([7001, 7002, 7003, 7004, 7005, 7006])
      expect(six[0]).toEqual({ courseId: 7001, courseName: '初级会计实务·精讲', teacherName: '张敏', lessonCount: 48, optional: false })
      const selectable = await data(`${G}/goods/front/findComGoodsGroupBySpPriceIdForApp?spPriceId=302`)
      expect(selectable).toHaveLength(4)
      expect(selectable.every((c: Json) => c.optional)).toBe(true)
      expect((await t.get(`${G}/goods/front/findComGoodsGroupBySpPriceIdForApp?spPriceId=99999`)).body).toEqual({ code: 404, msg: '套餐不存在', data: null })

      const auditions = await data(`${G}/goods/front/findCourseAuditionBySpPriceId?spPriceId=101`)
      expect(auditions.length).toBeGreaterThanOrEqual(2)
      expect(auditions[0]).toEqual({
        id: expect.any(Number),
        courseName: '初级会计实务·精讲',
        title: expect.stringContaining('第1讲'),
        teacherName: '张敏',
        durationSeconds: expect.any(Number),
        cover: expect.stringMatching(/^\/media\/cover\/audition-\d+\.png\?w=480&h=270&title=.+&sub=/),
        videoUrl: '/media/video/audition-sample.mp4',
      })

      const intro = await data(`${G}/goods/front/findIntroduceByIdForApp?goodsId=1`)
      expect(intro.goodsId).toBe(1)
      for (const tag of ['<h2>', '<h3>', '<p>', '<ul>', '<li>', '<img src="/media/cover/intro-1.png?w=750&h=420&title=']) {
        expect(intro.html).toContain(tag)
      }
      expect((await t.get(`${G}/goods/front/findIntroduceByIdForApp?goodsId=999`)).body.code).toBe(404)
    })

    it('counts visits', async () => {
      expect(await data(`${G}/goods/front/updateGoodsCountVisit?goodsId=1`)).toBeNull()
      await data(`${G}/goods/front/updateGoodsCountVisit?goodsId=1`)
      expect(t.app.db.prepare('SELECT visit_count FROM goods WHERE id = 1').get()).toEqual({ visit_count: 2 })
      expect((await t.get(`${G}/goods/front/updateGoodsCountVisit?goodsId=999`)).body.code).toBe(404)
    })
  })

  describe('cities and campuses', () => {
    it('lists cities that have a campus', async () => {
      const cities = await data(`${G}/goods/front/findAllCity`)
      expect(cities).toHaveLength(10)
      expect(cities.map((c: Json) => c.cityName)).not.toContain('天津')
      expect(cities[0]).toEqual({ cityId: 1, cityName: '北京', initial: 'B' })
      const initials = cities.map((c: Json) => c.initial)
      expect(initials).toEqual([...initials].sort())
    })

    it('filters campuses by goods and city', async () => {
      const schools = (q: string) => data(`${G}/goods/front/findAllSchoolForApp?${q}`).then((l) => l.map((s: Json) => s.schoolId))
      expect(await schools('')).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 18])
      expect(await schools('goodsId=1')).toEqual([1, 2, 3, 5, 6, 8])
      expect(await schools('goodsId=1&cityId=1')).toEqual([1, 2])
      expect(await schools('goodsId=1&cityId=7')).toEqual([])
      expect(await schools('cityId=2')).toEqual([3, 4])
      expect(await schools('goodsId=2')).toEqual([])
      const first = (await data(`${G}/goods/front/findAllSchoolForApp?goodsId=1&cityId=1`))[0]
      expect(first).toEqual({ schoolId: 1, schoolName: '北京朝阳校区', cityId: 1, cityName: '北京', address: expect.stringContaining('北京市'), phone: '010-85901234' })
      expect((await t.get(`${G}/goods/front/findAllSchoolForApp?goodsId=999`)).body.code).toBe(404)
      expect(await data(`${G}/goods/front/findDefaultSchool?goodsId=6`)).toMatchObject({ schoolId: 3, schoolName: '上海徐汇校区' })
      expect(await data(`${G}/goods/front/findDefaultSchool?goodsId=2`)).toBeNull()
      expect((await t.get(`${G}/goods/front/findDefaultSchool?goodsId=999`)).body.code).toBe(404)
    })
  })

  describe('coupons and collections', () => {
    it('lists unexpired coupons with received per user; receiving twice answers 400', async () => {
      const a = await t.login('13800138000')
      const b = await t.login('13900139000')
      const guest = await data(`${G}/subject/web/couponForGood?goodsId=1`)
      expect(guest.map((c: Json) => c.couponId)).toEqual([1, 2, 3])
      expect(guest[0]).toEqual({ couponId: 1, name: '新人立减券', amount: 5000, threshold: 0, validUntil: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/), received: false })
      expect(guest[0].validUntil).toBe('2025-08-23') // 90 days after 2025-05-25 (Beijing)

      expect((await t.post(`${G}/subject/web/receiveCouponFree`, { couponId: 1, token: a.token })).body).toEqual({ code: 200, msg: 'ok', data: null })
      expect((await t.post(`${G}/subject/web/receiveCouponFree`, { couponId: 1, token: a.token })).body).toEqual({ code: 400, msg: '您已领取过该优惠券', data: null })
      const forA = await data(`${G}/subject/web/couponForGood?goodsId=1&token=${a.token}`)
      expect(forA.map((c: Json) => c.received)).toEqual([true, false, false])
      const forB = await data(`${G}/subject/web/couponForGood?goodsId=1`, { token: b.token })
      expect(forB.map((c: Json) => c.received)).toEqual([false, false, false])

      expect((await t.post(`${G}/subject/web/receiveCouponFree`, { couponId: 1 })).body.code).toBe(401)
      expect((await t.post(`${G}/subject/web/receiveCouponFree`, { couponId: 999, token: a.token })).body).toEqual({ code: 404, msg: '优惠券不存在', data: null })
      expect((await t.post(`${G}/subject/web/receiveCouponFree`, { couponId: 4, token: a.token })).body).toEqual({ code: 400, msg: '优惠券已过期', data: null })
      expect((await t.post(`${G}/subject/web/receiveCouponFree?couponId=2`, { token: b.token })).body.code).toBe(200) // query form
      expect(await data(`${G}/subject/web/couponForGood?goodsId=9`)).toEqual([])
      expect((await t.get(`${G}/subject/web/couponForGood?goodsId=999`)).body.code).toBe(404)
    })

    it('collects and uncollects per user', async () => {
      const a = await t.login('13800138000')
      const b = await t.login('13900139000')
      const collect = (goodsId: number, type: 0 | 1, token?: string) =>
        t.get(`${G}/app/collection?goodsId=${goodsId}&type=${type}${token ? `&token=${token}` : ''}`).then((r) => r.body)
      const list = (token: string) => data(`${G}/app/collectionList?token=${token}`).then(ids)

      expect(await collect(1, 1, a.token)).toEqual({ code: 200, msg: 'ok', data: null })
      t.clock.advance(1000)
      await collect(13, 1, a.token)
      await collect(13, 1, a.token) // idempotent
      expect(await list(a.token)).toEqual([13, 1])
      expect(await list(b.token)).toEqual([])
      expect((await data(`${G}/goods/front/findInfoByIdForApp?goodsId=13&token=${a.token}`)).collected).toBe(true)
      expect((await data(`${G}/goods/front/findInfoByIdForApp?goodsId=13&token=${b.token}`)).collected).toBe(false)

      await collect(1, 0, a.token)
      await collect(1, 0, a.token)
      expect(await list(a.token)).toEqual([13])
      expect((await collect(1, 1)).code).toBe(401)
      expect((await t.get(`${G}/app/collectionList`)).body.code).toBe(401)
      expect((await collect(999, 1, a.token)).code).toBe(404)
      expect((await collect(1, 3 as 1, a.token)).code).toBe(400)
    })
  })
})
