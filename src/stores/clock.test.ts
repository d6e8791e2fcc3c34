import { ClockStore, type ClockTimers } from './clock'

function fakeTimers() {
  let t = 1_000_000
  const intervals = new Map<number, () => void>()
  let id = 0
  const timers: ClockTimers = {
    now: () => t,
    setInterval: (fn) => { intervals.set(++id, fn); return id },
    clearInterval: (h) => { intervals.delete(h as number) },
  }
  return { timers, intervals, advance(ms: number) { t += ms; for (const fn of intervals.values()) fn() } }
}

it('one interval however many countdowns watch, stopped when the last one leaves', () => {
  const f = fakeTimers()
  const clock = new ClockStore(f.timers)
  const offs = Array.from({ length: 1000 }, () => clock.subscribe())
  expect(f.intervals.size).toBe(1)
  f.advance(1000)
  expect(clock.now).toBe(1_001_000)
  offs.slice(0, 999).forEach((off) => off())
  expect(clock.running).toBe(true)
  offs[999]()
  offs[999]() // twice is harmless
  expect(clock.running).toBe(false)
  expect(f.intervals.size).toBe(0)
})
