/**
 * The storefront pages of the BUILT mini-program against the reference server in-process: home (categories,
 * floors, a category opens the catalogue tab), the catalogue, search (hot words search), the VIP list, my page
 * (unpaid badge when logged in) and favourites; no page needs a missing wxml template.
 */
const { launchApp, waitFor, guardEachTest } = require('./harness')

let mp
guardEachTest(() => mp)

test('home: categories and floors; a category switches to the catalogue tab, which shows that category', async () => {
  mp = await launchApp()
  const home = await mp.loadPage('pages/textualResearch/index')
  await home.findByText('注册会计师')
  expect(home.queryAllByText('更多').length).toBeGreaterThan(0)
  expect(home.getByText('2025初级会计职称·全科精讲班')).toBeTruthy()
  await home.tap(home.queryAllByText('注册会计师')[0])
  await waitFor(() => mp.navigations.some((n) => n.api === 'switchTab' && n.url === '/pages/homeSchool/index'))
  const school = await mp.loadPage('pages/homeSchool/index')
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

test('VIP list: the memberships', async () => {
  mp = await launchApp()
  const vip = await mp.loadPage('packages/goods/vipList/index')
  await vip.findByText('会计VIP年卡会员')
})

test('my page: a guest sees the login button; a learner sees the account and the order entries', async () => {
  mp = await launchApp()
  const guest = await mp.loadPage('pages/mine/index')
  await guest.findByText('登录/注册')
  await mp.close()

  mp = await launchApp({ signedInAs: '13800138000' })
  const mine = await mp.loadPage('pages/mine/index')
  await mine.findByText('13800138000')
  await waitFor(() => mp.requests.some((r) => r.path === '/api/order/getOrderList'))
  expect(mine.getByText('待付款')).toBeTruthy()
  expect(mine.getByText('退出登录')).toBeTruthy()
})

test('favourites: a learner without favourites sees the empty state', async () => {
  mp = await launchApp({ signedInAs: '13800138000' })
  const page = await mp.loadPage('packages/mine/favourites/index')
  await page.findByText('还没有收藏课程')
})
