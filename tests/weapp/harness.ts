/**
 * Harness for tests of the BUILT mini-program (dist/weapp) in jest. miniprogram-simulate renders the real wxml
 * (compiled by WeChat's wcc from the miniprogram-compiler package), the real Taro runtime and app code run, and
 * wx.request is routed to the reference server in-process (server/app.ts via fastify inject, SQLite :memory:,
 * sandbox on). No network, no WeChat devtools.
 *
 *   import { launchApp, loadPage } from './harness'
 *   const page = await loadPage('pages/login/index', { query: { redirect: '/ty/myOrder' } })  // fresh app + page
 *   await page.tap(page.getByText('使用验证码登录'))
 *   await page.input(page.getInput({ name: 'userPhone' }), '13800138000')
 *   page.mp.storage / .navigations / .toasts / .requests / .logins, await page.mp.api('GET', '/dev/otp?mobileNo=...')
 *   page.mp.net.fault('/api/order/createOrder', 'lost') / .setConnected(false) / .shortenTimeouts(50)  (network.ts)
 *   const mp = await launchApp({ signedInAs: '13800138000' })  // session in storage before app.js runs
 *   const orders = await mp.loadPage('packages/order/myOrder/index')
 *   await mp.close()   // in afterEach: unmounts the pages, closes the server
 *
 * Pitfalls (each cost time once):
 * - It tests the BUILT output: run `npm run build:weapp` after changing src/. global-setup.ts stops the run when
 *   dist/weapp is missing and warns when src/ is newer. Build-time values (API base http://127.0.0.1:3100/api,
 *   TARO_ENV, TARO_APP_*) are baked in: a build with TARO_APP_API_BASE set elsewhere fails every request here.
 * - A page module runs once per module registry (webpack's runtime caches it; jest's require.cache cannot be
 *   cleared), so a second simulate.load of the same page never calls Page(). launchApp() therefore starts with
 *   jest.resetModules() and fresh globals, wx, server and app: one launch per test, each page at most once a launch.
 * - miniprogram-simulate merges an existing global.wx into its own when required: launchApp deletes the previous
 *   launch's globals first (else the old webpackJsonp chunks, and with them the old app, come back).
 * - miniprogram-simulate's wx is a mock: storage is a no-op, request answers {} after 100 ms, login gives a fixed
 *   code. The harness replaces those (storage Map with JSON copies, request -> server.inject, recorded login,
 *   navigation and toasts). Taro looks `wx.x` up at call time: a test may replace `mp.wx.login` after launch.
 * - miniprogram-simulate has no Page(): it is adapted to Component, with this.route/this.options set before onLoad
 *   (Taro's useRouter reads them), onShow right after, onReady on ready. Taro's component configs carry
 *   behaviors = {} which j-component cannot take: dropped. Class names are left unprefixed (simulate would write
 *   'main--login-page').
 * - Navigation APIs are recorded in mp.navigations, never performed: load the target in a new launch.
 * - wxml attributes (openType, placeholder, disabled...) are not DOM attributes: read them with page.attrs(el).
 * - Events are exparser events dispatched on the rendered element; they bubble like WeChat's, so tapping the text
 *   inside a button reaches the button's bindtap. Everything after an event is async (request -> React -> Taro
 *   setData -> j-component): wait with page.findByText / page.waitFor / mp.waitForRequest, never a fixed sleep.
 * - Real timers only: jest fake timers would freeze the server inject and Taro's setData batching.
 * - testEnvironment is jsdom (j-component needs a DOM) plus Node's setImmediate & co. (environment.ts): fastify's
 *   inject hangs or errors in plain jsdom. transformIgnorePatterns keeps dist/ untransformed (it is what WeChat runs)
 *   and compiles cookie@2 (ESM-only, light-my-request's).
 * - Each launch recompiles dist/weapp with wcc (simulate's cache is reset with the modules): about 0.3 s a test.
 * - The custom tab bar is a component, not a page: mp.loadPage('custom-tab-bar/index') renders it; WeChat would
 *   draw it on every tab page, the harness does not.
 * - NutUI icons render a raw <i>; without @tarojs/plugin-html WeChat has no template for it ("Template `tmpl_0_i`
 *   not found" warnings, nothing drawn). src/platform/icons.weapp.ts makes them views: if that warning shows up
 *   again, some component renders another HTML tag.
 */
import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import type { FastifyInstance, InjectOptions } from 'fastify'

import { createNetwork, recordRequest, type Fault, type Network } from './network'
// Required once per test file, before any jest.resetModules(): every launch builds a fresh app from it.
import { buildApp, type BuildAppOptions } from '../../server/app'

const ROOT = path.resolve(__dirname, '..', '..')
const DIST = process.env.WEAPP_DIST ? path.resolve(process.env.WEAPP_DIST) : path.join(ROOT, 'dist', 'weapp')
/** Origin of the API base the weapp build bakes in (src/config/index.ts); requests elsewhere fail loudly. */
const API_ORIGIN = 'http://127.0.0.1:3100'

/**
 * A JSON value the app sent or the server answered (a request's body and answer, a stored value, an API call's data):
 * a test reads whichever shape it asked for, as tests/support/server.ts's Envelope does.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a test reads whichever answer it asked for
export type Json = any

/**
 * A wx API as a launch installs it (miniprogram-simulate's mock, the harness's overrides) and as a test stands in for
 * one: WeChat's options object (or a key, a schema...) in, what WeChat answers out. The names are WeChat's own
 * (a misspelt stand-in fails the type check); the calls are loose because a stand-in does only what its page needs.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see above: each stand-in takes what the app passes
export type WxFunction = (...args: any[]) => any
export type Wx = { [K in keyof WechatMiniprogram.Wx]: WxFunction }

/** What a wx API hands its callbacks, or resolves or rejects with. */
export type WxResult = { errMsg: string } & Record<string, Json>

