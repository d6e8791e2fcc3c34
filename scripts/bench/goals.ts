/** The performance goals and the build budgets, judged on a report (pure; docs/performance.md). */
import { BUDGET } from '../bundle-budget'
import { LIMITS } from '../package-sizes'
import type { BenchReport, GoalResult } from './results'
import { kb, mb } from './stats'

export const GOALS = {
  lighthouseMinScore: 95,
  /** The floor is about 0.8 s on this throttling: one HTML round trip and one 12 KB picture. */
  lcpMaxMs: 1000,
  /** LCP at most this multiple of the bare Taro page's, measured in the same run. */
  lcpMaxRatioToBare: 1.3,
  tbtMaxMs: 100,
  /** Each tap target's median first tap, from the tap to its next paint (Event Timing) at 4x CPU. */
  firstTapMaxMs: 100,
  clsMax: 0.05,
  countdowns: 1000,
  tickMaxScriptingMs: 2,
  heapMaxGrowth: 0.1,
  serverP99MaxMs: 20,
  homeJsMaxGzipBytes: BUDGET.homeJsMaxGzipBytes,
  routeMaxGzipBytes: BUDGET.routeMaxGzipBytes,
  packageMaxBytes: LIMITS.packageMaxBytes,
}

const notRun = (goal: string): GoalResult => ({ goal, measured: 'not measured', pass: null })

/** The worst value of `pick` over the items (highest, or lowest with `lowest`), with the item. */
function worst<T>(items: T[], pick: (item: T) => number, lowest = false): { item: T; value: number } | undefined {
  let out: { item: T; value: number } | undefined
  for (const item of items) {
    const value = pick(item)
    if (!Number.isFinite(value)) continue
    if (!out || (lowest ? value < out.value : value > out.value)) out = { item, value }
  }
  return out
}

export function judgeGoals(report: Omit<BenchReport, 'goals'>, g = GOALS): GoalResult[] {
  const results: GoalResult[] = []
  const lh = report.routes.filter((r) => r.lighthouse)

  const score = `Lighthouse score ≥ ${g.lighthouseMinScore} on every key route`
  const lowScore = worst(lh, (r) => r.lighthouse!.score, true)
  results.push(lowScore ? { goal: score, measured: `lowest ${lowScore.value.toFixed(0)} (${lowScore.item.name})`, pass: lowScore.value >= g.lighthouseMinScore } : notRun(score))

  const lcp = `LCP ≤ ${(g.lcpMaxMs / 1000).toFixed(1)} s on every key route`
  const highLcp = worst(lh, (r) => r.lighthouse!.lcpMs)
  results.push(highLcp ? { goal: lcp, measured: `highest ${(highLcp.value / 1000).toFixed(2)} s (${highLcp.item.name})`, pass: highLcp.value <= g.lcpMaxMs } : notRun(lcp))

  const ratio = `LCP ≤ ${g.lcpMaxRatioToBare}× the bare Taro page on every key route`
  const bareLcp = report.bare?.lighthouse?.lcpMs
  const highRatio = bareLcp ? worst(lh, (r) => r.lighthouse!.lcpMs / bareLcp) : undefined
  results.push(highRatio ? { goal: ratio, measured: `highest ${highRatio.value.toFixed(2)}× (${highRatio.item.name})`, pass: highRatio.value <= g.lcpMaxRatioToBare } : notRun(ratio))

  const tbt = `TBT ≤ ${g.tbtMaxMs} ms on every key route`
  const highTbt = worst(lh, (r) => r.lighthouse!.tbtMs)
  results.push(highTbt ? { goal: tbt, measured: `highest ${highTbt.value.toFixed(0)} ms (${highTbt.item.name})`, pass: highTbt.value <= g.tbtMaxMs } : notRun(tbt))

  const cls = `CLS ≤ ${g.clsMax} on every key route`
  const highCls = worst(lh, (r) => r.lighthouse!.cls)
  results.push(highCls ? { goal: cls, measured: `highest ${highCls.value.toFixed(3)} (${highCls.item.name})`, pass: highCls.value <= g.clsMax } : notRun(cls))

  const tapGoal = `First tap answered ≤ ${g.firstTapMaxMs} ms (median per target) and none lost`
  const taps = report.taps ?? []
  const slowTap = worst(taps, (t) => t.medianLatencyMs)
  const lost = taps.filter((t) => t.lost > 0)
  results.push(
    slowTap
      ? {
          goal: tapGoal,
          measured: `slowest ${slowTap.value.toFixed(0)} ms (${slowTap.item.route}: ${slowTap.item.name}); ${lost.length ? `lost: ${lost.map((t) => `${t.route}: ${t.name} ${t.lost}×`).join(', ')}` : 'none lost'}`,
          pass: slowTap.value <= g.firstTapMaxMs && !lost.length,
        }
      : notRun(tapGoal),
  )

  const tick = `One tick of ${g.countdowns.toLocaleString('en').replace(',', ' ')} countdowns ≤ ${g.tickMaxScriptingMs} ms scripting`
  const o = report.orders
  results.push(
    o
      ? {
          goal: tick,
          measured: `${o.tick.medianMs.toFixed(1)} ms (${o.countdownsMounted} countdowns)`,
          pass: o.tick.medianMs <= g.tickMaxScriptingMs && o.countdownsMounted >= g.countdowns,
        }
      : notRun(tick),
  )

  const heap = `JS heap growth ≤ ${(g.heapMaxGrowth * 100).toFixed(0)}% from 5 s to 60 s`
  results.push(
    o
      ? {
          goal: heap,
          measured: `${(o.heapGrowth * 100).toFixed(1)}% (${mb(o.heapAfter5sBytes)} → ${mb(o.heapAfter60sBytes)})`,
          pass: o.heapGrowth <= g.heapMaxGrowth,
        }
      : notRun(heap),
  )

  const p99 = `Server p99 ≤ ${g.serverP99MaxMs} ms at 50 connections`
  if (report.load?.length) {
    for (const l of report.load) results.push({ goal: `${p99}: ${l.name}`, measured: `${l.p99Ms} ms`, pass: l.p99Ms <= g.serverP99MaxMs && l.errors === 0 })
  } else results.push(notRun(p99))

  const homeJs = `Home first-load JS ≤ ${kb(g.homeJsMaxGzipBytes)} gzip`
  const home = report.routes.find((r) => r.name === 'home')?.build
  results.push(home ? { goal: homeJs, measured: `${kb(home.js.gzip)} (${home.page})`, pass: home.js.gzip <= g.homeJsMaxGzipBytes } : notRun(homeJs))

  const anyRoute = `Any route's first load ≤ ${kb(g.routeMaxGzipBytes)} gzip (JS+CSS)`
  const b = report.build
  results.push(
    b
      ? {
          goal: anyRoute,
          measured: `largest ${kb(b.largest.js.gzip + b.largest.css.gzip)} (${b.largest.page}); ${b.overBudgetPages} of ${b.pages} pages over`,
          pass: b.largest.js.gzip + b.largest.css.gzip <= g.routeMaxGzipBytes,
        }
      : notRun(anyRoute),
  )

  const pkg = `Each mini-program package ≤ ${mb(g.packageMaxBytes).replace('.0 MB', ' MB')}`
  const p = report.packages
  const biggest = p && worst([p.main, ...p.subpackages], (x) => x.bytes)
  results.push(biggest ? { goal: pkg, measured: `largest ${kb(biggest.value)} (${biggest.item.name})`, pass: biggest.value <= g.packageMaxBytes } : notRun(pkg))
  return results
}
