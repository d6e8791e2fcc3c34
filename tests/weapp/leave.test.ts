/**
 * Leaving mid-payment in the BUILT mini-program (dist/weapp) against the reference server, as on H5: confirm order,
 * the loan page and the order detail after a payment draw their own navigation bar (navigationStyle custom), so its
 * back arrow is the page's, and keep an invisible page-container shown, which WeChat closes instead of the page on a
 * right swipe, Android's back key or wx.navigateBack (its beforeleave, played here as WeChat fires it). Each way shows
 * the spec's overlay: the countdown and cutoff of an order that expires, none for a part-paid one, '确认离开' clears the
 * pay flag and opens the order detail; the loan page's '申请贷款未完成' with '继续申请' / '确定离开'; after a payment
 * (isFinished) the back leads to my orders. WeChat's system dialog (wx.enableAlertBeforeUnload) is not used where
 * page-container is there.
 */
import { launchApp, waitFor, guardEachTest, type Json, type Mp, type Page } from './harness'
import { learnerApi } from './learner'

let mp: Mp
guardEachTest(() => mp)

const api = (method: string, path: string, body?: unknown) => learnerApi(mp, method, path, body)

/** What the pages asked WeChat's system dialog to say (it must stay unasked where page-container is there). */
function systemAlerts() {
  const alerts: (string | null)[] = []
  mp.wx.enableAlertBeforeUnload = (opts) => alerts.push(opts.message)
  mp.wx.disableAlertBeforeUnload = () => alerts.push(null)
  return alerts
}

/** The pay session kept after a payment went out and came back unpaid (the wallet sheet cancelled). */
function paymentOut(order: Json, payType = 4) {
  mp.storage.set('paySession', {
    isPay: true, isWxPay: false, orderId: order.orderId,
    payOrderInfo: { orderId: order.orderId, orderNo: order.orderNo, tradeOrderId: order.tradeOrderId, userId: order.userId ?? 0, payType },
  })
}

const ownBack = (page: Page) => page.getByClass('own-nav-bar__back')
const holder = (page: Page) => page.queryAllByClass('leave-guard')[0]
/** WeChat closing the page-container for a back (swipe, Android's key, navigateBack): its beforeleave. */
const weChatBack = (page: Page) => page.dispatch(holder(page), 'beforeleave')

async function openConfirmOrder(order: Json) {
  const page = await mp.loadPage('packages/order/confirmOrder/index', { query: { tradeOrderId: order.tradeOrderId } })
  await page.findByText('我已阅读并同意《课程服务协议》', { timeout: 5000 })
  return page
}

test('confirm order with a payment out: its own bar\'s back and WeChat\'s back show the overlay (countdown, cutoff); 确认离开 clears the pay flag and opens the order detail', async () => {
  mp = await launchApp({ signedInAs: '13700137000' })
  const order = await api('POST', '/api/order/createOrder', {
    goodsId: 1, childSpecificationPriceIds: '102', commodityIdList: '', schoolId: 2, signSchoolId: 2, signSchoolName: '北京海淀校区',
    installmentType: 0, clientOrderKey: 'weapp-leave-overlay',
  })
  paymentOut(order)
  const alerts = systemAlerts()
  const page = await openConfirmOrder(order)
  expect(page.getByClass('own-nav-bar').textContent).toContain('确认订单')
  await page.waitFor(() => holder(page))
  expect(page.attrs(holder(page)).show).toBe(true)

  await page.tap(ownBack(page))
  await page.findByText('订单将在以下时间后自动取消')
  await page.waitFor(() => /^\d{2}:\d{2}:\d{2}$/.test(page.getByClass('leave-warning__time').textContent!.trim()))
  expect(page.getByClass('leave-warning__time').textContent!.trim()).not.toBe('00:00:00')
  expect(page.text()).toMatch(/请在\d{2}:\d{2}前完成支付/)
  await page.tap(page.getByText('继续支付'))
  await page.waitFor(() => !page.text().includes('订单将在以下时间后自动取消'))

  // WeChat's back (the right swipe, Android's key): the container closes instead of the page, the overlay shows,
  // and the container is shown again for the next back.
  await weChatBack(page)
  await page.findByText('订单将在以下时间后自动取消')
  await page.waitFor(() => page.attrs(holder(page)).show === true, { timeout: 10_000 })
  expect(mp.navigations).toEqual([])

  await page.tap(page.getByText('确认离开'))
  await waitFor(() => mp.navigations.length > 0)
  expect(mp.navigations).toEqual([{ api: 'redirectTo', url: expect.stringMatching(`^/packages/order/orderDetail/index\\?tradeOrderId=${order.tradeOrderId}&`) }])
  expect(mp.storage.has('paySession')).toBe(false)
  expect(alerts).toEqual([])
})

