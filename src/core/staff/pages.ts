/**
 * Sales-staff URLs: /pullnew (referral records) and /private (private-pool leads) are the spec's (section 2);
 * the customer list has no route in the spec: /customerList is this app's own.
 */
export const CUSTOMER_LIST_URL = '/customerList'
export const PRIVATE_URL = '/private'
export const PULLNEW_URL = '/pullnew'

export const STAFF_ENTRIES = [
  { key: 'customers', text: '我的客户', url: CUSTOMER_LIST_URL },
  { key: 'private', text: '私海线索', url: PRIVATE_URL },
  { key: 'pullnew', text: '拉新记录', url: PULLNEW_URL },
] as const
