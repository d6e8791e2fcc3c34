// Live classes, mock exams and the sales-staff area in Chromium: the live centre (live / upcoming / past with their
// times, a class that ends on another day), the share landing's own code login into the live room, a mock exam's
// ranking; a bound staff member (13600136000) gets the home tab with the staff home, the customer list and /pullnew;
// a learner (13800138000) gets the ordinary tabs and no staff pages.
import assert from 'node:assert/strict'
import { test } from '@playwright/test'
import type { Page } from 'playwright-core'
import { latestOtp, loginAs, scrollUntil, settled, suite } from './fixtures'

const s = suite('liveStaff')
const STAFF = '13600136000'
const LEARNER = '13800138000'
const SHARER = '13700137000'
/** A new learner (one SMS code a minute per number: each test its own). */
const RESERVER = '13712345670'

const tabTitles = (page: Page) => page.locator('.tab-bar .nut-tabbar-item-text').allInnerTexts()
/** Scrolls the page holding `inside` (Taro's H5 pages scroll inside .taro_page) until `done` holds. */
const scrollToEnd = (page: Page, inside: string, done: () => Promise<boolean>) => scrollUntil(page, done, { step: 300, tries: 60, inside })
async function signOut() {
  await s.context.clearCookies()
  await s.page.evaluate(() => localStorage.clear())
}

test('the live centre lists live, upcoming and past classes with their times', async () => {
  const { page, errors } = s
  await page.goto(`${s.url}/liveCenter`)
  await page.locator('.live-card').first().waitFor()
  // Live first: live 1 is on now.
  const first = page.locator('.live-card').first()
  assert.equal(await first.getAttribute('data-status'), '2')
  assert.match(await first.locator('.live-card__status').innerText(), /直播中/)
  assert.equal(await first.locator('.live-card__action').innerText(), '进入直播')
  const groups = await page.locator('.live-group').allInnerTexts()
  assert.deepEqual(groups.slice(0, 2), ['正在直播', '即将开始'])
  // Live 4 runs D+3 23:00 to D+4 01:00: the end date is added.
  const overnight = page.locator('.live-card[data-live-id="4"] .live-card__time')
  assert.match(await overnight.innerText(), /^\d\d\/\d\d 23:00-\d\d\/\d\d 01:00$/)
  assert.match(await page.locator('.live-card[data-live-id="2"] .live-card__time').innerText(), /^\d\d\/\d\d 19:00-21:00$/)
  await s.shot('live-centre')

  // 12 classes, 10 a page: the past ones come with the second page.
  await scrollToEnd(page, '.live-center', async () => (await page.locator('.live-card').count()) >= 12)
  assert.equal(await page.locator('.live-card').count(), 12)
  assert.ok((await page.locator('.live-group').allInnerTexts()).includes('往期回顾'))
  assert.match(await page.locator('.live-card[data-live-id="9"] .live-card__time').innerText(), /^\d\d\/\d\d 22:30-\d\d\/\d\d 00:30$/)
  assert.equal(await page.locator('.live-card[data-live-id="8"][data-status="3"] .live-card__none').innerText(), '暂无回放')
  await page.locator('.live-card[data-live-id="9"]').scrollIntoViewIfNeeded()
  await s.shot('live-centre-past')

  // The replay tab lists only status 4.
  await page.locator('.nut-tabs-titles-item', { hasText: '精彩回放' }).click()
  await page.locator('.live-center[data-tab="replay"] .live-card').first().waitFor()
  const statuses = await page.locator('.live-card').evaluateAll((els) => els.map((e) => e.getAttribute('data-status')))
  assert.deepEqual([...new Set(statuses)], ['4'])
  await s.shot('live-centre-replays')

  // A guest who taps a live class logs in first (the popup).
  await page.locator('.nut-tabs-titles-item', { hasText: '直播中' }).click()
  await page.locator('.live-center[data-tab="live"] .live-card[data-live-id="1"]').click()
  await page.locator('.login-popup').getByText('登录后继续购买').waitFor()
  await s.shot('live-login-popup')
  assert.deepEqual(errors, [])
})

