// Content in WebKit as iPhone Safari, logged in: the article list paged by scrolling, a detail opened from far down
// the list and Back to the same tab and scroll place; the practical course's audition page with its video; my page
// and from it the live centre with its live, upcoming and replay classes.
import assert from 'node:assert/strict'
import { test } from 'node:test'
import { go, loginAs, pageErrors, run, tap, waitFor, waitText, waitUntil, waitUrl, webkitSuite } from './driver'

const s = webkitSuite('content')

let learner: Promise<string> | undefined
const login = () => (learner ??= loginAs(s, '13800138000'))

/** The scroll place of the page holding `inside` (Taro's H5 pages scroll inside .taro_page). */
const scrollTop = (inside: string) => run(s.driver, (sel) => document.querySelector(sel)?.closest('.taro_page')?.scrollTop ?? -1, inside)

/** Scrolls the page holding `inside` down a little at a time, as a finger does, until `count` items are there. */
async function scrollUntil(inside: string, items: string, count: number) {
  await waitUntil(s.driver, (sel, its, n) => {
    if (document.querySelectorAll(its).length >= n) return true
    document.querySelector(sel)?.closest('.taro_page')?.scrollBy(0, 800)
    return false
  }, [inside, items, count], { timeout: 15_000, message: `scrolling ${inside} to ${count} of ${items}` })
}

test('articles: a tab paged by scrolling, a detail from far down, Back to the same tab and scroll place', async () => {
  const { driver } = s
  await login()
  await go(driver, `${s.url}/article`)
  await waitFor(driver, '.article-sites__item[data-site-id="1"]')
  await waitFor(driver, '.article-item')
  await s.shot('list')
  await tap(driver, '.article-tabs__tab[data-catalog-id="101"]')
  await waitFor(driver, '.article-page[data-catalog-id="101"]')
  const items = '.article-page[data-catalog-id="101"] .article-item'
  await scrollUntil('.article-page', items, 20)

  // The 15th article, scrolled to the middle of the screen.
  const target = await run(driver, (sel) => {
    const el = document.querySelectorAll(sel)[14]
    el.scrollIntoView({ block: 'center' })
    return el
  }, items)
  const place = await scrollTop('.article-page')
  assert.ok(place > 0, 'the list is scrolled')
  const id = await target.getAttribute('data-article-id')
  await target.click()
  await waitUrl(driver, (u) => u.pathname === `/article/${id}` && u.searchParams.get('informationTypeId') === '101')
  await waitFor(driver, `.article-detail[data-article-id="${id}"] .article-detail__html`)
  await s.shot('detail')

  await driver.navigate().back()
  await waitUrl(driver, (u) => u.pathname === '/article')
  await waitFor(driver, '.article-page[data-site-id="1"][data-catalog-id="101"]')
  await waitUntil(driver, (y) => Math.abs((document.querySelector('.article-page')?.closest('.taro_page')?.scrollTop ?? 0) - y) < 80, [place], {
    timeout: 5000, message: `back at scroll place ${place}`,
  }).catch(async (error) => {
    throw new Error(`${error.message}: at ${await scrollTop('.article-page')}`)
  })
  await s.shot('back')
  assert.deepEqual(await pageErrors(s.driver), [])
})

test('the practical course: its audition page gets the video with its play token (playback not judged: no H.264 here)', async () => {
  const { driver } = s
  await login()
  await go(driver, `${s.url}/subChannel/practicalCourse?tab=audition`)
  await waitFor(driver, '.practice-nav[data-top-id="6"][data-sub-id="61"]')
  await waitText(driver, '学习时长排行', { inside: '.practice-ranking__title' })
  await s.shot('audition-tab')
  await tap(driver, '.practice-hot[data-node-id="612"] .practice-hot__audition')
  await waitFor(driver, '.practice-audition[data-course-id="612"]')
  const src = await waitUntil(driver, () => {
    const v = document.querySelector<HTMLVideoElement>('.practice-player video')
    return v && (v.currentSrc || v.src)
  }, [], { message: 'the audition video gets its source' })
  assert.match(src, /\/api\/practice\/polyv\/play\/pv-612-1\?playToken=[A-Za-z0-9_-]+$/)
  // The clip answers with the token; without it the server refuses.
  const status = await run(driver, async (url) => [(await fetch(url, { headers: { range: 'bytes=0-1' } })).status, (await fetch(url.replace(/playToken=[^&]+/, 'playToken=nope'))).status], src)
  assert.ok([200, 206].includes(status[0]), `the clip answered ${status[0]}`)
  assert.equal(status[1], 403)
  await s.shot('audition')
  assert.deepEqual(await pageErrors(s.driver), [])
})

test('my page, logged in; from it the live centre: live, upcoming and replays with their times', async () => {
  const { driver } = s
  await login()
  await go(driver, `${s.url}/publicPage/myPage`)
  await waitText(driver, '8000', { inside: '.mine-page__name' })
  await s.shot('my-page')
  await tap(driver, '.mine-page__live')
  await waitUrl(driver, (u) => u.pathname === '/liveCenter')
  const first = await waitFor(driver, '.live-card')
  assert.equal(await first.getAttribute('data-status'), '2')
  const groups = await run(driver, () => [...document.querySelectorAll<HTMLElement>('.live-group')].map((g) => g.innerText.trim()))
  assert.deepEqual(groups.slice(0, 2), ['正在直播', '即将开始'])
  const time = async (id: number) => {
    const text = await run(driver, (i) => document.querySelector<HTMLElement>(`.live-card[data-live-id="${i}"] .live-card__time`)?.innerText, id)
    assert.ok(text !== undefined, `live ${id} shows its time`)
    return text
  }
  // Live 4 runs D+3 23:00 to D+4 01:00: the end date is added ('YYYY-MM-DD HH:mm:ss' parsed by WebKit).
  assert.match(await time(4), /^\d\d\/\d\d 23:00-\d\d\/\d\d 01:00$/)
  assert.match(await time(2), /^\d\d\/\d\d 19:00-21:00$/)
  await s.shot('live-centre')
  await tap(driver, '.nut-tabs-titles-item', { text: '精彩回放' })
  await waitFor(driver, '.live-center[data-tab="replay"] .live-card')
  const statuses = await run(driver, () => [...new Set([...document.querySelectorAll('.live-center[data-tab="replay"] .live-card')].map((e) => e.getAttribute('data-status')))])
  assert.deepEqual(statuses, ['4'])
  await s.shot('replays')
  assert.deepEqual(await pageErrors(s.driver), [])
})
