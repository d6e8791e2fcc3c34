/**
 * The storefront pages of the BUILT mini-program against the reference server in-process: home (categories,
 * floors, a category opens the catalogue tab), the catalogue, search (hot words search), the VIP list (a membership
 * opens its goods), my page (order entries, logout) and favourites (listed goods open); no page needs a missing wxml
 * template.
 */
import { launchApp, waitFor, guardEachTest, type Mp, recordPageScrolls } from './harness'

let mp: Mp
guardEachTest(() => mp)

test('home: categories and floors; a category switches to the catalogue tab, which shows that category', async () => {
  mp = await launchApp()
  const home = await mp.loadPage('pages/home/index')
  await home.findByText('注册会计师')
  expect(home.queryAllByText('更多').length).toBeGreaterThan(0)
  expect(home.getByText('2025初级会计职称·全科精讲班')).toBeTruthy()
  await home.tap(home.queryAllByText('注册会计师')[0])
  await waitFor(() => mp.navigations.some((n) => n.api === 'switchTab' && n.url === '/pages/school/index'))
  const school = await mp.loadPage('pages/school/index')
  await school.findByText('CPA注册会计师·六科全程班')
  expect(mp.requests.some((r) => r.path === '/api/goods/app/goodsCenterGoods' && r.body?.categoryId === 3)).toBe(true)
})

test('search: hot words show; tapping one lists its goods', async () => {
  mp = await launchApp()
  const search = await mp.loadPage('packages/goods/search/index')
  await search.findByText('热门搜索')
  await search.tap(search.getByText('初级会计'))
  await search.findByText('2025初级会计职称·全科精讲班')
  expect(mp.requests.some((r) => r.path === '/api/goods/app/searchGoods')).toBe(true)
})

test('VIP list: the memberships; a membership opens its VIP goods page with goodsId = memberGoodsId', async () => {
  mp = await launchApp()
  const vip = await mp.loadPage('packages/goods/vipList/index')
  await vip.findByText('会计VIP年卡会员')
  await vip.tap(vip.getByText('会计VIP年卡会员'))
  await waitFor(() => mp.navigations.length > 0)
  expect(mp.navigations[0]).toMatchObject({ api: 'navigateTo', url: '/packages/goods/detail/index?goodsId=80001' })
})

test('my page: a guest sees the login button; a learner sees the account and the order entries, 待付款 opens the unpaid orders', async () => {
  mp = await launchApp()
  const guest = await mp.loadPage('pages/mine/index')
  await guest.findByText('登录/注册')
  await mp.close()

  mp = await launchApp({ signedInAs: '13800138000' })
  const mine = await mp.loadPage('pages/mine/index')
  await mine.findByText('138****8000')
  await waitFor(() => mp.requests.some((r) => r.path === '/api/order/getOrderList'))
  expect(mine.getByText('待付款')).toBeTruthy()
  // The account's rows from getUserInfo by token: no password yet, the seeded e-mail masked.
  await mine.findByText('去设置')
  expect(mine.getByText('l***@example.com')).toBeTruthy()
  expect(mine.getByText('退出登录')).toBeTruthy()

  await mine.tap(mine.getByText('待付款'))
  await waitFor(() => mp.navigations.length > 0)
  expect(mp.navigations[0].url).toMatch(/^\/packages\/order\/myOrder\/index\?tagStatus=1$/)
})

test('my page: 退出登录 asks first; confirming logs out on the server and clears the session', async () => {
  mp = await launchApp({ signedInAs: '13800138000' })
  const token = mp.storage.get('token')
  const mine = await mp.loadPage('pages/mine/index')
  await mine.findByText('138****8000')
  await mine.tap(mine.getButton('退出登录'))
  await mine.findByText('确定要退出登录吗？')
  expect(mp.storage.get('token')).toBe(token)
  await mine.tap(mine.getByText('确定'))
  await mp.waitForRequest('/api/account/logout')
  await waitFor(() => mp.storage.get('token') === undefined)
  expect(mp.storage.get('userData')).toBeUndefined()
  await mine.findByText('登录/注册')
  const me = await mp.api('GET', `/api/account/userInfo?token=${token}`)
  expect(me.data.code).toBe(401)
})

