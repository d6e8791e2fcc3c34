/**
 * The provider's native app bridge (docs/spec/content-access.md section 7 "Native-app bridge", section 8): the actions behind
 * one typed interface, over one JSON message format (docs/sharing-and-bridge.md). Pure: the platform passes the
 * transport (window.<BRIDGE_NAME>.postMessage on H5) and the timers; the mini-program has no native app.
 *
 *   page -> app:  postMessage('{"version":1,"action":"login","data":{},"callbackId":"kj1"}')
 *   app -> page:  window.__kuaijiBridgeReply({"callbackId":"kj1","ok":true,"data":{"token":"...","uid":1}})
 *                 (an object or its JSON string; ok false carries error {code, message}; code 'cancelled' when the
 *                 learner backed out)
 * Notifications (setTitle, hideNavigation, shareConfig, closePage, consult, openWebview, interceptBack) carry no callbackId and
 * get no reply. A reply that cannot be read or names no waiting callback is only logged (section 8: "Bad stored
 * function strings only logged"); a request with no reply in time fails with 'timeout'.
 */

/** window.<BRIDGE_NAME> (Android's JS interface) or window.webkit.messageHandlers.<BRIDGE_NAME> (iOS). */
export const BRIDGE_NAME = 'KuaijiNative'
/** The global function the app calls with each reply. */
export const BRIDGE_REPLY = '__kuaijiBridgeReply'
/**
 * The global function the app calls, instead of going back, when the learner presses its back button or swipes
 * back while the page intercepts leaving (interceptBack {enabled: true}); the page then asks before leaving.
 */
export const BRIDGE_BACK = '__kuaijiBridgeBack'
export const BRIDGE_VERSION = 1

export type BridgeAction =
  | 'hideNavigation'
  | 'shareConfig'
  | 'shareDialog'
  | 'setTitle'
  | 'getAppInfo'
  | 'closePage'
  | 'login'
  | 'getUserInfo'
  | 'generateOrder'
  | 'consult'
  | 'openWebview'
  | 'getCourseInfo'
  | 'interceptBack'

export interface BridgeMessage {
  version: typeof BRIDGE_VERSION
  action: BridgeAction
  data: object
  /** Present when the page waits for a reply. */
  callbackId?: string
}

export interface BridgeReply {
  callbackId: string
  ok: boolean
  data?: unknown
  error?: { code?: string; message?: string }
}

/** How long a request waits for its reply. Login and order wait for the learner; the rest answer at once. */
export const BRIDGE_TIMEOUT_MS: Partial<Record<BridgeAction, number>> & { default: number } = {
  default: 5_000,
  login: 120_000,
  generateOrder: 120_000,
  shareDialog: 60_000,
}

export type BridgeErrorCode = 'unavailable' | 'timeout' | 'badReply' | 'cancelled' | 'failed'

export class BridgeError extends Error {
  constructor(
    readonly code: BridgeErrorCode,
    message: string = code,
  ) {
    super(message)
    this.name = 'BridgeError'
  }
}

// ---- the data of each action ----

/** shareConfig / shareDialog: what the app's share menu and sheet use. */
export interface BridgeShare {
  title: string
  desc: string
  link: string
  imgUrl: string
}

export interface AppInfo {
  appVersion: string
  platform: 'ios' | 'android'
  /** Height of the app's status bar in px, for pages that hide the app's navigation. */
  statusBarHeight?: number
}

/** login / getUserInfo: the app's logged-in user; its token is this app's token (section 6). */
export interface BridgeUser {
  token: string
  uid: number
  mobile?: string
  nickName?: string
}

export interface BridgeOrderRequest {
  goodsId: number
  spPriceId?: number
  /** Course ids of a selectable package. */
  commodityIdList?: number[]
  schoolId?: number
  /** The instalment platform chosen on the goods page (absent: paid in full). */
  loanPlatformId?: number
  /** Repeated taps (or a retry) carry the same key: the app answers the same order. */
  clientOrderKey?: string
}

export interface BridgeOrderResult {
  orderId: number
  orderNo: string
  tradeOrderId?: string
}

