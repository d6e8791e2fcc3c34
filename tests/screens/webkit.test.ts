// The key screens in WebKit as iPhone Safari (tests/webkit/driver.ts's MiniBrowser, one session for all), with the
// same definitions (screens.ts) and checks (checks.ts) as the Chromium suite: pictured to
// test-results/screens/webkit/<name>.png, shown beside Chromium's on the contact sheet. A finding fails its screen,
// unless it is an engine artefact of this WebKit named in ARTEFACTS (listed on the sheet, greyed). The pictures differ
// from an iPhone's where this WebKit does, which no check reads: GTK draws its scroll bar at a scroller's right edge
// (iOS hides it) and the fonts are Debian's (WenQuanYi Zen Hei, bold drawn bold; iOS uses PingFang).
import assert from 'node:assert/strict'
import fs from 'node:fs'
import path from 'node:path'
import { after, before, test } from 'node:test'
import { ROOT, apiLogin, dbRows, startServer, type TestServer } from '../support/server'
import { IPHONE_SAFARI_UA, appTookOver, waitFor, type WebDriver } from '../webkit/driver'
import { MARK_TAP_HANDLERS, checkScreen, holdToasts, untilStill, type Finding } from './checks'
import { rebuildContactSheet, type ScreenResult } from './contactSheet'
import { MOBILES, SCREENS, seedIds, type Screen, type SeedIds, type Viewer } from './screens'
import { asPage, openScreensBrowser, pageErrors, servedCopy, settle, type ScreensBrowser } from './webkitPage'

/** The key screens, by their names in screens.ts (in its order: one login per account, kept between screens). */
export const KEY_SCREENS = [
  'home-guest', 'home-learner',
  'articles-guest',
  'login', 'login-password',
  'goods-single', 'goods-all', 'goods-learner',
  'my-orders-loaded',
  'confirm-order', 'confirm-order-pay-popup', 'confirm-order-paying', 'confirm-order-stages', 'confirm-order-loan-pay', 'confirm-order-paid',
  'confirm-order-loan', 'confirm-order-loan-failed',
  'finish-pay', 'order-detail', 'order-detail-pending',
  'sign-agreement', 'sign-agreement-education',
  'article-detail',
  'register',
]

/**
 * Findings that come from this WebKit build rather than from the app, each with why; matched by check and element.
 * They stay on the contact sheet (greyed, with the reason) and do not fail the screen.
 */
interface Artefact {
  check: string
  element: RegExp
  why: string
}
const ARTEFACTS: Artefact[] = []

const OUT = path.join(ROOT, 'test-results/screens')
const DIR = path.join(OUT, 'webkit')
const only = process.env.SCREENS ? process.env.SCREENS.split(',') : null
const screens = SCREENS.filter((s) => KEY_SCREENS.includes(s.name) && (!only || only.some((o) => s.name.startsWith(o))))
/**
 * The run: each screen's result, the tokens fetched so far, and what `before` sets up (node:test runs it before any
 * test; `after` checks what a failed `before` left unset).
 */
interface Run {
  results: ScreenResult[]
  tokens: Map<string, string>
  as: Viewer | null
  served: string
  server: TestServer
  url: string
  browser: ScreensBrowser
  driver: WebDriver
  ids: SeedIds
}
const ctx = { results: [], tokens: new Map(), as: null } as Pick<Run, 'results' | 'tokens' | 'as'> as Run

before(async () => {
  if (!only) fs.rmSync(DIR, { recursive: true, force: true })
  fs.mkdirSync(DIR, { recursive: true })
  ctx.served = servedCopy(path.resolve(ROOT, process.env.E2E_STATIC || 'dist/h5'))
  ctx.server = await startServer({ env: { SERVE_STATIC: ctx.served } })
  ctx.url = ctx.server.url
  ctx.browser = await openScreensBrowser()
  ctx.driver = ctx.browser.driver
  ctx.ids = await seedIds((sql, ...p) => dbRows({ server: ctx.server }, sql, ...p))
})

after(async () => {
  const webkit = { viewport: ctx.browser?.viewport ?? '', userAgent: IPHONE_SAFARI_UA, results: ctx.results }
  fs.writeFileSync(path.join(DIR, 'findings.json'), JSON.stringify(webkit, null, 1))
  console.log(`contact sheet: ${rebuildContactSheet(OUT, { webkit })}`)
  await ctx.browser?.close()
  await ctx.server?.stop()
  if (ctx.served) fs.rmSync(ctx.served, { recursive: true, force: true })
})

/**
 * Who looks: a fresh document with no storage, then the account's session cookies (its token fetched once). Every
 * screen starts so, as each Chromium screen starts in a new context.
 */
