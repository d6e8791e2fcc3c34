// A failed read and a report that never answers, in Chromium on the built app: finish pay and the loan application,
// whose order read (queryOrderDetail) answers a bare 500 or drops its connection, say '加载失败' with '重新加载', and
// the retry shows the order once the server answers again; home's banner opens at once while its click count
// (updateBannerGoodsPvCount) never answers; a stale token cookie draws no article on the first screen before login.
// The goods page's goods and package courses, the CPA landing's courses and the knowledge course's zone say so with a
// retry when their read fails; home's way to the practical courses waits for no counter that never answers.
import assert from 'node:assert/strict'
import { test } from '@playwright/test'
import type { Route } from 'playwright-core'
import { api, loginAs, suite } from './fixtures'

const s = suite('failedReads')
const LEARNER = '13900139000'
let token: string
let paid: { tradeOrderId: string; userId: number }
let declined: { orderId: number; userId: number }

test('setting up: a learner with a paid order and a declined loan', async () => {
  token = await loginAs(s, LEARNER, { userData: true })
  const list = await api<{ orderList: Array<{ state: number; tradeOrderId: string; orderId: number; userId: number }> }>(s, token, 'GET', '/api/order/getOrderList?page=1&pageSize=10&tagStatus=')
  paid = list.data.orderList.find((o) => o.state === 3)!
  declined = list.data.orderList.find((o) => o.state === 8)!
  assert.ok(paid && declined)
})

const DETAIL = '**/api/order/queryOrderDetail**'
const faults: Record<string, (route: Route) => Promise<void>> = {
  'a bare 500': (route) => route.fulfill({ status: 500, contentType: 'text/html', body: '<html><body>500 Internal Server Error</body></html>' }),
  'a dropped connection': (route) => route.abort('connectionreset'),
}

for (const [name, fault] of Object.entries(faults)) {
  for (const where of ['finish pay', 'loan'] as const) {
    test(`${where}: ${name} says so with a retry; the retry shows the order once the server answers`, async () => {
      const { page } = s
      let failing = true
      let asked = 0
      await page.route(DETAIL, (route) => {
        asked++
        return failing ? fault(route) : route.continue()
      })
      try {
        const url = where === 'finish pay'
          ? `/ty/finishPay?tradeOrderId=${paid.tradeOrderId}&userId=${paid.userId}&payType=4`
          : `/ty/loan?orderId=${declined.orderId}&userId=${declined.userId}`
        await page.goto(`${s.url}${url}`)
        await page.getByText('加载失败', { exact: true }).waitFor({ timeout: 15_000 })
        await page.getByRole('button', { name: '重新加载' }).waitFor()
        await s.shot(`${where.replace(' ', '-')}-${name.replace(/ /g, '-')}`)
        failing = false
        const before = asked
        await page.getByRole('button', { name: '重新加载' }).click()
        await (where === 'finish pay' ? page.getByRole('button', { name: '查看订单' }) : page.getByRole('button', { name: '去分期平台申请' })).waitFor({ timeout: 15_000 })
        assert.ok(asked > before, 'the retry asked again')
        assert.equal(await page.getByText('加载失败', { exact: true }).count(), 0)
      } finally {
        await page.unroute(DETAIL)
      }
    })
  }
}

test("home's banner opens its goods at once while its click count never answers", async () => {
  const { page } = s
  const PV = '**/api/app/updateBannerGoodsPvCount**'
  const hung: Route[] = []
  const tapToGoods = async () => {
    await page.goto(`${s.url}/publicPage/textualResearch`)
    const pic = page.locator('.banner-swiper__pic[data-banner-id="1"]').first()
    await pic.waitFor()
    const started = Date.now()
    await pic.click()
    await page.waitForURL(/goodsId=1/, { waitUntil: 'commit', timeout: 5000 })
    return Date.now() - started
  }
  const answered = await tapToGoods()
  await page.route(PV, (route) => { hung.push(route) })
  try {
    const unanswered = await tapToGoods()
    assert.ok(hung.some((r) => r.request().url().includes('type=1')), 'the click count was sent')
    console.log(`banner tap to the goods page: ${answered} ms with the count answered, ${unanswered} ms with it unanswered`)
    assert.ok(unanswered < 5000, `the tap waited ${unanswered} ms`)
  } finally {
    await page.unroute(PV)
    for (const r of hung) await r.abort().catch(() => undefined)
  }
})

