// The provider's app's other bridge actions, with a stand-in app (docs/sharing-and-bridge.md) that records every
// message: 'consult course' is the app's consultation, buying hands the order to the app (generateOrder: the stand-in
// makes it on the server with the learner's token), an article the app opened hides the app's navigation and sits
// below its status bar (hideNavigation, getAppInfo) and opens further pages in new app web views (openWebview), back
// on a page the app opened closes it (closePage), and /shareCourse without a card shows the app's course
// (getCourseInfo).
import assert from 'node:assert/strict'
import { test } from '@playwright/test'
import { api, dbRows, loginAs, suite, tapButton } from './fixtures'

const APP_UA = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 kuaijiapp/8.2.0'

/** A message the page sends to the app (docs/sharing-and-bridge.md), as far as read here. */
interface NativeMessage {
  version: number
  action: string
  data: {
    // consult, generateOrder
    goodsId?: number
    spPriceId?: number
    commodityIdList?: number[]
    schoolId?: number
    clientOrderKey?: string
    source?: string
    // openWebview, interceptBack
    url?: string
    enabled?: boolean
  }
  callbackId?: string
}

/** The page's globals of the bridge: the messages recorded, the page's reply and back, and the app's bridge (iOS's). */
interface AppWindow {
  __nativeMessages: NativeMessage[]
  __kuaijiBridgeReply: (raw: string) => void
  __kuaijiBridgeBack: () => void
  webkit: { messageHandlers: { KuaijiNative: { postMessage(raw: string): Promise<void> } } }
}

function fakeApp() {
  const w = window as unknown as AppWindow
  w.__nativeMessages = []
  const reply = (callbackId: string | undefined, body: object) => setTimeout(() => w.__kuaijiBridgeReply(JSON.stringify({ callbackId, ...body })), 50)
  const token = () => document.cookie.match(/(?:^|; )token=([^;]+)/)?.[1] ?? ''
  w.webkit = {
    messageHandlers: {
      KuaijiNative: {
        async postMessage(raw) {
          const m: NativeMessage = JSON.parse(raw)
          w.__nativeMessages.push(m)
          const d = m.data
          if (m.action === 'getUserInfo') reply(m.callbackId, { ok: true, data: null })
          if (m.action === 'getAppInfo') reply(m.callbackId, { ok: true, data: { appVersion: '8.2.0', platform: 'ios', statusBarHeight: 44 } })
          if (m.action === 'getCourseInfo') reply(m.callbackId, { ok: true, data: { courseId: 2, courseName: '初级会计考前直播答疑', courseType: 1 } })
          if (m.action === 'generateOrder') {
            const res = await fetch('/api/order/createOrder', {
              method: 'POST',
              headers: { 'content-type': 'application/json', token: token() },
              body: JSON.stringify({
                goodsId: d.goodsId, childSpecificationPriceIds: String(d.spPriceId), commodityIdList: (d.commodityIdList ?? []).join(','),
                schoolId: d.schoolId ?? 1, installmentType: 0, clientOrderKey: d.clientOrderKey,
              }),
            })
            const body = await res.json()
            reply(m.callbackId, body.code === 200 ? { ok: true, data: body.data } : { ok: false, error: { code: 'failed', message: body.msg } })
          }
        },
      },
    },
  }
}

const s = suite('nativeAppActions', { userAgent: APP_UA, initScript: fakeApp })
const messages = async (action: string) => (await s.page.evaluate(() => (window as unknown as AppWindow).__nativeMessages)).filter((m) => m.action === action)
/** Until the page has sent the app an `action` message. */
const sent = (action: string) => s.page.waitForFunction((action) => (window as unknown as AppWindow).__nativeMessages.some((m) => m.action === action), action)

test("'consult' on a goods page is the app's consultation, with the goods; no customer-service page", async () => {
  const { page } = s
  await loginAs(s, '13700137031')
  await page.goto(`${s.url}/allSubject?goodsId=2`)
  await page.locator('.goods-page').getByText('初级会计实务·单科精讲班').first().waitFor()
  await page.locator('.buy-bar__icon', { hasText: '客服' }).first().click()
  await sent('consult')
  await page.waitForTimeout(300) // a window in which the page must not send it twice nor open a customer-service page
  assert.deepEqual((await messages('consult')).map((m) => m.data), [{ goodsId: 2, source: 'goods' }])
  assert.equal(new URL(page.url()).pathname, '/allSubject')
})

