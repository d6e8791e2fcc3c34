// Instalments in Chromium: choose a loan platform, pay the down payment at the sandbox cashier, fill the loan form
// (a bad name and a bad mobile refused with the spec's messages), the loan platform declines, the failure dialog,
// choose again, the platform approves: the order is paid.
import assert from 'node:assert/strict'
import { test } from '@playwright/test'
import { api, back, createOrder, dbRows, loginAs, settled, suite, tapButton } from './fixtures'

const s = suite('loan')

test('down payment → loan form → decline → failure dialog → choose again → approve', async () => {
  const { page, errors } = s
  const token = await loginAs(s, '13800138000')
  // Goods 1, package 103 (¥2999.00): loan platforms are offered from ¥2000.
  const created = await createOrder(s, token, { goodsId: 1, childSpecificationPriceIds: '103', schoolId: 1, signSchoolId: 1, signSchoolName: '北京朝阳校区', clientOrderKey: 'e2e-loan' })
  const { tradeOrderId, orderId } = created.data
  const detail = async () => (await api(s, token, 'GET', `/api/order/queryOrderDetail?tradeOrderId=${tradeOrderId}`)).data[0]

  await page.goto(`${s.url}/ty/confirmOrder?tradeOrderId=${tradeOrderId}`)
  await page.locator('.confirm-order[data-view="Loan"]').waitFor()
  await page.locator('.loan-entry__row').click()
  await page.waitForURL('**/ty/confirmOrder/confirmOrderLoan**')
  await page.locator('.confirm-loan .loan-platform').first().waitFor()
  const pay = page.locator('.confirm-loan ~ * .nut-button, .confirm-loan .nut-button', { hasText: '支付首付' })
  assert.ok(await pay.evaluate((el) => el.classList.contains('nut-button-disabled')), 'locked before a platform and the agreement')
  await page.locator('.confirm-loan .loan-platform', { hasText: '百度有钱花' }).click()
  assert.ok(await pay.evaluate((el) => el.classList.contains('nut-button-disabled')), 'still locked without the agreement')
  // The confirm-order page stays (hidden) under this one in Taro's H5 router: look inside the loan page.
  await page.locator('.confirm-loan .confirm-order__agreement .nut-checkbox').click()
  await page.locator('.confirm-loan .pay-bar').getByText('¥899.70').waitFor() // 30% of ¥2999.00
  await s.shot('loan-confirm')
  await pay.click()
  await page.locator('.loan-methods__item', { hasText: '支付宝支付' }).click()
  await page.waitForURL('**/sandbox/cashier**')
  await page.getByRole('button', { name: '确认支付' }).click()

  await page.waitForURL('**/ty/finishPay**')
  await page.getByText('首付支付完成').waitFor({ timeout: 15_000 })
  await s.shot('down-payment-complete')
  assert.deepEqual([(await detail()).state, (await detail()).downPayment], [6, 89970])
  // "then it goes to the loan page or contract signing": this package's agreement waits for a signature (22), so
  // the agreement first; the detail's 继续支付 then leads to the loan application.
  assert.equal((await detail()).signContractStatus, 22)
  await page.waitForURL('**/ty/signAgreement**', { timeout: 15_000 })
  await page.goto(`${s.url}/ty/payResult?tradeOrderId=${tradeOrderId}`)
  await page.locator('.pay-result__bar-button', { hasText: '继续支付' }).click()
  await page.waitForURL('**/ty/loan**', { timeout: 15_000 })

  // The loan form: the spec's messages for a bad name and a bad mobile.
  const name = page.locator('input[placeholder="请输入真实姓名"]')
  const mobile = page.locator('input[placeholder="请输入手机号"]')
  await name.fill('Tom')
  await mobile.fill('13800138000')
  await tapButton(page, '去分期平台申请')
  await page.getByText('请输入真实姓名').last().waitFor()
  await name.fill('张三')
  await mobile.fill('12345678901')
  await tapButton(page, '去分期平台申请')
  await page.getByText('请输入正确的手机号').last().waitFor()
  await mobile.fill('13800138000')
  await s.shot('loan-form')
  await tapButton(page, '去分期平台申请')

  // The loan platform declines.
  await page.waitForURL('**/sandbox/loan**')
  await page.getByRole('button', { name: '拒绝申请' }).click()
  await page.waitForURL('**/ty/payResult**')
  assert.equal((await detail()).state, 8)

  // My orders shows the loan-failure dialog once; 'pay now' chooses another platform.
  await page.goto(`${s.url}/ty/myOrder`)
  await page.locator('.my-order__loan-fail').getByText('您的课程分期申请未通过，请选择其他分期平台').waitFor()
  await s.shot('loan-failed')
  await page.locator('.my-order__loan-fail').getByRole('button', { name: '立即支付' }).click()
  await page.waitForURL('**/ty/confirmOrder**')
  await page.locator('.confirm-order[data-view="LoanPay"]').waitFor()
  await page.locator('.loan-platform', { hasText: '招联好期贷' }).click()
  await tapButton(page, '重新申请分期')
  await page.waitForURL('**/ty/loan**')
  await page.locator('input[placeholder="请输入真实姓名"]').fill('张三')
  await page.locator('input[placeholder="请输入手机号"]').fill('13800138000')
  await tapButton(page, '去分期平台申请')
  await page.waitForURL('**/sandbox/loan**')
  await page.getByRole('button', { name: '同意放款' }).click()
  await page.waitForURL('**/ty/payResult**')
  const done = await detail()
  assert.deepEqual([done.state, done.waitPayMoney, done.isLoan], [3, 0, true])
  await page.locator('.pay-result, body').first().waitFor()
  await s.shot('loan-approved')
  assert.deepEqual(errors, [])
  void orderId
})

