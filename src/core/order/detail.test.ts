// The order detail's order and links (ordering-payment.md sections 2, 4).
import type { OrderInfo } from '@shared/order'
import { orderInfo } from '../../../tests/jest/orderInfo'
import { continuePayUrl, detailOrder, orderGoodsUrl, payResultUrl, signAgreementUrl } from './detail'

const info = (over: Partial<OrderInfo> = {}) => orderInfo({ orderNo: 'KJ0007', ...over })

describe('detailOrder', () => {
  it('lifts the loan\'s down-payment and loan status to the order', () => {
    expect(detailOrder(info({ loan: { downPaymentStatus: 3, loanStatus: 3, customerName: '张三' } }))).toMatchObject({ downPaymentStatus: 3, loanStatus: 3 })
    expect(detailOrder(info())).toMatchObject({ downPaymentStatus: null, loanStatus: null })
  })
  it('"Old-origin orders (origin type 1) are normalised to orderStatus 0, contract status 21 and paidMoney equal to payPrice"', () => {
    expect(detailOrder(info({ orderOriginType: 1, state: 3, orderStatus: 19, paidMoney: 0 }))).toMatchObject({ orderStatus: 0, signContractStatus: 21, paidMoney: 98000 })
  })
  it('an expired unpaid order reads cancelled', () => {
    expect(detailOrder(info({ countDownTime: 0 }))).toMatchObject({ state: 4, orderStatus: 14 })
  })
})

describe('the goods page: "/ty/singleSubject (goodsType 0) and /ty/allSubject ... not opened for degree-education orders"', () => {
  it.each<[string, Partial<OrderInfo>, string | null]>([
    ['all subjects (1)', { goodsType: 1, goodsId: 1 }, '/ty/allSubject?goodsId=1'],
    ['single subject (0)', { goodsType: 0, goodsId: 3 }, '/ty/singleSubject?goodsId=3'],
    ['other goods types open the single-subject URL (the goods page serves both)', { goodsType: 2, goodsId: 5 }, '/ty/singleSubject?goodsId=5'],
    ['degree education (xlType 1): none', { goodsType: 1, xlType: 1 }, null],
  ])('%s', (_n, over, url) => {
    expect(orderGoodsUrl(info(over))).toBe(url)
  })
})

it('continue paying: confirm order with the order, or the loan page once the down payment is complete', () => {
  expect(continuePayUrl(detailOrder(info()))).toBe('/ty/confirmOrder?tradeOrderId=T0007&orderId=7&orderNo=KJ0007&goodsId=1&commodityIdListStr=11%2C12&schoolId=3')
  expect(continuePayUrl(detailOrder(info({ installmentType: 1, loan: { downPaymentStatus: 3, loanStatus: null, customerName: '' } })))).toBe('/ty/loan?orderId=7&userId=2')
})

it('sign page and detail URLs', () => {
  expect(signAgreementUrl(info())).toBe('/ty/signAgreement?tradeOrderId=T0007&userId=2')
  expect(payResultUrl('T0007', 2)).toBe('/ty/payResult?tradeOrderId=T0007&userId=2')
})