test('a part-paid order (state 2) never expires: the overlay shows no countdown and no cutoff', async () => {
  mp = await launchApp({ signedInAs: '13900139000' })
  const list = await api('GET', '/api/order/getOrderList?page=1&pageSize=10&tagStatus=1')
  const owing = list.orderList.find((o: { state: number; paidMoney: number }) => o.state === 2 && o.paidMoney > 0)
  expect(owing).toBeTruthy()
  paymentOut({ orderId: owing.orderId, orderNo: owing.orderNo, tradeOrderId: owing.tradeOrderId })
  const page = await openConfirmOrder(owing)
  await page.tap(ownBack(page))
  await page.findByText('订单还未支付完成')
  expect(page.text()).toContain('已付款项不会失效，可稍后在订单详情继续支付')
  expect(page.text()).not.toContain('订单将在以下时间后自动取消')
  expect(page.text()).not.toMatch(/\d{2}:\d{2}:\d{2}/)
  expect(page.text()).not.toMatch(/前完成支付/)
  await page.tap(page.getByText('确认离开'))
  await waitFor(() => mp.navigations.length > 0)
  expect(mp.navigations[0]).toMatchObject({ api: 'redirectTo', url: expect.stringContaining(`tradeOrderId=${owing.tradeOrderId}`) })
  expect(mp.storage.has('paySession')).toBe(false)
})

test('confirm order with no payment out: no container, its own bar\'s back simply goes back', async () => {
  mp = await launchApp({ signedInAs: '13700137000' })
  const order = await api('POST', '/api/order/createOrder', {
    goodsId: 1, childSpecificationPriceIds: '102', commodityIdList: '', schoolId: 2, signSchoolId: 2, signSchoolName: '北京海淀校区',
    installmentType: 0, clientOrderKey: 'weapp-leave-free',
  })
  const page = await openConfirmOrder(order)
  expect(holder(page)).toBeUndefined()
  // A page opened first has no page under it: back is home (docs/spec/ordering-payment.md section 2).
  await page.tap(ownBack(page))
  await waitFor(() => mp.navigations.length > 0)
  expect(page.text()).not.toContain('确认离开')
})

test('the loan page: its own bar\'s back and WeChat\'s back ask \'申请贷款未完成\' with 继续申请 / 确定离开; leaving opens the order detail', async () => {
  mp = await launchApp({ signedInAs: '13900139000' })
  const list = await api('GET', '/api/order/getOrderList?page=1&pageSize=10&tagStatus=0')
  const inLoan = list.orderList.find((o: { state: number }) => o.state === 6)
  expect(inLoan).toBeTruthy()
  const alerts = systemAlerts()
  const loan = await mp.loadPage('packages/order/loan/index', { query: { orderId: inLoan.orderId } })
  await loan.findByText('申请人信息', { timeout: 5000 })
  expect(loan.getByClass('own-nav-bar').textContent).toContain('申请分期')
  await loan.waitFor(() => holder(loan))

  await loan.tap(ownBack(loan))
  await loan.findByText('申请贷款未完成')
  expect(loan.text()).toContain('您的贷款未通过，请尽快完成申请')
  await loan.tap(loan.getByText('继续申请'))
  await loan.waitFor(() => !loan.text().includes('申请贷款未完成'))

  await weChatBack(loan)
  await loan.findByText('申请贷款未完成')
  await loan.tap(loan.getByText('确定离开'))
  await waitFor(() => mp.navigations.length > 0)
  expect(mp.navigations).toEqual([{ api: 'redirectTo', url: expect.stringMatching(/^\/packages\/order\/orderDetail\/index\?tradeOrderId=/) }])
  expect(alerts).toEqual([])
})

