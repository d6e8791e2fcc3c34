/**
 * Harness for tests of the BUILT mini-program (dist/weapp) in jest. miniprogram-simulate renders the real wxml
 * (compiled by WeChat's wcc from the miniprogram-compiler package), the real Taro runtime and app code run, and
 * wx.request is routed to the reference server in-process (server/app.ts via fastify inject, SQLite :memory:,
 * sandbox on). No network, no WeChat devtools.
 *
 *   const { launchApp, loadPage } = require('./harness')
 *   const page = await loadPage('pages/login/index', { query: { redirect: '/ty/myOrder' } })  // fresh app + page
 *   await page.tap(page.getByText('使用验证码登录'))
 *   await page.input(page.getInput({ name: 'userPhone' }), '13800138000')
 *   page.mp.storage / .navigations / .toasts / .requests / .logins, await page.mp.api('GET', '/dev/otp?mobileNo=...')
 *   page.mp.net.fault('/api/order/createOrder', 'lost') / .setConnected(false) / .shortenTimeouts(50)  (network.js)
 *   const mp = await launchApp({ signedInAs: '13800138000' })  // session in storage before app.js runs
 *   const orders = await mp.loadPage('packages/order/myOrder/index')
 *   await mp.close()   // in afterEach: unmounts the pages, closes the server
 *
 * Pitfalls (each cost time once):
 * - It tests the BUILT output: run `npm run build:weapp` after changing src/. global-setup.js stops the run when
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
 * - testEnvironment is jsdom (j-component needs a DOM) plus Node's setImmediate & co. (environment.js): fastify's
 *   inject hangs or errors in plain jsdom. transformIgnorePatterns keeps dist/ untransformed (it is what WeChat runs)
 *   and compiles cookie@2 (ESM-only, light-my-request's).
 * - Each launch recompiles dist/weapp with wcc (simulate's cache is reset with the modules): about 0.3 s a test.
 * - The custom tab bar is a component, not a page: mp.loadPage('custom-tab-bar/index') renders it; WeChat would
 *   draw it on every tab page, the harness does not.
 * - NutUI icons render a raw <i>; without @tarojs/plugin-html WeChat has no template for it ("Template `tmpl_0_i`
 *   not found" warnings, nothing drawn). src/platform/icons.weapp.ts makes them views: if that warning shows up
 *   again, some component renders another HTML tag.
 */
const fs = require('node:fs')
const path = require('node:path')

const { createNetwork, recordRequest } = require('./network')

const ROOT = path.resolve(__dirname, '..', '..')
const DIST = process.env.WEAPP_DIST ? path.resolve(process.env.WEAPP_DIST) : path.join(ROOT, 'dist', 'weapp')
/** Origin of the API base the weapp build bakes in (src/config/index.ts); requests elsewhere fail loudly. */
const API_ORIGIN = 'http://127.0.0.1:3100'

function assertBuilt() {
  if (!fs.existsSync(path.join(DIST, 'app.js'))) {
    throw new Error('dist/weapp is missing: run npm run build:weapp first')
  }
}

// Required once per test file, before any jest.resetModules(): every launch builds a fresh app from it.
const { buildApp } = require('../../server/app')

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms))

/** Polls `fn` until it returns a truthy value without throwing; rejects after `timeout` ms (10 s: CI runs it beside Chromium) with the last reason. */
async function waitFor(fn, { timeout = 10_000, interval = 10, message } = {}) {
  const end = Date.now() + timeout
  for (;;) {
    let lastError
    try {
      const value = await fn()
      if (value) return value
    } catch (error) {
      lastError = error
    }
    if (Date.now() > end) {
      const why = typeof message === 'function' ? message() : message || (lastError ? lastError.message : 'condition stayed false')
      throw new Error(`waitFor timed out after ${timeout} ms: ${why}`)
    }
    await sleep(interval)
  }
}

const copy = (value) => (value === undefined ? value : JSON.parse(JSON.stringify(value)))
const parseJson = (text) => {
  try {
    return JSON.parse(text)
  } catch {
    return text
  }
}

