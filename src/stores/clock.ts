/**
 * ONE ticker for every countdown on screen (docs/spec/ordering-payment.md section 2: countdowns on many cards share one
 * ticker, not a timer per card). It runs only while someone watches it: subscribe() returns the unsubscribe.
 */
import { makeAutoObservable } from 'mobx'
import { TICK_MS } from '@/core/order/countdown'

export interface ClockTimers {
  now(): number
  setInterval(fn: () => void, ms: number): unknown
  clearInterval(handle: unknown): void
}

const realTimers: ClockTimers = {
  now: () => Date.now(),
  setInterval: (fn, ms) => setInterval(fn, ms),
  clearInterval: (h) => clearInterval(h as ReturnType<typeof setInterval>),
}

export class ClockStore {
  now: number
  private watchers = 0
  private handle: unknown = null

  constructor(private readonly timers: ClockTimers = realTimers) {
    this.now = timers.now()
    makeAutoObservable<ClockStore, 'timers' | 'watchers' | 'handle'>(this, { timers: false, watchers: false, handle: false })
  }

  /** The time now, read from the timers (not observable: a render reading it is not re-run by the ticker). */
  current(): number {
    return this.timers.now()
  }

  tick(): void {
    this.now = this.timers.now()
  }

  get running(): boolean {
    return this.handle !== null
  }

  subscribe(): () => void {
    this.watchers += 1
    if (this.handle === null) {
      this.tick()
      this.handle = this.timers.setInterval(() => this.tick(), TICK_MS)
    }
    let done = false
    return () => {
      if (done) return
      done = true
      this.watchers -= 1
      if (this.watchers === 0 && this.handle !== null) {
        this.timers.clearInterval(this.handle)
        this.handle = null
      }
    }
  }
}