test('the order detail after a payment (isFinished): its own bar\'s back and WeChat\'s back lead to my orders', async () => {
  mp = await launchApp({ signedInAs: '13900139000' })
  const list = await api('GET', '/api/order/getOrderList?page=1&pageSize=10&tagStatus=0')
  const paid = list.orderList.find((o: { state: number }) => o.state === 3)
  const detail = await mp.loadPage('packages/order/orderDetail/index', { query: { tradeOrderId: paid.tradeOrderId, isFinished: '1' } })
  await detail.waitFor(() => detail.queryAllByClass('pay-result__banner').length > 0, { timeout: 5000 })
  await detail.waitFor(() => holder(detail))
  await weChatBack(detail)
  await waitFor(() => mp.navigations.length > 0)
  expect(mp.navigations).toEqual([{ api: 'redirectTo', url: '/packages/order/myOrder/index' }])
  mp.navigations.length = 0
  await detail.tap(ownBack(detail))
  await waitFor(() => mp.navigations.length > 0)
  expect(mp.navigations[0]).toEqual({ api: 'redirectTo', url: '/packages/order/myOrder/index' })
})

test('the down-payment view (isLoanPay=1) with a payment out: its bar\'s back and WeChat\'s back show the overlay; 确认离开 opens the order detail', async () => {
  mp = await launchApp({ signedInAs: '13700137000' })
  // 招联好期贷 chosen on the goods page: confirm order opens the down-payment step.
  const order = await api('POST', '/api/order/createOrder', {
    goodsId: 1, childSpecificationPriceIds: '103', commodityIdList: '', schoolId: 1, signSchoolId: 1, signSchoolName: '北京朝阳校区',
    installmentType: 1, loanPlatformId: 2, clientOrderKey: 'weapp-leave-down-payment',
  })
  paymentOut(order)
  const page = await mp.loadPage('packages/order/confirmOrder/index', { query: { tradeOrderId: order.tradeOrderId, isLoanPay: '1' } })
  await page.findByText('支付首付', { timeout: 5000 })
  await page.waitFor(() => holder(page))
  await page.tap(ownBack(page))
  await page.findByText('订单将在以下时间后自动取消')
  await page.tap(page.getByText('继续支付'))
  await page.waitFor(() => !page.text().includes('订单将在以下时间后自动取消'))
  await weChatBack(page)
  await page.findByText('订单将在以下时间后自动取消')
  await page.tap(page.getByText('确认离开'))
  await waitFor(() => mp.navigations.length > 0)
  expect(mp.navigations).toEqual([{ api: 'redirectTo', url: expect.stringMatching(`^/packages/order/orderDetail/index\\?tradeOrderId=${order.tradeOrderId}&`) }])
  expect(mp.storage.has('paySession')).toBe(false)
})

test('the paid view never holds the back: no container, its bar\'s back goes back', async () => {
  mp = await launchApp({ signedInAs: '13900139000' })
  const list = await api('GET', '/api/order/getOrderList?page=1&pageSize=10&tagStatus=0')
  const paid = list.orderList.find((o: { state: number }) => o.state === 3)
  paymentOut(paid)
  const page = await mp.loadPage('packages/order/confirmOrder/index', { query: { tradeOrderId: paid.tradeOrderId } })
  await page.findByText('查看订单', { timeout: 5000 })
  expect(holder(page)).toBeUndefined()
  await page.tap(ownBack(page))
  await waitFor(() => mp.navigations.length > 0)
  expect(page.text()).not.toContain('确认离开')
})
