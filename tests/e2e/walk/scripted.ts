// Routes reached from a page of the walk through a form or a payment: each starts where the walk's taps reach `from`
// (as the persona that reached it, or `as`) and goes on with the learner's taps and typing. Steps: {tap: text},
// {check: selector, nth, ifShown} (a tap on an element, the nth shown one; ifShown: only if it comes), {fill: [placeholder, value]}, {waitFor: route}.
// Learner 13900139000's orders, newest first (server/db/seeds/orders.ts): 0 pending (package 102), 3 paying and to
// sign, 5 in the loan (down payment made).

/** One step (above). */
export interface Step { tap?: string; check?: string; nth?: number; ifShown?: boolean; fill?: [string, string]; waitFor?: string }
/** A scripted path: where the walk's taps take it first, as whom (that path's persona unless said), then its steps. */
export interface Scripted { from: string; as?: string; steps: Step[] }

const PIONEER = (variant: number, submit: string): Scripted => ({
  from: `/cpaPioneer${variant}`,
  steps: [
    { fill: ['请输入手机号', '13800138000'] },
    { check: '.pioneer-form__subject' },
    { check: '.pioneer-form__agreed' },
    { tap: submit },
    { waitFor: `/cpaPioneerSuccess${variant}` },
  ],
})

/** From my orders to the detail of the learner's nth order. */
const ORDER = (nth: number): Step[] => [{ check: '.order-card__head', nth }, { waitFor: '/ty/payResult' }]

export const SCRIPTED: Record<string, Scripted> = {
  // The sandbox provider's consent page is outside the app (the third-party account's own site).
  '/authorize': { from: '/login', steps: [{ check: '.login-panel__oauth' }, { check: 'button[value="allow"]', ifShown: true }, { waitFor: '/authorize' }] },
  '/cpaPioneerSuccess2': PIONEER(2, '提交报名'),
  '/cpaPioneerSuccess3': PIONEER(3, '免费领取'),
  // Paying the pending order at the sandbox cashier.
  '/ty/finishPay': {
    from: '/ty/confirmOrder',
    steps: [
      { check: '.confirm-order__agreement .nut-checkbox' },
      { check: '.pay-bar__button' },
      { check: '.pay-popup .nut-button' },
      { check: 'button[value="pay"]' },
      { waitFor: '/ty/finishPay' },
    ],
  },
  '/ty/signAgreement': { from: '/ty/myOrder', steps: [...ORDER(3), { tap: '待签署' }, { waitFor: '/ty/signAgreement' }] },
  '/ty/loan': { from: '/ty/myOrder', steps: [...ORDER(5), { check: '.pay-result__bar-button' }, { waitFor: '/ty/loan' }] },
  // Goods 1 (the first banner), its package of ¥2 999 (instalments from ¥2 000), a campus, 立即购买, then instalments;
  // by a learner with no order of it (the seeded learner's would be a repeat purchase, stopped by its dialog).
  '/ty/confirmOrder/confirmOrderLoan': {
    from: '/singleSubject',
    as: 'newcomer',
    steps: [
      { tap: '全程无忧班（不过退费）' },
      { check: '.campus-row .nut-cell' },
      { waitFor: '/ty/SelectSchool' },
      { check: '.choice-item' },
      { waitFor: '/singleSubject' },
      { tap: '立即购买' },
      { waitFor: '/ty/confirmOrder' },
      { check: '.loan-entry__row' },
      { waitFor: '/ty/confirmOrder/confirmOrderLoan' },
    ],
  },
  // A goods whose package lets the learner choose its courses (home's second floor: 中级会计·科目自选班).
  '/ty/CourseSelect': {
    from: '/publicPage/textualResearch',
    as: 'learner',
    steps: [{ tap: '中级会计·科目自选班' }, { waitFor: '/singleSubject' }, { check: '.package-section__choose' }, { waitFor: '/ty/CourseSelect' }],
  },
  // The product centre's membership card.
  '/member-detail': {
    from: '/knowledge-shop',
    steps: [{ tap: '产品中心' }, { tap: '会计VIP年卡会员' }, { waitFor: '/member-detail' }],
  },
}
