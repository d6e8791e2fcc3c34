/**
 * The live and mock-exam pages of the BUILT mini-program (packages/live) beside the live centre and the room
 * (live.test.ts), against the reference server in-process (server/db/seeds/live.ts: live 1 live now, 6 past with a
 * replay, 8 past without; papers 1..6; 13800138000 took papers 1 (72, then 85), 2 (58) and started 3).
 */
import { launchApp, waitFor, guardEachTest, type Mp, type Navigation, type Page } from './harness'
import { codeLogin } from './codeLogin'

const LEARNER = '13800138000'
const PKG = 'packages/live'
const CLIP = 'http://127.0.0.1:3100/media/video/audition-sample.mp4'

let mp: Mp
guardEachTest(() => mp)

const texts = (page: Page, cls: string) => page.queryAllByClass(cls).map((el) => el.textContent!.replace(/\s+/g, ' ').trim())
const loginTarget = (nav: Navigation) => {
  const url = new URL(nav.url!, 'http://x')
  return { path: url.pathname, redirect: url.searchParams.get('redirect') }
}

describe('replay (/liveReplay)', () => {
  test('a learner gets the past class\'s replay (getReplayInfo with the token): the video plays it, its parts are listed', async () => {
    mp = await launchApp({ signedInAs: LEARNER })
    const page = await mp.loadPage(`${PKG}/replay/index`, { query: { liveId: 6 } })
    const info = await mp.waitForRequest('/api/livelist/getReplayInfo')
    expect(info.query).toMatchObject({ liveId: '6', token: mp.storage.get('token') })
    const video = await waitFor(() => page.dom.querySelector('wx-video'), { timeout: 5000 })
    expect(page.attrs(video).src).toBe(CLIP)
    await page.findByText('出纳岗位一日体验')
    expect(texts(page, 'live-replay__part')).toEqual(['出纳岗位一日体验（上半场）45分0秒', '出纳岗位一日体验（下半场）55分0秒'])
  })

  test('a past class without a replay says 暂无回放; a guest is sent to login and back', async () => {
    mp = await launchApp({ signedInAs: LEARNER })
    const page = await mp.loadPage(`${PKG}/replay/index`, { query: { liveId: 8 } })
    await page.findByText('暂无回放', { timeout: 5000 })
    expect(page.dom.querySelector('wx-video')).toBeNull()
    await mp.close()

    mp = await launchApp()
    await mp.loadPage(`${PKG}/replay/index`, { query: { liveId: 6 } })
    await waitFor(() => mp.navigations.length > 0, { timeout: 5000 })
    expect(loginTarget(mp.navigations[0])).toEqual({ path: '/pages/login/index', redirect: '/liveReplay?liveId=6' })
    expect(mp.requests.some((r) => r.path!.endsWith('/getReplayInfo'))).toBe(false)
  })
})

describe('share (/shareLiveClass)', () => {
  test('a guest sees the shared class, logs in right there with phone and code and enters the live room', async () => {
    mp = await launchApp()
    const page = await mp.loadPage(`${PKG}/share/index`, { query: { id: 1 } })
    const share = await mp.waitForRequest('/api/livelist/operationLiveShare/selectByOperationLiveId')
    expect(share.query.operationLiveId).toBe('1')
    await page.findByText('真账实操：一个月的账怎么做', { timeout: 5000 })
    await page.findByText('刘红梅老师')
    await page.findByText('直播中')
    await page.findByText('登录后观看直播')

    const otp = await codeLogin(page, LEARNER, '登录并进入')
    const login = await mp.waitForRequest('/api/account/loginAndRegister', { method: 'POST' })
    expect(login.body).toMatchObject({ mobileNo: LEARNER, otp })
    await waitFor(() => mp.toasts.includes('登录成功'))
    await waitFor(() => mp.navigations.length > 0)
    expect(mp.navigations[0]).toMatchObject({ api: 'navigateTo', url: '/packages/live/room/index?liveId=1' })
    expect(mp.storage.get('token')).toBe(login.response.data.token)
  })

  test('a learner on the share of a past class gets 观看回放, which opens the replay', async () => {
    mp = await launchApp({ signedInAs: LEARNER })
    const page = await mp.loadPage(`${PKG}/share/index`, { query: { id: 6 } })
    await page.findByText('出纳岗位一日体验', { timeout: 5000 })
    expect(page.queryByText('登录后观看直播')).toBeNull()
    await page.tap(page.getButton('观看回放'))
    await waitFor(() => mp.navigations.length > 0)
    expect(mp.navigations[0]).toMatchObject({ api: 'navigateTo', url: '/packages/live/replay/index?liveId=6' })
  })
})

