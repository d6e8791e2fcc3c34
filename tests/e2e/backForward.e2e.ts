// Back and Forward at each step of a payment in Chromium with its back-forward cache on (as Chrome on Android):
// confirm order restored from the cache asks the server and shows no stale pay popup; Forward to the cashier and
// Back again ask again; paid, then Back through the cashier shows the order paid; a part-paid order's return from
// finish pay shows what is left; nothing is paid twice; finish pay whose payment check got no answer, restored,
// checks again. (WebKit: tests/webkit/backForward.webkit.ts.)
import assert from 'node:assert/strict'
import { test } from '@playwright/test'
import type { Page } from 'playwright-core'
import { api, back, createOrder, dbRows, forward, loginAs, settled, suite, tapButton } from './fixtures'

const s = suite('back-forward')
const commit = { waitUntil: 'commit' } as const

/** Back until confirm order: from finish pay, through the cashier when its page is in the history. */
async function backToConfirmOrder(page: Page) {
  await back(page)
  await page.waitForURL(/sandbox\/cashier|ty\/confirmOrder/, commit)
  if (page.url().includes('cashier')) await back(page)
  await page.waitForURL('**/ty/confirmOrder**', commit)
}

/** A new order of goods 1 (package 102, campus 2) for the learner `mobile`, shown on confirm order. */
async function confirmOrderOfNew(page: Page, mobile: string, clientOrderKey: string) {
  const token = await loginAs(s, mobile)
  const created = await createOrder(s, token, { goodsId: 1, childSpecificationPriceIds: '102', schoolId: 2, signSchoolId: 2, signSchoolName: '北京海淀校区', clientOrderKey })
  await page.goto(`${s.url}/ty/confirmOrder?tradeOrderId=${created.data.tradeOrderId}`)
  await page.locator('.confirm-order .order-goods__name').waitFor()
}

async function toCashier(page: Page, amount?: string) {
  const pay = page.locator('.confirm-order .pay-bar__button')
  if (await pay.evaluate((el) => el.classList.contains('nut-button-disabled'))) await page.locator('.confirm-order__agreement .nut-checkbox').click()
  await page.locator('.confirm-order .pay-bar__button:not(.nut-button-disabled)').click()
  await page.locator('.pay-popup input').waitFor()
  if (amount) await page.locator('.pay-popup input').fill(amount)
  await settled(page.locator('.pay-popup')) // the popup slides up
  await page.locator('.pay-popup').getByRole('button', { name: '立即支付' }).click()
  await page.waitForURL('**/sandbox/cashier**', commit)
}

/** Back on confirm order from the cache: the server's word on the payment out, the popup closed. */
async function restoredAndAsked(page: Page) {
  await page.waitForURL('**/ty/confirmOrder**', commit)
  assert.equal(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument), true, 'restored from the back-forward cache')
  await page.locator('.pay-notice', { hasText: '你当前还没有完成付款，请重新支付' }).waitFor()
  await tapButton(page, '我知道了')
  await page.locator('.pay-notice').waitFor({ state: 'hidden' })
  assert.equal(await page.locator('.pay-popup .nut-button').isVisible(), false, 'no stale pay popup')
}

