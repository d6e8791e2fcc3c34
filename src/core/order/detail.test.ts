// The order detail's order and links (docs/spec/ordering-payment.md sections 2, 4).
import type { OrderInfo } from '@contract/order'
import { orderInfo } from '../../../tests/jest/orderInfo'
import { detailOrder, detailPayButton, orderGoodsUrl, payResultUrl, signAgreementUrl } from './detail'

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

describe('the detail\'s pay button: the continue-pay text rule, and a link that carries what confirm order needs', () => {
  const confirm = '/ty/confirmOrder?tradeOrderId=T0007&orderId=7&orderNo=KJ0007&goodsId=1&commodityIdListStr=11%2C12&schoolId=3'
  const loan = (downPaymentStatus: number, loanStatus: number | null = null): Partial<OrderInfo> => ({ installmentType: 1, loan: { downPaymentStatus, loanStatus, customerName: '' } })
  it.each<[string, Partial<OrderInfo>, { text: string; url: string } | null]>([
    ['pending: 立即支付 to confirm order', {}, { text: '立即支付', url: confirm }],
    ['pending instalment order: its down-payment step (isLoanPay=1)', { ...loan(1) }, { text: '立即支付', url: `${confirm}&isLoanPay=1` }],
    ['paying: "continue pay" to confirm order', { state: 2, orderStatus: 12 }, { text: '继续支付', url: confirm }],
    ['inTheLoan, down payment complete: "continue pay" to the loan application', { state: 6, countDownTime: 0, ...loan(3) }, { text: '继续支付', url: '/ty/loan?orderId=7&userId=2' }],
    ['inTheLoan, down payment not made: the down-payment step', { state: 6, countDownTime: 0, ...loan(1) }, { text: '继续支付', url: `${confirm}&isLoanPay=1` }],
    ['the loan declined (8), down payment made: "go to installment platform ... also when the loan failed"; "state 8 shows Loan with the order\'s own loan list"', { state: 8, countDownTime: 0, goodsLoanList: [{ loanPlatformId: 1 }], ...loan(3, 3) }, { text: '前往分期平台', url: confirm }],
    ['the loan declined (8), no loan list of its own: another platform chosen at once (isLoanPay=1)', { state: 8, countDownTime: 0, ...loan(3, 3) }, { text: '前往分期平台', url: `${confirm}&isLoanPay=1` }],
    ['the loan declined (8), no down payment: "inTheLoan or loanFail: pay loan"', { state: 8, countDownTime: 0, goodsLoanList: [{ loanPlatformId: 1 }], ...loan(1, 3) }, { text: '分期支付', url: confirm }],
    ['loan success (7): none', { state: 7, countDownTime: 0, ...loan(3, 2) }, null],
    ['complete: none', { state: 3, orderStatus: 19 }, null],
    ['cancelled: none', { state: 4, orderStatus: 14 }, null],
    ['timed out: none', { state: 5, orderStatus: 15 }, null],
  ])('%s', (_n, over, button) => {
    expect(detailPayButton(detailOrder(info(over)))).toEqual(button)
  })
})

it('sign page and detail URLs', () => {
  expect(signAgreementUrl(info())).toBe('/ty/signAgreement?tradeOrderId=T0007&userId=2')
  expect(payResultUrl('T0007', 2)).toBe('/ty/payResult?tradeOrderId=T0007&userId=2')
})