test('the share landing logs in by code and opens the live room with its stream', async () => {
  const { page } = s
  await page.goto(`${s.url}/shareLiveClass?id=1`)
  await page.locator('.live-share[data-live-id="1"]').waitFor()
  await page.getByText('【免费直播】真账实操：一个月的账怎么做').waitFor()
  await s.shot('share-landing')
  const phone = page.locator('.live-share__action input[placeholder="请输入手机号"]')
  await phone.fill(SHARER)
  await page.locator('.live-share__action').getByRole('button', { name: '获取验证码' }).click()
  await page.locator('.live-share__action').getByText(/^\d+s$/).waitFor() // the code was sent
  const otp = await latestOtp(s.url, SHARER)
  await page.locator('.live-share__action input[placeholder="请输入验证码"]').fill(otp)
  await page.locator('.live-share__action').getByRole('button', { name: '登录并进入' }).click()
  await page.waitForURL((u) => u.pathname === '/live' && u.searchParams.get('liveId') === '1')
  const video = page.locator('.live-room[data-status="2"] video')
  await video.waitFor({ state: 'attached' })
  assert.match(await video.getAttribute('src') ?? '', /\/media\/video\/audition-sample\.mp4$/)
  await s.shot('live-room')

  // An upcoming class has no stream: the room says when.
  await page.goto(`${s.url}/live?liveId=2`)
  await page.locator('.live-room[data-status="1"] .live-room__notice').waitFor()
  assert.equal(await page.locator('.live-room video').count(), 0)
  // A past class with a replay plays it on /liveReplay.
  await page.goto(`${s.url}/liveReplay?liveId=6`)
  await page.locator('.live-replay[data-live-id="6"] video').waitFor({ state: 'attached' })
  assert.equal(await page.locator('.live-replay__part').count(), 2)
  await s.shot('live-replay')
  await signOut()
})

// An upcoming class is reserved from its own page (section 7 "Account", the Subscribe calls): a guest sees the room,
// taps 预约直播, logs in in the popup and the class is reserved (loginAfterLiveReservation); 已预约 stays after a reload.
test('the room of an upcoming class: a guest reserves it there through the login popup; 已预约 after a reload', async () => {
  const { page, errors } = s
  await page.goto(`${s.url}/live?liveId=3`)
  await signOut()
  await page.reload()
  const room = page.locator('.live-room[data-live-id="3"][data-status="1"]')
  await room.waitFor()
  const before = Number((await room.locator('.live-room__booked').innerText()).replace('人已预约', ''))
  assert.equal(await room.locator('.live-room__reserve').innerText(), '预约直播')
  await s.shot('live-room-upcoming-guest')
  await room.locator('.live-room__reserve').click()
  await page.locator('.login-popup').getByText('登录后预约直播').waitFor()
  await page.locator('.login-popup input[placeholder="请输入手机号"]').waitFor()
  await settled(page.locator('.login-popup')) // the popup slides up
  await s.shot('live-room-reserve-login')
  await page.locator('.login-popup input[placeholder="请输入手机号"]').fill(RESERVER)
  await page.locator('.login-popup').getByRole('button', { name: '获取验证码' }).click()
  await page.locator('.login-popup').getByText(/^\d+s$/).waitFor()
  await page.locator('.login-popup input[placeholder="请输入验证码"]').fill(await latestOtp(s.url, RESERVER))
  const reserved = page.waitForResponse((r) => r.url().includes('/api/account/app/loginAfterLiveReservation'))
  await page.locator('.login-popup').getByRole('button', { name: '登录并预约' }).click()
  assert.equal((await (await reserved).json()).data.subscribed, true)
  await page.locator('.live-room[data-reserved="true"] .live-room__reserve', { hasText: '已预约' }).waitFor()
  assert.equal(await room.locator('.live-room__booked').innerText(), `${before + 1}人已预约`)
  // The toast and the popup go.
  await page.locator('.login-popup').waitFor({ state: 'hidden' })
  await page.waitForFunction(() => ![...document.querySelectorAll('.taro__toast')].some((t) => getComputedStyle(t).display !== 'none'))
  await s.shot('live-room-reserved')
  await page.reload()
  await page.locator('.live-room[data-live-id="3"][data-reserved="true"] .live-room__reserve', { hasText: '已预约' }).waitFor()
  assert.ok(await page.locator('.live-room__reserve').isDisabled() || ((await page.locator('.live-room__reserve').getAttribute('class')) ?? '').includes('disabled'))
  assert.deepEqual(errors, [])
  await signOut()
})