/** The options of a wx API call the harness answers: its callbacks and the fields the harness reads. */
interface WxOptions {
  success?: (res: WxResult) => void
  fail?: (res: WxResult) => void
  complete?: (res: WxResult) => void
  title?: string
  content?: string
  url?: string
  delta?: number
  data?: Json
  key?: string
  src?: string
  canvas?: Canvas2d
  length?: number
}

/** wx.request's options as the app passes them. */
interface RequestOptions extends WxOptions {
  url: string
  method?: string
  header?: Record<string, string>
  dataType?: string
}

/** One wx.request the app sent, as mp.requests records it (origin, path and query once its URL parsed). */
export interface RequestEntry {
  method: string
  url: string
  headers: Record<string, string>
  body: Json
  origin?: string
  path?: string
  query?: Record<string, string>
  /** The HTTP status once answered; 0 when it failed before or after the server. */
  status?: number
  response?: Json
  fault?: Fault | 'offline'
  answeredByServer?: number
  error?: unknown
}

/** A request mp.waitForRequest found: its URL parsed and its answer in. */
export type AnsweredRequest = RequestEntry & Required<Pick<RequestEntry, 'origin' | 'path' | 'query' | 'status'>>

/** One navigation API call (never performed). */
export interface Navigation {
  api: string
  url?: string
  delta?: number
}

/** What App.onLaunch gets and wx.getLaunchOptionsSync answers. */
export interface AppLaunch {
  path: string
  query: Record<string, string>
  scene: number
  [key: string]: unknown
}

/** The app's App() config (dist/weapp/app.js). */
interface AppConfig {
  onLaunch?: (this: AppConfig, options: AppLaunch) => void
  onShow?: (this: AppConfig, options: AppLaunch) => void
  [key: string]: unknown
}

/**
 * A rendered page's instance (j-component's, with Taro's page methods): what a test calls on page.comp.instance.
 * Taro gives every page its lifecycles; the share handlers only to a page whose config enables sharing.
 */
export interface PageInstance {
  route: string
  __route__: string
  options: Record<string, string>
  data: Record<string, Json>
  setData(data: Record<string, unknown>, cb?: () => void): void
  onShow(): void
  onHide(): void
  onPageScroll(e: { scrollTop: number }): void
  onReachBottom(): void
  onShareAppMessage?: (e: { from: string }) => { title?: string; path: string; imageUrl?: string }
  onShareTimeline?: () => { title?: string; query?: string; imageUrl?: string }
}

/** A page's method as Page() gets it from the app. */
type PageMethod = (this: PageInstance, ...args: unknown[]) => unknown

/** A component definition as the app (and miniprogram-simulate's wrapping of Page) hands it to Component(). */
interface ComponentDefinition {
  options?: Record<string, unknown>
  behaviors?: unknown
  externalClasses?: unknown
  [key: string]: unknown
}

/** A component j-component rendered (miniprogram-simulate's render): its tree once attached, its instance. */
export interface SimComponent {
  readonly dom: HTMLElement
  readonly instance: PageInstance
  attach(parent: Node): void
  detach(): void
}

/**
 * miniprogram-simulate as the harness uses it. Its own typings are not imported: they bring in the package's
 * mini-program globals (console, require, setTimeout), which clash with the DOM's (types/wechat.d.ts).
 */
export interface Simulate {
  load(componentPath: string, options?: { rootPath?: string }): string
  render(componentId: string): SimComponent
}

/** The exparser j-component renders with: its events. */
interface Exparser {
  Event: {
    create(type: string, detail: unknown, options: Record<string, unknown>): unknown
    dispatchEvent(node: unknown, event: unknown): void
  }
}

/** An element j-component rendered: its mini-program node, whose virtual tree holds the wxml attributes. */
export type RenderedElement = Element & { __wxElement?: { id?: string; _vt?: { attrs?: { name: string; value: Json }[] } } }

/** The mini-program globals a launch installs, as the harness sets them on Node's global. */
interface MiniProgramGlobals {
  wx?: Wx
  App?: (cfg: AppConfig) => void
  Page?: (cfg: Record<string, unknown>) => void
  Component?: (definition: ComponentDefinition) => unknown
  Behavior?: unknown
  getApp?: () => AppConfig | null
  getCurrentPages?: () => PageInstance[]
}
const globals = global as unknown as MiniProgramGlobals

