/**
 * My orders in the BUILT mini-program against the reference server in-process: a learner's orders render as cards
 * (10 a page, order numbers and the pending-payment status), ?tagStatus=1 opens 待付款, and cancel asks first:
 * nothing is sent until the learner confirms. The seeded learner 15800158000 has orders once the server's seeds
 * have them; otherwise the test creates them through the API, as the app would.
 */
import { launchApp, waitFor, guardEachTest, type Mp } from './harness'

const MOBILE = '15800158000'
const PAGE = 'packages/order/myOrder/index'

let mp: Mp
guardEachTest(() => mp)

/** A new unpaid order of the signed-in learner, made as the app makes one. */
async function createOrder(key: string) {
  const token = mp.storage.get('token')
  const res = await mp.api('POST', `/api/order/createOrder?token=${token}`, {
    body: {
      goodsId: 1, commodityIdList: '7001,7002,7003,7004', childSpecificationPriceIds: '102', schoolId: 2, signSchoolId: 2,
      signSchoolName: '北京海淀校区', installmentType: 0, clientOrderKey: key,
    },
  })
  if (!(res.data?.data?.orderId > 0)) throw new Error(`createOrder: ${JSON.stringify(res.data)}`)
}

/** At least `n` unpaid orders for the signed-in learner (seeded, or created here); the first page of `tagStatus`. */
async function ensureOrders(n: number, tagStatus: string | number = '') {
  const token = mp.storage.get('token')
  const list = async (tag: string | number) => (await mp.api('GET', `/api/order/getOrderList?token=${token}&page=1&pageSize=10&tagStatus=${tag}`)).data.data
  for (let i = (await list(1)).unPayNum; i < n; i++) await createOrder(`weapp-my-order-${i}`)
  return (await list(tagStatus)).orderList
}

test('the learner\'s orders render as cards, 10 a page, 待付款 first when asked', async () => {
  mp = await launchApp({ signedInAs: MOBILE })
  const orders = await ensureOrders(12, 1)
  const page = await mp.loadPage(PAGE, { query: { tagStatus: '1' } })
  await page.findByText(`订单编号：${orders[0].orderNo}`, { timeout: 5000 })
  const list = await mp.waitForRequest('/api/order/getOrderList')
  expect(list.query).toMatchObject({ page: '1', pageSize: '10', tagStatus: '1' })
  await waitFor(() => page.queryAllByClass('order-card').length === 10)
  expect(page.queryAllByText('待付款').length).toBeGreaterThan(1) // the tab and the cards' status
  expect(page.queryAllByText('去支付').length).toBe(orders.filter((o: { state: number }) => [1, 2].includes(o.state)).length)
})

test('cancel asks first; confirming sends the cancel', async () => {
  mp = await launchApp({ signedInAs: MOBILE })
  await createOrder('weapp-my-order-cancel')
  const orders = await ensureOrders(1)
  expect(orders[0]).toMatchObject({ state: 1, orderStatus: 11 })
  const page = await mp.loadPage(PAGE)
  await page.findByText(`订单编号：${orders[0].orderNo}`, { timeout: 5000 })
  const card = page.queryAllByClass('order-card').find((el) => el.textContent!.includes(orders[0].orderNo))!
  const cancel = [...card.querySelectorAll('wx-button')].find((b) => b.textContent!.trim() === '取消订单')
  expect(cancel).toBeTruthy()
  await page.tap(cancel!)
  await page.findByText('确定取消该订单吗？')
  expect(mp.requests.some((r) => r.path === '/api/order/cancelOrder')).toBe(false)
  await page.tap(page.getButton('确定'))
  const sent = await mp.waitForRequest('/api/order/cancelOrder')
  expect(sent.query.id).toBe(String(orders[0].orderId))
  expect(sent.response).toMatchObject({ code: 200 })
  // "Cancel sets state 4 and orderStatus 14": on 全部 the card stays, cancelled, with its delete button
  await waitFor(() => card.textContent!.includes('已取消') && card.textContent!.includes('删除订单'))
})

test('back on my orders after three pages (onHide, onShow): the three load again, the list never drops to page 1', async () => {
  mp = await launchApp({ signedInAs: MOBILE })
  const page = await mp.loadPage(PAGE)
  await page.waitFor(() => page.queryAllByClass('order-card').length === 10, { timeout: 5000 })
  for (const n of [20, 25]) {
    page.comp.instance.onReachBottom()
    await page.waitFor(() => page.queryAllByClass('order-card').length === n, { timeout: 5000 })
  }
  const before = mp.requests.length
  let fewest = Infinity
  const watch = setInterval(() => { fewest = Math.min(fewest, page.queryAllByClass('order-card').length) }, 5)
  page.comp.instance.onHide()
  page.comp.instance.onShow()
  await waitFor(() => mp.requests.slice(before).filter((r) => r.path === '/api/order/getOrderList' && r.status === 200).length === 3, { timeout: 5000 })
  await page.waitFor(() => page.queryAllByClass('order-card').length === 25)
  clearInterval(watch)
  expect(mp.requests.slice(before).filter((r) => r.path === '/api/order/getOrderList').map((r) => r.query!.page)).toEqual(['1', '2', '3'])
  expect(fewest).toBe(25)
})
