// The ad places in Chromium on the built app (docs/spec/content-access.md sections 3, 7, 9): banner/app/banner asked for the
// build's places (62, 63, 64: the article detail's, the goods page's, my page's) only once the place nears the
// screen, its banners shown as the carousel; the show of the first banner and a tap's click reach the server (a tap
// counts, then opens the banner's page or goods).
import assert from 'node:assert/strict'
import { test } from '@playwright/test'
import { dbRows, loginAs, settled, suite } from './fixtures'

const s = suite('adBanners')
// The server draws each picture on first ask: on a busy machine a first load takes seconds more than the default 10 s.
const slowFirstLoads = () => s.context.setDefaultNavigationTimeout(30_000)
const LEARNER = '13800138000'

/** The banner/app/banner calls the page makes, by place. */
const asked: number[] = []
/** A banner's row of banner_pv (none yet: both 0). */
interface BannerCounts { show_count: number; click_count: number }
const counts = async (id: number): Promise<BannerCounts> => (await dbRows<BannerCounts>(s, 'SELECT show_count, click_count FROM banner_pv WHERE banner_id = ?', id))[0] ?? { show_count: 0, click_count: 0 }
/** A banner's counts once they are `expected` (the counts are sent in the background), within 5 s. */
async function countsReach(id: number, expected: BannerCounts) {
  for (let end = Date.now() + 5000; Date.now() < end; await new Promise((r) => setTimeout(r, 100))) {
    const now = await counts(id)
    if (now.show_count === expected.show_count && now.click_count === expected.click_count) return now
  }
  return counts(id)
}
/** The ad place shown on the page (pages left stay in the DOM, hidden, in Taro's H5 router). */
const banner = (place: number) => s.page.locator(`.ad-banner[data-ad-place="${place}"]`).filter({ visible: true }).first()
const pic = (place: number, id: number) => s.page.locator(`.ad-banner[data-ad-place="${place}"] .banner-swiper__pic[data-banner-id="${id}"]`).first()
/** A banner's picture shown: drawn by the server on its first ask, it may take a moment. */
async function pictureShown(place: number, id: number) {
  await pic(place, id).waitFor()
  await s.page.waitForFunction(({ place, id }) => {
    const el = document.querySelector(`.ad-banner[data-ad-place="${place}"] .banner-swiper__pic[data-banner-id="${id}"]`)
    const img = (el?.tagName === 'IMG' ? el : el?.querySelector('img')) as HTMLImageElement | null | undefined
    return !!img && img.complete && img.naturalWidth > 0
  }, { place, id }, { timeout: 20_000 })
}

let askedBeforeScroll: number[] | null = null

test('the goods page (place 63), as a guest: asked when scrolled near, then a tap counts and opens its page', async () => {
  const { page, errors } = s
  slowFirstLoads()
  page.on('request', (r) => {
    const url = new URL(r.url())
    if (url.pathname === '/api/banner/app/banner') asked.push(Number(url.searchParams.get('showPlaceId')))
  })
  await page.goto(`${s.url}/allSubject?goodsId=1`)
  await page.locator('.goods-page').waitFor()
  await page.getByText('课程介绍').waitFor()
  await page.waitForTimeout(500) // a window in which the banner below the fold must not be asked
  // Below the fold: not asked while the first screen shows (checked in the todo test below).
  askedBeforeScroll = [...asked]
  await page.locator('.ad-banner[data-ad-place="63"]').scrollIntoViewIfNeeded()
  await pictureShown(63, 6301)
  assert.deepEqual([...new Set(asked)], [63])
  await settled(banner(63)) // the carousel settles
  await s.shot('goods-page-ad-guest')
  assert.deepEqual(await countsReach(6301, { show_count: 1, click_count: 0 }), { show_count: 1, click_count: 0 })

  await pic(63, 6301).click()
  await page.waitForURL((u) => u.pathname === '/vipList')
  assert.deepEqual(await countsReach(6301, { show_count: 1, click_count: 1 }), { show_count: 1, click_count: 1 })
  assert.deepEqual(errors, [])
})

test('my page (place 64), as a guest and as a learner: last on the page; a tap opens the knowledge store', async () => {
  const { page, errors } = s
  slowFirstLoads()
  await page.goto(`${s.url}/publicPage/myPage`)
  await page.locator('.mine-page__login').waitFor()
  await page.locator('.ad-banner[data-ad-place="64"]').scrollIntoViewIfNeeded()
  await pictureShown(64, 6401)
  await settled(banner(64)) // the carousel settles
  await s.shot('my-page-ad-guest')

  await loginAs(s, LEARNER)
  await page.goto(`${s.url}/publicPage/myPage`)
  await page.locator('.mine-page__mobile', { hasText: '138****8000' }).waitFor()
  await page.locator('.account-security').waitFor()
  await page.locator('.ad-banner[data-ad-place="64"]').scrollIntoViewIfNeeded()
  await pictureShown(64, 6401)
  await settled(banner(64)) // the carousel settles
  await s.shot('my-page-ad-learner')
  await pic(64, 6401).click()
  await page.waitForURL((u) => u.pathname === '/knowledge-shop')
  assert.equal((await countsReach(6401, { show_count: 2, click_count: 1 })).click_count, 1)
  assert.deepEqual(errors, [])
})

test('the article detail (place 62), for a learner: after like and collect; a goods banner opens its goods', async () => {
  const { page, errors } = s
  slowFirstLoads()
  await page.goto(`${s.url}/article/10104?siteId=1`)
  await page.locator('.article-detail__marks').waitFor()
  await page.locator('.ad-banner[data-ad-place="62"]').scrollIntoViewIfNeeded()
  await pictureShown(62, 6201)
  await settled(banner(62)) // the carousel settles
  await s.shot('article-detail-ad')
  await pic(62, 6201).click()
  await page.waitForURL((u) => u.pathname === '/allSubject' && u.searchParams.get('goodsId') === '8')
  assert.deepEqual(await countsReach(6201, { show_count: 1, click_count: 1 }), { show_count: 1, click_count: 1 })
  assert.deepEqual(errors, [])
})

// A known race: the banner is mounted with the sections above it and, on a busy machine, can lie within the on-screen
// margin before the coupons and auditions above it fill in, so it is asked before the learner scrolls. When it loses,
// npm test's retry runs the file again and the report lists it as flaky; twice in a row fails the run.
test('the goods page (place 63): not asked while the first screen shows', { annotation: { type: 'todo', description: 'the banner may be asked before the sections above it fill in' } }, () => {
  assert.deepEqual(askedBeforeScroll, [])
})
