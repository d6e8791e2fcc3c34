/**
 * The runtime part's report rows (test-results/weapp-audit/runtime.json, merged by report.mjs): one row per page and
 * rule, the worst of the page's measurements (at rest, and the long-list and countdown states measured on it), the
 * state it was seen in named in the note.
 */
import type { Figures } from './measure'

const KB = 1024

/** One measurement: a page at rest (state '') or in one of the states. */
export interface Measured {
  route: string
  state: string
  figures: Figures
}
/** A page or state that could not be measured, and why. */
export interface Failed {
  route: string
  state: string
  reason: string
}
/** A report row: one page and rule. */
export interface Row {
  rule: string
  page: string
  value: number | null | undefined
  limit: number
  pass: boolean | null
  note?: string
}
type Rule = [rule: string, get: (f: Figures) => number | null | undefined, limit: number, pass: (v: number) => boolean | null, note?: (f: Figures) => string]

/** [rule, figure -> value, limit, pass(value), note(figure)] */
const RULES: Rule[] = [
  ['nodes', (f) => f.nodes, 1000, (v) => v < 1000],
  ['depth', (f) => f.depth, 30, (v) => v < 30],
  ['children', (f) => f.children, 60, (v) => v <= 60, (f) => `widest: ${f.widest || '-'}`],
  ['setdata-size', (f) => f.setDataMaxBytes, 256 * KB, (v) => v < 256 * KB, (f) => `${f.setDataCalls} calls, largest ${(f.setDataMaxBytes / KB).toFixed(1)} KB JSON`],
  ['setdata-rate', (f) => f.setDataRate, 20, (v) => v <= 20, (f) => `most calls in any 1 s window${f.rateNote ? `; ${f.rateNote}` : ''}`],
  ['setdata-redundant', (f) => f.setDataUnchanged + f.setDataUnread.length, 0, (v) => v === 0,
    (f) => `${f.setDataUnchanged} calls changing nothing, ${f.setDataUnread.length} node fields no template reads${f.setDataUnread.length ? `: ${f.setDataUnread.slice(0, 3).join('; ')}` : ''}`],
  ['first-screen', (f) => f.firstScreenMs, 5000, (v) => v < 5000, () => 'load to the first setData drawing content, in the simulator'],
  // j-component applies setData to jsdom in the logic thread: its time says nothing of WeChat's WebView (no layout,
  // no paint), so the figure is given for comparison and the rule is left unjudged.
  ['render-time', (f) => f.renderMaxMs, 500, () => null, () => 'not measurable here: the figure is the longest setData applied by j-component to jsdom (no layout or paint), not a WebView render'],
  ['script-time', (f) => f.scriptMaxMs, 1000, (v) => v < 1000,
    (f) => `longest synchronous run of app code (timer, React task, request callback or lifecycle, less setData applied inside it) in node on this machine; code in promise continuations after a task is not timed: ${f.scriptTop}`],
  ['request-time', (f) => f.serverMaxMs, 1000, (v) => v < 1000,
    (f) => (f.requests
      ? `slowest answer of the reference server (in-process, sharing the thread with the simulator): ${f.slowestServer}; ${f.requests} requests, the longest wx.request to its callback ${f.requestMaxMs} ms`
      : 'no request')],
  ['request-concurrency', (f) => f.maxInFlight, 10, (v) => v <= 10, () => 'most wx.request in flight at once, of any duration (WeChat counts those over 300 ms)'],
  ['picture-count', (f) => f.pictures, 20, (v) => v <= 20,
    (f) => `most eager pictures from one host, all taken as asked at once (WeChat: at most 20 over 100 ms at once per host); ${f.images} <image> nodes, ${f.lazyImages} lazy-load, ${f.distinctPictures} distinct pictures`],
  ['js-exception', (f) => f.errors.length, 0, (v) => v === 0, (f) => f.errors.slice(0, 3).join(' | ')],
  ['request-failure', (f) => f.failedRequests.length, 0, (v) => v === 0, (f) => f.failedRequests.slice(0, 3).join(' | ')],
  ['timers-cleared', (f) => f.timersAfterUnload.length + f.timersAfterHide.length, 0, (v) => v === 0,
    (f) => [f.timersAfterHide.length ? `intervals running after onHide: ${f.timersAfterHide.join('; ')}` : '', f.timersAfterUnload.length ? `after onUnload: ${f.timersAfterUnload.join('; ')}` : ''].filter(Boolean).join(' / ')],
]

/** Whether value a is worse than b for a rule (all limits are upper bounds). */
const worse = (a: number | null | undefined, b: number | null | undefined) => (a ?? -1) > (b ?? -1)

/**
 * measured: [{route, state, figures}] (state '' at rest); failed: [{route, state, reason}].
 * Returns the rows, one per page and rule.
 */
function toRows(measured: Measured[], failed: Failed[]): Row[] {
  const rows: Row[] = []
  const routes = [...new Set([...measured.map((m) => m.route), ...failed.map((f) => f.route)])]
  for (const route of routes) {
    const mine = measured.filter((m) => m.route === route)
    const broken = failed.filter((f) => f.route === route)
    for (const [rule, get, limit, ok, note] of RULES) {
      if (!mine.length) {
        rows.push({ rule, page: route, value: null, limit, pass: null, note: `not measured: ${broken.map((b) => b.reason).join('; ')}` })
        continue
      }
      let worst: { value: number | null | undefined; m: Measured } | null = null
      for (const m of mine) {
        const value = get(m.figures)
        if (!worst || worse(value, worst.value)) worst = { value, m }
      }
      if (!worst) throw new Error(`${route}: no measurement to judge`) // mine is not empty: never
      const states = mine.length > 1 ? ` [${worst.m.state || 'at rest'}; worst of: ${mine.map((m) => m.state || 'at rest').join(', ')}]` : ''
      const text = [note ? note(worst.m.figures) : '', states].filter(Boolean).join('')
      rows.push({ rule, page: route, value: worst.value, limit, pass: worst.value === null || worst.value === undefined ? null : ok(worst.value) ?? null, ...(text ? { note: text.trim() } : {}) })
    }
  }
  return rows
}

export { toRows, RULES }
