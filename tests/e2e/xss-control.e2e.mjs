// The control for xss.e2e.mjs: each payload of server/db/corpus/xssCorpus.ts written RAW into a page of its own (no
// sanitising) in the same Chromium. Every 'load' payload runs by itself (window.__xss set or clobbered, or a file
// asked of evil.example), every 'interaction' payload runs on a hover or click and not before, and the 'old-browser'
// and 'rewrite' ones run in neither way here, as the corpus says. So the detectors the app's tests rely on do see a
// payload that runs, and a payload the app's pages let through would be caught.
import assert from 'node:assert/strict'
import { after, before, test } from 'node:test'
import { openBrowser } from './fixtures.mjs'
import { hostileData } from './xss-watch.mjs'

const { XSS_PAYLOADS } = await hostileData()
const ORIGIN = 'http://xss-control.test'
let browser

before(async () => {
  browser = await openBrowser()
  await browser.page.close()
})
after(() => browser?.close())

/** The payload raw between two paragraphs, served from a fake origin; evil.example answers a script setting __xss. */
async function rawPage(payload) {
  const page = await browser.context.newPage()
  const evil = []
  const dialogs = []
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
  await page.waitForTimeout(400)
  const ran = async () => {
    const xss = await page.evaluate(() => (window.__xss === undefined ? null : String(window.__xss))).catch(() => 'the page navigated away')
    return xss !== null || evil.length > 0 || dialogs.length > 0 ? { xss, evil: [...evil], dialogs: [...dialogs] } : null
  }
  return { page, ran }
}

/** Hovers and clicks what a learner could: links, buttons, elements with a click handler, SVG text. */
async function interact(page) {
  const targets = page.locator('body a, body button, body [onclick], body [onmouseover], body text')
  for (let i = (await targets.count()) - 1; i >= 0; i--) {
    await targets.nth(i).hover({ force: true, timeout: 1000 }).catch(() => undefined)
    await targets.nth(i).click({ force: true, timeout: 1000 }).catch(() => undefined)
    await page.waitForTimeout(150)
  }
}

test('every payload the corpus says runs by itself does, written raw into a page', async () => {
  const silent = []
  for (const p of XSS_PAYLOADS.filter((x) => x.trigger === 'load')) {
    const { page, ran } = await rawPage(p)
    if (!(await ran())) silent.push(p.name)
    await page.close()
  }
  assert.deepEqual(silent, [], 'load payloads that did not run')
})

test('every interaction payload waits for a hover or click, then runs', async () => {
  const early = []
  const silent = []
  for (const p of XSS_PAYLOADS.filter((x) => x.trigger === 'interaction')) {
    const { page, ran } = await rawPage(p)
    if (await ran()) early.push(p.name)
    await interact(page)
    if (!(await ran())) silent.push(p.name)
    await page.close()
  }
  assert.deepEqual({ early, silent }, { early: [], silent: [] })
})

test('old-browser and rewrite payloads do not run in this Chromium as written, even when clicked', async () => {
  const ran = []
  for (const p of XSS_PAYLOADS.filter((x) => x.trigger === 'old-browser' || x.trigger === 'rewrite')) {
    const raw = await rawPage(p)
    await interact(raw.page)
    if (await raw.ran()) ran.push(p.name)
    await raw.page.close()
  }
  assert.deepEqual(ran, [], 'these run in Chromium after all: the corpus should call them load or interaction')
})
