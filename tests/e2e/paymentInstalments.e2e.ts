// Instalment orders and the pay dialogs in Chromium, as a learner meets them (the seeded learner 13900139000 has a
// down-paid order in the loan, state 6, and a declined loan, state 8; server/db/seeds/orders.ts):
// - my orders' '分期支付' on the order in the loan opens its own loan application, as the order detail's button does;
// - a declined loan's detail shows no pay bar ("Pay bar shows when state is pending, paying or inTheLoan"), and confirm
//   order's Loan view asks to choose another platform instead of applying after the down payment;
// - amounts a learner cannot change (Stages' '分期金额', the down-payment step's '首付金额') read as text.
// The WeChat browser's pay dialogs are paymentMethods.e2e.ts.
import assert from 'node:assert/strict'
import { test } from '@playwright/test'
import { createOrder, dbRows, loginAs, suite } from './fixtures'

const s = suite('payment-instalments')
let token: string | undefined
/** The seeded learner, logged in once for the suite (a second code within a minute is refused). */
const learner = async () => (token ??= await loginAs(s, '13900139000'))

/** The seeded learner's order in state `state` (trade order id, order id, order number). */
async function seeded(state: number) {
  const [row] = await dbRows(s, `SELECT o.trade_order_id AS t, o.id AS id, o.order_no AS no FROM orders o JOIN users u ON u.id = o.user_id WHERE u.mobile = '13900139000' AND o.state = ${state} LIMIT 1`)
  assert.ok(row, `the seed has a state-${state} order for 13900139000`)
  return row
}

test('my orders: 分期支付 on the down-paid order in the loan opens its own loan application, not another platform', async () => {
  const { page, errors } = s
  await learner()
  const inLoan = await seeded(6)
  await page.goto(`${s.url}/ty/myOrder`)
  // The declined loan is announced once on entering: dismiss it.
  const notice = page.locator('.my-order__loan-fail')
  await notice.getByText('您的课程分期申请未通过，请选择其他分期平台').waitFor()
  await notice.getByRole('button', { name: '取消' }).click()
  await notice.waitFor({ state: 'hidden' })
  const card = page.locator(`.my-order .order-card[data-order-id="${inLoan.id}"]`)
  await card.getByRole('button', { name: '分期支付' }).click()
  await page.waitForURL((url) => url.pathname === '/ty/loan' && url.searchParams.get('orderId') === String(inLoan.id))
  await page.locator('.loan-page input[placeholder="请输入真实姓名"]').waitFor()
  await page.getByText('已付首付').waitFor()
  await s.shot('own-loan-application')
  assert.deepEqual(errors, [])
})

test('the declined loan: its detail\'s 前往分期平台 opens confirm order\'s Loan view, which asks to choose another platform, and leads there', async () => {
  const { page, errors } = s
  await learner()
  const declined = await seeded(8)
  await page.goto(`${s.url}/ty/payResult?tradeOrderId=${declined.t}`)
  await page.locator('.pay-result__banner', { hasText: '分期失败' }).waitFor()
  await s.shot('declined-detail')
  await page.locator('.pay-result__bar-button', { hasText: '前往分期平台' }).click()
  await page.waitForURL((url) => url.pathname === '/ty/confirmOrder' && url.searchParams.get('tradeOrderId') === declined.t)
  const entry = page.locator('.confirm-order[data-view="Loan"] .loan-entry__row')
  await entry.getByText('分期申请未通过，请选择其他分期平台 ›').waitFor()
  assert.equal(await entry.getByText('首付后申请分期', { exact: false }).count(), 0)
  await s.shot('declined-loan-view')
  await entry.click()
  await page.waitForURL((url) => url.pathname === '/ty/confirmOrder' && url.searchParams.get('isLoanPay') === '1')
  await page.locator('.confirm-order[data-view="LoanPay"]').getByText('重新选择分期平台').waitFor()
  assert.deepEqual(errors, [])
})

test('amounts the learner cannot change read as text: Stages\' 分期金额, the down-payment step\'s 首付金额', async () => {
  const { page, errors } = s
  const token = await learner()
  const inLoan = await seeded(6)
  await page.goto(`${s.url}/ty/confirmOrder?tradeOrderId=${inLoan.t}`)
  const line = page.locator('.confirm-order[data-view="Stages"] .stages__line--strong')
  await line.getByText('分期金额').waitFor()
  assert.equal(await line.locator('input').count(), 0)
  assert.match((await line.textContent())!.replace(/\s+/g, ''), /^分期金额¥\d+\.\d{2}$/)
  await s.shot('stages-text')

  // Goods 1, package 103 (¥2999.00): loan platforms are offered from ¥2000.
  const created = await createOrder(s, token, { goodsId: 1, childSpecificationPriceIds: '103', schoolId: 1, signSchoolId: 1, signSchoolName: '北京朝阳校区', clientOrderKey: 'e2e-down-text' })
  await page.goto(`${s.url}/ty/confirmOrder/confirmOrderLoan?tradeOrderId=${created.data.tradeOrderId}&orderId=${created.data.orderId}`)
  await page.locator('.confirm-loan .loan-platform', { hasText: '招联好期贷' }).click()
  const down = page.locator('.confirm-loan .loan-down')
  await down.waitFor()
  assert.equal(await down.locator('input').count(), 0)
  assert.equal((await down.textContent())!.replace(/\s+/g, ''), '首付金额¥599.80')
  await s.shot('down-payment-text')
  assert.deepEqual(errors, [])
})
