// The order card's rules (docs/spec/ordering-payment.md sections 1, 2, 3, 4, 8, 9).
import { listItem, paidItem } from '../../../tests/jest/orders'
import {
  agreementUrl, cardAmount, cardButtons, cardOrder, isLoanFailed, loanFailSwitchesToBaidu, loanInfoRows, orderDetailUrl,
  cardPayUrl, orderPayUrl, orderWarnings, paysByLoan, rejectNote, shownInviteCode, validityText,
} from './card'

const names = (o: Parameters<typeof cardButtons>[0]) => cardButtons(o, [7, 8, 9]).map((b) => `${b.text}${b.disabled ? '(disabled)' : ''}`)

describe('cardOrder: the normalisations "applied before the rules"', () => {
  it('"Old-origin orders (origin type 1) are normalised to orderStatus 0, contract status 21 and paidMoney equal to payPrice"', () => {
    const view = cardOrder(paidItem(1, { orderOriginType: 1, orderStatus: 19, signContractStatus: 22, paidMoney: 0 }))
    expect(view).toMatchObject({ orderStatus: 0, signContractStatus: 21, paidMoney: 98000 })
    // so a blueWhale order studies without signing: '去学习'
    expect(names(view)).toEqual(['去学习'])
  })
  it('"countDownTime 0, orderStatus 11 and state 1" shows as cancelled, with the delete button', () => {
    const view = cardOrder(listItem(1, { countDownTime: 0 }))
    expect(view).toMatchObject({ state: 4, orderStatus: 14 })
    expect(names(view)).toEqual(['删除订单'])
  })
})

describe('buttons (orderActions with texts, plus the invite code on signable orders)', () => {
  it.each<[string, ReturnType<typeof listItem>, string[]]>([
    ['pending, contract pending (signable): cancel, pay, invite code', listItem(1), ['取消订单', '去支付', '填写邀请码']],
    ['pending, visa-free: cancel, pay', listItem(1, { signContractStatus: 21 }), ['取消订单', '去支付']],
    ['pending with an invite code already: no invite button', { ...listItem(1), inviteCode: 'ABCDE' } as ReturnType<typeof listItem>, ['取消订单', '去支付']],
    ['paying, rejected: sign, pay, invite code', listItem(1, { state: 2, orderStatus: 12, signContractStatus: 25 }), ['签署协议', '去支付', '填写邀请码']],
    ['paying, under review: view, pay', listItem(1, { state: 2, orderStatus: 12, signContractStatus: 23 }), ['查看协议', '去支付']],
    ['complete, reading: study now', paidItem(1), ['立即学习']],
    ['complete, dropped out: study disabled', paidItem(1, { studyStatus: 1 }), ['立即学习(disabled)']],
    ['complete, graduated: study disabled', paidItem(1, { studyStatus: 3 }), ['立即学习(disabled)']],
    ['complete, real account: internship', paidItem(1, { goodsTypeId: 2 }), ['去实习']],
    ['cancelled: delete', listItem(1, { state: 4, orderStatus: 14 }), ['删除订单']],
    ['in the loan: pay loan', listItem(1, { state: 6, orderStatus: 12, signContractStatus: 21 }), ['分期支付']],
    ['supplementary: the code button once', listItem(1, { isSupply: true }), ['取消订单', '去支付', '填写邀请码']],
    ['supplementary with a saved code: no second code', listItem(1, { isSupply: true, inviteCode: 'KJ2025A' }), ['取消订单', '去支付']],
    ['signable with a saved code: no code button', listItem(1, { inviteCode: 'KJ2025A' }), ['取消订单', '去支付']],
    ['closed, contract pending: no buttons, no invite code', listItem(1, { orderStatus: 20 }), []],
  ])('%s', (_n, order, expected) => {
    expect(names(cardOrder(order))).toEqual(expected)
  })
})

