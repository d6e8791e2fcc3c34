// What a tap on confirm order's pay bar starts, before any request (docs/spec/ordering-payment.md sections 4, 5).
import type { OrderInfo } from '@contract/order'
import { orderInfo } from '../../../tests/jest/orderInfo'
import { payStart, type PayStart } from './payStart'

const loan = (downPaymentStatus: number): Partial<OrderInfo> => ({ installmentType: 1, loan: { downPaymentStatus, loanStatus: null, customerName: '' } })

it.each<[string, Partial<OrderInfo>, PayStart]>([
  ['"state 3 toasts already paid"', { state: 3, orderStatus: 19 }, { kind: 'blocked', message: '该订单已完成支付，无需重复支付' }],
  ['a campus to choose where the school option shows', { isShowSchool: true, signSchoolId: null }, { kind: 'blocked', message: '请选择上课校区' }],
  ['the campus chosen: the popup', { isShowSchool: true, signSchoolId: 4 }, { kind: 'choose' }],
  ['inTheLoan with the down payment made: the learner\'s loan application', { state: 6, countDownTime: 0, ...loan(3) }, { kind: 'loanNext', url: '/ty/loan?orderId=7&userId=2', text: '继续支付' }],
  ['inTheLoan without the down payment: the popup (the down payment is paid here)', { state: 6, countDownTime: 0, ...loan(1) }, { kind: 'choose' }],
  ['payPrice 0: payZero, no popup', { payPrice: 0, waitPayMoney: 0 }, { kind: 'free' }],
  ['a blocker comes before a free order', { payPrice: 0, isShowSchool: true, signSchoolId: null }, { kind: 'blocked', message: '请选择上课校区' }],
  ['pending, priced: the popup', {}, { kind: 'choose' }],
  ['paying (part paid): the popup, for the rest', { state: 2, orderStatus: 12, paidMoney: 30000, waitPayMoney: 68000 }, { kind: 'choose' }],
])('%s', (_n, over, start) => {
  expect(payStart(orderInfo(over))).toEqual(start)
})
