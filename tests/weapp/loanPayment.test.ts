/**
 * The down payment and the loan application in the BUILT mini-program (dist/weapp) against the reference server:
 * the pay-mode dialog offers WeChat's payment as the one way there (not alipay, not a toast), the down payment goes
 * through virtual payment's coin mode and the server marks it; the loan application opens the loan platform's page
 * (the sandbox's plain-http page: a link to copy, WeChat's web-view cannot show it) and the server opens the loan;
 * the loan page holds the back for its own warning (page-container: tests/weapp/leave.test.ts), and where WeChat has
 * no page-container its system dialog asks with the spec's message.
 */
import { launchApp, waitFor, guardEachTest, type Mp } from './harness'
import { learnerApi, orderDetail, virtualWallet, type WalletResult } from './learner'

const LEARNER = '13700137000'
let mp: Mp
guardEachTest(() => mp)

const api = (method: string, path: string, body?: unknown) => learnerApi(mp, method, path, body)

const detail = (tradeOrderId: string) => orderDetail(mp, tradeOrderId)

const wallet = (result: WalletResult = 'ok') => virtualWallet(mp, result)

/** What the pages asked WeChat to say before leaving (wx.enableAlertBeforeUnload / disableAlertBeforeUnload). */
function leaveAlerts() {
  const alerts: (string | null)[] = []
  mp.wx.enableAlertBeforeUnload = (opts) => alerts.push(opts.message)
  mp.wx.disableAlertBeforeUnload = () => alerts.push(null)
  return alerts
}


test('down payment, then the loan application: WeChat\'s payment as the one way; the platform\'s page as a link to copy; leaving asks', async () => {
  mp = await launchApp({ signedInAs: LEARNER })
  // Goods 1, package 103 (¥2999.00): loan platforms from ¥2000.
  const order = await api('POST', '/api/order/createOrder', {
    goodsId: 1, childSpecificationPriceIds: '103', commodityIdList: '', schoolId: 1, signSchoolId: 1, signSchoolName: '北京朝阳校区',
    installmentType: 0, clientOrderKey: 'weapp-down-payment',
  })
  const calls = wallet()
  const page = await mp.loadPage('packages/order/confirmOrderLoan/index', { query: { tradeOrderId: order.tradeOrderId, orderId: order.orderId } })
  await page.findByText('百度有钱花', { exact: false, timeout: 5000 })
  await page.tap(page.getByText('百度有钱花', { exact: false }))
  await page.tap(page.getByText('我已阅读并同意《课程服务协议》'))
  const payDown = () => page.queryAllByClass('pay-bar')[0].querySelector('wx-button')!
  await page.waitFor(() => !payDown().getAttribute('class')!.includes('disabled'))
  await page.tap(payDown())
  await page.waitFor(() => page.queryAllByClass('loan-methods__item').length > 0)
  const items = page.queryAllByClass('loan-methods__item').map((el) => el.textContent!.trim())
  expect(items).toEqual(['微信支付'])
  await page.tap(page.queryAllByClass('loan-methods__item')[0])

  await waitFor(() => calls.length === 1, { timeout: 5000, message: () => `toasts ${JSON.stringify(mp.toasts)}` })
  expect(mp.toasts.filter((t) => /复制到浏览器/.test(t))).toEqual([])
  expect(calls[0].mode).toBe('short_series_coin')
  expect(JSON.parse(calls[0].signData)).toMatchObject({ buyQuantity: 89970 }) // 30% of ¥2999.00, in cents
  await waitFor(() => mp.navigations.some((n) => n.url?.startsWith('/packages/order/finishPay/index?')), { timeout: 5000 })
  mp.server.settlement.flush()
  const info = await detail(order.tradeOrderId)
  expect([info.state, info.loan.downPaymentStatus, info.paidMoney]).toEqual([6, 3, 89970])
  const downPaid = order

  // The loan application (same app and server): the platform's page as a link to copy (plain http), the server opens
  // the loan; leaving asks (the back is held for the page's warning).
  const loan = await mp.loadPage('packages/order/loan/index', { query: { orderId: downPaid.orderId } })
  await loan.findByText('申请人信息', { timeout: 5000 })
  await loan.waitFor(() => loan.queryAllByClass('leave-guard').length > 0)
  const inputs = loan.queryAllByClass('loan-page__input').map((el) => el.querySelector('wx-input') || el)
  await loan.input(inputs[0], '张三')
  await loan.input(inputs[1], '13800138000')
  await loan.tap(loan.getByText('去分期平台申请'))

  await waitFor(() => mp.toasts.some((t) => t.startsWith('[modal] 前往分期平台')), { timeout: 5000, message: () => `toasts ${JSON.stringify(mp.toasts)}` })
  const applied = await detail(downPaid.tradeOrderId)
  expect([applied.state, applied.loan.loanStatus]).toEqual([6, 1])
  expect(mp.navigations.filter((n) => n.url?.includes('webPage'))).toEqual([]) // no business domain for plain http
})

test('without page-container (an old base library): confirm order asks through WeChat\'s system dialog', async () => {
  mp = await launchApp({ signedInAs: LEARNER })
  const order = await api('POST', '/api/order/createOrder', {
    goodsId: 1, childSpecificationPriceIds: '102', commodityIdList: '', schoolId: 2, signSchoolId: 2, signSchoolName: '北京海淀校区',
    installmentType: 0, clientOrderKey: 'weapp-leave',
  })
  mp.storage.set('paySession', {
    isPay: true, isWxPay: false, orderId: order.orderId,
    payOrderInfo: { orderId: order.orderId, orderNo: order.orderNo, tradeOrderId: order.tradeOrderId, userId: 0, payType: 4 },
  })
  const alerts = leaveAlerts()
  mp.wx.canIUse = (schema) => schema !== 'page-container'
  const page = await mp.loadPage('packages/order/confirmOrder/index', { query: { tradeOrderId: order.tradeOrderId } })
  await page.findByText('我已阅读并同意《课程服务协议》', { timeout: 5000 })
  await page.waitFor(() => alerts.length > 0)
  // True of a pending and a part-paid order alike: no cancellation is promised.
  expect(alerts[0]).toBe('订单还未支付完成，确定离开吗？')
  expect(page.queryAllByClass('leave-guard')).toEqual([])

  // 确定 on that dialog goes straight back (WeChat unloads the page): leaving clears the pay flag, as '确认离开' does.
  expect(mp.storage.has('paySession')).toBe(true)
  page.detach()
  expect(mp.storage.has('paySession')).toBe(false)
})
