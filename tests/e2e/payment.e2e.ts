// Paying in Chromium through the sandbox cashier: a part payment (the over-limit dialog first), continue pay,
// and twenty rapid taps making one payment. The server's payment check, never the return redirect, decides.
import assert from 'node:assert/strict'
import { test } from '@playwright/test'
import type { Page } from 'playwright-core'
import { api, createOrder, dbRows, loginAs, settled, suite, tapButton } from './fixtures'

const s = suite('payment')

/** A fresh order for goods 1, package 102 (¥1680.00, part payments allowed) at campus 2. */
async function newOrder(token: string, key: string) {
  const created = await createOrder(s, token, { goodsId: 1, childSpecificationPriceIds: '102', schoolId: 2, signSchoolId: 2, signSchoolName: '北京海淀校区', clientOrderKey: key })
  return created.data
}

async function openPopup(page: Page, tradeOrderId: string) {
  await page.goto(`${s.url}/ty/confirmOrder?tradeOrderId=${tradeOrderId}`)
  await page.locator('.confirm-order .order-goods__name').waitFor()
  await page.locator('.confirm-order__agreement .nut-checkbox').click()
  await tapButton(page, '立即支付')
  await page.locator('.pay-popup input').waitFor()
  await settled(page.locator('.pay-popup')) // the popup slides up
}

async function typeAmount(page: Page, yuan: string) {
  const input = page.locator('.pay-popup input')
  await input.fill('')
  await input.fill(yuan)
}

test('part payment: above the owed amount the 提示 dialog; pay part at the cashier; continue pay; complete', async () => {
  const { page, errors } = s
  const token = await loginAs(s, '13800138000')
  const order = await newOrder(token, 'e2e-part')
  await openPopup(page, order.tradeOrderId)
  await s.shot('popup')

  await typeAmount(page, '2000')
  await page.locator('.pay-popup').getByRole('button', { name: '立即支付' }).click()
  await page.getByText('您所输入的支付金额已超上限，最大可支付金额为￥1680.00，请重新输入').waitFor()
  await s.shot('over-limit')
  await tapButton(page, '我知道了')

  await typeAmount(page, '500')
  await page.locator('.pay-popup').getByRole('button', { name: '立即支付 ¥500.00' }).click()
  await page.waitForURL('**/sandbox/cashier**')
  await page.getByText('¥500.00').first().waitFor()
  await s.shot('cashier')
  await page.getByRole('button', { name: '确认支付' }).click()

  // Back on finish pay: the server's word (the alipay check waits 1.5 s), then what is still owed.
  await page.waitForURL('**/ty/finishPay**')
  await page.getByText('还需支付 ¥1180.00').waitFor({ timeout: 15_000 })
  await s.shot('part-paid')
  let info = (await api(s, token, 'GET', `/api/order/queryOrderDetail?tradeOrderId=${order.tradeOrderId}`)).data[0]
  assert.deepEqual([info.state, info.paidMoney, info.waitPayMoney], [2, 50000, 118000])

  await tapButton(page, '继续支付')
  await page.waitForURL('**/ty/confirmOrder**')
  await page.locator('.confirm-order .order-goods__name').waitFor()
  await page.locator('.confirm-order__agreement .nut-checkbox').click()
  await tapButton(page, '立即支付')
  await page.locator('.pay-popup input').waitFor()
  await settled(page.locator('.pay-popup')) // the popup slides up
  assert.equal(await page.locator('.pay-popup input').inputValue(), '1180.00')
  await page.locator('.pay-popup').getByRole('button', { name: '立即支付 ¥1180.00' }).click()
  await page.waitForURL('**/sandbox/cashier**')
  await page.getByRole('button', { name: '确认支付' }).click()
  await page.waitForURL('**/ty/finishPay**')
  await page.getByText('支付完成').first().waitFor({ timeout: 15_000 })
  await s.shot('complete')
  info = (await api(s, token, 'GET', `/api/order/queryOrderDetail?tradeOrderId=${order.tradeOrderId}`)).data[0]
  assert.deepEqual([info.state, info.paidMoney, info.waitPayMoney], [3, 168000, 0])
  assert.deepEqual(errors, [])
})

test('twenty rapid taps on pay create one payment', async () => {
  const { page } = s
  const token = await loginAs(s, '13700137000')
  const order = await newOrder(token, 'e2e-taps')
  await openPopup(page, order.tradeOrderId)
  await page.evaluate(() => {
    const button = [...document.querySelectorAll<HTMLElement>('.pay-popup .nut-button')].find((b) => b.textContent!.includes('立即支付'))
    for (let i = 0; i < 20; i++) button!.click()
  })
  await page.waitForURL('**/sandbox/cashier**')
  const rows = await dbRows(s, 'SELECT COUNT(*) AS n FROM sub_orders WHERE order_id = ?', order.orderId)
  assert.equal(rows[0].n, 1)
})

// One login for the tests below (the sandbox SMS sends one code a minute per number).
let third: Promise<string> | undefined
const thirdLearner = () => (third ??= loginAs(s, '15800158000'))

