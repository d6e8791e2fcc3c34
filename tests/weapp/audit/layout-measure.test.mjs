// The layout rules find the defect each is for: small pages with one planted defect (and a clean twin that passes),
// measured in Chromium as the sweep measures the app (layout-pages.mjs), so a rule that cannot fail is caught here.
import assert from 'node:assert/strict'
import { after, before, test } from 'node:test'
import { chromium } from 'playwright-core'
import sharp from 'sharp'
import { CHROMIUM_ARGS } from '../../support/chromium.ts'
import { INTERACTIVE, MARK_TAP_HANDLERS } from '../../screens/checks.ts'
import { cacheable, measurePictures, measureTapTargets, pageRows, sharedCacheable } from './layout-measure.mjs'

const ORIGIN = 'http://layout.test'
let browser
let context
before(async () => {
  browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium', args: CHROMIUM_ARGS })
  context = await browser.newContext({ viewport: { width: 375, height: 812 }, deviceScaleFactor: 2 })
  await context.addInitScript(MARK_TAP_HANDLERS)
  // /pic/<w>x<h>.png: a picture of that natural size.
  await context.route(`${ORIGIN}/**`, async (route) => {
    const m = /\/pic\/(\d+)x(\d+)\.png$/.exec(route.request().url())
    if (!m) return route.fulfill({ contentType: 'text/html', body: '' })
    const body = await sharp({ create: { width: +m[1], height: +m[2], channels: 3, background: '#c33' } }).png().toBuffer()
    return route.fulfill({ contentType: 'image/png', body })
  })
})
after(() => browser?.close())

async function pageWith(body, script = '') {
  const page = await context.newPage()
  await page.goto(`${ORIGIN}/`)
  await page.setContent(`<style>body{margin:0;font:16px sans-serif} img{display:block}</style>${body}<script>${script}</script>`)
  await page.waitForFunction(() => [...document.images].every((i) => i.complete))
  return page
}

test('picture-size: a 600x400 picture in a 50x50 box (aspectFill) is 4x its shown size; in 110x74 it passes', async () => {
  const page = await pageWith(`
    <img id="big" src="/pic/600x400.png" style="width:50px;height:50px;object-fit:cover">
    <img id="fit" src="/pic/600x400.png" style="width:110px;height:74px;object-fit:cover">
    <img id="fill" src="/pic/120x120.png" style="width:60px;height:20px">`)
  const byId = Object.fromEntries((await page.evaluate(measurePictures)).map((p) => [p.shown, p.ratio]))
  // cover fills the box: scaled by the larger factor, its 400 px height into 100 device px
  assert.equal(byId['50x50'], 4)
  assert.ok(byId['110x74'] <= 3, `110x74: ${byId['110x74']}`)
  // fill (scaleToFill): the axis squeezed most counts, 120 px into 40 device px
  assert.equal(byId['60x20'], 3)
  const [row] = pageRows('p', { pictures: await page.evaluate(measurePictures), taps: [], gets: [] }, 'n')
  assert.equal(row.pass, false)
  await page.close()
})

test('tap-target: a 16x16 element with a click listener fails; grown by padding and a negative margin, or by an ::after hit box, it passes', async () => {
  const page = await pageWith(`
    <style>
      .grown { padding: 6px; margin: -6px; display: inline-block }
      .hit { position: relative; display: inline-block } .hit::after { content: ''; position: absolute; top: -8px; left: -8px; right: -8px; bottom: -8px }
    </style>
    <p>text <span id="small" style="display:inline-block;width:16px;height:16px">x</span></p>
    <p><span id="grown" class="grown" style="width:16px;height:16px">x</span></p>
    <p><span id="hit" class="hit" style="width:16px;height:16px">x</span></p>
    <p><span class="nut-tag" style="display:inline-block;width:30px;height:14px">tag</span></p>
    <button style="width:120px;height:44px">ok</button>`,
  `for (const el of document.querySelectorAll('span')) el.addEventListener('click', () => {})`)
  const taps = await page.evaluate(measureTapTargets, INTERACTIVE)
  const size = (w, h) => taps.some((t) => t.w === w && t.h === h)
  assert.ok(size(16, 16), JSON.stringify(taps))
  assert.ok(size(28, 28), JSON.stringify(taps))
  assert.ok(size(32, 32), JSON.stringify(taps))
  // NutUI's Tag listens to clicks for an onClick the app never gives it: not a target
  assert.equal(taps.length, 4, JSON.stringify(taps))
  const [, row] = pageRows('p', { pictures: [], taps, gets: [] }, 'n')
  assert.deepEqual([row.pass, row.value], [false, 1])
  assert.match(row.note, /4 tap targets, 1 under 20x20, 3 under 44x44 \(0 of them buttons\)/)
  await page.close()
})

test('request-cache: a picture without Cache-Control or validator fails; a per-learner answer a shared cache may keep fails', () => {
  assert.equal(cacheable({ 'cache-control': 'public, max-age=31536000, immutable' }), true)
  assert.equal(cacheable({ 'cache-control': 'no-cache', etag: '"a"' }), true)
  assert.equal(cacheable({}), false)
  assert.equal(cacheable({ 'cache-control': 'no-store', etag: '"a"' }), false)
  assert.equal(cacheable({ 'cache-control': 'max-age=0' }), false)
  assert.equal(sharedCacheable({ 'cache-control': 'public, max-age=60' }), true)
  assert.equal(sharedCacheable({ 'cache-control': 'private, max-age=60' }), false)
  assert.equal(sharedCacheable({}), false)
  const rows = (gets) => pageRows('p', { pictures: [], taps: [], gets }, 'n')[2]
  assert.equal(rows([{ path: '/media/cover/a.png', kind: 'asset', cached: true }, { path: '/api/x', kind: 'api', shared: false }]).pass, true)
  assert.equal(rows([{ path: '/media/cover/a.png', kind: 'asset', cached: false }]).pass, false)
  assert.equal(rows([{ path: '/api/order/getOrderList', kind: 'api', shared: true }]).pass, false)
})
