// The screen suite: every screen of screens.ts opened in Chromium at 375x812 on the built dist/h5 (the reference
// server seeded, sandbox on), pictured to test-results/screens/<name>.png and checked (checks.ts). One test per
// screen; test-results/screens/index.html shows them all with their findings.
import assert from 'node:assert/strict'
import fs from 'node:fs'
import path from 'node:path'
import { after, before, test } from 'node:test'
import { chromium, type Browser, type Page } from 'playwright-core'
import { CHROMIUM_ARGS, waitsForApp } from '../support/chromium'
import { ROOT, dbRows, latestOtp, startServer, type TestServer } from '../support/server'
import { ROUTES } from '../../src/core/routes'
import { MARK_TAP_HANDLERS, checkScreen, holdToasts, untilStill } from './checks'
import { rebuildContactSheet, type ScreenResult } from './contactSheet'
import { MOBILES, SCREENS, seedIds, type SeedIds } from './screens'

const OUT = path.join(ROOT, 'test-results/screens')
const only = process.env.SCREENS ? process.env.SCREENS.split(',') : null
const screens = only ? SCREENS.filter((s) => only.some((o) => s.name.startsWith(o))) : SCREENS

/** The run: server, browser and seeded ids (null until `before` has set them), tokens by mobile, each screen's result. */
interface Run {
  server: TestServer | null
  browser: Browser | null
  ids: SeedIds | null
  tokens: Map<string, string>
  results: ScreenResult[]
}

const ctx: Run = { server: null, browser: null, ids: null, tokens: new Map(), results: [] }

before(async () => {
  fs.mkdirSync(OUT, { recursive: true })
  if (!only) for (const f of fs.readdirSync(OUT)) if (f.endsWith('.png')) fs.rmSync(path.join(OUT, f))
  ctx.server = await startServer()
  ctx.browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium', args: CHROMIUM_ARGS })
  ctx.ids = await seedIds((sql, ...p) => dbRows({ server: ctx.server! }, sql, ...p))
})

after(async () => {
  fs.writeFileSync(path.join(OUT, 'findings.json'), JSON.stringify(ctx.results, null, 1))
  const file = rebuildContactSheet(OUT, { chromium: ctx.results })
  console.log(`contact sheet: ${file}`)
  await ctx.browser?.close()
  await ctx.server?.stop()
})

async function tokenFor(mobileNo: string): Promise<string> {
  if (ctx.tokens.has(mobileNo)) return ctx.tokens.get(mobileNo)!
  const url = ctx.server!.url
  await fetch(`${url}/api/account/getOtp?mobileNo=${mobileNo}&type=3`)
  const otp = await latestOtp(url, mobileNo)
  const res = await fetch(`${url}/api/account/loginAndRegister`, {
    method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ mobileNo, otp, nickName: mobileNo.slice(-4) }),
  })
  const { data } = (await res.json()) as { data: { token: string } }
  ctx.tokens.set(mobileNo, data.token)
  return data.token
}

/** Waits until the page has its data: no request in flight for a moment, fonts loaded (then checkScreen waits until it holds still). */
async function settle(page: Page) {
  await page.waitForLoadState('networkidle', { timeout: 8000 }).catch(() => {})
  await page.evaluate(() => document.fonts.ready)
}

for (const screen of screens) {
  test(screen.name, async () => {
    const context = await ctx.browser!.newContext({
      viewport: { width: 375, height: 812 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true, locale: 'zh-CN',
      userAgent: screen.userAgent,
      // The checks inject axe-core as an inline script, which the app's CSP refuses (tests/e2e/csp.e2e.ts tests the CSP).
      bypassCSP: true,
    })
    context.setDefaultTimeout(10_000)
    await context.addInitScript(MARK_TAP_HANDLERS)
    const errors: string[] = []
    try {
      if (screen.as && screen.as !== 'guest') {
        const token = await tokenFor(MOBILES[screen.as])
        const domain = new URL(ctx.server!.url).hostname
        await context.addCookies(['token', 'userToken'].map((name) => ({ name, value: token, domain, path: '/' })))
      }
      const page = waitsForApp(await context.newPage())
      page.on('pageerror', (e) => errors.push(e.message))
      if (screen.fail) await page.route((url) => url.pathname === screen.fail, (route) => route.abort('connectionreset'))
      if (screen.ip) await page.route('**/sandbox/maps/ws/location/v1/ip?**', (route) => route.continue({ url: `${route.request().url()}&ip=${screen.ip}` }))
      const started = Date.now()
      const target = typeof screen.path === 'function' ? screen.path(ctx.ids!) : screen.path
      await page.goto(`${ctx.server!.url}${target}`)
      await page.locator(screen.ready).first().waitFor()
      await settle(page)
      if (screen.open) {
        await screen.open(page)
        if (!screen.brief) await settle(page)
      }
      // A dialog screen pictures the dialog: one that is not open fails rather than checking nothing.
      if (screen.scope) await page.locator(screen.scope).filter({ visible: true }).first().waitFor({ timeout: 5000 })
      // Pictured and checked when still: a toast the screen pictures fully shown and held, any other gone.
      const toasts = screen.brief ? 'shown' : 'gone'
      const moving = await untilStill(page, toasts)
      if (screen.brief && !moving) await holdToasts(page)
      const png = `${screen.name}.png`
      await page.screenshot({ path: path.join(OUT, png) })
      const findings = await checkScreen(page, { scope: screen.scope, skip: screen.skip, toasts })
      for (const message of errors) findings.push({ check: 'pageerror', element: 'page', detail: message })
      ctx.results.push({ name: screen.name, path: target, as: screen.as ?? 'guest', png, findings, ms: Date.now() - started })
      assert.deepEqual(findings.map((f) => `${f.check} ${f.element}: ${f.detail}`), [], `${screen.name} (${target})`)
    } finally {
      await context.close()
    }
  })
}

test('every route of the route table has a screen', { skip: !!only }, () => {
  // Any order the screens name (pending, paying, degree, ...) stands in as an empty one: only the path counts here.
  const anyOrder = new Proxy({}, { get: () => ({}) }) as SeedIds
  const paths = SCREENS.map((s) => (typeof s.path === 'function' ? s.path(anyOrder) : s.path).split('?')[0])
  const missing = ROUTES.filter((r) => r.page).filter((r) => !paths.some((p) => {
    const url = r.urls[0]
    return url.includes(':') ? new RegExp(`^${url.replace(/:[^/]+/g, '[^/]+')}$`).test(p) : p === url
  }))
  assert.deepEqual(missing.map((r) => r.urls[0]), [])
})