test('favourites: a learner without favourites sees the empty state, whose button opens the catalogue tab', async () => {
  mp = await launchApp({ signedInAs: '13800138000' })
  const page = await mp.loadPage('packages/mine/favourites/index')
  await page.findByText('还没有收藏课程')
  await page.tap(page.getButton('发现课程'))
  await waitFor(() => mp.navigations.length > 0)
  expect(mp.navigations[0]).toMatchObject({ api: 'switchTab', url: '/pages/school/index' })
})

test('favourites: a collected goods is listed and opens its goods page', async () => {
  mp = await launchApp({ signedInAs: '13800138000' })
  const collect = await mp.api('GET', `/api/app/collection?goodsId=13&type=1&token=${mp.storage.get('token')}`)
  expect(collect.data.code).toBe(200)
  const page = await mp.loadPage('packages/mine/favourites/index')
  await page.findByText('CPA注册会计师·六科全程班', { timeout: 5000 })
  expect(page.queryAllByClass('goods-card').length).toBe(1)
  await page.tap(page.getByText('CPA注册会计师·六科全程班'))
  await waitFor(() => mp.navigations.length > 0)
  expect(mp.navigations[0].url).toBe('/packages/goods/detail/index?goodsId=13')
})

// Section 2: "Textual-research goods use query tikuGoodsId and tikuGoodsName" on "the named route textualResearch"
// (the home tab). A mini-program launched on home with that query opens the question bank's goods page over it.
test('home launched with a question bank\'s tikuGoodsId opens that goods page, which shows the question bank', async () => {
  mp = await launchApp()
  const name = encodeURIComponent('初级会计题库')
  await mp.loadPage('pages/home/index', { query: { tikuGoodsId: 90001, tikuGoodsName: name } })
  const nav = await waitFor(() => mp.navigations.find((n) => n.api === 'navigateTo'), { timeout: 5000 })
  expect(nav.url).toBe(`/packages/goods/detail/index?tikuGoodsId=90001&tikuGoodsName=${name}`)
  expect(mp.navigations.some((n) => n.api === 'switchTab')).toBe(false)
  const goods = await mp.loadPage('packages/goods/detail/index', { query: { tikuGoodsId: 90001, tikuGoodsName: name } })
  const detail = await mp.waitForRequest('/api/goods/front/findInfoByIdForApp')
  expect(detail.query.tikuGoodsId).toBe('90001')
  expect(detail.response.data).toMatchObject({ goodsId: 5, goodsType: 6, tikuGoodsId: 90001 })
  await goods.findByText(detail.response.data.goodsName, { timeout: 5000 })
})

// Section 2: "scroll position is restored": /category left for a goods page and shown again (WeChat keeps the page
// under the goods page) is put back where the learner left it, with the pages it showed.
test('/category: back from a goods page, the scroll position is put back', async () => {
  mp = await launchApp()
  const scrolled = recordPageScrolls(mp)
  const page = await mp.loadPage('packages/goods/category/index', { query: { name: encodeURIComponent('全部课程') } })
  await waitFor(() => page.queryAllByClass('goods-card').length === 10, { timeout: 5000 })
  page.comp.instance.onReachBottom()
  await waitFor(() => page.queryAllByClass('goods-card').length === 20, { timeout: 5000 })
  page.comp.instance.onPageScroll({ scrollTop: 1500 })
  await page.tap(page.queryAllByClass('goods-card')[12])
  await waitFor(() => mp.navigations.some((n) => n.url!.startsWith('/packages/goods/detail/index?')))
  page.comp.instance.onHide()
  page.comp.instance.onShow()
  await waitFor(() => scrolled.includes(1500), { timeout: 10_000, message: () => `scrolled to ${scrolled.join(', ') || 'nothing'}` })
  expect(page.queryAllByClass('goods-card')).toHaveLength(20)
})
