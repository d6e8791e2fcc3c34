/**
 * The runtime part of the WeChat experience-score audit (npm run weapp:audit): every page of the BUILT mini-program
 * (app.json) as a logged-in learner, then the long lists and the countdowns, measured in miniprogram-simulate
 * (probe.js, measure.js, states.js). Writes test-results/weapp-audit/runtime.json in afterAll whatever the figures;
 * a rule's failure is the report's business (report.mjs), this test fails only when a page cannot be measured.
 */
const fs = require('node:fs')
const path = require('node:path')
const { launchApp } = require('../harness')
const { PAGES, queryFor } = require('../pageQueries')
const { createProbe } = require('./probe')
const { measurePage } = require('./measure')
const { toRows } = require('./rows')
const { installViewport } = require('./viewport')
const { STATES } = require('./states')

const DIST = global.__auditTimers.DIST
const OUT = path.resolve(__dirname, '..', '..', '..', 'test-results', 'weapp-audit', 'runtime.json')
const LEARNER = '13900139000'
/** Pages measured in one launch (each page at most once a launch: harness.js). */
const PER_LAUNCH = 8

const measured = []
const failed = []
let probe = null

async function launch() {
  const mp = await launchApp({ signedInAs: LEARNER })
  probe = createProbe(mp, DIST)
  // IntersectionObserver on a modelled layout (viewport.js): the screen at the top of each page, at the end of a paged list
  probe.viewport = installViewport(mp, () => probe.current?.comp?.dom)
  probe.afterSetData = probe.viewport.schedule
  return mp
}

// JS errors of the app: uncaught ones, console.error called from the app's code, unhandled rejections.
const record = (what) => probe?.current?.errors.push(String(what).replace(/\s+/g, ' ').slice(0, 300))
const onError = (e) => record(`uncaught: ${e.error?.message || e.message}`)
const onRejection = (reason) => record(`unhandled rejection: ${reason?.message || reason}`)
beforeAll(() => {
  window.addEventListener('error', onError)
  process.on('unhandledRejection', onRejection)
})
beforeEach(() => {
  jest.spyOn(console, 'warn').mockImplementation(() => {})
  jest.spyOn(console, 'error').mockImplementation((...args) => {
    if (global.__auditTimers.appFrame()) record(`console.error: ${args.map((a) => a?.message || a).join(' ')}`)
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

const chunks = []
for (let i = 0; i < PAGES.length; i += PER_LAUNCH) chunks.push(PAGES.slice(i, i + PER_LAUNCH))

test.each(chunks.map((c, i) => [i + 1, c]))('pages, launch %i', async (n, routes) => {
  let mp = await launch()
  const unmeasured = []
  try {
    for (const route of routes) {
      try {
        const figures = await measurePage(mp, probe, route, await queryFor(mp, route))
        measured.push({ route, state: '', figures })
      } catch (error) {
        failed.push({ route, state: '', reason: error.message })
        unmeasured.push(`${route}: ${error.message}`)
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

test.each(STATES.map((s) => [s.name, s]))('state: %s', async (name, state) => {
  const mp = await launch()
  try {
    const results = await state.run(mp, probe)
    for (const r of results) measured.push({ route: state.route, state: name, figures: r })
  } catch (error) {
    failed.push({ route: state.route, state: name, reason: error.message })
    throw error
  } finally {
    await mp.close()
  }
})
