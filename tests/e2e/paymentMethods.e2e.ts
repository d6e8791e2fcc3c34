// The pay methods in the WeChat in-app browser, in Chromium with the messenger's user agent: every pay dialog follows
// one rule (payMethodOptions, src/core/order/payment.ts; the decision in docs/orders-and-payments.md, "Pay methods").
// "in the messenger browser choosing alipay toasts '支付宝支付请复制到浏览器打开'": alipay is offered in the confirm-payment
// popup and in the down payment's pay-mode dialog, choosing it says so and pays nothing; wechat stays preselected.
import assert from 'node:assert/strict'
import { test } from '@playwright/test'
import { api, createOrder, loginAs, settled, suite, tapButton } from './fixtures'
import { ENVIRONMENTS } from './matrix/environments'

const s = suite('payment-methods', { userAgent: ENVIRONMENTS.wechat.userAgent, initScript: ENVIRONMENTS.wechat.initScript })
const TOAST = '支付宝支付请复制到浏览器打开'
let token
/** One learner for the suite, logged in once (a second code within a minute is refused). */
const learner = async () => (token ??= await loginAs(s, '13800138000'))

test('the confirm-payment popup: alipay listed, choosing it toasts; wechat stays chosen', async () => {
  const { page, errors } = s
  const token = await learner()
  // Goods 1, package 102 (¥1680.00, part payments allowed).
  const { data: order } = await createOrder(s, token, { goodsId: 1, childSpecificationPriceIds: '102', schoolId: 2, signSchoolId: 2, signSchoolName: '北京海淀校区', clientOrderKey: 'e2e-methods-popup' })
  await page.goto(`${s.url}/ty/confirmOrder?tradeOrderId=${order.tradeOrderId}`)
  await page.locator('.confirm-order .order-goods__name').waitFor()
  await page.locator('.confirm-order__agreement .nut-checkbox').click()
  await tapButton(page, '立即支付')
  await page.locator('.pay-popup input').waitFor()
  await settled(page.locator('.pay-popup')) // the popup slides up
  const methods = page.locator('.pay-popup__method')
  assert.deepEqual(await methods.allTextContents(), ['支付宝支付', '微信支付'])
  assert.equal(await page.locator('.pay-popup__method[aria-checked="true"]').textContent(), '微信支付')
  await methods.filter({ hasText: '支付宝支付' }).click()
  await page.getByText(TOAST).waitFor()
  await s.shot('popup-alipay-toast')
  assert.equal(await page.locator('.pay-popup__method[aria-checked="true"]').textContent(), '微信支付')
  assert.equal((await api(s, token, 'GET', `/api/order/queryOrderDetail?tradeOrderId=${order.tradeOrderId}`)).data[0].paidMoney, 0)
  assert.deepEqual(errors, [])
})

test('the down payment\'s pay-mode dialog: the same rule', async () => {
  const { page, errors } = s
  const token = await learner()
  // Goods 1, package 103 (¥2999.00): loan platforms are offered from ¥2000.
  const { data: order } = await createOrder(s, token, { goodsId: 1, childSpecificationPriceIds: '103', schoolId: 1, signSchoolId: 1, signSchoolName: '北京朝阳校区', clientOrderKey: 'e2e-methods-down' })
  await page.goto(`${s.url}/ty/confirmOrder/confirmOrderLoan?tradeOrderId=${order.tradeOrderId}&orderId=${order.orderId}`)
  await page.locator('.confirm-loan .loan-platform', { hasText: '百度有钱花' }).click()
  await page.locator('.confirm-loan .confirm-order__agreement .nut-checkbox').click()
  await page.locator('.confirm-loan').getByRole('button', { name: '支付首付' }).click()
  const items = page.locator('.loan-methods__item')
  await items.first().waitFor()
  assert.deepEqual(await items.allTextContents(), ['支付宝支付', '微信支付'])
  await items.filter({ hasText: '支付宝支付' }).click()
  await page.getByText(TOAST).waitFor()
  await s.shot('down-payment-alipay-toast')
  const info = (await api(s, token, 'GET', `/api/order/queryOrderDetail?tradeOrderId=${order.tradeOrderId}`)).data[0]
  assert.deepEqual([info.state, info.paidMoney], [1, 0])
  assert.deepEqual(errors, [])
})
