/**
 * `npm run bench [-- --only=firstLoad,lighthouse,firstTap,packages,orders,load] [--runs=3] [--skip-build] [--busy]`
 * (docs/performance.md): builds what the parts need, starts the production-like server on its own port and database, measures,
 * writes bench-results/report-<time>.json, latest.json and latest.md, and prints the markdown tables.
 */
import os from 'node:os'
import path from 'node:path'
import { BUDGET, measureRoutes, overBudget, readManifest, type RouteLoad } from '../bundle-budget'
import { measurePackages } from '../package-sizes'
import { BENCH_MOBILE, BENCH_ORDER_COUNT } from '../../server/db/seeds/bench'
import { launchBrowser } from './browser'
import { startBusyCore } from './busy'
import { measureFirstTap, summariseTaps, tapTargets, type TapRun } from './firstTap'
import { measureWebKit, summariseWebKit, type WebKitRun } from './webkit'
import { assertBuilt, BARE_DIR, BUILDS, H5_DIR, runBuild, WEAPP_DIR, type BuildStep } from './build'
import { measureFirstLoad, medianFirstLoad, type FirstLoad } from './firstLoad'
import { judgeGoals } from './goals'
import { medianLighthouse, runLighthouse, type LighthouseRun } from './lighthouse'
import { loadTargets, measureLoad } from './load'
import { parseOptions, type BenchOptions } from './options'
import { measureOrders } from './orders'
import { writeReport } from './report'
import type { BenchReport, RouteFigures } from './results'
import { ARTICLE_LIST, BARE_ROUTE, keyRoutes, type BenchRoute } from './routes'
import { firstPendingOrder, login, prepareDatabase, ROOT, startServer, type RunningServer } from './server'

const APP_PORT = 3190
const BARE_PORT = 3191
const DB_FILE = '.data/bench.sqlite'
const RESULTS_DIR = path.join(ROOT, 'bench-results')
const LOAD_SECONDS = 10

const started = Date.now()
const log = (line: string) => console.log(`[bench ${((Date.now() - started) / 1000).toFixed(0).padStart(4)} s] ${line}`)

async function build(opts: BenchOptions) {
  const has = (...parts: string[]) => opts.parts.some((p) => parts.includes(p))
  const steps: BuildStep[] = [
    ...(has('firstLoad', 'lighthouse', 'firstTap', 'webkit', 'orders', 'load') ? [BUILDS.h5] : []),
    ...(has('packages') ? [BUILDS.weapp] : []),
    ...(has('firstLoad', 'lighthouse') ? [BUILDS.bare] : []),
  ]
  for (const step of steps) {
    if (opts.skipBuild) {
      assertBuilt(step)
      continue
    }
    log(`building ${step.name} (${step.command.join(' ')}) ...`)
    await runBuild(step, RESULTS_DIR)
  }
  return steps
}

/** Each run goes over every route before the next run, so a slow spell of the machine spreads over all of them. */
async function repeat<T>(runs: number, routes: BenchRoute[], what: string, measure: (route: BenchRoute) => Promise<T>): Promise<T[][]> {
  const out: T[][] = routes.map(() => [])
  for (let run = 1; run <= runs; run++) {
    for (const [i, route] of routes.entries()) {
      log(`${what} ${run}/${runs}: ${route.name}`)
      out[i].push(await measure(route))
    }
  }
  return out
}

