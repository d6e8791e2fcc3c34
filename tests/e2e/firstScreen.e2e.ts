// The first screen index.html draws from the early answer before the app's JS runs
// (src/platform/earlyData/firstScreen): on each key route it is there while the app's scripts are held back, with
// its picture loaded; once the app has drawn the page it is gone, and every text and picture it drew lies exactly
// where the app draws the same (so its going moves nothing); the page's largest contentful paint is the first
// screen's picture (the app's redraw is never counted as a later, larger one); a failed early call draws nothing and
// the app shows the page alone.
import assert from 'node:assert/strict'
import { test } from '@playwright/test'
import type { Page } from 'playwright-core'
import { apiLoginUser, createOrder, suite } from './fixtures'

const s = suite('first-screen')

let token: string
let uid: number
let tradeOrderId: string

/** A largest-contentful-paint the page saw (window.__lcp): when, of what, and whether the first screen drew it. */
interface Paint { at: number; url: string; inLayer: boolean }
/** What the page under test records on its window. */
interface Recorded { __lcp: Paint[]; __mismatches?: string[] }

test('setting up: a learner with an order to pay', async () => {
  ;({ token, uid } = await apiLoginUser(s.url, '13800138000'))
  const created = await createOrder(s, token, { goodsId: 1, childSpecificationPriceIds: '101', schoolId: 1, signSchoolId: 1, signSchoolName: '北京朝阳校区', clientOrderKey: 'e2e-first-screen' })
  tradeOrderId = created.data.tradeOrderId
  assert.ok(tradeOrderId)
})

const ROUTES = [
  { name: 'home', url: () => '/publicPage/textualResearch', picture: '/media/cover/banner-1.png' },
  { name: 'goods', url: () => '/allSubject?goodsId=1', picture: '/media/cover/goods-1-1.png' },
  { name: 'article detail', url: () => '/article/10101?siteId=1&informationTypeId=101&informationType=1&provinceId=0', picture: '/media/cover/news-10101-1.png' },
  { name: 'confirm order', url: () => `/ty/confirmOrder?tradeOrderId=${tradeOrderId}`, picture: '/media/cover/goods-1.png' },
  { name: 'my orders', url: () => '/ty/myOrder', picture: '/media/cover/goods-' },
]

/** The app's own scripts (not the first-screen scripts), held until `release()`. */
async function holdAppScripts(page: Page) {
  let held = true
  const waiting: (() => void)[] = []
  await page.route((u) => u.pathname.startsWith('/js/') && !u.pathname.includes('/first-screen-'), async (route) => {
    if (held) await new Promise<void>((resolve) => waiting.push(resolve))
    await route.continue()
  })
  return () => {
    held = false
    for (const go of waiting.splice(0)) go()
  }
}

/** Every text and picture box the first screen drew: its classes, text and place (the first 30 in the viewport). */
const drawnParts = () => [...document.querySelectorAll('#first-screen span, #first-screen .taro-img, #first-screen .nut-navbar-title')]
  .map((el) => ({ cls: el.className, text: el.textContent, rect: el.getBoundingClientRect().toJSON() }))
  .filter((p) => p.rect.top < innerHeight && p.rect.width > 0)
  .slice(0, 30)

