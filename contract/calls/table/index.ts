/** Every call of the contract by name (contract/calls/contract.ts), one table per service group. */
import type { Call } from '../contract'
import { ACCOUNT_CALLS } from './account'
import { GOODS_CALLS } from './goods'
import { KNOWLEDGE_CALLS } from './knowledge'
import { NEWS_CALLS } from './news'
import { ORDER_CALLS } from './order'
import { PRACTICE_CALLS } from './practice'
import { REPORT_CALLS } from './report'
import { STAFF_CALLS } from './staff'

const TABLES = [ACCOUNT_CALLS, ORDER_CALLS, GOODS_CALLS, NEWS_CALLS, PRACTICE_CALLS, KNOWLEDGE_CALLS, STAFF_CALLS, REPORT_CALLS] as const

export const CALLS = {
  ...ACCOUNT_CALLS,
  ...ORDER_CALLS,
  ...GOODS_CALLS,
  ...NEWS_CALLS,
  ...PRACTICE_CALLS,
  ...KNOWLEDGE_CALLS,
  ...STAFF_CALLS,
  ...REPORT_CALLS,
} satisfies Record<string, Call>

export type CallName = keyof typeof CALLS

/** Names given twice across the tables (the spread above would keep only the last). */
export function duplicateNames(): string[] {
  const seen = new Set<string>()
  return TABLES.flatMap((t) => Object.keys(t)).filter((n) => (seen.has(n) ? true : (seen.add(n), false)))
}

export function callOf(name: CallName): Call {
  return CALLS[name]
}
