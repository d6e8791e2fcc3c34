/** A Lighthouse run's figures and their medians over the runs (pure, for unit tests; the runs: ./lighthouse.ts). */
import { median } from './stats'

/** A main-thread task of the load as Lighthouse's long-tasks audit gives it (simulated: 4x CPU). */
export interface LongTask {
  /** The script the task ran, or the page's own URL (parsing, its inline scripts, style and layout). */
  url: string
  startMs: number
  durationMs: number
}

export interface LighthouseRun {
  /** 0..100 */
  score: number
  fcpMs: number
  lcpMs: number
  tbtMs: number
  cls: number
  /** The five longest main-thread tasks. */
  longTasks?: LongTask[]
  /** Lighthouse's measure of this host's CPU (a high-end desktop: 1500-2000; the 4x slowdown assumes one). */
  benchmarkIndex?: number
  /** The same load judged at the slowdown that makes this host a mid-tier phone (./cpuCalibration.ts). */
  midTier?: MidTierFigures
}

export interface MidTierFigures {
  multiplier: number
  score: number
  fcpMs: number
  lcpMs: number
  tbtMs: number
  cls: number
}

/** How many of the longest tasks a run keeps. */
export const LONG_TASKS_KEPT = 5

/** The LONG_TASKS_KEPT longest tasks, longest first, their URLs relative to the server. */
export function longestTasks(tasks: LongTask[], baseUrl: string): LongTask[] {
  return [...tasks]
    .sort((a, b) => b.durationMs - a.durationMs)
    .slice(0, LONG_TASKS_KEPT)
    .map((t) => ({ ...t, url: t.url.startsWith(baseUrl) ? t.url.slice(baseUrl.length) || '/' : t.url }))
}

/** Medians of each figure; the long tasks of the run whose TBT is nearest the median TBT (they make it up). */
export function medianLighthouse(runs: LighthouseRun[]): LighthouseRun {
  const m = (pick: (r: LighthouseRun) => number) => median(runs.map(pick))
  const tbtMs = m((r) => r.tbtMs)
  const typical = [...runs].sort((a, b) => Math.abs(a.tbtMs - tbtMs) - Math.abs(b.tbtMs - tbtMs))[0]
  const calibrated = runs.map((r) => r.midTier).filter((t): t is MidTierFigures => t !== undefined)
  const c = (pick: (r: MidTierFigures) => number) => median(calibrated.map(pick))
  return {
    score: m((r) => r.score), fcpMs: m((r) => r.fcpMs), lcpMs: m((r) => r.lcpMs), tbtMs, cls: m((r) => r.cls), longTasks: typical?.longTasks,
    ...(runs.some((r) => r.benchmarkIndex !== undefined) ? { benchmarkIndex: m((r) => r.benchmarkIndex ?? NaN) } : {}),
    ...(calibrated.length
      ? { midTier: { multiplier: c((r) => r.multiplier), score: c((r) => r.score), fcpMs: c((r) => r.fcpMs), lcpMs: c((r) => r.lcpMs), tbtMs: c((r) => r.tbtMs), cls: c((r) => r.cls) } }
      : {}),
  }
}
