// The payment matrix's columns (docs/orders-and-payments.md, "Payment matrix"), driven through the UI in one environment (a row, see
// environments.ts) against the reference server, each ending in the server's order state.
import assert from 'node:assert/strict'
import { test } from '@playwright/test'
import { api, dbRows, loginAs, settled, suite, tapButton } from '../fixtures'
import { ENVIRONMENTS, type Environment, type EnvironmentName } from './environments'

/** How a payment ends at the channel ('none': left at the cashier unanswered). */
type ChannelResult = 'pay' | 'fail' | 'close' | 'return' | 'none'

const CASHIER_BUTTON = { pay: '确认支付', fail: '支付失败', close: '关闭交易', return: '返回商户' }
const WALLET_RESULT: Partial<Record<ChannelResult, string>> = { pay: 'ok', fail: 'fail', return: 'cancel' }

/** The messages the page sent to the provider's app's stand-in bridge (environments.ts), as far as read here. */
interface NativeAppWindow { __nativeMessages: { action: string; data: { enabled?: boolean } }[] }

/** Goods 1: package 102 is ¥1680.00 (part payments, no loan), 103 ¥2999.00 (loan platforms); goods 4 / 401 is free. */
const PACKAGES = {
  part: { goodsId: 1, childSpecificationPriceIds: '102', schoolId: 2, signSchoolId: 2, signSchoolName: '北京海淀校区' },
  loan: { goodsId: 1, childSpecificationPriceIds: '103', schoolId: 1, signSchoolId: 1, signSchoolName: '北京朝阳校区' },
  free: { goodsId: 4, childSpecificationPriceIds: '401', schoolId: 1 },
}

