/**
 * Timers of the audited mini-program (jest setupFiles: runs before the harness takes its own copy of setTimeout).
 * setTimeout / setInterval / clearX are wrapped once; a timer whose caller is code of the built app (a file under
 * WEAPP_DIST: the app, Taro's runtime and the vendors as WeChat runs them) is kept in a registry until it fires (a
 * timeout) or is cleared. `global.__auditTimers.alive(since)` lists the app's timers still running that were created
 * at or after `since` (ms), with the app frame that created them.
 */
import path from 'node:path'

const ROOT = path.resolve(__dirname, '..', '..', '..')
const DIST = process.env.WEAPP_DIST ? path.resolve(process.env.WEAPP_DIST) : path.join(ROOT, 'dist', 'weapp')

/** One timer of the app's, kept until it fires (a timeout) or is cleared. */
export interface AppTimer {
  kind: 'timeout' | 'interval'
  ms: number | undefined
  frame: string
  created: number
  handle: unknown
}

/** One synchronous run of the app's code: when, how long (less setData applied inside it), where it began. */
export interface ScriptRun {
  at: number
  ms: number
  frame: string
}

/** What this file installs as global.__auditTimers for the audit's other files. */
export interface AuditTimers {
  DIST: string
  alive(since?: number): AppTimer[]
  clear(timers: AppTimer[]): void
  appFrame(): string | null
  script: { runs: ScriptRun[]; render: { ms: number } }
  timed<A extends unknown[], R>(fn: (...args: A) => R, frame: string): (this: unknown, ...args: A) => R
}

/** Node's global as the audit's files read it (global.__auditTimers). */
export interface AuditGlobal {
  __auditTimers: AuditTimers
}

/** A timer's callback as the app hands it over (Node also takes a string to evaluate, passed on untouched). */
type TimerCallback = ((...args: unknown[]) => void) | string

/** The environment's timer functions as this file wraps them, and what it installs beside them. */
interface TimerGlobals extends AuditGlobal {
  setTimeout(fn: TimerCallback, ms?: number, ...args: unknown[]): unknown
  setInterval(fn: TimerCallback, ms?: number, ...args: unknown[]): unknown
  setImmediate(fn: TimerCallback, ...args: unknown[]): unknown
  clearTimeout(handle: unknown): void
  clearInterval(handle: unknown): void
}
const g = global as unknown as TimerGlobals

const live = new Map<unknown, AppTimer>()
const real: Omit<TimerGlobals, '__auditTimers'> = {
  setTimeout: g.setTimeout,
  setInterval: g.setInterval,
  clearTimeout: g.clearTimeout,
  clearInterval: g.clearInterval,
  setImmediate: g.setImmediate,
}

/**
 * Script time: each synchronous run of the app's code that WeChat would time (a timer's or React scheduler's task,
 * a request's callback, a lifecycle), less the time the simulator spent applying setData inside it (WeChat renders
 * in another thread). `render.ms` is added to by the setData wrapper (probe.ts).
 */
const script: AuditTimers['script'] = { runs: [], render: { ms: 0 } }
function timed<A extends unknown[], R>(fn: (...args: A) => R, frame: string) {
  return function run(this: unknown, ...args: A): R {
    const t0 = performance.now()
    const r0 = script.render.ms
    try {
      return fn.apply(this, args)
    } finally {
      script.runs.push({ at: Date.now(), ms: performance.now() - t0 - (script.render.ms - r0), frame })
    }
  }
}

/** The first frame of the stack in the built app (its file and line), or null when no app code asked. */
function appFrame(): string | null {
  const stack = new Error().stack || ''
  const line = stack.split('\n').find((l) => l.includes(DIST))
  if (!line) return null
  const at = line.slice(line.indexOf(DIST) + DIST.length + 1).replace(/\)$/, '')
  const fn = (line.trim().match(/^at (\S+) \(/) || [])[1]
  return fn ? `${fn} (${at})` : at
}

function track<H>(kind: AppTimer['kind'], handle: H, ms: number | undefined, frame: string | null): H {
  if (frame) live.set(handle, { kind, ms, frame, created: Date.now(), handle })
  return handle
}

g.setTimeout = function setTimeout(fn, ms, ...args) {
  const frame = appFrame()
  const body = typeof fn === 'function' && frame ? timed(fn, frame) : fn
  // `handle` is read when the timer fires, after it is set below
  const run = typeof body === 'function' ? (...a: unknown[]) => (live.delete(handle), body(...a)) : body
  const handle = real.setTimeout(run, ms, ...args)
  return track('timeout', handle, ms, frame)
}
g.setInterval = function setInterval(fn, ms, ...args) {
  const frame = appFrame()
  return track('interval', real.setInterval(typeof fn === 'function' && frame ? timed(fn, frame) : fn, ms, ...args), ms, frame)
}
if (real.setImmediate) {
  // React's scheduler runs its work in setImmediate tasks where the host has it (as here)
  g.setImmediate = function setImmediate(fn, ...args) {
    const frame = appFrame()
    return real.setImmediate(typeof fn === 'function' && frame ? timed(fn, frame) : fn, ...args)
  }
}
g.clearTimeout = function clearTimeout(handle) {
  live.delete(handle)
  return real.clearTimeout(handle)
}
g.clearInterval = function clearInterval(handle) {
  live.delete(handle)
  return real.clearInterval(handle)
}

g.__auditTimers = {
  DIST,
  /** The app's timers still running, created at or after `since`: [{kind, ms, frame, created}]. */
  alive: (since = 0) => [...live.values()].filter((t) => t.created >= since),
  /** Stops timers of the list (alive() entries): a page's leak is not counted again in the next page's time. */
  clear(timers) {
    for (const t of timers) {
      ;(t.kind === 'interval' ? real.clearInterval : real.clearTimeout)(t.handle)
      live.delete(t.handle)
    }
  },
  appFrame,
  script,
  timed,
}
