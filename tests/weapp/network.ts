/**
 * The calls' contract (contract/calls), checked on every wx.request the app sends (harness.ts calls recordRequest):
 * tests/weapp/contract.ts fails the test whose requests break it. CONTRACT_REPORT=<file> appends each test file's count.
 *
 * A bad network for the mini-program harness (harness.ts wires it into wx): planned faults per API path, WeChat's
 * network status with its change listeners, and long timers shortened so the request layer's 30 s timeout fires
 * in test time.
 *
 *   mp.net.fault('/api/order/createOrder', 'lost')   // the next createOrder reaches the server, its answer is lost
 *   mp.net.fault('/api/news/app/informationList/v3', 'fail', 'raw500')   // the next two fail, the third passes
 *   mp.net.setConnected(false)   // every wx.request fails at once; setConnected(true) tells onNetworkStatusChange
 *   mp.net.listening             // the app's network-status listeners now
 *   mp.net.shortenTimeouts(50)   // setTimeout of 30 s or more waits 50 ms (with 'hang': the 30 s timeout)
 *
 * Faults: 'fail' (request:fail before the server sees the call), 'lost' (the server does the work, the answer never
 * arrives), 'raw500' (a proxy's 500 page, no envelope), 'hang' (no answer at all).
 */
import { checkRequest, referenceRoots, type SentRequest } from '../../contract/calls/check'

/** The roots the weapp build bakes in (src/config/index.ts): the reference server's, in-process here. */
const API_ORIGIN = 'http://127.0.0.1:3100'
const ROOTS = referenceRoots(`${API_ORIGIN}/api`, `${API_ORIGIN}/sandbox/maps/ws/location/v1/ip`)

/** What the app sent in this test file: how many requests were checked, and the contract's problems not yet reported. */
const contract: { checked: number; problems: string[] } = { checked: 0, problems: [] }

/** Checks one wx.request against the contract; `loggedIn` is whether the app's storage held a token then. */
function recordRequest({ method, url, headers, body, loggedIn }: Omit<SentRequest, 'headers'> & { headers?: SentRequest['headers'] }): void {
  contract.checked += 1
  contract.problems.push(...checkRequest({ method, url, headers: headers || {}, body, loggedIn }, ROOTS).problems)
}

const LONG_TIMER_MS = 30_000

/** The faults a test plans for a path (see above). */
export type Fault = 'fail' | 'lost' | 'raw500' | 'hang'
/** What the app's onNetworkStatusChange listeners are told. */
type NetworkStatusListener = (res: { isConnected: boolean; networkType: string }) => void
/** wx.getNetworkType's options as the app passes them. */
interface NetworkTypeOptions {
  success?: (res: { errMsg: string; networkType: string }) => void
  complete?: (res: { errMsg: string; networkType: string }) => void
}
type TimerHandler = (...args: unknown[]) => void
/** The environment's own setTimeout, taken once: a launch never wraps the previous launch's wrapper. */
const realSetTimeout = global.setTimeout

function createNetwork() {
  const planned = new Map<string, Fault[]>()
  const listeners = new Set<NetworkStatusListener>()
  let connected = true
  let shortMs: number | null = null

  const net = {
    fault(path: string, ...kinds: Fault[]): void {
      planned.set(path, [...(planned.get(path) || []), ...kinds])
    },
    /** The fault planned for the next call to `path` (undefined: it passes), and 'offline' while disconnected. */
    take(path: string): Fault | 'offline' | undefined {
      if (!connected) return 'offline'
      return (planned.get(path) || []).shift()
    },
    /** Faults planned and never met (a test planning one its page never reaches proves nothing). */
    pending: () => [...planned].filter(([, q]) => q.length).map(([p, q]) => `${p}: ${q.join(',')}`),
    get connected() {
      return connected
    },
    /** How many onNetworkStatusChange listeners the app holds now (a page listens only while its load failed). */
    get listening() {
      return listeners.size
    },
    setConnected(value: boolean): void {
      connected = value
      // WeChat tells its listeners later, from its own event loop turn.
      for (const listener of [...listeners]) realSetTimeout(() => listener({ isConnected: value, networkType: value ? 'wifi' : 'none' }), 0)
    },
    shortenTimeouts(ms: number | null): void {
      shortMs = ms
    },
    /** wx.setTimeout as the app sees it: long timers shortened when asked. */
    setTimeout(fn: TimerHandler, ms?: number, ...args: unknown[]): NodeJS.Timeout {
      return realSetTimeout(fn, shortMs !== null && ms !== undefined && ms >= LONG_TIMER_MS ? shortMs : ms, ...args)
    },
    restoreTimers(): void {
      global.setTimeout = realSetTimeout
    },
    wx: {
      onNetworkStatusChange: (listener: NetworkStatusListener) => void listeners.add(listener),
      offNetworkStatusChange: (listener?: NetworkStatusListener) => (listener ? listeners.delete(listener) : listeners.clear()),
      getNetworkType: (opts: NetworkTypeOptions = {}) => {
        const res = { errMsg: 'getNetworkType:ok', networkType: connected ? 'wifi' : 'none' }
        realSetTimeout(() => (opts.success?.(res), opts.complete?.(res)), 0)
        return opts.success || opts.complete ? undefined : Promise.resolve(res)
      },
    },
  }
  // The environment's setTimeout as the app sees it from now on (a function of the same call shape as Node's).
  global.setTimeout = ((fn: TimerHandler, ms?: number, ...args: unknown[]) => net.setTimeout(fn, ms, ...args)) as typeof global.setTimeout
  return net
}

/** The bad network of one launch (mp.net). */
export type Network = ReturnType<typeof createNetwork>

export { createNetwork, recordRequest, contract, API_ORIGIN }
