/**
 * Sales staff and the enterprise channel (docs/spec/content-access.md sections 2, 3, 5, 6, 7 "Enterprise channel").
 *
 * Mobiles and codes the app and tests rely on:
 *   13600136000 张敏  user client 2, BOUND to qw user ZhangMin, distributorCode D1001: 18 customers, 12 private-pool
 *                     leads, 23 imported referral records (3 within the hour before seeding, 8 paid)
 *   13300133000 王磊  user client 2, BOUND to WangLei, D1002: 4 customers, 2 leads, 5 referral records
 *   13500135000 李强  user client 2, NOT bound; in the directory as LiQiang (D1003), so bindingQwUser binds him
 *   13900139000       user client 2 (learner), not in the directory: bindingQwUser answers 404
 *   13800138000       user client 1: bindingQwUser answers 403; also a customer of 张敏 (registered)
 *   13200132000 陈静  directory member D1004 without an account
 */
import type { SeedModule } from './types'
import { coverPath } from '../../lib/media/media'

const HOUR = 3600 * 1000
const DAY = 24 * HOUR

export const STAFF = { bound: '13600136000', boundB: '13300133000', unbound: '13500135000' } as const

/** [qwUserId, name, mobile, department, distributorCode, bound days ago (null: not bound)] */
export const QW_MEMBERS: [string, string, string, string, string, number | null][] = [
  ['ZhangMin', '张敏', '13600136000', '渠道一部', 'D1001', 20],
  ['WangLei', '王磊', '13300133000', '渠道二部', 'D1002', 5],
  ['LiQiang', '李强', '13500135000', '渠道一部', 'D1003', null],
  ['ChenJing', '陈静', '13200132000', '渠道三部', 'D1004', null],
]

const NAMES = ['王芳', '李娜', '张伟', '刘洋', '陈静怡', '杨帆', '黄磊', '赵敏', '吴昊', '周婷', '徐杰', '孙丽', '马超', '朱琳', '胡军', '郭靖', '何雪', '林峰', '罗欣', '高远']
const SOURCES = ['企微好友', '直播间', '知识商城', '朋友圈海报', '公众号']
const TOPICS = ['cpa-spring', 'chuji-2025', 'shicao-free']
const TAGS = ['初级会计,在职', '实操,转行', '中级会计', '应届生,就业', 'CPA,在职']

/** Customers (pool 1) and private-pool leads (pool 2) per staff mobile. */
export const CUSTOMER_COUNTS: Record<string, [customers: number, leads: number]> = { '13600136000': [18, 12], '13300133000': [4, 2] }
/** Imported referral records per distributor code, and how many of them are dated today. */
export const REFERRAL_COUNTS: Record<string, number> = { D1001: 23, D1002: 5 }

export const staffSeed: SeedModule = {
  name: 'staff',
  run({ db, now }) {
    const user = db.prepare(
      `INSERT OR IGNORE INTO users (mobile, nick_name, user_client, register_channel_id, client_type, business_id, race_track, created_at)
       VALUES (?, ?, 2, 'h5', 1, 'kuaiji', 0, ?)`,
    )
    const member = db.prepare('INSERT INTO qw_members (qw_user_id, name, mobile, department, distributor_code, avatar) VALUES (?, ?, ?, ?, ?, ?)')
    const bind = db.prepare('INSERT INTO qw_bindings (user_id, qw_user_id, bound_at) VALUES (?, ?, ?)')
    const idOf = (mobile: string) => (db.prepare('SELECT id FROM users WHERE mobile = ?').get(mobile) as { id: number }).id
    for (const [qwUserId, name, mobile, dept, code, boundDays] of QW_MEMBERS) {
      member.run(qwUserId, name, mobile, dept, code, coverPath(`qw-${qwUserId}`, 96, 96, { title: name, initial: true }))
      if (mobile === '13200132000') continue // a directory member without an account
      user.run(mobile, mobile.slice(-4), now - 60 * DAY)
      if (boundDays !== null) bind.run(idOf(mobile), qwUserId, now - boundDays * DAY)
    }

    const customer = db.prepare(
      `INSERT INTO qw_customers (staff_user_id, pool, name, mobile, avatar, education_type, intention, follow_status, source,
         register_channel_id, webpage_topic, distributor_code, tags, memo, last_follow_at, created_at, updated_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    let n = 0
    for (const [mobile, [customers, leads]] of Object.entries(CUSTOMER_COUNTS)) {
      const staffId = idOf(mobile)
      const code = QW_MEMBERS.find((m) => m[2] === mobile)![4]
      const prefix = mobile === STAFF.bound ? '1771001' : '1772002'
      for (let i = 0; i < customers + leads; i++, n++) {
        const pool = i < customers ? 1 : 2
        // 张敏's first two customers are seeded learners (registered; 13900139000 has paid orders).
        const phone = mobile === STAFF.bound && i < 2 ? ['13800138000', '13900139000'][i] : `${prefix}${String(i).padStart(4, '0')}`
        const channel = i % 3 === 0
        const created = now - (i * 1.5 + 0.5) * DAY
        customer.run(staffId, pool, NAMES[n % NAMES.length], phone, coverPath(`customer-${n}`, 96, 96, { title: NAMES[n % NAMES.length], initial: true }), (i % 5) + 1, (i % 3) + 1,
          pool === 1 ? [2, 1, 2, 0][i % 4] : [0, 1, 3][i % 3], SOURCES[i % SOURCES.length], channel ? 'zsh5' : 'h5',
          channel ? TOPICS[i % TOPICS.length] : null, channel ? code : null, TAGS[i % TAGS.length], i % 4 === 0 ? '意向强，晚上联系' : '',
          i % 2 === 0 ? created + 2 * HOUR : null, created, created)
      }
    }

    const referral = db.prepare(
      'INSERT INTO qw_referrals (id, distributor_code, nick_name, mobile, webpage_topic, paid, registered_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
    )
    let rid = 0
    for (const [code, count] of Object.entries(REFERRAL_COUNTS)) {
      for (let i = 0; i < count; i++) {
        rid++
        // the first three are dated today (hours before the seeding time), then about one every 1.7 days
        const at = i < 3 ? now - (i + 1) * 20 * 60_000 : now - (i * 1.7) * DAY
        referral.run(rid, code, `${NAMES[(rid * 3) % NAMES.length]}`, `178${code.slice(1)}${String(i).padStart(4, '0')}`, TOPICS[i % TOPICS.length], i % 3 === 1 ? 1 : 0, Math.round(at))
      }
    }
  },
}
