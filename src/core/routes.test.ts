import { customRoutes, findRoute, HOME_URL, mainPages, myPageUrl, NOT_FOUND_URL, pageTitle, redirectFor, ROUTES, subPackages } from './routes'

describe('redirects (docs/spec/content-access.md section 2, "Redirects")', () => {
  it.each([
    ['/', HOME_URL],
    ['/wxh5pay', HOME_URL],
    ['/wxh5pay?code=abc', `${HOME_URL}?code=abc`],
    ['/publicPage', HOME_URL],
    ['/publicPage/unknownChild', HOME_URL],
    ['/publicPage/unknownChild?x=1', `${HOME_URL}?x=1`],
    ['/no/such/page', NOT_FOUND_URL],
    ['/tyy/myOrder', NOT_FOUND_URL],
  ])('%s goes to %s', (from, to) => {
    expect(redirectFor(from)).toBe(to)
  })

  // Section 2: "Fallback is the named route textualResearch. Textual-research goods use query tikuGoodsId and
  // tikuGoodsName": the spec's link of a question bank is the home route with tikuGoodsId; it opens the goods page.
  it.each([
    [`${HOME_URL}?tikuGoodsId=615&tikuGoodsName=%E5%88%9D%E7%BA%A7%E9%A2%98%E5%BA%93`, '/textualResearch?tikuGoodsId=615&tikuGoodsName=%E5%88%9D%E7%BA%A7%E9%A2%98%E5%BA%93'],
    [`${HOME_URL}/?tikuGoodsId=615&webpageTopic=t&distributorCode=d`, '/textualResearch?tikuGoodsId=615&webpageTopic=t&distributorCode=d'],
    ['/?tikuGoodsId=615', '/textualResearch?tikuGoodsId=615'],
    ['/wxh5pay?tikuGoodsId=615', '/textualResearch?tikuGoodsId=615'],
    ['/publicPage/unknownChild?tikuGoodsId=615', '/textualResearch?tikuGoodsId=615'],
  ])('a question bank\'s spec link %s opens the goods page %s', (from, to) => {
    expect(redirectFor(from)).toBe(to)
  })

  it.each([`${HOME_URL}?tikuGoodsId=`, `${HOME_URL}?tikuGoodsName=x`, `${HOME_URL}?xtikuGoodsId=5`])('%s stays home', (url) => {
    expect(redirectFor(url)).toBeUndefined()
  })

  it.each([
    HOME_URL,
    '/publicPage/homeSchool',
    '/publicPage/myPage',
    '/publicPage/newmypage',
    '/login?redirect=%2Fty%2FmyOrder',
    '/ty/myOrder',
    '/ty/confirmOrder?goodsId=1',
    '/confirmOrder',
    '/404',
    '/ty/myOrder/',
  ])('%s is served by a page (no redirect)', (url) => {
    expect(redirectFor(url)).toBeUndefined()
  })
})

describe('route table', () => {
  it('puts the home page first and tab pages in the main package', () => {
    expect(mainPages()[0]).toBe('pages/home/index')
    for (const r of ROUTES.filter((x) => x.tab)) expect(r.pkg).toBeUndefined()
  })

  it('gives every page exactly one entry and subpackage pages relative paths', () => {
    const pages = ROUTES.flatMap((r) => (r.page ? [r.page] : []))
    expect(new Set(pages).size).toBe(pages.length)
    const order = subPackages().find((p) => p.root === 'packages/order')
    expect(order?.pages).toContain('myOrder/index')
  })

  it('maps each page to its spec URLs for the H5 router', () => {
    const routes = customRoutes()
    expect(routes['/pages/login/index']).toBe('/login')
    expect(routes['/pages/mine/index']).toEqual(['/publicPage/myPage', '/publicPage/newmypage'])
    expect(routes['/packages/order/confirmOrder/index']).toEqual(['/ty/confirmOrder', '/confirmOrder'])
  })

  it('finds routes by URL, ignoring the query and a trailing slash', () => {
    expect(findRoute('/ty/myOrder?x=1')?.page).toBe('packages/order/myOrder/index')
    expect(findRoute('/ty/myOrder/')?.page).toBe('packages/order/myOrder/index')
    expect(findRoute('/ty/nothing')).toBeUndefined()
  })

  it('every route of the spec is built (the route table marks them all built)', () => {
    expect(ROUTES.filter((r) => r.status !== 'built').map((r) => r.urls[0])).toEqual([])
  })
})

describe('my page by user client (docs/spec/content-access.md section 2)', () => {
  it.each([
    [1, '/publicPage/myPage'],
    [2, '/publicPage/newmypage'],
    [undefined, '/publicPage/newmypage'],
  ])('client %s opens %s', (client, url) => {
    expect(myPageUrl(client)).toBe(url)
  })
})

it('prefixes page titles with the brand', () => {
  expect(pageTitle('我的订单')).toBe('会计学堂-我的订单')
})
