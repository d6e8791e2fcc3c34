/**
 * Sharing in the BUILT mini-program: the goods page's share menu (enableShareAppMessage) shares the goods with the
 * sharer's teacher id (the user id of the learner) on its page path; the shared course card (/shareCourse) renders
 * and leads to the course.
 */
const { launchApp, waitFor, guardEachTest } = require('./harness')

let mp
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
  const share = page.comp.instance.onShareAppMessage({ from: 'menu' })
  expect(share.title).toBe('2025初级会计职称·全科精讲班')
  expect(share.path).toBe(`/packages/goods/detail/index?goodsId=1&teacherId=${uid}`)
  expect(share.imageUrl).toMatch(/^http:\/\/127\.0\.0\.1:3100\/media\//)
  const timeline = page.comp.instance.onShareTimeline()
  expect(timeline).toMatchObject({ title: share.title, query: expect.stringMatching(/^goodsId=1&teacherId=\d+$/) })
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
