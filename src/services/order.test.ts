// The order client's quiet detail: "Order-detail API failures are swallowed" (docs/spec/ordering-payment.md section 8).
import { ORDER_CALLS } from '@contract/calls/table/order'
import { ApiError, type Requester } from './request'
import { createOrderApi } from './order'

function requester(answer: () => Promise<unknown>) {
  const fn = jest.fn(answer) as unknown as Requester & jest.Mock
  return fn
}

it('answers the first order, asking quietly (no toast, no trip to login)', async () => {
  const request = requester(async () => [{ orderId: 9 }, { orderId: 10 }])
  expect(await createOrderApi(request).detail('T1')).toEqual({ orderId: 9 })
  expect(request).toHaveBeenCalledWith(ORDER_CALLS.queryOrderDetail, { data: { tradeOrderId: 'T1', schoolId: 1 }, notNeedLogin: true })
})

it('the order reads name the school and the courses as the spec does: the page\'s own, else the default school and none', async () => {
  const request = requester(async () => [{ orderId: 9 }])
  const api = createOrderApi(request)
  await api.detail('T1', 7)
  await api.payGoodsInfo({ tradeOrderId: 'T2' })
  await api.payGoodsInfo({ tradeOrderId: 'T3', commodityIdListStr: '5,6', schoolId: '3' })
  expect(request.mock.calls.map(([, options]) => options.data)).toEqual([
    { tradeOrderId: 'T1', schoolId: 7 },
    { tradeOrderId: 'T2', commodityIdListStr: '', schoolId: 1 },
    { tradeOrderId: 'T3', commodityIdListStr: '5,6', schoolId: '3' },
  ])
})

it.each([
  ['an API error', () => Promise.reject(new ApiError(404, '订单不存在'))],
  ['a network failure', () => Promise.reject(new ApiError(0, '请求失败~~~', undefined, 'network'))],
  ['an empty answer', () => Promise.resolve([])],
])('%s is null', async (_n, answer) => {
  expect(await createOrderApi(requester(answer)).detail('T1')).toBeNull()
})

it('"purchases send it in a header": createOrder, pay and payZero carry the token as a header, not a parameter', async () => {
  const request = requester(async () => ({})) as Requester & jest.Mock
  ;(request as unknown as { envelope: jest.Mock }).envelope = jest.fn(async () => ({ code: 200, msg: '', data: {} }))
  const api = createOrderApi(request)
  await api.createOrder({} as never)
  await api.payZero(7)
  await api.pay({} as never)
  expect(request.mock.calls.map(([call]) => [call.name, call.token])).toEqual([['createOrder', 'header'], ['payZero', 'header']])
  expect((request as unknown as { envelope: jest.Mock }).envelope.mock.calls[0][0]).toMatchObject({ name: 'pay', token: 'header' })
})
