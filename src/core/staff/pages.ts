/**
 * Sales-staff URLs: /pullnew (referral records) and /private (private-pool leads) are the spec's (section 2);
 * the customer list has no route in the spec: /customerList is this app's own.
 */
export const CUSTOMER_LIST_URL = '/customerList'
export const PRIVATE_URL = '/private'
export const PULLNEW_URL = '/pullnew'

/** The referral statistics (record/statistics/{distributorCode}) as the staff home and /pullnew show them. */
export const REFERRAL_STATS = [
  ['total', '累计拉新'], ['today', '今日'], ['last7Days', '近7天'], ['thisMonth', '本月'], ['paidNum', '已购课'],
] as const

export const STAFF_ENTRIES = [
  { key: 'customers', text: '我的客户', url: CUSTOMER_LIST_URL },
  { key: 'private', text: '私海线索', url: PRIVATE_URL },
  { key: 'pullnew', text: '拉新记录', url: PULLNEW_URL },
] as const
