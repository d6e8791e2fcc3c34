/** The shape of a bench report (bench-results/*.json): each part is absent when it did not run. */
import type { RouteLoad } from '../bundle-budget'
import type { PackageSizes } from '../package-sizes'
import type { FirstLoad } from './firstLoad'
import type { TapFigures } from './firstTap'
import type { WebKitFigures } from './webkit'
import type { LighthouseRun } from './lighthouseFigures'
import type { LoadFigures } from './load'
import type { BenchOptions } from './options'
import type { OrdersFigures } from './orders'

export interface RouteFigures {
  name: string
  url: string
  page?: string
  /** Medians over the runs (Chromium network log). */
  firstLoad?: FirstLoad
  /** From dist/h5/bundle-manifest.json (scripts/bundle-budget.ts): gzip level 6 of the build output. */
  build?: RouteLoad
  lighthouse?: LighthouseRun & { runs: LighthouseRun[] }
}

export interface BenchReport {
  startedAt: string
  seconds: number
  machine: { cpus: number; node: string; chromium: string }
  options: BenchOptions
  routes: RouteFigures[]
  /** The bare Taro fixture (bench/bare). */
  bare?: RouteFigures
  /**
   * Every H5 page's first load from the build manifest: the largest, how many pages are over the route budget, and
   * the sentences of scripts/bundle-budget.ts (`npm test`'s check, which reads the home page from its own config).
   */
  build?: {
    largest: RouteLoad
    pages: number
    overBudgetPages: number
    overBudget: string[]
    /** The build's own files: the entry's and each page's chunk group (dist/h5/bundle-manifest.json), to name tasks. */
    files?: { entry: string[]; pages: Record<string, string[]> }
  }
  /** The first tap on each key route's targets (scripts/bench/firstTap.ts). */
  taps?: TapFigures[]
  /** FCP, the largest picture and the first tap in WebKit, unthrottled (scripts/bench/webkit.ts). */
  webkit?: WebKitFigures[]
  packages?: PackageSizes
  orders?: OrdersFigures & { ordersSeeded: number }
  load?: LoadFigures[]
  goals: GoalResult[]
}

export interface GoalResult {
  goal: string
  measured: string
  /** null: the part that measures it did not run. */
  pass: boolean | null
}
