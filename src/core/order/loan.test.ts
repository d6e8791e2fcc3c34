import { downPaymentDue, downPaymentFor, LOAN_LEAVE, loanEntryHint, loanEntryUrl } from './loan'

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

describe("the Loan view's hint says what the entry does", () => {
  const names = ['百度有钱花', '招联好期贷']
  it('down payment due: the platforms, and the loan application after the down payment', () => {
    expect(loanEntryHint({ state: 1, loan: null }, names)).toBe('百度有钱花 / 招联好期贷，首付后申请分期 ›')
  })
  it('after a declined loan (state 8, down payment made) it no longer asks for a down payment: choose another platform', () => {
    const declined = { state: 8, loan: { downPaymentStatus: 3, loanStatus: 3 } }
    expect(loanEntryHint(declined, names)).toBe('分期申请未通过，请选择其他分期平台 ›')
    expect(loanEntryHint(declined, names)).not.toContain('首付')
  })
})

describe("\"Leaving the loan page asks '申请贷款未完成' (message '您的贷款未通过，请尽快完成申请') with buttons '继续申请' or '确定离开'\"", () => {
  it.each<[keyof typeof LOAN_LEAVE, string]>([
    ['title', '申请贷款未完成'],
    ['message', '您的贷款未通过，请尽快完成申请'],
    ['stay', '继续申请'],
    ['leave', '确定离开'],
  ])('LOAN_LEAVE.%s: %p', (key, text) => {
    expect(LOAN_LEAVE[key]).toBe(text)
  })

  it('those four texts and no other', () => {
    expect(Object.keys(LOAN_LEAVE).sort()).toEqual(['leave', 'message', 'stay', 'title'])
  })
})
