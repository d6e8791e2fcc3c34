// The experience score's rules that need a layout engine or the server's answers: picture-size, tap-target and
// request-cache, on every page of the mini-program (app.json). miniprogram-simulate lays nothing out, so each page is
// measured where a layout engine runs the same components and styles: the H5 build (E2E_STATIC, default dist/h5) in
// Chromium at 375x812, device pixel ratio 2, as the seeded learner, against the reference server. Sizes carry over:
// config/index.ts sets designWidth 750 (375 for NutUI) with pxtransform on both platforms, so a style's 750-design px
// is 1 rpx in the mini-program (0.5 CSS px on a 375-wide phone) and 1/40 rem on H5 (root font 20 px at 375: 0.5 CSS px).
// Writes test-results/weapp-audit/layout.json ({part, rows}); exits 0 even when rules fail (report.mjs judges).
// Run by layout.mjs under tsx (the route table and the screen suite import the app's TypeScript).
import fs from 'node:fs'
import path from 'node:path'
import { createRequire } from 'node:module'
import { loginAs, openBrowser } from '../../support/chromium.ts'
import { ROOT, dbRows, startServer } from '../../support/server.ts'
import { INTERACTIVE, MARK_TAP_HANDLERS } from '../../screens/checks.ts'
import { MOBILES, SCREENS, seedIds } from '../../screens/screens.ts'
import { findRoute, fillRoute, PAGE_ROUTES } from '../../../src/core/routes.ts'
import { API_PATH, cacheable, measurePictures, measureTapTargets, pageRows, sharedCacheable } from './layout-measure.mjs'

const require = createRequire(import.meta.url)
const OUT = path.join(ROOT, 'test-results/weapp-audit/layout.json')
const NOTE = 'sizes from the H5 build\'s layout of the same components and styles (Chromium 375x812, DPR 2, seeded learner; '
  + 'designWidth 750 with pxtransform in both builds: 1 design px is 0.5 CSS px on a 375-wide phone in each)'

/** The mini-program's pages (app.json of WEAPP_DIST), else the route table's (the same list when built). */
function weappPages() {
  try {
    return require('../pageQueries.ts').PAGES
  } catch {
    return PAGE_ROUTES.map((r) => r.page)
  }
}

/**
 * The H5 URL of a page: the first screen of the screen suite that shows it as it loads (its ids from the seeds),
 * else its route's first URL with the mini-program sweep's query.
 */
function h5Url(page, ids) {
  const screen = SCREENS.find((s) => !s.open && !s.fail && !s.userAgent && !s.ip && findRoute(String(typeof s.path === 'function' ? s.path(ids) : s.path).split('?')[0])?.page === page)
  if (screen) return typeof screen.path === 'function' ? screen.path(ids) : screen.path
  const route = PAGE_ROUTES.find((r) => r.page === page)
  if (!route) return null
  let query = {}
  try {
    query = require('../pageQueries.ts').QUERY[page] || {}
  } catch { /* no weapp build: no query */ }
  const { url, rest } = fillRoute(route.urls[0], query)
  const qs = new URLSearchParams(Object.entries(rest).map(([k, v]) => [k, String(v)])).toString()
  return qs ? `${url}?${qs}` : url
}

/** Scrolls the page's scroller (Taro's H5 pages scroll inside .taro_page) to its end and back, so lazy pictures load. */
async function scrollThrough(page) {
  await page.evaluate(async () => {
    const el = document.querySelector('.taro_page:not([style*="display: none"])') || document.scrollingElement
    for (let i = 0; i < 8 && el.scrollTop + el.clientHeight < el.scrollHeight - 2; i++) {
      el.scrollBy(0, el.clientHeight)
      await new Promise((r) => setTimeout(r, 120))
    }
    await Promise.race([
      Promise.all([...document.images].filter((i) => !i.complete).map((i) => new Promise((r) => { i.onload = r; i.onerror = r }))),
      new Promise((r) => setTimeout(r, 1500)),
    ])
    el.scrollTo(0, 0)
  })
}

/**
 * Opens a page and waits for the app to draw it and its requests to settle; tried twice (a second run beside other
 * suites on two cores can take a first load past the timeout).
 */
async function open(page, url) {
  for (let tries = 1; ; tries++) {
    try {
      await page.goto(url, { waitUntil: 'domcontentloaded', timeout: 30_000 })
      break
    } catch (error) {
      if (tries >= 2) throw error
    }
  }
  await page.waitForLoadState('load', { timeout: 15_000 }).catch(() => undefined)
  await page.waitForLoadState('networkidle', { timeout: 4_000 }).catch(() => undefined)
}

async function main() {
  const started = Date.now()
  const server = await startServer()
  const rows = []
  const browser = await openBrowser()
  try {
    const { page, context } = browser
    await context.addInitScript(MARK_TAP_HANDLERS)
    await loginAs({ url: server.url, context }, MOBILES.learner, { userData: true })
    const ids = await seedIds((sql, ...p) => dbRows({ server }, sql, ...p))
    let gets = []
    page.on('response', async (res) => {
      const req = res.request()
      const u = new URL(res.url())
      if (req.method() !== 'GET' || u.origin !== server.url || req.resourceType() === 'document') return
      const headers = res.headers()
      gets.push({ path: u.pathname, kind: API_PATH.test(u.pathname) ? 'api' : 'asset', cached: cacheable(headers), shared: sharedCacheable(headers) })
    })
    // LAYOUT_PAGES=<words>: only the pages whose path holds one of them (a quick look at a fix).
    const only = process.env.LAYOUT_PAGES?.split(',')
    for (const route of weappPages().filter((p) => !only || only.some((o) => p.includes(o)))) {
      const url = h5Url(route, ids)
      if (!url) {
        for (const rule of ['picture-size', 'tap-target', 'request-cache']) rows.push({ rule, page: route, value: 'n/a', limit: 'n/a', pass: null, note: 'no H5 route serves this page' })
        continue
      }
      gets = []
      try {
        await open(page, `${server.url}${url}`)
        await scrollThrough(page)
        const pictures = await page.evaluate(measurePictures)
        const taps = await page.evaluate(measureTapTargets, INTERACTIVE)
        rows.push(...pageRows(route, { pictures, taps, gets: [...gets] }, `${NOTE} at ${url.split('?')[0]}`))
      } catch (error) {
        for (const rule of ['picture-size', 'tap-target', 'request-cache']) rows.push({ rule, page: route, value: 'error', limit: 'n/a', pass: false, note: `${url}: ${String(error.message).split('\n')[0]}` })
      }
    }
  } finally {
    await browser.close()
    await server.stop()
  }
  fs.mkdirSync(path.dirname(OUT), { recursive: true })
  fs.writeFileSync(OUT, JSON.stringify({ part: 'layout', rows }, null, 1))
  const failed = rows.filter((r) => r.pass === false)
  console.log(`layout: ${rows.length} rows, ${failed.length} failing, ${Math.round((Date.now() - started) / 1000)} s (${path.relative(process.cwd(), OUT)})`)
  for (const r of failed) console.log(`  ${r.rule} ${r.page}: ${r.value} — ${r.note}`)
}

await main()
