// Back and Forward around a payment in WebKit as iPhone Safari, whose back-forward cache brings confirm order back
// as it was left (pay popup open, timers and state kept) and fires pageshow with persisted. The restored page must
// ask the server (the isCheckPay dialog), show no stale pay popup, and guard leaving; forward and back again ask
// again; paying then going back shows the order paid, not a pay popup; nothing is paid twice.
import assert from 'node:assert/strict'
import { test } from 'node:test'
import { api, createOrder, dbRows } from '../support/server'
import { find, go, loginAs, run, tap, tapButton, type, waitFor, waitGone, waitText, waitUntil, waitUrl, webkitSuite } from './driver'

const s = webkitSuite('back-forward')

const onConfirmOrder = (u: URL) => u.pathname === '/ty/confirmOrder'
const onCashier = (u: URL) => u.pathname === '/sandbox/cashier'
/** Marks the document: still marked after Back means the page came from the back-forward cache, not a new load. */
const mark = () => run(s.driver, () => { (window as unknown as { __sameDocument?: boolean }).__sameDocument = true })
const sameDocument = () => run(s.driver, () => (window as unknown as { __sameDocument?: boolean }).__sameDocument === true)

async function toCashier() {
  const { driver } = s
  // The tick survives a restore from the cache: tick only when the pay button is still locked.
  if (await find(driver, '.confirm-order .pay-bar__button.nut-button-disabled')) await tap(driver, '.confirm-order__agreement .nut-checkbox')
  await tap(driver, '.confirm-order .pay-bar__button:not(.nut-button-disabled)')
  await waitFor(driver, '.pay-popup .nut-button', { text: '立即支付 ¥1680.00' })
  await tapButton(driver, '立即支付', { inside: '.pay-popup' })
  await waitUrl(driver, onCashier, 15_000)
  await waitText(driver, '¥1680.00')
}

/** Back on confirm order from the cache: the server's word on the payment out, the popup closed. */
async function restoredAndAsked(step: string) {
  const { driver } = s
  await waitUrl(driver, onConfirmOrder)
  assert.equal(await sameDocument(), true, `${step}: restored from the back-forward cache`)
  await waitFor(driver, '.pay-notice', { text: '你当前还没有完成付款，请重新支付' })
  await s.shot(step)
  await tapButton(driver, '我知道了', { inside: '.pay-notice' })
  await waitGone(driver, '.pay-notice')
  assert.equal(await find(driver, '.pay-popup .nut-button'), null, `${step}: no stale pay popup`)
}

test('Back from the cashier, Forward and Back again: asked each time, leaving guarded; then paid, Back shows it paid; one payment', async () => {
  const { driver } = s
  const token = await loginAs(s, '13800138000')
  const created = await createOrder(s, token, { goodsId: 1, childSpecificationPriceIds: '102', schoolId: 2, signSchoolId: 2, signSchoolName: '北京海淀校区', clientOrderKey: 'webkit-bf' })
  const { orderId, tradeOrderId } = created.data
  // Opened by loading its URL (no tap led here): the guard must hold all the same.
  await go(driver, `${s.url}/ty/confirmOrder?tradeOrderId=${tradeOrderId}`)
  await waitFor(driver, '.confirm-order .order-goods__name')
  await mark()
  await toCashier()

  await driver.navigate().back()
  await restoredAndAsked('back-from-cashier')

  await driver.navigate().forward()
  await waitUrl(driver, onCashier)
  await driver.navigate().back()
  await restoredAndAsked('back-again')

  // The browser's back is caught: the spec's warning with its countdown, and the learner stays.
  await driver.navigate().back()
  await waitText(driver, '订单将在以下时间后自动取消')
  await waitFor(driver, '.leave-warning__time', { text: /^\d{2}:\d{2}:\d{2}$/ })
  await s.shot('leave-warning')
  assert.ok(onConfirmOrder(new URL(await driver.getCurrentUrl())), 'still on confirm order')
  await tapButton(driver, '继续支付')
  await waitGone(driver, '.leave-warning__box')

  // Pay this time; then Back through the cashier to confirm order: the order is paid, no pay popup.
  await toCashier()
  await tap(driver, 'button', { text: '确认支付' })
  await waitUrl(driver, (u) => u.pathname === '/ty/finishPay', 15_000)
  await waitText(driver, '支付完成', { timeout: 15_000 })
  await driver.navigate().back()
  const url = await waitUrl(driver, (u) => onConfirmOrder(u) || onCashier(u))
  if (onCashier(url)) await driver.navigate().back()
  await waitUrl(driver, onConfirmOrder)
  await waitText(driver, '该订单已完成支付，无需重复支付')
  assert.equal(await find(driver, '.pay-popup .nut-button'), null, 'no pay popup over a paid order')
  assert.equal(await find(driver, '.confirm-order .pay-bar'), null, 'no pay bar')
  await s.shot('paid-then-back')
  await tapButton(driver, '查看订单')
  await waitUrl(driver, (u) => u.pathname === '/ty/payResult' && u.searchParams.get('tradeOrderId') === tradeOrderId)

  const detail = (await api(s, token, 'GET', `/api/order/queryOrderDetail?tradeOrderId=${tradeOrderId}`)).data[0]
  assert.deepEqual([detail.state, detail.paidMoney], [3, 168000])
  const paid = await dbRows(s, "SELECT COUNT(*) AS n FROM sub_orders WHERE order_id = ? AND status = 'paid'", orderId)
  assert.equal(paid[0].n, 1, 'paid once')
})