it.each<[string, ReturnType<typeof listItem>, { label: string; text: string }]>([
  ['unpaid: the amount still to pay, 2 decimals truncated', listItem(1, { waitPayMoney: 12345 }), { label: '待付金额', text: '¥123.45' }],
  ['paying (2) is unpaid', listItem(1, { state: 2, waitPayMoney: 50 }), { label: '待付金额', text: '¥0.50' }],
  ['in the loan (6) is unpaid', listItem(1, { state: 6, waitPayMoney: 100 }), { label: '待付金额', text: '¥1.00' }],
  ['complete: what was paid', paidItem(1), { label: '实付金额', text: '¥980.00' }],
  ['cancelled: the order\'s price', listItem(1, { state: 4, orderStatus: 14, payPrice: 19900 }), { label: '订单金额', text: '¥199.00' }],
  ['timed out: the order\'s price', listItem(1, { state: 5, orderStatus: 15, payPrice: 19900 }), { label: '订单金额', text: '¥199.00' }],
])('amount: %s', (_n, order, amount) => {
  expect(cardAmount(cardOrder(order))).toEqual(amount)
})

it('validity when known', () => {
  expect(validityText(12)).toBe('有效期12个月')
  expect(validityText(undefined)).toBe('')
  expect(validityText(0)).toBe('')
})

it('"The invite code is shown for blueWhale-origin orders"', () => {
  expect(shownInviteCode({ orderOriginType: 1, inviteCode: 'BW123' })).toBe('BW123')
  expect(shownInviteCode({ orderOriginType: 2, inviteCode: 'TY123' })).toBe('')
  expect(shownInviteCode({ orderOriginType: 1 })).toBe('')
})

describe('warning markers: reject, agreement error, authority openError, loan failure', () => {
  type Facts = { signContractStatus: number | null; authorityStatus: number | null; state: number; loanStatus: number | null }
  const base: Facts = { signContractStatus: 21, authorityStatus: null, state: 3, loanStatus: null }
  it.each<[string, Partial<Facts>, string[]]>([
    ['none', {}, []],
    ['reject (25)', { signContractStatus: 25 }, ['协议被驳回']],
    ['agreement error (26)', { signContractStatus: 26 }, ['协议异常']],
    ['authority openError (33)', { authorityStatus: 33 }, ['服务开通异常，请尽快联系客服处理']],
    ['loan failure: state 8', { state: 8 }, ['分期失败']],
    ['loan failure: loanStatus 3', { loanStatus: 3 }, ['分期失败']],
    ['several', { signContractStatus: 25, authorityStatus: 33, loanStatus: 3 }, ['协议被驳回', '服务开通异常，请尽快联系客服处理', '分期失败']],
  ])('%s', (_n, over, texts) => {
    expect(orderWarnings({ ...base, ...over }).map((w) => w.text)).toEqual(texts)
  })
})

it('the rejection note only when the contract is rejected (25)', () => {
  expect(rejectNote({ signContractStatus: 25, signRejectMsg: '身份证号与姓名不符' })).toBe('驳回原因：身份证号与姓名不符')
  expect(rejectNote({ signContractStatus: 25, signRejectMsg: '' })).toBe('驳回原因：请联系招生老师')
  expect(rejectNote({ signContractStatus: 24, signRejectMsg: 'old' })).toBe('')
})

it('loan failure', () => {
  expect(isLoanFailed({ state: 8, loanStatus: null })).toBe(true)
  expect(isLoanFailed({ state: 3, loanStatus: 3 })).toBe(true)
  expect(isLoanFailed({ state: 6, loanStatus: 1 })).toBe(false)
})

it.each<[string, { installmentType: number | null; downPaymentStatus: number | null }, boolean]>([
  ['"non-baidu type and not complete": switched to baidu', { installmentType: 0, downPaymentStatus: null }, true],
  ['non-baidu, down payment pending', { installmentType: 0, downPaymentStatus: 1 }, true],
  ['non-baidu, down payment complete: kept', { installmentType: 0, downPaymentStatus: 3 }, false],
  ['baidu already: kept', { installmentType: 1, downPaymentStatus: null }, false],
])('loan failure pay: %s', (_n, o, switches) => {
  expect(loanFailSwitchesToBaidu(o)).toBe(switches)
})

