/**
 * Paying in the BUILT mini-program (dist/weapp) against the reference server in-process: confirm order calls
 * wx.requestVirtualPayment for courses (a full payment in goods mode, a part payment in coin mode, 1 coin = ¥0.01)
 * and wx.requestPayment for a real-account service, with exactly the parameters the server signed (recomputed here
 * from the sandbox keys and the session key of the payment's wx.login code). The wallet is the sandbox's
 * /sandbox/weapp/pay; only the server's settlement marks an order paid. My orders' 去支付 opens confirm order.
 */
import { launchApp, waitFor, guardEachTest, type Json, type Mp, type Page } from './harness'
import { learnerApi, orderDetail, type PaymentOptions, type WalletResult } from './learner'
import { SANDBOX_APP_ID, virtualPaySig, virtualSignature, wxPaySign } from '../../server/lib/payments/paySign'
import { sandboxSessionKey } from '../../server/lib/accounts/wechat'

const LEARNER = '13700137000'
const CONFIRM = 'packages/order/confirmOrder/index'

let mp: Mp
guardEachTest(() => mp)

const api = (method: string, path: string, body?: unknown) => learnerApi(mp, method, path, body)

const ORDERS = {
  /** goods 2, package 201: a ¥199 course, paid in one go (isReceiveAll). */
  course: { goodsId: 2, childSpecificationPriceIds: '201', commodityIdList: '7001' },
  /** goods 1, package 102: ¥1680, part payments allowed, campus 2. */
  partable: { goodsId: 1, childSpecificationPriceIds: '102', commodityIdList: '', signSchoolId: 2 },
  /** goods 20, package 2001: a real-account service (goodsTypeId 2), ¥1980, campus 1. */
  service: { goodsId: 20, childSpecificationPriceIds: '2001', commodityIdList: '', signSchoolId: 1 },
}

async function createOrder(kind: keyof typeof ORDERS) {
  return api('POST', '/api/order/createOrder', { installmentType: 0, clientOrderKey: `weapp-pay-${kind}`, ...ORDERS[kind] })
}

const detail = (tradeOrderId: string) => orderDetail(mp, tradeOrderId)

/** Opens confirm order, ticks the agreement and opens the confirm-payment popup. */
async function openPopup(order: Json) {
  const page = await mp.loadPage(CONFIRM, { query: { tradeOrderId: order.tradeOrderId, orderId: order.orderId } })
  await page.findByText('我已阅读并同意《课程服务协议》', { timeout: 5000 })
  await page.tap(page.getByText('我已阅读并同意《课程服务协议》'))
  await page.tap(page.getByClass('pay-bar').querySelector('wx-button')!)
  await page.waitFor(() => page.queryAllByClass('pay-popup').length > 0)
  return page
}

const popupButton = (page: Page) => page.getByClass('pay-popup').querySelector('wx-button')!

/** The wallet: answers through the sandbox as WeChat would after the learner confirms (or cancels) in its sheet. */
function wallet(result: WalletResult = 'ok') {
  const calls: { api: string; opts: PaymentOptions }[] = []
  const pay = (api: string) => (opts: PaymentOptions) => {
    calls.push({ api, opts })
    // The wallet pays what the server signed: the call's own signed params.
    const signed = Object.fromEntries(Object.entries(opts).filter(([k]) => !['success', 'fail', 'complete'].includes(k)))
    void mp.api('POST', '/sandbox/weapp/pay', { body: { ...signed, result } }).then((res) => {
      const errMsg = res.data.data.errMsg
      if (result === 'ok') opts.success?.({ errMsg })
      else opts.fail?.({ errMsg, errCode: result === 'cancel' ? -2 : -1 })
      opts.complete?.({ errMsg })
    })
  }
  mp.wx.requestVirtualPayment = pay('requestVirtualPayment')
  mp.wx.requestPayment = pay('requestPayment')
  return calls
}

test('a course paid in full: wx.requestVirtualPayment in goods mode with the server\'s signatures; finish pay; paid after the notify', async () => {
  mp = await launchApp({ signedInAs: LEARNER })
  const order = await createOrder('course')
  const calls = wallet('ok')
  const page = await openPopup(order)
  await page.tap(popupButton(page))

  await waitFor(() => calls.length === 1, { timeout: 5000 })
  const sent = await mp.waitForRequest('/api/order/pay')
  expect(sent.body).toMatchObject({ orderId: order.orderId, payType: 4, tradeType: 7, payPrice: 19900, weappCode: mp.logins.at(-1) })
  const { api: used, opts } = calls[0]
  expect(used).toBe('requestVirtualPayment')
  expect(opts.mode).toBe('short_series_goods')
  const data = JSON.parse(opts.signData)
  expect(data).toMatchObject({ productId: 'sp-201', buyQuantity: 1, goodsPrice: 19900, env: 1, currencyType: 'CNY', attach: order.orderNo })
  expect(opts.paySig).toBe(virtualPaySig(opts.signData, mp.server.keys.virtualApp))
  expect(opts.signature).toBe(virtualSignature(opts.signData, sandboxSessionKey(mp.logins.at(-1)!)))

  await waitFor(() => mp.navigations.some((n) => n.url?.startsWith('/packages/order/finishPay/index?')), {
    timeout: 5000, message: () => `navigations ${JSON.stringify(mp.navigations)}, requests ${mp.requests.map((r) => r.path).join(' ')}`,
  })
  mp.server.settlement.flush()
  expect(await detail(order.tradeOrderId)).toMatchObject({ state: 3, paidMoney: 19900, waitPayMoney: 0 })

  // Finish pay asks the server (queryOrderStatus) and shows the paid order.
  const url = mp.navigations.find((n) => n.url?.startsWith('/packages/order/finishPay/index?'))!.url!
  const query = Object.fromEntries(new URLSearchParams(url.split('?')[1]))
  expect(query).toMatchObject({ tradeOrderId: order.tradeOrderId, payType: '4' })
  const finish = await mp.loadPage('packages/order/finishPay/index', { query })
  await finish.findByText('支付完成', { exact: false, timeout: 5000 })
})