test('the loan page: history back asks \'申请贷款未完成\'; back from the loan platform (from the cache) it asks the order again and still guards; 确定离开 to the order detail', async () => {
  const { driver } = s
  await loginAs(s, '13900139000')
  const [order] = await dbRows(s, "SELECT o.id AS id, o.trade_order_id AS t, o.user_id AS u FROM orders o JOIN users u ON u.id = o.user_id WHERE u.mobile = '13900139000' AND o.state = 6 LIMIT 1")
  assert.ok(order, 'the seed has an order in the loan (state 6) for 13900139000')
  await go(driver, `${s.url}/ty/payResult?tradeOrderId=${order.t}`)
  await go(driver, `${s.url}/ty/loan?orderId=${order.id}&userId=${order.u}`)
  // Opened by loading its URL: WebKit skips on Back an entry added without a gesture, so the guard's entry waits
  // for the learner's first touch (here, typing their name).
  await type(driver, 'input[placeholder="请输入真实姓名"]', '王小明')
  await driver.navigate().back()
  await waitFor(driver, '.nut-dialog', { text: '申请贷款未完成' })
  assert.equal(new URL(await driver.getCurrentUrl()).pathname, '/ty/loan')
  await tapButton(driver, '继续申请')
  await waitGone(driver, '.nut-dialog', { text: '申请贷款未完成' })
  assert.equal(await run(driver, () => (document.querySelector('input[placeholder="请输入真实姓名"]') as HTMLInputElement).value), '王小明', 'what was typed is kept')

  await type(driver, 'input[placeholder="请输入手机号"]', '13900139000')
  await mark()
  // Counts the order-detail calls this document makes after it leaves (the cache keeps the wrapped fetch).
  await run(driver, () => {
    const page = window as unknown as Window & { __detailAsked: number }
    const original = window.fetch
    window.fetch = (input, init) => {
      if (String(typeof input === 'string' ? input : (input as Request).url).includes('/api/order/queryOrderDetail')) page.__detailAsked += 1
      return original(input, init)
    }
    window.addEventListener('pagehide', () => { page.__detailAsked = 0 })
  })
  await tapButton(driver, '去分期平台申请')
  await waitUrl(driver, (u) => u.pathname === '/sandbox/loan', 15_000)
  await driver.navigate().back()
  await waitUrl(driver, (u) => u.pathname === '/ty/loan')
  assert.equal(await sameDocument(), true, 'restored from the back-forward cache')
  // "Returning to the loan page re-fetches the order."
  await waitUntil(driver, () => ((window as unknown as { __detailAsked?: number }).__detailAsked ?? 0) > 0, [], { message: 'the order asked again on the return' })
  await driver.navigate().back()
  await waitFor(driver, '.nut-dialog', { text: '申请贷款未完成' })
  await s.shot('loan-leave')
  await tapButton(driver, '确定离开')
  await waitUrl(driver, (u) => u.pathname === '/ty/payResult' && u.searchParams.get('tradeOrderId') === order.t)
})


test('paid, then the order detail reached from finish pay (isFinished): Back goes to my orders, not towards the cashier', async () => {
  const { driver } = s
  const token = await loginAs(s, '13700137000')
  const created = await createOrder(s, token, { goodsId: 1, childSpecificationPriceIds: '102', schoolId: 2, signSchoolId: 2, signSchoolName: '北京海淀校区', clientOrderKey: 'webkit-bf-finished' })
  await go(driver, `${s.url}/ty/confirmOrder?tradeOrderId=${created.data.tradeOrderId}`)
  await waitFor(driver, '.confirm-order .order-goods__name')
  await toCashier()
  await tap(driver, 'button', { text: '确认支付' })
  await waitUrl(driver, (u) => u.pathname === '/ty/finishPay', 15_000)
  await waitText(driver, '支付完成', { timeout: 15_000 })
  await tap(driver, '.finish-pay__view')
  await waitUrl(driver, (u) => u.pathname === '/ty/payResult' && u.searchParams.get('isFinished') === '1')
  await waitFor(driver, '.pay-result__banner')
  await driver.navigate().back()
  await waitUrl(driver, (u) => u.pathname === '/ty/myOrder')
  await waitFor(driver, '.order-card')
  await s.shot('finished-back-to-my-orders')
})