/** WeChat's async API contract: callbacks when given, else a promise. */
function settle(name, opts = {}, result = {}, error) {
  const res = error ? { errMsg: `${name}:fail ${error}` } : { errMsg: `${name}:ok`, ...result }
  const hasCallbacks = ['success', 'fail', 'complete'].some((k) => typeof opts[k] === 'function')
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

/**
 * A Canvas 2D node (`<canvas type="2d">`) as WeChat gives it to a selector query with `node: true`: its context
 * records every call and every style set ({op, args} in `ops`) and measures text, createImage loads any src at once.
 */
function canvas2d(id) {
  const ops = []
  // measureText as a canvas answers it, near enough: a character as wide as the font's size, a Latin one 0.55 of it.
  const measureText = (text) => ({ width: [...String(text)].reduce((w, c) => w + (c.charCodeAt(0) < 0x80 ? 0.55 : 1) * (parseFloat(ctx.font) || 10), 0) })
  const ctx = new Proxy({ font: '10px sans-serif', measureText }, {
    get: (target, key) => (key in target ? target[key] : (...args) => ops.push({ op: String(key), args })),
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
      const img = { src: '', onload: null, onerror: null }
      return new Proxy(img, {
        set(target, key, value) {
          target[key] = value
          if (key === 'src') setTimeout(() => target.onload && target.onload(), 0)
          return true
        },
      })
    },
  }
}

/**
 * wx.createSelectorQuery stand-in: chainable, every node answers an empty rect (NutUI measures with it); `fields`
 * with `node: true` on an id answers that id's Canvas 2D node (kept in `canvases` by id).
 */
function createSelectorQuery(canvases) {
  const results = []
  const rect = () => ({ id: '', dataset: {}, left: 0, right: 0, top: 0, bottom: 0, width: 0, height: 0, scrollLeft: 0, scrollTop: 0, scrollWidth: 0, scrollHeight: 0 })
  const nodesRef = (all, selector = '') => {
    const add = (cb, value = all ? [] : rect()) => {
      results.push([value, cb])
      return query
    }
    const fields = (f, cb) => {
      if (!all && f && f.node && selector.startsWith('#')) {
        const id = selector.slice(1)
        if (!canvases.has(id)) canvases.set(id, canvas2d(id))
        return add(cb, { ...rect(), id, node: canvases.get(id) })
      }
      return add(cb)
    }
    return { boundingClientRect: (cb) => add(cb), scrollOffset: (cb) => add(cb), fields, node: (cb) => add(cb), context: (cb) => add(cb) }
  }
  const query = {
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
async function serverLogin(server, mobileNo) {
  const get = async (url) => JSON.parse((await server.inject({ method: 'GET', url })).body)
  const sent = await get(`/api/account/getOtp?mobileNo=${mobileNo}&type=3`)
  if (sent.code !== 200) throw new Error(`getOtp for ${mobileNo}: ${JSON.stringify(sent)}`)
  const { otp } = (await get(`/dev/otp?mobileNo=${mobileNo}`)).data
  const res = await server.inject({ method: 'POST', url: '/api/account/loginAndRegister', payload: { mobileNo, otp } })
  const body = JSON.parse(res.body)
  if (body.code !== 200) throw new Error(`loginAndRegister for ${mobileNo}: ${res.body}`)
  return body.data
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
async function launchApp(options = {}) {
  assertBuilt()
  jest.resetModules()
  for (const name of ['wx', 'App', 'Page', 'Component', 'Behavior', 'getApp', 'getCurrentPages']) delete global[name]

  const server = await buildApp({ dbFile: ':memory:', sandbox: true, smsBudget: { perIpPerHour: 100000, perMinute: 100000 }, ...(options.server || {}) })
  await server.ready()

  const storage = new Map(Object.entries(options.storage || {}).map(([k, v]) => [k, copy(v)]))
  if (options.signedInAs) {
    const session = await serverLogin(server, options.signedInAs)
    storage.set('token', session.token)
    storage.set('userToken', session.token)
    storage.set('userData', { uid: session.uid, token: session.token })
  }
  const net = createNetwork()
  const navigations = []
  const toasts = []
  const requests = []
  const logins = []
  const randomCalls = []
  /** What wx.setClipboardData was given, in call order (the last is what the clipboard holds). */
  const clipboard = []
  /** Canvas 2D nodes by id (canvas2d), with what was drawn on them. */
  const canvases = new Map()
  const pages = []
  const privacy = {
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
  async function api(method, url, { headers, body } = {}) {
    const res = await server.inject({ method, url, headers, payload: body })
    return { status: res.statusCode, data: parseJson(res.body), headers: res.headers }
  }

  function request(opts) {
    const method = (opts.method || 'GET').toUpperCase()
    const entry = { method, url: opts.url, headers: { ...(opts.header || {}) }, body: copy(opts.data) }
    requests.push(entry)
    // The calls' contract (network.js): logged in while the app's storage holds a token (credentials.weapp.ts).
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
    let target
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
      .inject({ method, url: target.pathname + target.search, headers: entry.headers, payload })
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

  const navigate = (name) => (opts = {}) => {
    navigations.push({ api: name, url: opts.url, delta: opts.delta })
    return settle(name, opts)
  }

  // What App.onLaunch gets, and what wx.getLaunchOptionsSync answers (a shared card's teacherId: launchOptions.query).
  const launch = { path: 'pages/home/index', query: {}, scene: 1001, ...(options.launchOptions || {}) }
  const overrides = {
    request,
    ...net.wx,
    login(opts = {}) {
      const n = logins.length + 1
      const code = typeof options.wxCode === 'function' ? options.wxCode(n) : options.wxCode || `wx-code-${n}`
      logins.push(code)
      return settle('login', opts, { code })
    },
    checkSession: (opts) => settle('checkSession', opts),
    navigateTo: navigate('navigateTo'),
    redirectTo: navigate('redirectTo'),
    switchTab: navigate('switchTab'),
    reLaunch: navigate('reLaunch'),
    navigateBack: navigate('navigateBack'),
    showToast(opts = {}) {
      toasts.push(opts.title)
      return settle('showToast', opts)
    },
    showModal(opts = {}) {
      toasts.push(`[modal] ${opts.title || ''} ${opts.content || ''}`.trim())
      return settle('showModal', opts, { confirm: true, cancel: false })
    },
    setClipboardData(opts = {}) {
      clipboard.push(opts.data)
      return settle('setClipboardData', opts)
    },
    getClipboardData: (opts) => settle('getClipboardData', opts, { data: clipboard.length ? clipboard[clipboard.length - 1] : '' }),
    hideToast: (opts) => settle('hideToast', opts),
    showLoading: (opts) => settle('showLoading', opts),
    hideLoading: (opts) => settle('hideLoading', opts),
    setNavigationBarTitle: (opts) => settle('setNavigationBarTitle', opts),
    createSelectorQuery: () => createSelectorQuery(canvases),
    // A picture fetched to a local file (the canvas draws local files); a Canvas 2D node exported to a temp file.
    getImageInfo: (opts = {}) => settle('getImageInfo', opts, { path: `wxfile://tmp/${encodeURIComponent(opts.src || '')}`, width: 600, height: 400 }),
    canvasToTempFilePath(opts = {}) {
      const canvas = opts.canvas
      if (!canvas || !canvas.ops) return settle('canvasToTempFilePath', opts, {}, 'canvasToTempFilePath:fail canvas is empty')
      canvas.exported = (canvas.exported || 0) + 1
      return settle('canvasToTempFilePath', opts, { tempFilePath: `wxfile://tmp/${canvas.id}-${canvas.exported}.png` })
    },
    getLaunchOptionsSync: () => copy(launch),
    // A current WeChat client has virtual payment; tests that pay replace it (a wallet), and a test of a client
    // without it deletes mp.wx.requestVirtualPayment before loading the page.
    requestVirtualPayment: (opts) => settle('requestVirtualPayment', opts, {}, 'harness: no wallet in this test'),
    getPrivacySetting: (opts) =>
      settle('getPrivacySetting', opts, { needAuthorization: privacy.needAuthorization, privacyContractName: privacy.privacyContractName }),
    onNeedPrivacyAuthorization(listener) {
      privacy.listener = listener
    },
    openPrivacyContract(opts) {
      privacy.contractOpened += 1
      return settle('openPrivacyContract', opts)
    },
    // WeChat's secure random bytes (the RSA-OAEP seed of an encrypted password); mp.randomCalls counts the calls.
    getRandomValues(opts = {}) {
      randomCalls.push(opts.length)
      return settle('getRandomValues', opts, { randomValues: new Uint8Array(require('node:crypto').randomBytes(opts.length)).buffer })
    },
    setStorageSync: (key, value) => void storage.set(key, copy(value)),
    getStorageSync: (key) => (storage.has(key) ? copy(storage.get(key)) : ''),
    removeStorageSync: (key) => void storage.delete(key),
    clearStorageSync: () => storage.clear(),
    getStorageInfoSync: () => ({ keys: [...storage.keys()], currentSize: 0, limitSize: 10240 }),
    setStorage: (opts) => (storage.set(opts.key, copy(opts.data)), settle('setStorage', opts)),
    getStorage: (opts) =>
      storage.has(opts.key) ? settle('getStorage', opts, { data: copy(storage.get(opts.key)) }) : settle('getStorage', opts, {}, 'data not found'),
    removeStorage: (opts) => (storage.delete(opts.key), settle('removeStorage', opts)),
    clearStorage: (opts) => (storage.clear(), settle('clearStorage', opts)),
  }

  // miniprogram-simulate registers the built-in components and Component(); its api module is the base of wx.
  const simulate = require('miniprogram-simulate')
  const exparser = require('miniprogram-exparser') // the instance j-component renders with (same registry)
  const wx = Object.assign(require('miniprogram-simulate/src/api'), overrides)
  global.wx = wx

  const simulateComponent = global.Component
  global.Component = (definition) => {
    const def = { ...definition, options: { ...(definition.options || {}), classPrefix: '' } }
    for (const key of ['behaviors', 'externalClasses']) if (!Array.isArray(def[key])) delete def[key]
    return simulateComponent(def)
  }

  let appInstance = null
  global.App = (cfg) => {
    appInstance = cfg
  }
  global.getApp = () => appInstance
  global.getCurrentPages = () => pages.slice()

  let loading = null // route and query of the page being attached
  global.Page = (cfg) => {
    const methods = {}
    for (const [key, value] of Object.entries(cfg)) if (typeof value === 'function') methods[key] = value
    global.Component({
      data: cfg.data,
      methods,
      lifetimes: {
        attached() {
          const { route, query } = loading || { route: '', query: {} }
          this.route = route
          this.__route__ = route
          this.options = query
          pages.push(this)
          methods.onLoad?.call(this, { ...query })
          methods.onShow?.call(this)
        },
        ready() {
          methods.onReady?.call(this)
        },
        detached() {
          const i = pages.indexOf(this)
          if (i >= 0) pages.splice(i, 1)
          methods.onUnload?.call(this)
        },
      },
    })
  }

  require(path.join(DIST, 'app.js'))
  if (!appInstance) throw new Error('dist/weapp/app.js did not call App()')
  appInstance.onLaunch?.call(appInstance, launch)
  appInstance.onShow?.call(appInstance, launch)

  const mounted = []
  const loaded = new Set()
  let closed = false
  const mp = {
    wx,
    server,
    /** The pages' setData calls in order: {ms, bytes, keys} (recordSetData). */
    setDataLog: [],
    /** wx storage: key -> value (stored as JSON copies, like WeChat). */
    storage,
    /** A bad network (network.js): faults per API path, the connection and its listeners, short timeouts. */
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
      const find = () => requests.find((r) => r.path?.endsWith(pathEnd) && (!method || r.method === method) && r.status !== undefined)
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
      if (loaded.has(route)) throw new Error(`${route} was loaded already in this launch: launch a new app for it (see harness.js)`)
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
function recordSetData(instance, log) {
  const start = Date.now()
  const setData = instance.setData.bind(instance)
  instance.setData = (data, cb) => {
    log.push({ ms: Date.now() - start, bytes: Buffer.byteLength(JSON.stringify(data)), keys: Object.keys(data).length })
    return setData(data, cb)
  }
}

const textOf = (el) => (el.textContent || '').replace(/\s+/g, ' ').trim()

function createPage(comp, mp, exparser) {
  const root = () => comp.dom
  const all = () => [root(), ...root().querySelectorAll('*')]
  const pageText = () => textOf(root()).slice(0, 300)

  /** Elements whose text matches (string: whole text, or a part with exact: false; or a RegExp), deepest only. */
  function queryAllByText(text, { exact = true } = {}) {
    const match = (s) => (text instanceof RegExp ? text.test(s) : exact ? s === text : s.includes(text))
    const hits = all().filter((el) => match(textOf(el)))
    return hits.filter((el) => !hits.some((other) => other !== el && el.contains(other)))
  }
  const queryAllByClass = (name) => all().filter((el) => el.classList?.contains(name))
  const one = (list, what) => {
    if (list.length === 0) throw new Error(`no element ${what}; page text: "${pageText()}"`)
    return list[0]
  }

  /** The wxml attributes of a rendered element, camelCased (openType, placeholder, disabled, value...). */
  function attrs(el) {
    const vt = el.__wxElement?._vt
    return Object.fromEntries((vt?.attrs || []).map((a) => [a.name, a.value]))
  }

  /** The nearest rendered <tag> (itself or an ancestor), e.g. closest(textEl, 'button') -> wx-button. */
  function closest(el, tag) {
    const found = el.closest(tag.startsWith('wx-') ? tag : `wx-${tag}`)
    if (!found) throw new Error(`no <${tag}> around "${textOf(el).slice(0, 60)}"`)
    return found
  }

  function dispatch(el, type, detail = {}) {
    const node = el.__wxElement
    if (!node) throw new Error(`<${el.tagName.toLowerCase()}> is not a rendered mini-program node`)
    exparser.Event.dispatchEvent(node, exparser.Event.create(type, detail, {
      bubbles: true,
      capturePhase: true,
      composed: true,
      extraFields: { touches: [], changedTouches: [] },
    }))
  }

  function inputs() {
    return [...root().querySelectorAll('wx-input, wx-textarea')]
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
    queryByText: (text, opts) => queryAllByText(text, opts)[0] || null,
    getByText: (text, opts) => one(queryAllByText(text, opts), `with text ${text}`),
    findByText: (text, opts = {}) =>
      waitFor(() => queryAllByText(text, opts)[0], { message: () => `no element with text ${text}; page text: "${pageText()}"`, ...opts }),
    queryAllByClass,
    getByClass: (name) => one(queryAllByClass(name), `with class ${name}`),
    /** The wx-button around a text. */
    getButton: (text, opts) => closest(one(queryAllByText(text, opts), `with text ${text}`), 'button'),
    /** Inputs (wx-input, wx-textarea) in page order, optionally filtered by wxml attributes: {name, placeholder, type}. */
    queryAllInputs: (where = {}) => inputs().filter((el) => Object.entries(where).every(([k, v]) => attrs(el)[k] === v)),
    getInput: (where = {}) => one(page.queryAllInputs(where), `input ${JSON.stringify(where)}`),
    attrs,
    /** A button's or input's disabled state as rendered (NutUI also adds *-disabled classes). */
    isDisabled: (el) => attrs(el).disabled === true || attrs(el).disabled === 'true',
    closest,
    /** Dispatches a mini-program event (tap, input, getphonenumber, ...) with `detail`, as WeChat would. */
    dispatch,
    async tap(el) {
      dispatch(el, 'tap', { x: 0, y: 0 })
      await sleep(0)
    },
    /** Types into a wx-input (el, or the one inside el): input event with detail {value, cursor, keyCode}. */
    async input(el, value) {
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

/** Launches a fresh app (launchApp options) and renders one page; page.mp is the app. */
async function loadPage(route, options = {}) {
  const mp = await launchApp(options)
  return mp.loadPage(route, options)
}

/** The "Template `x` not found" warnings among console.warn calls (a tag WeChat has no template for draws nothing). */
function missingTemplates(warn) {
  return warn.mock.calls.map((args) => String(args[0])).filter((m) => /Template `.*` not found/.test(m))
}

/**
 * The hooks of a test file: console.warn captured during each test; afterwards the test's app (`currentApp()`) is
 * closed and the test fails on a missing wxml template.
 *   let mp
 *   guardEachTest(() => mp)
 */
function guardEachTest(currentApp) {
  let warn
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

module.exports = { launchApp, loadPage, waitFor, sleep, guardEachTest, missingTemplates, API_ORIGIN, DIST }
