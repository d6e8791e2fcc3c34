/**
 * What the runtime audit measures on a launched mini-program (harness.ts launchApp): each setData (JSON bytes, the
 * time j-component takes to apply it, the keys that changed nothing, the node fields no template reads), each
 * wx.request (duration, failure, how many at once), JS errors (uncaught, console.error from the app's code, unhandled
 * rejections) and the rendered tree (nodes, depth, children, pictures). `probe.page(route)` starts a new record;
 * everything seen until the next one is that page's.
 */
import fs from 'node:fs'
import path from 'node:path'
import type { InjectOptions } from 'fastify'
import type { Mp, RenderedElement, SimComponent, Simulate } from '../harness'
import type { AuditGlobal } from './timers'
import type { installViewport } from './viewport'

const { script, timed } = (global as unknown as AuditGlobal).__auditTimers

/** One setData of the page's: its size, how many keys changed nothing, the node fields no template reads, its render time. */
export interface SetDataRecord {
  at: number
  bytes: number
  keys: number
  unchanged: number
  unread: string[]
  renderMs?: number
}

/** One wx.request of the page's, timed from the call to its callback. */
export interface RequestRecord {
  method: string
  url: string
  start: number
  ms?: number
  end?: number
  status?: number
  failed?: boolean
  why?: string
}

/** What the probe saw of one page (probe.page(route)) until the next. */
export interface PageRecord {
  route: string
  start: number
  end?: number
  setData: SetDataRecord[]
  requests: RequestRecord[]
  server: { url: string; ms: number }[]
  inFlight: number
  maxInFlight: number
  errors: string[]
  firstContentMs: number | null
  comp: SimComponent | null
}

/** A node of Taro's tree as setData sends it: its name (nn), its children (cn), its other fields. */
type TaroNode = { nn?: unknown; cn?: unknown[] } & Record<string, unknown>

/** What wx.request's callbacks get (the harness's answer or its failure). */
type RequestResult = { statusCode?: number; errMsg?: string }
type RequestCallback = (res: RequestResult) => void
/** wx.request's options as the app passes them: what the probe reads and the callbacks it wraps. */
interface RequestOpts {
  method?: string
  url?: string
  success?: RequestCallback
  fail?: RequestCallback
  complete?: RequestCallback
}

/** fastify's inject as the harness calls it: its options (and a callback) in, the answer's promise out. */
type Inject = (opts: InjectOptions | string, ...rest: unknown[]) => Promise<unknown>

/** The node fields each Taro template reads (i.x in base.wxml), by node name (nn); text nodes read v. */
function templateReads(dist: string): Map<string, Set<string>> {
  const wxml = fs.readFileSync(path.join(dist, 'base.wxml'), 'utf8')
  const reads = new Map<string, Set<string>>()
  const re = /<template name="tmpl_\d+_([^"]+?)(?:_focus|_blur)?">([\s\S]*?)<\/template>/g
  for (const [, nn, body] of wxml.matchAll(re)) {
    const set = reads.get(nn) || new Set(['nn', 'sid', 'cn'])
    for (const [, key] of body.matchAll(/\bi\.(\w+)/g)) set.add(key)
    reads.set(nn, set)
  }
  return reads
}

const pathOf = (key: string): (string | number)[] => key.split('.').map((part) => (/^\[\d+\]$/.test(part) ? Number(part.slice(1, -1)) : part))
const at = (data: unknown, parts: (string | number)[]) => parts.reduce<unknown>((v, k) => (v == null ? undefined : (v as Record<string | number, unknown>)[k]), data)

/** Element nodes of the rendered page (what WeChat counts as WXML nodes): count, depth, most children of one node. */
function treeStats(root: Element) {
  let nodes = 0
  let depth = 0
  let children = 0
  let widest = ''
  const walk = (el: Element, d: number) => {
    nodes += 1
    depth = Math.max(depth, d)
    const kids = [...el.children]
    if (kids.length > children) {
      children = kids.length
      widest = `${el.tagName.toLowerCase()}${el.className ? `.${String(el.className).split(/\s+/)[0]}` : ''}`
    }
    for (const kid of kids) walk(kid, d + 1)
  }
  for (const kid of root.children) walk(kid, 1)
  // Pictures: WeChat counts image requests to one host at once; a lazy-load picture is asked for only near the screen,
  // so here the eager ones are counted per host (an upper bound: all asked at once).
  const attr = (el: Element, name: string) => ((el as RenderedElement).__wxElement?._vt?.attrs || []).find((a) => a.name === name)?.value
  const images = [...root.querySelectorAll('wx-image')].map((el) => ({ src: attr(el, 'src'), lazy: attr(el, 'lazyLoad') === true || attr(el, 'lazyLoad') === 'true' }))
  const hostOf = (src: string) => (/^https?:\/\/[^/]+/.exec(src) || ['(local)'])[0]
  const perHost = new Map<string, Set<string>>()
  for (const img of images) if (img.src && !img.lazy) perHost.set(hostOf(img.src), new Set([...(perHost.get(hostOf(img.src)) || []), img.src]))
  const pictures = Math.max(0, ...[...perHost.values()].map((set) => set.size))
  const distinct = new Set(images.map((i) => i.src).filter(Boolean)).size
  return { nodes, depth, children, widest, images: images.length, lazyImages: images.filter((i) => i.lazy).length, distinctPictures: distinct, pictures }
}

/** Longest run of calls within any `windowMs` (times in ms, ascending). */
function maxInWindow(times: number[], windowMs = 1000) {
  let best = 0
  for (let i = 0, j = 0; i < times.length; i++) {
    while (times[i] - times[j] >= windowMs) j++
    best = Math.max(best, i - j + 1)
  }
  return best
}