test('a part payment: coin mode with buyQuantity in cents; a cancelled sheet leaves the order unpaid and says so', async () => {
  mp = await launchApp({ signedInAs: LEARNER })
  const order = await createOrder('partable')
  const calls = wallet('cancel')
  const page = await openPopup(order)
  expect(page.queryAllByClass('leave-guard')).toEqual([]) // nothing out yet: leaving is free
  await page.input(page.getByClass('pay-popup').querySelector('wx-input')!, '500')
  await page.findByText('立即支付 ¥500.00')
  await page.tap(popupButton(page))

  await waitFor(() => calls.length === 1, { timeout: 5000 })
  const { api: used, opts } = calls[0]
  expect(used).toBe('requestVirtualPayment')
  expect(opts.mode).toBe('short_series_coin')
  expect(JSON.parse(opts.signData)).toMatchObject({ buyQuantity: 50000, env: 1, currencyType: 'CNY', attach: order.orderNo })
  expect(JSON.parse(opts.signData)).not.toHaveProperty('productId')
  expect(opts.paySig).toBe(virtualPaySig(opts.signData, mp.server.keys.virtualApp))
  expect(opts.signature).toBe(virtualSignature(opts.signData, sandboxSessionKey(mp.logins.at(-1)!)))

  // The server's word after the return: not paid (queryOrderStatus), no trip to finish pay.
  await mp.waitForRequest('/api/order/queryOrderStatus', { timeout: 5000 })
  await page.findByText('你当前还没有完成付款，请重新支付', { timeout: 5000 }) // payStatus 1's dialog (section 4)
  expect(mp.navigations.some((n) => n.url?.includes('finishPay'))).toBe(false)
  // The payment went out (the pay session is kept): leaving now asks (the back is held for the page's overlay:
  // tests/weapp/leave.test.ts), without the page being opened again.
  await page.waitFor(() => page.queryAllByClass('leave-guard').length > 0)
  mp.server.settlement.flush()
  expect(await detail(order.tradeOrderId)).toMatchObject({ state: 1, paidMoney: 0 })
})

test('a real-account service: wx.requestPayment with the server-signed package and paySign', async () => {
  mp = await launchApp({ signedInAs: LEARNER })
  const order = await createOrder('service')
  const calls = wallet('ok')
  const page = await openPopup(order)
  await page.tap(popupButton(page))

  await waitFor(() => calls.length === 1, { timeout: 5000 })
  const sent = await mp.waitForRequest('/api/order/pay')
  expect(sent.body).toMatchObject({ payType: 5, tradeType: 8, payPrice: 198000 })
  const { api: used, opts } = calls[0]
  expect(used).toBe('requestPayment')
  expect(opts.package).toMatch(/^prepay_id=P\d+$/)
  expect(opts.paySign).toBe(wxPaySign(SANDBOX_APP_ID, opts.timeStamp, opts.nonceStr, opts.package, mp.server.keys.merchant))
  await waitFor(() => mp.navigations.some((n) => n.url?.startsWith('/packages/order/finishPay/index?')), { timeout: 5000 })
  mp.server.settlement.flush()
  expect(await detail(order.tradeOrderId)).toMatchObject({ state: 3, paidMoney: 198000 })
})

test('my orders: 去支付 opens confirm order for that order', async () => {
  mp = await launchApp({ signedInAs: LEARNER })
  const order = await createOrder('course')
  const page = await mp.loadPage('packages/order/myOrder/index')
  await page.findByText(`订单编号：${order.orderNo}`, { timeout: 5000 })
  const card = page.queryAllByClass('order-card').find((el) => el.textContent!.includes(order.orderNo))!
  const pay = [...card.querySelectorAll('wx-button')].find((b) => b.textContent!.trim() === '去支付')
  await page.tap(pay!)
  await waitFor(() => mp.navigations.length > 0)
  expect(mp.navigations[0].url).toMatch(new RegExp(`^/packages/order/confirmOrder/index\\?.*tradeOrderId=${order.tradeOrderId}`))
})
