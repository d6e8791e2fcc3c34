/**
 * Timers of the audited mini-program (jest setupFiles: runs before the harness takes its own copy of setTimeout).
 * setTimeout / setInterval / clearX are wrapped once; a timer whose caller is code of the built app (a file under
 * WEAPP_DIST: the app, Taro's runtime and the vendors as WeChat runs them) is kept in a registry until it fires (a
 * timeout) or is cleared. `global.__auditTimers.alive(since)` lists the app's timers still running that were created
 * at or after `since` (ms), with the app frame that created them.
 */
const path = require('node:path')

const ROOT = path.resolve(__dirname, '..', '..', '..')
const DIST = process.env.WEAPP_DIST ? path.resolve(process.env.WEAPP_DIST) : path.join(ROOT, 'dist', 'weapp')

const live = new Map()
const real = {
  setTimeout: global.setTimeout,
  setInterval: global.setInterval,
  clearTimeout: global.clearTimeout,
  clearInterval: global.clearInterval,
  setImmediate: global.setImmediate,
}

/**
 * Script time: each synchronous run of the app's code that WeChat would time (a timer's or React scheduler's task,
 * a request's callback, a lifecycle), less the time the simulator spent applying setData inside it (WeChat renders
 * in another thread). `render.ms` is added to by the setData wrapper (probe.js).
 */
const script = { runs: [], render: { ms: 0 } }
function timed(fn, frame) {
  return function run(...args) {
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
function appFrame() {
  const stack = new Error().stack || ''
  const line = stack.split('\n').find((l) => l.includes(DIST))
  if (!line) return null
  const at = line.slice(line.indexOf(DIST) + DIST.length + 1).replace(/\)$/, '')
  const fn = (line.trim().match(/^at (\S+) \(/) || [])[1]
  return fn ? `${fn} (${at})` : at
}

function track(kind, handle, ms, frame) {
  if (frame) live.set(handle, { kind, ms, frame, created: Date.now(), handle })
  return handle
}

global.setTimeout = function setTimeout(fn, ms, ...args) {
  const frame = appFrame()
  let handle
  const body = typeof fn === 'function' && frame ? timed(fn, frame) : fn
  const run = typeof body === 'function' ? (...a) => (live.delete(handle), body(...a)) : body
  handle = real.setTimeout(run, ms, ...args)
  return track('timeout', handle, ms, frame)
}
global.setInterval = function setInterval(fn, ms, ...args) {
  const frame = appFrame()
  return track('interval', real.setInterval(typeof fn === 'function' && frame ? timed(fn, frame) : fn, ms, ...args), ms, frame)
}
if (real.setImmediate) {
  // React's scheduler runs its work in setImmediate tasks where the host has it (as here)
  global.setImmediate = function setImmediate(fn, ...args) {
    const frame = appFrame()
    return real.setImmediate(typeof fn === 'function' && frame ? timed(fn, frame) : fn, ...args)
  }
}
global.clearTimeout = function clearTimeout(handle) {
  live.delete(handle)
  return real.clearTimeout(handle)
}
global.clearInterval = function clearInterval(handle) {
  live.delete(handle)
  return real.clearInterval(handle)
}

global.__auditTimers = {
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
