/**
 * The mini-program where virtual payment cannot be used (src/core/order/virtualPay.ts): no price-and-buy path for
 * virtual goods, a neutral text instead; real-account goods keep requestPayment; free goods stay claimable.
 * The build bakes TARO_APP_WEAPP_VIRTUAL_PAY in (default on; the switch itself is unit-tested in
 * src/config/config.test.ts): here the runtime case, a client without wx.requestVirtualPayment, deleted before
 * the page loads.
 */
import { launchApp, guardEachTest, type Mp, type Page, type Wx } from './harness'
import { VIRTUAL_PAY_TEXT } from '../../src/core/order/virtualPay'

const GOODS = 'packages/goods/detail/index'
const CONFIRM = 'packages/order/confirmOrder/index'
const LEARNER = '13700137000'
/** Anything that would lead the learner to pay elsewhere. */
const ELSEWHERE = /网站|官网|网页|浏览器|App|H5|链接|二维码/

let mp: Mp
guardEachTest(() => mp)

async function launch({ virtualPayment, signedIn = false }: { virtualPayment: boolean; signedIn?: boolean }) {
  mp = await launchApp(signedIn ? { signedInAs: LEARNER } : {})
  if (!virtualPayment) delete (mp.wx as Partial<Wx>).requestVirtualPayment
  return mp
}

const buyBar = (page: Page) => page.getByClass('buy-bar')
const payBar = (page: Page) => page.getByClass('pay-bar')

test('a course on a client without virtual payment: the buy bar has no price and no buy button, only the neutral text', async () => {
  await launch({ virtualPayment: false })
  const page = await mp.loadPage(GOODS, { query: { goodsId: '2' } })
  await page.findByText('初级会计实务·单科精讲班')
  await page.findByText(VIRTUAL_PAY_TEXT.unavailable)
  const bar = buyBar(page)
  expect(bar.querySelector('wx-button')).toBeNull()
  expect(bar.textContent).not.toMatch(/¥|立即购买/)
  expect(bar.textContent).not.toMatch(ELSEWHERE)
  expect(page.text()).not.toMatch(ELSEWHERE)
  // Customer service and favourite stay.
  expect(bar.textContent).toMatch(/客服/)
})

test('the same course with virtual payment: price and 立即购买', async () => {
  await launch({ virtualPayment: true })
  const page = await mp.loadPage(GOODS, { query: { goodsId: '2' } })
  await page.findByText('初级会计实务·单科精讲班')
  await page.waitFor(() => buyBar(page).querySelector('wx-button'))
  expect(buyBar(page).textContent).toMatch(/立即购买/)
  expect(buyBar(page).textContent).toMatch(/¥/)
  expect(page.queryByText(VIRTUAL_PAY_TEXT.unavailable)).toBeNull()
})

test('real-account goods (not virtual: requestPayment) keep their buy path without virtual payment', async () => {
  await launch({ virtualPayment: false })
  const page = await mp.loadPage(GOODS, { query: { goodsId: '20' } })
  await page.findByText('真账实操·全盘会计就业班')
  await page.waitFor(() => buyBar(page).querySelector('wx-button'))
  expect(buyBar(page).textContent).toMatch(/立即购买/)
  expect(page.queryByText(VIRTUAL_PAY_TEXT.unavailable)).toBeNull()
})

test('a free course stays claimable without virtual payment (nothing to pay)', async () => {
  await launch({ virtualPayment: false })
  const page = await mp.loadPage(GOODS, { query: { goodsId: '4' } })
  await page.findByText('初级会计·零基础入门体验课')
  await page.waitFor(() => buyBar(page).querySelector('wx-button'))
  expect(buyBar(page).textContent).toMatch(/免费领取/)
})

async function createOrder(body: Record<string, unknown>) {
  const token = mp.storage.get('token')
  const res = await mp.api('POST', `/api/order/createOrder?token=${token}`, { headers: { token }, body: { installmentType: 0, ...body } })
  if (res.data.code !== 200) throw new Error(JSON.stringify(res.data))
  return res.data.data
}

test('confirm order of a course without virtual payment: the pay bar is the neutral text, nothing opens a payment', async () => {
  await launch({ virtualPayment: false, signedIn: true })
  const order = await createOrder({ goodsId: 2, childSpecificationPriceIds: '201', commodityIdList: '7001', clientOrderKey: 'vp-off-course' })
  const page = await mp.loadPage(CONFIRM, { query: { tradeOrderId: order.tradeOrderId, orderId: order.orderId } })
  await page.findByText('我已阅读并同意《课程服务协议》', { timeout: 5000 })
  await page.findByText(VIRTUAL_PAY_TEXT.unavailable)
  expect(payBar(page).querySelector('wx-button')).toBeNull()
  expect(payBar(page).textContent).not.toMatch(/¥|支付/)
  expect(page.text()).not.toMatch(ELSEWHERE)
  // a tap on the bar opens nothing and pays nothing
  await page.tap(payBar(page))
  expect(page.queryAllByClass('pay-popup').filter((el) => el.textContent!.includes('立即支付'))).toEqual([])
  expect(mp.requests.some((r) => r.path === '/api/order/pay')).toBe(false)
})

test('confirm order of a real-account service without virtual payment: the pay button stays (requestPayment)', async () => {
  await launch({ virtualPayment: false, signedIn: true })
  const order = await createOrder({ goodsId: 20, childSpecificationPriceIds: '2001', commodityIdList: '', signSchoolId: 1, clientOrderKey: 'vp-off-service' })
  const page = await mp.loadPage(CONFIRM, { query: { tradeOrderId: order.tradeOrderId, orderId: order.orderId } })
  await page.findByText('我已阅读并同意《课程服务协议》', { timeout: 5000 })
  await page.waitFor(() => payBar(page).querySelector('wx-button'))
  expect(page.queryByText(VIRTUAL_PAY_TEXT.unavailable)).toBeNull()
})