function assertBuilt() {
  if (!fs.existsSync(path.join(DIST, 'app.js'))) {
    throw new Error('dist/weapp is missing: run npm run build:weapp first')
  }
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

/** How long and how often waitFor polls, and what its timeout says. */
export interface WaitOptions {
  timeout?: number
  interval?: number
  message?: string | (() => string | null | undefined)
}

/** Polls `fn` until it returns a truthy value without throwing; rejects after `timeout` ms (10 s: CI runs it beside Chromium) with the last reason. */
async function waitFor<T>(fn: () => T | PromiseLike<T>, { timeout = 10_000, interval = 10, message }: WaitOptions = {}): Promise<NonNullable<T>> {
  const end = Date.now() + timeout
  for (;;) {
    let lastError: unknown
    try {
      const value = await fn()
      if (value) return value
    } catch (error) {
      lastError = error
    }
    if (Date.now() > end) {
      const why = typeof message === 'function' ? message() : message || (lastError ? (lastError as Error).message : 'condition stayed false')
      throw new Error(`waitFor timed out after ${timeout} ms: ${why}`)
    }
    await sleep(interval)
  }
}

const copy = <T>(value: T): T => (value === undefined ? value : JSON.parse(JSON.stringify(value)))
const parseJson = (text: string): Json => {
  try {
    return JSON.parse(text)
  } catch {
    return text
  }
}

/** WeChat's async API contract: callbacks when given, else a promise. */
function settle(name: string, opts: WxOptions = {}, result: Record<string, unknown> = {}, error?: string): Promise<WxResult> | undefined {
  const res: WxResult = error ? { errMsg: `${name}:fail ${error}` } : { errMsg: `${name}:ok`, ...result }
  const hasCallbacks = (['success', 'fail', 'complete'] as const).some((k) => typeof opts[k] === 'function')
  const run = () => {
    if (error) opts.fail?.(res)
    else opts.success?.(res)
    opts.complete?.(res)
  }
  if (hasCallbacks) {
    setTimeout(run, 0)
    return undefined
  }
  return new Promise((resolve, reject) => setTimeout(() => (error ? reject(res) : resolve(res)), 0))
}

/** One call or style set on a Canvas 2D context. */
export interface CanvasOp {
  op: string
  args: unknown[]
}

/** A Canvas 2D node (canvas2d): what was drawn on it, how often it was exported. */
export interface Canvas2d {
  id: string
  ops: CanvasOp[]
  width: number
  height: number
  exported?: number
  getContext(type: string): Record<string | symbol, unknown> | null
  createImage(): { src: string; onload: (() => void) | null; onerror: (() => void) | null }
}

/**
 * A Canvas 2D node (`<canvas type="2d">`) as WeChat gives it to a selector query with `node: true`: its context
 * records every call and every style set ({op, args} in `ops`) and measures text, createImage loads any src at once.
 */
function canvas2d(id: string): Canvas2d {
  const ops: CanvasOp[] = []
  // measureText as a canvas answers it, near enough: a character as wide as the font's size, a Latin one 0.55 of it.
  const measureText = (text: unknown) => ({ width: [...String(text)].reduce((w, c) => w + (c.charCodeAt(0) < 0x80 ? 0.55 : 1) * (parseFloat(ctx.font) || 10), 0) })
  const context: Record<string | symbol, unknown> & { font: string } = { font: '10px sans-serif', measureText }
  const ctx = new Proxy(context, {
    get: (target, key) => (key in target ? target[key] : (...args: unknown[]) => ops.push({ op: String(key), args })),
    set: (target, key, value) => {
      ops.push({ op: `${String(key)}=`, args: [value] })
      target[key] = value
      return true
    },
  })
  return {
    id, ops, width: 300, height: 150,
    getContext: (type) => (type === '2d' ? ctx : null),
    createImage() {
      const img: ReturnType<Canvas2d['createImage']> = { src: '', onload: null, onerror: null }
      return new Proxy(img, {
        set(target, key, value) {
          ;(target as unknown as Record<string | symbol, unknown>)[key] = value
          if (key === 'src') setTimeout(() => target.onload && target.onload(), 0)
          return true
        },
      })
    },
  }
}

/** What a selector query hands a node's callback, and exec's callback the list of. */
type QueryCallback = (value: unknown) => void
interface NodesRef {
  boundingClientRect(cb?: QueryCallback): SelectorQuery
  scrollOffset(cb?: QueryCallback): SelectorQuery
  fields(f: { node?: boolean } | undefined, cb?: QueryCallback): SelectorQuery
  node(cb?: QueryCallback): SelectorQuery
  context(cb?: QueryCallback): SelectorQuery
}
interface SelectorQuery {
  in(): SelectorQuery
  select(selector: string): NodesRef
  selectAll(): NodesRef
  selectViewport(): NodesRef
  exec(cb?: (values: unknown[]) => void): SelectorQuery
}

/**
 * wx.createSelectorQuery stand-in: chainable, every node answers an empty rect (NutUI measures with it); `fields`
 * with `node: true` on an id answers that id's Canvas 2D node (kept in `canvases` by id).
 */
function createSelectorQuery(canvases: Map<string, Canvas2d>): SelectorQuery {
  const results: [unknown, QueryCallback | undefined][] = []
  const rect = () => ({ id: '', dataset: {}, left: 0, right: 0, top: 0, bottom: 0, width: 0, height: 0, scrollLeft: 0, scrollTop: 0, scrollWidth: 0, scrollHeight: 0 })
  const nodesRef = (all: boolean, selector = ''): NodesRef => {
    const add = (cb: QueryCallback | undefined, value: unknown = all ? [] : rect()) => {
      results.push([value, cb])
      return query
    }
    const fields = (f: { node?: boolean } | undefined, cb?: QueryCallback) => {
      if (!all && f && f.node && selector.startsWith('#')) {
        const id = selector.slice(1)
        if (!canvases.has(id)) canvases.set(id, canvas2d(id))
        return add(cb, { ...rect(), id, node: canvases.get(id) })
      }
      return add(cb)
    }
    return { boundingClientRect: (cb) => add(cb), scrollOffset: (cb) => add(cb), fields, node: (cb) => add(cb), context: (cb) => add(cb) }
  }
  const query: SelectorQuery = {
    in: () => query,
    select: (selector) => nodesRef(false, selector),
    selectAll: () => nodesRef(true),
    selectViewport: () => nodesRef(false),
    exec(cb) {
      setTimeout(() => {
        for (const [value, fn] of results) if (typeof fn === 'function') fn(value)
        if (typeof cb === 'function') cb(results.map(([value]) => value))
      }, 0)
      return query
    },
  }
  return query
}

/** Logs a mobile in on the server (OTP flow, as the app would) and returns the LoginResult. */
async function serverLogin(server: FastifyInstance, mobileNo: string): Promise<{ uid: number; token: string }> {
  const get = async (url: string) => JSON.parse((await server.inject({ method: 'GET', url })).body)
  const sent = await get(`/api/account/getOtp?mobileNo=${mobileNo}&type=3`)
  if (sent.code !== 200) throw new Error(`getOtp for ${mobileNo}: ${JSON.stringify(sent)}`)
  const { otp } = (await get(`/dev/otp?mobileNo=${mobileNo}`)).data
  const res = await server.inject({ method: 'POST', url: '/api/account/loginAndRegister', payload: { mobileNo, otp } })
  const body = JSON.parse(res.body)
  if (body.code !== 200) throw new Error(`loginAndRegister for ${mobileNo}: ${res.body}`)
  return body.data
}

/** launchApp's options (below); loadPage's also take the page's query. */
export interface LaunchOptions {
  storage?: Record<string, unknown>
  signedInAs?: string
  wxCode?: string | ((n: number) => string)
  server?: BuildAppOptions
  privacy?: { needAuthorization?: boolean; privacyContractName?: string }
  launchOptions?: Partial<AppLaunch>
}

/** A page's query: each value as a string once loaded. */
export type PageQuery = Record<string, unknown>

/** What the app answers WeChat's onNeedPrivacyAuthorization with (resolve's option). */
type PrivacyResolve = (option: Record<string, unknown>) => void

/** The privacy agreement as WeChat keeps it for a launch (options.privacy), and what the app did with it. */
export interface Privacy {
  needAuthorization: boolean
  privacyContractName: string
  listener: ((resolve: PrivacyResolve, eventInfo: { referrer: string }) => void) | null
  answers: Record<string, unknown>[]
  contractOpened: number
  ask(): void
}

/** One setData of a page (recordSetData). */
export interface SetDataEntry {
  ms: number
  bytes: number
  keys: number
}

/** The in-process server's answer to mp.api: status, parsed body, headers. */
export interface ApiResult {
  status: number
  data: Json
  headers: Record<string, unknown>
}

/** A launched mini-program (launchApp); each member is described where launchApp builds it. */
export interface Mp {
  wx: Wx
  server: FastifyInstance
  setDataLog: SetDataEntry[]
  storage: Map<string, Json>
  net: Network
  navigations: Navigation[]
  toasts: string[]
  requests: RequestEntry[]
  logins: string[]
  clipboard: Json[]
  canvases: Map<string, Canvas2d>
  randomCalls: number[]
  privacy: Privacy
  api(method: string, url: string, options?: { headers?: Record<string, string>; body?: unknown }): Promise<ApiResult>
  waitFor: typeof waitFor
  waitForRequest(pathEnd: string, options?: { method?: string; timeout?: number }): Promise<AnsweredRequest>
  latestOtp(mobileNo: string): Promise<string | undefined>
  loadPage(route: string, options?: { query?: PageQuery }): Promise<Page>
  close(): Promise<void>
}

/**
 * Starts a fresh mini-program: new module registry, globals and wx, a new server (SQLite :memory:, sandbox),
 * dist/weapp/app.js run and App.onLaunch/onShow called. Options:
 * - storage: initial wx storage entries
 * - signedInAs: a mobile logged in on the server first, its session written to storage as the app keeps it
 *   (token, userToken, userData {uid, token}: src/platform/credentials.weapp.ts)
 * - wxCode: what wx.login gives (string, or function of the call number); default 'wx-code-<n>'
 * - server: BuildAppOptions merged in (e.g. now: a fake clock)
 * - privacy: {needAuthorization, privacyContractName} answered by wx.getPrivacySetting (default: already agreed);
 *   mp.privacy.ask() plays WeChat's onNeedPrivacyAuthorization and records the listener's answers
 * - launchOptions: App.onLaunch argument
 */
async function launchApp(options: LaunchOptions = {}): Promise<Mp> {
  assertBuilt()
  jest.resetModules()
  for (const name of ['wx', 'App', 'Page', 'Component', 'Behavior', 'getApp', 'getCurrentPages'] as const) delete globals[name]

  const server = await buildApp({ dbFile: ':memory:', sandbox: true, smsBudget: { perIpPerHour: 100000, perMinute: 100000 }, ...(options.server || {}) })
  await server.ready()

  const storage = new Map<string, Json>(Object.entries(options.storage || {}).map(([k, v]) => [k, copy(v)]))
  if (options.signedInAs) {
    const session = await serverLogin(server, options.signedInAs)
    storage.set('token', session.token)
    storage.set('userToken', session.token)
    storage.set('userData', { uid: session.uid, token: session.token })
  }
  const net = createNetwork()
  const navigations: Navigation[] = []
  const toasts: string[] = []
  const requests: RequestEntry[] = []
  const logins: string[] = []
  const randomCalls: number[] = []
  /** What wx.setClipboardData was given, in call order (the last is what the clipboard holds). */
  const clipboard: Json[] = []
  /** Canvas 2D nodes by id (canvas2d), with what was drawn on them. */
  const canvases = new Map<string, Canvas2d>()
  const pages: PageInstance[] = []
  const privacy: Privacy = {
    needAuthorization: false,
    privacyContractName: '《会计学堂小程序隐私保护指引》',
    ...(options.privacy || {}),
    listener: null,
    /** What the app passed to resolve(), in call order. */
    answers: [],
    contractOpened: 0,
    /** WeChat asking for the agreement (a privacy-protected call is pending). */
    ask() {
      if (!privacy.listener) throw new Error('the app registered no wx.onNeedPrivacyAuthorization listener')
      privacy.listener((option) => privacy.answers.push(option), { referrer: 'getPhoneNumber' })
    },
  }

  /** Calls the in-process server directly (set-up and checks): {status, data, headers}. */
  async function api(method: string, url: string, { headers, body }: { headers?: Record<string, string>; body?: unknown } = {}): Promise<ApiResult> {
    const res = await server.inject({ method: method as InjectOptions['method'], url, headers, payload: body as InjectOptions['payload'] })
    return { status: res.statusCode, data: parseJson(res.body), headers: res.headers }
  }

  function request(opts: RequestOptions) {
    const method = (opts.method || 'GET').toUpperCase()
    const entry: RequestEntry = { method, url: opts.url, headers: { ...(opts.header || {}) }, body: copy(opts.data) }
    requests.push(entry)
    // The calls' contract (network.ts): logged in while the app's storage holds a token (credentials.weapp.ts).
    recordRequest({ method, url: opts.url, headers: entry.headers, body: opts.data, loggedIn: !!(storage.get('userToken') || storage.get('token')) })
    let aborted = false
    const task = {
      abort() {
        aborted = true
        settle('request', opts, {}, 'abort')
      },
      onHeadersReceived() {},
      offHeadersReceived() {},
      onChunkReceived() {},
      offChunkReceived() {},
    }
    let target: URL
    try {
      target = new URL(opts.url)
    } catch {
      entry.status = 0
      settle('request', opts, {}, `invalid url ${opts.url}`)
      return task
    }
    Object.assign(entry, { origin: target.origin, path: target.pathname, query: Object.fromEntries(target.searchParams) })
    if (target.origin !== API_ORIGIN) {
      entry.status = 0
      settle('request', opts, {}, `harness: nothing listens at ${target.origin} (the in-process server is ${API_ORIGIN})`)
      return task
    }
    const payload = method === 'GET' || method === 'HEAD' ? undefined : opts.data
    const fault = net.take(target.pathname)
    entry.fault = fault
    if (fault === 'offline' || fault === 'fail') {
      entry.status = 0
      settle('request', opts, {}, fault === 'offline' ? 'net::ERR_INTERNET_DISCONNECTED' : 'net::ERR_CONNECTION_RESET')
      return task
    }
    if (fault === 'raw500') {
      Object.assign(entry, { status: 500, response: '<html>500 Internal Server Error</html>' })
      settle('request', opts, { data: '<html>500 Internal Server Error</html>', statusCode: 500, header: {}, cookies: [] })
      return task
    }
    if (fault === 'hang') return task
    if (fault && fault !== 'lost') throw new Error(`unknown fault ${fault}`)
    server
      .inject({ method: method as InjectOptions['method'], url: target.pathname + target.search, headers: entry.headers, payload })
      .then((res) => {
        if (aborted) return
        if (fault === 'lost') {
          Object.assign(entry, { status: 0, answeredByServer: res.statusCode })
          settle('request', opts, {}, 'net::ERR_CONNECTION_RESET')
          return
        }
        const data = opts.dataType === undefined || opts.dataType === 'json' ? parseJson(res.body) : res.body
        Object.assign(entry, { status: res.statusCode, response: data })
        settle('request', opts, { data, statusCode: res.statusCode, header: res.headers, cookies: [] })
      })
      .catch((error) => {
        Object.assign(entry, { status: 0, error })
        if (!aborted) settle('request', opts, {}, String(error && error.message))
      })
    return task
  }

  const navigate = (name: string) => (opts: WxOptions = {}) => {
    navigations.push({ api: name, url: opts.url, delta: opts.delta })
    return settle(name, opts)
  }

  // What App.onLaunch gets, and what wx.getLaunchOptionsSync answers (a shared card's teacherId: launchOptions.query).
  const launch: AppLaunch = { path: 'pages/home/index', query: {}, scene: 1001, ...(options.launchOptions || {}) }
  const overrides = {
    request,
    ...net.wx,
    login(opts: WxOptions = {}) {
      const n = logins.length + 1
      const code = typeof options.wxCode === 'function' ? options.wxCode(n) : options.wxCode || `wx-code-${n}`
      logins.push(code)
      return settle('login', opts, { code })
    },
    checkSession: (opts?: WxOptions) => settle('checkSession', opts),
    navigateTo: navigate('navigateTo'),
    redirectTo: navigate('redirectTo'),
    switchTab: navigate('switchTab'),
    reLaunch: navigate('reLaunch'),
    navigateBack: navigate('navigateBack'),
    showToast(opts: WxOptions = {}) {
      toasts.push(opts.title as string)
      return settle('showToast', opts)
    },
    showModal(opts: WxOptions = {}) {
      toasts.push(`[modal] ${opts.title || ''} ${opts.content || ''}`.trim())
      return settle('showModal', opts, { confirm: true, cancel: false })
    },
    setClipboardData(opts: WxOptions = {}) {
      clipboard.push(opts.data)
      return settle('setClipboardData', opts)
    },
    getClipboardData: (opts?: WxOptions) => settle('getClipboardData', opts, { data: clipboard.length ? clipboard[clipboard.length - 1] : '' }),
    hideToast: (opts?: WxOptions) => settle('hideToast', opts),
    showLoading: (opts?: WxOptions) => settle('showLoading', opts),
    hideLoading: (opts?: WxOptions) => settle('hideLoading', opts),
    setNavigationBarTitle: (opts?: WxOptions) => settle('setNavigationBarTitle', opts),
    createSelectorQuery: () => createSelectorQuery(canvases),
    // A picture fetched to a local file (the canvas draws local files); a Canvas 2D node exported to a temp file.
    getImageInfo: (opts: WxOptions = {}) => settle('getImageInfo', opts, { path: `wxfile://tmp/${encodeURIComponent(opts.src || '')}`, width: 600, height: 400 }),
    canvasToTempFilePath(opts: WxOptions = {}) {
      const canvas = opts.canvas
      if (!canvas || !canvas.ops) return settle('canvasToTempFilePath', opts, {}, 'canvasToTempFilePath:fail canvas is empty')
      canvas.exported = (canvas.exported || 0) + 1
      return settle('canvasToTempFilePath', opts, { tempFilePath: `wxfile://tmp/${canvas.id}-${canvas.exported}.png` })
    },
    getLaunchOptionsSync: () => copy(launch),
    // A current WeChat client has virtual payment; tests that pay replace it (a wallet), and a test of a client
    // without it deletes mp.wx.requestVirtualPayment before loading the page.
    requestVirtualPayment: (opts?: WxOptions) => settle('requestVirtualPayment', opts, {}, 'harness: no wallet in this test'),
    getPrivacySetting: (opts?: WxOptions) =>
      settle('getPrivacySetting', opts, { needAuthorization: privacy.needAuthorization, privacyContractName: privacy.privacyContractName }),
    onNeedPrivacyAuthorization(listener: Privacy['listener']) {
      privacy.listener = listener
    },
    openPrivacyContract(opts?: WxOptions) {
      privacy.contractOpened += 1
      return settle('openPrivacyContract', opts)
    },
    // WeChat's secure random bytes (the PKCS#1 v1.5 padding of an encrypted password); mp.randomCalls counts the calls.
    getRandomValues(opts: WxOptions = {}) {
      randomCalls.push(opts.length as number)
      return settle('getRandomValues', opts, { randomValues: new Uint8Array(crypto.randomBytes(opts.length as number)).buffer })
    },
    setStorageSync: (key: string, value: unknown) => void storage.set(key, copy(value)),
    getStorageSync: (key: string) => (storage.has(key) ? copy(storage.get(key)) : ''),
    removeStorageSync: (key: string) => void storage.delete(key),
    clearStorageSync: () => storage.clear(),
    getStorageInfoSync: () => ({ keys: [...storage.keys()], currentSize: 0, limitSize: 10240 }),
    setStorage: (opts: WxOptions & { key: string }) => (storage.set(opts.key, copy(opts.data)), settle('setStorage', opts)),
    getStorage: (opts: WxOptions & { key: string }) =>
      storage.has(opts.key) ? settle('getStorage', opts, { data: copy(storage.get(opts.key)) }) : settle('getStorage', opts, {}, 'data not found'),
    removeStorage: (opts: WxOptions & { key: string }) => (storage.delete(opts.key), settle('removeStorage', opts)),
    clearStorage: (opts?: WxOptions) => (storage.clear(), settle('clearStorage', opts)),
  } satisfies Partial<Wx>

  // miniprogram-simulate registers the built-in components and Component(); its api module is the base of wx.
  // Required here, after jest.resetModules(): each launch gets the new registry's simulate, exparser and app.
  /* eslint-disable @typescript-eslint/no-require-imports -- loaded from this launch's module registry (an import is one instance per file) */
  const simulate = require('miniprogram-simulate') as Simulate
  const exparser = require('miniprogram-exparser') as Exparser // the instance j-component renders with (same registry)
  const wx = Object.assign(require('miniprogram-simulate/src/api') as object, overrides) as unknown as Wx
  /* eslint-enable @typescript-eslint/no-require-imports */
  globals.wx = wx

  const simulateComponent = globals.Component as (definition: ComponentDefinition) => unknown
  globals.Component = (definition) => {
    const def: ComponentDefinition = { ...definition, options: { ...(definition.options || {}), classPrefix: '' } }
    for (const key of ['behaviors', 'externalClasses'] as const) if (!Array.isArray(def[key])) delete def[key]
    return simulateComponent(def)
  }

  // Set by App() while app.js runs (a cast keeps TypeScript from taking it as null still afterwards).
  let appInstance = null as AppConfig | null
  globals.App = (cfg) => {
    appInstance = cfg
  }
  globals.getApp = () => appInstance
  globals.getCurrentPages = () => pages.slice()

  let loading: { route: string; query: Record<string, string> } | null = null // route and query of the page being attached
  globals.Page = (cfg) => {
    const methods: Record<string, PageMethod> = {}
    for (const [key, value] of Object.entries(cfg)) if (typeof value === 'function') methods[key] = value as PageMethod
    globals.Component!({
      data: cfg.data,
      methods,
      lifetimes: {
        attached(this: PageInstance) {
          const { route, query } = loading || { route: '', query: {} }
          this.route = route
          this.__route__ = route
          this.options = query
          pages.push(this)
          methods.onLoad?.call(this, { ...query })
          methods.onShow?.call(this)
        },
        ready(this: PageInstance) {
          methods.onReady?.call(this)
        },
        detached(this: PageInstance) {
          const i = pages.indexOf(this)
          if (i >= 0) pages.splice(i, 1)
          methods.onUnload?.call(this)
        },
      },
    })
  }

  // eslint-disable-next-line @typescript-eslint/no-require-imports -- the built app, run in this launch's registry
  require(path.join(DIST, 'app.js'))
  if (!appInstance) throw new Error('dist/weapp/app.js did not call App()')
  appInstance.onLaunch?.call(appInstance, launch)
  appInstance.onShow?.call(appInstance, launch)

  const mounted: Page[] = []
  const loaded = new Set<string>()
  let closed = false
  const mp: Mp = {
    wx,
    server,
    /** The pages' setData calls in order: {ms, bytes, keys} (recordSetData). */
    setDataLog: [],
    /** wx storage: key -> value (stored as JSON copies, like WeChat). */
    storage,
    /** A bad network (network.ts): faults per API path, the connection and its listeners, short timeouts. */
    net,
    /** {api: 'switchTab' | 'redirectTo' | 'navigateTo' | 'reLaunch' | 'navigateBack', url, delta} in call order. */
    navigations,
    /** Toast titles (and '[modal] ...' for showModal) in call order. */
    toasts,
    /** Every wx.request: {method, url, origin, path, query, headers, body, status, response}. */
    requests,
    /** Codes handed out by wx.login. */
    logins,
    /** Texts given to wx.setClipboardData, in call order. */
    clipboard,
    /** Canvas 2D nodes by id: `ops` is what was drawn ({op, args}), `exported` how often it was exported. */
    canvases,
    randomCalls,
    /** The privacy agreement as WeChat keeps it (options.privacy), ask(), answers, contractOpened. */
    privacy,
    api,
    waitFor,
    /** Waits for a request whose path ends with `pathEnd` (and that has been answered); returns its entry. */
    waitForRequest(pathEnd, { method, timeout } = {}) {
      const find = () => requests.find((r): r is AnsweredRequest => r.path?.endsWith(pathEnd) === true && (!method || r.method === method) && r.status !== undefined)
      return waitFor(find, { timeout, message: () => `no answered request to ...${pathEnd}; requests: ${requests.map((r) => `${r.method} ${r.path}`).join(', ') || 'none'}` })
    },
    /** The sandbox SMS code last sent to a mobile (GET /dev/otp). */
    async latestOtp(mobileNo) {
      const res = await api('GET', `/dev/otp?mobileNo=${encodeURIComponent(mobileNo)}`)
      return res.data && res.data.code === 200 ? res.data.data.otp : undefined
    },
    /** Renders a page (or a component such as 'custom-tab-bar/index') of this app, each at most once. */
    async loadPage(route, { query = {} } = {}) {
      const file = path.join(DIST, route)
      if (!fs.existsSync(`${file}.json`)) throw new Error(`no ${route}.json in dist/weapp (app.json lists the pages)`)
      if (loaded.has(route)) throw new Error(`${route} was loaded already in this launch: launch a new app for it (see harness.ts)`)
      loaded.add(route)
      const stringQuery = Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)]))
      const comp = simulate.render(simulate.load(file, { rootPath: DIST }))
      recordSetData(comp.instance, mp.setDataLog)
      const parent = document.createElement('parent-wrapper')
      document.body.appendChild(parent)
      loading = { route, query: stringQuery }
      try {
        comp.attach(parent)
      } finally {
        loading = null
      }
      const page = createPage(comp, mp, exparser)
      mounted.push(page)
      await waitFor(() => page.dom.children.length > 0, { timeout: 2000 }).catch(() => undefined)
      return page
    },
    /** Unmounts the pages (Taro onUnload, React cleanup) and closes the server. */
    async close() {
      if (closed) return
      closed = true
      net.restoreTimers()
      for (const page of mounted.splice(0)) page.detach()
      await sleep(0)
      await server.close()
    },
  }
  return mp
}

