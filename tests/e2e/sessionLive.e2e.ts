// The token check before each navigation, live reservations and collected articles, in Chromium on the built app:
// - a stale token on a guest page is cleared (cookies and storage) and the page stays; a check that times out keeps
//   the session and the next navigation checks again;
// - straight after a reload, a client-1 learner's 我的 opens /publicPage/myPage, a client-2 user's newmypage;
// - a guest reserves a live class through the login popup, a learner reserves at once; the card says 已预约 and the
//   count moves, also after a reload;
// - /favourites lists the collected articles, uncollects one in place and keeps in step with the detail's collect.
import assert from 'node:assert/strict'
import { test } from '@playwright/test'
import { dbRows, latestOtp, loginAs, suite } from './fixtures'

const s = suite('sessionLive')
const LEARNER = '13800138000' // client 1
const CLIENT2 = '13900139000' // client 2, three collected articles seeded
const GUEST_LOGIN = '13700137000'

const cookie = async (name: string) => (await s.context.cookies()).find((c) => c.name === name)?.value
const userData = () => s.page.evaluate(() => localStorage.getItem('userData'))
const path = () => new URL(s.page.url()).pathname
/** The path the page is on now, read in the page (a redirect a timer of the page just made is there already). */
const pathInPage = () => s.page.evaluate(() => location.pathname)
async function signOut() {
  await s.page.unroute('**/api/account/userInfo**')
  await s.page.unroute('**/api/qw/**')
  await s.context.clearCookies()
  if (!s.page.url().startsWith(s.url)) await s.page.goto(`${s.url}/404`)
  await s.page.evaluate(() => localStorage.clear())
}
/** A token the server does not know, kept as a login would keep it. */
async function plantStaleToken() {
  const host = new URL(s.url).hostname
  await s.context.addCookies(['token', 'userToken'].map((name) => ({ name, value: 'stale-token-0000', domain: host, path: '/' })))
  await s.page.evaluate(() => localStorage.setItem('userData', JSON.stringify({ data: { uid: 5, token: 'stale-token-0000' } })))
}
/** Each mobile logs in once (a second code within 60 s is refused); later tests reuse its token. */
const tokens = new Map<string, string>()
async function logIn(mobile: string) {
  if (!tokens.has(mobile)) {
    tokens.set(mobile, await loginAs(s, mobile))
    return
  }
  const host = new URL(s.url).hostname
  await s.context.addCookies(['token', 'userToken'].map((name) => ({ name, value: tokens.get(mobile)!, domain: host, path: '/' })))
}
/**
 * The enterprise-channel call the app makes at start with the token would clear a dead token too (any 401 does):
 * dropped here, so that only the check before navigation can.
 */
const withoutStaffCall = () => s.page.route('**/api/qw/**', (route) => route.abort())
const userInfoCall = () => s.page.waitForResponse((r) => r.url().includes('/api/account/userInfo'))

test('a stale token on a guest page is cleared with no trip to login', async () => {
  const { page, errors } = s
  await page.goto(`${s.url}/publicPage/homeSchool`)
  // The page's clock, for the rest of the file: time flows as usual, runFor runs the page's timers ahead.
  await page.clock.install()
  await plantStaleToken()
  await withoutStaffCall()
  const answered = userInfoCall()
  await page.goto(`${s.url}/publicPage/homeSchool`)
  assert.equal((await (await answered).json()).code, 401)
  await page.waitForFunction(() => !document.cookie.includes('stale-token'))
  assert.equal(await cookie('token'), undefined)
  assert.equal(await cookie('userToken'), undefined)
  assert.equal(await userData(), null)
  // The 401 redirect would come 1.5 s later: run the page's clock past it; the guest page stays.
  await page.clock.runFor(2000)
  assert.equal(await pathInPage(), '/publicPage/homeSchool')
  assert.equal(path(), '/publicPage/homeSchool')
  await s.shot('stale-token-cleared')
  assert.deepEqual(errors, [])
})

