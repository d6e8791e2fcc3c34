// Home's goods covers in WebKit as iPhone Safari: lazy pictures load near the screen only (all of them loading at once
// queued the page's scripts behind the server's cover drawing), and a cover further down loads once scrolled near.
import assert from 'node:assert/strict'
import { test } from 'node:test'
import { go, run, waitUntil, waitUrl, webkitSuite, type WebDriver } from './driver'

const s = webkitSuite('pictures')

/** How far below the fold a cover may be requested before the learner scrolls. */
const AHEAD_PX = 2000

/** The covers requested so far (WebKit lists a resource once its answer has ended): goods key → start time. */
const requested = (driver: WebDriver) => run(driver, () => Object.fromEntries(performance.getEntriesByType('resource')
  .filter((e) => e.name.includes('/media/cover/goods-'))
  .map((e) => [e.name.match(/goods-\d+/)![0], Math.round(e.startTime)])))

// First in the file, with the browser's cache empty.
test('home requests the covers near the screen only, and one further down once scrolled near it', async () => {
  const { driver } = s
  await go(driver, `${s.url}/`)
  await waitUrl(driver, (u) => u.pathname === '/publicPage/textualResearch')
  // Every floor drawn, the first covers loaded.
  await waitUntil(driver, () => document.querySelectorAll('#app .goods-card__pic img').length >= 20
    && [...document.querySelectorAll<HTMLImageElement>('#app .goods-card__pic img')].slice(0, 2).every((img) => img.complete && img.naturalWidth > 0), [], { timeout: 20_000 })
  // Until no cover has ended for 3 s (the server draws each on its first request), at least 5 s after the page started.
  let seen = -1
  let still = 0
  await driver.wait(async () => {
    const count = Object.keys(await requested(driver)).length
    still = count === seen ? still + 500 : 0
    seen = count
    const now = await run(driver, () => performance.now())
    return still >= 3000 && now > 5000
  }, 40_000, 'waiting for the cover requests to settle')
  const covers = await run(driver, () => [...document.querySelectorAll('#app .goods-card__pic img')].map((img) => ({
    key: img.getAttribute('src')!.match(/goods-\d+/)![0],
    below: Math.round(img.getBoundingClientRect().top - window.innerHeight),
  })))
  const early = await requested(driver)
  const far = covers.filter((c) => early[c.key] !== undefined && early[c.key] < 5000 && c.below > AHEAD_PX)
  assert.deepEqual(far, [], `covers more than ${AHEAD_PX} px below the fold requested within 5 s: ${JSON.stringify(far)}`)
  assert.ok(covers.some((c) => early[c.key] !== undefined), 'no cover near the screen was requested')
  const last = covers.at(-1)! // there are covers: one was requested (above)
  assert.ok(last.below > AHEAD_PX, `the last cover lies ${last.below} px below the fold`)
  assert.equal(early[last.key], undefined, `${last.key} was requested before the page was scrolled`)

  await run(driver, (key) => [...document.querySelectorAll('#app .goods-card__pic img')]
    .find((img) => img.getAttribute('src')!.includes(`/${key}.`))!.scrollIntoView({ block: 'center' }), last.key)
  await s.shot('scrolled')
  await waitUntil(driver, (key) => performance.getEntriesByType('resource').some((e) => e.name.includes(`/media/cover/${key}.`)), [last.key], {
    timeout: 15_000, message: `${last.key} not requested after scrolling near it`,
  })
})
