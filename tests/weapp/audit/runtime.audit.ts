/**
 * The runtime part of the WeChat experience-score audit (npm run weapp:audit): every page of the BUILT mini-program
 * (app.json) as a logged-in learner, then the long lists and the countdowns, measured in miniprogram-simulate
 * (probe.ts, measure.ts, states.ts). Writes test-results/weapp-audit/runtime.json in afterAll whatever the figures;
 * a rule's failure is the report's business (report.mjs), this test fails only when a page cannot be measured.
 */
import fs from 'node:fs'
import path from 'node:path'
import { launchApp } from '../harness'
import { PAGES, queryFor } from '../pageQueries'
import { createProbe } from './probe'
import { measurePage } from './measure'
import { toRows } from './rows'
import { installViewport } from './viewport'
import { STATES } from './states'
import type { Failed, Measured } from './rows'
import type { AuditGlobal } from './timers'
import type { Probe } from './probe'

const g = global as unknown as AuditGlobal
const DIST = g.__auditTimers.DIST
const OUT = path.resolve(__dirname, '..', '..', '..', 'test-results', 'weapp-audit', 'runtime.json')
const LEARNER = '13900139000'
/** Pages measured in one launch (each page at most once a launch: harness.ts). */
const PER_LAUNCH = 8

const measured: Measured[] = []
const failed: Failed[] = []
let probe: Probe | null = null

async function launch() {
  const mp = await launchApp({ signedInAs: LEARNER })
  probe = createProbe(mp, DIST)
  // IntersectionObserver on a modelled layout (viewport.ts): the screen at the top of each page, at the end of a paged list
  probe.viewport = installViewport(mp, () => probe!.current?.comp?.dom)
  probe.afterSetData = probe.viewport.schedule
  return mp
}

// JS errors of the app: uncaught ones, console.error called from the app's code, unhandled rejections.
const record = (what: unknown) => probe?.current?.errors.push(String(what).replace(/\s+/g, ' ').slice(0, 300))
const onError = (e: ErrorEvent) => record(`uncaught: ${e.error?.message || e.message}`)
const onRejection = (reason: unknown) => record(`unhandled rejection: ${(reason as { message?: string } | null | undefined)?.message || reason}`)
beforeAll(() => {
  window.addEventListener('error', onError)
  process.on('unhandledRejection', onRejection)
})
beforeEach(() => {
  jest.spyOn(console, 'warn').mockImplementation(() => {})
  jest.spyOn(console, 'error').mockImplementation((...args) => {
    if (g.__auditTimers.appFrame()) record(`console.error: ${args.map((a) => a?.message || a).join(' ')}`)
  })
})
afterEach(() => jest.restoreAllMocks())

afterAll(() => {
  window.removeEventListener('error', onError)
  process.off('unhandledRejection', onRejection)
  fs.mkdirSync(path.dirname(OUT), { recursive: true })
  const rows = toRows(measured, failed)
  fs.writeFileSync(OUT, `${JSON.stringify({ part: 'runtime', dist: path.relative(process.cwd(), DIST) || '.', rows, figures: measured }, null, 1)}\n`)
  const fails = rows.filter((r) => r.pass === false)
  process.stdout.write(`weapp audit, runtime: ${measured.length} measurements, ${rows.length} rows, ${fails.length} failing -> ${path.relative(process.cwd(), OUT)}\n`)
})

const chunks: string[][] = []
for (let i = 0; i < PAGES.length; i += PER_LAUNCH) chunks.push(PAGES.slice(i, i + PER_LAUNCH))

test.each(chunks.map((c, i): [number, string[]] => [i + 1, c]))('pages, launch %i', async (_n, routes) => {
  let mp = await launch()
  const unmeasured: string[] = []
  try {
    for (const route of routes) {
      try {
        const figures = await measurePage(mp, probe!, route, await queryFor(mp, route))
        measured.push({ route, state: '', figures })
      } catch (error) {
        failed.push({ route, state: '', reason: (error as Error).message })
        unmeasured.push(`${route}: ${(error as Error).message}`)
        // a page that broke may have left the app in any state: the rest of the chunk gets a fresh one
        await mp.close()
        mp = await launch()
      }
    }
  } finally {
    await mp.close()
  }
  expect(unmeasured).toEqual([])
})

test.each(STATES.map((s): [string, (typeof STATES)[number]] => [s.name, s]))('state: %s', async (name, state) => {
  const mp = await launch()
  try {
    const results = await state.run(mp, probe!)
    for (const r of results) measured.push({ route: state.route, state: name, figures: r })
  } catch (error) {
    failed.push({ route: state.route, state: name, reason: (error as Error).message })
    throw error
  } finally {
    await mp.close()
  }
})
