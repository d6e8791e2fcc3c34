/**
 * Sales-staff pages: /pullnew (referral records) and /private (private-pool leads) are the spec's (section 2);
 * the customer list has no route in the spec: /customerList is this app's own.
 */
import { PATHS } from '../links'

/** The referral statistics (record/statistics/{distributorCode}) as the staff home and /pullnew show them. */
export const REFERRAL_STATS = [
  ['total', '累计拉新'], ['today', '今日'], ['last7Days', '近7天'], ['thisMonth', '本月'], ['paidNum', '已购课'],
] as const

export const STAFF_ENTRIES = [
  { key: 'customers', text: '我的客户', url: PATHS.customerList },
  { key: 'private', text: '私海线索', url: PATHS.private },
  { key: 'pullnew', text: '拉新记录', url: PATHS.pullnew },
] as const
