// The page URLs by name and the one link builder (src/core/links.ts): PATHS against the route table, link()'s path
// segments, encoding and empty values.
import fs from 'node:fs'
import path from 'node:path'
import { link, PATHS, type PathName } from './links'
import { findRoute, ROUTES } from './routes'

const names = Object.keys(PATHS) as PathName[]
const routeUrls = ROUTES.flatMap((r) => r.urls)

describe('PATHS: every page URL of the app, by name', () => {
  it.each(names)('%s is a URL of the route table', (name) => {
    expect(routeUrls).toContain(PATHS[name])
  })

  it('every URL of the route table has a name', () => {
    const named = new Set<string>(Object.values(PATHS))
    expect(routeUrls.filter((u) => !named.has(u))).toEqual([])
  })

  it('one name a URL', () => {
    const values = Object.values(PATHS)
    expect(values.filter((u, i) => values.indexOf(u) !== i)).toEqual([])
  })

  it('each is written on a line of its own, where the lint rule of route strings reads it (eslint.config.mjs)', () => {
    const text = fs.readFileSync(path.join(__dirname, 'links.ts'), 'utf8')
    const read = [...text.matchAll(/^\s+\w+: '(\/[^']*)',$/gm)].map((m) => m[1])
    expect(read).toEqual(Object.values(PATHS))
  })
})

describe('link(name, query)', () => {
  it('a page without a query: its URL', () => {
    expect(link('search')).toBe('/searchPage')
    expect(findRoute(link('search'))?.page).toBe('packages/goods/search/index')
  })

  it('fills a :name segment with the query value of that name; the rest goes after ?', () => {
    expect(link('articleDetail', { id: 12 })).toBe('/article/12')
    expect(link('articleDetail', { id: 12, siteId: 3, informationTypeId: 101 })).toBe('/article/12?siteId=3&informationTypeId=101')
    expect(findRoute(link('articleDetail', { id: 12, siteId: 3 }))?.page).toBe('packages/article/detail/index')
  })

  it('encodes the values and the filled segment', () => {
    expect(link('articleDetail', { id: 'a b/c' })).toBe('/article/a%20b%2Fc')
    expect(link('login', { redirect: '/ty/myOrder?tagStatus=1&x=初级' })).toBe('/login?redirect=%2Fty%2FmyOrder%3FtagStatus%3D1%26x%3D%E5%88%9D%E7%BA%A7')
    expect(link('courseSelect', { goodsId: 1, statusSchool: 0, change: 1, courseIdList: '7040,7041' }))
      .toBe('/ty/CourseSelect?goodsId=1&statusSchool=0&change=1&courseIdList=7040%2C7041')
  })

  it("leaves out undefined, null and '' (0 stays)", () => {
    expect(link('payResult', { tradeOrderId: 'T1', userId: '', goodsId: undefined })).toBe('/ty/payResult?tradeOrderId=T1')
    expect(link('myOrder', { tagStatus: '' })).toBe('/ty/myOrder')
    expect(link('finishPay', { tradeOrderId: 'T1', userId: 2, payType: 0 })).toBe('/ty/finishPay?tradeOrderId=T1&userId=2&payType=0')
  })

  it('keeps the order the caller gives', () => {
    expect(link('loan', { userId: 2, orderId: 7 })).toBe('/ty/loan?userId=2&orderId=7')
    expect(link('loan', { orderId: 7, userId: 2 })).toBe('/ty/loan?orderId=7&userId=2')
  })

  it('throws without a value for a path segment', () => {
    expect(() => link('articleDetail', { id: '' })).toThrow("link('articleDetail') needs id")
    expect(() => link('articleDetail', { id: null as unknown as number })).toThrow("link('articleDetail') needs id")
  })
})