test('a stale token cookie: no article drawn on the first screen, the learner sent to login', async () => {
  const context = await s.browser.newContext({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true, locale: 'zh-CN' })
  try {
    const host = new URL(s.url).hostname
    await context.addCookies(['token', 'userToken'].map((name) => ({ name, value: 'stale-token-0000', domain: host, path: '/' })))
    await context.addInitScript(() => {
      localStorage.setItem('userData', JSON.stringify({ data: { uid: 5, token: 'stale-token-0000' } }))
      const w = window as unknown as { __drawn: boolean }
      w.__drawn = false
      new MutationObserver(() => { if (document.getElementById('first-screen')) w.__drawn = true })
        .observe(document, { childList: true, subtree: true })
    })
    const page = await context.newPage()
    await page.goto(`${s.url}/article/10101?siteId=1&informationTypeId=101&informationType=1&provinceId=0`)
    await page.locator('input[placeholder="请输入手机号"]').waitFor({ timeout: 15_000 })
    assert.equal(await page.evaluate(() => (window as unknown as { __drawn: boolean }).__drawn), false, 'the article was drawn first')
  } finally {
    await context.close()
  }
})

// Reads of a page's parts (the goods page's goods and package courses, the CPA landing's courses, the knowledge
// course's zone): each failing once says '加载失败' with '重新加载' where the part goes, the rest of the page stays,
// the retry shows the part, and no rejection goes uncaught.
const PARTS = [
  { name: "the goods page's package courses", url: '/singleSubject?goodsId=2', read: '**/api/goods/front/findComGoodsGroupBySpPriceIdForApp**', kept: '.goods-summary__name', shown: '.package-section__courses' },
  { name: 'the goods page\'s goods', url: '/ty/allSubject?goodsId=6', read: '**/api/goods/front/findInfoByIdForApp**', kept: '.nav-bar', shown: '.goods-summary__name' },
  { name: "the CPA landing's courses", url: '/cpaPioneer', read: '**/api/app/goodsCenterCategory/v2**', kept: '.pioneer-bar__signup', shown: '.topic-list__item .goods-card' },
  { name: "the knowledge course's zone", url: '/course-detail?id=501', read: /\/api\/knowledge\/knowZone\?/, kept: '.k-bar__main', shown: '.k-zone__count' },
] as const

for (const part of PARTS) {
  for (const [fault, answer] of Object.entries(faults)) {
    test(`${part.name}: ${fault} says so with a retry, the rest stays; the retry shows it`, async () => {
      const { page } = s
      const before = s.errors.length
      let failing = true
      await page.route(part.read, (route) => (failing ? answer(route) : route.continue()))
      try {
        await page.goto(`${s.url}${part.url}`)
        await page.getByText('加载失败', { exact: true }).waitFor({ timeout: 15_000 })
        await page.locator(part.kept).first().waitFor()
        assert.equal(await page.locator(part.shown).count(), 0)
        failing = false
        await page.getByRole('button', { name: '重新加载' }).click()
        await page.locator(part.shown).first().waitFor({ timeout: 15_000 })
        assert.equal(await page.getByText('加载失败', { exact: true }).count(), 0)
        assert.deepEqual(s.errors.slice(before), [], 'an uncaught error or rejection')
      } finally {
        await page.unroute(part.read)
      }
    })
  }
}

test("home's way to the practical courses waits for no counter or report that never answers", async () => {
  const { page } = s
  const COUNTERS = /\/api\/(report|goods\/app\/updateBannerGoodsPvCount|goods\/front\/updateGoodsCountVisit|practice\/.*update(Visit|Click)|knowledge\/statistics)/
  const toPractice = async () => {
    await page.goto(`${s.url}/publicPage/textualResearch`)
    const entry = page.locator('.home-entries__item--practice')
    await entry.waitFor()
    const started = Date.now()
    await entry.click()
    await page.locator('.practice-page').waitFor({ timeout: 15_000 })
    return Date.now() - started
  }
  const cold = await toPractice()
  const answered = await toPractice()
  const hung: Route[] = []
  await page.route(COUNTERS, (route) => { hung.push(route) })
  try {
    const unanswered = await toPractice()
    console.log(`home to the practical courses: ${cold} ms cold, ${answered} ms with the counters answered, ${unanswered} ms with them unanswered (held: ${hung.map((r) => new URL(r.request().url()).pathname).join(', ')})`)
    assert.ok(unanswered < answered + 1500, `the tap waited ${unanswered} ms`)
  } finally {
    await page.unroute(COUNTERS)
    for (const r of hung) await r.abort().catch(() => undefined)
  }
})
