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
  return { score: m((r) => r.score), fcpMs: m((r) => r.fcpMs), lcpMs: m((r) => r.lcpMs), tbtMs, cls: m((r) => r.cls), longTasks: typical?.longTasks }
}