async function lookAs(as: Viewer) {
  const { driver } = ctx
  await driver.get(`${ctx.url}/health`)
  await driver.manage().deleteAllCookies()
  await driver.executeScript('window.localStorage.clear(); window.sessionStorage.clear()')
  if (as === 'guest') return
  if (!ctx.tokens.has(as)) ctx.tokens.set(as, await apiLogin(ctx.url, MOBILES[as]))
  for (const name of ['token', 'userToken']) await driver.manage().addCookie({ name, value: ctx.tokens.get(as)!, path: '/' })
}

/** A finding's artefact, if ARTEFACTS names it. */
const artefactOf = (f: Finding) => ARTEFACTS.find((a) => a.check === f.check && a.element.test(f.element))

/** Opens, pictures and checks one screen; its findings (artefacts apart) and what it showed go to ctx.results. */
async function checkInWebKit(screen: Screen): Promise<ScreenResult> {
  const { driver } = ctx
  // WebKit's WebDriver can neither intercept requests nor change the user agent per page.
  assert.ok(!screen.fail && !screen.ip && !screen.userAgent, `${screen.name} needs request interception or its own user agent`)
  assert.ok(!screen.open || screen.open.taps, `${screen.name}: its open step is Playwright code; give it taps (screens.ts)`)
  const as = screen.as ?? 'guest'
  const target = typeof screen.path === 'function' ? screen.path(ctx.ids) : screen.path
  const png = `${screen.name}.png`
  const result: ScreenResult = { name: screen.name, path: target, as, png, findings: [], artefacts: [], ms: 0 }
  ctx.results.push(result)
  const started = Date.now()
  try {
    await lookAs(as)
    await driver.get(`${ctx.url}${target}`)
    await appTookOver(driver)
    await waitFor(driver, screen.ready)
    await settle(driver)
    for (const { css, text } of screen.open?.taps ?? []) await ctx.browser.tap(css, { text })
    if (screen.open && !screen.brief) await settle(driver)
    // A dialog screen pictures the dialog: one that is not open fails rather than checking nothing.
    if (screen.scope) await waitFor(driver, screen.scope, { timeout: 5000 })
    // Pictured and checked when still: a toast the screen pictures fully shown and held, any other gone.
    const toasts = screen.brief ? 'shown' : 'gone'
    const moving = await untilStill(asPage(driver), toasts)
    if (screen.brief && !moving) await holdToasts(asPage(driver))
    fs.writeFileSync(path.join(DIR, png), await driver.takeScreenshot(), 'base64')
    const all = await checkScreen(asPage(driver), { scope: screen.scope, skip: screen.skip, toasts })
    for (const message of await pageErrors(driver)) all.push({ check: 'pageerror', element: 'page', detail: message })
    result.artefacts = all.filter(artefactOf).map((f) => ({ ...f, why: artefactOf(f)!.why }))
    result.findings = all.filter((f) => !artefactOf(f))
  } catch (error) {
    // What the screen showed when it failed, on the sheet with the error.
    await driver.takeScreenshot().then((b64) => fs.writeFileSync(path.join(DIR, png), b64, 'base64')).catch(() => undefined)
    result.findings.push({ check: 'error', element: 'screen', detail: (error as Error).message.split('\n')[0] })
    throw error
  } finally {
    result.ms = Date.now() - started
  }
  return result
}

test('the checks find planted defects in this WebKit too (a 0x0 icon, a covered button, English, an unlabelled input)', async () => {
  const html = `<!doctype html><html lang="zh-CN"><head><title>测试</title><script>${MARK_TAP_HANDLERS}</script></head><body style="margin:0">
    <p>勾选 <i class="nut-icon" style="display:inline-block;width:0;height:0"></i> study now</p><label>手机号 <input></label><input>
    <div style="height:700px"></div><button style="display:block;height:40px">提交订单</button>
    <div style="position:fixed;left:0;right:0;bottom:0;height:120px;background:#eee">底部栏</div></body></html>`
  await ctx.driver.get(`data:text/html;charset=utf-8,${encodeURIComponent(html)}`)
  const kinds = (await checkScreen(asPage(ctx.driver))).map((f) => f.check)
  assert.deepEqual([...new Set(kinds)].sort(), ['axe:label', 'box', 'covered', 'latin'])
})

for (const screen of screens) {
  test(screen.name, async () => {
    const { findings, path: target } = await checkInWebKit(screen)
    assert.deepEqual(findings.map((f) => `${f.check} ${f.element}: ${f.detail}`), [], `${screen.name} on WebKit (${target})`)
  })
}

test('every key screen is defined in screens.ts', () => {
  assert.deepEqual(KEY_SCREENS.filter((n) => !SCREENS.some((s) => s.name === n)), [])
})
