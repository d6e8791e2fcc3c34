/**
 * Sales-staff lists (docs/spec/content-access.md sections 2 /pullnew, /private, 5 business-channel params, 7 "Enterprise
 * channel" biz/customer/list, record/statistics, record/list; account pushBusiness). Every list is the staff's own.
 */
import type { Database } from 'better-sqlite3'
import type { Page } from '../../../contract/goods'
import type { CustomerListQuery, PushBusinessResult, QwCustomer, ReferralListQuery, ReferralRecord, ReferralStatistics } from '../../../contract/staff'
import { badRequest } from '../envelope'
import { maskMobile, toPage, type PageArgs } from '../listPage'
import { formatDate, formatDateTime } from '../time'
import { EDUCATION_TYPES } from '../../../contract/education'

/** Register channel of an h5 sign-up, and the fixed one when both business-channel params are present (section 9). */
export const REGISTER_CHANNEL_H5 = 'h5'
export const REGISTER_CHANNEL_BUSINESS = 'zsh5'

const blank = (v: string | undefined | null) => (v === undefined || v === null || v.trim() === '' ? null : v.trim())

/** Business-channel params count only as a pair (section 5). */
export function channelPair(topic?: string | null, code?: string | null): { webpageTopic: string; distributorCode: string } | null {
  const t = blank(topic)
  const c = blank(code)
  return t !== null && c !== null ? { webpageTopic: t, distributorCode: c } : null
}

const educationLabel = (v: number | null) => EDUCATION_TYPES.find(([value]) => value === v)?.[1] ?? null

interface CustomerRow {
  id: number
  pool: 1 | 2
  name: string
  mobile: string
  avatar: string
  education_type: number | null
  intention: 1 | 2 | 3
  follow_status: 0 | 1 | 2 | 3
  source: string
  register_channel_id: string
  webpage_topic: string | null
  distributor_code: string | null
  tags: string
  memo: string
  last_follow_at: number | null
  created_at: number
  registered: number
  paid: number
}

/** biz/customer/list: the staff's customers (pool 1, default) or private-pool leads (pool 2), newest first, filtered. */
export function customerPage(db: Database, staffUserId: number, q: CustomerListQuery, a: PageArgs): Page<QwCustomer> {
  const where = ['c.staff_user_id = ?', 'c.pool = ?']
  const args: unknown[] = [staffUserId, q.pool ?? 1]
  const keyword = blank(q.keyword)
  if (keyword) {
    where.push('(c.name LIKE ? OR c.mobile LIKE ?)')
    args.push(`%${keyword}%`, `%${keyword}%`)
  }
  for (const [col, v] of [['follow_status', q.followStatus], ['intention', q.intention], ['education_type', q.educationType]] as const) {
    if (v !== undefined) {
      where.push(`c.${col} = ?`)
      args.push(v)
    }
  }
  const w = where.join(' AND ')
  const { n } = db.prepare(`SELECT COUNT(*) AS n FROM qw_customers c WHERE ${w}`).get(...args) as { n: number }
  const rows = db
    .prepare(
      `SELECT c.*, EXISTS (SELECT 1 FROM users u WHERE u.mobile = c.mobile) AS registered,
         EXISTS (SELECT 1 FROM users u JOIN orders o ON o.user_id = u.id WHERE u.mobile = c.mobile AND o.state = 3) AS paid
       FROM qw_customers c WHERE ${w} ORDER BY c.created_at DESC, c.id DESC LIMIT ? OFFSET ?`,
    )
    .all(...args, a.size, a.offset) as CustomerRow[]
  const list = rows.map(
    (r): QwCustomer => ({
      id: r.id,
      pool: r.pool,
      name: r.name,
      mobile: maskMobile(r.mobile),
      avatar: r.avatar,
      educationType: r.education_type,
      educationLabel: educationLabel(r.education_type),
      intention: r.intention,
      followStatus: r.follow_status,
      source: r.source,
      registerChannelId: r.register_channel_id,
      webpageTopic: r.webpage_topic,
      distributorCode: r.distributor_code,
      tags: r.tags.split(',').filter(Boolean),
      memo: r.memo,
      registered: r.registered === 1,
      paid: r.paid === 1,
      createTime: formatDateTime(r.created_at),
      lastFollowTime: r.last_follow_at === null ? null : formatDateTime(r.last_follow_at),
    }),
  )
  return toPage(list, n, a)
}

/** Imported referral records plus the app's own registrations with both channel params, for one distributor code. */
const REFERRALS = `SELECT 'r' || id AS id, nick_name, mobile, webpage_topic, distributor_code, paid, registered_at FROM qw_referrals WHERE distributor_code = ?
  UNION ALL
  SELECT 'u' || u.id, u.nick_name, u.mobile, u.webpage_topic, u.distributor_code,
    EXISTS (SELECT 1 FROM orders o WHERE o.user_id = u.id AND o.state = 3), u.created_at
  FROM users u WHERE u.distributor_code = ? AND u.webpage_topic IS NOT NULL`

const BEIJING = 8 * 3600 * 1000
const DAY = 24 * 3600 * 1000
/** 'YYYY-MM-DD' (Beijing) to the epoch ms of that day's start; null when malformed. */
function dayStart(day: string): number | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day)
  return m ? Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])) - BEIJING : null
}

