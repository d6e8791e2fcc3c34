// Paying with WeChat inside the messenger browser: the OAuth base code first (sandbox page), then the JS bridge
// (a stand-in WeixinJSBridge settles through the sandbox as WeChat's wallet would), then finish pay asks the server.
// A bridge that comes back without success asks the learner ('支付完成' / '支付遇到问题，重新支付').
import assert from 'node:assert/strict'
import { test } from '@playwright/test'
import type { Page } from 'playwright-core'
import { api, createOrder, loginAs, settled, suite, tapButton } from './fixtures'
import { ENVIRONMENTS } from './matrix/environments'

// The messenger's user agent and its stand-in WeixinJSBridge (the wallet answers through the sandbox).
const s = suite('wechat', { userAgent: ENVIRONMENTS.wechat.userAgent, initScript: ENVIRONMENTS.wechat.initScript })

async function newOrder(token: string, key: string) {
  const created = await createOrder(s, token, { goodsId: 2, childSpecificationPriceIds: '201', schoolId: 1, clientOrderKey: key })
  return created.data
}

async function startPaying(page: Page, tradeOrderId: string) {
  await page.goto(`${s.url}/ty/confirmOrder?tradeOrderId=${tradeOrderId}`)
  await page.locator('.confirm-order .order-goods__name').waitFor()
  await page.locator('.confirm-order__agreement .nut-checkbox').click()
  await tapButton(page, '确认支付')
  await settled(page.locator('.pay-popup')) // the popup slides up
  // Inside the messenger browser wechat is preselected; alipay is listed only to say it pays in a browser
  // (paymentMethods.e2e.ts).
  assert.equal(await page.locator('.pay-popup__method[aria-checked="true"]').textContent(), '微信支付')
  await page.locator('.pay-popup').getByRole('button', { name: '确认支付' }).click()
}

test('OAuth code, JS bridge, finish pay: paid', async () => {
  const { page, errors } = s
  const token = await loginAs(s, '13800138000')
  const order = await newOrder(token, 'e2e-wx-1')
  await startPaying(page, order.tradeOrderId)
  // Through the OAuth page and back with a code; the payment carries on by itself.
  await page.waitForURL((url) => url.pathname === '/ty/finishPay', { timeout: 15_000 })
  await page.getByText('支付完成').first().waitFor({ timeout: 15_000 })
  await s.shot('paid')
  const info = (await api(s, token, 'GET', `/api/order/queryOrderDetail?tradeOrderId=${order.tradeOrderId}`)).data[0]
  assert.equal(info.state, 3)
  assert.deepEqual(errors, [])
})

test('a cancelled bridge asks: "支付遇到问题，重新支付" reopens the popup; "支付完成" asks the server', async () => {
  const { page } = s
  const token = await loginAs(s, '13700137000')
  const order = await newOrder(token, 'e2e-wx-2')
  await page.evaluate(() => window.localStorage.setItem('e2eWalletResult', 'cancel'))
  await startPaying(page, order.tradeOrderId)
  await page.locator('.wx-confirm').getByText('请确认微信支付是否已完成').waitFor({ timeout: 15_000 })
  await s.shot('wx-confirm')
  await page.locator('.wx-confirm').getByRole('button', { name: '支付遇到问题，重新支付' }).click()
  // The popup again, still agreed (the tick survives the authorisation round trip): pay again, cancel again.
  const again = page.locator('.pay-popup .nut-button:not(.nut-button-disabled)', { hasText: '确认支付' })
  await settled(again) // the popup slides up
  await again.click()

  // '支付完成' while nothing was paid: the server says so.
  await page.locator('.wx-confirm').getByRole('button', { name: '支付完成' }).click()
  await page.getByText('你当前还没有完成付款，请重新支付').waitFor()
  const info = (await api(s, token, 'GET', `/api/order/queryOrderDetail?tradeOrderId=${order.tradeOrderId}`)).data[0]
  assert.equal(info.state, 1)
})
