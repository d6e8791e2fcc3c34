// My page's order entries (docs/spec/ordering-payment.md section 7: getOrderList tagStatus '' all, 1 pending payment).
import { myOrderUrl, ORDER_ENTRIES, ORDER_TAG } from './mine'

it.each<[string, Parameters<typeof myOrderUrl>[0], string]>([
  ['all orders: no tagStatus', ORDER_TAG.all, '/ty/myOrder'],
  ['pending payment', ORDER_TAG.unpaid, '/ty/myOrder?tagStatus=1'],
  ['pending confirmation', ORDER_TAG.unconfirmed, '/ty/myOrder?tagStatus=2'],
  ['pending study', ORDER_TAG.unstudied, '/ty/myOrder?tagStatus=3'],
])('%s -> %s', (_name, tag, url) => {
  expect(myOrderUrl(tag)).toBe(url)
})

it('my page offers 全部订单 and 待付款, the badge on 待付款', () => {
  expect(ORDER_ENTRIES.map((e) => [e.text, e.url, e.badge])).toEqual([
    ['全部订单', '/ty/myOrder', false],
    ['待付款', '/ty/myOrder?tagStatus=1', true],
  ])
})