/**
 * Each setData of a page, as WeChat would send it to the view layer: when (ms after the page was loaded), how many
 * bytes of JSON and how many keys (the first render's cost; docs/performance.md).
 */
function recordSetData(instance: PageInstance, log: SetDataEntry[]) {
  const start = Date.now()
  const setData = instance.setData.bind(instance)
  instance.setData = (data, cb) => {
    log.push({ ms: Date.now() - start, bytes: Buffer.byteLength(JSON.stringify(data)), keys: Object.keys(data).length })
    return setData(data, cb)
  }
}

const textOf = (el: Element) => (el.textContent || '').replace(/\s+/g, ' ').trim()

/** How queryAllByText matches: the whole text (default), or a part with exact: false. */
export interface TextOptions {
  exact?: boolean
}

function createPage(comp: SimComponent, mp: Mp, exparser: Exparser) {
  const root = () => comp.dom
  const all = () => [root(), ...root().querySelectorAll<HTMLElement>('*')]
  const pageText = () => textOf(root()).slice(0, 300)

  /** Elements whose text matches (string: whole text, or a part with exact: false; or a RegExp), deepest only. */
  function queryAllByText(text: string | RegExp, { exact = true }: TextOptions = {}) {
    const match = (s: string) => (text instanceof RegExp ? text.test(s) : exact ? s === text : s.includes(text))
    const hits = all().filter((el) => match(textOf(el)))
    return hits.filter((el) => !hits.some((other) => other !== el && el.contains(other)))
  }
  const queryAllByClass = (name: string) => all().filter((el) => el.classList?.contains(name))
  const one = (list: HTMLElement[], what: string) => {
    if (list.length === 0) throw new Error(`no element ${what}; page text: "${pageText()}"`)
    return list[0]
  }

  /** The wxml attributes of a rendered element, camelCased (openType, placeholder, disabled, value...). */
  function attrs(el: Element): Record<string, Json> {
    const vt = (el as RenderedElement).__wxElement?._vt
    return Object.fromEntries((vt?.attrs || []).map((a) => [a.name, a.value]))
  }

  /** The nearest rendered <tag> (itself or an ancestor), e.g. closest(textEl, 'button') -> wx-button. */
  function closest(el: Element, tag: string) {
    const found = el.closest<HTMLElement>(tag.startsWith('wx-') ? tag : `wx-${tag}`)
    if (!found) throw new Error(`no <${tag}> around "${textOf(el).slice(0, 60)}"`)
    return found
  }

  function dispatch(el: Element, type: string, detail: Record<string, unknown> = {}) {
    const node = (el as RenderedElement).__wxElement
    if (!node) throw new Error(`<${el.tagName.toLowerCase()}> is not a rendered mini-program node`)
    exparser.Event.dispatchEvent(node, exparser.Event.create(type, detail, {
      bubbles: true,
      capturePhase: true,
      composed: true,
      extraFields: { touches: [], changedTouches: [] },
    }))
  }

  function inputs() {
    return [...root().querySelectorAll<HTMLElement>('wx-input, wx-textarea')]
  }

  const page = {
    mp,
    comp,
    get dom() {
      return root()
    },
    /** The page's text, whitespace collapsed. */
    text: () => textOf(root()),
    queryAllByText,
    queryByText: (text: string | RegExp, opts?: TextOptions) => queryAllByText(text, opts)[0] || null,
    getByText: (text: string | RegExp, opts?: TextOptions) => one(queryAllByText(text, opts), `with text ${text}`),
    findByText: (text: string | RegExp, opts: TextOptions & WaitOptions = {}) =>
      waitFor(() => queryAllByText(text, opts)[0], { message: () => `no element with text ${text}; page text: "${pageText()}"`, ...opts }),
    queryAllByClass,
    getByClass: (name: string) => one(queryAllByClass(name), `with class ${name}`),
    /** The wx-button around a text. */
    getButton: (text: string | RegExp, opts?: TextOptions) => closest(one(queryAllByText(text, opts), `with text ${text}`), 'button'),
    /** Inputs (wx-input, wx-textarea) in page order, optionally filtered by wxml attributes: {name, placeholder, type}. */
    queryAllInputs: (where: Record<string, unknown> = {}) => inputs().filter((el) => Object.entries(where).every(([k, v]) => attrs(el)[k] === v)),
    getInput: (where: Record<string, unknown> = {}) => one(page.queryAllInputs(where), `input ${JSON.stringify(where)}`),
    attrs,
    /** A button's or input's disabled state as rendered (NutUI also adds *-disabled classes). */
    isDisabled: (el: Element) => attrs(el).disabled === true || attrs(el).disabled === 'true',
    closest,
    /** Dispatches a mini-program event (tap, input, getphonenumber, ...) with `detail`, as WeChat would. */
    dispatch,
    async tap(el: Element) {
      dispatch(el, 'tap', { x: 0, y: 0 })
      await sleep(0)
    },
    /** Types into a wx-input (el, or the one inside el): input event with detail {value, cursor, keyCode}. */
    async input(el: Element, value: unknown) {
      const target = /^wx-(input|textarea)$/i.test(el.tagName) ? el : el.querySelector('wx-input, wx-textarea')
      if (!target) throw new Error('no wx-input here')
      const v = String(value)
      dispatch(target, 'input', { value: v, cursor: v.length, keyCode: 0 })
      await sleep(0)
    },
    waitFor,
    detach() {
      try {
        comp.detach()
      } catch {
        // already detached
      }
    },
  }
  return page
}

