/**
 * Live classes and the staff tab bar in the BUILT mini-program against the reference server in-process: the live
 * centre (packages/live/liveCenter) lists live, upcoming and past classes with their status and time (MM/dd hh:mm-hh:mm,
 * the end date added when a class ends on another day); a logged-in learner opens the room of the live class; a bound
 * staff member's custom tab bar shows home, articles, course selection, mine.
 */
import { launchApp, waitFor, guardEachTest, type Mp, type Page } from './harness'
import { codeLogin } from './codeLogin'

let mp: Mp
guardEachTest(() => mp)

const tabTexts = (bar: Page) => bar.queryAllByClass('nut-tabbar-item-text').map((el) => el.textContent!.trim())

test('the live centre renders the classes with status, time and action', async () => {
  mp = await launchApp({ signedInAs: '13800138000' })
  const page = await mp.loadPage('packages/live/liveCenter/index')
  await waitFor(() => page.queryAllByClass('live-card').length >= 10, { timeout: 5000 })
  const list = await mp.waitForRequest('/api/livelist/onlineschool/app/operationLivesList/v2')
  expect(list.query).toMatchObject({ curPage: '1', pageSize: '10' })
  expect(page.queryAllByClass('live-group').map((el) => el.textContent!.trim())).toEqual(['正在直播', '即将开始', '往期回顾'])
  const text = page.text()
  expect(text).toContain('直播中')
  expect(text).toContain('进入直播')
  expect(text).toMatch(/\d\d\/\d\d 19:00-21:00/)
  expect(text).toMatch(/\d\d\/\d\d 23:00-\d\d\/\d\d 01:00/)

  await page.tap(page.getByText('真账实操：一个月的账怎么做'))
  await waitFor(() => mp.navigations.length > 0)
  expect(mp.navigations[0].url).toBe('/packages/live/room/index?liveId=1')
})

test('the live room plays the stream of the live class', async () => {
  mp = await launchApp({ signedInAs: '13800138000' })
  const page = await mp.loadPage('packages/live/room/index', { query: { liveId: 1 } })
  const info = await mp.waitForRequest('/api/livelist/getLiveInfo')
  expect(info.query.liveId).toBe('1')
  const video = await waitFor(() => page.dom.querySelector('wx-video'), { timeout: 5000 })
  expect(page.attrs(video).src).toMatch(/\/media\/video\/audition-sample\.mp4$/)
})

// An upcoming class (live 2, status 1) is reserved from its own page: a guest sees the room, taps 预约直播, logs in
// in the popup and the class is reserved (loginAfterLiveReservation); the button reads 已预约 with the new count.
test('the room of an upcoming class: a guest reserves it there, through the login popup', async () => {
  mp = await launchApp()
  const page = await mp.loadPage('packages/live/room/index', { query: { liveId: 2 } })
  const info = await mp.waitForRequest('/api/livelist/getLiveInfo')
  expect(info.response.data).toMatchObject({ liveId: 2, liveStatus: 1, liveUrl: null })
  const count = info.response.data.subscribeNum
  await page.findByText(`${count}人已预约`, { timeout: 5000 })
  await page.tap(page.getButton('预约直播'))
  await page.findByText('登录后预约直播')
  await page.tap(await page.findByText('使用验证码登录'))
  await codeLogin(page, '13800138000', '登录并预约')
  const reserved = await mp.waitForRequest('/api/account/app/loginAfterLiveReservation', { timeout: 5000 })
  expect(reserved.query.liveId).toBe('2')
  expect(reserved.response.data).toEqual({ liveId: 2, subscribed: true, subscribeNum: count + 1 })
  await page.findByText('已预约', { timeout: 5000 })
  await page.findByText(`${count + 1}人已预约`)
  const done = page.getButton('已预约')
  expect(page.isDisabled(done) || done.classList.contains('nut-button-disabled')).toBe(true)
  expect(mp.toasts).toContain('预约成功')
  expect(mp.requests.some((r) => r.path!.endsWith('/app/subscribeGoods'))).toBe(false)
})

test('the room of an upcoming class: a learner reserves it at once (subscribeGoods)', async () => {
  mp = await launchApp({ signedInAs: '13800138000' })
  const page = await mp.loadPage('packages/live/room/index', { query: { liveId: 3 } })
  await mp.waitForRequest('/api/account/app/loginCheckSubscribeGoods')
  await page.tap(await page.findByText('预约直播', { timeout: 5000 }))
  const reserved = await mp.waitForRequest('/api/account/app/subscribeGoods')
  expect(reserved.query.liveId).toBe('3')
  await page.findByText('已预约', { timeout: 5000 })
  expect(mp.requests.some((r) => r.path!.endsWith('/app/loginAfterLiveReservation'))).toBe(false)
})

test('the room of a class the learner reserved before: 已预约 (loginCheckSubscribeGoods)', async () => {
  mp = await launchApp({ signedInAs: '13800138000' })
  const token = mp.storage.get('token')
  expect((await mp.api('GET', `/api/account/app/subscribeGoods?liveId=4&token=${token}`)).data.code).toBe(200)
  const page = await mp.loadPage('packages/live/room/index', { query: { liveId: 4 } })
  const check = await mp.waitForRequest('/api/account/app/loginCheckSubscribeGoods')
  expect(check.query.liveIds).toBe('4')
  await page.findByText('已预约', { timeout: 5000 })
  expect(page.queryByText('预约直播')).toBeNull()
})

test('a bound staff member gets home, articles, course selection, mine', async () => {
  mp = await launchApp({ signedInAs: '13600136000' })
  const bar = await mp.loadPage('custom-tab-bar/index')
  await mp.waitForRequest('/api/qw/api/h5/v1/center/user/info', { method: 'POST' })
  await waitFor(() => tabTexts(bar).includes('选课'), { timeout: 5000, message: () => tabTexts(bar).join(',') })
  expect(tabTexts(bar)).toEqual(['首页', '资讯', '选课', '我的'])
})