test('Back from the cashier, Forward and Back again, a part payment, Back from finish pay, the rest paid, Back shows it paid; two payments in all', async () => {
  const { page, errors } = s
  const token = await loginAs(s, '13800138000')
  const created = await createOrder(s, token, { goodsId: 1, childSpecificationPriceIds: '102', schoolId: 2, signSchoolId: 2, signSchoolName: '北京海淀校区', clientOrderKey: 'e2e-bf' })
  const { orderId, tradeOrderId } = created.data
  const detail = async () => (await api(s, token, 'GET', `/api/order/queryOrderDetail?tradeOrderId=${tradeOrderId}`)).data[0]
  await page.goto(`${s.url}/ty/confirmOrder?tradeOrderId=${tradeOrderId}`)
  await page.locator('.confirm-order .order-goods__name').waitFor()
  await page.evaluate(() => { (window as unknown as { __sameDocument?: boolean }).__sameDocument = true })

  await toCashier(page)
  await back(page)
  await restoredAndAsked(page)
  await s.shot('back-from-cashier')
  await forward(page)
  await page.waitForURL('**/sandbox/cashier**', commit)
  await back(page)
  await restoredAndAsked(page)

  // Part of it paid at the cashier; Back from finish pay lands on the cashier, then on confirm order, which shows
  // what is left to pay.
  await toCashier(page, '500')
  await page.getByRole('button', { name: '确认支付' }).click()
  await page.waitForURL('**/ty/finishPay**', commit)
  await page.getByText('还需支付 ¥1180.00').waitFor({ timeout: 15_000 })
  await backToConfirmOrder(page)
  await page.locator('.confirm-order .pay-bar', { hasText: '¥1180.00' }).waitFor()
  assert.equal(await page.locator('.pay-popup .nut-button').isVisible(), false, 'no stale pay popup')
  await s.shot('part-paid-then-back')

  await toCashier(page)
  await page.getByRole('button', { name: '确认支付' }).click()
  await page.waitForURL('**/ty/finishPay**', commit)
  await page.getByText('支付完成').first().waitFor({ timeout: 15_000 })
  await backToConfirmOrder(page)
  await page.getByText('该订单已完成支付，无需重复支付').waitFor()
  assert.equal(await page.locator('.pay-popup .nut-button').isVisible(), false, 'no pay popup over a paid order')
  assert.equal(await page.locator('.confirm-order .pay-bar').count(), 0, 'no pay bar')
  await s.shot('paid-then-back')

  // Forward again to finish pay: it shows the order paid, and pays nothing.
  await forward(page)
  await page.waitForURL(/sandbox\/cashier|ty\/finishPay/, commit)
  if (page.url().includes('cashier')) await forward(page)
  await page.waitForURL('**/ty/finishPay**', commit)
  await page.getByText('支付完成').first().waitFor({ timeout: 15_000 })

  const done = await detail()
  assert.deepEqual([done.state, done.paidMoney, done.waitPayMoney], [3, 168000, 0])
  const paid = await dbRows(s, "SELECT amount FROM sub_orders WHERE order_id = ? AND status = 'paid' ORDER BY id", orderId)
  assert.deepEqual(paid.map((r) => r.amount), [50000, 118000], 'each part paid once')
  assert.deepEqual(errors, [])
})

test('paid, then the order detail reached from finish pay (isFinished): the browser\'s Back goes to my orders, not towards the cashier', async () => {
  const { page, errors } = s
  await confirmOrderOfNew(page, '13700137000', 'e2e-bf-finished')
  await toCashier(page)
  await page.getByRole('button', { name: '确认支付' }).click()
  await page.waitForURL('**/ty/finishPay**', commit)
  await page.getByText('支付完成').first().waitFor({ timeout: 15_000 })
  await page.locator('.finish-pay__view').click()
  await page.waitForURL((u) => u.pathname === '/ty/payResult' && u.searchParams.get('isFinished') === '1', commit)
  await page.locator('.pay-result__banner').waitFor()
  await s.shot('finished-detail')

  await back(page)
  await page.waitForURL((u) => u.pathname === '/ty/myOrder', commit)
  await page.locator('.order-card').first().waitFor()
  await s.shot('finished-back-to-my-orders')
  assert.deepEqual(errors, [])
})

// The sandbox's cashier shares the app's origin and is reached by a form's POST, so Chromium keeps neither it nor the
// page after it in its cache ("HTTPMethodNotGET", "BrowsingInstanceNotSwapped"; a real cashier is another site). The
// learner leaves finish pay for another site here (the download page, an address typed) and comes Back.
test("finish pay whose payment check got no answer: left for another site and Back, restored from the cache, checks again and shows what is left to pay", async () => {
  const { page, errors } = s
  await confirmOrderOfNew(page, '13512340077', 'e2e-bf-check')
  await toCashier(page, '500')
  const STATUS = '**/api/order/queryOrderStatus**'
  let asked = 0
  await page.route(STATUS, (route) => { asked++; return route.abort('connectionreset') })
  try {
    await page.getByRole('button', { name: '确认支付' }).click()
    await page.waitForURL('**/ty/finishPay**', commit)
    await page.locator('.finish-pay__check', { hasText: '支付结果查询失败' }).waitFor({ timeout: 20_000 })
    await page.evaluate(() => { (window as unknown as { __sameDocument?: boolean }).__sameDocument = true })
    await s.shot('finish-pay-check-failed')
  } finally {
    await page.unroute(STATUS)
  }
  assert.ok(asked > 0)
  const before = asked
  await page.goto('about:blank')
  await back(page)
  await page.waitForURL('**/ty/finishPay**', commit)
  assert.equal(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument), true, 'restored from the back-forward cache')
  await page.locator('.finish-pay__check').waitFor({ state: 'hidden', timeout: 15_000 })
  await page.getByText('还需支付 ¥1180.00').waitFor({ timeout: 15_000 })
  assert.equal(asked, before, 'the route is gone: the check asked the server')
  await s.shot('finish-pay-restored-checked')
  assert.deepEqual(errors, [])
})
