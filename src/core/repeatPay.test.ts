// Section 7 "Goods and home" lists judgeGoodsRepeatPay and judgeCpaRepeatPay: before an order is made, a purchase
// that would repeat one of the learner's orders is said, with the way to that order.
import type { RepeatPayCheck } from '@contract/goods'
import { REPEAT_PAY_TEXT, repeatPayCall, repeatPayPrompt } from './repeatPay'

const check = (over: Partial<RepeatPayCheck> = {}): RepeatPayCheck => ({
  repeat: true, kind: 'paid', orderId: 41, orderNo: 'KJ2025052510000041', tradeOrderId: 'T202505251000000041', state: 3, ...over,
})

describe('which call', () => {
  it.each<[number | null | undefined, 'cpa' | 'goods']>([[5, 'cpa'], [0, 'goods'], [1, 'goods'], [6, 'goods'], [null, 'goods'], [undefined, 'goods']])(
    'goods type %p: %s', (type, call) => {
      expect(repeatPayCall(type)).toBe(call)
    },
  )
})

describe('what the learner is told, and the way to the order', () => {
  const ctx = { userId: 7, goodsId: 2 }
  it('bought already: said so, the order detail', () => {
    expect(repeatPayPrompt(check(), ctx)).toEqual({ message: REPEAT_PAY_TEXT.paid, url: '/ty/payResult?tradeOrderId=T202505251000000041&userId=7&goodsId=2' })
    expect(REPEAT_PAY_TEXT.paid).toBe('您已购买过该课程，无需重复购买，可在订单中查看学习。')
  })

  it('an order awaiting payment: go and pay it', () => {
    expect(repeatPayPrompt(check({ kind: 'unpaid', state: 2 }), ctx)?.message).toBe('您已有该课程的待支付订单，请前往订单完成支付，无需重复下单。')
  })

  it('no repeat: nothing to say', () => {
    expect(repeatPayPrompt(check({ repeat: false, kind: null, orderId: null, orderNo: null, tradeOrderId: null, state: null }), ctx)).toBeNull()
  })
})