test('"disabled until ... agreement": the pay button stays locked until the tick; ?orderId= alone opens the order', async () => {
  const { page } = s
  const token = await thirdLearner()
  const order = await newOrder(token, 'e2e-agree')
  await page.goto(`${s.url}/ty/confirmOrder?orderId=${order.orderId}`)
  await page.locator('.confirm-order .order-goods__name').waitFor()
  const pay = page.locator('.confirm-order .pay-bar__button')
  assert.ok(await pay.evaluate((el) => el.classList.contains('nut-button-disabled')), 'locked before the agreement')
  await pay.click({ force: true })
  await page.waitForTimeout(300) // a window in which the locked button must not open the popup
  assert.equal(await page.locator('.pay-popup input').isVisible(), false)
  await page.locator('.confirm-order__agreement .nut-checkbox').click()
  // The tick re-renders the bar a moment later: wait for the lock to go (a timeout fails the test).
  await page.locator('.confirm-order .pay-bar__button:not(.nut-button-disabled)').waitFor({ timeout: 5_000 })
  await tapButton(page, '立即支付')
  await page.locator('.pay-popup input').waitFor()
})

test('a free goods: 免费领取 completes it with payZero, no cashier', async () => {
  const { page, errors } = s
  const token = await thirdLearner()
  const created = await createOrder(s, token, { goodsId: 4, childSpecificationPriceIds: '401', schoolId: 1, clientOrderKey: 'e2e-free' })
  await page.goto(`${s.url}/ty/confirmOrder?tradeOrderId=${created.data.tradeOrderId}`)
  await page.locator('.confirm-order .order-goods__name').waitFor()
  await page.locator('.confirm-order__agreement .nut-checkbox').click()
  await tapButton(page, '免费领取')
  await page.waitForURL('**/ty/finishPay**')
  await page.getByText('支付完成').first().waitFor({ timeout: 15_000 })
  const info = (await api(s, token, 'GET', `/api/order/queryOrderDetail?tradeOrderId=${created.data.tradeOrderId}`)).data[0]
  assert.deepEqual([info.state, info.payPrice], [3, 0])
  assert.equal((await dbRows(s, 'SELECT COUNT(*) AS n FROM sub_orders WHERE order_id = ?', created.data.orderId))[0].n, 0)
  assert.deepEqual(errors, [])
})

test('WeChat outside the messenger browser: the H5 payment redirect, the cashier, finish pay', async () => {
  const { page, errors } = s
  const token = await thirdLearner()
  const order = await newOrder(token, 'e2e-wx-h5')
  await openPopup(page, order.tradeOrderId)
  await page.locator('.pay-popup .pay-popup__method', { hasText: '微信支付' }).click()
  await page.locator('.pay-popup').getByRole('button', { name: '立即支付' }).click()
  await page.waitForURL((url) => url.pathname === '/sandbox/cashier' && url.searchParams.get('channel') === 'wechat')
  await s.shot('wechat-h5-cashier')
  await page.getByRole('button', { name: '确认支付' }).click()
  await page.waitForURL('**/ty/finishPay**')
  await page.getByText('支付完成').first().waitFor({ timeout: 15_000 })
  const info = (await api(s, token, 'GET', `/api/order/queryOrderDetail?tradeOrderId=${order.tradeOrderId}`)).data[0]
  assert.deepEqual([info.state, info.paidMoney], [3, 168000])
  const [sub] = await dbRows(s, 'SELECT pay_type, trade_type FROM sub_orders WHERE order_id = ?', order.orderId)
  assert.deepEqual(sub, { pay_type: 2, trade_type: 2 })
  assert.deepEqual(errors, [])
})

test('the views by the spec\'s rule: a one-go order (Stages) keeps the goodsType-1 price block; a paid order says so and leads to it', async () => {
  const { page, errors } = s
  const token = await thirdLearner()
  const created = await createOrder(s, token, { goodsId: 1, childSpecificationPriceIds: '101', schoolId: 2, signSchoolId: 2, signSchoolName: '北京海淀校区', clientOrderKey: 'e2e-stages' })
  const info = (await api(s, token, 'GET', `/api/order/queryPayGoodsInfo?tradeOrderId=${created.data.tradeOrderId}`)).data[0]
  assert.deepEqual([info.isReceiveAll, info.goodsType], [true, 1])
  await page.goto(`${s.url}/ty/confirmOrder?tradeOrderId=${created.data.tradeOrderId}`)
  const view = page.locator('.confirm-order[data-view="Stages"]')
  await view.locator('.order-price').getByText('¥980.00').first().waitFor()
  assert.equal(await view.getByText('分期信息').count(), 0)
  await view.locator('.stages').getByText('支付明细').waitFor()
  await view.locator('.pay-bar__button', { hasText: '确认支付' }).waitFor()
  await s.shot('stages')

  const [paid] = await dbRows(s, "SELECT o.trade_order_id AS t FROM orders o JOIN users u ON u.id = o.user_id WHERE u.mobile = '15800158000' AND o.state = 3 LIMIT 1")
  await page.goto(`${s.url}/ty/confirmOrder?tradeOrderId=${paid.t}`)
  await page.locator('.confirm-order .order-goods__name').waitFor()
  assert.equal(await page.locator('.confirm-order .pay-bar').count(), 0, 'no pay bar for a complete order')
  // "state 3 shows '该订单已完成支付，无需重复支付'": said, with the way to the order instead of the agreement tick.
  await page.getByText('该订单已完成支付，无需重复支付').waitFor()
  assert.equal(await page.locator('.confirm-order__agreement').count(), 0)
  assert.equal(await page.getByText('本次支付').count(), 0)
  await s.shot('paid')
  await tapButton(page, '查看订单')
  await page.waitForURL((u) => u.pathname === '/ty/payResult' && u.searchParams.get('tradeOrderId') === paid.t)
  assert.deepEqual(errors, [])
})