it('loan info rows: platform, customer, loan status, down payment', () => {
  const rows = loanInfoRows({
    loan: { downPaymentStatus: 3, loanStatus: 1, customerName: '张三' },
    downPayment: 29400,
    goodsLoanList: [{ loanPlatformId: 1, loanPlatformName: '百度有钱花' }, { loanPlatformId: 2, loanPlatformName: '招联好期贷' }],
    loanPlatformId: 2,
  })
  expect(rows.map((r) => `${r.label}:${r.value}`)).toEqual(['分期平台:招联好期贷', '贷款人:张三', '贷款状态:审核中', '首付金额:¥294.00'])
  expect(loanInfoRows({ loan: null, downPayment: 0, goodsLoanList: [] }).map((r) => r.value)).toEqual(['--', '--', '--', '--'])
})

describe('links', () => {
  const order = listItem(7, { tradeOrderId: 'T7', orderNo: 'KJ7', goodsId: 3, commodityIdListStr: '11,12', schoolId: 2 })
  it('pay: /ty/confirmOrder with the order', () => {
    expect(orderPayUrl(order, false)).toBe('/ty/confirmOrder?tradeOrderId=T7&orderId=7&orderNo=KJ7&goodsId=3&commodityIdListStr=11%2C12&schoolId=2')
    expect(orderPayUrl(order, true)).toMatch(/&schoolId=2&isLoanPay=1$/)
  })
  it.each<[string, { state: number; installmentType: number | null }, 'pay' | 'payLoan', boolean]>([
    ['payLoan on state 6', { state: 6, installmentType: 0 }, 'payLoan', true],
    ['payLoan on state 8', { state: 8, installmentType: 0 }, 'payLoan', true],
    ['a baidu order', { state: 1, installmentType: 1 }, 'pay', true],
    ['payLoan on a complete baidu order', { state: 3, installmentType: 1 }, 'payLoan', true],
    ['an ordinary pay', { state: 1, installmentType: 0 }, 'pay', false],
  ])('isLoanPay: %s', (_n, o, action, loan) => {
    expect(paysByLoan(o, action)).toBe(loan)
  })
  describe('where pay and 分期支付 go (the order detail\'s button goes to the same places)', () => {
    const confirm = '/ty/confirmOrder?tradeOrderId=T7&orderId=7&orderNo=KJ7&goodsId=3&commodityIdListStr=11%2C12&schoolId=2'
    const loanOrder = (state: number, downPaymentStatus: number | null, loanStatus: number | null = null) =>
      ({ ...order, state, installmentType: 1, downPaymentStatus, loanStatus })
    it.each<[string, ReturnType<typeof loanOrder> | typeof order, 'pay' | 'payLoan', string]>([
      ['"It must lead back to their own application": 分期支付 on a down-paid order in the loan (state 6)', loanOrder(6, 3), 'payLoan', '/ty/loan?orderId=7&userId=5'],
      ['state 6 with the loan under review: its own application too, never another platform', loanOrder(6, 3, 1), 'payLoan', '/ty/loan?orderId=7&userId=5'],
      ['state 6, down payment not made: its down-payment step', loanOrder(6, 1), 'payLoan', `${confirm}&isLoanPay=1`],
      ['state 8, the loan declined: "\'pay now\' lets the user choose another platform"', loanOrder(8, 3, 3), 'payLoan', `${confirm}&isLoanPay=1`],
      ['pay on a pending order', order, 'pay', confirm],
    ])('%s', (_n, o, action, url) => {
      expect(cardPayUrl(o, action, 5)).toBe(url)
    })
  })
  it('the agreement and the detail', () => {
    expect(agreementUrl(order, 5)).toBe('/ty/signAgreement?tradeOrderId=T7&userId=5')
    expect(orderDetailUrl(order, 5)).toBe('/ty/payResult?tradeOrderId=T7&userId=5&goodsId=3')
  })
})
