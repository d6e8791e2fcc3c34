/**
 * The payment matrix's mini-program row (docs/orders-and-payments.md, "Payment matrix") on the BUILT dist/weapp against the reference
 * server: pay part then continue from finish pay, continue paying from an order card and from the order detail, a
 * zero-price order, and the return dialogs (failed 4, already completed 6), each followed through the pages the
 * app navigated to and ending in the server's order state. The wallet answers through the sandbox as WeChat would.
 */
import os from 'node:os'
import path from 'node:path'
import fs from 'node:fs'
import { launchApp, waitFor, guardEachTest, type Mp, type Page } from './harness'
import { learnerApi, orderDetail, virtualWallet, type WalletResult } from './learner'

const LEARNER = '13700137000'
const CONFIRM = 'packages/order/confirmOrder/index'
const FINISH = '/packages/order/finishPay/index?'
let mp: Mp
guardEachTest(() => mp)

// One database for the launches of a test: the harness loads each page once a launch, and a cell crosses pages.
let dbFile: string
beforeEach(() => { dbFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'weapp-matrix-')), 'db.sqlite') })
/** A new launch on the test's database: signed in the first time, then with the previous launch's storage (session, pay session). */
const launch = (previous?: Mp) => previous
  ? launchApp({ server: { dbFile }, storage: Object.fromEntries(previous.storage) })
  : launchApp({ signedInAs: LEARNER, server: { dbFile } })

/** Waits for the app to go to finish pay (the wallet said paid) and lands the payment notify. */
async function settled() {
  const before = mp.navigations.filter((n) => n.url?.startsWith(FINISH)).length
  await waitFor(() => mp.navigations.filter((n) => n.url?.startsWith(FINISH)).length > before || before > 0, { timeout: 5000, message: () => JSON.stringify(mp.navigations) })
  mp.server.settlement.flush()
}

const api = (method: string, path: string, body?: unknown) => learnerApi(mp, method, path, body)

const detail = (tradeOrderId: string) => orderDetail(mp, tradeOrderId)
let seq = 0
/** Goods 1 package 102: ¥1680.00, part payments; goods 4 package 401: free. */
const create = (kind: 'free' | 'part') => api('POST', '/api/order/createOrder', {
  ...(kind === 'free'
    ? { goodsId: 4, childSpecificationPriceIds: '401', commodityIdList: '', schoolId: 1 }
    : { goodsId: 1, childSpecificationPriceIds: '102', commodityIdList: '', schoolId: 2, signSchoolId: 2, signSchoolName: '北京海淀校区' }),
  installmentType: 0, clientOrderKey: `weapp-matrix-${++seq}`,
})

const wallet = (result: WalletResult = 'ok') => virtualWallet(mp, result)

/** The page the app last navigated to, loaded in a new launch on the same database (navigations are recorded). */
async function follow(prefix: string) {
  await waitFor(() => mp.navigations.some((n) => n.url?.startsWith(prefix)), { timeout: 5000, message: () => JSON.stringify(mp.navigations) })
  const url = [...mp.navigations].reverse().find((n) => n.url!.startsWith(prefix))!.url!
  const [route, search] = url.slice(1).split('?')
  const previous = mp
  mp = await launch(previous)
  await previous.close()
  return mp.loadPage(route, { query: Object.fromEntries(new URLSearchParams(search)) })
}

/** On confirm order: tick, open the popup, optionally type the amount, pay. */
async function pay(page: Page, amount?: string) {
  await page.findByText('我已阅读并同意《课程服务协议》', { timeout: 5000 })
  await page.tap(page.getByText('我已阅读并同意《课程服务协议》'))
  await page.tap(page.getByClass('pay-bar').querySelector('wx-button')!)
  await page.waitFor(() => page.queryAllByClass('pay-popup').length > 0)
  if (amount) {
    await page.input(page.getByClass('pay-popup').querySelector('wx-input')!, amount)
    await page.findByText(`立即支付 ¥${Number(amount).toFixed(2)}`)
  }
  await page.tap(page.getByClass('pay-popup').querySelector('wx-button')!)
}


