// The leave warning on confirm order: after starting a payment and coming back without paying, leaving shows the
// countdown and the cutoff time; '确认离开' clears the pay flag and opens the order detail.
import assert from 'node:assert/strict'
import { test } from '@playwright/test'
import { back, createOrder, dbRows, loginAs, settled, suite, tapButton } from './fixtures'

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
  await settled(page.locator('.pay-popup')) // the popup slides up
  await page.evaluate(() => { (window as unknown as { __leftForCashier?: boolean }).__leftForCashier = true })
  await page.locator('.pay-popup').getByRole('button', { name: '确认支付' }).click()
  await page.waitForURL('**/sandbox/cashier**')
  // Back restores confirm order from the back-forward cache (as phones do): the popup left open is closed, the
  // server is asked ('你当前还没有完成付款，请重新支付'), and leaving is guarded.
  await back(page)
  await page.waitForURL('**/ty/confirmOrder**', { waitUntil: 'commit' })
  assert.equal(await page.evaluate(() => (window as unknown as { __leftForCashier?: boolean }).__leftForCashier), true, 'restored from the back-forward cache, not loaded again')
  await page.locator('.pay-notice', { hasText: '你当前还没有完成付款，请重新支付' }).waitFor()
  await tapButton(page, '我知道了')
  await page.locator('.pay-popup').waitFor({ state: 'hidden' })

  // The browser's back is caught: the warning, and the learner stays.
  await back(page)
  await page.getByText('订单将在以下时间后自动取消').waitFor()
  assert.match(page.url(), /\/ty\/confirmOrder/)
  await tapButton(page, '继续支付')
  await page.locator('.leave-warning__box').waitFor({ state: 'hidden' })

  await page.locator('.nut-navbar-left').first().click()
  await page.getByText('订单将在以下时间后自动取消').waitFor()
  await page.locator('.leave-warning__time', { hasText: /^\d{2}:\d{2}:\d{2}$/ }).waitFor()
  await page.getByText(/请在\d{2}:\d{2}前完成支付/).waitFor()
  await settled(page.locator('.leave-warning__box')) // the overlay fades in
  await s.shot('leave-warning')
  await tapButton(page, '继续支付')
  await page.locator('.leave-warning__box').waitFor({ state: 'hidden' })

  await page.locator('.nut-navbar-left').first().click()
  await tapButton(page, '确认离开')
  await page.waitForURL('**/ty/payResult**', { waitUntil: 'commit' })
  assert.equal(await page.evaluate(() => window.localStorage.getItem('paySession')), null, 'the pay flag is cleared')
})

test('a part-paid order never expires: the leave warning shows no countdown and no cutoff, and 确认离开 still leads to the order detail', async () => {
  const { page } = s
  await loginAs(s, '15800158000')
  const [order] = await dbRows(s, "SELECT o.trade_order_id AS t FROM orders o JOIN users u ON u.id = o.user_id WHERE u.mobile = '15800158000' AND o.state = 2 AND o.paid_money > 0 LIMIT 1")
  assert.ok(order, 'the seed has a part-paid order (state 2) for 15800158000')
  await page.goto(`${s.url}/ty/confirmOrder?tradeOrderId=${order.t}`)
  await page.locator('.confirm-order .order-goods__name').waitFor()
  await page.locator('.confirm-order__agreement .nut-checkbox').click()
  await page.locator('.confirm-order .pay-bar__button:not(.nut-button-disabled)').click()
  const payNow = page.locator('.pay-popup').getByRole('button', { name: /立即支付|确认支付/ })
  await payNow.waitFor()
  await settled(page.locator('.pay-popup')) // the popup slides up
  await payNow.click()
  await page.waitForURL('**/sandbox/cashier**', { waitUntil: 'commit' })
  await back(page)
  await page.waitForURL('**/ty/confirmOrder**', { waitUntil: 'commit' })
  await page.locator('.pay-notice', { hasText: '你当前还没有完成付款，请重新支付' }).waitFor()
  await tapButton(page, '我知道了')

  await back(page)
  const warning = page.locator('.leave-warning__box')
  await warning.getByText('订单还未支付完成').waitFor()
  await warning.getByText('已付款项不会失效，可稍后在订单详情继续支付').waitFor()
  assert.equal(await warning.getByText('订单将在以下时间后自动取消').count(), 0, 'no cancel warning')
  assert.equal(await warning.getByText(/\d{2}:\d{2}:\d{2}/).count(), 0, 'no countdown')
  assert.equal(await warning.getByText(/前完成支付/).count(), 0, 'no cutoff')
  await settled(warning) // the overlay fades in
  await s.shot('leave-warning-part-paid')
  await tapButton(page, '确认离开')
  await page.waitForURL((u) => u.pathname === '/ty/payResult' && u.searchParams.get('tradeOrderId') === order.t, { waitUntil: 'commit' })
  assert.equal(await page.evaluate(() => window.localStorage.getItem('paySession')), null, 'the pay flag is cleared')
})