export interface BridgeConsult {
  goodsId?: number
  /** Where the learner asked from, for the app's customer-service routing. */
  source?: string
}

export interface BridgeCourse {
  courseId: number
  courseName: string
  courseType?: number
}

/** The one typed interface of the bridge; `available` is false outside the app (and always in the mini-program). */
export interface NativeBridge {
  readonly available: boolean
  hideNavigation(): boolean
  setTitle(title: string): boolean
  /** What the app's own share menu shares for this page. */
  shareConfig(share: BridgeShare): boolean
  /** Opens the app's share sheet; a failure is ignored (section 8): false. */
  shareDialog(share: BridgeShare): Promise<boolean>
  getAppInfo(): Promise<AppInfo>
  closePage(): boolean
  /**
   * While enabled, the app's back (button, gesture) calls window.__kuaijiBridgeBack() instead of leaving the page;
   * disabled, it goes back as usual. False outside the app.
   */
  interceptBack(enabled: boolean): boolean
  /** The app's login; rejects with BridgeError 'cancelled' when the learner backs out. */
  login(): Promise<BridgeUser>
  /** The app's logged-in user, or null when nobody is. */
  getUserInfo(): Promise<BridgeUser | null>
  generateOrder(order: BridgeOrderRequest): Promise<BridgeOrderResult>
  consult(consult: BridgeConsult): boolean
  openWebview(url: string, title?: string): boolean
  getCourseInfo(): Promise<BridgeCourse>
}

// ---- the protocol ----

export interface BridgeDeps {
  /** Sends a message to the app; null when there is no app to send to. */
  transport(): ((message: string) => void) | null
  log(message: string, detail?: unknown): void
  setTimer(fn: () => void, ms: number): unknown
  clearTimer(timer: unknown): void
}

interface Waiting {
  action: BridgeAction
  resolve(data: unknown): void
  reject(error: BridgeError): void
  timer: unknown
}

export interface BridgeClient {
  readonly available: boolean
  /** Fire and forget; false when there is no app. */
  notify(action: BridgeAction, data?: object): boolean
  request(action: BridgeAction, data?: object, timeoutMs?: number): Promise<unknown>
  /** The reply function the app calls (window[BRIDGE_REPLY]). */
  receive(raw: unknown): void
}

function parseReply(raw: unknown): unknown {
  if (typeof raw !== 'string') return raw
  try {
    return JSON.parse(raw)
  } catch {
    return undefined
  }
}

export function createBridgeClient(deps: BridgeDeps): BridgeClient {
  const waiting = new Map<string, Waiting>()
  let seq = 0

  function post(message: BridgeMessage): boolean {
    const send = deps.transport()
    if (!send) return false
    send(JSON.stringify(message))
    return true
  }

  return {
    get available() {
      return deps.transport() !== null
    },
    notify(action, data = {}) {
      try {
        return post({ version: BRIDGE_VERSION, action, data })
      } catch (error) {
        deps.log(`bridge: ${action} could not be sent`, error)
        return false
      }
    },
    request(action, data = {}, timeoutMs = BRIDGE_TIMEOUT_MS[action] ?? BRIDGE_TIMEOUT_MS.default) {
      return new Promise((resolve, reject) => {
        const callbackId = `kj${++seq}`
        const timer = deps.setTimer(() => {
          waiting.delete(callbackId)
          reject(new BridgeError('timeout', `bridge: no reply to ${action} in ${timeoutMs} ms`))
        }, timeoutMs)
        waiting.set(callbackId, { action, resolve, reject, timer })
        let sent = false
        try {
          sent = post({ version: BRIDGE_VERSION, action, data, callbackId })
        } catch (error) {
          deps.log(`bridge: ${action} could not be sent`, error)
        }
        if (!sent) {
          deps.clearTimer(timer)
          waiting.delete(callbackId)
          reject(new BridgeError('unavailable', `bridge: no native app for ${action}`))
        }
      })
    },
    receive(raw) {
      const reply = parseReply(raw) as Partial<BridgeReply> | undefined
      const id = reply && typeof reply === 'object' ? reply.callbackId : undefined
      const entry = typeof id === 'string' ? waiting.get(id) : undefined
      if (!entry) {
        deps.log('bridge: reply names no waiting callback (ignored)', raw)
        return
      }
      waiting.delete(id!)
      deps.clearTimer(entry.timer)
      if (reply!.ok === true) entry.resolve(reply!.data)
      else if (reply!.ok === false) {
        const code = reply!.error?.code === 'cancelled' ? 'cancelled' : 'failed'
        entry.reject(new BridgeError(code, reply!.error?.message || `bridge: ${entry.action} failed`))
      } else entry.reject(new BridgeError('badReply', `bridge: reply to ${entry.action} has no ok`))
    },
  }
}

