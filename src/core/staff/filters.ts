/**
 * Staff list filters (docs/spec/content-access.md section 2 "Sales-staff screens: customer lists, referral records (/pullnew)
 * and private-pool leads (/private); layouts not shown"; section 7 biz/customer/list, record/list). Layouts and the
 * option labels are the app's: the spec shows no values. Empty filters are left out of the request.
 */
export type Option<V> = { value: V; text: string }

/** 0 new, 1 following, 2 converted, 3 invalid (contract/staff.ts FollowStatus). */
export const FOLLOW_OPTIONS: Option<number | ''>[] = [
  { value: '', text: '全部状态' },
  { value: 0, text: '待跟进' },
  { value: 1, text: '跟进中' },
  { value: 2, text: '已成交' },
  { value: 3, text: '无效' },
]

/** 1 high, 2 medium, 3 low. */
export const INTENTION_OPTIONS: Option<number | ''>[] = [
  { value: '', text: '全部意向' },
  { value: 1, text: '高意向' },
  { value: 2, text: '中意向' },
  { value: 3, text: '低意向' },
]

export const followText = (v: number) => FOLLOW_OPTIONS.find((o) => o.value === v)?.text ?? ''
export const intentionText = (v: number) => INTENTION_OPTIONS.find((o) => o.value === v)?.text ?? ''

/** The education dict (EDUCATION_TYPE/1 answers {value, label}) as menu options, '全部学历' first. */
export function educationOptions(dict: readonly { value: number; label: string }[] | null | undefined): Option<number | ''>[] {
  return [{ value: '', text: '全部学历' }, ...(dict ?? []).map((d) => ({ value: d.value, text: d.label }))]
}

export interface CustomerFilters {
  keyword: string
  followStatus: number | ''
  intention: number | ''
  educationType: number | ''
}

export const EMPTY_CUSTOMER_FILTERS: CustomerFilters = { keyword: '', followStatus: '', intention: '', educationType: '' }

/** The body of biz/customer/list: pool 1 customers, 2 private-pool leads; only the filters that are set. */
export function customerQuery(pool: 1 | 2, f: CustomerFilters, currentPage: number, pageSize: number): Record<string, unknown> {
  const q: Record<string, unknown> = { pool, currentPage, pageSize }
  const keyword = f.keyword.trim()
  if (keyword) q.keyword = keyword
  for (const key of ['followStatus', 'intention', 'educationType'] as const) if (f[key] !== '') q[key] = f[key]
  return q
}

/** Referral record date ranges (the app's quick choices). */
export type RangeKey = 'all' | 'today' | 'week' | 'month'
export const RANGE_OPTIONS: Option<RangeKey>[] = [
  { value: 'all', text: '全部时间' },
  { value: 'today', text: '今天' },
  { value: 'week', text: '近7天' },
  { value: 'month', text: '本月' },
]

const pad = (n: number) => String(n).padStart(2, '0')
const day = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`

/** startTime / endTime ('YYYY-MM-DD', inclusive) of a quick range, from the device's date `today`. */
export function rangeDates(key: RangeKey, today: Date): { startTime?: string; endTime?: string } {
  if (key === 'all') return {}
  const end = day(today)
  if (key === 'today') return { startTime: end, endTime: end }
  if (key === 'week') return { startTime: day(new Date(today.getFullYear(), today.getMonth(), today.getDate() - 6)), endTime: end }
  return { startTime: day(new Date(today.getFullYear(), today.getMonth(), 1)), endTime: end }
}

export interface ReferralFilters {
  keyword: string
  webpageTopic: string
  range: RangeKey
}

export const EMPTY_REFERRAL_FILTERS: ReferralFilters = { keyword: '', webpageTopic: '', range: 'all' }

/** The body of record/list: only the filters that are set. */
export function referralQuery(f: ReferralFilters, today: Date, currentPage: number, pageSize: number): Record<string, unknown> {
  const q: Record<string, unknown> = { currentPage, pageSize, ...rangeDates(f.range, today) }
  const keyword = f.keyword.trim()
  const topic = f.webpageTopic.trim()
  if (keyword) q.keyword = keyword
  if (topic) q.webpageTopic = topic
  return q
}

/** Topic choices of the referral records: '全部专题' first, then each topic seen so far, in the order first seen. */
export function topicOptions(seen: Iterable<string>): Option<string>[] {
  const topics = [...new Set([...seen].map((t) => t.trim()).filter(Boolean))]
  return [{ value: '', text: '全部专题' }, ...topics.map((t) => ({ value: t, text: t }))]
}
