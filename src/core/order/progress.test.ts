// Pay bar, continue pay, pay-result variant, finish-pay title, old-origin normalisation, confirm-order view (section 4).
import { afterDownPayment, afterLoanPlatforms, chooseConfirmView, continuePayText, finishPayTitle, normaliseOldOrigin, payResultVariant, showPayBar, showsPriceBlock } from './progress'

it.each([[1, true], [2, true], [6, true], [3, false], [4, false], [5, false], [7, false], [8, false]])(
  '"Pay bar shows when state is pending, paying or inTheLoan": state %s -> %s', (state, shown) => {
    expect(showPayBar({ state })).toBe(shown)
  },
)

it.each<[string, { state: number; downPaymentStatus: number | null }, string]>([
  ['"continue pay when inTheLoan"', { state: 6, downPaymentStatus: 3 }, '继续支付'],
  ['"continue pay when ... paying"', { state: 2, downPaymentStatus: null }, '继续支付'],
  ['"go to installment platform when down payment is complete"', { state: 3, downPaymentStatus: 3 }, '前往分期平台'],
  ['"also when loan failed with down payment complete"', { state: 8, downPaymentStatus: 3 }, '前往分期平台'],
  ['loan failed, down payment not complete: view order', { state: 8, downPaymentStatus: 1 }, '查看订单'],
  ['"otherwise view order"', { state: 3, downPaymentStatus: null }, '查看订单'],
])('%s', (_n, o, text) => {
  expect(continuePayText(o)).toBe(text)
})

it.each<[string, { installmentType: number | null; signContractStatus: number | null }, string]>([
  ['"down payment if installmentType is set"', { installmentType: 1, signContractStatus: 22 }, 'downPayment'],
  ['"else sign if signContractStatus is present and not 21"', { installmentType: 0, signContractStatus: 22 }, 'sign'],
  ['signed is present and not 21: sign', { installmentType: 0, signContractStatus: 24 }, 'sign'],
  ['21: no-sign', { installmentType: 0, signContractStatus: 21 }, 'noSign'],
  ['absent: "else no-sign"', { installmentType: null, signContractStatus: null }, 'noSign'],
])('%s', (_n, o, variant) => {
  expect(payResultVariant(o)).toBe(variant)
})

it('"Title is \'支付完成\' when state is 3, otherwise \'支付成功\'"', () => {
  expect(finishPayTitle(3)).toBe('支付完成')
  expect(finishPayTitle(2)).toBe('支付成功')
  expect(finishPayTitle(6)).toBe('支付成功')
})

it('"Old-origin orders (origin type 1) are normalised to orderStatus 0, contract status 21 and paidMoney equal to payPrice"', () => {
  const old = { orderOriginType: 1, orderStatus: 11, signContractStatus: 22, paidMoney: 0, payPrice: 98000, name: 'x' }
  expect(normaliseOldOrigin(old)).toEqual({ ...old, orderStatus: 0, signContractStatus: 21, paidMoney: 98000 })
  const tianyi = { ...old, orderOriginType: 2 }
  expect(normaliseOldOrigin(tianyi)).toBe(tianyi)
})

describe('confirm-order view (section 4)', () => {
  it.each<[string, { state: number; isReceiveAll: boolean; xlType: number | null }, boolean, object]>([
    ['"If isLoanPay is present, LoanPay"', { state: 1, isReceiveAll: false, xlType: null }, true, { view: 'LoanPay' }],
    ['isLoanPay wins over state 8', { state: 8, isReceiveAll: false, xlType: null }, true, { view: 'LoanPay' }],
    ['"state 8 shows Loan with the order\'s own loan list"', { state: 8, isReceiveAll: false, xlType: null }, false, { view: 'Loan', loanList: 'own' }],
    ['"not fully received": the loan platforms are fetched', { state: 1, isReceiveAll: false, xlType: null }, false, { view: 'fetchLoanPlatforms' }],
    ['"or xlType is set": fetched too', { state: 1, isReceiveAll: true, xlType: 1 }, false, { view: 'fetchLoanPlatforms' }],
    ['"otherwise Stages"', { state: 2, isReceiveAll: true, xlType: null }, false, { view: 'Stages' }],
    ['state 6 without isLoanPay (continuing an instalment): Stages', { state: 6, isReceiveAll: false, xlType: null }, false, { view: 'Stages' }],
  ])('%s', (_n, o, isLoanPay, view) => {
    expect(chooseConfirmView(o, isLoanPay)).toEqual(view)
  })

  it('"Loan is shown if the list is non-empty, else Full"', () => {
    expect(afterLoanPlatforms([{ loanPlatformId: 1 }])).toBe('Loan')
    expect(afterLoanPlatforms([])).toBe('Full')
  })
})

it.each<[number, boolean]>([[1, true], [0, false], [2, false], [4, false], [6, false]])(
  'confirm order\'s price block: "for goodsType 1 a price block" (goodsType %s: %s)', (goodsType, shown) => {
    expect(showsPriceBlock({ goodsType })).toBe(shown)
  },
)

describe('after a down payment: "then it goes to the loan page or contract signing"', () => {
  it.each<[number | null, 'sign' | 'loan']>([
    [22, 'sign'], [25, 'sign'], [21, 'loan'], [null, 'loan'], [23, 'loan'], [24, 'loan'], [20, 'loan'],
  ])('contract status %p: %s', (signContractStatus, next) => {
    expect(afterDownPayment({ signContractStatus })).toBe(next)
  })
})
