// The practical course page in Chromium: open it as a guest (banners, navigation with its first child, floors,
// tips, teachers, 学习保障, hot articles, the real-account tips), switch industry (action sheet 全部行业) and use the sub-navigation sheet; buy
// as a guest (the login popup, then the goods page); audition as a guest (to login and back), then play the
// audition: the <video> gets the server's play URL with its token, the clip answers 200/206 and plays.
import assert from 'node:assert/strict'
import { test } from '@playwright/test'
import type { Locator, Page } from 'playwright-core'
import { dbRows, latestOtp, settled, suite, tapButton } from './fixtures'

const s = suite('practice')
const PAGE = '/subChannel/practicalCourse'

const nav = (page: Page, top: number, sub: number) => page.locator(`.practice-nav[data-top-id="${top}"][data-sub-id="${sub}"]`)

/** Code login on the form in front (the login page or the popup); one OTP a minute per mobile: each mobile once. */
async function codeLogin(_page: Page, scope: Page | Locator, mobile: string) {
  await scope.locator('input[placeholder="请输入手机号"]').fill(mobile)
  await scope.getByRole('button', { name: '获取验证码' }).click()
  await scope.getByText(/^\d+s$/).waitFor()
  await scope.locator('input[placeholder="请输入验证码"]').fill(await latestOtp(s.url, mobile))
  await scope.locator('.nut-button.code-login__submit').click()
}

test('a guest opens the page, the nav selects first children, switches industry and uses the sub-navigation sheet', async () => {
  const { page, errors } = s
  await page.goto(`${s.url}${PAGE}`)
  await nav(page, 1, 11).waitFor()
  assert.match(await page.title(), /助学圆梦计划/)
  await page.locator('.practice-nav__top-item--active', { hasText: '商贸行业' }).waitFor()
  await page.locator('.practice-nav__sub-item--active', { hasText: '批发零售' }).waitFor()
  await page.locator('.banner-swiper__pic[data-banner-id="2601"]').first().waitFor()
  await page.locator('.practice-player__title', { hasText: '商贸企业全盘账务' }).waitFor()
  await page.locator('.practice-chapter[data-video-id="pv-111-1"]').waitFor()
  await page.locator('.practice-badge', { hasText: '36课时' }).waitFor()
  await s.shot('course-tab')

  // The blocks below the player.
  await page.locator('.practice-teacher__name', { hasText: '刘红梅' }).waitFor()
  await page.getByText('学习保障').waitFor()
  await page.locator('.practice-floor .goods-card').first().waitFor()
  assert.deepEqual(await page.locator('.practice-floor .section__title').allTextContents(), ['真账实操', '办公技能', '免费体验', '答疑服务'])
  await page.locator('.practice-article[data-article-id="70101"]').scrollIntoViewIfNeeded()
  await s.shot('floors-and-articles')

  // The real-account tips (their code loads when first opened): the two swipe images; 我知道了 closes them.
  await page.getByText('什么是真账实操？').click()
  await page.locator('.practice-real-account__swiper img').first().waitFor()
  // The picture in view has loaded before the picture of the dialog is taken.
  await page.waitForFunction(() => {
    const img = document.querySelector<HTMLImageElement>('.practice-real-account__swiper img')
    return img?.complete && img.naturalWidth > 0
  })
  const pics = await page.locator('.practice-real-account__swiper img').evaluateAll((imgs) => imgs.map((i) => i.getAttribute('src')))
  assert.deepEqual([...new Set(pics)].map((p) => (p ?? '').split('&title=')[0]), ['/media/cover/practice-real-account-1.png?w=560&h=720', '/media/cover/practice-real-account-2.png?w=560&h=720'])
  await settled(page.locator('.practice-real-account__swiper')) // the dialog fades in
  await s.shot('real-account-tips')
  await tapButton(page, '我知道了')
  await page.locator('.practice-real-account__swiper').waitFor({ state: 'detached' })

  // A top item selects its first child.
  await page.locator('.practice-nav__top-item[data-node-id="2"]').click()
  await nav(page, 2, 21).waitFor()
  await page.locator('.practice-player__title', { hasText: '制造业成本核算' }).waitFor()

  // The industry switcher: action sheet 全部行业 with the sortName tree.
  await page.getByText('切换行业').click()
  await page.locator('.nut-popup-title-title', { hasText: '全部行业' }).waitFor()
  await settled(page.locator('.nut-actionsheet-item-name', { hasText: '建筑房地产' })) // the sheet slides in
  await s.shot('industry-switcher')
  await page.locator('.nut-actionsheet-item-name', { hasText: '建筑房地产' }).click()
  await nav(page, 4, 41).waitFor()
  await page.locator('.practice-player__title', { hasText: '建筑企业项目核算' }).waitFor()
  await page.locator('.practice-teacher__name', { hasText: '赵志刚' }).waitFor() // the industry's teachers
  await s.shot('industry-switched')

  // The sub-navigation sheet: a chip of another industry.
  await page.locator('.practice-nav__sheet').click()
  await page.locator('.practice-sheet__group[data-node-id="5"] .practice-sheet__head').click()
  await page.locator('.practice-sheet__chip[data-node-id="52"]').click()
  await nav(page, 5, 52).waitFor()
  await page.locator('.practice-player__title', { hasText: '高新技术企业研发费用' }).waitFor()

  // The counters reached the server: visits of the courses shown, the first banner's show.
  const visits = await dbRows(s, 'SELECT id, visit_count FROM practice_nodes WHERE id IN (111, 211, 411, 521) ORDER BY id')
  assert.deepEqual(visits.map((r) => [r.id, r.visit_count]), [[111, 1], [211, 1], [411, 1], [521, 1]])
  const [banner] = await dbRows(s, 'SELECT show_count FROM practice_banners WHERE id = 2601')
  assert.ok(banner.show_count >= 1)
  assert.deepEqual(errors, [])
})

