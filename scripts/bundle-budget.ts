/**
 * H5 first-load budget (`npm test` runs it after build:h5; `npx tsx scripts/bundle-budget.ts [dir] [--json]`).
 * Reads dist/h5/bundle-manifest.json, written by the build from webpack's chunk graph (config/h5-manifest.ts), so
 * the check needs no browser and gives the same answer every time. A route's first load is what index.html loads
 * (the entry) plus its page's async chunk group; files fetched later on demand (the video player, say) are not in it.
 * Sizes are gzip level 6 (what a server sends by default). Limits in config/bundle-budget.json:
 * the home page's JS at most 150 KB, any page's JS+CSS at most 200 KB; above either the check fails.
 */
import fs from 'node:fs'
import path from 'node:path'
import zlib from 'node:zlib'
import budget from '../config/bundle-budget.json'
import { H5_MANIFEST, type H5Manifest } from '../config/h5-manifest'
import { nutuiBeforeTaro } from './css-order'

export interface Bytes {
  raw: number
  gzip: number
}

export interface RouteLoad {
  page: string
  js: Bytes
  css: Bytes
  files: number
}

export interface Budget {
  homePage: string
  homeJsMaxGzipBytes: number
  routeMaxGzipBytes: number
}

/** The first-load budgets, which `npm test` enforces. */
export const BUDGET: Budget = { homePage: budget.homePage, homeJsMaxGzipBytes: budget.homeJsMaxGzipBytes, routeMaxGzipBytes: budget.routeMaxGzipBytes }

const KB = 1024
export const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`

/** Raw and gzip bytes of each file, read once. */
function sizer(dir: string) {
  const cache = new Map<string, Bytes>()
  return (file: string): Bytes => {
    let size = cache.get(file)
    if (!size) {
      const body = fs.readFileSync(path.join(dir, file))
      size = { raw: body.length, gzip: zlib.gzipSync(body, { level: 6 }).length }
      cache.set(file, size)
    }
    return size
  }
}

export function readManifest(dir: string): H5Manifest {
  const file = path.join(dir, H5_MANIFEST)
  if (!fs.existsSync(file)) throw new Error(`${file} is missing: run npm run build:h5 first`)
  return JSON.parse(fs.readFileSync(file, 'utf8')) as H5Manifest
}

/** First load of every page: entry files plus the page's own chunk group, each file counted once. */
export function measureRoutes(dir: string, manifest = readManifest(dir)): RouteLoad[] {
  const size = sizer(dir)
  return Object.keys(manifest.pages)
    .sort()
    .map((page) => {
      const files = [...new Set([...manifest.entry, ...manifest.pages[page]])]
      const sum = (ext: string) =>
        files.filter((f) => f.endsWith(ext)).reduce((acc, f) => ({ raw: acc.raw + size(f).raw, gzip: acc.gzip + size(f).gzip }), { raw: 0, gzip: 0 })
      return { page, js: sum('.js'), css: sum('.css'), files: files.length }
    })
}

/** Budget failures, as sentences; empty when every route is within its budget. */
export function overBudget(routes: RouteLoad[], limits: Budget = BUDGET): string[] {
  const problems: string[] = []
  const home = routes.find((r) => r.page === limits.homePage)
  if (!home) problems.push(`the home page ${limits.homePage} is not in the build manifest`)
  else if (home.js.gzip > limits.homeJsMaxGzipBytes) {
    problems.push(`home (${home.page}) first-load JS is ${kb(home.js.gzip)} gzip, over the ${kb(limits.homeJsMaxGzipBytes)} budget`)
  }
  for (const r of routes) {
    const total = r.js.gzip + r.css.gzip
    if (total > limits.routeMaxGzipBytes) problems.push(`${r.page} first load is ${kb(total)} gzip (JS+CSS), over the ${kb(limits.routeMaxGzipBytes)} budget`)
  }
  return problems
}

/** NutUI's rules after Taro's core rules (scripts/css-order.ts), over the build's CSS files. */
function cssOrder(dir: string): string[] {
  const cssDir = path.join(dir, 'css')
  const files = fs.existsSync(cssDir) ? fs.readdirSync(cssDir).filter((f) => f.endsWith('.css')) : []
  const app = files.find((f) => /^app\.[\w]+\.css$/.test(f))
  if (!app) return [`no app.*.css in ${cssDir}`]
  const read = (f: string) => fs.readFileSync(path.join(cssDir, f), 'utf8')
  return nutuiBeforeTaro(read(app), files.filter((f) => f !== app).map(read))
}

function main() {
  const args = process.argv.slice(2)
  const dir = path.resolve(args.find((a) => !a.startsWith('--')) ?? 'dist/h5')
  const routes = measureRoutes(dir)
  if (args.includes('--json')) {
    console.log(JSON.stringify(routes, null, 1))
  } else {
    console.log(`H5 first load per page (entry + page chunks; gzip); budget: home JS ${kb(BUDGET.homeJsMaxGzipBytes)}, any page ${kb(BUDGET.routeMaxGzipBytes)}`)
    for (const r of [...routes].sort((a, b) => b.js.gzip + b.css.gzip - (a.js.gzip + a.css.gzip))) {
      console.log(`${r.page.padEnd(48)} JS ${kb(r.js.gzip).padStart(9)} (${kb(r.js.raw).padStart(9)} raw)  CSS ${kb(r.css.gzip).padStart(8)}  ${r.files} files`)
    }
  }
  const info = args.includes('--json') ? console.error : console.log // --json keeps stdout to the JSON
  const order = cssOrder(dir)
  const problems = [...overBudget(routes, BUDGET), ...order]
  for (const p of problems) console.error(order.includes(p) ? `CSS order: ${p}` : `over budget: ${p}`)
  if (!problems.length) {
    const home = routes.find((r) => r.page === BUDGET.homePage)!
    const largest = [...routes].sort((a, b) => b.js.gzip + b.css.gzip - (a.js.gzip + a.css.gzip))[0]
    info(`within budget: home JS ${kb(home.js.gzip)} of ${kb(BUDGET.homeJsMaxGzipBytes)}; largest page ${largest.page} ${kb(largest.js.gzip + largest.css.gzip)} of ${kb(BUDGET.routeMaxGzipBytes)}`)
  }
  process.exit(problems.length ? 1 : 0)
}

if (require.main === module) main()