test('buying hands the order to the app (generateOrder); the order it made opens as confirm order, once for three taps', async () => {
  const { page } = s
  const token = (await s.context.cookies()).find((c) => c.name === 'token')?.value ?? assert.fail('no token cookie')
  // Three taps at once, before the app answers.
  await page.locator('.buy-bar__buy').first().evaluate((el: HTMLElement) => {
    for (let i = 0; i < 3; i++) el.click()
  })
  await page.waitForURL((url) => url.pathname === '/ty/confirmOrder', { timeout: 15_000 })
  await page.locator('.confirm-order .order-goods__name').waitFor()
  const asked = await messages('generateOrder')
  assert.equal(asked.length, 1)
  assert.deepEqual({ ...asked[0].data, clientOrderKey: typeof asked[0].data.clientOrderKey }, { goodsId: 2, spPriceId: 201, commodityIdList: [7001], schoolId: 1, clientOrderKey: 'string' })
  const list = (await api(s, token, 'GET', '/api/order/getOrderList?page=1')).data.orderList
  assert.equal(list.length, 1)
  assert.equal(new URL(page.url()).searchParams.get('orderId'), String(list[0].orderId))
})

test("an article the app opened: the app's navigation hidden, the page below its status bar, onwards in a new app web view", async () => {
  const { page } = s
  await page.goto(`${s.url}/article/10101?siteId=1&informationTypeId=101&informationType=1&provinceId=0`)
  await page.locator('.article-detail[data-article-id="10101"]').waitFor({ timeout: 15_000 })
  await page.locator('.article-detail__inset').waitFor()
  assert.equal(await page.locator('.article-detail__inset').evaluate((el) => el.getBoundingClientRect().height), 44)
  assert.equal((await messages('hideNavigation')).length, 1)
  assert.equal((await messages('getAppInfo')).length, 1)
  await s.shot('article-full-screen')
  const recommended = page.locator('.article-detail__recommend .article-item').first()
  await recommended.waitFor()
  await recommended.click()
  await sent('openWebview')
  await page.waitForTimeout(300) // a window in which the page must not open it twice nor go there itself
  const opened = await messages('openWebview')
  assert.equal(opened.length, 1)
  assert.match(opened[0].data.url ?? '', new RegExp(`^${s.url}/article/\\d+\\?`))
  assert.match(new URL(page.url()).pathname, /^\/article\/10101$/)
})

test('back on a page the app opened (no history here) closes the app web view instead of going home', async () => {
  const { page } = s
  await page.goto(`${s.url}/ty/SelectSchool?goodsId=1&newBusinessId=1`)
  await page.locator('.choice-item').first().waitFor({ timeout: 15_000 })
  await page.locator('.choice-item').first().click()
  await sent('closePage')
  await page.waitForTimeout(300) // a window in which the page must not ask twice nor go home
  assert.equal((await messages('closePage')).length, 1)
  assert.equal(new URL(page.url()).pathname, '/ty/SelectSchool')
})

test("the order detail after a payment (isFinished): the app's back goes to my orders, not towards the cashier", async () => {
  const { page } = s
  await loginAs(s, '13900139000')
  const [order] = await dbRows(s, "SELECT o.trade_order_id AS t FROM orders o JOIN users u ON u.id = o.user_id WHERE u.mobile = '13900139000' AND o.state = 3 LIMIT 1")
  await page.goto(`${s.url}/ty/payResult?tradeOrderId=${order.t}&isFinished=1`)
  await page.locator('.pay-result__banner').waitFor({ timeout: 15_000 })
  // The app is asked to hand its back to the page, then the learner presses it.
  await page.waitForFunction(() => (window as unknown as AppWindow).__nativeMessages.some((m) => m.action === 'interceptBack' && m.data.enabled))
  await page.evaluate(() => (window as unknown as AppWindow).__kuaijiBridgeBack())
  await page.waitForURL((u) => u.pathname === '/ty/myOrder', { waitUntil: 'commit' })
  const intercepts = (await messages('interceptBack')).map((m) => m.data.enabled)
  assert.equal(intercepts[intercepts.length - 1], false, `the app's back handed back: ${JSON.stringify(intercepts)}`)
})

test("/shareCourse opened by the app without a card shows the app's course (getCourseInfo) and leads to it", async () => {
  const { page } = s
  await page.goto(`${s.url}/shareCourse`)
  await page.locator('.shared-course__name', { hasText: '初级会计考前直播答疑' }).waitFor({ timeout: 15_000 })
  assert.equal((await messages('getCourseInfo')).length, 1)
  await s.shot('share-app-course')
  await tapButton(page, '进入直播')
  await page.waitForURL((url) => url.pathname === '/live' && url.searchParams.get('liveId') === '2')
  assert.deepEqual(s.errors, [])
})
