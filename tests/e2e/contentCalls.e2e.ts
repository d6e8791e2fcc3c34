// The content calls in Chromium on the built app: the article list located by IP (the sandbox maps stand-in; a
// loopback caller stays nationwide, a documentation address is placed in 四川) with a feature card; the knowledge course
// page's zone block, an audition booked (已预约 there and on /audition), a claim through a teacher's shared link made on
// that teacher's campus in the learner's city; the mock exam set with each paper's leader.
import assert from 'node:assert/strict'
import { test } from '@playwright/test'
import type { Page, Response } from 'playwright-core'
import { loginAs, settled, suite } from './fixtures'

const s = suite('contentCalls')
const LEARNER = '13800138000'
const MAPS = '**/sandbox/maps/ws/location/v1/ip?**'

/** The maps stand-in asked as if the browser were at `ip` (the sandbox places RFC 5737 addresses only). */
async function locateAs(page: Page, ip: string) {
  await page.route(MAPS, (route) => route.continue({ url: `${route.request().url()}&ip=${ip}` }))
}

test('articles: a loopback caller is not placed, so the list is nationwide and getProvinceId is not asked; 10106 is a feature card', async () => {
  const { page, errors } = s
  const asked: string[] = []
  page.on('request', (r) => r.url().includes('/getProvinceId/v3') && asked.push(r.url()))
  const located = page.waitForResponse((r) => r.url().includes('/sandbox/maps/ws/location/v1/ip'))
  await page.goto(`${s.url}/article`)
  assert.deepEqual(await (await located).json(), { status: 375, message: '局域网IP无法定位' })
  await page.locator('.article-item').first().waitFor()
  assert.equal(await page.locator('.article-region__name').innerText(), '全国')
  assert.deepEqual(asked, [])

  const card = page.locator('.article-item[data-article-id="10106"]')
  await card.scrollIntoViewIfNeeded()
  assert.equal(await card.getAttribute('data-layout'), 'style4')
  const box = await card.locator('.article-item__feature').boundingBox()
  const title = await card.locator('.article-item__feature-shade .article-item__title').boundingBox()
  assert.ok(box && title, 'the feature card and its title are on the page')
  // The title lies on the picture, inside it, and the picture is the page's width less the item's padding.
  assert.ok(title.y >= box.y && title.y + title.height <= box.y + box.height + 0.5, `title ${JSON.stringify(title)} in ${JSON.stringify(box)}`)
  assert.ok(box.width > 300 && box.x >= 0 && box.x + box.width <= 375, JSON.stringify(box))
  assert.equal(await card.locator('.article-item__title').evaluate((el) => getComputedStyle(el).color), 'rgb(255, 255, 255)')
  await card.evaluate((el) => el.closest('.taro_page')!.scrollBy(0, el.getBoundingClientRect().top - 200))
  // Its picture loads as it nears the screen (lazyLoad): loaded before the screenshot.
  await page.waitForFunction(() => {
    const img = document.querySelector<HTMLImageElement>('.article-item[data-article-id="10106"] .article-item__feature-pic img')
    return !!img && img.complete && img.naturalWidth > 0
  })
  await settled(card)
  await s.shot('articles-nationwide-feature-card')
  await card.click()
  await page.waitForURL((url) => url.pathname === '/article/10106')
  assert.deepEqual(errors, [])
})

test('articles: located at 198.51.100.7 (四川), getProvinceId is asked with 四川省 and the lists are that province\'s', async () => {
  const { page } = s
  await page.unrouteAll()
  await locateAs(page, '198.51.100.7')
  const asked = page.waitForResponse((r) => r.url().includes('/getProvinceId/v3'))
  const list = page.waitForRequest((r) => r.url().includes('/informationList/v3'))
  await page.goto(`${s.url}/article`)
  const answer = await asked
  assert.equal(new URL(answer.url()).searchParams.get('provinceName'), '四川省')
  const { data } = await answer.json()
  assert.ok(data.provinceId > 0)
  assert.equal(new URL((await list).url()).searchParams.get('provinceId'), String(data.provinceId))
  await page.locator('.article-region__name', { hasText: '四川省' }).waitFor()
  await page.locator('.article-item').first().waitFor()
  await s.shot('articles-located')
  await page.unrouteAll()
})

