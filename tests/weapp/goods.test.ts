/**
 * The goods page of the BUILT mini-program against the reference server in-process: it renders the goods, its
 * packages and courses; buying asks for a campus first, opens the login popup for a guest, and creates one order
 * for a learner, then opens confirm order.
 */
import { launchApp, waitFor, type Mp } from './harness'

const PAGE = 'packages/goods/detail/index'

let mp: Mp | undefined
afterEach(async () => {
  await mp?.close()
  mp = undefined
})

test('renders goods 1: name, price, packages, included courses; a package tap loads its courses', async () => {
  mp = await launchApp()
  const page = await mp.loadPage(PAGE, { query: { goodsId: '1' } })
  await page.findByText('2025初级会计职称·全科精讲班')
  expect(page.queryAllByText('¥980.00').length).toBeGreaterThan(0)
  expect(page.getByText('精讲+习题班')).toBeTruthy()
  await page.findByText('包含课程（2门）')
  await page.tap(page.getByText('精讲+习题班'))
  await page.findByText('包含课程（4门）')
  expect(page.getByText('上课校区')).toBeTruthy()
  expect(page.getButton('立即购买')).toBeTruthy()
})

test('a goods that needs a campus: buying first says 请选择上课校区, and the campus row opens /ty/SelectSchool', async () => {
  mp = await launchApp({ signedInAs: '13800138000' })
  const page = await mp.loadPage(PAGE, { query: { goodsId: '1' } })
  await page.findByText('包含课程（2门）')
  await page.tap(page.getButton('立即购买'))
  await waitFor(() => mp!.toasts.includes('请选择上课校区'))
  expect(mp.requests.some((r) => r.path === '/api/order/createOrder')).toBe(false)
  await page.tap(page.getByText('上课校区'))
  await waitFor(() => mp!.navigations.some((n) => /^\/packages\/goods\/selectSchool\/index\?goodsId=1&newBusinessId=1$/.test(n.url!)))
})

test('a guest who taps buy gets the login popup and no order', async () => {
  mp = await launchApp()
  const page = await mp.loadPage(PAGE, { query: { goodsId: '2' } })
  await page.findByText('初级会计实务·单科精讲班')
  await page.findByText('包含课程', { exact: false })
  await page.tap(page.getButton('立即购买'))
  await page.findByText('登录后继续购买')
  expect(page.getByText('手机号快捷登录')).toBeTruthy()
  expect(mp.requests.some((r) => r.path === '/api/order/createOrder')).toBe(false)
})

test('a learner buys goods 2: one order, then confirm order opens with it', async () => {
  mp = await launchApp({ signedInAs: '13800138000' })
  const page = await mp.loadPage(PAGE, { query: { goodsId: '2' } })
  await page.findByText('初级会计实务·单科精讲班')
  await page.findByText('包含课程', { exact: false })
  const buy = page.getButton('立即购买')
  await page.tap(buy)
  await page.tap(buy)
  await page.tap(buy)
  const nav = await waitFor(() => mp!.navigations.find((n) => n.url!.startsWith('/packages/order/confirmOrder/index?')), { timeout: 10_000 })
  expect(nav.url).toMatch(/goodsId=2&orderId=\d+&orderNo=KJ\d+&tradeOrderId=T\d+/)
  expect(mp.requests.filter((r) => r.path === '/api/order/createOrder')).toHaveLength(1)
  const token = mp.storage.get('token')
  const list = await mp.api('GET', `/api/order/getOrderList?token=${token}&page=1`)
  expect(list.data.data.orderList).toHaveLength(1)
})

// Section 7 "Goods and home": judgeGoodsRepeatPay. 13900139000 has goods 2 paid (its seeded order in state 3): buying
// it again makes no order; WeChat's dialog says so and 查看订单 (the harness confirms) opens that order's detail.
test('a learner who has bought goods 2 already: told so before any order, and led to that order', async () => {
  mp = await launchApp({ signedInAs: '13900139000' })
  const page = await mp.loadPage(PAGE, { query: { goodsId: '2' } })
  await page.findByText('初级会计实务·单科精讲班')
  await page.findByText('包含课程', { exact: false })
  await page.tap(page.getButton('立即购买'))
  const judged = await mp.waitForRequest('/api/app/judgeGoodsRepeatPay')
  expect(judged.query.goodsId).toBe('2')
  expect(judged.response.data).toMatchObject({ repeat: true, kind: 'paid', state: 3 })
  const nav = await waitFor(() => mp!.navigations.find((n) => n.url!.startsWith('/packages/order/orderDetail/index?')), { timeout: 5000 })
  expect(nav.url).toMatch(new RegExp(`^/packages/order/orderDetail/index\\?tradeOrderId=${judged.response.data.tradeOrderId}&userId=\\d+&goodsId=2$`))
  expect(mp.toasts).toContain('[modal] 温馨提示 您已购买过该课程，无需重复购买，可在订单中查看学习。')
  expect(mp.requests.some((r) => r.path === '/api/order/createOrder')).toBe(false)
})
