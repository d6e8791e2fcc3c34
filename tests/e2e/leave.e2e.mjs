// The leave warning on confirm order: after starting a payment and coming back without paying, leaving shows the
// countdown and the cutoff time; '确认离开' clears the pay flag and opens the order detail.
import assert from 'node:assert/strict'
import { test } from 'node:test'
import { createOrder, loginAs, suite, tapButton } from './fixtures.mjs'

const s = suite('leave')

test('leave warning with countdown and hh:mm, then 确认离开 to the order detail', async () => {
  const { page } = s
  const token = await loginAs(s, '13800138000')
  const created = await createOrder(s, token, { goodsId: 2, childSpecificationPriceIds: '201', schoolId: 1, clientOrderKey: 'e2e-leave' })
  const { tradeOrderId } = created.data

  // Leaving before any payment started: no warning, straight back.
  await page.goto(`${s.url}/publicPage/textualResearch`)
  await page.goto(`${s.url}/ty/confirmOrder?tradeOrderId=${tradeOrderId}`)
  await page.locator('.confirm-order .order-goods__name').waitFor()
  await page.locator('.nut-navbar-left').first().click()
  await page.waitForURL('**/publicPage/textualResearch')
  assert.equal(await page.getByText('订单将在以下时间后自动取消').count(), 0)
  await page.goto(`${s.url}/ty/confirmOrder?tradeOrderId=${tradeOrderId}`)
  await page.locator('.confirm-order .order-goods__name').waitFor()

  // Start paying, reach the cashier, come back without paying.
  await page.locator('.confirm-order__agreement .nut-checkbox').click()
  await tapButton(page, '确认支付')
  await page.waitForTimeout(400)
  await page.evaluate(() => { window.__leftForCashier = true })
  await page.locator('.pay-popup .nut-button', { hasText: '确认支付' }).click()
  await page.waitForURL('**/sandbox/cashier**')
  // Back restores confirm order from the back-forward cache (as phones do): the popup left open is closed, the
  // server is asked ('你当前还没有完成付款，请重新支付'), and leaving is guarded.
  await page.goBack({ waitUntil: 'commit' })
  await page.waitForURL('**/ty/confirmOrder**', { waitUntil: 'commit' })
  assert.equal(await page.evaluate(() => window.__leftForCashier), true, 'restored from the back-forward cache, not loaded again')
  await page.locator('.pay-notice', { hasText: '你当前还没有完成付款，请重新支付' }).waitFor()
  await tapButton(page, '我知道了')
  await page.locator('.pay-popup').waitFor({ state: 'hidden' })

  // The browser's back is caught: the warning, and the learner stays.
  await page.goBack({ waitUntil: 'commit' })
  await page.getByText('订单将在以下时间后自动取消').waitFor()
  assert.match(page.url(), /\/ty\/confirmOrder/)
  await tapButton(page, '继续支付')
  await page.locator('.leave-warning__box').waitFor({ state: 'hidden' })

  await page.locator('.nut-navbar-left').first().click()
  await page.getByText('订单将在以下时间后自动取消').waitFor()
  await page.locator('.leave-warning__time', { hasText: /^\d{2}:\d{2}:\d{2}$/ }).waitFor()
  await page.getByText(/请在\d{2}:\d{2}前完成支付/).waitFor()
  await page.waitForTimeout(500) // the overlay fades in
  await s.shot('leave-warning')
  await tapButton(page, '继续支付')
  await page.locator('.leave-warning__box').waitFor({ state: 'hidden' })

  await page.locator('.nut-navbar-left').first().click()
  await tapButton(page, '确认离开')
  await page.waitForURL('**/ty/payResult**', { waitUntil: 'commit' })
  assert.equal(await page.evaluate(() => window.localStorage.getItem('paySession')), null, 'the pay flag is cleared')
})