test('knowledge: the course page shows its zone with 3 more of its goods; 更多 opens the zone page on that zone', async () => {
  const { page, errors } = s
  await page.goto(`${s.url}/course-detail?id=503`)
  const block = page.locator('.k-zone')
  await block.locator('.section__title', { hasText: '所属专区 · 实操专区' }).waitFor()
  assert.equal(await block.locator('.k-zone__count').innerText(), '共4门课程')
  assert.deepEqual(await block.locator('.k-card').evaluateAll((els) => els.map((el) => el.getAttribute('data-knowledge-id'))), ['501', '502', '504'])
  await block.scrollIntoViewIfNeeded()
  await s.shot('course-detail-zone')
  await block.locator('.section__extra').click()
  await page.waitForURL((url) => url.pathname === '/kczq' && url.searchParams.get('knowZoneId') === '4')
  await page.locator('.k-zones[data-zone-id="4"]').waitFor()
  assert.deepEqual(errors, [])
})

test('knowledge: an audition to book, booked, reads 已预约 on its page and on /audition', async () => {
  const { page } = s
  await loginAs(s, LEARNER)
  await page.goto(`${s.url}/course-detail?id=528`)
  const main = page.locator('.k-bar .nut-button')
  await main.filter({ hasText: '预约试听' }).waitFor()
  await main.click()
  await page.locator('.k-bar').getByRole('button', { name: '已预约' }).waitFor()
  assert.match(await main.getAttribute('class') ?? '', /nut-button-disabled/)
  await s.shot('course-detail-booked')
  await page.goto(`${s.url}/audition`)
  const card = page.locator('.k-card[data-knowledge-id="528"] .k-card__study')
  await card.filter({ hasText: '已预约' }).waitFor()
  assert.equal(await page.locator('.k-card[data-knowledge-id="527"] .k-card__study').innerText(), '预约试听')
  await card.scrollIntoViewIfNeeded()
  await s.shot('audition-booked')
})

test('knowledge: entering through teacher T9\'s shared link, located in 上海, a claim is made on T9\'s 上海 campus', async () => {
  const { page } = s
  await locateAs(page, '203.0.113.9')
  await page.goto(`${s.url}/course-detail?id=502&teacherId=T9`)
  const school = page.waitForResponse((r) => r.url().includes('/api/knowledge/getTeacherIdSchool'))
  const claim = page.waitForRequest((r) => r.url().includes('/api/knowledge/purchaseZerogoods'))
  await page.locator('.k-bar').getByRole('button', { name: '马上学习' }).click()
  const asked = new URL((await school).url()).searchParams
  assert.deepEqual([asked.get('teacherId'), asked.get('city')], ['T9', '上海市'])
  assert.equal((await (await school).json()).data.schoolId, 3)
  assert.equal(new URL((await claim).url()).searchParams.get('schoolId'), '3')
  await page.locator('.k-claimed').getByText('查看订单').waitFor()
  await s.shot('claimed-on-teacher-campus')
  await page.unrouteAll()
})

test('mock exam set: each paper with participants shows its leader (mkExamRank\'s first place)', async () => {
  const { page, errors } = s
  const ranks: Response[] = []
  page.on('response', (r) => r.url().includes('/api/livelist/mkExamRank') && ranks.push(r))
  await page.goto(`${s.url}/mockExam`)
  const first = page.locator('.exam-card[data-exam-id="1"] .exam-card__leader')
  await first.waitFor()
  const top = ranks.find((r) => new URL(r.url()).searchParams.get('examId') === '1')
  assert.ok(top, 'mkExamRank was asked for paper 1')
  const leader = (await top.json()).data.list[0]
  assert.match(await first.innerText(), new RegExp(`^榜首 ${leader.nickName} ${leader.score}分`))
  assert.equal(await page.locator('.exam-card[data-exam-id="5"] .exam-card__leader').count(), 0)
  await s.shot('mock-exams-leaders')
  assert.deepEqual(errors, [])
})