// ---- the typed interface over the protocol ----

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null

function readUser(data: unknown): BridgeUser | null {
  if (!isObject(data) || typeof data.token !== 'string' || data.token === '') return null
  return {
    token: data.token,
    uid: Number(data.uid) || 0,
    ...(typeof data.mobile === 'string' ? { mobile: data.mobile } : {}),
    ...(typeof data.nickName === 'string' ? { nickName: data.nickName } : {}),
  }
}

function reading<T>(action: BridgeAction, read: (data: unknown) => T | null) {
  return (data: unknown): T => {
    const value = read(data)
    if (value === null) throw new BridgeError('badReply', `bridge: unreadable answer to ${action}`)
    return value
  }
}

export function createNativeBridge(client: BridgeClient, log: BridgeDeps['log']): NativeBridge {
  return {
    get available() {
      return client.available
    },
    hideNavigation: () => client.notify('hideNavigation'),
    setTitle: (title) => client.notify('setTitle', { title }),
    shareConfig: (share) => client.notify('shareConfig', share),
    shareDialog: (share) =>
      client.request('shareDialog', share).then(
        () => true,
        (error: unknown) => {
          log('bridge: native share failed (ignored)', error) // section 8: "Native share failure ignored"
          return false
        },
      ),
    getAppInfo: () =>
      client.request('getAppInfo').then(
        reading('getAppInfo', (d) =>
          isObject(d) && typeof d.appVersion === 'string'
            ? { appVersion: d.appVersion, platform: d.platform === 'ios' ? 'ios' : 'android', ...(typeof d.statusBarHeight === 'number' ? { statusBarHeight: d.statusBarHeight } : {}) }
            : null,
        ),
      ),
    closePage: () => client.notify('closePage'),
    interceptBack: (enabled) => client.notify('interceptBack', { enabled }),
    login: () => client.request('login').then(reading('login', readUser)),
    getUserInfo: () =>
      client.request('getUserInfo').then((d) => {
        if (d === null || (isObject(d) && !d.token)) return null
        return reading('getUserInfo', readUser)(d)
      }),
    generateOrder: (order) =>
      client.request('generateOrder', order).then(
        reading('generateOrder', (d) =>
          isObject(d) && Number(d.orderId) > 0 && typeof d.orderNo === 'string'
            ? { orderId: Number(d.orderId), orderNo: d.orderNo, ...(typeof d.tradeOrderId === 'string' ? { tradeOrderId: d.tradeOrderId } : {}) }
            : null,
        ),
      ),
    consult: (consult) => client.notify('consult', consult),
    openWebview: (url, title) => client.notify('openWebview', title ? { url, title } : { url }),
    getCourseInfo: () =>
      client.request('getCourseInfo').then(
        reading('getCourseInfo', (d) =>
          isObject(d) && Number(d.courseId) > 0
            ? { courseId: Number(d.courseId), courseName: String(d.courseName ?? ''), ...(d.courseType !== undefined ? { courseType: Number(d.courseType) } : {}) }
            : null,
        ),
      ),
  }
}

/** The bridge where there is no native app (the mini-program): notifications do nothing, requests fail 'unavailable'. */
export function unavailableBridge(): NativeBridge {
  return createNativeBridge(
    { available: false, notify: () => false, request: (action) => Promise.reject(new BridgeError('unavailable', `bridge: no native app for ${action}`)), receive: () => undefined },
    () => undefined,
  )
}
