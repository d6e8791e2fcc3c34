/**
 * Wall-clock formatting in Beijing time (UTC+8, no daylight saving), whatever the server's time zone:
 * order numbers, createTime and coupon dates read the same on every machine.
 */
const OFFSET_MS = 8 * 3600 * 1000

const iso = (ms: number) => new Date(ms + OFFSET_MS).toISOString() // 'YYYY-MM-DDTHH:mm:ss.sssZ' shifted to +8

/** 'YYYY-MM-DD HH:mm:ss' */
export const formatDateTime = (ms: number) => iso(ms).slice(0, 19).replace('T', ' ')

/** 'YYYY-MM-DD' */
export const formatDate = (ms: number) => iso(ms).slice(0, 10)

/** 'yyyyMMddHHmmss' */
export const compactDateTime = (ms: number) => iso(ms).slice(0, 19).replace(/\D/g, '')

/** The last millisecond of the Beijing day `days` days after the day of `ms`. */
export function endOfDayAfter(ms: number, days: number): number {
  const day = 24 * 3600 * 1000
  const startOfDay = Math.floor((ms + OFFSET_MS) / day) * day - OFFSET_MS
  return startOfDay + (days + 1) * day - 1
}
