// Inside the provider's native app (user agent mark kuaijiapp; a stand-in app bridge at window.KuaijiNative that
// records every message and answers login with a token the test puts in localStorage): the H5 draws no nav bar,
// every page title goes to the app through setTitle, and a page that needs login gets the app's login.
import assert from 'node:assert/strict'
import { test } from '@playwright/test'
import { latestOtp, suite } from './fixtures'

const APP_UA = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36 kuaijiapp/8.2.0'
const MOBILE = '13900139000'

/** A message the page sends to the app (docs/sharing-and-bridge.md), as far as read here. */
interface NativeMessage { version: number; action: string; data: { title?: string }; callbackId?: string }

/** The page's globals of the bridge: the messages recorded, the page's reply and the app's bridge. */
interface AppWindow {
  __nativeMessages: NativeMessage[]
  __kuaijiBridgeReply: (raw: string) => void
  KuaijiNative: { postMessage(raw: string): void }
}

/** The app's side of the bridge (docs/sharing-and-bridge.md): JSON messages in, replies through __kuaijiBridgeReply. */
function fakeApp() {
  const w = window as unknown as AppWindow
  w.__nativeMessages = []
  const reply = (callbackId: string | undefined, body: object) => setTimeout(() => w.__kuaijiBridgeReply(JSON.stringify({ callbackId, ...body })), 50)
  w.KuaijiNative = {
    postMessage(raw) {
      const m: NativeMessage = JSON.parse(raw)
      w.__nativeMessages.push(m)
      if (m.action === 'getUserInfo') reply(m.callbackId, { ok: true, data: null }) // nobody logged in in the app yet
      if (m.action === 'login') {
        const token = window.localStorage.getItem('e2eAppToken')
        reply(m.callbackId, token ? { ok: true, data: { token, uid: 0 } } : { ok: false, error: { code: 'cancelled' } })
      }
    },
  }
}

const s = suite('nativeApp', { userAgent: APP_UA, initScript: fakeApp })

const messages = () => s.page.evaluate(() => (window as unknown as AppWindow).__nativeMessages)
const titlesSent = async () => (await messages()).filter((m) => m.action === 'setTitle').map((m) => m.data.title)

/** A token of the learner as the app would hold it (logged in on the server, no cookie in the browser). */
async function appToken() {
  await fetch(`${s.url}/api/account/getOtp?mobileNo=${MOBILE}&type=3`)
  const otp = await latestOtp(s.url, MOBILE)
  const res = await fetch(`${s.url}/api/account/loginAndRegister`, {
    method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ mobileNo: MOBILE, otp }),
  })
  return (await res.json()).data.token
}

test('a tab page in the app: no H5 nav bar, the title goes to the app, the app is asked for its user', async () => {
  const { page, errors } = s
  await page.goto(`${s.url}/article`)
  await page.locator('.article-item').first().waitFor({ timeout: 15_000 })
  await s.shot('article-list')
  assert.equal(await page.locator('.nav-bar').count(), 0)
  const title = await page.title()
  assert.ok((await titlesSent()).includes(title), `setTitle ${title} in ${JSON.stringify(await messages())}`)
  const asked = (await messages()).find((m) => m.action === 'getUserInfo')
  assert.ok(asked, 'the app is asked for its user')
  assert.deepEqual(asked, { version: 1, action: 'getUserInfo', data: {}, callbackId: asked.callbackId })
  assert.deepEqual(errors, [])
})

test("a page that needs login: the app's login answers, the learner lands on the page, each title went to the app", async () => {
  const { page, errors } = s
  await page.evaluate((t) => window.localStorage.setItem('e2eAppToken', t), await appToken())
  await page.goto(`${s.url}/ty/myOrder`)
  await page.waitForURL((url) => url.pathname === '/ty/myOrder', { timeout: 15_000 })
  await page.locator('.order-card').first().waitFor({ timeout: 15_000 })
  await s.shot('my-orders')
  const sent = await messages()
  assert.ok(sent.some((m) => m.action === 'login' && typeof m.callbackId === 'string'), JSON.stringify(sent))
  assert.equal(await page.locator('.nav-bar').count(), 0)
  const titles = await titlesSent()
  assert.equal(titles[titles.length - 1], await page.title())
  // The app's token became the session (cookies as after any login).
  const cookies = await s.context.cookies()
  const token = await page.evaluate(() => window.localStorage.getItem('e2eAppToken'))
  assert.equal(cookies.find((c) => c.name === 'token')?.value, token)
  assert.deepEqual(errors, [])
})

test('the app login cancelled: the page says so and offers code login', async () => {
  const { page } = s
  await s.context.clearCookies()
  await page.evaluate(() => window.localStorage.removeItem('e2eAppToken'))
  await page.goto(`${s.url}/login`)
  await page.getByText('App登录未完成').waitFor({ timeout: 15_000 })
  await page.getByText('使用验证码登录').click()
  await page.locator('input[placeholder="请输入手机号"]').first().waitFor()
  await s.shot('login-cancelled')
})