test('a bound staff member gets the home tab, the staff home, the customer list and /pullnew', async () => {
  const { page, errors } = s
  await loginAs(s, STAFF)
  await page.goto(`${s.url}/publicPage/homeSchool`)
  await page.locator('.staff-home').waitFor()
  assert.deepEqual(await tabTitles(page), ['首页', '资讯', '选课', '我的'])
  await page.getByText('张敏').waitFor()
  await page.locator('.staff-home-stats__item--total .staff-home-stats__value', { hasText: '23' }).waitFor()
  await page.locator('.staff-home__recent .customer-card').first().waitFor()
  await s.shot('staff-home')

  await page.locator('.staff-home__entry--customers').click()
  await page.waitForURL('**/customerList')
  const customers = page.locator('.staff-list[data-pool="1"] .customer-card')
  await customers.first().waitFor()
  assert.equal(await customers.count(), 10)
  await s.shot('customers')
  await scrollToEnd(page, '.staff-list', async () => (await customers.count()) >= 18)
  assert.equal(await customers.count(), 18)
  // Search by mobile digits: the seeded learner 13800138000 is a customer.
  await page.locator('.staff-list__search input').fill('13800138000')
  await page.locator('.staff-list__go').click()
  await page.waitForFunction(() => document.querySelectorAll('.staff-list .customer-card').length === 1)
  assert.match(await customers.locator('.customer-card__mobile').innerText(), /^138\*{4}8000$/)
  await s.shot('customers-search')

  await page.goto(`${s.url}/private`)
  const leads = page.locator('.staff-list[data-pool="2"] .customer-card')
  await leads.first().waitFor()
  await scrollToEnd(page, '.staff-list', async () => (await leads.count()) >= 12)
  assert.equal(await leads.count(), 12)
  await s.shot('private')

  await page.goto(`${s.url}/pullnew`)
  await page.locator('.referral').first().waitFor()
  await page.locator('.staff-stats__item--total .staff-stats__value', { hasText: '23' }).waitFor()
  assert.equal(await page.locator('.referral').count(), 10)
  const channels = await page.locator('.referral__meta').allInnerTexts()
  assert.ok(channels.every((t) => t.includes('zsh5')))
  await s.shot('pullnew')
  await scrollToEnd(page, '.referral', async () => (await page.locator('.referral').count()) >= 23)
  assert.equal(await page.locator('.referral').count(), 23)
  assert.deepEqual(errors, [])
  await signOut()
})

test('a learner does not get the home tab nor the staff pages; mock exam ranking', async () => {
  const { page } = s
  await loginAs(s, LEARNER)
  // the staff check (qw userInfo) has answered before the tabs are judged
  const staffChecked = page.waitForResponse((r) => r.url().includes('/center/user/info'))
  await page.goto(`${s.url}/publicPage/homeSchool`)
  await page.locator('.school-page__tabs').waitFor()
  await staffChecked
  assert.deepEqual(await tabTitles(page), ['网校', '首页', '资讯', '我的'])
  assert.equal(await page.locator('.staff-home').count(), 0)
  await s.shot('learner-tabs')

  await page.goto(`${s.url}/customerList`)
  await page.getByText('仅限销售人员使用').waitFor()
  assert.equal(await page.locator('.customer-card').count(), 0)
  await s.shot('learner-no-customers')

  await page.goto(`${s.url}/mockExam`)
  await page.locator('.exam-card[data-exam-id="1"]').waitFor()
  await page.locator('.exam-card[data-exam-id="1"] .exam-card__mine', { hasText: '最高85分' }).waitFor()
  await s.shot('mock-exams')
  await page.locator('.exam-card[data-exam-id="1"]').click()
  await page.waitForURL((u) => u.pathname === '/mockExam/rank' && u.searchParams.get('examId') === '1')
  await page.locator('.exam-mine__rank', { hasText: /^第\d+名$/ }).waitFor()
  await page.locator('.exam-rank').first().waitFor()
  assert.match(await page.locator('.exam-mine__beat').innerText(), /^共\d+人参加，击败了[\d.]+%的考生$/)
  await s.shot('exam-rank')
})
