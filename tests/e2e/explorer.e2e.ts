// The dead-end explorer: every screen reached by the walk's taps (walk/paths.json, walk/scripted.ts) as the persona that
// reaches it (guest, learner, staff), and the learner's order screens over the order states and kept pay sessions
// (explorer/orders.ts), each checked for a way back, a way on, reads that fail with a way to recover, and no page
// error or request the calls' contract does not know. Counters and reports (explorer/network.ts) are held unanswered
// throughout: every navigating tap must still navigate within 2 s. Prints a table of screens × states and every
// violation with its tap path; fails on any violation not listed in explorer/open.ts, and on any listed one no longer
// found. Main reads (explorer/reads.ts) fail one by one; a screen's secondary reads fail together in one load.
// docs/testing.md says how to read it.
import assert from 'node:assert/strict'
import { test } from '@playwright/test'
import type { Page } from 'playwright-core'
import { suite } from './fixtures'
import { untilStill } from '../screens/checks'
import { failedRead, failedSecondary, hasArrow, notAsked, shownText, wayBack, wayOn, type Fault, type Problems } from './explorer/checks'
import { screenRead, Watch } from './explorer/network'
import { LEARNER, ORDER_CASES, orderScreen } from './explorer/orders'
import { OPEN } from './explorer/open'
import { isMain, MAIN } from './explorer/reads'
import { describePath, ratchet, summary, unreached, visits } from './explorer/report'
import { HOME, PATHS, PERSONAS, personas, replay, runStep } from './walk/replay'
import { SCRIPTED } from './walk/scripted'
import { OUTSIDE } from './walk/outside'
import { routeKeyOf } from './walk/targets'

const s = suite('explorer')
let watch: Watch
let errors: string[] = []
let slowTaps: string[] = []
/** Requests of the context already checked against the contract. */
let checked = 0
const began = Date.now()
/**
 * Reads already failed on purpose: each main read once, on the first screen that makes it on load, and each secondary
 * read once ('secondary:' name) in its screen's one load (a reload costs two to four seconds).
 */
const tried = new Set<string>()
const settle = () => watch.quiet()
const phones = personas(s, {
  settle,
  reuse: true,
  onContext: (context) => context.route((url) => url.pathname.includes('/api/'), (route) => (watch.hold(route) ? undefined : route.fallback())),
})

async function start(as: string, keep: 'reuse' | 'fresh' | 'alone' = 'reuse'): Promise<Page> {
  errors = []
  slowTaps = []
  checked = 0
  return phones.startAs(as, (page) => {
    watch = new Watch(page, !!PERSONAS[as])
    page.on('pageerror', (e) => errors.push(`page error: ${e.message.split('\n')[0]}`))
    page.on('console', (m) => { if (m.type() === 'error' && /Uncaught|Unhandled/i.test(m.text())) errors.push(`logged: ${m.text().slice(0, 160)}`) })
  }, keep)
}

/** A tap that navigates: within 2 s, with the counters held. */
const onTap = (ms: number, from: string) => {
  if (ms > 2000) slowTaps.push(`a tap on ${new URL(from).pathname} took ${ms} ms to navigate (counters held: ${watch.heldCount})`)
}

/**
 * Runs the checks on the screen shown and records the visit. Its reads are those sent on a load of its URL (after
 * `since`, the tap or load that brought it); `reset` puts back what a load needs (a kept pay session) before each.
 */
async function explore(page: Page, screen: string, state: string, as: string, path: string, since: number, options: { firstInHistory?: boolean; reset?: () => Promise<void> } = {}) {
  try {
    await check(page, screen, state, as, path, since, options)
  } catch (error) {
    // One screen's checks stopped short: a violation of that screen, and the explorer goes on.
    visits.push({ screen, state, as, path, reads: [], problems: [`the checks stopped: ${(error as Error).message.split('\n')[0]}`] })
    console.log(`explorer: ${screen} (${state}) via ${path}:\n  the checks stopped: ${(error as Error).message.split('\n')[0]}`)
  }
}

