// The app walked from home by taps only: every route of the route table is reached from /publicPage/textualResearch
// by the taps of tests/e2e/walk/paths.json (found by `npm run walk:discover`), by a scripted path through a form
// (walk/scripted.ts: typing is the only non-tap), or is named in walk/outside.ts with the reason it is entered only
// from outside the app (a shared link, the native app, a campaign URL, the router's answer to a bad path).
import assert from 'node:assert/strict'
import fs from 'node:fs'
import path from 'node:path'
import { test } from '@playwright/test'
import type { BrowserContext, Locator, Page } from 'playwright-core'
import { ROUTES } from '../../src/core/routes'
import { loginAs, ROOT, suite, waitsForApp } from './fixtures'
import { MARK_TAP_HANDLERS } from '../screens/checks'
import { fingerprint, routeKeyOf, tapInPage, type Target } from './walk/targets'
import { OUTSIDE } from './walk/outside'
import { SCRIPTED, type Step } from './walk/scripted'

const PATHS: Record<string, { as: string; steps: Target[] }> = JSON.parse(fs.readFileSync(path.join(ROOT, 'tests/e2e/walk/paths.json'), 'utf8'))
// newcomer: a learner with no order yet, so a purchase is not stopped as a repeat (judgeGoodsRepeatPay).
const PERSONAS: Record<string, string | null> = { guest: null, learner: '13900139000', staff: '13600136000', newcomer: '13711137111' }
const HOME = '/publicPage/textualResearch'

const s = suite('walk')
const tokens = new Map<string, string>()

/** Waits until the shown page has its data (no request for 500 ms), as a learner waits before tapping. */
const settled = (page: Page) => page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => undefined)

let context: BrowserContext | undefined
const errors: string[] = []

/** A fresh browser context at home as `persona`: nothing left by the walk before (cookies, storage, history). */
async function startAs(persona: string | undefined) {
  await context?.close()
  context = await s.browser.newContext({ viewport: { width: 375, height: 812 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true, locale: 'zh-CN', bypassCSP: true })
  context.setDefaultTimeout(10_000)
  await context.addInitScript(MARK_TAP_HANDLERS)
  const mobile = persona && PERSONAS[persona]
  if (mobile) {
    if (!tokens.has(persona)) tokens.set(persona, await loginAs(s, mobile))
    const host = new URL(s.url).hostname
    await context.addCookies(['token', 'userToken'].map((name) => ({ name, value: tokens.get(persona)!, domain: host, path: '/' })))
  }
  const page = waitsForApp(await context.newPage())
  page.on('pageerror', (e) => errors.push(`${page.url()}: ${e.message}`))
  await page.goto(`${s.url}${HOME}`)
  await settled(page)
  return page
}

/**
 * Taps the target {sig, nth} of the shown page once the page holds still (the same targets 300 ms apart, as after
 * discovery's wait) and the target is there (up to 10 s).
 */
async function tapTarget(page: Page, { sig, nth }: Target) {
  const deadline = Date.now() + 10_000
  let last = await fingerprint(page)
  for (;;) {
    // The quiet the paths were recorded after (discovery's wait): the targets, counted 300 ms apart, the same.
    await page.waitForTimeout(300)
    const now = await fingerprint(page)
    const still = now === last
    last = now
    if (still) {
      const tapped = await tapInPage(page, { sig, nth })
      if (tapped) return
    }
    if (Date.now() > deadline) throw new Error(`no "${sig}" #${nth} on ${page.url()}`)
  }
}

const pathnameOf = (page: Page) => new URL(page.url()).pathname

/** Replays recorded taps; each of them leaves the page it was made on. */
async function replay(page: Page, steps: Target[]) {
  for (const step of steps) {
    const before = page.url()
    await tapTarget(page, step)
    await page.waitForURL((u) => u.href !== before, { timeout: 10_000, waitUntil: 'commit' })
    await settled(page)
  }
}

/** A scripted step: tap a text or an element, type into a placeholder's field, or wait for a path. */
async function runStep(page: Page, step: Step) {
  const shown = (locator: Locator) => locator.filter({ visible: true }).first()
  if (step.tap) await shown(page.getByText(step.tap, { exact: true })).click()
  else if (step.fill) await shown(page.getByPlaceholder(step.fill[0])).fill(step.fill[1])
  else if (step.check) {
    // A NutUI button that is still disabled (a tick re-renders the bar a moment later) is not tapped yet.
    const target = page.locator(step.check).filter({ visible: true }).and(page.locator(':not(.nut-button-disabled)')).nth(step.nth ?? 0)
    // ifShown: a step the other side may skip (a provider that remembers the learner's consent).
    if (step.ifShown && !(await target.waitFor({ timeout: 3000 }).then(() => true, () => false))) return
    await target.click()
  }
  else if (step.waitFor) await page.waitForURL((u) => routeKeyOf(u.pathname) === step.waitFor, { timeout: 15_000 })
  else throw new Error(`unknown step ${JSON.stringify(step)}`)
  // After a tap or typing, the next step's own wait (for its target, or the path) covers what the step set going.
  if (step.waitFor) await settled(page)
}

const canonical = ROUTES.map((r) => r.urls[0])

test('every route of the route table is reached by taps from home, by a scripted form, or named as entered from outside', () => {
  const reached = new Set([HOME, ...Object.keys(PATHS), ...Object.keys(SCRIPTED)])
  const missing = canonical.filter((u) => !reached.has(u) && !OUTSIDE[u])
  assert.deepEqual(missing, [], 'routes neither reached nor explained')
  const stale = Object.keys(OUTSIDE).filter((u) => reached.has(u))
  assert.deepEqual(stale, [], 'named as outside-only, yet reached by taps')
  const unknown = [...reached, ...Object.keys(OUTSIDE)].filter((u) => !canonical.includes(u))
  assert.deepEqual(unknown, [], 'not routes of the table')
  for (const [url, why] of Object.entries(OUTSIDE)) assert.ok(why.length > 20, `${url} needs its reason`)
})

for (const [key, { as, steps }] of Object.entries(PATHS)) {
  test(`${key}: ${steps.length} taps from home as ${as}`, async () => {
    const page = await startAs(as)
    await replay(page, steps)
    assert.equal(routeKeyOf(pathnameOf(page)), key, `ended on ${page.url()}`)
    await page.locator('.taro_page').last().waitFor()
    assert.equal(await page.getByText('页面不存在').count(), 0)
  })
}

for (const [key, { from, steps, as }] of Object.entries(SCRIPTED)) {
  const start = from === HOME ? { as, steps: [] } : PATHS[from]
  test(`${key}: from ${from} through a form as ${as ?? start?.as}`, async () => {
    assert.ok(start, `${from} is reached by taps`)
    const page = await startAs(as ?? start.as)
    try {
      await replay(page, start.steps)
      for (const step of steps) await runStep(page, step)
    } finally {
      await page.screenshot({ path: `${ROOT}/test-results/e2e/walk/${key.replace(/\W+/g, '-')}.png` })
    }
    assert.equal(routeKeyOf(pathnameOf(page)), key, `ended on ${page.url()}`)
  })
}

test('no script error on the way', async () => {
  await context?.close()
  assert.deepEqual(errors, [])
})