/** The probe of a launch: the record of the page measured now, and what runtime.audit.ts hangs on it. */
export interface Probe {
  readonly current: PageRecord | null
  page(route: string): PageRecord
  viewport?: ReturnType<typeof installViewport>
  afterSetData?: () => void
}

function createProbe(mp: Mp, dist: string): Probe {
  const reads = templateReads(dist)
  let current: PageRecord | null = null
  const probe: Probe = {
    get current() {
      return current
    },
    /** A new record for `route`; returns it. */
    page(route) {
      current = { route, start: Date.now(), setData: [], requests: [], server: [], inFlight: 0, maxInFlight: 0, errors: [], firstContentMs: null, comp: null }
      return current
    },
  }

  // setData: wrapped where simulate renders a component, before the harness's own log wraps it.
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- the launch's own simulate (harness.ts loads it after jest.resetModules())
  const simulate = require('miniprogram-simulate') as Simulate
  const render = simulate.render
  simulate.render = (...args) => {
    const comp = render(...args)
    const original = comp.instance.setData.bind(comp.instance)
    comp.instance.setData = (data, cb) => {
      const rec = current
      const entry: SetDataRecord = { at: Date.now(), bytes: Buffer.byteLength(JSON.stringify(data)), keys: Object.keys(data).length, unchanged: 0, unread: [] }
      for (const [key, value] of Object.entries(data)) {
        const parts = pathOf(key)
        const before = at(comp.instance.data, parts)
        if (before !== undefined && JSON.stringify(before) === JSON.stringify(value)) entry.unchanged += 1
        // Fields no template reads: on a whole node sent, or a field of a node set alone.
        const check = (node: unknown, where: string) => {
          if (!node || typeof node !== 'object' || Array.isArray(node) || (node as TaroNode).nn === undefined) return
          const n = node as TaroNode
          const known = reads.get(String(n.nn))
          if (known) for (const k of Object.keys(n)) if (!known.has(k)) entry.unread.push(`${where}: <${n.nn}>.${k}`)
          for (const child of n.cn || []) check(child, where)
        }
        if (typeof parts[parts.length - 1] === 'string' && parts.length > 1 && !['cn', 'root'].includes(parts[parts.length - 1] as string)) {
          const owner = at(comp.instance.data, parts.slice(0, -1)) as TaroNode | undefined
          const known = owner && owner.nn !== undefined ? reads.get(String(owner.nn)) : null
          if (known && !known.has(parts[parts.length - 1] as string)) entry.unread.push(`${key} (<${owner!.nn}>)`)
        }
        if (Array.isArray(value)) value.forEach((v) => check(v, key))
        else check(value, key)
      }
      const t0 = performance.now()
      const out = original(data, cb)
      entry.renderMs = performance.now() - t0
      script.render.ms += entry.renderMs
      probe.afterSetData?.()
      if (rec) {
        rec.setData.push(entry)
        if (rec.firstContentMs === null && rec.comp === comp && hasContent(comp.dom)) rec.firstContentMs = Date.now() - rec.start
      }
      return out
    }
    if (current && !current.comp) current.comp = comp
    // attach runs the page's onLoad and onShow
    comp.attach = timed(comp.attach.bind(comp), 'onLoad+onShow')
    return comp
  }

  // The reference server's answer time: from the call to fastify's inject until its answer.
  const server = mp.server as unknown as { inject: Inject }
  const inject = server.inject.bind(server)
  server.inject = (opts, ...rest) => {
    const rec = current
    const t0 = performance.now()
    const done = (res: unknown) => {
      if (rec && typeof opts === 'object' && typeof opts.url === 'string' && /^\/api\//.test(opts.url || '')) rec.server.push({ url: opts.url.replace(/token=[^&]*/g, 'token=…'), ms: performance.now() - t0 })
      return res
    }
    return inject(opts, ...rest).then(done)
  }

  // wx.request: timed from the call to its callback (the in-process reference server answers).
  const request = mp.wx.request
  mp.wx.request = (opts: RequestOpts = {}) => {
    const rec = current
    const entry: RequestRecord = { method: (opts.method || 'GET').toUpperCase(), url: String(opts.url).replace(/token=[^&]*/g, 'token=…'), start: performance.now() }
    if (rec) {
      rec.requests.push(entry)
      rec.inFlight += 1
      rec.maxInFlight = Math.max(rec.maxInFlight, rec.inFlight)
    }
    const complete = opts.complete
    const wrap = (fn: RequestCallback | undefined, name: string) => (typeof fn === 'function' ? timed(fn, `wx.request ${name}`) : fn)
    return request({
      ...opts,
      success: wrap(opts.success, 'success'),
      fail: wrap(opts.fail, 'fail'),
      complete(res: RequestResult = {}) {
        entry.ms = performance.now() - entry.start
        entry.end = Date.now()
        entry.status = res.statusCode
        entry.failed = /:fail/.test(res.errMsg || '') || !((res.statusCode ?? NaN) >= 200 && (res.statusCode ?? NaN) < 300) // no status: NaN, as undefined compares
        entry.why = entry.failed ? res.errMsg && /:fail/.test(res.errMsg) ? res.errMsg : `HTTP ${res.statusCode}` : undefined
        if (rec) rec.inFlight -= 1
        if (typeof complete === 'function') complete(res)
      },
    })
  }
  return probe
}

const hasContent = (dom: Element | null | undefined) => Boolean(dom && ((dom.textContent || '').trim() || dom.querySelector('wx-image')))

export { createProbe, treeStats, maxInWindow, hasContent, templateReads }
