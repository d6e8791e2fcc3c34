// Single sign-on in Chromium on the built app (docs/spec/content-access.md sections 3 and 4): a learner signed in on the
// provider's domain carries only the SSOTOKEN cookie. The app reads it as its token, the check before the first page
// asks userInfo with it and the learner is logged in (my page, a page behind login); logout removes it. A bad
// SSOTOKEN is asked once, answered 401 and removed: the learner lands as a guest, with no trip to login and no loop.
import assert from 'node:assert/strict'
import { expect, test } from '@playwright/test'
import type { Page } from 'playwright-core'
import { apiLogin, suite } from './fixtures'

const s = suite('sso')
// The server draws each picture on first ask: on a busy machine a first load takes seconds more than the default 10 s.
const slowFirstLoads = () => s.context.setDefaultNavigationTimeout(30_000)
const LEARNER = '13800138000'

const cookie = async (name: string) => (await s.context.cookies()).find((c) => c.name === name)?.value
/** The provider's sign-in, as it leaves the browser: SSOTOKEN on the page's domain, and nothing of the app's own. */
async function signedInElsewhere(value: string) {
  await s.context.clearCookies()
  await s.context.addCookies([{ name: 'SSOTOKEN', value, domain: new URL(s.url).hostname, path: '/' }])
}
/** The userInfo answers the page got since the last call (each check's code). */
let answered: unknown[] = []
function userInfoCodes() {
  answered = []
  return answered
}
const recorded = new WeakSet<Page>()
function recordUserInfo(page: Page) {
  if (recorded.has(page)) return
  recorded.add(page)
  page.on('response', async (r) => {
    if (r.url().includes('/api/account/userInfo')) answered.push((await r.json().catch(() => ({}))).code)
  })
}
const path = () => new URL(s.page.url()).pathname

test('a learner with only SSOTOKEN arrives logged in: my page, a page behind login; logout removes it', async () => {
  const { page, errors } = s
  slowFirstLoads()
  const token = await apiLogin(s.url, LEARNER)
  // Before the first load of the page's origin.
  await signedInElsewhere(token)
  recordUserInfo(page)
  const codes = userInfoCodes()
  await page.goto(`${s.url}/publicPage/myPage`)
  await page.locator('.mine-page__mobile', { hasText: '138****8000' }).waitFor()
  assert.deepEqual(codes, [200])
  // The app keeps who it is (userData) and writes no token cookie of its own: SSOTOKEN stays the one source.
  const stored = await page.evaluate(() => localStorage.getItem('userData'))
  assert.ok(stored, 'the app keeps userData')
  const data = JSON.parse(stored)
  assert.equal(JSON.stringify(data).includes(token), true)
  assert.equal(await cookie('userToken'), undefined)
  assert.equal(await cookie('SSOTOKEN'), token)
  await s.shot('sso-my-page')

  // A page behind login opens without the login page.
  await page.goto(`${s.url}/article/10104?siteId=1`)
  await page.locator('.article-detail[data-article-id="10104"]').waitFor()
  assert.equal(path(), '/article/10104')
  await s.shot('sso-article-detail')

  // Logout (clearToken) removes SSOTOKEN too.
  await page.goto(`${s.url}/publicPage/myPage`)
  await page.locator('.mine-page__logout .nut-button').click()
  await page.locator('.mine-page__dialog').getByRole('button', { name: '确定' }).click()
  await page.locator('.mine-page__login').waitFor()
  assert.equal(await cookie('SSOTOKEN'), undefined)
  assert.deepEqual(errors, [])
})

test('a bad SSOTOKEN is asked once, removed, and the learner lands as a guest where they were', async () => {
  const { page, errors } = s
  slowFirstLoads()
  await page.goto(`${s.url}/404`)
  await page.evaluate(() => localStorage.clear())
  await signedInElsewhere('not-a-live-token-0000')
  recordUserInfo(page)
  const codes = userInfoCodes()
  // The page's clock (time flows as usual; runFor runs the page's timers ahead).
  await page.clock.install()
  await page.goto(`${s.url}/publicPage/myPage`)
  await page.locator('.mine-page__login').waitFor()
  await page.waitForFunction(() => !document.cookie.includes('SSOTOKEN'))
  // The 401 redirect would come 1.5 s later: run the page's clock past it; the page stays, and nothing asks again.
  await page.clock.runFor(2000)
  assert.equal(await page.evaluate(() => location.pathname), '/publicPage/myPage')
  assert.equal(path(), '/publicPage/myPage')
  await expect.poll(() => codes.length).toBeGreaterThan(0) // the answer recorded (read from its body)
  assert.deepEqual(codes, [401])
  await s.shot('bad-sso-guest')
  // Another page and a reload: a guest, no further check.
  await page.locator('.tab-bar__item--home').click()
  await page.waitForURL((u) => u.pathname === '/publicPage/textualResearch')
  await page.reload()
  await page.locator('.home-floor .goods-card').first().waitFor()
  assert.deepEqual(codes, [401])
  assert.equal(await page.evaluate(() => localStorage.getItem('userData')), null)
  assert.deepEqual(errors, [])
})
