/**
 * The stored-XSS records (db/seeds/hostile.ts): only with hostileRecords; stored and answered byte for byte (the app
 * sanitises HTML and shows titles as text); between them every payload of the corpus is in an article title, an
 * article body, a goods name and a goods introduction.
 */
import {
  ALL_PAYLOADS_ARTICLE_ID, ALL_PAYLOADS_GOODS_ID, HOSTILE_ARTICLES, HOSTILE_CATALOG_ID, HOSTILE_CATEGORY_ID, HOSTILE_GOODS, HOSTILE_GROUPS,
} from '../db/seeds/hostile'
import { XSS_PAYLOADS } from '../db/corpus/xssCorpus'
import { makeApp, type Json, type TestApp } from './helpers'

const N = '/api/news/app'
const G = '/api'

let t: TestApp
afterEach(() => t.app.close())

const data = async (url: string, body?: unknown) => {
  const res = body === undefined ? await t.get(url) : await t.post(url, body)
  expect(res.body.code).toBe(200)
  return res.body.data
}

it('a default database has none of them', async () => {
  t = await makeApp()
  expect((await data(`${N}/websiteCatalog/list/byWebsiteId/v3?websiteId=1`)).map((c: Json) => c.id)).not.toContain(HOSTILE_CATALOG_ID)
  expect((await data(`${G}/app/goodsCenterCategory/v2`)).map((c: Json) => c.id)).not.toContain(HOSTILE_CATEGORY_ID)
  expect((await t.get(`${N}/queryAppInformationDetailInfo?id=${ALL_PAYLOADS_ARTICLE_ID}`)).body.code).toBe(404)
})

describe('with hostileRecords', () => {
  beforeEach(async () => {
    t = await makeApp({ hostileRecords: true })
  })

  it('every payload is in an article title and body and in a goods name and introduction', () => {
    const names = XSS_PAYLOADS.map((p) => p.name).sort()
    expect(HOSTILE_GROUPS.flatMap((g) => g.payloads.map((p) => p.name)).sort()).toEqual(names)
    for (const p of XSS_PAYLOADS) {
      expect(HOSTILE_ARTICLES.some((a) => a.title.includes(p.html))).toBe(true)
      expect(HOSTILE_GOODS.some((g) => g.name.includes(p.html))).toBe(true)
      expect(HOSTILE_ARTICLES.filter((a) => a.detail.includes(p.html)).length).toBeGreaterThanOrEqual(1)
      expect(HOSTILE_GOODS.filter((g) => g.intro.includes(p.html)).length).toBeGreaterThanOrEqual(1)
    }
  })

  it('the articles: site 1\'s tab 学员投稿, listed newest first and answered as stored', async () => {
    const tabs = await data(`${N}/websiteCatalog/list/byWebsiteId/v3?websiteId=1`)
    expect(tabs[tabs.length - 1]).toEqual({ id: HOSTILE_CATALOG_ID, websiteId: 1, catalogName: '学员投稿' })
    const listed: Json[] = []
    for (let page = 1; page <= 3; page++) listed.push(...(await data(`${N}/informationList/v3?showCount=999&pageSize=10&catalogId=${HOSTILE_CATALOG_ID}&currentPage=${page}`)).list)
    expect(listed.map((i) => i.id)).toEqual(HOSTILE_ARTICLES.map((a) => a.id))
    for (const [i, a] of HOSTILE_ARTICLES.entries()) {
      expect(listed[i].title).toBe(a.title)
      const d = await data(`${N}/queryAppInformationDetailInfo?id=${a.id}&isLoad=1`)
      expect({ title: d.title, source: d.source, editorName: d.editorName, tags: d.tags, detail: d.detail })
        .toEqual({ title: a.title, source: a.source, editorName: a.editor, tags: a.tags, detail: a.detail })
      expect(d.detail).toContain(a.keep)
    }
  })

  it('the goods: category 学员投稿, listed in order and answered as stored', async () => {
    const page = await data(`${G}/goods/app/goodsCenterGoods`, { categoryId: HOSTILE_CATEGORY_ID, currentPage: 1, pageSize: 50 })
    expect(page.list.map((g: Json) => g.goodsId)).toEqual(HOSTILE_GOODS.map((g) => g.id))
    for (const [i, g] of HOSTILE_GOODS.entries()) {
      expect(page.list[i].goodsName).toBe(g.name)
      const d = await data(`${G}/goods/front/findInfoByIdForApp?goodsId=${g.id}`)
      expect({ goodsName: d.goodsName, subtitle: d.subtitle, sellStatus: d.sellStatus }).toEqual({ goodsName: g.name, subtitle: g.subtitle, sellStatus: 'onSale' })
      expect((await data(`${G}/goods/front/findIntroduceByIdForApp?goodsId=${g.id}`)).html).toBe(g.intro)
    }
    expect((await data(`${G}/goods/front/findInfoByIdForApp?goodsId=${ALL_PAYLOADS_GOODS_ID}`)).goodsName).toBe('学员投稿精选课·备考经验')
  })
})
