import crypto from 'node:crypto'
import Database from 'better-sqlite3'
import { migrate } from '../db/migrate'
import { seed } from '../db/seed'
import { GOODS } from '../db/seeds/goods'
import { FAVORITES_9000, FEATURE_CARD_IDS_OF_101, FIRST_CATALOG_ID, HIDDEN_PROVINCES, HOSTILE_NEWS_IDS, NEWS_CATALOGS, SEAT_GOODS, articleCountOf } from '../db/seeds/news'
import { HOSTILE_BODIES } from '../db/corpus/newsHostile'
import { T0, makeApp, type Json, type TestApp } from './helpers'

const N = '/api/news/app'
const A = '13800138000'
const B = '13700137000'

describe('news service', () => {
  let t: TestApp
  beforeEach(async () => {
    t = await makeApp()
  })
  afterEach(() => t.app.close())

  const data = async (url: string, headers?: Record<string, string>) => {
    const res = await t.get(url, headers)
    expect(res.status).toBe(200)
    expect(res.body.code).toBe(200)
    return res.body.data
  }
  const post = async (path: string, payload: Record<string, unknown>, token?: string) =>
    (await t.post(`${N}/${path}`, payload, token ? { token } : undefined)).body
  const tokenOf = async (mobile: string) => (await t.login(mobile)).token as string
  const list = (query: string) => data(`${N}/informationList/v3?showCount=999&pageSize=10&${query}`)
  const detail = (id: number, extra = '', headers?: Record<string, string>) => data(`${N}/queryAppInformationDetailInfo?id=${id}${extra}`, headers)

  describe('seeded corpus', () => {
    const all = (sql: string, ...args: unknown[]) => t.app.db.prepare(sql).all(...args) as Json[]

    it('has 7 sites with 3 to 6 sub-tags each and at least 35 articles per sub-tag, across provinces', async () => {
      const sites = await data(`${N}/website/list/v3`)
      expect(sites.map((s: Json) => s.id)).toEqual([1, 2, 3, 4, 5, 6, 7])
      expect(sites[0]).toEqual({ id: 1, websiteName: '初级会计', pic: expect.stringMatching(/^\/media\/cover\//), picUrl: expect.any(String), label: '热门' })
      expect(sites[6].websiteName).toBe('会计实操')
      for (const s of sites) {
        const tags = await data(`${N}/websiteCatalog/list/byWebsiteId/v3?websiteId=${s.id}`)
        expect(tags.length).toBeGreaterThanOrEqual(3)
        expect(tags.length).toBeLessThanOrEqual(6)
        tags.forEach((c: Json, i: number) => expect(c).toEqual({ id: s.id * 100 + i + 1, websiteId: s.id, catalogName: expect.any(String) }))
      }
      for (const r of all('SELECT catalog_id, COUNT(*) n, COUNT(DISTINCT province_id) p FROM news_articles GROUP BY catalog_id')) {
        expect(r.n).toBe(articleCountOf(r.catalog_id))
        expect(r.n).toBeGreaterThanOrEqual(35)
        expect(r.p).toBeGreaterThanOrEqual(8)
      }
      expect(all('SELECT DISTINCT catalog_id FROM news_articles')).toHaveLength(NEWS_CATALOGS.length)
      const picker = await data(`${N}/getSiteList`)
      expect(picker).toHaveLength(7)
      expect(picker[3].catalogList.map((c: Json) => c.id)).toEqual([401, 402, 403, 404, 405, 406])
    })

    it('unknown site: 404', async () => {
      expect((await t.get(`${N}/websiteCatalog/list/byWebsiteId/v3?websiteId=99`)).body).toEqual({ code: 404, msg: '站点不存在', data: null })
      expect((await t.get(`${N}/websiteCatalog/list/byWebsiteId/v3`)).body.code).toBe(400)
    })

    it('has realistic bodies, tags with empty entries, read counts above 10 000 and every layout', () => {
      const rows = all('SELECT * FROM news_articles')
      const normal = rows.filter((r) => !HOSTILE_NEWS_IDS.includes(r.id))
      for (const r of normal) {
        for (const el of ['<h2>', '<p>', '<table>', '<ul>', '<img src="/media/cover/']) expect(r.detail).toContain(el)
        expect(r.detail).not.toMatch(/<script|javascript:|\son\w+=/i)
      }
      expect(rows.filter((r) => r.tags.split(',').some((x: string) => x.trim() === '')).length).toBeGreaterThan(rows.length / 2)
      expect(rows.filter((r) => r.read_num >= 10_000).length).toBeGreaterThan(50)
      expect(rows.filter((r) => r.cover !== '' && r.is_root === 1).length).toBeGreaterThan(100)
      expect(rows.filter((r) => r.cover !== '' && r.is_root === 0).length).toBeGreaterThan(100)
      expect(rows.filter((r) => r.cover === '').length).toBeGreaterThan(100)
      expect(all('SELECT DISTINCT information_type t FROM news_articles ORDER BY t').map((r) => r.t)).toEqual([1, 2, 3, 4, 5])
    })

    it('is deterministic', () => {
      const digest = (db: Database.Database) =>
        crypto.createHash('sha256').update(JSON.stringify(db.prepare('SELECT * FROM news_articles ORDER BY id').all())).digest('hex')
      const fresh = () => {
        const db = new Database(':memory:')
        migrate(db, () => T0)
        seed(db, () => T0)
        return db
      }
      const [a, b] = [fresh(), fresh()]
      expect(digest(a)).toBe(digest(b))
      expect(digest(a)).toBe(digest(t.app.db))
      a.close()
      b.close()
    })
  })

  describe('article list', () => {
    it('pages of 10 newest first: totalPages, a partial last page, nothing past it', async () => {
      const total = articleCountOf(FIRST_CATALOG_ID)
      expect(total).toBe(38)
      const seen: number[] = []
      for (let p = 1; p <= 4; p++) {
        const res = await list(`id=1&catalogId=${FIRST_CATALOG_ID}&provinceId=0&currentPage=${p}`)
        expect(res.page).toEqual({ currentPage: p, totalPages: 4, total })
        expect(res.list).toHaveLength(p < 4 ? 10 : 8)
        seen.push(...res.list.map((i: Json) => i.id))
      }
      expect(new Set(seen).size).toBe(total)
      const past = await list(`catalogId=${FIRST_CATALOG_ID}&currentPage=5`)
      expect(past).toEqual({ page: { currentPage: 5, totalPages: 4, total }, list: [] })
      const first = (await list(`catalogId=${FIRST_CATALOG_ID}&currentPage=1`)).list
      expect(first.map((i: Json) => i.pushTime)).toEqual([...first.map((i: Json) => i.pushTime)].sort().reverse())
      // tag 103 fills its last page
      expect((await list('catalogId=103&currentPage=4')).list).toHaveLength(10)
    })

    it('items carry what the layouts and the detail link need', async () => {
      const items: Json[] = (await list(`catalogId=${FIRST_CATALOG_ID}&currentPage=1`)).list
      for (const i of items) {
        expect(i).toMatchObject({ informationId: i.id, informationTypeId: 101, informationCategoryId: 1, catalogName: '考试动态', informationType: 1 })
        expect(i.skipUrl).toBe(`/article/${i.id}?informationType=1&informationTypeId=101`)
        expect(i.pushTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/)
        expect(typeof i.readNum).toBe('number')
        // Section 3's cover rule, or the editor's feature card (4: seeded on n = 6, 14, ...; always with a cover).
        expect(i.showType).toBe(FEATURE_CARD_IDS_OF_101.includes(i.id) ? 4 : i.url === '' ? 3 : i.isRoot ? 1 : 2)
        expect(i).not.toHaveProperty('detail')
      }
      expect(new Set(items.map((i) => i.showType))).toEqual(new Set([1, 2, 3, 4]))
      expect(items.find((i) => i.id === 10106)).toMatchObject({ showType: 4, isRoot: 1, url: '/media/cover/news-10106-feature.png?w=690&h=360' })
    })

    it('showType 4 (the fourth layout): every 8th article from the 6th of each tag, only with a cover; the detail sends it too', async () => {
      const fours = t.app.db.prepare('SELECT id, cover FROM news_articles WHERE show_type = 4').all() as { id: number; cover: string }[]
      expect(fours.length).toBeGreaterThan(100)
      expect(fours.every((r) => r.id % 100 % 8 === 6 && r.cover !== '')).toBe(true)
      const tag101 = (await Promise.all([1, 2, 3, 4].map((p) => list(`catalogId=101&currentPage=${p}`)))).flatMap((r) => r.list)
      expect(tag101.filter((i: Json) => i.showType === 4).map((i: Json) => i.id).sort()).toEqual(FEATURE_CARD_IDS_OF_101)
      expect((await t.get('/api/news/app/queryAppInformationDetailInfo?id=10106&isLoad=1')).body.data.showType).toBe(4)
      // A feature card whose cover is taken away falls back to the cover rule (the title needs a picture to lie on).
      const { cover } = t.app.db.prepare('SELECT cover FROM news_articles WHERE id = 10114').get() as { cover: string }
      t.app.db.prepare("UPDATE news_articles SET cover = '' WHERE id = 10114").run()
      try {
        expect((await list('catalogId=101&currentPage=2')).list.find((i: Json) => i.id === 10114).showType).toBe(3)
      } finally {
        t.app.db.prepare('UPDATE news_articles SET cover = ? WHERE id = 10114').run(cover)
      }
    })

    it('a province shows its own and the nationwide articles; 0 shows all', async () => {
      const rows = t.app.db.prepare('SELECT province_id p, COUNT(*) n FROM news_articles WHERE catalog_id = 101 GROUP BY p ORDER BY n DESC').all() as Json[]
      const province = rows.find((r) => r.p !== 0)!.p
      const expected = rows.filter((r) => r.p === 0 || r.p === province).reduce((s, r) => s + r.n, 0)
      const res = await list(`catalogId=101&provinceId=${province}&currentPage=1`)
      expect(res.page.total).toBe(expected)
      expect(expected).toBeLessThan(38)
      const ids: Json[] = []
      for (let p = 1; p <= res.page.totalPages; p++) ids.push(...(await list(`catalogId=101&provinceId=${province}&currentPage=${p}`)).list)
      expect(new Set(ids.map((i) => i.provinceId))).toEqual(new Set([0, province]))
      expect((await list('catalogId=101&provinceId=0')).page.total).toBe(38)
    })

    it('a whole site without catalogId, showCount caps the list, unknown or foreign tags answer 404', async () => {
      const site1 = NEWS_CATALOGS.filter((c) => c.websiteId === 1).reduce((s, c) => s + articleCountOf(c.id), 0)
      expect((await list('id=1')).page.total).toBe(site1)
      expect(await data(`${N}/informationList/v3?catalogId=101&showCount=15&currentPage=2`)).toMatchObject({ page: { totalPages: 2, total: 15 }, list: { length: 5 } })
      expect((await t.get(`${N}/informationList/v3?id=2&catalogId=101`)).body).toEqual({ code: 404, msg: '栏目不存在', data: null })
      expect((await t.get(`${N}/informationList/v3?catalogId=999`)).body.code).toBe(404)
      expect((await t.get(`${N}/informationList/v3?currentPage=1`)).body).toEqual({ code: 400, msg: '缺少参数栏目catalogId', data: null })
    })
  })

  describe('provinces', () => {
    it('lists 34 provinces (3 hidden) and locates a province by name, nationwide otherwise', async () => {
      const { provinceList } = await data(`${N}/provinceList/v3`)
      expect(provinceList).toHaveLength(34)
      expect(provinceList[18]).toEqual({ id: 19, province_name: '广东省', hide: 0 })
      expect(provinceList.filter((p: Json) => p.hide === 1).map((p: Json) => p.id)).toEqual(HIDDEN_PROVINCES)
      expect(await data(`${N}/getProvinceList`)).toEqual({ provinceList })
      const locate = (name: string) => data(`${N}/getProvinceId/v3?provinceName=${encodeURIComponent(name)}`)
      expect(await locate('广东省')).toEqual({ provinceId: 19, provinceName: '广东省', source: 'name' })
      expect((await locate('广东')).provinceId).toBe(19)
      expect((await locate('广西')).provinceId).toBe(20)
      expect((await locate('北京市')).provinceId).toBe(1)
      expect(await locate('香港特别行政区')).toEqual({ provinceId: 0, provinceName: '全国', source: 'default' })
      expect(await data(`${N}/getProvinceId/v3`)).toEqual({ provinceId: 0, provinceName: '全国', source: 'default' })
    })
  })

  describe('article detail', () => {
    it('answers the article with source, editor, tags, body and counts a read unless isLoad says it is a reload', async () => {
      const before = t.app.db.prepare('SELECT read_num FROM news_articles WHERE id = 10101').get() as Json
      const d = await detail(10101)
      expect(d).toMatchObject({ id: 10101, title: expect.any(String), source: expect.any(String), editorName: expect.any(String), websiteName: '初级会计' })
      expect(d.tags).toBe('初级会计,考试动态,,2025年')
      expect(d.detail).toContain('<table>')
      expect(d.pushTime).toMatch(/^2025-0\d-\d{2} /)
      expect(d).toMatchObject({ isLikes: 0, isFavorites: 0, readNum: before.read_num + 1 })
      expect((await detail(10101, '&isLoad=1')).readNum).toBe(before.read_num + 1)
      expect((await detail(10101, '&isLoad=true')).readNum).toBe(before.read_num + 1)
      expect((await detail(10101, '&isLoad=0')).readNum).toBe(before.read_num + 2)
      expect((await detail(10101)).readNum).toBe(before.read_num + 3)
    })

    it('some articles have read counts above 10 000', async () => {
      const row = t.app.db.prepare('SELECT id, read_num FROM news_articles WHERE read_num >= 10000 ORDER BY id LIMIT 1').get() as Json
      expect((await detail(row.id, '&isLoad=1')).readNum).toBe(row.read_num)
    })

    it('unknown or missing article', async () => {
      expect((await t.get(`${N}/queryAppInformationDetailInfo?id=999999`)).body).toEqual({ code: 404, msg: '资讯不存在', data: null })
      expect((await t.get(`${N}/queryAppInformationDetailInfo`)).body).toEqual({ code: 400, msg: '请传入正确的资讯id', data: null })
      const token = await tokenOf(A)
      expect(await post('likeNews', { newsId: 999999 }, token)).toEqual({ code: 404, msg: '资讯不存在', data: null })
      expect(await post('favoritesNews', { newsId: 999999 }, token)).toEqual({ code: 404, msg: '资讯不存在', data: null })
      expect(await post('cancelOperateNews', { newsId: 999999, type: 1 }, token)).toEqual({ code: 404, msg: '资讯不存在', data: null })
      expect((await post('likeNews', {}, token)).code).toBe(400)
      expect((await post('cancelOperateNews', { newsId: 10101 }, token)).code).toBe(400)
    })

    it('hostile bodies are stored and returned as-is (the app sanitises)', async () => {
      expect(HOSTILE_NEWS_IDS).toHaveLength(HOSTILE_BODIES.length)
      const bodies: string[] = []
      for (const [i, id] of HOSTILE_NEWS_IDS.entries()) {
        const d = await detail(id, '&isLoad=1')
        expect(d.detail).toBe(HOSTILE_BODIES[i].html)
        expect(d.detail).toContain(HOSTILE_BODIES[i].keep)
        expect(d.informationTypeId).toBe(FIRST_CATALOG_ID)
        expect(d.provinceId).toBe(0)
        bodies.push(d.detail)
      }
      const all = bodies.join('\n')
      for (const attack of ['<script>', '<SCRIPT', 'onerror=', 'onclick=', 'href="javascript:', '<svg onload=', '<svg><script>', '<iframe']) expect(all).toContain(attack)
      const firstTwoPages = [...(await list('catalogId=101&currentPage=1')).list, ...(await list('catalogId=101&currentPage=2')).list].map((i: Json) => i.id)
      expect(firstTwoPages).toEqual(expect.arrayContaining(HOSTILE_NEWS_IDS))
    })
  })

  describe('like and collect', () => {
    const counts = async (id: number, token?: string) => {
      const d = await detail(id, '&isLoad=1', token ? { token } : undefined)
      return { likes: d.likes, favorites: d.favorites, isLikes: d.isLikes, isFavorites: d.isFavorites }
    }

    it('refuses every like and collect call without a live token (code 401)', async () => {
      for (const [path, body] of [['likeNews', { newsId: 10101 }], ['favoritesNews', { newsId: 10101 }], ['cancelOperateNews', { newsId: 10101, type: 0 }], ['myFavoritesNews', {}]] as const) {
        expect(await post(path, body)).toEqual({ code: 401, msg: '请先登录', data: null })
        expect((await post(path, body, 'not-a-token')).code).toBe(401)
      }
      expect((await post('sharesNews', { newsId: 10101 })).code).toBe(200)
    })

    it('likes are idempotent per user, counted once, and undone only by their owner', async () => {
      const [a, b] = [await tokenOf(A), await tokenOf(B)]
      const base = await counts(10105)
      expect(await post('likeNews', { newsId: 10105 }, a)).toEqual({ code: 200, msg: 'ok', data: expect.objectContaining({ newsId: 10105, likes: base.likes + 1, isLikes: 1 }) })
      expect((await post('likeNews', { newsId: 10105 }, a)).data.likes).toBe(base.likes + 1)
      expect(await counts(10105, a)).toMatchObject({ likes: base.likes + 1, isLikes: 1 })
      expect(await counts(10105, b)).toMatchObject({ isLikes: 0 })
      expect(await counts(10105)).toMatchObject({ isLikes: 0 })

      // B's token never touches A's like, whatever userId the call carries
      const aId = (await data('/api/account/userInfo', { token: a })).uid
      expect((await post('cancelOperateNews', { newsId: 10105, type: 0, userId: aId }, b)).data).toMatchObject({ likes: base.likes + 1, isLikes: 0 })
      expect((await post('likeNews', { newsId: 10105, userId: aId }, b)).data).toMatchObject({ likes: base.likes + 2, isLikes: 1 })
      expect(await counts(10105, a)).toMatchObject({ likes: base.likes + 2, isLikes: 1 })

      expect((await post('cancelOperateNews', { newsId: 10105, type: 0 }, a)).data).toMatchObject({ likes: base.likes + 1, isLikes: 0 })
      expect((await post('cancelOperateNews', { newsId: 10105, type: 0 }, a)).data.likes).toBe(base.likes + 1)
      expect(await counts(10105, b)).toMatchObject({ likes: base.likes + 1, isLikes: 1 })
      expect(await counts(10105, a)).toMatchObject({ isLikes: 0, isFavorites: 0 })
    })

    it('favourites are idempotent per user, listed newest first, and removed by cancel type 1 only', async () => {
      const [a, b] = [await tokenOf(A), await tokenOf(B)]
      const base = await counts(20105)
      expect((await post('favoritesNews', { newsId: 20105 }, a)).data).toMatchObject({ favorites: base.favorites + 1, isFavorites: 1, isLikes: 0 })
      expect((await post('favoritesNews', { newsId: 20105 }, a)).data.favorites).toBe(base.favorites + 1)
      t.clock.advance(60_000)
      await post('favoritesNews', { newsId: 10110 }, a)
      await post('favoritesNews', { newsId: 20105 }, b)
      expect(await counts(20105, a)).toMatchObject({ favorites: base.favorites + 2, isFavorites: 1 })

      const mine = (await post('myFavoritesNews', { currentPage: 1, pageSize: 10 }, a)).data
      expect(mine.page).toEqual({ currentPage: 1, totalPages: 1, total: 2 })
      expect(mine.list.map((i: Json) => i.id)).toEqual([10110, 20105])
      expect((await post('myFavoritesNews', { currentPage: 2, pageSize: 1 }, a)).data.list.map((i: Json) => i.id)).toEqual([20105])

      // a like cancel leaves the favourite; B's cancel leaves A's
      expect((await post('cancelOperateNews', { newsId: 20105, type: 0 }, a)).data).toMatchObject({ favorites: base.favorites + 2, isFavorites: 1 })
      await post('cancelOperateNews', { newsId: 20105, type: 1 }, b)
      expect(await counts(20105, a)).toMatchObject({ favorites: base.favorites + 1, isFavorites: 1 })
      expect((await post('cancelOperateNews', { newsId: 20105, type: 1 }, a)).data).toMatchObject({ favorites: base.favorites, isFavorites: 0 })
      expect((await post('cancelOperateNews', { newsId: 20105, type: 1 }, a)).data.favorites).toBe(base.favorites)
      expect((await post('myFavoritesNews', {}, a)).data.list.map((i: Json) => i.id)).toEqual([10110])
    })

    it('accepts newsId in a form body or the query; the seeded learner 13900139000 has favourites', async () => {
      const a = await tokenOf(A)
      const form = await t.app.inject({
        method: 'POST', url: `${N}/likeNews`, payload: `newsId=10120&token=${a}`, headers: { 'content-type': 'application/x-www-form-urlencoded' },
      })
      expect(form.json()).toMatchObject({ code: 200, data: { newsId: 10120, isLikes: 1 } })
      expect((await t.post(`${N}/favoritesNews?newsId=10120&token=${a}`)).body.data).toMatchObject({ newsId: 10120, isFavorites: 1 })
      const c = await tokenOf('13900139000')
      expect((await post('myFavoritesNews', {}, c)).data.list.map((i: Json) => i.id)).toEqual(FAVORITES_9000)
    })

    it('sharesNews counts a share', async () => {
      const before = (await detail(10101, '&isLoad=1')).shares
      expect((await post('sharesNews', { newsId: 10101 })).data.shares).toBe(before + 1)
      expect((await post('sharesNews', { newsId: 999999 })).code).toBe(404)
    })
  })

  describe('recommendations', () => {
    it('recommends other articles of the same sub-tag, never the current one', async () => {
      const res = await data(`${N}/recommendInformationList/v3?informationId=10101&informationTypeId=101&informationType=1&provinceId=0&currentPage=1`)
      expect(res.recommendList.length).toBe(5)
      expect(res.page).toEqual({ currentPage: 1, totalPages: 8, total: 37 })
      for (const i of res.recommendList) expect(i.informationTypeId).toBe(101)
      const ids: number[] = []
      for (let p = 1; p <= 8; p++) {
        ids.push(...(await data(`${N}/recommendInformationList/v3?informationId=10101&informationTypeId=101&currentPage=${p}`)).recommendList.map((i: Json) => i.id))
      }
      expect(ids).toHaveLength(37)
      expect(ids).not.toContain(10101)
      // without informationTypeId the article's own tag is used; a province narrows the list
      const byArticle = await data(`${N}/recommendInformationList/v3?informationId=40203`)
      expect(byArticle.recommendList.every((i: Json) => i.informationTypeId === 402 && i.id !== 40203)).toBe(true)
      const inProvince = await data(`${N}/recommendInformationList/v3?informationId=10101&informationTypeId=101&provinceId=19`)
      expect(inProvince.recommendList.length).toBeGreaterThan(0)
      expect(inProvince.recommendList.every((i: Json) => [0, 19].includes(i.provinceId))).toBe(true)
      expect((await t.get(`${N}/recommendInformationList/v3?currentPage=1`)).body.code).toBe(400)
    })

    it('recommends courses of the site that the goods pages can open', async () => {
      const onSale = new Set(GOODS.filter((g) => !g.sell && g.packages.length > 0).map((g) => g.id))
      for (const site of [1, 2, 3, 4, 5, 6, 7]) {
        const seats: Json[] = await data(`${N}/queryNewsRecommendSeat?site=${site}&position=1`)
        const courses = seats.filter((s) => s.type === 'course')
        expect(courses.map((s) => s.goodsId)).toEqual(SEAT_GOODS[site])
        for (const s of courses) {
          expect(onSale.has(s.goodsId)).toBe(true)
          expect(s.goods).toMatchObject({ goodsId: s.goodsId, goodsName: s.title, presentPrice: expect.any(Number) })
        }
        expect(seats.filter((s) => s.type === 'live')).toEqual([expect.objectContaining({ goodsId: null, goods: null, url: '/liveCenter' })])
      }
      expect(await data(`${N}/queryNewsRecommendSeat?site=1`)).toHaveLength(4)
      expect(await data(`${N}/queryNewsRecommendSeat?site=1&position=2`)).toEqual([])
      expect((await t.get(`${N}/queryNewsRecommendSeat?site=99`)).body.code).toBe(404)
    })
  })
})