async function main() {
  const opts = parseOptions(process.argv.slice(2))
  log(`parts ${opts.parts.join(', ')}; ${opts.runs} run(s) each${opts.skipBuild ? '; builds as they are' : ''}${opts.busy ? '; one core kept busy' : ''}`)
  const steps = await build(opts)
  const stopBusy = opts.busy ? startBusyCore() : undefined
  const report: Omit<BenchReport, 'goals'> = {
    startedAt: new Date(started).toISOString(),
    seconds: 0,
    machine: { cpus: os.cpus().length, node: process.version, chromium: 'n/a' },
    options: opts,
    routes: [],
  }
  if (steps.includes(BUILDS.weapp)) report.packages = measurePackages(path.join(ROOT, WEAPP_DIR))

  if (steps.includes(BUILDS.h5)) {
    const manifest = readManifest(path.join(ROOT, H5_DIR))
    const pages = measureRoutes(path.join(ROOT, H5_DIR), manifest)
    const byPage = new Map<string, RouteLoad>(pages.map((p) => [p.page, p]))
    const total = (p: RouteLoad) => p.js.gzip + p.css.gzip
    report.build = {
      largest: pages.reduce((a, b) => (total(b) > total(a) ? b : a)),
      pages: pages.length,
      overBudgetPages: pages.filter((p) => total(p) > BUDGET.routeMaxGzipBytes).length,
      overBudget: overBudget(pages),
      files: manifest,
    }

    log(`database ${DB_FILE}: seeds + ${BENCH_ORDER_COUNT} orders for ${BENCH_MOBILE}`)
    prepareDatabase(path.join(ROOT, DB_FILE))
    const servers: RunningServer[] = []
    try {
      const app = await startServer({ port: APP_PORT, dbFile: DB_FILE, staticDir: H5_DIR })
      servers.push(app)
      log(`server ${app.url} (${H5_DIR})`)
      const bare = steps.includes(BUILDS.bare) ? await startServer({ port: BARE_PORT, dbFile: ':memory:', staticDir: BARE_DIR }) : undefined
      if (bare) servers.push(bare)
      const session = await login(app.url, BENCH_MOBILE)
      const token = session.token
      const routes = keyRoutes((await firstPendingOrder(app.url, token)).tradeOrderId)
      report.routes = routes.map((r): RouteFigures => ({ name: r.name, url: r.url, page: r.page, build: r.page ? byPage.get(r.page) : undefined }))
      report.bare = bare ? { name: BARE_ROUTE.name, url: BARE_ROUTE.url, build: measureRoutes(path.join(ROOT, BARE_DIR))[0] } : undefined
      const all = [...routes, ...(bare ? [BARE_ROUTE] : [])]
      const figuresOf = (i: number) => (i < routes.length ? report.routes[i] : report.bare!)
      const urlOf = (route: BenchRoute) => (route === BARE_ROUTE ? bare!.url : app.url)

      if (opts.parts.includes('firstLoad')) {
        const browser = await launchBrowser()
        report.machine.chromium = `Chromium ${browser.version()}`
        const runs = await repeat<FirstLoad>(opts.runs, all, 'first load', (r) => measureFirstLoad(browser, urlOf(r), r, session))
        await browser.close()
        runs.forEach((r, i) => (figuresOf(i).firstLoad = medianFirstLoad(r)))
      }
      if (opts.parts.includes('lighthouse')) {
        const runs = await repeat<LighthouseRun>(opts.runs, all, 'lighthouse', (r) => runLighthouse(urlOf(r), r, session))
        runs.forEach((r, i) => (figuresOf(i).lighthouse = { ...medianLighthouse(r), runs: r }))
      }
      if (opts.parts.includes('firstTap')) {
        const targets = tapTargets([...routes, ARTICLE_LIST])
        const browser = await launchBrowser()
        report.machine.chromium = `Chromium ${browser.version()}`
        const runs: TapRun[][] = targets.map(() => [])
        try {
          for (let run = 1; run <= opts.runs; run++) {
            for (const [i, target] of targets.entries()) {
              log(`first tap ${run}/${opts.runs}: ${target.route}, ${target.name}`)
              runs[i].push(await measureFirstTap(browser, app.url, target, session))
            }
          }
        } finally {
          await browser.close()
        }
        report.taps = targets.map((t, i) => summariseTaps(t, runs[i]))
      }
      if (opts.parts.includes('webkit')) {
        // One target per route (its first), a new WebKit for each load.
        const targets = tapTargets([...routes, ARTICLE_LIST]).filter((t, i, all) => all.findIndex((x) => x.route === t.route) === i)
        const runs: WebKitRun[][] = targets.map(() => [])
        for (let run = 1; run <= opts.runs; run++) {
          for (const [i, target] of targets.entries()) {
            log(`webkit ${run}/${opts.runs}: ${target.route}, ${target.name}`)
            runs[i].push(await measureWebKit(app.url, target, session))
          }
        }
        report.webkit = targets.map((t, i) => summariseWebKit(t, runs[i]))
      }
      if (opts.parts.includes('orders')) {
        log(`my orders: ${BENCH_ORDER_COUNT} orders (about 2 min)`)
        const browser = await launchBrowser()
        report.machine.chromium = `Chromium ${browser.version()}`
        try {
          report.orders = { ...(await measureOrders(browser, app.url, session, opts.runs, log)), ordersSeeded: BENCH_ORDER_COUNT }
        } finally {
          await browser.close()
        }
      }
      if (opts.parts.includes('load')) {
        report.load = []
        for (const target of loadTargets(token)) {
          log(`load: ${target.name}, ${LOAD_SECONDS} s`)
          const figures = await measureLoad(app.url, target, LOAD_SECONDS, app.cpuMs)
          // The token is the throw-away bench learner's; keep it out of the report anyway.
          report.load.push({ ...figures, path: figures.path.replace(/token=[^&]+/, 'token=…') })
        }
      }
    } finally {
      for (const s of servers) await s.stop()
    }
  }
  stopBusy?.()

  report.seconds = Math.round((Date.now() - started) / 1000)
  const full: BenchReport = { ...report, goals: judgeGoals(report) }
  const md = writeReport(RESULTS_DIR, full)
  log(`report: ${path.relative(ROOT, RESULTS_DIR)}/latest.json and latest.md`)
  console.log(`\n${md}`)
}

main().catch((err) => {
  console.error(`[bench] ${err instanceof Error ? err.stack ?? err.message : err}`)
  process.exit(1)
})
