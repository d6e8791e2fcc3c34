// Countdowns (docs/spec/ordering-payment.md sections 4, 9).
import { countdownMs, cutoffTime, DEFAULT_COUNTDOWN_MS, formatCountdown, isAutoCancelled, orderExpiry, runsCountdown } from './countdown'

it('"Default countdown when none is given: 86,400,000 ms (24 h)"', () => {
  expect(DEFAULT_COUNTDOWN_MS).toBe(86_400_000)
  expect(countdownMs({ countDownTime: undefined })).toBe(86_400_000)
  expect(countdownMs({ countDownTime: null })).toBe(86_400_000)
  expect(countdownMs({ countDownTime: 5000 })).toBe(5000)
  expect(countdownMs({ countDownTime: -5 })).toBe(0)
})

it.each<[string, { countDownTime: number | null; orderStatus: number; state: number }, boolean]>([
  ['"countDownTime 0, orderStatus 11 and state 1 is cancelled automatically"', { countDownTime: 0, orderStatus: 11, state: 1 }, true],
  ['time left: not cancelled', { countDownTime: 1000, orderStatus: 11, state: 1 }, false],
  ['orderStatus 12: not cancelled', { countDownTime: 0, orderStatus: 12, state: 1 }, false],
  ['state 2: not cancelled', { countDownTime: 0, orderStatus: 11, state: 2 }, false],
  ['no countdown given: the 24 h default, not cancelled', { countDownTime: null, orderStatus: 11, state: 1 }, false],
])('%s', (_n, o, cancelled) => {
  expect(isAutoCancelled(o)).toBe(cancelled)
})

it.each<[{ countDownTime: number | null; orderStatus: number }, boolean]>([
  [{ countDownTime: 1000, orderStatus: 11 }, true],
  [{ countDownTime: 0, orderStatus: 11 }, false],
  [{ countDownTime: 1000, orderStatus: 12 }, false],
  [{ countDownTime: null, orderStatus: 11 }, true],
])('"Order status 11 with a positive countdown runs a one-second timer": %j -> %s', (o, runs) => {
  expect(runsCountdown(o)).toBe(runs)
})

it.each([[0, '00:00:00'], [999, '00:00:00'], [1000, '00:00:01'], [61_000, '00:01:01'], [86_400_000, '24:00:00'], [3_599_000, '00:59:59']])(
  'formatCountdown(%s) = %s', (ms, text) => {
    expect(formatCountdown(ms)).toBe(text)
  },
)

describe('cutoff time as hh:mm; "no time shown for schools 4, 10, 11"', () => {
  const now = new Date(2026, 10, 22, 9, 5, 0).getTime()
  it.each([[1, '09:35'], [2, '09:35'], [4, ''], [10, ''], [11, ''], [12, '09:35']])('school %s: %p', (school, text) => {
    expect(cutoffTime(now, 30 * 60_000, school)).toBe(text)
  })
  it('rolls past midnight', () => {
    expect(cutoffTime(new Date(2026, 10, 22, 23, 50).getTime(), 20 * 60_000, 1)).toBe('00:10')
  })
})

describe('orderExpiry: the countdown and cutoff an unpaid order shows (the leave warning, the order detail)', () => {
  const loadedAt = new Date(2026, 10, 22, 9, 5, 0).getTime()
  const pending = { state: 1, orderStatus: 11, countDownTime: 30 * 60_000 }
  // "Order status 11 with a positive countdown runs"; a part-paid order (state 2) and the loan states never expire.
  it.each<[string, { state: number; orderStatus: number; countDownTime: number | null }, boolean]>([
    ['pending, time left', pending, true],
    ['pending, no countdown given: the 24 h default', { ...pending, countDownTime: null }, true],
    ['pending, countdown 0 (cancelled automatically)', { ...pending, countDownTime: 0 }, false],
    ['part-paid (state 2, orderStatus 12), countdown 0', { state: 2, orderStatus: 12, countDownTime: 0 }, false],
    ['part-paid (state 2), no countdown given', { state: 2, orderStatus: 12, countDownTime: null }, false],
    ['part-paid (state 2) even with orderStatus 11 and a countdown', { state: 2, orderStatus: 11, countDownTime: 5000 }, false],
    ['paid (state 3)', { state: 3, orderStatus: 13, countDownTime: 0 }, false],
    ['cancelled (state 4)', { state: 4, orderStatus: 14, countDownTime: 0 }, false],
    ['in the loan (state 6)', { state: 6, orderStatus: 12, countDownTime: null }, false],
    ['loan failed (state 8)', { state: 8, orderStatus: 12, countDownTime: null }, false],
  ])('%s: expires %s', (_n, o, expires) => {
    for (const schoolId of [1, 4, 10, 11]) {
      const expiry = orderExpiry({ ...o, schoolId }, loadedAt)
      expect(expiry !== null).toBe(expires)
    }
  })

  it.each([[1, '09:35'], [2, '09:35'], [4, ''], [10, ''], [11, ''], [12, '09:35']])(
    'a pending order of school %s: the deadline, and the cutoff %p ("no time shown for schools 4, 10, 11")', (schoolId, cutoff) => {
      expect(orderExpiry({ ...pending, schoolId }, loadedAt)).toEqual({ deadline: loadedAt + 30 * 60_000, cutoff })
    },
  )
})
