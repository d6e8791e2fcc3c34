// Paying in WebKit as iPhone Safari: a part payment (the over-limit dialog first, the amount typed while the pay
// button stays in view and answers the first tap), then the rest; a down payment and the loan platform (declined,
// another platform, approved). The server's order state decides each step.
import assert from 'node:assert/strict'
import { test } from 'node:test'
import { api, createOrder } from '../support/server'
import { go, loginAs, pageErrors, reachable, tap, tapButton, type, waitFor, waitSettled, waitText, waitUrl, webkitSuite, type WebElement } from './driver'

const s = webkitSuite('payment')

const detail = async (token: string, tradeOrderId: string) => (await api(s, token, 'GET', `/api/order/queryOrderDetail?tradeOrderId=${tradeOrderId}`)).data[0]

/** Confirm order: the agreement ticked, the pay bar's button tapped, the pay popup up. */
async function openPopup(tradeOrderId: string) {
  const { driver } = s
  await go(driver, `${s.url}/ty/confirmOrder?tradeOrderId=${tradeOrderId}`)
  await waitFor(driver, '.confirm-order .order-goods__name')
  await tap(driver, '.confirm-order__agreement .nut-checkbox', { inside: '.confirm-order' })
  await tap(driver, '.confirm-order .pay-bar__button:not(.nut-button-disabled)')
  await waitSettled(driver, '.pay-popup .pay-popup__foot .nut-button')
}

/** The pay popup's button is inside the viewport and what a tap at its centre hits, while `input` has focus. */
async function payButtonReachable(input: WebElement, shot?: string) {
  const { driver } = s
  assert.ok(await driver.executeScript('return document.activeElement === arguments[0]', input), 'the amount has focus')
  const button = await waitFor(driver, '.pay-popup .pay-popup__foot .nut-button')
  const where = await reachable(driver, button)
  assert.ok(where.inside && where.hit, `the pay button stays in view and tappable while typing: ${JSON.stringify(where)}`)
  // A keyboard that shortens the window (WeChat's and Android's browsers resize the page for it): still in reach.
  const { width, height } = await driver.manage().window().getRect()
  await driver.manage().window().setRect({ width, height: 520 })
  try {
    await driver.wait(async () => (await reachable(driver, button)).inside, 2000).catch(() => undefined)
    const short = await reachable(driver, button)
    assert.ok(short.viewport < 600, `the window is shortened: ${short.viewport}`)
    assert.ok(short.inside && short.hit, `the pay button stays in reach above a keyboard: ${JSON.stringify(short)}`)
    assert.ok(await driver.executeScript('return document.activeElement === arguments[0]', input), 'the amount keeps focus')
    if (shot) await s.shot(shot)
  } finally {
    await driver.manage().window().setRect({ width, height })
  }
}

test('part payment: over the owed amount the dialog; ¥500 typed and paid at the cashier; the rest; complete', async () => {
  const { driver } = s
  const token = await loginAs(s, '13800138000')
  const created = await createOrder(s, token, { goodsId: 1, childSpecificationPriceIds: '102', schoolId: 2, signSchoolId: 2, signSchoolName: '北京海淀校区', clientOrderKey: 'webkit-part' })
  const { tradeOrderId } = created.data
  await openPopup(tradeOrderId)
  await s.shot('popup')

  let input = await type(driver, '.pay-popup input', '2000')
  await payButtonReachable(input)
  // One tap while the amount has focus is enough (the keyboard's blur must not eat it).
  await tapButton(driver, '立即支付', { inside: '.pay-popup' })
  await waitText(driver, '您所输入的支付金额已超上限，最大可支付金额为￥1680.00，请重新输入')
  await s.shot('over-limit')
  await tapButton(driver, '我知道了')

  input = await type(driver, '.pay-popup input', '500')
  await payButtonReachable(input, 'typed-500')
  await tapButton(driver, '立即支付 ¥500.00', { inside: '.pay-popup' })
  await waitUrl(driver, (u) => u.pathname === '/sandbox/cashier', 15_000)
  await waitText(driver, '¥500.00')
  await tap(driver, 'button', { text: '确认支付' })
  await waitUrl(driver, (u) => u.pathname === '/ty/finishPay', 15_000)
  await waitText(driver, '还需支付 ¥1180.00', { timeout: 15_000 })
  await s.shot('part-paid')
  let info = await detail(token, tradeOrderId)
  assert.deepEqual([info.state, info.paidMoney, info.waitPayMoney], [2, 50000, 118000])

  await tapButton(driver, '继续支付')
  await waitUrl(driver, (u) => u.pathname === '/ty/confirmOrder')
  await waitFor(driver, '.confirm-order .order-goods__name')
  await tap(driver, '.confirm-order__agreement .nut-checkbox', { inside: '.confirm-order' })
  await tap(driver, '.confirm-order .pay-bar__button:not(.nut-button-disabled)')
  input = await waitSettled(driver, '.pay-popup input')
  assert.equal(await input.getAttribute('value'), '1180.00')
  await tapButton(driver, '立即支付 ¥1180.00', { inside: '.pay-popup' })
  await waitUrl(driver, (u) => u.pathname === '/sandbox/cashier', 15_000)
  await tap(driver, 'button', { text: '确认支付' })
  await waitUrl(driver, (u) => u.pathname === '/ty/finishPay', 15_000)
  await waitText(driver, '支付完成', { timeout: 15_000 })
  info = await detail(token, tradeOrderId)
  assert.deepEqual([info.state, info.paidMoney, info.waitPayMoney], [3, 168000, 0])
  assert.deepEqual(await pageErrors(s.driver), [])
})

