// The app walked from home by taps only: every route of the route table is reached from /publicPage/textualResearch
// by the taps of tests/e2e/walk/paths.json (found by `npm run walk:discover`), by a scripted path through a form
// (walk/scripted.ts: typing is the only non-tap), or is named in walk/outside.ts with the reason it is entered only
// from outside the app (a shared link, the native app, a campaign URL, the router's answer to a bad path).
import assert from 'node:assert/strict'
import { test } from '@playwright/test'
import type { Page } from 'playwright-core'
import { ROUTES } from '../../src/core/routes'
import { ROOT, suite } from './fixtures'
import { routeKeyOf } from './walk/targets'
import { OUTSIDE } from './walk/outside'
import { SCRIPTED } from './walk/scripted'
import { HOME, PATHS, pathnameOf, personas, replay, runStep } from './walk/replay'

const s = suite('walk')
const phones = personas(s)
const errors: string[] = []

/** A fresh browser context at home as `persona` (walk/replay.ts), its page errors collected. */
const startAs = (persona: string | undefined): Promise<Page> =>
  phones.startAs(persona, (page) => page.on('pageerror', (e) => errors.push(`${page.url()}: ${e.message}`)))

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
  await phones.close()
  assert.deepEqual(errors, [])
})
