/**
 * One page of the built mini-program measured for the runtime rules: loaded, left to settle, its tree read, then
 * hidden and unloaded to see which of its timers outlive it. Figures are turned into report rows by rows.ts.
 */
import { sleep, waitFor, type Mp, type Page, type PageQuery } from '../harness'
import { treeStats, maxInWindow, hasContent, type PageRecord, type Probe, type RequestRecord } from './probe'
import type { AppTimer, AuditGlobal } from './timers'

const g = global as unknown as AuditGlobal

/** What a state adds to a record's figures (states.ts): its note on the setData rate, its loads. */
interface StateFigures {
  rateNote?: string
  loads?: { page: number; requests: number; setData: number }[]
  firstScreenMs?: null
}
/** What figuresOf is given beside the record: the tree (treeStats), the timers left (hideAndUnload), a state's figures. */
type ExtraFigures = ReturnType<typeof treeStats> & Awaited<ReturnType<typeof hideAndUnload>> & StateFigures

/** Waits until no request is in flight and no setData came for `quietMs` (at most `maxMs`). */
async function settle(rec: PageRecord, { quietMs = 300, maxMs = 3000 } = {}) {
  const end = Date.now() + maxMs
  for (;;) {
    const last = Math.max(rec.start, ...rec.setData.map((e) => e.at), ...rec.requests.map((r) => r.end || 0))
    if (rec.inFlight === 0 && Date.now() - last >= quietMs) return
    if (Date.now() > end) return
    await sleep(50)
  }
}

/** The longest synchronous run of the app's code while the record was current (timers.ts), and where it began. */
function scriptOf(rec: PageRecord) {
  const runs = g.__auditTimers.script.runs.filter((r) => r.at >= rec.start && (!rec.end || r.at <= rec.end))
  const top = runs.reduce<(typeof runs)[number] | null>((a, b) => (b.ms > (a?.ms ?? -1) ? b : a), null)
  return { scriptMaxMs: Math.round(top?.ms ?? 0), scriptTop: top ? top.frame : '', scriptRuns: runs.length }
}

/**
 * The figures of one record (probe.page) over its whole life: setData sizes and rate, render time, requests, errors
 * and script time (timers.ts).
 */
function figuresOf(rec: PageRecord, extra: ExtraFigures) {
  const times = rec.setData.map((e) => e.at)
  const done = rec.requests.filter((r): r is RequestRecord & { ms: number } => r.ms !== undefined)
  return {
    route: rec.route,
    setDataCalls: rec.setData.length,
    setDataMaxBytes: Math.max(0, ...rec.setData.map((e) => e.bytes)),
    setDataRate: maxInWindow(times),
    setDataUnchanged: rec.setData.filter((e) => e.keys > 0 && e.unchanged === e.keys).length,
    setDataUnread: [...new Set(rec.setData.flatMap((e) => e.unread))],
    renderMaxMs: Math.round(Math.max(0, ...rec.setData.map((e) => e.renderMs || 0))),
    firstScreenMs: rec.firstContentMs,
    requests: rec.requests.length,
    requestMaxMs: Math.round(Math.max(0, ...done.map((r) => r.ms))),
    slowest: done.sort((a, b) => b.ms - a.ms)[0]?.url,
    serverMaxMs: Math.round(Math.max(0, ...rec.server.map((r) => r.ms))),
    slowestServer: rec.server.slice().sort((a, b) => b.ms - a.ms)[0]?.url,
    maxInFlight: rec.maxInFlight,
    failedRequests: rec.requests.filter((r) => r.failed || r.ms === undefined).map((r) => `${r.method} ${r.url.replace(/^https?:\/\/[^/]+/, '')}: ${r.ms === undefined ? 'no answer' : r.why}`),
    errors: rec.errors.slice(),
    ...scriptOf(rec),
    ...extra,
  }
}

/**
 * Loads `route` in `mp` (each route once a launch), waits for its content and for it to settle, reads the tree,
 * then hides and unloads it. Throws when the page draws nothing (it cannot be measured).
 */
async function measurePage(mp: Mp, probe: Probe, route: string, query: PageQuery = {}, { settleMs }: { settleMs?: Parameters<typeof settle>[1] } = {}) {
  const rec = probe.page(route)
  probe.viewport?.scrollTo('top')
  const page = await mp.loadPage(route, { query })
  await waitFor(() => hasContent(page.dom), { timeout: 8000, message: () => `${route} drew nothing` })
  if (rec.firstContentMs === null) rec.firstContentMs = Date.now() - rec.start
  await settle(rec, settleMs)
  const tree = treeStats(page.dom)
  const timers = await hideAndUnload(page, rec.start)
  rec.end = Date.now()
  return figuresOf(rec, { ...tree, ...timers })
}

/** onHide, then onUnload: the app's intervals still running after the hide, every app timer after the unload. */
async function hideAndUnload(page: Page, since: number) {
  const show = (t: AppTimer) => `${t.kind} ${t.ms} ms from ${t.frame}`
  if (page.comp.instance.onHide) g.__auditTimers.timed(page.comp.instance.onHide, 'onHide').call(page.comp.instance)
  await sleep(50)
  const afterHide = g.__auditTimers.alive(since).filter((t) => t.kind === 'interval').map(show)
  g.__auditTimers.timed(() => page.detach(), 'onUnload')()
  // short timeouts set while unloading end by themselves: give them a second before counting what is left
  const short = () => g.__auditTimers.alive(since).some((t) => t.kind === 'timeout' && (t.ms ?? NaN) <= 1000) // no delay given: NaN, as undefined compares
  for (let waited = 0; waited < 1000 && short(); waited += 50) await sleep(50)
  const left = g.__auditTimers.alive(since)
  // an interval left running would go on creating timers in the next page's time: stopped once counted
  g.__auditTimers.clear(left.filter((t) => t.kind === 'interval'))
  return { timersAfterHide: afterHide, timersAfterUnload: left.map(show) }
}

/** The figures of one page or state (figuresOf): what rows.ts judges. */
export type Figures = ReturnType<typeof figuresOf>

export { measurePage, hideAndUnload, settle, figuresOf }