test('down payment → the loan form → declined → another platform → approved', async () => {
  const { driver } = s
  const token = await loginAs(s, '13900139000')
  // Goods 1, package 103 (¥2999.00): loan platforms are offered from ¥2000.
  const created = await createOrder(s, token, { goodsId: 1, childSpecificationPriceIds: '103', schoolId: 1, signSchoolId: 1, signSchoolName: '北京朝阳校区', clientOrderKey: 'webkit-loan' })
  const { tradeOrderId } = created.data

  await go(driver, `${s.url}/ty/confirmOrder?tradeOrderId=${tradeOrderId}`)
  await tap(driver, '.confirm-order[data-view="Loan"] .loan-entry__row')
  await waitUrl(driver, (u) => u.pathname === '/ty/confirmOrder/confirmOrderLoan')
  await tap(driver, '.confirm-loan .loan-platform', { text: '百度有钱花' })
  await tap(driver, '.confirm-loan .confirm-order__agreement .nut-checkbox')
  await waitText(driver, '¥899.70', { inside: '.confirm-loan .pay-bar' }) // 30% of ¥2999.00
  await s.shot('loan-confirm')
  await tap(driver, '.nut-button:not(.nut-button-disabled)', { text: '支付首付' })
  await tap(driver, '.loan-methods__item', { text: '支付宝支付' })
  await waitUrl(driver, (u) => u.pathname === '/sandbox/cashier', 15_000)
  await tap(driver, 'button', { text: '确认支付' })
  await waitUrl(driver, (u) => u.pathname === '/ty/finishPay', 15_000)
  await waitText(driver, '首付支付完成', { timeout: 15_000 })
  await s.shot('down-payment')
  let info = await detail(token, tradeOrderId)
  assert.deepEqual([info.state, info.downPayment, info.signContractStatus], [6, 89970, 22])

  // The agreement first (22: waiting for a signature); the detail's 继续支付 leads to the loan application.
  await waitUrl(driver, (u) => u.pathname === '/ty/signAgreement', 15_000)
  await go(driver, `${s.url}/ty/payResult?tradeOrderId=${tradeOrderId}`)
  await tap(driver, '.pay-result__bar-button', { text: '继续支付' })
  await waitUrl(driver, (u) => u.pathname === '/ty/loan', 15_000)
  await type(driver, 'input[placeholder="请输入真实姓名"]', 'Tom')
  await type(driver, 'input[placeholder="请输入手机号"]', '13900139000')
  await tapButton(driver, '去分期平台申请')
  await waitText(driver, '请输入真实姓名', { inside: '.taro__toast' })
  await type(driver, 'input[placeholder="请输入真实姓名"]', '张三')
  await s.shot('loan-form')
  await tapButton(driver, '去分期平台申请')
  await waitUrl(driver, (u) => u.pathname === '/sandbox/loan', 15_000)
  await tap(driver, 'button', { text: '拒绝申请' })
  await waitUrl(driver, (u) => u.pathname === '/ty/payResult', 15_000)
  assert.equal((await detail(token, tradeOrderId)).state, 8)

  // My orders: the loan-failure dialog; pay now chooses another platform, which approves.
  await go(driver, `${s.url}/ty/myOrder`)
  await waitText(driver, '您的课程分期申请未通过，请选择其他分期平台', { inside: '.my-order__loan-fail' })
  await s.shot('loan-failed')
  await tapButton(driver, '立即支付', { inside: '.my-order__loan-fail' })
  await waitFor(driver, '.confirm-order[data-view="LoanPay"]')
  await tap(driver, '.loan-platform', { text: '招联好期贷' })
  await tapButton(driver, '重新申请分期')
  await waitUrl(driver, (u) => u.pathname === '/ty/loan')
  await type(driver, 'input[placeholder="请输入真实姓名"]', '张三')
  await type(driver, 'input[placeholder="请输入手机号"]', '13900139000')
  await tapButton(driver, '去分期平台申请')
  await waitUrl(driver, (u) => u.pathname === '/sandbox/loan', 15_000)
  await tap(driver, 'button', { text: '同意放款' })
  await waitUrl(driver, (u) => u.pathname === '/ty/payResult', 15_000)
  info = await detail(token, tradeOrderId)
  assert.deepEqual([info.state, info.waitPayMoney, info.isLoan], [3, 0, true])
  await s.shot('loan-approved')
  assert.deepEqual(await pageErrors(s.driver), [])
})