for (const r of ROUTES) {
  test(`${r.name}: drawn before the app runs, where the app draws it; gone once the app has; its picture is the largest paint`, async () => {
    const context = await s.browser.newContext({ viewport: { width: 375, height: 812 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true, locale: 'zh-CN' })
    const host = new URL(s.url).hostname
    await context.addCookies(['token', 'userToken'].map((name) => ({ name, value: token, domain: host, path: '/' })))
    // As after a login in the app: {uid, token} in storage beside the cookies. A learner known by the cookie alone has
    // no uid for the calls that name it (my orders), so index.html leaves those to the page.
    await context.addInitScript(([t, u]) => localStorage.setItem('userData', JSON.stringify({ data: { uid: u, token: t } })), [token, uid])
    const page = await context.newPage()
    const errors: string[] = []
    page.on('pageerror', (e) => errors.push(e.message))
    await page.addInitScript(() => {
      const w = window as unknown as Recorded
      w.__lcp = []
      new PerformanceObserver((list) => {
        for (const e of list.getEntries() as LargestContentfulPaint[]) w.__lcp.push({ at: e.startTime, url: e.url, inLayer: !!e.element?.closest('#first-screen') || !e.element?.isConnected })
      }).observe({ type: 'largest-contentful-paint', buffered: true })
    })
    try {
      const release = await holdAppScripts(page)
      await page.goto(`${s.url}${r.url()}`, { waitUntil: 'commit' })
      await page.waitForFunction((src) => {
        const img = document.querySelector<HTMLImageElement>(`#first-screen img[src*="${src}"]`)
        return !!img && img.complete && img.naturalWidth > 0
      }, r.picture, { timeout: 10_000 })
      assert.equal(await page.locator('#app .taro_page').count(), 0, 'the app drew nothing yet')
      const drawn = await page.evaluate(drawnParts)
      assert.ok(drawn.length >= 2, `drawn: ${JSON.stringify(drawn)}`)
      // A loaded picture is painted in the next frame: the time after that frame (the app is still held back).
      const drawnAt = await page.evaluate(() => new Promise<number>((done) => requestAnimationFrame(() => setTimeout(() => done(performance.now()), 0))))

      // The moment the layer goes, each part against the app's element of the same classes and text nearest to it (a
      // carousel's slides repeat the picture; the ticking countdown is matched by its classes alone).
      await page.evaluate((parts) => {
        const compare = () => parts.map(({ cls, text, rect }) => {
          const ticking = cls.includes('countdown-time')
          const own = [...document.querySelectorAll('#app *')]
            .filter((e) => e.className === cls && (ticking || e.textContent === text))
            .map((e) => e.getBoundingClientRect())
            .map((b) => ({ b, off: Math.max(...(['x', 'y', 'width', 'height'] as const).map((k) => Math.abs(b[k] - rect[k]))) }))
            .sort((a, b) => a.off - b.off)[0]
          return own && own.off <= 0.5 ? null : `'${cls}' '${text}' drawn at ${JSON.stringify(rect)}, by the app ${own ? JSON.stringify(own.b) : 'nowhere'}`
        }).filter((m): m is string => Boolean(m))
        const layer = document.getElementById('first-screen')
        if (!layer) throw new Error('no #first-screen to watch')
        new MutationObserver((_, observer) => {
          if (layer.isConnected) return
          observer.disconnect()
          ;(window as unknown as Recorded).__mismatches = compare()
        }).observe(document.body, { childList: true })
      }, drawn)
      release()
      await page.waitForSelector('#first-screen', { state: 'detached', timeout: 15_000 })
      assert.deepEqual(await page.evaluate(() => (window as unknown as Recorded).__mismatches), [])
      const lcp = await page.evaluate(() => (window as unknown as Recorded).__lcp)
      const last = lcp.at(-1)
      assert.ok(last?.url.includes(r.picture) && last.inLayer && last.at <= drawnAt, `largest paints: ${JSON.stringify(lcp)}`)
      assert.deepEqual(errors, [])
    } finally {
      await context.close()
    }
  })
}

test('a tap on the first screen before the app runs is kept, shown as pressed, and done by the app once it has drawn the page', async () => {
  const context = await s.browser.newContext({ viewport: { width: 375, height: 812 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true, locale: 'zh-CN' })
  const host = new URL(s.url).hostname
  await context.addCookies(['token', 'userToken'].map((name) => ({ name, value: token, domain: host, path: '/' })))
  await context.addInitScript(([t, u]) => localStorage.setItem('userData', JSON.stringify({ data: { uid: u, token: t } })), [token, uid])
  const page = await context.newPage()
  try {
    const release = await holdAppScripts(page)
    await page.goto(`${s.url}/ty/myOrder`, { waitUntil: 'commit' })
    const tab = page.locator('#first-screen .my-order__tab--1')
    await tab.waitFor({ timeout: 10_000 })
    assert.equal(await page.locator('#app .taro_page').count(), 0, 'the app drew nothing yet')
    const box = await tab.boundingBox()
    if (!box) throw new Error('the first screen\'s tab has no box')
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2)
    assert.equal(await tab.evaluate((el) => el.closest('[data-pending]') !== null || el.querySelector('[data-pending]') !== null), true, 'shown as pressed')
    release()
    await page.locator('#app .my-order__tab--1.nut-tabs-titles-item-active').waitFor({ timeout: 15_000 })
  } finally {
    await context.close()
  }
})

test('a failed early call draws nothing: the app shows the page by itself', async () => {
  const context = await s.browser.newContext({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true, locale: 'zh-CN' })
  const page = await context.newPage()
  try {
    let failed = 0
    await page.route('**/api/app/homePageMergeApi/v2**', (route) => (failed++ === 0 ? route.fulfill({ status: 502, body: 'Bad Gateway' }) : route.continue()))
    await page.goto(`${s.url}/publicPage/textualResearch`)
    await page.locator('.home-floor .goods-card').first().waitFor({ timeout: 15_000 })
    assert.equal(await page.locator('#first-screen').count(), 0)
    assert.ok(failed >= 2, 'the app asked again')
  } finally {
    await context.close()
  }
})

test('a guest on a page behind login: no first screen, the login form', async () => {
  const context = await s.browser.newContext({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true, locale: 'zh-CN' })
  const page = await context.newPage()
  try {
    await page.goto(`${s.url}/ty/myOrder`)
    await page.locator('input[placeholder="请输入手机号"]').waitFor({ timeout: 15_000 })
    assert.equal(await page.locator('#first-screen').count(), 0)
  } finally {
    await context.close()
  }
})
