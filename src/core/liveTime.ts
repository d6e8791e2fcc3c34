/**
 * The live time format (docs/spec/content-access.md section 9): "MM/dd hh:mm-hh:mm with the end date added if on another day".
 * The spec's pattern comes from the classic date-format helper where hh is the 24-hour hour and dd the day of the
 * month, so in dayjs tokens it is 'MM/DD HH:mm': '05/25 19:00-21:00', and '05/28 23:00-05/29 01:00' when the class
 * ends on another day (another year counts too). Times are the server's 'YYYY-MM-DD HH:mm:ss' wall-clock strings
 * (read as written), epoch ms or Dates (read in the device's time zone). No or an unreadable end: the start alone;
 * an unreadable start: ''. The spec names live statuses 1..4 without labels, so none are given here (contract/live.ts
 * LIVE_STATUS names the values).
 */
import dayjs from 'dayjs'

export type LiveTimeInput = string | number | Date | null | undefined

export const LIVE_DAY_FORMAT = 'MM/DD'
export const LIVE_CLOCK_FORMAT = 'HH:mm'

const read = (v: LiveTimeInput) => {
  if (v === null || v === undefined || v === '') return null
  const d = dayjs(v)
  return d.isValid() ? d : null
}

export function formatLiveTime(start: LiveTimeInput, end?: LiveTimeInput): string {
  const s = read(start)
  if (!s) return ''
  const head = `${s.format(LIVE_DAY_FORMAT)} ${s.format(LIVE_CLOCK_FORMAT)}`
  const e = read(end)
  if (!e) return head
  const tail = e.isSame(s, 'day') ? e.format(LIVE_CLOCK_FORMAT) : `${e.format(LIVE_DAY_FORMAT)} ${e.format(LIVE_CLOCK_FORMAT)}`
  return `${head}-${tail}`
}
