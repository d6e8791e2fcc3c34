/**
 * Every page of the BUILT mini-program renders (no missing wxml template) and its main action responds, for the
 * pages no other weapp test covers. The others: storefront (home, search, VIP list, my page, favourites),
 * goods (goods page), login, myOrder, orderPages (order detail, agreement), payment (confirm order, finish pay),
 * article (list, detail), share (shared card, goods share), app-shell (tab bar), knowledge and knowledgePages,
 * practice, live and livePages, staffPages, accountPages, topicPages. docs/weapp-pages.md maps every page to its tests.
 */
import { launchApp, waitFor, guardEachTest, type Mp, type Page } from './harness'
import { learnerApi } from './learner'

let mp: Mp
guardEachTest(() => mp)

const api = (method: string, path: string, body?: unknown) => learnerApi(mp, method, path, body)

/** The goods card showing `name` (server/db/seeds/goods.ts names every goods and its id). */
function goodsCard(page: Page, name: string) {
  return page.queryAllByClass('goods-card').find((el) => el.querySelector('.goods-card__name')?.textContent!.trim() === name)
}

/** A tab page has no query; back with no page under this one falls back to it (navigation.ts, back()). */
const HOME_TAB = { api: 'switchTab', url: '/pages/home/index', delta: undefined }
/** back() with a page under this one. */
const BACK = { api: 'navigateBack', url: undefined, delta: undefined }

test('网校 (homeSchool tab): the catalogue lists goods; a goods opens its page', async () => {
  mp = await launchApp()
  const page = await mp.loadPage('pages/school/index')
  // Goods 2, a single subject of our own: the goods jump's /singleSubject?goodsId=2, served by the goods page.
  await waitFor(() => goodsCard(page, '初级会计实务·单科精讲班'), { timeout: 5000 })
  await page.tap(goodsCard(page, '初级会计实务·单科精讲班')!)
  await waitFor(() => mp.navigations.length > 0)
  expect(mp.navigations).toEqual([{ api: 'navigateTo', url: '/packages/goods/detail/index?goodsId=2', delta: undefined }])
})

test('404: the message and 返回首页 back home', async () => {
  mp = await launchApp()
  const page = await mp.loadPage('pages/notFound/index')
  await page.findByText('页面不存在')
  await page.tap(page.getButton('返回首页'))
  await waitFor(() => mp.navigations.length > 0)
  // Home (/publicPage/textualResearch) is a tab: switched to, without a query.
  expect(mp.navigations).toEqual([HOME_TAB])
})

test('category: one category\'s goods; a goods opens its page', async () => {
  mp = await launchApp()
  const page = await mp.loadPage('packages/goods/category/index', { query: { id: 1, name: encodeURIComponent('初级会计') } })
  // Goods 3, a partner single subject: the goods jump's /ty/singleSubject?goodsId=3, served by the goods page.
  await waitFor(() => goodsCard(page, '经济法基础·单科通关班'), { timeout: 5000 })
  await page.tap(goodsCard(page, '经济法基础·单科通关班')!)
  await waitFor(() => mp.navigations.length > 0)
  expect(mp.navigations).toEqual([{ api: 'navigateTo', url: '/packages/goods/detail/index?goodsId=3', delta: undefined }])
})

test('audition courses (allScreen): the list; a tap plays that audition', async () => {
  mp = await launchApp()
  const page = await mp.loadPage('packages/goods/allScreen/index', { query: { goodsId: 1, spPriceId: 101 } })
  await waitFor(() => page.queryAllByClass('audition-row').length > 1, { timeout: 5000 })
  const second = page.queryAllByClass('audition-row')[1]
  const title = second.querySelector('.choice-item__title')!.textContent!.trim()
  await page.tap(second)
  await waitFor(() => page.queryAllByClass('audition-player__title').some((el) => el.textContent!.trim() === title))
  expect(page.dom.querySelector('wx-video')).toBeTruthy()
})

