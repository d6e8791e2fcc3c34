// Paying (docs/spec/ordering-payment.md sections 2, 5, 8).
import { canPay, canPayFull, choosePayMethod, defaultPayMethod, partialAmountProblem, payBarAmount, payButtonText, payCheckDialog, payClickBlocker, payMethodOptions } from './payment'

type Env = { inWeChat: boolean; inQQ: boolean; inAlipay: boolean; isMiniProgram: boolean }
const env = (over: Partial<Env> = {}): Env => ({ inWeChat: false, inQQ: false, inAlipay: false, isMiniProgram: false, ...over })
/** An option as a row reads it: the value, and after a colon the toast choosing it gives instead of paying. */
const shown = (e: Env, flow: 'order' | 'loan') => payMethodOptions(e, flow).map((o) => (o.refusal ? `${o.method}:${o.refusal}` : String(o.method)))
const ALIPAY_TOAST = '1:支付宝支付请复制到浏览器打开'
const WECHAT_TOAST = '2:微信支付请复制到浏览器打开'

describe('pay methods: one rule for every pay dialog (the pay popup of Full and Stages, the down payment\'s pay-mode dialog)', () => {
  // "in the messenger browser choosing alipay toasts '支付宝支付请复制到浏览器打开'; outside it, choosing wechat in the loan
  // flow toasts '微信支付请复制到浏览器打开'. Value 1 (alipay) is hidden in messenger or QQ browsers; value 2 (wechat) is
  // hidden in the alipay app." Where a method has the spec's toast it is offered and choosing it toasts (the toast is
  // the spec's word to that learner: docs/orders-and-payments.md); where the spec gives none it is hidden.
  it.each<[string, Env, 'order' | 'loan', string[], number | null]>([
    ['ordinary browser: both, alipay by default', env(), 'order', ['1', '2'], 1],
    ['ordinary browser, loan flow: "choosing wechat in the loan flow toasts"', env(), 'loan', ['1', WECHAT_TOAST], 1],
    ['messenger browser: alipay offered and "choosing alipay toasts"; "wechat is preselected inside the WeChat browser"', env({ inWeChat: true }), 'order', [ALIPAY_TOAST, '2'], 2],
    ['messenger browser, loan flow: the same', env({ inWeChat: true }), 'loan', [ALIPAY_TOAST, '2'], 2],
    ['QQ browser: alipay hidden (no toast given for it)', env({ inQQ: true }), 'order', ['2'], 2],
    ['QQ browser, loan flow: wechat offered with its toast, nothing payable here', env({ inQQ: true }), 'loan', [WECHAT_TOAST], null],
    ['alipay app: "wechat is hidden in the alipay app"', env({ inAlipay: true }), 'order', ['1'], 1],
    ['alipay app, loan flow: alipay', env({ inAlipay: true }), 'loan', ['1'], 1],
    ['mini-program: WeChat\'s own payment, the one way there', env({ isMiniProgram: true }), 'order', ['2'], 2],
    ['mini-program, loan flow: the same', env({ isMiniProgram: true }), 'loan', ['2'], 2],
  ])('%s', (_n, e, flow, options, preselected) => {
    expect(shown(e, flow)).toEqual(options)
    expect(defaultPayMethod(e, flow)).toBe(preselected)
  })

  it('the toast "in the messenger browser choosing alipay toasts" is reachable: alipay is among the options there', () => {
    expect(payMethodOptions(env({ inWeChat: true }), 'order').some((o) => o.method === 1)).toBe(true)
  })
})

