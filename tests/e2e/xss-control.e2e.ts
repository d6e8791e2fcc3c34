// The control for xss.e2e.ts: each payload of server/db/corpus/xssCorpus.ts written RAW into a page of its own (no
// sanitising) in the same Chromium. Every 'load' payload runs by itself (window.__xss set or clobbered, or a file
// asked of evil.example), every 'interaction' payload runs on a hover or click and not before, and the 'old-browser'
// and 'rewrite' ones run in neither way here, as the corpus says. So the detectors the app's tests rely on do see a
// payload that runs, and a payload the app's pages let through would be caught.
import assert from 'node:assert/strict'
import { test } from '@playwright/test'
import type { BrowserContext, Page } from 'playwright-core'
import { PHONE } from './fixtures'
import type { XssPayload } from '../../server/db/corpus/xssCorpus'
import { HOSTILE } from './xss-watch'

const { XSS_PAYLOADS } = HOSTILE
const ORIGIN = 'http://xss-control.test'
let context: BrowserContext

test.describe.configure({ mode: 'serial' })
test.beforeAll(async ({ browser }) => {
  context = await browser.newContext(PHONE)
})
test.afterAll(() => context?.close())

/** The payload raw between two paragraphs, served from a fake origin; evil.example answers a script setting __xss. */
async function rawPage(payload: XssPayload) {
  const page = await context.newPage()
  const evil: string[] = []
  const dialogs: string[] = []
  page.on('dialog', (d) => {
    dialogs.push(d.message())
    d.dismiss().catch(() => undefined)
  })
  await page.route('**/*', (route) => {
    const url = new URL(route.request().url())
    if (url.hostname === 'evil.example') {
      evil.push(url.pathname)
      return route.fulfill({ status: 200, contentType: 'text/javascript', body: "window.__xss = 'evil.example'" })
    }
    if (url.origin === ORIGIN && url.pathname === '/raw') {
      const html = `<!doctype html><html><head><meta charset="utf-8"></head><body><p>前文</p>${payload.html}\n<p>后文</p></body></html>`
      return route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: html })
    }
    if (url.pathname.startsWith('/media/cover/')) {
      return route.fulfill({ status: 200, contentType: 'image/svg+xml', body: '<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96"></svg>' })
    }
    return route.fulfill({ status: 404, body: '' })
  })
  await page.goto(`${ORIGIN}/raw`)
  await page.bringToFront()
  const ran = async () => {
    const xss = await page.evaluate(() => {
      const w = window as unknown as { __xss?: unknown }
      return w.__xss === undefined ? null : String(w.__xss)
    }).catch(() => 'the page navigated away')
    return xss !== null || evil.length > 0 || dialogs.length > 0 ? { xss, evil: [...evil], dialogs: [...dialogs] } : null
  }
  /** Whether the payload runs within `ms`: window.__xss looked for at every frame, the file asked and the dialog checked between. */
  const runs = async (ms = 5000) => {
    for (const end = Date.now() + ms; Date.now() < end;) {
      if (await ran()) return true
      await page.waitForFunction(() => (window as unknown as { __xss?: unknown }).__xss !== undefined, null, { timeout: 100 }).catch(() => undefined)
    }
    return !!(await ran())
  }
  return { page, ran, runs }
}

/** Hovers and clicks what a learner could: links, buttons, elements with a click handler, SVG text. */
async function interact(page: Page) {
  const targets = page.locator('body a, body button, body [onclick], body [onmouseover], body text')
  for (let i = (await targets.count()) - 1; i >= 0; i--) {
    await targets.nth(i).hover({ force: true, timeout: 1000 }).catch(() => undefined)
    await targets.nth(i).click({ force: true, timeout: 1000 }).catch(() => undefined)
    // Each tap's own moment (a javascript: link runs in a task of its own; the next tap's navigation could cut it
    // short), and the window in which a payload said not to run must not.
    await page.waitForTimeout(150)
  }
}

test('every payload the corpus says runs by itself does, written raw into a page', async () => {
  const silent = []
  for (const p of XSS_PAYLOADS.filter((x) => x.trigger === 'load')) {
    const { page, runs } = await rawPage(p)
    if (!(await runs())) silent.push(p.name)
    await page.close()
  }
  assert.deepEqual(silent, [], 'load payloads that did not run')
})

test('every interaction payload waits for a hover or click, then runs', async () => {
  const early = []
  const silent = []
  for (const p of XSS_PAYLOADS.filter((x) => x.trigger === 'interaction')) {
    const { page, ran, runs } = await rawPage(p)
    await page.waitForTimeout(400) // a window in which the payload must not run by itself
    if (await ran()) early.push(p.name)
    await interact(page)
    if (!(await runs())) silent.push(p.name)
    await page.close()
  }
  assert.deepEqual({ early, silent }, { early: [], silent: [] })
})

test('old-browser and rewrite payloads do not run in this Chromium as written, even when clicked', async () => {
  const ran = []
  for (const p of XSS_PAYLOADS.filter((x) => x.trigger === 'old-browser' || x.trigger === 'rewrite')) {
    const raw = await rawPage(p)
    await interact(raw.page)
    await raw.page.waitForTimeout(400) // a window in which the payload must not run, by itself or clicked
    if (await raw.ran()) ran.push(p.name)
    await raw.page.close()
  }
  assert.deepEqual(ran, [], 'these run in Chromium after all: the corpus should call them load or interaction')
})
