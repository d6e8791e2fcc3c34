import { downPaymentDue, downPaymentFor, loanEntryUrl } from './loan'

it.each([[198000, 30, 59400], [128850, 30, 38655], [99999, 20, 19999], [1, 30, 0]])('down payment of %s at %s%%: %s cents', (price, pct, down) => {
  expect(downPaymentFor(price, pct)).toBe(down)
})

describe('LoanPay view: the down-payment step until it is paid, then re-choosing a platform', () => {
  it.each<[string, Parameters<typeof downPaymentDue>[0], boolean]>([
    ['new instalment order, nothing paid', { installmentType: 1, paidMoney: 0, loan: null }, true],
    ['down payment pending (1)', { installmentType: 1, paidMoney: 0, loan: { downPaymentStatus: 1 } }, true],
    ['down payment complete (3), loan failed', { installmentType: 1, paidMoney: 89400, loan: { downPaymentStatus: 3 } }, false],
    ['something paid already', { installmentType: 1, paidMoney: 89400, loan: null }, false],
    ['not an instalment order (installmentType 0)', { installmentType: 0, paidMoney: 0, loan: null }, false],
  ])('%s', (_n, o, expected) => expect(downPaymentDue(o)).toBe(expected))
})

describe("the Loan view's '分期付款' entry", () => {
  const base = { tradeOrderId: 'T1', orderId: 9 }
  it('down payment due: the loan confirm page (platform, agreement, down payment)', () => {
    expect(loanEntryUrl({ ...base, installmentType: 0, paidMoney: 0, loan: null })).toBe('/ty/confirmOrder/confirmOrderLoan?tradeOrderId=T1&orderId=9')
    expect(loanEntryUrl({ ...base, installmentType: 1, paidMoney: 0, loan: null })).toBe('/ty/confirmOrder/confirmOrderLoan?tradeOrderId=T1&orderId=9')
  })
  it('"state 8 shows Loan with the order\'s own loan list": down payment made, the LoanPay view to choose another platform', () => {
    expect(loanEntryUrl({ ...base, installmentType: 1, paidMoney: 89400, loan: { downPaymentStatus: 3 } }))
      .toBe('/ty/confirmOrder?tradeOrderId=T1&orderId=9&isLoanPay=1')
  })
})
