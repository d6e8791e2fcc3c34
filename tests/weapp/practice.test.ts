/**
 * The practical course page in the BUILT mini-program against the reference server in-process: it renders its
 * navigation (the course tree, the first top item with its first child) and the category floors; a top item selects
 * its first child; a guest's play goes to login; a learner's play gets a playback token and the video its URL.
 */
import { launchApp, waitFor, guardEachTest, type Mp, type Page, recordPageScrolls } from './harness'

const PAGE = 'packages/practice/course/index'
const LEARNER = '13800138000'

let mp: Mp
guardEachTest(() => mp)

const texts = (page: Page, cls: string) => page.queryAllByClass(cls).map((el) => el.textContent!.replace(/\s+/g, ' ').trim())

test('the page renders its navigation (sort = course, first child selected) and the category floors', async () => {
  mp = await launchApp()
  const page = await mp.loadPage(PAGE)
  const tree = await mp.waitForRequest('/api/practice/getPracticeCourseList')
  expect(tree.query.sort).toBe('course')
  await waitFor(() => page.queryAllByClass('practice-nav__top-item').length === 5, { timeout: 5000 })
  expect(texts(page, 'practice-nav__top-item')).toEqual(['商贸行业', '工业制造', '服务行业', '建筑房地产', '互联网电商'])
  expect(texts(page, 'practice-nav__top-item--active')).toEqual(['商贸行业'])
  expect(texts(page, 'practice-nav__sub-item--active')).toEqual(['批发零售'])

  await waitFor(() => page.queryAllByClass('practice-floor').length === 4, { timeout: 5000 })
  expect(texts(page, 'section__title')).toEqual(expect.arrayContaining(['真账实操', '办公技能', '免费体验', '答疑服务', '学习保障']))
  await waitFor(() => page.queryAllByClass('goods-card').length >= 8)
  await page.findByText('商贸企业全盘账务（商贸行业）', { timeout: 5000 })

  // A top item selects its first child.
  await page.tap(page.queryAllByClass('practice-nav__top-item')[1])
  await waitFor(() => texts(page, 'practice-nav__sub-item--active')[0] === '机械制造', { timeout: 5000 })
  const videos = await waitFor(() => mp.requests.find((r) => r.path!.endsWith('/practiceCourseList') && r.query!.practiceCourseId === '21' && r.status))
  expect(videos.query!.sort).toBe('course')
})

test('a guest\'s play goes to login and comes back to this tab and course', async () => {
  mp = await launchApp()
  const page = await mp.loadPage(PAGE)
  await waitFor(() => page.queryAllByClass('practice-player__cover').length === 1, { timeout: 5000 })
  await page.tap(page.getByClass('practice-player__cover'))
  await waitFor(() => mp.navigations.length > 0)
  expect(mp.navigations[0].api).toBe('redirectTo')
  const url = new URL(mp.navigations[0].url!, 'http://x')
  expect(url.pathname).toBe('/pages/login/index')
  expect(url.searchParams.get('redirect')).toBe('/subChannel/practicalCourse?tab=course&nodeId=111')
  expect(mp.requests.some((r) => r.path!.endsWith('/polyv/service/v1/token'))).toBe(false)
})

test('a learner plays an audition: the playback token call, the video gets its play URL', async () => {
  mp = await launchApp({ signedInAs: LEARNER })
  const page = await mp.loadPage(PAGE, { query: { tab: 'audition' } })
  await waitFor(() => page.queryAllByClass('practice-hot').length === 2, { timeout: 5000 })
  const button = page.queryAllByClass('practice-hot__audition')[1]
  await page.tap(button)
  const token = await mp.waitForRequest('/api/polyv/service/v1/token', { method: 'POST' })
  // The spec's form: userId (the video account), videoId, viewerId (the learner's uid), ts, sign; the user from the token.
  const form = Object.fromEntries(new URLSearchParams(token.body))
  expect(Object.keys(form).sort()).toEqual(['sign', 'ts', 'userId', 'videoId', 'viewerId'])
  expect(form).toMatchObject({ userId: 'sbx-polyv-user', videoId: 'pv-612-1', viewerId: String(mp.storage.get('userData').uid) })
  expect(form.sign).toMatch(/^[0-9A-F]{32}$/)
  expect(Math.abs(Number(form.ts) - Date.now())).toBeLessThan(60_000)
  expect(token.headers['Content-Type']).toBe('application/x-www-form-urlencoded')
  expect(token.headers.token).toBe(mp.storage.get('token'))
  const video = await waitFor(() => page.dom.querySelector('wx-video'), { timeout: 5000 })
  const src = page.attrs(video).src
  expect(src).toBe(`http://127.0.0.1:3100${token.response.data.playUrl}`)
  const clip = await mp.api('GET', token.response.data.playUrl, { headers: { range: 'bytes=0-99' } })
  expect(clip.status).toBe(206)
})

// Section 2: "scroll position is restored": left for a goods page from the Audition tab's second industry, the page
// shows again on that tab and industry, scrolled back.
test('back from a goods page: the tab, the navigation and the scroll position as left', async () => {
  mp = await launchApp()
  const scrolled = recordPageScrolls(mp)
  const page = await mp.loadPage(PAGE)
  await waitFor(() => page.queryAllByClass('practice-nav__top-item').length === 5, { timeout: 5000 })
  await page.tap(page.getByText('免费试听'))
  const tree = await waitFor(() => mp.requests.find((r) => r.path!.endsWith('/getPracticeCourseList') && r.query!.sort === 'audition' && r.status), { timeout: 5000 })
  const tops = tree.response.data.map((n: { sortName: string }) => n.sortName)
  await waitFor(() => texts(page, 'practice-nav__top-item').join() === tops.join() && texts(page, 'practice-nav__top-item--active')[0] === tops[0], { timeout: 5000 })
  const second = page.queryAllByClass('practice-nav__top-item')[1]
  const secondName = second.textContent!.trim()
  await page.tap(second)
  await waitFor(() => texts(page, 'practice-nav__top-item--active')[0] === secondName, { timeout: 5000 })
  const sub = texts(page, 'practice-nav__sub-item--active')[0]
  page.comp.instance.onPageScroll({ scrollTop: 900 })
  page.comp.instance.onHide() // a goods page over it
  page.comp.instance.onShow()
  await waitFor(() => scrolled.includes(900), { timeout: 10_000, message: () => `scrolled to ${scrolled.join(', ') || 'nothing'}` })
  expect(texts(page, 'practice-nav__top-item--active')).toEqual([secondName])
  expect(texts(page, 'practice-nav__sub-item--active')).toEqual([sub])
  expect(texts(page, 'nut-tabs-titles-item-active')[0]).toBe('免费试听') // the page's tabs (then the navigation's)
})