test('a guest buys: the login popup, then the goods jump continues to the goods page', async () => {
  const { page } = s
  // A fresh start: the place the last test left on this page is kept in the tab's session storage for the way back.
  await page.goto(`${s.url}/404`)
  await page.evaluate(() => sessionStorage.clear())
  await page.goto(`${s.url}${PAGE}`)
  await nav(page, 1, 11).waitFor()
  await tapButton(page, '立即购买')
  const popup = page.locator('.login-popup')
  await settled(popup.getByText('登录后继续购买')) // the popup slides up
  await s.shot('buy-login-popup')
  await codeLogin(page, popup, '13900139000')
  await page.waitForURL((url) => url.pathname === '/internship' && url.searchParams.get('goodsId') === '20')
  await page.locator('.goods-page').waitFor()
  await s.shot('goods-page')
  const [clicks] = await dbRows(s, 'SELECT click_count FROM practice_nodes WHERE id = 111')
  assert.equal(clicks.click_count, 1)
  await s.context.clearCookies()
  await page.evaluate(() => window.localStorage.clear())
})

test('an audition as a guest goes to login; back on the audition tab, the audition plays with its token', async () => {
  const { page, errors } = s
  await page.goto(`${s.url}${PAGE}?tab=audition`)
  await nav(page, 6, 61).waitFor()
  await page.locator('.practice-ranking__title', { hasText: '学习时长排行' }).waitFor()
  await page.locator('.practice-audition-bar', { hasText: '立即报名' }).waitFor()
  await s.shot('audition-tab')

  await page.locator('.practice-hot[data-node-id="612"] .practice-hot__audition').click()
  await page.waitForURL((url) => url.pathname === '/login' && url.searchParams.get('redirect') === `${PAGE}?tab=audition&nodeId=612`)
  await s.shot('audition-login')
  await codeLogin(page, page, '13800138000')
  await page.waitForURL((url) => url.pathname === PAGE && url.searchParams.get('nodeId') === '612')
  await nav(page, 6, 61).waitFor()
  await page.locator('.practice-audition[data-course-id="612"]').waitFor()

  const media = page.waitForResponse((res) => res.url().includes('/api/practice/polyv/play/pv-612-1?playToken='))
  const asked = page.waitForRequest((r) => r.url().includes('/api/polyv/service/v1/token'))
  await page.locator('.practice-hot[data-node-id="612"] .practice-hot__audition').click()
  // The spec's form: userId (the video account), videoId, viewerId, ts and an uppercase MD5 sign; the user from the token.
  const tokenCall = await asked
  assert.equal(tokenCall.headers()['content-type'], 'application/x-www-form-urlencoded')
  const form = Object.fromEntries(new URLSearchParams(tokenCall.postData() ?? assert.fail('the token call has no body')))
  assert.deepEqual(Object.keys(form).sort(), ['sign', 'ts', 'userId', 'videoId', 'viewerId'])
  assert.equal(form.videoId, 'pv-612-1')
  assert.match(form.viewerId, /^\d+$/)
  assert.match(form.sign, /^[0-9A-F]{32}$/)
  assert.ok(Math.abs(Number(form.ts) - Date.now()) < 60_000)
  const video = page.locator('.practice-player video')
  await video.waitFor({ state: 'attached' })
  const src = await video.evaluate((v: HTMLVideoElement) => v.currentSrc || v.src)
  assert.match(src, /\/api\/practice\/polyv\/play\/pv-612-1\?playToken=[A-Za-z0-9_-]+$/)
  const response = await media
  assert.ok([200, 206].includes(response.status()), `the clip answered ${response.status()}`)

  // It starts by itself (the learner's tap asked for it) and plays on.
  await page.waitForFunction(() => {
    const v = document.querySelector<HTMLVideoElement>('.practice-player video')
    return v && v.readyState >= 2 && v.currentTime > 0.5 && !v.paused
  }, null, { timeout: 10_000 })
  await s.shot('audition-playing')

  // The token is what makes the URL play: without it the server refuses.
  const refused = await page.evaluate(async (url) => (await fetch(url.replace(/playToken=[^&]+/, 'playToken=nope'))).status, src)
  assert.equal(refused, 403)
  assert.deepEqual(errors, [])
})