/** A rendered page of a launch (mp.loadPage), with its queries and events. */
export type Page = ReturnType<typeof createPage>

/** Launches a fresh app (launchApp options) and renders one page; page.mp is the app. */
async function loadPage(route: string, options: LaunchOptions & { query?: PageQuery } = {}) {
  const mp = await launchApp(options)
  return mp.loadPage(route, options)
}

/** The "Template `x` not found" warnings among console.warn calls (a tag WeChat has no template for draws nothing). */
function missingTemplates(warn: jest.SpyInstance) {
  return warn.mock.calls.map((args) => String(args[0])).filter((m) => /Template `.*` not found/.test(m))
}

/**
 * The hooks of a test file: console.warn captured during each test; afterwards the test's app (`currentApp()`) is
 * closed and the test fails on a missing wxml template.
 *   let mp
 *   guardEachTest(() => mp)
 */
function guardEachTest(currentApp: () => Mp | undefined) {
  let warn: jest.SpyInstance
  beforeEach(() => {
    warn = jest.spyOn(console, 'warn').mockImplementation(() => {})
  })
  afterEach(async () => {
    await currentApp()?.close()
    const missing = missingTemplates(warn)
    jest.restoreAllMocks()
    expect(missing).toEqual([])
  })
}

export { launchApp, loadPage, waitFor, sleep, guardEachTest, missingTemplates, API_ORIGIN, DIST }

/** Records where the app asks wx.pageScrollTo to scroll (the scroll position put back on a return), answering at once. */
export function recordPageScrolls(mp: Mp): number[] {
  const scrolled: number[] = []
  mp.wx.pageScrollTo = (opts: { scrollTop?: number; success?: (r: object) => void; complete?: (r: object) => void } = {}) => {
    scrolled.push(opts.scrollTop as number)
    opts.success?.({})
    opts.complete?.({})
  }
  return scrolled
}
