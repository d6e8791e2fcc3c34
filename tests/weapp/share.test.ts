/**
 * Sharing in the BUILT mini-program: the goods page's share menu (enableShareAppMessage) shares the goods with the
 * sharer's teacher id (the user id of the learner, the qw user id of bound sales staff) on its page path, and so do
 * the other sharing pages; the practical course page offers a share button; the shared course card (/shareCourse)
 * renders and leads to the course.
 */
import { launchApp, waitFor, guardEachTest, type Mp } from './harness'

let mp: Mp
guardEachTest(() => mp)

test('the goods page shares the goods on its page path with the learner\'s teacher id; its menu is enabled', async () => {
  mp = await launchApp({ signedInAs: '13800138000' })
  const { uid } = mp.storage.get('userData')
  expect(uid).toBeGreaterThan(0)
  const page = await mp.loadPage('packages/goods/detail/index', { query: { goodsId: 1 } })
  await page.findByText('2025初级会计职称·全科精讲班', { timeout: 5000 })
  // enableShareAppMessage / enableShareTimeline in the page config make Taro give the page these two handlers.
  expect(typeof page.comp.instance.onShareAppMessage).toBe('function')
  expect(typeof page.comp.instance.onShareTimeline).toBe('function')
  const share = page.comp.instance.onShareAppMessage!({ from: 'menu' })
  expect(share.title).toBe('2025初级会计职称·全科精讲班')
  expect(share.path).toBe(`/packages/goods/detail/index?goodsId=1&teacherId=${uid}`)
  expect(share.imageUrl).toMatch(/^http:\/\/127\.0\.0\.1:3100\/media\//)
  const timeline = page.comp.instance.onShareTimeline!()
  expect(timeline).toMatchObject({ title: share.title, query: expect.stringMatching(/^goodsId=1&teacherId=\d+$/) })
})

test("a bound sales staff member's shares carry the staff user id (docs/spec/content-access.md section 6)", async () => {
  mp = await launchApp({ signedInAs: '13600136000' })
  const page = await mp.loadPage('packages/goods/detail/index', { query: { goodsId: 1 } })
  await page.findByText('2025初级会计职称·全科精讲班', { timeout: 5000 })
  await waitFor(() => page.comp.instance.onShareAppMessage!({ from: 'menu' }).path.includes('teacherId=ZhangMin'))
  expect(page.comp.instance.onShareAppMessage!({ from: 'menu' }).path).toBe('/packages/goods/detail/index?goodsId=1&teacherId=ZhangMin')
})

test("the article detail, the live centre and the practical course share with the learner's teacher id", async () => {
  mp = await launchApp({ signedInAs: '13800138000' })
  const { uid } = mp.storage.get('userData')
  const article = await mp.loadPage('packages/article/detail/index', { query: { id: 10104, siteId: 1, informationTypeId: 101, informationType: 1, provinceId: 0 } })
  await waitFor(() => article.comp.instance.onShareAppMessage!({ from: 'menu' }).path.includes('teacherId='))
  expect(article.comp.instance.onShareAppMessage!({ from: 'menu' }).path).toMatch(new RegExp(`^/packages/article/detail/index\\?id=10104&.*teacherId=${uid}$`))
  const live = await mp.loadPage('packages/live/liveCenter/index')
  expect(live.comp.instance.onShareAppMessage!({ from: 'menu' }).path).toBe(`/packages/live/liveCenter/index?teacherId=${uid}`)
  const practice = await mp.loadPage('packages/practice/course/index')
  await waitFor(() => practice.comp.instance.onShareAppMessage!({ from: 'menu' }).path.includes('nodeId='))
  expect(practice.comp.instance.onShareAppMessage!({ from: 'menu' }).path).toMatch(new RegExp(`^/packages/practice/course/index\\?tab=course&nodeId=111&teacherId=${uid}$`))
  // Section 2 "Practical course page: ... share": a share button (WeChat's share through open-type share).
  expect(practice.getByText('分享')).toBeTruthy()
})

test('a shared course card renders and leads to the course', async () => {
  mp = await launchApp()
  const page = await mp.loadPage('packages/share/course/index', {
    query: { courseType: '2', courseName: encodeURIComponent('2025初级会计职称·全科精讲班'), courseUrl: encodeURIComponent('/allSubject?goodsId=1'), teacherName: encodeURIComponent('王老师') },
  })
  await page.findByText('2025初级会计职称·全科精讲班', { timeout: 5000 })
  expect(page.getByText('主讲：王老师')).toBeTruthy()
  await page.tap(page.getButton('立即学习'))
  await waitFor(() => mp.navigations.length > 0)
  expect(mp.navigations[0].url).toBe('/packages/goods/detail/index?goodsId=1')
})