test('exams (/mockExam): the totals and the papers with the learner\'s best score; a paper opens its ranking', async () => {
  mp = await launchApp({ signedInAs: LEARNER })
  const page = await mp.loadPage(`${PKG}/exams/index`)
  const sum = await mp.waitForRequest('/api/livelist/examPaperCount/examSum')
  await waitFor(() => page.queryAllByClass('exam-card').length === 6, { timeout: 5000 })
  expect(texts(page, 'exam-sum__item--paperCount')).toEqual([`${sum.response.data.paperCount}试卷`])
  expect(sum.response.data.paperCount).toBe(6)
  const first = page.queryAllByClass('exam-card')[0]
  expect(first.textContent).toContain('2025初级会计实务全真模考（一）')
  expect(first.textContent).toContain('最高85分')
  expect(page.queryAllByClass('exam-card')[2].textContent).toContain('已开始，未交卷')
  // Each paper with participants shows its leader: mkExamRank's first place (one a page).
  const top = await waitFor(() => mp.requests.find((r) => r.path!.endsWith('/mkExamRank') && r.query!.examId === '1' && r.status !== undefined), { timeout: 5000 })
  expect(top.query).toMatchObject({ examId: '1', curPage: '1', pageSize: '1' })
  const leader = top.response.data.list[0]
  await waitFor(() => first.textContent!.includes(`榜首 ${leader.nickName} ${leader.score}分`), { timeout: 5000, message: () => first.textContent })
  // Paper 5 (not open, nobody took it) is not asked.
  await waitFor(() => mp.requests.filter((r) => r.path!.endsWith('/mkExamRank') && r.status !== undefined).length === 5, { timeout: 5000 })
  expect(mp.requests.filter((r) => r.path!.endsWith('/mkExamRank')).map((r) => r.query!.examId).sort()).toEqual(['1', '2', '3', '4', '6'])

  await page.tap(page.getByText('2025经济法基础全真模考（一）'))
  await waitFor(() => mp.navigations.length > 0)
  const url = new URL(mp.navigations[0].url!, 'http://x')
  expect(url.pathname).toBe('/packages/live/examRank/index')
  expect(Object.fromEntries(url.searchParams)).toEqual({ examId: '2', name: '2025经济法基础全真模考（一）' })
  await page.tap(page.getByText('我的考试记录'))
  await waitFor(() => mp.navigations.length > 1)
  expect(mp.navigations[1].url).toBe('/packages/live/examRecords/index')
})

describe('examRank (/mockExam/rank)', () => {
  test('a learner sees the rank and best score, the score bands and the first 10; near the bottom the next 10 follow', async () => {
    mp = await launchApp({ signedInAs: LEARNER })
    const page = await mp.loadPage(`${PKG}/examRank/index`, { query: { examId: 1, name: encodeURIComponent('2025初级会计实务全真模考（一）') } })
    const mine = await mp.waitForRequest('/api/livelist/userExamResults/mkMeRank', { method: 'POST' })
    expect(mine.body).toMatchObject({ examId: 1 })
    const { rank, score, total } = mine.response.data
    expect(score).toBe(85)
    await page.findByText(`第${rank}名`, { timeout: 5000 })
    expect(texts(page, 'exam-mine__value')).toEqual([`第${rank}名`, '85分'])
    expect(page.getByClass('exam-mine__beat').textContent).toContain(`共${total}人参加`)
    await waitFor(() => page.queryAllByClass('exam-band').length > 0)
    await waitFor(() => page.queryAllByClass('exam-rank').length === 10)
    expect(texts(page, 'exam-rank__no').slice(0, 3)).toEqual(['1', '2', '3'])

    page.comp.instance.onReachBottom()
    const next = await waitFor(() => mp.requests.find((r) => r.path!.endsWith('/ExamResultsRank/list') && r.body.currentPage === 2 && r.status))
    expect(next.body).toMatchObject({ examId: 1, pageSize: 10 })
    await waitFor(() => page.queryAllByClass('exam-rank').length === 20)
    expect(texts(page, 'exam-rank__no')[19]).toBe('20')
  })

  test('a guest\'s 登录查看我的排名 opens the login popup; after the code login the rank shows', async () => {
    mp = await launchApp()
    const page = await mp.loadPage(`${PKG}/examRank/index`, { query: { examId: 1 } })
    await waitFor(() => page.queryAllByClass('exam-rank').length === 10, { timeout: 5000 })
    expect(mp.requests.some((r) => r.path!.endsWith('/mkMeRank'))).toBe(false)
    await page.tap(page.getButton('登录查看我的排名'))
    await page.findByText('登录后继续购买')
    await page.tap(await page.findByText('使用验证码登录'))
    await codeLogin(page, LEARNER, '登录')
    await mp.waitForRequest('/api/livelist/userExamResults/mkMeRank', { method: 'POST' })
    await page.findByText('最好成绩', { timeout: 5000 })
    await waitFor(() => texts(page, 'exam-mine__value')[1] === '85分', { message: () => texts(page, 'exam-mine__value').join(', ') })
    expect(page.queryByText('登录查看我的排名')).toBeNull()
  })
})

describe('examRecords (/mockExam/records)', () => {
  test('the latest attempt on top, then every attempt; an attempt opens its paper\'s ranking', async () => {
    mp = await launchApp({ signedInAs: LEARNER })
    const page = await mp.loadPage(`${PKG}/examRecords/index`)
    await page.findByText('最近一次', { timeout: 5000 })
    await waitFor(() => page.queryAllByClass('exam-record').length === 5) // the latest + 4 attempts
    const records = texts(page, 'exam-record__head')
    expect(records[0]).toBe('2025中级会计实务全真模考未交卷')
    expect(records.slice(1)).toEqual([
      '2025中级会计实务全真模考未交卷',
      '2025初级会计实务全真模考（一）85分',
      '2025经济法基础全真模考（一）58分',
      '2025初级会计实务全真模考（一）72分',
    ])

    await page.tap(page.getByText('2025经济法基础全真模考（一）'))
    await waitFor(() => mp.navigations.length > 0)
    const url = new URL(mp.navigations[0].url!, 'http://x')
    expect(url.pathname).toBe('/packages/live/examRank/index')
    expect(Object.fromEntries(url.searchParams)).toEqual({ examId: '2', name: '2025经济法基础全真模考（一）' })
  })

  test('a guest is sent to login and back to the records', async () => {
    mp = await launchApp()
    await mp.loadPage(`${PKG}/examRecords/index`)
    await waitFor(() => mp.navigations.length > 0, { timeout: 5000 })
    expect(loginTarget(mp.navigations[0])).toEqual({ path: '/pages/login/index', redirect: '/mockExam/records' })
  })
})
