/**
 * The one request layer (both specs, sections 7 and 8). A call is sent as its named row of the calls' contract
 * (contract/calls: `request(ORDER_CALLS.queryPayGoodsInfo, {data})`): its service, method, path, body kind and token's
 * place come from there, and the learner's userId is added where the spec names it. Timestamp parameter, 30 s
 * timeout ('请求超时'), network failure ('请求失败~~~'), success = code 200 (status/code 0 mapped to 200 for services
 * that use it), a toast of msg/message for other codes unless the call says notNeedLogin, and 401: the session is
 * cleared and, 1.5 s later, the learner is sent to login with redirect = the current full path.
 * Everything it touches (transport, toasts, session, navigation, clock) is injected, so tests drive it fully.
 */
import qs from 'qs'
import type { Envelope } from '@contract/api'
import { fillPath, type Call, type NamedCall } from '@contract/calls/contract'
import { T } from '@/core/texts'
import { SCHOOL_HEADER, SERVICE_OPTIONS, serviceRoot, type ServiceName } from '../config/index'
import type { Method, Transport, TransportRequest, TransportResponse } from '@/platform/transportTypes'

export const REQUEST_TIMEOUT_MS = 30_000
export const UNAUTHORIZED_REDIRECT_DELAY_MS = 1_500


export type { Method, Transport, TransportRequest, TransportResponse }

export interface RequestEnv {
  transport: Transport
  toast(message: string): void
  showLoading(message: string): void
  hideLoading(): void
  /** The stored token, '' when logged out. */
  token(): string
  /** The logged-in learner's uid, 0 when none: the userId of the calls whose spec names one. */
  uid?(): number
  /**
   * The uid once the session has checked a stored token whose learner it does not know yet (a cookie alone): a call
   * naming the userId waits for it rather than leave the learner out.
   */
  learner?(): Promise<number>
  /** Clears the session (code 401). */
  clearSession(): void
  /** Navigates to login with redirect = the current full path. */
  toLogin(): void
  now(): number
  setTimer(fn: () => void, ms: number): unknown
  clearTimer(handle: unknown): void
}

/** How a call is sent, besides what the contract says of it. */
export interface CallOptions {
  /** Query parameters (GET) or body (POST). */
  data?: object
  /** Extra query parameters for a POST. */
  query?: object
  /** The values of the call's `:name` path segments. */
  pathParams?: Record<string, string | number>
  /** No toast for a non-200 code, and no trip to login on 401 (the session is still cleared). */
  notNeedLogin?: boolean
  /**
   * No toast at all, not even for a timeout or a lost connection: a call in the background whose failure the caller
   * handles quietly (the article list's IP location falls back to nationwide). Implies notNeedLogin.
   */
  silent?: boolean
  timeout?: number
  /** Shows a loading toast with this text (true: '加载中...') while the call runs. */
  loading?: boolean | string
}

/** What the request layer sends, the contract's row resolved: the method, the body kind and where the token goes. */
interface SendOptions extends Omit<CallOptions, 'pathParams'> {
  method: Method
  /** 'json' or 'form' (x-www-form-urlencoded) for POST bodies. */
  bodyType: 'json' | 'form'
  /** Where the token goes: a `token` parameter, a `token` header, or nowhere. */
  auth: Call['token']
}

/** A request as the request layer hands it to the transport, for the recorders of the tests (the contract check). */
export interface SentRequest extends TransportRequest {
  /** The contract's name for it (none for a call outside the contract). */
  name?: string
  /** Whether a learner's token was stored when it was sent. */
  loggedIn: boolean
}

const recorders = new Set<(sent: SentRequest) => void>()

/** Calls `recorder` with every request any requester sends from now on; answers the function that stops it. */
export function recordRequests(recorder: (sent: SentRequest) => void): () => void {
  recorders.add(recorder)
  return () => void recorders.delete(recorder)
}

export class ApiError<D = unknown> extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly data?: D,
    /** 'api' for an answer with a non-200 code; 'timeout' or 'network' when no answer came. */
    readonly kind: 'api' | 'timeout' | 'network' = 'api',
  ) {
    super(message)
    this.name = 'ApiError'
  }
}

class TimeoutError extends Error {}

/**
 * True when a call got no usable answer (timed out, no connection, a proxy's error page, or the server's own 5xx):
 * a page says so with a retry instead of treating it as a refusal such as "no such order".
 */
export function isUnanswered(error: unknown): boolean {
  return error instanceof ApiError && (error.kind !== 'api' || error.code >= 500)
}

export interface Requester {
  /** A call of the contract (a named row of contract/calls/table). */
  <T = unknown>(call: NamedCall, options?: CallOptions): Promise<T>
  /** Like the call itself but resolves the whole envelope for callers that read fields beside data. */
  envelope<T = unknown>(call: NamedCall, options?: CallOptions): Promise<Envelope<T>>
}