test('"state 8 shows Loan with the order\'s own loan list": confirm order\'s 分期付款 entry leads to choosing another platform', async () => {
  const { page, errors } = s
  await loginAs(s, '13900139000')
  const [failed] = await dbRows(s, "SELECT o.trade_order_id AS t FROM orders o JOIN users u ON u.id = o.user_id WHERE u.mobile = '13900139000' AND o.state = 8 LIMIT 1")
  assert.ok(failed, 'the seed has a loanFail order for 13900139000')
  // The detail of a declined loan leads there: '前往分期平台' (paymentInstalments.e2e.ts).
  await page.goto(`${s.url}/ty/confirmOrder?tradeOrderId=${failed.t}`)
  const entry = page.locator('.confirm-order[data-view="Loan"] .loan-entry__row')
  await entry.waitFor()
  await entry.getByText('分期申请未通过，请选择其他分期平台 ›').waitFor()
  await s.shot('state-8-loan')
  await entry.click()
  await page.waitForURL((url) => url.pathname === '/ty/confirmOrder' && url.searchParams.get('isLoanPay') === '1')
  await page.locator('.confirm-order[data-view="LoanPay"]').getByText('重新选择分期平台').waitFor()
  assert.deepEqual(errors, [])
})

test('the down-payment view after a closed cashier (重新支付 on finish pay): Back and the arrow show the leave warning, 确认离开 opens the order detail', async () => {
  const { page, errors } = s
  const token = await loginAs(s, '13800138000')
  // An order made with 招联好期贷 chosen on the goods page: confirm order opens its down-payment step (isLoanPay=1).
  const created = await createOrder(s, token, {
    goodsId: 1, childSpecificationPriceIds: '103', schoolId: 1, signSchoolId: 1, signSchoolName: '北京朝阳校区', installmentType: 1, loanPlatformId: 2,
    clientOrderKey: 'e2e-loan-closed-cashier',
  })
  const { tradeOrderId } = created.data
  await page.goto(`${s.url}/ty/myOrder`)
  await page.goto(`${s.url}/ty/confirmOrder?tradeOrderId=${tradeOrderId}&isLoanPay=1`)
  await page.locator('.confirm-loan .confirm-order__agreement .nut-checkbox').click()
  await page.locator('.confirm-loan .nut-button', { hasText: '支付首付' }).click()
  await page.locator('.loan-methods__item', { hasText: '支付宝支付' }).click()
  await page.waitForURL('**/sandbox/cashier**')
  await page.getByRole('button', { name: '关闭交易' }).click()
  await page.waitForURL('**/ty/finishPay**')
  await tapButton(page, '我知道了')
  await tapButton(page, '重新支付')
  await page.waitForURL((url) => url.pathname === '/ty/confirmOrder' && url.searchParams.get('isLoanPay') === '1')
  await page.locator('.confirm-loan').waitFor()

  await page.locator('.nut-navbar-left:visible').click()
  await page.getByText('订单将在以下时间后自动取消').waitFor()
  await settled(page.locator('.leave-warning__box'))
  await s.shot('down-payment-leave-warning')
  await tapButton(page, '继续支付')
  await page.locator('.leave-warning__box').waitFor({ state: 'hidden' })
  await back(page)
  await page.getByText('订单将在以下时间后自动取消').waitFor()
  assert.match(page.url(), /\/ty\/confirmOrder/)
  await tapButton(page, '确认离开')
  await page.waitForURL('**/ty/payResult**', { waitUntil: 'commit' })
  assert.equal(await page.evaluate(() => window.localStorage.getItem('paySession')), null, 'the pay flag is cleared')
  assert.deepEqual(errors, [])
})
