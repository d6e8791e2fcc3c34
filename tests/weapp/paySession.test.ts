/**
 * The pay session in the BUILT mini-program (dist/weapp): confirm order guards leaving ("when paying and not in wechat
 * pay, a warning overlay shows") from the pay session it reads through the payment store. The session is observable
 * (src/packages/order/stores/payment.ts), so the guard arms on the same page, without it being opened again, the moment a payment
 * has gone out, however the wallet sheet ends: cancelled by the learner, or failed. Nothing is armed before a payment.
 * The guard is the page's leave guard as built (an invisible page-container where WeChat has one, else WeChat's
 * system dialog through wx.enableAlertBeforeUnload): either counts as armed.
 */
import { launchApp, waitFor, guardEachTest, type Mp, type Page } from './harness'
import { learnerApi, orderDetail, type PaymentOptions, type WalletResult } from './learner'

const LEARNER = '13700137000'
const CONFIRM = 'packages/order/confirmOrder/index'

let mp: Mp
guardEachTest(() => mp)

const api = (method: string, path: string, body?: unknown) => learnerApi(mp, method, path, body)

/** Orders a learner pays on confirm order: a course in coin mode (part payment) and a real-account service. */
const ORDERS = {
  /** goods 1, package 102: ¥1680, part payments allowed, campus 2 (virtual payment). */
  partable: { goodsId: 1, childSpecificationPriceIds: '102', commodityIdList: '', signSchoolId: 2 },
  /** goods 20, package 2001: a real-account service (goodsTypeId 2), campus 1 (wx.requestPayment). */
  service: { goodsId: 20, childSpecificationPriceIds: '2001', commodityIdList: '', signSchoolId: 1 },
}

/** The wallet sheet ends as `result` (cancel: errCode -2; fail: -1), answered through the sandbox. */
function wallet(result: WalletResult) {
  const calls: string[] = []
  const pay = (name: string) => (opts: PaymentOptions) => {
    calls.push(name)
    const signed = Object.fromEntries(Object.entries(opts).filter(([k]) => !['success', 'fail', 'complete'].includes(k)))
    void mp.api('POST', '/sandbox/weapp/pay', { body: { ...signed, result } }).then((res) => {
      const errMsg = res.data.data.errMsg
      opts.fail?.({ errMsg, errCode: result === 'cancel' ? -2 : -1 })
      opts.complete?.({ errMsg })
    })
  }
  mp.wx.requestVirtualPayment = pay('requestVirtualPayment')
  mp.wx.requestPayment = pay('requestPayment')
  return calls
}

/** The leave guard as the page set it up: WeChat's system dialog's message, or the page-container holder. */
function guardOf(page: () => Page) {
  const alerts: (string | null)[] = []
  mp.wx.enableAlertBeforeUnload = (opts: { message: string }) => alerts.push(opts.message)
  mp.wx.disableAlertBeforeUnload = () => alerts.push(null)
  return {
    alerts,
    armed: () => (alerts.length > 0 && typeof alerts.at(-1) === 'string' && alerts.at(-1) !== '') || page().queryAllByClass('leave-guard').length > 0,
  }
}

async function payAndEnd(kind: keyof typeof ORDERS, result: WalletResult) {
  mp = await launchApp({ signedInAs: LEARNER })
  const order = await api('POST', '/api/order/createOrder', { installmentType: 0, clientOrderKey: `weapp-session-${kind}-${result}`, ...ORDERS[kind] })
  const calls = wallet(result)
  const guard = guardOf(() => page) // asked only once the page below is loaded
  const page = await mp.loadPage(CONFIRM, { query: { tradeOrderId: order.tradeOrderId, orderId: order.orderId } })
  await page.findByText('我已阅读并同意《课程服务协议》', { timeout: 5000 })
  expect(guard.armed()).toBe(false) // nothing out yet: leaving is free
  expect(mp.storage.get('paySession')).toBeFalsy()

  await page.tap(page.getByText('我已阅读并同意《课程服务协议》'))
  await page.tap(page.getByClass('pay-bar').querySelector('wx-button')!)
  await page.waitFor(() => page.queryAllByClass('pay-popup').length > 0)
  await page.tap(page.getByClass('pay-popup').querySelector('wx-button')!)
  await waitFor(() => calls.length === 1, { timeout: 5000 })
  return { order, page, guard, calls }
}

test.each<[string, keyof typeof ORDERS, WalletResult, string, string]>([
  ['cancelled', 'partable', 'cancel', 'requestVirtualPayment', '你当前还没有完成付款，请重新支付'],
  ['failed', 'partable', 'fail', 'requestVirtualPayment', '支付失败，请重新支付'],
  ['failed (wx.requestPayment, a real-account service)', 'service', 'fail', 'requestPayment', '支付失败，请重新支付'],
])('a %s wallet sheet: the server\'s answer is shown and the leave guard arms on the same page', async (_n, kind, result, used, message) => {
  const { order, page, guard, calls } = await payAndEnd(kind, result)
  expect(calls).toEqual([used])
  // The server's word after the return (queryOrderStatus), no trip to finish pay.
  await mp.waitForRequest('/api/order/queryOrderStatus', { timeout: 5000 })
  await page.findByText(message, { timeout: 5000 })
  expect(mp.navigations.some((n) => n.url?.includes('finishPay'))).toBe(false)
  // The payment went out: the session is kept, and the page, not reopened, guards leaving.
  expect(mp.storage.get('paySession')).toMatchObject({ isPay: true, isWxPay: false, orderId: order.orderId })
  await page.waitFor(() => guard.armed(), { timeout: 5000 })
  mp.server.settlement.flush()
  expect(await orderDetail(mp, order.tradeOrderId)).toMatchObject({ paidMoney: 0 })
})