export function paymentMatrix(envName: EnvironmentName, mobile: string) {
  const env: Environment = ENVIRONMENTS[envName]
  const s = suite(`matrix-${envName}`, { userAgent: env.userAgent, initScript: env.initScript })
  let token: string | undefined
  let seq = 0
  const learner = async () => (token ??= await loginAs(s, mobile))
  const detail = async (tradeOrderId: string) => (await api(s, await learner(), 'GET', `/api/order/queryOrderDetail?tradeOrderId=${tradeOrderId}`)).data[0]

  async function newOrder(kind: keyof typeof PACKAGES) {
    const created = await api(s, await learner(), 'POST', '/api/order/createOrder', {
      ...PACKAGES[kind], commodityIdList: '', installmentType: 0, isFree: 1, orderType: 1, isFormal: 1, businessIdInt: 1,
      platformType: 2, isIos: 0, isSendMessage: 0, clientOrderKey: `matrix-${envName}-${++seq}`,
    })
    assert.equal(created.code, 200, JSON.stringify(created))
    return created.data
  }

  /** On confirm order: tick the agreement, open the popup, optionally type the amount, pay with the default method. */
  async function payOnConfirm(amountYuan?: string, result: ChannelResult = 'pay') {
    const { page } = s
    await page.locator('.confirm-order .order-goods__name').last().waitFor()
    await page.locator('.confirm-order__agreement .nut-checkbox').last().click()
    await page.locator('.confirm-order .pay-bar__button').last().click()
    await page.locator('.pay-popup input').waitFor()
    await settled(page.locator('.pay-popup')) // the popup slides up
    if (amountYuan) {
      await page.locator('.pay-popup input').fill('')
      await page.locator('.pay-popup input').fill(amountYuan)
    }
    if (env.channel === 'jsapi') await page.evaluate((r) => window.localStorage.setItem('e2eWalletResult', r), WALLET_RESULT[result] ?? 'ok')
    await page.locator('.pay-popup').getByRole('button', { name: '立即支付' }).click()
    await atChannel(result)
  }

  /**
   * The channel's own page: the sandbox cashier's button; the WeChat wallet answers by itself. 'return' leaves the
   * cashier unpaid for confirm order with isCheckPay=1 and the payment's tradeNo (a cashier's way back).
   */
  async function atChannel(result: ChannelResult = 'pay') {
    const { page } = s
    if (env.channel === 'jsapi') return
    await page.waitForURL((url) => url.pathname === '/sandbox/cashier' && (env.channel !== 'wechatH5' || url.searchParams.get('channel') === 'wechat'))
    if (result === 'none') return
    if (result === 'return') {
      const [row] = await dbRows(s, "SELECT s.trade_no AS tradeNo, o.trade_order_id AS tradeOrderId FROM sub_orders s JOIN orders o ON o.id = s.order_id ORDER BY s.id DESC LIMIT 1")
      await page.goto(`${s.url}/ty/confirmOrder?tradeOrderId=${row.tradeOrderId}&isCheckPay=1&tradeNo=${row.tradeNo}`)
      return
    }
    await page.getByRole('button', { name: CASHIER_BUTTON[result] }).click()
  }

  const finished = async (text: string) => {
    await s.page.waitForURL('**/ty/finishPay**', { timeout: 15_000 })
    await s.page.locator('.finish-pay__title', { hasText: text }).waitFor({ timeout: 15_000 })
  }

  const cell = (name: string, fn: () => Promise<void>) => test(`${env.title}: ${name}`, async () => {
    await fn()
    assert.deepEqual(s.errors, [])
  })

  cell('pay in full', async () => {
    const order = await newOrder('part')
    await s.page.goto(`${s.url}/ty/confirmOrder?tradeOrderId=${order.tradeOrderId}`)
    await payOnConfirm()
    await finished('支付完成')
    await s.shot('full-paid')
    assert.deepEqual([(await detail(order.tradeOrderId)).state, (await detail(order.tradeOrderId)).paidMoney], [3, 168000])
  })

  cell('pay part, then continue from finish pay', async () => {
    const order = await newOrder('part')
    await s.page.goto(`${s.url}/ty/confirmOrder?tradeOrderId=${order.tradeOrderId}`)
    await payOnConfirm('500')
    await finished('支付成功')
    await s.page.getByText('还需支付 ¥1180.00').waitFor()
    assert.deepEqual([(await detail(order.tradeOrderId)).state, (await detail(order.tradeOrderId)).paidMoney], [2, 50000])
    await tapButton(s.page, '继续支付')
    await s.page.waitForURL('**/ty/confirmOrder**')
    await payOnConfirm()
    await finished('支付完成')
    assert.deepEqual([(await detail(order.tradeOrderId)).state, (await detail(order.tradeOrderId)).waitPayMoney], [3, 0])
  })

  cell('continue paying from an order card', async () => {
    const order = await newOrder('part')
    await s.page.goto(`${s.url}/ty/myOrder`)
    const card = s.page.locator(`.order-card[data-order-id="${order.orderId}"]`)
    await card.locator('.order-card__button--pay').click()
    await s.page.waitForURL('**/ty/confirmOrder**')
    await payOnConfirm()
    await finished('支付完成')
    assert.equal((await detail(order.tradeOrderId)).state, 3)
  })

  cell('continue paying from the order detail', async () => {
    const order = await newOrder('part')
    await s.page.goto(`${s.url}/ty/payResult?tradeOrderId=${order.tradeOrderId}`)
    await s.page.locator('.pay-result__bar-button', { hasText: '立即支付' }).click()
    await s.page.waitForURL('**/ty/confirmOrder**')
    await payOnConfirm()
    await finished('支付完成')
    assert.equal((await detail(order.tradeOrderId)).state, 3)
  })

  cell('zero-price order (payZero)', async () => {
    const order = await newOrder('free')
    await s.page.goto(`${s.url}/ty/confirmOrder?tradeOrderId=${order.tradeOrderId}`)
    await s.page.locator('.confirm-order__agreement .nut-checkbox').click()
    await tapButton(s.page, '免费领取')
    await finished('支付完成')
    assert.deepEqual([(await detail(order.tradeOrderId)).state, (await dbRows(s, 'SELECT COUNT(*) AS n FROM sub_orders WHERE order_id = ?', order.orderId))[0].n], [3, 0])
  })

  cell('return from the payment: the server decides, dialogs 1, 4, 5, 6', async () => {
    const { page } = s
    const order = await newOrder('part')
    const dialog = async (message: string) => {
      await page.locator('.nut-dialog-content', { hasText: message }).last().waitFor({ timeout: 15_000 })
      await page.locator('.nut-dialog .nut-button', { hasText: '我知道了' }).last().click()
    }
    const outcomes: [ChannelResult, string][] = env.channel === 'jsapi'
      ? [['return', '你当前还没有完成付款，请重新支付'], ['fail', '支付失败，请重新支付']]
      : [['return', '你当前还没有完成付款，请重新支付'], ['fail', '支付失败，请重新支付'], ['close', '当前交易已关闭']]
    for (const [result, message] of outcomes) {
      await page.goto(`${s.url}/ty/confirmOrder?tradeOrderId=${order.tradeOrderId}`)
      await payOnConfirm(String(100 + outcomes.findIndex(([r]) => r === result)), result)
      if (env.channel === 'jsapi') {
        // The wallet came back without success: the learner says '支付完成', and the server answers.
        await page.locator('.wx-confirm').getByRole('button', { name: '支付完成' }).click()
      }
      await dialog(message)
    }
    assert.equal((await detail(order.tradeOrderId)).state, 1)
    // 3: paid, finish pay says so.
    await page.goto(`${s.url}/ty/confirmOrder?tradeOrderId=${order.tradeOrderId}`)
    await payOnConfirm()
    await finished('支付完成')
    assert.equal((await detail(order.tradeOrderId)).state, 3)
    // 6: back (isCheckPay=1) to an order that is complete with no payment of its own to settle (claimed free).
    const free = await newOrder('free')
    await api(s, await learner(), 'POST', '/api/order/payZero', { orderId: free.orderId })
    await page.goto(`${s.url}/ty/confirmOrder?tradeOrderId=${free.tradeOrderId}&isCheckPay=1`)
    await dialog('当前交易已完成，无需重复支付')
    assert.equal((await detail(free.tradeOrderId)).state, 3)
  })

  cell(env.channel === 'jsapi' ? 'leave mid-payment: the loan page asks (confirm order does not: "not in wechat pay")' : 'leave mid-payment: both warnings, by the way this place goes back', async () => {
    const { page } = s
    // The way back here: the app's back button through the bridge, else the browser's back.
    // A page opened by loading its URL adds its guard's history entry at the learner's first touch (browsers skip on
    // Back an entry added without a gesture): each page is touched (its goods name, its name field) before Back.
    const armed = () => page.waitForFunction(() => window.history.state?.__leaveGuard === true)
    const goBack = env.initScript === ENVIRONMENTS.app.initScript
      ? async () => { await armed(); await page.evaluate(() => (window as unknown as { __kuaijiBridgeBack: () => void }).__kuaijiBridgeBack()) }
      : async () => { await armed(); await page.goBack() }
    const order = await newOrder('part')
    const confirmUrl = `${s.url}/ty/confirmOrder?tradeOrderId=${order.tradeOrderId}`
    if (env.channel !== 'jsapi') {
      await page.goto(confirmUrl)
      await payOnConfirm(undefined, 'none')
      // Back from the cashier without paying: leaving now warns with the cutoff time.
      await page.goto(confirmUrl)
      await page.locator('.confirm-order .order-goods__name').click()
      await goBack()
      const warning = page.locator('.leave-warning__box')
      await warning.getByText(/请在\d{2}:\d{2}前完成支付/).waitFor()
      await settled(warning) // the overlay fades in
      await s.shot('leave-warning')
      await warning.getByRole('button', { name: '继续支付' }).click()
      await warning.waitFor({ state: 'hidden' })
      assert.equal(new URL(page.url()).pathname, '/ty/confirmOrder')
      await goBack()
      await warning.getByRole('button', { name: '确认离开' }).click()
      await page.waitForURL('**/ty/payResult**')
      assert.equal((await detail(order.tradeOrderId)).state, 1)
    }
    await page.goto(`${s.url}/ty/loan?orderId=${order.orderId}`)
    await page.locator('.loan-page input[placeholder="请输入真实姓名"]').click()
    await goBack()
    const dialog = page.locator('.nut-dialog', { hasText: '申请贷款未完成' })
    await dialog.getByText('您的贷款未通过，请尽快完成申请').waitFor()
    await dialog.getByRole('button', { name: '继续申请' }).click()
    await dialog.waitFor({ state: 'hidden' })
    assert.equal(new URL(page.url()).pathname, '/ty/loan')
    await goBack()
    await dialog.getByRole('button', { name: '确定离开' }).click()
    await page.waitForURL('**/ty/payResult**')
    if (env.initScript === ENVIRONMENTS.app.initScript) {
      const intercepts = (await page.evaluate(() => (window as unknown as NativeAppWindow).__nativeMessages)).filter((m) => m.action === 'interceptBack').map((m) => m.data.enabled)
      assert.ok(intercepts.includes(true) && intercepts[intercepts.length - 1] === false, JSON.stringify(intercepts))
    }
  })

  cell(env.loanMethod ? 'down payment, loan declined, another platform, loan approved' : 'down payment: no way to pay it here, and choosing one says so', async () => {
    const { page } = s
    const order = await newOrder('loan')
    await page.goto(`${s.url}/ty/confirmOrder?tradeOrderId=${order.tradeOrderId}`)
    await page.locator('.confirm-order[data-view="Loan"] .loan-entry__row').click()
    await page.waitForURL('**/ty/confirmOrder/confirmOrderLoan**')
    await page.locator('.confirm-loan .loan-platform', { hasText: '百度有钱花' }).click()
    await page.locator('.confirm-loan .confirm-order__agreement .nut-checkbox').click()
    await page.locator('.confirm-loan').getByRole('button', { name: '支付首付' }).click()
    if (!env.loanMethod) {
      // Alipay is hidden here; wechat is offered and, outside the messenger browser, "choosing wechat in the loan flow
      // toasts '微信支付请复制到浏览器打开'" (payMethodOptions).
      assert.deepEqual(await page.locator('.loan-methods__item').allTextContents(), ['微信支付'])
      await page.locator('.loan-methods__item', { hasText: '微信支付' }).click()
      await page.getByText('微信支付请复制到浏览器打开').waitFor()
      await s.shot('down-payment-not-offered')
      assert.equal((await detail(order.tradeOrderId)).state, 1)
      return
    }
    if (env.channel === 'jsapi') {
      // The wallet sheet closed without paying: the WeChat confirmation; '支付遇到问题，重新支付' offers the ways again.
      await page.evaluate(() => window.localStorage.setItem('e2eWalletResult', 'cancel'))
      await page.locator('.loan-methods__item', { hasText: env.loanMethod }).click()
      await page.locator('.wx-confirm').getByRole('button', { name: '支付遇到问题，重新支付' }).click()
      await page.evaluate(() => window.localStorage.setItem('e2eWalletResult', 'ok'))
    }
    await page.locator('.loan-methods__item', { hasText: env.loanMethod }).click()
    await atChannel('pay')
    await finished('首付支付完成')
    let info = await detail(order.tradeOrderId)
    assert.deepEqual([info.state, info.loan.downPaymentStatus, info.paidMoney], [6, 3, 89970])
    // The agreement waits for a signature: it comes first; the detail's 继续支付 then opens the loan application.
    await page.waitForURL('**/ty/signAgreement**', { timeout: 15_000 })
    const apply = async (decision: string) => {
      await page.locator('input[placeholder="请输入真实姓名"]').fill('张三')
      await page.locator('input[placeholder="请输入手机号"]').fill('13800138000')
      await tapButton(page, '去分期平台申请')
      await page.waitForURL('**/sandbox/loan**')
      await page.getByRole('button', { name: decision }).click()
      await page.waitForURL('**/ty/payResult**')
    }
    await page.goto(`${s.url}/ty/payResult?tradeOrderId=${order.tradeOrderId}`)
    await page.locator('.pay-result__bar-button', { hasText: '继续支付' }).click()
    await page.waitForURL('**/ty/loan**')
    await apply('拒绝申请')
    assert.equal((await detail(order.tradeOrderId)).state, 8)
    // The failure: the detail's 前往分期平台 ("also when the loan failed with the down payment complete") opens confirm
    // order's Loan view with the order's own list, which asks to choose another platform, and there another is chosen.
    await page.locator('.pay-result__banner', { hasText: '分期失败' }).waitFor()
    await page.locator('.pay-result__bar-button', { hasText: '前往分期平台' }).click()
    await page.locator('.confirm-order[data-view="Loan"] .loan-entry__row', { hasText: '分期申请未通过，请选择其他分期平台' }).click()
    await page.locator('.confirm-order[data-view="LoanPay"] .loan-platform', { hasText: '招联好期贷' }).click()
    await tapButton(page, '重新申请分期')
    await page.waitForURL('**/ty/loan**')
    await apply('同意放款')
    info = await detail(order.tradeOrderId)
    assert.deepEqual([info.state, info.waitPayMoney, info.isLoan], [3, 0, true])
    await s.shot('loan-approved')
  })

  return s
}
