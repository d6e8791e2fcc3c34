/**
 * Payment settings, invite codes and learners' orders (docs/spec/ordering-payment.md sections 3, 4).
 *
 *   packages   allow_partial for paid packages of ¥1000 or more (about half): their orders are not isReceiveAll
 *   invites    KJ2025A (张老师), TEACH88 (李老师), CPA2025 (王老师), OLD2023 (inactive)
 *   13900139000  one order in every state the UI shows (LEARNER_9000_ORDERS, in creation order, newest last)
 *   15800158000  exactly 25 orders in varied states, created days apart (pages 10/10/5)
 *   18600186000  120 unpaid pending orders (badge '99+')
 *   13800138000, 13700137000  no orders (the e2e tests create theirs)
 *   15900159000  one course paid twice (the second payment arrived after the first had completed it): ¥199.00 owed back
 */
import type { Database } from 'better-sqlite3'
import type { SeedModule } from './types'
import { RefundReason } from '../../lib/payments/applyPayment'
import { DAY, HOUR, insertSeedOrder, type SeedOrder } from './orderFactory'
import { NATIONAL_GUIDANCE_SCHOOLS } from './places'

/** A national-guidance campus (the seed's group): its pending order offers no cancel. */
const GUIDANCE_SCHOOL = Number(Object.keys(NATIONAL_GUIDANCE_SCHOOLS)[0])

export const INVITE_CODES: [code: string, inviter: string, active: 0 | 1][] = [
  ['KJ2025A', '张老师', 1],
  ['TEACH88', '李老师', 1],
  ['CPA2025', '王老师', 1],
  ['OLD2023', '赵老师', 0],
]

const paid = (createdAt: number, extra: Record<string, unknown> = {}) => ({
  state: 3, order_status: 19, pay_status: 1, study_status: 0, paid_at: createdAt + 15 * 60_000, ...extra,
})
const filled = { real_name: '王小明', id_card: '110101199003071233', mobile: '13900139000', education: 3 }

/** [key, package, hours before seeding, overrides, contract record, no record]: keys name the UI case. */
type Case = [key: string, spPriceId: number, hoursAgo: number, set: Record<string, unknown>, contract?: Record<string, unknown>, noRecord?: boolean]

export const LEARNER_9000_CASES: Case[] = [
  ['legacyBlueWhale', 2201, 24 * 400, { ...paid(0), order_origin_type: 1, sign_contract_status: 21, paid_at: null }],
  ['completeDropOut', 1401, 24 * 200, { ...paid(0), study_status: 1 }],
  ['closed', 2601, 24 * 150, { ...paid(0), order_status: 20, sign_contract_status: 24 }, filled],
  ['timeout', 1001, 24 * 90, { state: 5, order_status: 15 }],
  ['cancel', 301, 24 * 60, { state: 4, order_status: 14 }],
  ['completeRealAccountOpenError', 2001, 24 * 45, { ...paid(0), authority_status: 33 }],
  ['contractError', 1101, 24 * 40, { ...paid(0), order_status: 13, sign_contract_status: 26 }, filled],
  ['contractNoRecord', 601, 24 * 35, { ...paid(0), order_status: 17, sign_contract_status: 22 }, undefined, true],
  ['degree', 3001, 24 * 30, { ...paid(0), order_status: 17, enroll_info: JSON.stringify({
    academicLevel: '专科', bkMajor: '会计学', bkSchool: '重庆工商大学', zkMajor: '大数据与会计', zkSchool: '重庆财经职业学院',
    school: '重庆工商大学', major: '会计学', secondVolunteerUniversity: '西南大学', secondVolunteerMajor: '财务管理' }) }],
  ['completeSigned', 101, 24 * 25, { ...paid(0), sign_contract_status: 24 }, filled],
  ['completeVisaFree', 201, 24 * 20, paid(0)],
  ['loanFail', 1302, 24 * 12, { installment_type: 1, is_loan: 1, loan_platform_id: 1, down_payment: 384000, paid_money: 384000,
    wait_pay_money: 896000, rest_money: 896000, loan_down_payment_status: 3, loan_status: 3, loan_customer_name: '王小明',
    loan_customer_mobile: '13900139000', state: 8, order_status: 12, loan_fail_msg: '您的课程分期申请未通过，请选择其他分期平台', loan_fail_msg_read: 0 }],
  ['inTheLoan', 802, 24 * 8, { installment_type: 1, is_loan: 1, loan_platform_id: 1, down_payment: 179400, paid_money: 179400,
    wait_pay_money: 418600, rest_money: 418600, loan_down_payment_status: 3, state: 6, order_status: 12 }],
  ['payingReject', 1701, 24 * 6, { state: 2, order_status: 12, paid_money: 100000, wait_pay_money: 358000, rest_money: 358000,
    sign_contract_status: 25, sign_reject_msg: '身份证号与姓名不符，请重新填写' }, { ...filled, reject_msg: '身份证号与姓名不符，请重新填写' }],
  ['payingSign', 1301, 24 * 3, { state: 2, order_status: 12, paid_money: 300000, wait_pay_money: 580000, rest_money: 580000 }],
  ['supplementary', 2901, 5, { is_supply: 1 }],
  ['pendingNationalGuidance', 801, 3, { school_id: GUIDANCE_SCHOOL, sign_school_id: GUIDANCE_SCHOOL }],
  ['pending', 102, 2, { school_id: 2, sign_school_id: 2 }],
]

