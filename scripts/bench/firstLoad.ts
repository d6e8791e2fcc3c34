/**
 * H5 first load from Chromium's network log: a fresh browser context per run (empty cache), the route opened and
 * left until the network is idle; JS and CSS counted by resource type, transferred = bytes on the wire
 * (Network.loadingFinished encodedDataLength: compressed body plus headers), raw = decoded body bytes
 * (Network.dataReceived). Requests: every http(s) request made by then.
 */
import type { Browser } from 'playwright-core'
import { addSession, phoneContext, type Session } from './browser'
import type { BenchRoute } from './routes'
import { median, medianOf } from './stats'

export interface Bytes {
  transferred: number
  raw: number
}

export interface FirstLoad {
  requests: number
  js: Bytes
  css: Bytes
  /** Content-Encoding of the JS and CSS responses (br, gzip, ...). */
  encodings: string[]
}

interface Request {
  type: string
  transferred: number
  raw: number
  encoding: string
}

export async function measureFirstLoad(browser: Browser, baseUrl: string, route: BenchRoute, session: Session): Promise<FirstLoad> {
  const context = await phoneContext(browser)
  try {
    if (route.login) await addSession(context, baseUrl, session)
    const page = await context.newPage()
    const cdp = await context.newCDPSession(page)
    const requests = new Map<string, Request>()
    cdp.on('Network.requestWillBeSent', (e) => {
      if (/^https?:/.test(e.request.url) && !requests.has(e.requestId)) requests.set(e.requestId, { type: e.type ?? 'Other', transferred: 0, raw: 0, encoding: '' })
    })
    cdp.on('Network.responseReceived', (e) => {
      const r = requests.get(e.requestId)
      if (!r) return
      r.type = e.type
      const headers = Object.fromEntries(Object.entries(e.response.headers).map(([k, v]) => [k.toLowerCase(), String(v)]))
      r.encoding = headers['content-encoding'] ?? 'identity'
    })
    cdp.on('Network.dataReceived', (e) => {
      const r = requests.get(e.requestId)
      if (r) r.raw += e.dataLength
    })
    cdp.on('Network.loadingFinished', (e) => {
      const r = requests.get(e.requestId)
      if (r) r.transferred = e.encodedDataLength
    })
    await cdp.send('Network.enable')
    await page.goto(baseUrl + route.url, { waitUntil: 'networkidle', timeout: 60_000 })
    const all = [...requests.values()]
    const sum = (type: string): Bytes =>
      all.filter((r) => r.type === type).reduce((acc, r) => ({ transferred: acc.transferred + r.transferred, raw: acc.raw + r.raw }), { transferred: 0, raw: 0 })
    const encodings = [...new Set(all.filter((r) => r.type === 'Script' || r.type === 'Stylesheet').map((r) => r.encoding))].sort()
    return { requests: all.length, js: sum('Script'), css: sum('Stylesheet'), encodings }
  } finally {
    await context.close()
  }
}

/** Medians of repeated first loads. */
export function medianFirstLoad(runs: FirstLoad[]): FirstLoad {
  const bytes = (pick: (r: FirstLoad) => Bytes): Bytes => ({
    transferred: medianOf(runs, (r) => pick(r).transferred),
    raw: medianOf(runs, (r) => pick(r).raw),
  })
  return {
    requests: median(runs.map((r) => r.requests)),
    js: bytes((r) => r.js),
    css: bytes((r) => r.css),
    encodings: [...new Set(runs.flatMap((r) => r.encodings))].sort(),
  }
}
