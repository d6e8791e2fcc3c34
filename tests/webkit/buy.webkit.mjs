// A guest buys a course in WebKit as iPhone Safari: goods → campus → the login popup (SMS code, then password) →
// confirm order → agreement tick → pay popup → the sandbox cashier → finish pay → my orders shows it paid.
import assert from 'node:assert/strict'
import { test } from 'node:test'
import { go, waitFor, waitUrl, webkitSuite } from './driver.mjs'

const s = webkitSuite('buy')

test('home lands on the home page with its goods', async () => {
  const { driver } = s
  await go(driver, `${s.url}/`)
  await waitUrl(driver, (u) => u.pathname === '/publicPage/textualResearch')
  await waitFor(driver, '.goods-card[data-goods-id="1"]')
  const size = await driver.executeScript('return [window.innerWidth, window.innerHeight]')
  assert.ok(size[0] <= 460 && size[1] >= 812, `viewport ${size}`)
  await s.shot('home')
})