test('a check that times out keeps the session; the next navigation checks again (here: 401, cleared)', async () => {
  const { page } = s
  await signOut()
  await plantStaleToken()
  await withoutStaffCall()
  let calls = 0
  await page.route('**/api/account/userInfo**', async (route) => {
    calls += 1
    if (calls === 1) await new Promise((r) => setTimeout(r, 4000)) // past the 3 s check
    await route.continue().catch(() => undefined)
  })
  const checking = page.waitForRequest((r) => r.url().includes('/api/account/userInfo'))
  await page.goto(`${s.url}/publicPage/textualResearch`)
  await checking
  // The check gives up after 3 s: run the page's clock past that while its answer is held.
  await page.clock.runFor(3500)
  assert.equal(calls, 1)
  assert.equal(await cookie('token'), 'stale-token-0000')
  assert.equal(path(), '/publicPage/textualResearch')
  await s.shot('check-timed-out-token-kept')
  // An in-app navigation (the 网校 tab) checks the token again.
  const answered = userInfoCall()
  await page.locator('.tab-bar__item--homeSchool').click()
  assert.equal((await (await answered).json()).code, 401)
  await page.waitForFunction(() => !document.cookie.includes('stale-token'))
  assert.equal(calls >= 2, true)
  // The 401 redirect would come 1.5 s later: run the page's clock past it; the guest page stays.
  await page.clock.runFor(2000)
  assert.equal(await pathInPage(), '/publicPage/homeSchool')
  assert.equal(path(), '/publicPage/homeSchool')
  await s.shot('next-navigation-cleared')
})

for (const [mobile, client, mine] of [[LEARNER, 1, '/publicPage/myPage'], [CLIENT2, 2, '/publicPage/newmypage']] as const) {
  test(`straight after a reload, a client-${client} user's 我的 opens ${mine}`, async () => {
    const { page } = s
    await signOut()
    await logIn(mobile)
    // The check answers 1 s late: the tap comes before it.
    await page.route('**/api/account/userInfo**', async (route) => {
      await new Promise((r) => setTimeout(r, 1000))
      await route.continue().catch(() => undefined)
    })
    await page.goto(`${s.url}/publicPage/homeSchool`)
    await page.locator('.tab-bar__item--mine').click()
    await page.waitForURL((u) => u.pathname === mine)
    await page.locator('.mine-page__name').filter({ hasText: mobile.slice(-4) }).waitFor()
    await s.shot(`mine-after-reload-client-${client}`)
    await page.unroute('**/api/account/userInfo**')
  })
}

const card = (id: number) => s.page.locator(`.live-center[data-tab="all"] .live-card[data-live-id="${id}"]`)
const countOf = async (id: number) => Number((await card(id).locator('.live-card__booked').innerText()).replace(/\D/g, ''))

test('a guest reserves a live class: the login popup, then it is reserved and the count moves', async () => {
  const { page, errors } = s
  await signOut()
  await page.goto(`${s.url}/liveCenter`)
  await card(2).waitFor()
  const before = await countOf(2)
  assert.equal(await card(2).locator('.live-card__reserve').innerText(), '预约')
  await s.shot('live-centre-guest')
  await card(2).locator('.live-card__reserve').click()
  const popup = page.locator('.login-popup').filter({ hasText: '登录后预约直播' })
  await popup.waitFor()
  await popup.locator('input[placeholder="请输入手机号"]').fill(GUEST_LOGIN)
  await popup.getByRole('button', { name: '获取验证码' }).click()
  await popup.getByText(/^\d+s$/).waitFor()
  await popup.locator('input[placeholder="请输入验证码"]').fill(await latestOtp(s.url, GUEST_LOGIN))
  await s.shot('reserve-login-popup')
  await popup.getByRole('button', { name: '登录并预约' }).click()
  await page.locator('.live-center[data-tab="all"] .live-card[data-live-id="2"][data-reserved="true"]').waitFor()
  assert.equal(await card(2).locator('.live-card__reserve').innerText(), '已预约')
  assert.equal(await countOf(2), before + 1)
  assert.equal(path(), '/liveCenter')
  await s.shot('reserved-after-login')
  const rows = await dbRows(s, `SELECT r.source FROM live_reservations r JOIN users u ON u.id = r.user_id WHERE u.mobile = ? AND r.live_id = 2`, GUEST_LOGIN)
  assert.deepEqual(rows, [{ source: 'login' }])
  assert.deepEqual(errors, [])
})