test('pay part, then continue from finish pay (its title 支付成功, then 支付完成)', async () => {
  mp = await launch()
  const order = await create('part')
  const titlesSet: string[] = []
  mp.wx.setNavigationBarTitle = (opts) => { titlesSet.push(opts.title); opts.success?.({}) }
  const calls = wallet('ok')
  await pay(await mp.loadPage(CONFIRM, { query: { tradeOrderId: order.tradeOrderId } }), '500')
  await settled()
  expect(calls).toHaveLength(1)
  expect(await detail(order.tradeOrderId)).toMatchObject({ state: 2, paidMoney: 50000 })
  const finish = await follow(FINISH)
  mp.wx.setNavigationBarTitle = (opts) => { titlesSet.push(opts.title); opts.success?.({}) }
  await finish.findByText('还需支付 ¥1180.00', { timeout: 5000 })
  expect(titlesSet).toContain('支付成功')
  await finish.tap(finish.getByText('继续支付'))
  const again = await follow('/packages/order/confirmOrder/index?')
  const rest = wallet('ok')
  await pay(again)
  await settled()
  expect(rest).toHaveLength(1)
  expect(await detail(order.tradeOrderId)).toMatchObject({ state: 3, paidMoney: 168000, waitPayMoney: 0 })
  const done = await follow(FINISH)
  mp.wx.setNavigationBarTitle = (opts) => { titlesSet.push(opts.title); opts.success?.({}) }
  await done.findByText('支付完成', { exact: false, timeout: 5000 })
  expect(titlesSet).toContain('支付完成')
})

test('continue paying from an order card and from the order detail (立即支付), each to the server\'s state 3', async () => {
  mp = await launch()
  const [fromCard, fromDetail] = [await create('part'), await create('part')]

  const list = await mp.loadPage('packages/order/myOrder/index')
  await list.findByText(`订单编号：${fromCard.orderNo}`, { timeout: 5000 })
  const card = list.queryAllByClass('order-card').find((el) => el.textContent!.includes(fromCard.orderNo))!
  await list.tap([...card.querySelectorAll('wx-button')].find((b) => b.textContent!.trim() === '去支付')!)
  const fromList = await follow('/packages/order/confirmOrder/index?')
  wallet('ok')
  await pay(fromList)
  await settled()
  expect(await detail(fromCard.tradeOrderId)).toMatchObject({ state: 3 })

  const page = await mp.loadPage('packages/order/orderDetail/index', { query: { tradeOrderId: fromDetail.tradeOrderId } })
  await page.findByText('立即支付', { timeout: 5000 })
  await page.tap(page.getByText('立即支付'))
  const fromDetailPage = await follow('/packages/order/confirmOrder/index?')
  wallet('ok')
  await pay(fromDetailPage)
  await settled()
  expect(await detail(fromDetail.tradeOrderId)).toMatchObject({ state: 3 })
})

test('a zero-price order: 免费领取, payZero, no wallet', async () => {
  mp = await launch()
  const order = await create('free')
  const calls = wallet('ok')
  const page = await mp.loadPage(CONFIRM, { query: { tradeOrderId: order.tradeOrderId } })
  await page.findByText('我已阅读并同意《课程服务协议》', { timeout: 5000 })
  await page.tap(page.getByText('我已阅读并同意《课程服务协议》'))
  await page.tap(page.getByText('免费领取'))
  await follow(FINISH)
  expect(calls).toEqual([])
  expect(await detail(order.tradeOrderId)).toMatchObject({ state: 3, payPrice: 0 })
})

test('return from the payment: a failed payment says 支付失败 (4); back on an order already complete, 当前交易已完成 (6)', async () => {
  mp = await launch()
  const order = await create('part')
  wallet('fail')
  const page = await mp.loadPage(CONFIRM, { query: { tradeOrderId: order.tradeOrderId } })
  await pay(page)
  await page.findByText('支付失败，请重新支付', { timeout: 5000 })
  expect(await detail(order.tradeOrderId)).toMatchObject({ state: 1 })

  const free = await create('free')
  await api('POST', '/api/order/payZero', { orderId: free.orderId })
  const previous = mp
  mp = await launch(previous)
  await previous.close()
  const back = await mp.loadPage(CONFIRM, { query: { tradeOrderId: free.tradeOrderId, isCheckPay: '1' } })
  await back.findByText('当前交易已完成，无需重复支付', { timeout: 5000 })
  expect(await detail(free.tradeOrderId)).toMatchObject({ state: 3 })
})
