/** The bench report as markdown tables (pasteable into docs/performance.md) and its files under bench-results/ (git-ignored). */
import fs from 'node:fs'
import path from 'node:path'
import type { BenchReport, GoalResult, RouteFigures } from './results'
import { kb, mb, ms, seconds } from './stats'

/** Markdown table: the first `textColumns` columns left-aligned, the figures right-aligned. */
const table = (head: string[], rows: string[][], textColumns = 1) =>
  [`| ${head.join(' | ')} |`, `|${head.map((_, i) => (i < textColumns ? '---' : '--:')).join('|')}|`, ...rows.map((r) => `| ${r.join(' | ')} |`)].join('\n')

const routeLabel = (r: RouteFigures) => `${r.name} \`${r.url.split('?')[0]}\``
const ratio = (value: number, floor: number | undefined) => (floor && Number.isFinite(value) ? `${(value / floor).toFixed(1)}×` : 'n/a')
const verdict = (g: GoalResult) => (g.pass === null ? '—' : g.pass ? 'pass' : '**FAIL**')

function firstLoadTable(report: BenchReport): string | undefined {
  const rows = [...report.routes, ...(report.bare ? [report.bare] : [])].filter((r) => r.firstLoad)
  if (!rows.length) return undefined
  const floor = report.bare?.firstLoad && report.bare.firstLoad.js.transferred + report.bare.firstLoad.css.transferred
  return table(
    ['Route', 'Requests', 'JS transferred', 'JS raw', 'CSS transferred', 'CSS raw', 'JS+CSS × bare', 'Build JS gzip', 'Build CSS gzip'],
    rows.map((r) => {
      const f = r.firstLoad!
      return [
        routeLabel(r), String(f.requests), kb(f.js.transferred), kb(f.js.raw), kb(f.css.transferred), kb(f.css.raw),
        ratio(f.js.transferred + f.css.transferred, floor), r.build ? kb(r.build.js.gzip) : '', r.build ? kb(r.build.css.gzip) : '',
      ]
    }),
  )
}

function lighthouseTable(report: BenchReport): string | undefined {
  const rows = [...report.routes, ...(report.bare ? [report.bare] : [])].filter((r) => r.lighthouse)
  if (!rows.length) return undefined
  const floor = report.bare?.lighthouse?.lcpMs
  const calibrated = rows.some((r) => r.lighthouse!.midTier)
  const main = table(
    ['Route', 'Score', 'FCP', 'LCP', 'TBT', 'CLS', 'LCP × bare', ...(calibrated ? ['Mid-tier phone: score', 'LCP', 'TBT'] : [])],
    rows.map((r) => {
      const l = r.lighthouse!
      const t = l.midTier
      return [
        routeLabel(r), l.score.toFixed(0), seconds(l.fcpMs), seconds(l.lcpMs), ms(l.tbtMs), l.cls.toFixed(3), ratio(l.lcpMs, floor),
        ...(calibrated ? (t ? [t.score.toFixed(0), seconds(t.lcpMs), ms(t.tbtMs)] : ['', '', '']) : []),
      ]
    }),
  )
  const host = rows.find((r) => r.lighthouse!.midTier)?.lighthouse
  if (!host?.midTier) return main
  return `${main}\n\nThis host's BenchmarkIndex ${host.benchmarkIndex?.toFixed(0)}: the 4x slowdown assumes 1500-2000 (a high-end desktop). ` +
    `"Mid-tier phone" is the same loads judged at ${host.midTier.multiplier.toFixed(2)}x, the slowdown Lighthouse's calibration gives this host for a mid-tier phone (scripts/bench/cpuCalibration.ts); the goals judge the 4x figures.`
}

/**
 * What a long task ran, by its URL: index.html (parsing, its inline scripts, style and layout), the first screen's
 * script, the app's entry, a chunk of the route's page, or another chunk (loaded by the page once it runs).
 */