export function referralPage(db: Database, code: string, q: ReferralListQuery, a: PageArgs): Page<ReferralRecord> {
  const where: string[] = []
  const args: unknown[] = [code, code]
  const keyword = blank(q.keyword)
  if (keyword) {
    where.push('(x.nick_name LIKE ? OR x.mobile LIKE ?)')
    args.push(`%${keyword}%`, `%${keyword}%`)
  }
  if (blank(q.webpageTopic)) {
    where.push('x.webpage_topic = ?')
    args.push(blank(q.webpageTopic))
  }
  for (const [v, op, add] of [[q.startTime, '>=', 0], [q.endTime, '<', DAY]] as const) {
    const day = blank(v)
    if (day !== null) {
      const start = dayStart(day)
      if (start === null) throw badRequest('日期格式应为YYYY-MM-DD')
      where.push(`x.registered_at ${op} ?`)
      args.push(start + add)
    }
  }
  const w = where.length ? `WHERE ${where.join(' AND ')}` : ''
  const { n } = db.prepare(`SELECT COUNT(*) AS n FROM (${REFERRALS}) x ${w}`).get(...args) as { n: number }
  type Row = { id: string; nick_name: string; mobile: string; webpage_topic: string; distributor_code: string; paid: number; registered_at: number }
  const rows = db.prepare(`SELECT * FROM (${REFERRALS}) x ${w} ORDER BY x.registered_at DESC, x.id LIMIT ? OFFSET ?`).all(...args, a.size, a.offset) as Row[]
  const list = rows.map(
    (r): ReferralRecord => ({
      id: r.id,
      nickName: r.nick_name,
      mobile: maskMobile(r.mobile),
      webpageTopic: r.webpage_topic,
      distributorCode: r.distributor_code,
      registerChannelId: REGISTER_CHANNEL_BUSINESS,
      paid: r.paid === 1,
      registerTime: formatDateTime(r.registered_at),
    }),
  )
  return toPage(list, n, a)
}

export function referralStatistics(db: Database, code: string, now: number): ReferralStatistics {
  const today = dayStart(formatDate(now))!
  const month = dayStart(`${formatDate(now).slice(0, 7)}-01`)!
  const row = db
    .prepare(
      `SELECT COUNT(*) AS total, SUM(x.registered_at >= ?) AS today, SUM(x.registered_at >= ?) AS last7Days,
         SUM(x.registered_at >= ?) AS thisMonth, SUM(x.paid) AS paidNum FROM (${REFERRALS}) x`,
    )
    .get(today, now - 7 * DAY, month, code, code) as Omit<ReferralStatistics, 'distributorCode'>
  return {
    distributorCode: code,
    total: row.total,
    today: row.today ?? 0,
    last7Days: row.last7Days ?? 0,
    thisMonth: row.thisMonth ?? 0,
    paidNum: row.paidNum ?? 0,
  }
}

export interface PushBusinessInput {
  mobile: string
  memo?: string
  url?: string
  registerChannelId?: string
  webpageTopic?: string
  distributorCode?: string
}

/** The channel params from the call, else from the query of the page url. */
function channelOf(input: PushBusinessInput) {
  const direct = channelPair(input.webpageTopic, input.distributorCode)
  if (direct || !input.url?.includes('?')) return direct
  const q = new URLSearchParams(input.url.slice(input.url.indexOf('?') + 1).split('#')[0])
  return channelPair(q.get('webpageTopic'), q.get('distributorCode'))
}

/**
 * pushBusiness: records a lead. With both channel params it goes to the private pool of the bound staff owning the
 * distributor code (the public pool when none does) with registerChannelId zsh5, and the pair is stored and returned;
 * without the pair nothing of the channel is stored and the channel is the one sent ('h5' by default, never zsh5).
 * Pushing the same mobile to the same pool again updates that lead (isNew false).
 */
export function pushBusiness(db: Database, input: PushBusinessInput, now: number): PushBusinessResult {
  return db.transaction((): PushBusinessResult => {
    const pair = channelOf(input)
    const staff = pair
      ? (db
          .prepare('SELECT b.user_id FROM qw_bindings b JOIN qw_members m ON m.qw_user_id = b.qw_user_id WHERE m.distributor_code = ?')
          .get(pair.distributorCode) as { user_id: number } | undefined)
      : undefined
    const sent = blank(input.registerChannelId)
    const registerChannelId = pair ? REGISTER_CHANNEL_BUSINESS : sent && sent !== REGISTER_CHANNEL_BUSINESS ? sent : REGISTER_CHANNEL_H5
    const staffId = staff?.user_id ?? null
    const existing = db.prepare('SELECT id FROM qw_customers WHERE mobile = ? AND pool = 2 AND staff_user_id IS ?').get(input.mobile, staffId) as
      | { id: number }
      | undefined
    const values = [registerChannelId, pair?.webpageTopic ?? null, pair?.distributorCode ?? null, (input.memo ?? '').trim(), (input.url ?? '').trim(), now]
    let leadId: number
    if (existing) {
      db.prepare(
        `UPDATE qw_customers SET register_channel_id = ?, webpage_topic = ?, distributor_code = ?, memo = CASE WHEN ? = '' THEN memo ELSE ? END,
           url = ?, updated_at = ? WHERE id = ?`,
      ).run(values[0], values[1], values[2], values[3], values[3], values[4], now, existing.id)
      leadId = existing.id
    } else {
      const info = db
        .prepare(
          `INSERT INTO qw_customers (staff_user_id, pool, name, mobile, source, register_channel_id, webpage_topic, distributor_code, memo, url, created_at, updated_at)
           VALUES (?, 2, ?, ?, '页面留资', ?, ?, ?, ?, ?, ?, ?)`,
        )
        .run(staffId, `访客${input.mobile.slice(-4)}`, input.mobile, ...values, now)
      leadId = Number(info.lastInsertRowid)
    }
    return { leadId, isNew: !existing, pool: staffId === null ? 'public' : 'private', registerChannelId, ...(pair ?? {}) }
  })()
}