test('course choice (CourseSelect): exactly chooseNum courses, then 确定 keeps them and goes back', async () => {
  mp = await launchApp()
  // Opened from goods 3's page: back returns to it.
  const goods = await mp.loadPage('packages/goods/detail/index', { query: { goodsId: 3 } })
  await goods.findByText('经济法基础·单科通关班', { timeout: 5000 })
  // The package with a course choice (302: 4 choose 2); none chosen yet.
  await goods.tap(goods.getByText('自选提升班（4选2）'))
  await goods.findByText('已选0/2门', { exact: false, timeout: 10_000 })
  const page = await mp.loadPage('packages/goods/courseSelect/index', { query: { goodsId: 3, spPriceIdStr: 302, statusSchool: 0, change: 1 } })
  await page.findByText('请选择2门课程', { timeout: 5000 })
  await waitFor(() => page.queryAllByClass('choice-item').length === 4)
  const locked = () => page.getButton('确定').classList.contains('nut-button-disabled')
  expect(locked()).toBe(true)
  const items = page.queryAllByClass('choice-item')
  await page.tap(items[0])
  expect(locked()).toBe(true)
  await page.tap(items[2])
  await waitFor(() => !locked())
  await page.findByText('已选2/2门', { exact: false })
  expect(mp.navigations).toEqual([])
  await page.tap(page.getButton('确定'))
  await waitFor(() => mp.navigations.length > 0)
  expect(mp.navigations).toEqual([BACK])
  // Kept: the goods page under it now counts the two courses.
  await goods.findByText('已选2/2门', { exact: false, timeout: 10_000 })
})

test('city choice: the cities by initial; a tap chooses and goes back', async () => {
  mp = await launchApp()
  const page = await mp.loadPage('packages/goods/selectCity/index', { query: { goodsId: 1 } })
  await waitFor(() => page.queryAllByClass('city-chip').length > 0, { timeout: 5000 })
  await page.tap(page.queryAllByClass('city-chip')[0])
  // Back (opened on its own here, back is the home tab: "home is the fallback when back has no history").
  await waitFor(() => mp.navigations.length > 0)
  expect(mp.navigations).toEqual([HOME_TAB])
})

test('campus choice: the campuses selling goods 1; a tap chooses and goes back', async () => {
  mp = await launchApp()
  // Opened from goods 1's page: back returns to it.
  const goods = await mp.loadPage('packages/goods/detail/index', { query: { goodsId: 1 } })
  await goods.findByText('2025初级会计职称·全科精讲班', { timeout: 5000 })
  const page = await mp.loadPage('packages/goods/selectSchool/index', { query: { goodsId: 1, newBusinessId: 1 } })
  await waitFor(() => page.queryAllByClass('choice-item').length > 0, { timeout: 5000 })
  await page.tap(page.queryAllByClass('choice-item')[0])
  await waitFor(() => mp.navigations.length > 0)
  expect(mp.navigations).toEqual([BACK])
})

test('customer service: the contacts; a tap copies them', async () => {
  mp = await launchApp()
  const page = await mp.loadPage('packages/goods/customerService/index')
  await page.findByText('您好，有任何问题请联系我们')
  await page.tap(page.queryAllByClass('nut-button')[0] || page.dom.querySelector('wx-button'))
  await waitFor(() => mp.toasts.includes('内容已复制到剪贴板'))
})

test('loan confirm: the platforms; the down-payment button unlocks with a platform and the agreement', async () => {
  mp = await launchApp({ signedInAs: '13700137000' })
  const order = await api('POST', '/api/order/createOrder', { goodsId: 8, childSpecificationPriceIds: '801', commodityIdList: '', signSchoolId: 1, installmentType: 0, clientOrderKey: 'weapp-loan-confirm' })
  const page = await mp.loadPage('packages/order/confirmOrderLoan/index', { query: { tradeOrderId: order.tradeOrderId, orderId: order.orderId } })
  await page.findByText('百度有钱花', { timeout: 5000 })
  const locked = () => page.getButton('支付首付').classList.contains('nut-button-disabled')
  expect(locked()).toBe(true)
  await page.tap(page.getByText('百度有钱花'))
  expect(locked()).toBe(true) // "stays locked until an instalment option is chosen and the agreement is ticked"
  await page.tap(page.getByText('我已阅读并同意《课程服务协议》'))
  await waitFor(() => !locked())
  await page.findByText('¥894.00', { exact: false })
})

test('loan application: the form refuses a bad name with the spec\'s message', async () => {
  mp = await launchApp({ signedInAs: '13900139000' })
  const orders = []
  for (let p = 1; p <= 3; p++) orders.push(...(await api('GET', `/api/order/getOrderList?page=${p}&pageSize=10&tagStatus=`)).orderList)
  const inLoan = orders.find((o) => o.state === 6)
  expect(inLoan).toBeTruthy()
  const page = await mp.loadPage('packages/order/loan/index', { query: { orderId: inLoan.orderId } })
  await page.findByText('去分期平台申请', { timeout: 5000 })
  await page.input(page.getInput({ placeholder: '请输入真实姓名' }), 'Tom')
  await page.input(page.getInput({ placeholder: '请输入手机号' }), '13900139000')
  await page.tap(page.getButton('去分期平台申请'))
  await waitFor(() => mp.toasts.includes('请输入真实姓名'))
})