describe('choosing a method: the option\'s toast, else it pays', () => {
  it.each<[string, 1 | 2, Env, 'order' | 'loan', object]>([
    ['"in the messenger browser choosing alipay toasts \'支付宝支付请复制到浏览器打开\'"', 1, env({ inWeChat: true }), 'order', { ok: false, toast: '支付宝支付请复制到浏览器打开' }],
    ['also in the loan flow', 1, env({ inWeChat: true }), 'loan', { ok: false, toast: '支付宝支付请复制到浏览器打开' }],
    ['"outside it, choosing wechat in the loan flow toasts \'微信支付请复制到浏览器打开\'"', 2, env(), 'loan', { ok: false, toast: '微信支付请复制到浏览器打开' }],
    ['in QQ\'s browser too (outside the messenger browser)', 2, env({ inQQ: true }), 'loan', { ok: false, toast: '微信支付请复制到浏览器打开' }],
    ['outside it, wechat in the order flow (H5 payment redirect)', 2, env(), 'order', { ok: true }],
    ['wechat in the messenger browser', 2, env({ inWeChat: true }), 'loan', { ok: true }],
    ['alipay outside it', 1, env(), 'loan', { ok: true }],
    ['a hidden method is not chosen (alipay in QQ\'s browser)', 1, env({ inQQ: true }), 'order', { ok: false, toast: '' }],
    ['mini-program: wechat', 2, env({ isMiniProgram: true }), 'loan', { ok: true }],
    ['mini-program: alipay is not offered', 1, env({ isMiniProgram: true }), 'order', { ok: false, toast: '' }],
  ])('%s', (_n, method, e, flow, result) => {
    expect(choosePayMethod(method, e, flow)).toEqual(result)
  })
})

it.each<[string, { state: number; isShowSchool?: boolean; signSchoolId?: number | null }, string]>([
  ['"state 3 shows \'该订单已完成支付，无需重复支付\'"', { state: 3 }, '该订单已完成支付，无需重复支付'],
  ['"school option shown and no signSchoolId: \'请选择上课校区\'"', { state: 1, isShowSchool: true, signSchoolId: null }, '请选择上课校区'],
  ['school chosen', { state: 1, isShowSchool: true, signSchoolId: 3 }, ''],
  ['no school option', { state: 2, isShowSchool: false }, ''],
])('pay click: %s', (_n, o, message) => {
  expect(payClickBlocker(o)).toBe(message)
})

it.each<[string, object, number | null, string]>([
  ['"If the order isReceiveAll the button reads confirm pay"', { isReceiveAll: true, installmentType: 0, downPayment: 0, waitPayMoney: 500 }, null, '确认支付'],
  ['"the down payment when installmentType is set"', { isReceiveAll: false, installmentType: 1, downPayment: 30000, waitPayMoney: 98000 }, 30000, '立即支付'],
  ['"otherwise waitPayMoney"', { isReceiveAll: false, installmentType: 0, downPayment: 0, waitPayMoney: 98000 }, 98000, '立即支付'],
])('%s', (_n, o, amount, text) => {
  expect(payBarAmount(o as never)).toBe(amount)
  expect(payButtonText(o as never)).toBe(text)
})

describe('partial amount: "above the amount still to pay gives a dialog titled 提示"', () => {
  it.each<[number, number, string]>([
    [98001, 98000, '您所输入的支付金额已超上限，最大可支付金额为￥980.00，请重新输入'],
    [100000, 12345, '您所输入的支付金额已超上限，最大可支付金额为￥123.45，请重新输入'],
    [98000, 98000, ''],
    [1, 98000, ''],
    [0, 98000, ''], // "No lower bound shown" (a zero amount cannot be paid: see canPay)
  ])('%s of %s: %p', (amount, max, problem) => {
    expect(partialAmountProblem(amount, max)).toBe(problem)
  })
})

it.each<[1 | 2 | null, number, boolean]>([
  [1, 98000, true], [2, 1, true], [null, 98000, false], [1, 0, false], [1, Number.NaN, false],
])('"disabled unless a pay method is selected and the payable price is a non-zero number": %s, %s -> %s', (method, payable, ok) => {
  expect(canPay(method, payable)).toBe(ok)
})

it('"Pay button on the full package is disabled until a pay method and agreement are chosen"', () => {
  expect(canPayFull(1, false, 98000)).toBe(false)
  expect(canPayFull(null, true, 98000)).toBe(false)
  expect(canPayFull(1, true, 98000)).toBe(true)
})

it.each<[number, object]>([
  [1, { show: true, message: '你当前还没有完成付款，请重新支付', success: false }],
  [2, { show: false }],
  [3, { show: true, success: true }],
  [4, { show: true, message: '支付失败，请重新支付', success: false }],
  [5, { show: true, message: '当前交易已关闭', success: false }],
  [6, { show: true, message: '当前交易已完成，无需重复支付', success: true }],
])('payment check %s (section 4, "1 not paid yet; 2 pending, nothing shown; ...")', (status, dialog) => {
  expect(payCheckDialog(status)).toMatchObject(dialog)
})
