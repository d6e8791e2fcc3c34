/**
 * The knowledge store in the BUILT mini-program against the reference server in-process: the store home renders
 * its nav buttons, floors and '马上学习'; a guest's tap opens the 课程领取 popup and claims nothing; a signed-in
 * learner's tap claims the free goods once (purchaseZerogoods with the token header); /wx lists its floors.
 */
import { launchApp, waitFor, guardEachTest, type Mp, type Page } from './harness'

const LEARNER = '13800138000'

let mp: Mp
guardEachTest(() => mp)

/** The '马上学习' button of the first card showing `name`. */
function studyButtonOf(page: Page, name: string) {
  const card = page.queryAllByClass('k-card').find((el) => (el.textContent || '').includes(name))
  const hit = card && [...card.querySelectorAll('*')].find((el) => (el.textContent || '').trim() === '马上学习' && el.closest('wx-button'))
  return hit && hit.closest('wx-button')
}

test('the knowledge-store home renders its navs, floors and 马上学习; a guest gets the 课程领取 popup', async () => {
  mp = await launchApp()
  const page = await mp.loadPage('packages/knowledge/home/index')
  await mp.waitForRequest('/api/knowledge/ksHomePageLists')
  await page.findByText('免费领取', { timeout: 5000 })
  await page.findByText('热门试听')
  expect(page.queryAllByClass('k-home__nav').length).toBe(8)
  expect(page.queryAllByText('马上学习').length).toBeGreaterThan(0)
  expect(page.queryAllByText('更多').length).toBe(4)

  await page.tap(page.queryAllByText('马上学习')[0])
  await page.findByText('课程领取')
  // The mini-program offers WeChat phone login first; code login ends with the popup's 点击领取.
  await page.tap(await page.findByText('使用验证码登录'))
  await page.findByText('点击领取')
  expect(mp.requests.some((r) => r.path!.endsWith('/purchaseZerogoods'))).toBe(false)
})

test('a signed-in learner claims a free goods once, with the token in the header', async () => {
  mp = await launchApp({ signedInAs: LEARNER })
  const page = await mp.loadPage('packages/knowledge/home/index')
  await page.findByText('免费领取', { timeout: 5000 })
  const btn = await waitFor(() => studyButtonOf(page, '零基础会计入门训练营'), { timeout: 10_000 })
  await page.tap(btn)
  await page.tap(btn)
  const claim = await mp.waitForRequest('/api/knowledge/purchaseZerogoods')
  // platformType 3 on iOS, else 2: miniprogram-simulate's system is iOS.
  expect(claim.query).toMatchObject({ goodsId: '4', schoolId: '1', platformType: '3' })
  expect(claim.headers.token).toBe(mp.storage.get('token'))
  expect(claim.response.data).toMatchObject({ goodsId: 4, isNew: true })
  await waitFor(() => mp.toasts.includes('领取成功'))
  expect(mp.requests.filter((r) => r.path!.endsWith('/purchaseZerogoods')).length).toBe(1)
})

test('/wx lists the student-aid categories and their first floors', async () => {
  mp = await launchApp()
  const page = await mp.loadPage('packages/knowledge/studentAid/index')
  const floors = await mp.waitForRequest('/api/practice/wxFirstCourseCategorys')
  expect(floors.query).toMatchObject({ curPage: '1', pageSize: '5' })
  await page.findByText('会计入门', { timeout: 5000 })
  await waitFor(() => page.queryAllByClass('wx-home__floor').length === 5)
  expect(page.queryAllByText('没有更多了').length).toBe(0)
})

test('the goods page\'s share float → 生成海报: the poster drawn on the Canvas 2D node with the cover, exported, shown to long-press', async () => {
  mp = await launchApp({ signedInAs: LEARNER })
  const page = await mp.loadPage('packages/knowledge/detail/index', { query: { id: 501 } })
  await page.findByText('零基础会计入门训练营', { timeout: 5000 })
  await page.tap(page.getByClass('k-share__float').querySelector('.nut-hoverbutton-item-container')!)
  await page.tap(await page.findByText('生成海报'))
  const img = await waitFor(() => page.queryAllByClass('k-poster__img')[0], { timeout: 10_000 })
  expect(page.attrs(img)).toMatchObject({ src: 'wxfile://tmp/k-poster-canvas-1.png', showMenuByLongpress: true })
  await page.findByText('长按图片 下载海报')

  // The page's canvas is a Canvas 2D one (WeChat's canvas-id API is deprecated), found by its id.
  const canvasEl = page.dom.querySelector('wx-canvas')
  expect(page.attrs(canvasEl!)).toMatchObject({ type: '2d', id: 'k-poster-canvas' })
  // (The harness's selector query answers any '#id' with a node: the id it looked up is the one the page drew.)
  const canvas = mp.canvases.get('k-poster-canvas')!
  expect([canvas.width, canvas.height]).toEqual([600, 920])
  const texts = canvas.ops.filter((o) => o.op === 'fillText').map((o) => o.args[0])
  // No web address in the mini-program: the app is named, no link line.
  expect(texts.slice(0, 3)).toEqual(['知识商城', '会计学堂小程序 · 知识商城', '零基础会计入门训练营'])
  expect(texts).toContain('邀请你一起来学习')
  // The cover was fetched to a local file and drawn from it.
  const drawn = canvas.ops.find((o) => o.op === 'drawImage')!
  const image = drawn.args[0] as { src: string } // the image createImage made
  expect(image.src).toMatch(/^wxfile:\/\/tmp\//)
  expect(decodeURIComponent(image.src)).toContain('/media/')

  await page.tap(page.getByText('我知道了'))
  await waitFor(() => page.queryAllByClass('k-poster__img').length === 0)
})
