// "Action buttons by state" (docs/spec/ordering-payment.md section 4), one row per rule.
import { orderActions, type OrderAction } from './actions'
import type { OrderFacts } from './facts'

const order = (over: Partial<OrderFacts>): OrderFacts => ({
  state: 1, orderStatus: 11, signContractStatus: 21, studyStatus: null, installmentType: 0, goodsTypeId: 1,
  authorityStatus: null, schoolId: 1, orderOriginType: 2, loanStatus: null, downPaymentStatus: null, isSupply: false, ...over,
})
/** The national-guidance group as the reference server seeds it (configuration: TARO_APP_NATIONAL_GUIDANCE_SCHOOLS). */
const GUIDANCE = [7, 8, 9]
const names = (o: OrderFacts, group: readonly number[] = GUIDANCE) => orderActions(o, group).map((b) => (b.disabled ? `${b.action}(disabled)` : b.action))

it.each<[string, Partial<OrderFacts>, string[]]>([
  ['"pending gives cancel ... and pay"', { state: 1 }, ['cancel', 'pay']],
  ['"(not for three special national-guidance schools)": school 7', { state: 1, schoolId: 7 }, ['pay']],
  ['national-guidance school 8', { state: 1, schoolId: 8 }, ['pay']],
  ['national-guidance school 9', { state: 1, schoolId: 9 }, ['pay']],
  ['"paying gives sign agreement (contract pending ...)" plus pay', { state: 2, signContractStatus: 22 }, ['signAgreement', 'pay']],
  ['paying, contract rejected: sign agreement plus pay', { state: 2, signContractStatus: 25 }, ['signAgreement', 'pay']],
  ['"or view agreement (under review ...)" plus pay', { state: 2, signContractStatus: 23 }, ['viewAgreement', 'pay']],
  ['paying, contract signed: view agreement plus pay', { state: 2, signContractStatus: 24 }, ['viewAgreement', 'pay']],
  ['paying, visa-free: only pay', { state: 2, signContractStatus: 21 }, ['pay']],
  ['"complete gives pay-loan (baidu type with loan failure)"', { state: 3, installmentType: 1, loanStatus: 3, studyStatus: 0 }, ['payLoan', 'study']],
  ['complete, baidu type without loan failure: no pay-loan', { state: 3, installmentType: 1, loanStatus: 2, studyStatus: 0 }, ['study']],
  ['complete, full type with loan failure: no pay-loan', { state: 3, installmentType: 0, loanStatus: 3, studyStatus: 0 }, ['study']],
  ['"study ... when study status is reading"; "visa-free gives only study"', { state: 3, studyStatus: 0, signContractStatus: 21 }, ['study']],
  ['"internship when goods type is real account"', { state: 3, studyStatus: 0, goodsTypeId: 2 }, ['internship']],
  ['dropped out: study "disabled for dropOut"', { state: 3, studyStatus: 1 }, ['study(disabled)']],
  ['graduated: study disabled', { state: 3, studyStatus: 3 }, ['study(disabled)']],
  ['changed school: no study', { state: 3, studyStatus: 2 }, []],
  ['quit school: no study', { state: 3, studyStatus: 4 }, []],
  ['"sign or view agreement by contract status": pending', { state: 3, studyStatus: 0, signContractStatus: 22 }, ['study', 'signAgreement']],
  ['complete, rejected: sign', { state: 3, studyStatus: 0, signContractStatus: 25 }, ['study', 'signAgreement']],
  ['complete, under review: view', { state: 3, studyStatus: 0, signContractStatus: 23 }, ['study', 'viewAgreement']],
  ['complete, signed: view', { state: 3, studyStatus: 0, signContractStatus: 24 }, ['study', 'viewAgreement']],
  ['complete, offline contract: study only', { state: 3, studyStatus: 0, signContractStatus: 20 }, ['study']],
  ['"cancel or timeout gives delete": cancel', { state: 4, orderStatus: 14 }, ['delete']],
  ['timeout gives delete', { state: 5, orderStatus: 15 }, ['delete']],
  ['"inTheLoan or loanFail gives pay loan": inTheLoan', { state: 6 }, ['payLoan']],
  ['loanFail gives pay loan', { state: 8 }, ['payLoan']],
  ['loan success: no button', { state: 7 }, []],
  ['"a supplementary order also gets a code button"', { state: 1, isSupply: true }, ['cancel', 'pay', 'inviteCode']],
  ['"If orderStatus is close, only view agreement when signed"', { state: 3, orderStatus: 20, signContractStatus: 24, studyStatus: 0 }, ['viewAgreement']],
  ['"... else no buttons"', { state: 1, orderStatus: 20, signContractStatus: 22 }, []],
])('%s', (_rule, over, expected) => {
  expect(names(order(over))).toEqual(expected as (OrderAction | string)[])
})

describe('"not for three special national-guidance schools": the group is configuration, not a guess', () => {
  it('a group configured as schools 12 and 13: their pending orders have no cancel, school 7\'s do', () => {
    expect(names(order({ state: 1, schoolId: 12 }), [12, 13])).toEqual(['pay'])
    expect(names(order({ state: 1, schoolId: 13 }), [12, 13])).toEqual(['pay'])
    expect(names(order({ state: 1, schoolId: 7 }), [12, 13])).toEqual(['cancel', 'pay'])
  })
  it('an empty group: every pending order can be cancelled', () => {
    expect(names(order({ state: 1, schoolId: 7 }), [])).toEqual(['cancel', 'pay'])
  })
})