function userId(db: Database, mobile: string): number | undefined {
  return (db.prepare('SELECT id FROM users WHERE mobile = ?').get(mobile) as { id: number } | undefined)?.id
}

function seedCase(db: Database, uid: number, now: number, [, sp, hoursAgo, set, contract, noRecord]: Case): number {
  const createdAt = now - hoursAgo * HOUR
  const s: SeedOrder = { userId: uid, spPriceId: sp, createdAt, set: { ...set }, contract, noContractRecord: noRecord }
  if (set.paid_at === 0 || (set.state === 3 && set.paid_at === undefined)) s.set!.paid_at = createdAt + 15 * 60_000
  if (set.paid_at === null) delete s.set!.paid_at
  return insertSeedOrder(db, s)
}

const NO_CAMPUS = [201, 2201, 2301, 2501, 1801, 1201, 2401, 3601]

export const ordersSeed: SeedModule = {
  name: 'orders',
  run({ db, now }) {
    db.prepare('UPDATE specifications SET allow_partial = CASE WHEN present_price >= 100000 THEN 1 ELSE 0 END').run()
    const invite = db.prepare('INSERT OR IGNORE INTO invite_codes (code, inviter_name, active) VALUES (?, ?, ?)')
    for (const row of INVITE_CODES) invite.run(...row)

    const u9000 = userId(db, '13900139000')
    if (u9000) for (const c of LEARNER_9000_CASES) seedCase(db, u9000, now, c)

    const u8158 = userId(db, '15800158000')
    if (u8158) {
      const states: Record<string, unknown>[] = [
        paid(0), { state: 5, order_status: 15 }, { state: 4, order_status: 14 }, { state: 2, order_status: 12, paid_money: 5000 }, paid(0, { study_status: 3 }),
      ]
      for (let i = 0; i < 25; i++) {
        const sp = NO_CAMPUS[i % NO_CAMPUS.length]
        const createdAt = i === 0 ? now - HOUR : now - i * 1.5 * DAY - 3 * HOUR
        const set = i === 0 ? {} : { ...states[i % states.length] }
        insertSeedOrder(db, { userId: u8158, spPriceId: sp, createdAt, set })
      }
    }

    const u6186 = userId(db, '18600186000')
    if (u6186) for (let i = 0; i < 120; i++) insertSeedOrder(db, { userId: u6186, spPriceId: NO_CAMPUS[i % NO_CAMPUS.length], createdAt: now - (i + 1) * 5 * 60_000 })
  },
}

/** The learner whose course was paid twice: the order's ledger has two paid payments and one refund due. */
export const REFUND_LEARNER = '15900159000'

export const refundSeed: SeedModule = {
  name: 'refund-due',
  run({ db, now }) {
    db.prepare(
      `INSERT OR IGNORE INTO users (mobile, nick_name, user_client, register_channel_id, client_type, business_id, race_track, created_at)
       VALUES (?, '9000', 1, 'h5', 1, 'kuaiji', 0, ?)`,
    ).run(REFUND_LEARNER, now - 30 * DAY)
    const uid = userId(db, REFUND_LEARNER)!
    const createdAt = now - 2 * DAY
    const price = 19900
    const orderId = insertSeedOrder(db, { userId: uid, spPriceId: 201, createdAt, set: { ...paid(createdAt), paid_money: price, wait_pay_money: 0, rest_money: 0, refund_due: price } })
    const pay = db.prepare(
      `INSERT INTO sub_orders (order_id, user_id, trade_no, amount, pay_type, trade_type, status, cashier_result, applied, applied_amount, created_at, settled_at)
       VALUES (?, ?, ?, ?, 1, 5, 'paid', 'paid', ?, ?, ?, ?)`,
    )
    pay.run(orderId, uid, `P9${String(orderId).padStart(19, '0')}`, price, 1, price, createdAt + 5 * 60_000, createdAt + 10 * 60_000)
    const late = pay.run(orderId, uid, `P8${String(orderId).padStart(19, '0')}`, price, 0, 0, createdAt + 4 * 60_000, createdAt + 40 * 60_000)
    db.prepare('INSERT INTO refunds_due (order_id, user_id, sub_order_id, amount, reason, created_at) VALUES (?, ?, ?, ?, ?, ?)').run(
      orderId, uid, Number(late.lastInsertRowid), price, RefundReason.ORDER_COMPLETE, createdAt + 40 * 60_000,
    )
  },
}