/** The learner's userId added to `data` where the call's spec names one and the caller gave none. */
function withUser(call: Call, data: object | undefined, uid: number): object | undefined {
  if (!call.params.includes('userId') || !uid) return data
  const given = (data as { userId?: unknown } | undefined)?.userId
  return given === undefined || given === null || given === '' ? { ...data, userId: uid } : data
}

function isEnvelope(value: unknown): value is Envelope {
  return typeof value === 'object' && value !== null && ('code' in value || 'status' in value)
}

export function createRequester(env: RequestEnv): Requester {
  let loginRedirectPending = false

  function withTimeout<R>(promise: Promise<R>, ms: number): Promise<R> {
    return new Promise<R>((resolve, reject) => {
      const handle = env.setTimer(() => reject(new TimeoutError()), ms)
      promise.then(
        (v) => { env.clearTimer(handle); resolve(v) },
        (e) => { env.clearTimer(handle); reject(e) },
      )
    })
  }

  function scheduleLogin() {
    if (loginRedirectPending) return
    loginRedirectPending = true
    env.setTimer(() => {
      loginRedirectPending = false
      env.toLogin()
    }, UNAUTHORIZED_REDIRECT_DELAY_MS)
  }

  async function send<D>(service: ServiceName, path: string, options: SendOptions, name: string): Promise<Envelope<D>> {
    const { method, auth } = options
    const stored = env.token()
    const token = auth === 'none' ? '' : stored
    const headers: Record<string, string> = { ...SCHOOL_HEADER }
    if (auth === 'header' && token) headers.token = token

    const params: Record<string, unknown> = { ...(method === 'GET' ? options.data : options.query) }
    if (auth === 'param' && token) params.token = token
    params.t = env.now()
    let body: unknown
    if (method === 'POST') {
      const payload: Record<string, unknown> = { ...options.data }
      if (auth === 'param' && token) payload.token = token
      if (options.bodyType === 'form') {
        headers['Content-Type'] = 'application/x-www-form-urlencoded'
        body = qs.stringify(payload)
      } else {
        headers['Content-Type'] = 'application/json'
        body = payload
      }
    }
    // An empty path is the service root itself (a service whose root is one endpoint, such as the maps service's).
    const target = path ? `${serviceRoot(service)}/${path.replace(/^\//, '')}` : serviceRoot(service)
    const url = `${target}?${qs.stringify(params, { skipNulls: true })}`
    const quiet = options.silent || options.notNeedLogin
    const timeout = options.timeout ?? REQUEST_TIMEOUT_MS

    const loadingText = options.loading === true ? T.loading : options.loading || ''
    if (loadingText) env.showLoading(loadingText)
    const request: TransportRequest = { url, method, headers, body, timeout }
    for (const record of recorders) record({ ...request, name, loggedIn: !!stored })
    let response: TransportResponse
    try {
      response = await withTimeout(env.transport(request), timeout)
    } catch (error) {
      const timedOut = error instanceof TimeoutError
      const message = timedOut ? T.requestTimeout : T.requestFailed
      if (loadingText) env.hideLoading()
      if (!options.silent) env.toast(message)
      throw new ApiError(0, message, undefined, timedOut ? 'timeout' : 'network')
    }
    if (loadingText) env.hideLoading()

    if (!isEnvelope(response.data)) {
      // A proxy's error page or a body that is no envelope: the spec's one message for any other failure.
      if (!options.silent) env.toast(T.requestFailed)
      throw new ApiError(response.status, T.requestFailed, undefined, 'network')
    }
    const result = { ...(response.data as Envelope<D>) }
    const zeroIsSuccess = SERVICE_OPTIONS[service]?.zeroIsSuccess
    if (zeroIsSuccess && (result.code === 0 || result.status === 0)) result.code = 200
    if (result.code === 200) return result

    const message = result.msg || result.message || ''
    if (result.code === 401) {
      env.clearSession()
      if (!quiet) {
        if (message) env.toast(message)
        scheduleLogin()
      }
    } else if (!quiet && message) {
      env.toast(message)
    }
    throw new ApiError(result.code, message, result.data)
  }

  function sendCall<D>(call: NamedCall, options: CallOptions = {}): Promise<Envelope<D>> {
    const { data, pathParams, ...rest } = options
    const sendAs = (uid: number) =>
      send<D>(call.service, fillPath(call.path, pathParams), {
        ...rest,
        method: call.method,
        bodyType: call.body === 'form' ? 'form' : 'json',
        auth: call.token,
        data: withUser(call, data, uid),
      }, call.name)
    const uid = env.uid?.() ?? 0
    // A call whose spec names the learner waits for the session to know them (its check of a token that came alone).
    const unknown = !uid && call.params.includes('userId') && !!env.learner && !!env.token()
    return unknown ? env.learner!().catch(() => 0).then(sendAs) : sendAs(uid)
  }

  const requester = (async <D>(call: NamedCall, options?: CallOptions) => (await sendCall<D>(call, options)).data) as Requester
  requester.envelope = sendCall
  return requester
}