test('the loan page: the browser\'s back asks \'申请贷款未完成\'; back from the loan platform (from the cache) the order is asked again and leaving still asks; 确定离开 to the order detail', async () => {
  const { page } = s
  await loginAs(s, '13900139000')
  const [order] = await dbRows(s, "SELECT o.id AS id, o.trade_order_id AS t, o.user_id AS u FROM orders o JOIN users u ON u.id = o.user_id WHERE u.mobile = '13900139000' AND o.state = 6 LIMIT 1")
  assert.ok(order, 'the seed has an order in the loan (state 6) for 13900139000')
  await page.goto(`${s.url}/ty/payResult?tradeOrderId=${order.t}`)
  // Opened by loading its URL, as a link from outside would: the guard holds all the same.
  await page.goto(`${s.url}/ty/loan?orderId=${order.id}&userId=${order.u}`)
  // The guard's history entry is added at the learner's first touch (a browser skips one added without a gesture).
  await page.locator('input[placeholder="请输入真实姓名"]').click()
  await page.locator('input[placeholder="请输入真实姓名"]').fill('王小明')

  await back(page)
  await page.locator('.nut-dialog', { hasText: '申请贷款未完成' }).waitFor()
  assert.match(page.url(), /\/ty\/loan/)
  await tapButton(page, '继续申请')
  await page.locator('.nut-dialog', { hasText: '申请贷款未完成' }).waitFor({ state: 'hidden' })
  await page.locator('input[placeholder="请输入手机号"]').fill('13900139000')
  await page.evaluate(() => { (window as unknown as { __leftForLoan?: boolean }).__leftForLoan = true })
  await tapButton(page, '去分期平台申请')
  await page.waitForURL('**/sandbox/loan**')
  const askedAgain = page.waitForRequest((r) => r.url().includes('/api/order/queryOrderDetail'), { timeout: 10_000 }).then(() => true, () => false)
  await back(page)
  await page.waitForURL('**/ty/loan**', { waitUntil: 'commit' })
  assert.equal(await page.evaluate(() => (window as unknown as { __leftForLoan?: boolean }).__leftForLoan), true, 'restored from the back-forward cache')
  // "Returning to the loan page re-fetches the order."
  assert.ok(await askedAgain, 'the order asked again on the return')
  await back(page)
  await page.locator('.nut-dialog', { hasText: '申请贷款未完成' }).waitFor()
  await s.shot('loan-leave')
  await tapButton(page, '确定离开')
  await page.waitForURL((u) => u.pathname === '/ty/payResult' && u.searchParams.get('tradeOrderId') === order.t, { waitUntil: 'commit' })
})

test('the nav bar\'s back answers on a 44 px slot from the bar\'s edge, not only on its 18 px arrow', async () => {
  const { page } = s
  await page.goto(`${s.url}/publicPage/textualResearch`)
  await page.goto(`${s.url}/allSubject?goodsId=1`)
  const slot = await page.locator('.nav-bar .nut-navbar-left-back').boundingBox()
  assert.ok(slot, 'the nav bar has its back slot')
  assert.ok(slot.x <= 0 && slot.width >= 44 && slot.height >= 44, `the slot is ${JSON.stringify(slot)}`)
  await page.mouse.click(slot.x + slot.width - 4, slot.y + slot.height - 4) // far from the arrow, inside the slot
  await page.waitForURL('**/publicPage/textualResearch', { waitUntil: 'commit' })
})
