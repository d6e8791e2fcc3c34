// The first screen's calls begun by index.html's inline script before the app's JS arrives (src/core/earlyCalls.ts):
// on each key route the server is asked each of them once (the app took the early answer instead of asking again), by
// index.html's inline script (Chromium's record of who asked), and the first screen's largest picture is preloaded.
import assert from 'node:assert/strict'
import { test } from '@playwright/test'
import type { Page, Request } from 'playwright-core'
import { createOrder, loginAs, suite } from './fixtures'

const s = suite('early-data')

/** Who asked each request, by URL: the script's file (or the document, for index.html's inline script). */
const initiators = new Map<string, string>()

/**
 * Opens `url` and gives the API calls asked (path -> count, and the file whose script asked the first: the page's
 * own URL for index.html's inline script, a /js/ file for the app), from Chromium's own record (CDP initiator).
 */
async function open(page: Page, url: string, ready: string) {
  const requests: Request[] = []
  const onRequest = (r: Request) => requests.push(r)
  page.on('request', onRequest)
  // The first load waits on the server drawing covers: 30 s, as beside another suite in npm test.
  await page.goto(`${s.url}${url}`, { timeout: 30_000 })
  await page.locator(ready).first().waitFor({ timeout: 30_000 })
  // A window in which the app, once running, must not ask a first-screen call again (on the slow line set up below).
  await page.waitForTimeout(800)
  page.off('request', onRequest)
  const calls = new Map<string, { count: number; askedBy: string }>()
  for (const r of requests) {
    const u = new URL(r.url())
    if (!u.pathname.startsWith('/api/')) continue
    const c = calls.get(u.pathname) ?? { count: 0, askedBy: initiators.get(r.url()) ?? '?' }
    c.count++
    calls.set(u.pathname, c)
  }
  return { calls }
}

let token: string
let tradeOrderId: string

test('setting up: a learner with an order to pay; no cache (each page downloads its JS, as on a first visit) on a slow network', async () => {
  const cdp = await s.context.newCDPSession(s.page)
  await cdp.send('Network.enable')
  cdp.on('Network.requestWillBeSent', ({ request, initiator }) => {
    const frame = initiator.stack?.callFrames?.[0] ?? initiator.stack?.parent?.callFrames?.[0]
    if (!initiators.has(request.url)) initiators.set(request.url, new URL(frame?.url || initiator.url || 'about:blank').pathname)
  })
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true })
  // A slow phone network (Lighthouse's slow 4G: 150 ms, 1.6 Mbit/s): the JS takes long enough to see the overlap.
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 150, downloadThroughput: 1.6e6 / 8, uploadThroughput: 750e3 / 8 })
  token = await loginAs(s, '13800138000', { userData: true })
  const created = await createOrder(s, token, { goodsId: 1, childSpecificationPriceIds: '101', schoolId: 1, signSchoolId: 1, signSchoolName: '北京朝阳校区', clientOrderKey: 'e2e-early' })
  tradeOrderId = created.data.tradeOrderId
  assert.ok(tradeOrderId)
})

const ROUTES = [
  { name: 'home', url: () => '/publicPage/textualResearch', ready: '.home-floor .goods-card', own: '/api/app/homePageMergeApi/v2', picture: '/media/cover/banner-1.png' },
  { name: 'goods', url: () => '/allSubject?goodsId=1', ready: '.goods-page', own: '/api/goods/front/findInfoByIdForApp', picture: '/media/cover/goods-1-1.png' },
  { name: 'article detail', url: () => '/article/10101?siteId=1&informationTypeId=101&informationType=1&provinceId=0', ready: '.article-detail__title', own: '/api/news/app/queryAppInformationDetailInfo' },
  { name: 'confirm order', url: () => `/ty/confirmOrder?tradeOrderId=${tradeOrderId}`, ready: '.confirm-order .order-goods__name', own: '/api/order/queryPayGoodsInfo' },
  { name: 'my orders', url: () => '/ty/myOrder', ready: '.order-card', own: '/api/order/getOrderList' },
]

for (const r of ROUTES) {
  test(`${r.name}: its first calls asked once, by index.html before the app ran`, async () => {
    const { page } = s
    const { calls } = await open(page, r.url(), r.ready)
    for (const path of [r.own, '/api/account/userInfo', '/api/qw/api/h5/v1/center/user/info']) {
      assert.equal(calls.get(path)?.count, 1, `${path} asked ${calls.get(path)?.count ?? 0} times`)
    }
    // Asked by index.html's inline script (the document itself), not by the app's JS.
    const askedBy = calls.get(r.own)!.askedBy // asked once: checked just above
    assert.equal(askedBy, new URL(r.url(), s.url).pathname, `${r.own} asked by ${askedBy}`)
    if (r.picture) {
      const preload = await page.locator('head link[rel=preload][as=image]').getAttribute('href')
      assert.ok(preload?.includes(r.picture), `preloaded ${preload}`)
      assert.equal(await page.locator('head link[rel=preload][as=image]').getAttribute('fetchpriority'), 'high')
    }
  })
}

test('the early call does not wait for the app\'s stylesheet (a script after a loading stylesheet would)', async () => {
  const { page } = s
  const own = '/api/app/homePageMergeApi/v2'
  let asked = false
  const onRequest = (r: Request) => { if (new URL(r.url()).pathname === own) asked = true }
  page.on('request', onRequest)
  let askedWhileHeld = null
  // The stylesheet's answer held until the early call is asked, or 5 s: on a slow network the stylesheet is a round trip.
  await page.route(/\/css\/app\.[0-9a-f]+\.css$/, async (route) => {
    const until = Date.now() + 5000
    while (!asked && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 20))
    askedWhileHeld = asked
    await route.continue()
  })
  try {
    await page.goto(`${s.url}/publicPage/textualResearch`, { timeout: 30_000 })
    await page.locator('.home-floor .goods-card').first().waitFor({ timeout: 30_000 })
  } finally {
    await page.unroute(/\/css\/app\.[0-9a-f]+\.css$/)
    page.off('request', onRequest)
  }
  assert.equal(askedWhileHeld, true, 'the early call was asked only after the stylesheet came')
})

test('a guest on home: the page\'s own call early, no session checks; the page behind login asks nothing early', async () => {
  const { page } = s
  await s.context.clearCookies()
  const home = await open(page, '/publicPage/textualResearch', '.home-floor .goods-card')
  assert.equal(home.calls.get('/api/app/homePageMergeApi/v2')?.count, 1)
  assert.equal(home.calls.get('/api/account/userInfo'), undefined)
  const orders = await open(page, '/ty/myOrder', '.login-page, .code-login, input[placeholder="请输入手机号"]')
  assert.equal(orders.calls.get('/api/order/getOrderList'), undefined)
})

test('a stale token: the early answers are the server\'s 401, the app treats them as its own (the guest\'s home)', async () => {
  const { page } = s
  const host = new URL(s.url).hostname
  await s.context.addCookies(['token', 'userToken'].map((name) => ({ name, value: 'f'.repeat(64), domain: host, path: '/' })))
  const home = await open(page, '/publicPage/textualResearch', '.home-floor .goods-card')
  assert.equal(home.calls.get('/api/account/userInfo')?.count, 1)
  await page.waitForFunction(() => !document.cookie.includes('token=f'), null, { timeout: 5000 })
})

test('no script error, and the inline script is allowed by the page\'s CSP', () => {
  assert.deepEqual(s.errors, [])
})