export function taskSource(url: string, route: RouteFigures, files: { entry: string[]; pages: Record<string, string[]> }): string {
  const pathname = url.split('?')[0]
  if (!pathname.startsWith('/')) return 'unattributed'
  if (!pathname.startsWith('/js/')) return 'index.html'
  const file = pathname.slice(1)
  const name = file.replace(/^js\//, '').replace(/\.[0-9a-f]{8}\.js$/, '')
  if (name.startsWith('first-screen')) return 'first screen'
  if (files.entry.includes(file)) return name === 'app' ? 'app entry' : `entry chunk ${name}`
  if (route.page && files.pages[route.page]?.includes(file)) return `page chunk ${name}`
  return `chunk ${name}`
}

function longTasksTable(report: BenchReport): string | undefined {
  const rows = [...report.routes, ...(report.bare ? [report.bare] : [])].filter((r) => r.lighthouse?.longTasks)
  if (!rows.length) return undefined
  const files = report.build?.files ?? { entry: [], pages: {} }
  return table(
    ['Route', 'Longest main-thread tasks (simulated, 4x CPU): what ran, duration'],
    rows.map((r) => [routeLabel(r), r.lighthouse!.longTasks!.map((t) => `${taskSource(t.url, r, files)} ${ms(t.durationMs)}`).join('; ') || 'none over 50 ms']),
  )
}

function packagesTable(report: BenchReport): string | undefined {
  const p = report.packages
  if (!p) return undefined
  return table(
    ['Package', 'Size', 'Files'],
    [...[p.main, ...p.subpackages].map((x) => [x.name, kb(x.bytes), String(x.files)]), ['total', kb(p.total), '']],
  )
}

function ordersTable(report: BenchReport): string | undefined {
  const o = report.orders
  if (!o) return undefined
  return table(
    [`My orders, one learner with ${o.ordersSeeded} orders`, 'Value'],
    [
      ['Navigation to the first card painted (median)', ms(o.firstCardMs)],
      ['Cards / countdowns mounted after scrolling to the end', `${o.cardsMounted} / ${o.countdownsMounted} (${seconds(o.loadAllMs)} to page through)`],
      [`Scripting per one-second tick (median of ${o.tick.traceSeconds} s; max)`, `${ms(o.tick.medianMs, 1)} (${ms(o.tick.maxMs, 1)})`],
      ['JS heap after 5 s → after 60 s', `${mb(o.heapAfter5sBytes)} → ${mb(o.heapAfter60sBytes)} (${(o.heapGrowth * 100).toFixed(1)}%)`],
    ],
    2,
  )
}

function loadTable(report: BenchReport): string | undefined {
  if (!report.load?.length) return undefined
  // the server's CPU per request, where the run measured it (older reports have none)
  const cpu = report.load.some((l) => l.cpuMsPerRequest !== undefined)
  return table(
    ['Endpoint (50 connections)', 'Requests/s', 'p50', 'p99', 'Errors', ...(cpu ? ['Server CPU/request'] : [])],
    report.load.map((l) => [
      `${l.name} \`${l.path.split('?')[0]}\``,
      l.requestsPerSecond.toFixed(0),
      ms(l.p50Ms),
      ms(l.p99Ms),
      String(l.errors),
      ...(cpu ? [l.cpuMsPerRequest === undefined ? '—' : `${l.cpuMsPerRequest.toFixed(3)} ms`] : []),
    ]),
  )
}

function tapsTable(report: BenchReport): string | undefined {
  if (!report.taps?.length) return undefined
  return table(
    ['Route', 'Tapped', 'Latency (median)', 'Worst', 'Input delay / handlers / to paint', 'Tapped at (median)', 'On the first screen', 'Lost'],
    report.taps.map((t) => [
      t.route, t.name, ms(t.medianLatencyMs), ms(t.worstLatencyMs),
      t.medianPhases ? [t.medianPhases.inputDelayMs, t.medianPhases.processingMs, t.medianPhases.presentationMs].map((v) => ms(v)).join(' / ') : '—',
      seconds(t.medianTapAtMs),
      `${t.runs.filter((r) => r.onFirstScreen).length} of ${t.runs.length}`, String(t.lost),
    ]),
    2,
  )
}

function webkitTable(report: BenchReport): string | undefined {
  if (!report.webkit?.length) return undefined
  return table(
    ['Route', 'Tapped', 'FCP', 'Largest picture in', 'First tap', 'Lost'],
    report.webkit.map((w) => [w.route, w.target, seconds(w.fcpMs), seconds(w.pictureMs), ms(w.tapLatencyMs), String(w.lost)]),
    2,
  )
}

export function renderMarkdown(report: BenchReport): string {
  const { machine, options } = report
  const sections: [string, string | undefined][] = [
    [`H5 first load (median of ${options.runs}; Chromium network log; build = gzip of the build's first-load files)`, firstLoadTable(report)],
    [`Lighthouse (mobile, simulated throttling, performance; median of ${options.runs})`, lighthouseTable(report)],
    ['Longest main-thread tasks (the run of median TBT)', longTasksTable(report)],
    [`First tap (4x CPU and slow 4G applied in Chromium; Event Timing; ${options.runs} cold loads each)`, tapsTable(report)],
    [`WebKit (WebKitGTK's MiniBrowser as iPhone Safari, unthrottled; its own Performance APIs; median of ${options.runs})`, webkitTable(report)],
    ['Mini-program packages (dist/weapp)', packagesTable(report)],
    ['My orders with 1 000 countdowns', ordersTable(report)],
    ['Reference server (autocannon on loopback)', loadTable(report)],
    ['Goals', table(['Goal', 'Measured', 'Result'], report.goals.map((g) => [g.goal, g.measured, verdict(g)]), 3)],
  ]
  const head = `Measured ${report.startedAt.slice(0, 16).replace('T', ' ')} UTC on ${machine.cpus} cores${options.busy ? ' (one kept busy: a loaded run)' : ''}, Node ${machine.node}, ${machine.chromium}; full run ${(report.seconds / 60).toFixed(1)} min.`
  return [head, ...sections.filter(([, body]) => body).map(([title, body]) => `**${title}**\n\n${body}`)].join('\n\n') + '\n'
}

/** Writes report-<time>.json, latest.json and latest.md; returns the markdown. */
export function writeReport(dir: string, report: BenchReport): string {
  fs.mkdirSync(dir, { recursive: true })
  const json = JSON.stringify(report, null, 1)
  const stamp = report.startedAt.replace(/[:.]/g, '-')
  fs.writeFileSync(path.join(dir, `report-${stamp}.json`), json)
  fs.writeFileSync(path.join(dir, 'latest.json'), json)
  const md = renderMarkdown(report)
  fs.writeFileSync(path.join(dir, 'latest.md'), md)
  return md
}
