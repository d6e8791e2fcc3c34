/**
 * The calls' contract in the mini-program (network.ts, contract.ts): a page's requests through the built app are
 * checked, and planted bad requests through the same wx.request are caught (an unknown path, a spec parameter missing,
 * the learner's userId left out while logged in).
 */
import { launchApp, guardEachTest, API_ORIGIN, type Mp } from './harness'
import { contract } from './network'

let mp: Mp
guardEachTest(() => mp)

const SCHOOL = { 'X-Forward-School': 'kuaiji_app' }

test("my orders' requests are checked and allowed; planted bad ones are caught", async () => {
  mp = await launchApp({ signedInAs: '15800158000' })
  const before = contract.checked
  const page = await mp.loadPage('packages/order/myOrder/index')
  const list = await mp.waitForRequest('/api/order/getOrderList')
  expect(list.query).toMatchObject({ userId: expect.stringMatching(/^[1-9]\d*$/), pageSize: '10', page: '1' })
  expect(contract.checked).toBeGreaterThan(before)
  expect(contract.problems).toEqual([])
  expect(page).toBeTruthy()

  const token = mp.storage.get('token')
  const send = (url: string) => new Promise((resolve) => mp.wx.request({ url: `${API_ORIGIN}${url}`, header: SCHOOL, complete: resolve }))
  await send('/api/order/queryPayGoodsInfoX?t=1')
  await send(`/api/order/queryOrderDetail?tradeOrderId=T1&userId=1&token=${token}&t=1`)
  await send(`/api/order/getOrderList?page=1&pageSize=10&tagStatus=&token=${token}&t=1`)
  expect(contract.problems.splice(0)).toEqual([
    "GET /api/order/queryPayGoodsInfoX: no call of the contract (service order, path 'queryPayGoodsInfoX')",
    'GET /api/order/queryOrderDetail (queryOrderDetail): missing schoolId',
    'GET /api/order/getOrderList (getOrderList): no userId while logged in',
  ])
})