test('a learner reserves at once; 已预约 and the count stay after a reload; a second tap changes nothing', async () => {
  const { page } = s
  await signOut()
  await logIn(LEARNER)
  await page.goto(`${s.url}/liveCenter`)
  await card(3).waitFor()
  const before = await countOf(3)
  // The toast is looked for from the tap: it fades after 1.5 s, which a loaded machine may spend on the checks below.
  const toast = page.getByText('预约成功').waitFor()
  await card(3).locator('.live-card__reserve').click()
  await toast
  await page.locator('.live-center[data-tab="all"] .live-card[data-live-id="3"][data-reserved="true"]').waitFor()
  assert.equal(await countOf(3), before + 1)
  assert.equal(path(), '/liveCenter')
  await s.shot('reserved-learner')
  await page.reload()
  await page.locator('.live-center[data-tab="all"] .live-card[data-live-id="3"][data-reserved="true"]').waitFor()
  assert.equal(await countOf(3), before + 1)
  await card(3).locator('.live-card__reserve').click({ force: true })
  await page.waitForTimeout(500) // a window in which the second tap must not reserve again nor leave the page
  assert.equal(path(), '/liveCenter')
  const rows = await dbRows(s, `SELECT r.source FROM live_reservations r JOIN users u ON u.id = r.user_id WHERE u.mobile = ? AND r.live_id = 3`, LEARNER)
  assert.deepEqual(rows, [{ source: 'direct' }])
  assert.equal((await dbRows(s, 'SELECT subscribe_num AS n FROM live_sessions WHERE id = 3'))[0].n, before + 1)
  await s.shot('reserved-after-reload')
})

test('favourites list the collected articles; uncollecting here or in the detail keeps them in step', async () => {
  const { page, errors } = s
  await signOut()
  await logIn(CLIENT2)
  await page.goto(`${s.url}/favourites`)
  await page.locator('.nut-tabs-titles-item', { hasText: '资讯' }).click()
  const rows = page.locator('.favourites-article')
  await rows.first().waitFor()
  assert.equal(await rows.count(), 3)
  await s.shot('favourites-articles')

  // Uncollected here: it leaves the list.
  const first = await rows.first().getAttribute('data-article-id')
  await rows.first().locator('.favourites-article__uncollect').click()
  await page.getByText('已取消收藏').waitFor()
  await page.locator(`.favourites-article[data-article-id="${first}"]`).waitFor({ state: 'detached' })
  assert.equal(await rows.count(), 2)

  // Opened, it reads as collected; uncollected in the detail, back here it is gone.
  const second = await rows.first().getAttribute('data-article-id')
  await rows.first().locator('.article-item').click()
  await page.waitForURL((u) => u.pathname === `/article/${second}`)
  const collect = page.locator('.article-detail__collect')
  await page.locator('.article-detail__collect[data-collected="1"]').waitFor()
  // The button turns at once; the list asked again on Back reflects the uncollect once the server has it.
  const cancelled = page.waitForResponse((r) => r.url().includes('cancelOperateNews'))
  await collect.click()
  await page.locator('.article-detail__collect[data-collected="0"]').waitFor()
  await cancelled
  await page.goBack()
  await page.waitForURL((u) => u.pathname === '/favourites')
  await page.locator(`.favourites-article[data-article-id="${second}"]`).waitFor({ state: 'detached' })
  assert.equal(await page.locator('.favourites-page__articles .favourites-article').count(), 1)
  await s.shot('favourites-after-detail-uncollect')

  // The last one out: the empty state.
  await page.locator('.favourites-article__uncollect').click()
  await page.getByText('还没有收藏资讯').waitFor()
  await s.shot('favourites-articles-empty')
  assert.deepEqual(errors, [])
})
