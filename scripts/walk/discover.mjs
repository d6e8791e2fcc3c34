// `npm run walk:discover`: explores the built H5 app from home by taps only (breadth first), as a guest, a learner and
// a sales staff member, and writes the shortest tap path to every route it reaches to tests/e2e/walk/paths.json, which
// tests/e2e/walk.e2e.ts replays. Needs dist/h5 (npm run build:h5). Takes a few minutes; not part of `npm test`.
//
// A tap target is an element a learner can tap (a native control, a NutUI control, anything with a click handler),
// named by its signature (tag, first classes, text) and its ordinal among the page's targets with that signature.
import fs from 'node:fs'
import path from 'node:path'
import { chromium } from 'playwright-core'
import { CHROMIUM_ARGS } from '../../tests/support/chromium.ts'
import { ROOT, startServer, latestOtp } from '../../tests/support/server.ts'
import { MARK_TAP_HANDLERS } from '../../tests/screens/checks.ts'
import { TARGETS_IN_PAGE, fingerprint as targetsOf, routeKeyOf, tapInPage } from '../../tests/e2e/walk/targets.ts'

const OUT = path.join(ROOT, 'tests/e2e/walk/paths.json')
// The learner first (a guest's taps on pages behind login end at /login); then a guest and a sales staff member
// explore again only the pages that differ by who is looking and the pages they alone reach.
const PERSONAS = { learner: '13900139000', guest: null, staff: '13600136000' }
const MAX_TARGETS = 60
/** At most this many targets of one kind (same tag and classes, other text) per page: a list's rows lead alike. */
const MAX_PER_KIND = 8
const SETTLE_MS = 900
/** Pages whose content depends on who is looking: explored again by each persona; any other page once in all. */
const PER_PERSONA = new Set(['/publicPage/textualResearch', '/publicPage/homeSchool', '/publicPage/myPage', '/article'])
const explored = new Set()

async function tokenFor(url, mobileNo) {
  await fetch(`${url}/api/account/getOtp?mobileNo=${mobileNo}&type=3`)
  const otp = await latestOtp(url, mobileNo)
  const res = await fetch(`${url}/api/account/loginAndRegister`, {
    method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ mobileNo, otp }),
  })
  return (await res.json()).data.token
}

async function crawl(browser, server, persona) {
  // bypassCSP: the targets are found again in the page from this module's function source.
  const context = await browser.newContext({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true, locale: 'zh-CN', bypassCSP: true })
  await context.addInitScript(MARK_TAP_HANDLERS)
  if (PERSONAS[persona]) {
    const token = await tokenFor(server.url, PERSONAS[persona])
    const domain = new URL(server.url).hostname
    await context.addCookies(['token', 'userToken'].map((name) => ({ name, value: token, domain, path: '/' })))
  }
  const page = await context.newPage()
  page.on('dialog', (d) => d.dismiss().catch(() => undefined))
  const reached = new Map() // route key -> { url, steps }
  const queue = [{ url: `${server.url}/`, steps: [] }]
  const home = routeKeyOf(new URL(`${server.url}/publicPage/textualResearch`).pathname)
  reached.set(home, { url: queue[0].url, steps: [] })

  const open = async (url) => {
    await page.goto(url, { waitUntil: 'domcontentloaded' })
    await page.waitForTimeout(SETTLE_MS)
  }
  while (queue.length) {
    const { url, steps } = queue.shift()
    const here = routeKeyOf(new URL(url).pathname) ?? home
    if (explored.has(here) && !PER_PERSONA.has(here)) continue
    explored.add(here)
    await open(url)
    const kinds = new Map()
    const targets = (await page.evaluate(TARGETS_IN_PAGE, false)).filter(({ sig }) => {
      const kind = sig.split('|')[0]
      kinds.set(kind, (kinds.get(kind) ?? 0) + 1)
      return kinds.get(kind) <= MAX_PER_KIND
    }).slice(0, MAX_TARGETS)
    // The page is put back (back, else a reload) only when a tap left it or changed what can be tapped (a tab, a popup):
    // a path is then always taps that each leave a page, from the page as it opens.
    const fingerprint = () => targetsOf(page)
    let pristine = await fingerprint()
    let dirty = false
    for (const target of targets) {
      if (dirty) {
        await page.goBack({ waitUntil: 'commit' }).catch(() => undefined)
        await page.waitForURL(url, { timeout: 2000 }).catch(() => undefined)
        await page.waitForTimeout(SETTLE_MS / 3)
        if (page.url() !== url) await open(url)
        dirty = false
      }
      const before = page.url()
      const clicked = await tapInPage(page, target)
      if (!clicked) continue
      await page.waitForTimeout(SETTLE_MS / 2)
      const now = page.url()
      if (now === before) {
        const after = await fingerprint()
        if (after !== pristine) {
          await open(url)
          pristine = await fingerprint()
        }
        continue
      }
      dirty = true
      if (!now.startsWith(server.url)) continue
      const key = routeKeyOf(new URL(now).pathname)
      if (!key || reached.has(key)) continue
      const next = { url: now, steps: [...steps, { sig: target.sig, nth: target.nth }] }
      reached.set(key, next)
      queue.push(next)
      process.stdout.write(`[walk:${persona}] ${key} in ${next.steps.length} taps\n`)
    }
  }
  await context.close()
  return reached
}

// WALK_STATIC: explore a copy of a build (so dist/h5 can be rebuilt meanwhile).
const server = await startServer({ env: process.env.WALK_STATIC ? { SERVE_STATIC: process.env.WALK_STATIC } : {} })
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium', args: CHROMIUM_ARGS })
try {
  const paths = {}
  // The personas one after the other: a page explored by one is not explored again (but for PER_PERSONA).
  for (const persona of Object.keys(PERSONAS)) {
    for (const [key, { steps }] of await crawl(browser, server, persona)) {
      if (!paths[key] || paths[key].steps.length > steps.length) paths[key] = { as: persona, steps }
    }
  }
  const sorted = Object.fromEntries(Object.entries(paths).sort(([a], [b]) => a.localeCompare(b)))
  fs.mkdirSync(path.dirname(OUT), { recursive: true })
  fs.writeFileSync(OUT, `${JSON.stringify(sorted, null, 1)}\n`)
  console.log(`${Object.keys(sorted).length} routes reached; written to ${path.relative(ROOT, OUT)}`)
} finally {
  await browser.close()
  await server.stop()
}