async function check(page: Page, screen: string, state: string, as: string, path: string, since: number, { firstInHistory = false, reset = async () => {} }) {
  const url = page.url()
  const problems: Problems = [...slowTaps]
  const t0 = Date.now()
  problems.push(...await wayOn(page, screen))
  problems.push(...await wayBack(page, watch, firstInHistory))
  const t1 = Date.now()
  // The screen's reads: those sent on a load of its URL, the learner's session aside (explorer/network.ts).
  // What that load shows is what a retry must bring back.
  await reset()
  const loaded = await watch.load(url)
  await watch.quiet()
  await untilStill(page)
  const baseline = await shownText(page)
  const arrow = await hasArrow(page)
  // Only the reads of the loaded document: those sent on arrival or as the load starts may be the page before's, still
  // out on a loaded machine. Main reads in the table's order (the first gets the dropped connection), so a run fails
  // the same reads in the same ways.
  const reads = [...new Set(watch.sent.filter((r) => r.at >= loaded && r.at >= since).filter(screenRead).map((r) => r.name!))]
  const order = MAIN[screen] ?? []
  const rank = (r: string) => (order.includes(r) ? order.indexOf(r) : order.length)
  const main = reads.filter((r) => isMain(screen, r)).sort((a, b) => rank(a) - rank(b) || a.localeCompare(b))
  const failed: string[] = []
  for (const [i, name] of main.filter((r) => !tried.has(r)).entries()) {
    // The dropped connection on the first main read of each screen only.
    const faults: Fault[] = i === 0 ? ['500', 'abort'] : ['500']
    tried.add(name)
    for (const fault of faults) problems.push(...await failedRead(page, watch, url, name, fault, baseline, reset))
    failed.push(name)
  }
  const secondary = reads.filter((r) => !isMain(screen, r))
  if (secondary.some((r) => !tried.has(`secondary:${r}`))) {
    secondary.forEach((r) => tried.add(`secondary:${r}`))
    problems.push(...await failedSecondary(page, watch, url, screen, secondary, main.length, baseline, arrow, reset))
    failed.push(...secondary)
  }
  for (const r of watch.since(checked)) {
    if (!r.name) problems.push(`a request the contract does not know: ${r.method} ${new URL(r.url).pathname}`)
    else if (r.problems.length) problems.push(`${r.name}: ${r.problems.join('; ')}`)
  }
  checked = watch.sent.length
  problems.push(...errors)
  errors = []
  const visit = { screen, state, as, path, reads: failed, problems: [...new Set(problems)] }
  console.log(`explorer: ${screen} (${state}): ways ${t1 - t0} ms; main ${main.join(', ') || 'none'}; secondary ${secondary.join(', ') || 'none'}; ${failed.length} failed on purpose in ${Date.now() - t1} ms`)
  visits.push(visit)
  // Said as found, so a run stopped early still tells.
  if (visit.problems.length) console.log(`explorer: ${screen} (${state}) via ${path}:\n  ${visit.problems.join('\n  ')}`)
}

for (const [key, { as, steps }] of Object.entries(PATHS)) {
  test(`${key} as ${as}: ${steps.length} taps`, async () => {
    const page = await start(as)
    let since = Date.now()
    try {
      await replay(page, steps, { settle, onTap: (ms, from) => { onTap(ms, from); since = Date.now() - ms } })
    } catch (error) {
      visits.push({ screen: key, state: 'as reached', as, path: describePath(steps), reads: [], problems: [`not reached: ${(error as Error).message.split('\n')[0]}`] })
      return
    }
    await explore(page, key, 'as reached', as, describePath(steps), since, { firstInHistory: key === HOME || steps.length === 0 })
  })
}

for (const [key, { from, steps, as }] of Object.entries(SCRIPTED)) {
  const start0 = from === HOME ? { as: as ?? 'learner', steps: [] } : PATHS[from]
  const who = as ?? start0.as
  test(`${key} through a form from ${from} as ${who}`, async () => {
    // A form may change who is logged in: its context is no other test's.
    const page = await start(who, 'alone')
    const path = `${describePath(start0.steps)} > ${steps.map((st) => st.tap ?? st.check ?? (st.fill ? `type ${st.fill[1]}` : `(${st.waitFor})`)).join(' > ')}`
    let since = Date.now()
    try {
      await replay(page, start0.steps, { settle, onTap })
      for (const step of steps) {
        if (!step.waitFor) since = Date.now()
        await runStep(page, step, settle)
      }
      assert.equal(routeKeyOf(new URL(page.url()).pathname), key)
    } catch (error) {
      visits.push({ screen: key, state: 'as reached', as: who, path, reads: [], problems: [`not reached: ${(error as Error).message.split('\n')[0]}`] })
      return
    }
    // A page past an outside site (the cashier, the consent page) has no page of the app before it.
    await explore(page, key, 'as reached', who, path, since)
  })
}

let orderContext = false
for (const c of ORDER_CASES) {
  test(`the learner's ${c.screen} in ${c.state}`, async () => {
    const o = await orderScreen(s, c)
    if ('reason' in o) {
      unreached.push({ ...c, reason: o.reason })
      return
    }
    // A context of the order screens' own (no pay session left by the walk's taps), shared by them.
    const page = await start('learner', orderContext ? 'reuse' : 'fresh')
    orderContext = true
    const reset = async () => { if (o.paySession) await page.evaluate((v) => localStorage.setItem('paySession', v), o.paySession) }
    await reset()
    const since = Date.now()
    await page.goto(`${s.url}${o.url}`)
    await watch.quiet()
    await explore(page, o.screen, o.state, `learner ${LEARNER}`, `${o.url} (loaded after home)`, since, { reset })
  })
}

test('the table of screens × states; no violation', async () => {
  watch?.release()
  await phones.close()
  for (const [url, why] of Object.entries(OUTSIDE)) unreached.push({ screen: url, state: 'any', reason: `entered from outside only: ${why}` })
  if (notAsked.length) unreached.push({ screen: 'reads', state: 'failed on purpose', reason: `not made again on a load of their screen: ${notAsked.join(', ')}` })
  const text = summary(Date.now() - began)
  console.log(text)
  const { unlisted, gone, text: verdict } = ratchet(OPEN)
  console.log(verdict)
  assert.ok(!unlisted.length && !gone.length, `${unlisted.length} new violations, ${gone.length} listed in explorer/open.ts but not found (see above)`)
})
