// Pay requests (docs/spec/ordering-payment.md sections 3, 7, 8, 9).
import type { OrderInfo } from '@contract/order'
import { buildPayRequest, finishPayPath, goodsChangeMessage, isVirtualGoods, payPlan, payResultFetchDelay } from './payRequest'

const env = (over: Partial<{ inWeChat: boolean; isMiniProgram: boolean }> = {}) => ({ inWeChat: false, isMiniProgram: false, ...over })

describe('channel by method and place', () => {
  it.each<[string, 1 | 2 | null, ReturnType<typeof env>, number, boolean, object]>([
    ['alipay: payType 1, tradeType 5', 1, env(), 1, false, { payType: 1, tradeType: 5 }],
    ['wechat outside the messenger browser: H5 payment (tradeType 2)', 2, env(), 1, false, { payType: 2, tradeType: 2 }],
    ['wechat inside it: official account (tradeType 6)', 2, env({ inWeChat: true }), 1, false, { payType: 2, tradeType: 6 }],
    ['"payType 3 and tradeType 10 for loan pay"', 1, env(), 1, true, { payType: 3, tradeType: 10 }],
    ['mini-program, a course: virtual payment', null, env({ isMiniProgram: true }), 1, false, { payType: 4, tradeType: 7 }],
    ['mini-program, a real-account service: requestPayment', null, env({ isMiniProgram: true }), 2, false, { payType: 5, tradeType: 8 }],
  ])('%s', (_n, method, e, goodsTypeId, loan, plan) => {
    expect(payPlan(method, e, goodsTypeId, loan)).toEqual(plan)
  })
})

it.each([[1, true], [2, false], [3, true], [4, true]])('goodsTypeId %s virtual: %s', (id, virtual) => {
  expect(isVirtualGoods(id)).toBe(virtual)
})

const order = { orderId: 9, orderNo: 'KJ1', tradeOrderId: 'T1', userId: 5, goodsId: 7, name: '初级会计全科', schoolId: 3, commodityIdListStr: '11,12', waitPayMoney: 98000 } as OrderInfo

describe('pay request fields (section 3)', () => {
  it('a full alipay payment', () => {
    expect(buildPayRequest(order, { plan: { payType: 1, tradeType: 5 }, amount: 98000, env: { isIOS: true }, clientPayKey: 'k', returnUrl: 'https://x/ty/finishPay' })).toEqual({
      userId: 5, commodityIdList: '11,12', orderNo: 'KJ1', isReceiveAll: 1, isMince: 0, orderId: 9, goodsId: 7, productId: 7,
      orderType: 1, subOrderType: 1, payPrice: 98000, body: '初级会计全科', isFree: 1, merchNo: '0014', platformType: 3,
      schoolId: 3, payType: 1, tradeType: 5, clientPayKey: 'k', aliPayReturnUrl: 'https://x/ty/finishPay',
    })
  })

  it('a part payment is isMince 1; Android is platformType 2; WeChat carries the OAuth code', () => {
    expect(buildPayRequest(order, { plan: { payType: 2, tradeType: 6 }, amount: 30000, env: { isIOS: false }, clientPayKey: 'k', wxCode: 'sbx-1' }))
      .toMatchObject({ isMince: 1, isReceiveAll: 0, payPrice: 30000, platformType: 2, wxCode: 'sbx-1' })
  })

  it('a loan pay: platformType 1, the applicant, no part-payment flag', () => {
    expect(buildPayRequest(order, { plan: { payType: 3, tradeType: 10 }, amount: 68600, env: { isIOS: true }, clientPayKey: 'k', customer: { name: ' 张三 ', mobile: '13800138000' } }))
      .toMatchObject({ payType: 3, tradeType: 10, platformType: 1, isMince: 0, customerName: '张三', customerMobile: '13800138000' })
  })

  it('a down payment says so and is not a part payment', () => {
    expect(buildPayRequest(order, { plan: { payType: 1, tradeType: 5 }, amount: 29400, env: { isIOS: false }, clientPayKey: 'k', isDownPayment: true }))
      .toMatchObject({ isDownPayment: 1, isMince: 0 })
  })
})

it.each<[object, string]>([
  [{ onlineSellStatus: 0, msg: 'x' }, '商品已下架'],
  [{ goodsStatus: 0, msg: 'x' }, '商品异常'],
  [{ schoolStatus: 0, msg: 'x' }, '该校区不可销售'],
  [{ contentStatus: 0, msg: '请重新选择课程' }, '商品内容已变更，请重新选择课程'],
  [{ contentStatus: 0, msg: '商品内容已变更，请重新选择课程' }, '商品内容已变更，请重新选择课程'],
  [{ msg: '其他原因' }, '其他原因'],
])('"Pay goodsChange" %j -> %s', (change, message) => {
  expect(goodsChangeMessage(change as never)).toBe(message)
})

it('"pay-result fetch delayed 1500 ms when payType is 1"', () => {
  expect(payResultFetchDelay(1)).toBe(1500)
  expect(payResultFetchDelay(2)).toBe(0)
})

it('the cashier returns to finish pay', () => {
  expect(finishPayPath(order, 1)).toBe('/ty/finishPay?tradeOrderId=T1&userId=5&payType=1')
})
