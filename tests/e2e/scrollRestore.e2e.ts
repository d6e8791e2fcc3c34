// Back on a list page, the learner is where they left it (section 2: "scroll position is restored or reset to the
// top"): each list page is scrolled down, an item in view is opened, and the browser's back comes to the same place.
// (Live cards and staff customers open nothing on a tap; the mini-program keeps a page's scroll itself.)
import assert from 'node:assert/strict'
import { test } from '@playwright/test'
import type { Page, Request } from 'playwright-core'
import { back, loginAs, suite } from './fixtures'

const s = suite('scroll-restore')

/** The page's API calls in flight (a list's next page asked for by a scroll, a page's data) and who waits for none. */
const calling = new Set<Request>()
const onIdle = new Set<() => void>()
let watching = false
function watchCalls(page: Page) {
  if (watching) return
  watching = true
  page.on('request', (r) => { if (new URL(r.url()).pathname.startsWith('/api/')) calling.add(r) })
  const ended = (r: Request) => {
    if (!calling.delete(r) || calling.size) return
    for (const f of onIdle) f()
  }
  page.on('requestfinished', ended)
  page.on('requestfailed', ended)
}
const callsDone = (ms = 15_000) => calling.size ? new Promise<void>((resolve, reject) => {
  const timer = setTimeout(() => {
    onIdle.delete(f)
    reject(new Error(`calls still unanswered after ${ms} ms: ${[...calling].map((r) => r.url()).join(', ')}`))
  }, ms)
  const f = () => {
    clearTimeout(timer)
    onIdle.delete(f)
    resolve()
  }
  onIdle.add(f)
}) : Promise.resolve()

/**
 * Until the shown page holds still: its API calls answered (a list's next page, the blocks of a tab), its pictures on
 * screen loaded, and its height and place holding still; again if that asked more.
 */
async function quiet(page: Page) {
  watchCalls(page)
  do {
    await callsDone()
    await page.waitForFunction(() => {
      const shown = [...document.querySelectorAll<HTMLElement>('.taro_page')].find((p) => p.offsetParent !== null) ?? document.body
      // Those on screen (the ones further off load lazily, as they near it).
      return [...shown.querySelectorAll('img')].every((img) => {
        const box = img.getBoundingClientRect()
        return !img.getAttribute('src') || img.complete || box.bottom <= 0 || box.top >= innerHeight
      })
    }, null, { timeout: 30_000 })
    // Its height and place the same five frames running (what came is drawn a frame or two after it came). Not
    // settled(): the notice bar's marquee on some pages never stops.
    await page.waitForFunction((call) => {
      const el = [...document.querySelectorAll<HTMLElement>('.taro_page')].find((p) => p.offsetParent !== null && p.scrollHeight > p.clientHeight) ?? document.scrollingElement!
      const w = window as unknown as { __still?: { call: number; key: string; frames: number } }
      const key = `${el.scrollTop},${el.scrollHeight}`
      const last = w.__still
      w.__still = last?.call === call && last.key === key ? { call, key, frames: last.frames + 1 } : { call, key, frames: 0 }
      return w.__still.frames >= 5
    }, Math.random(), { polling: 'raf', timeout: 15_000 })
  } while (calling.size)
}

/** What the page records on its window while the learner comes back (the fewest list items seen). */
interface Watched { __fewest: number }

/** The shown page's scroller (Taro's H5 pages scroll inside .taro_page; a tab page may scroll the document). */
const scrollTop = (page: Page) => page.evaluate(() => {
  const el = [...document.querySelectorAll<HTMLElement>('.taro_page')].find((p) => p.offsetParent !== null && p.scrollHeight > p.clientHeight)
  return Math.round(el ? el.scrollTop : document.scrollingElement!.scrollTop)
})

/**
 * Scrolls the shown page by `dy` px and waits for what that asked for (Taro's reach-bottom fires on the scroll
 * event: the next page of a list) to come.
 */
async function scrollBy(page: Page, dy: number) {
  watchCalls(page)
  await page.evaluate(async (d) => {
    const el = [...document.querySelectorAll<HTMLElement>('.taro_page')].find((p) => p.offsetParent !== null && p.scrollHeight > p.clientHeight) ?? document.scrollingElement!
    const from = el.scrollTop
    // Listened to after the page's own listener: it has run (and asked for the next page) when this does.
    const handled = new Promise((resolve) => (el === document.scrollingElement ? window : el).addEventListener('scroll', resolve, { once: true }))
    el.scrollBy(0, d)
    if (el.scrollTop !== from) await handled
  }, dy)
  await quiet(page)
}

/** The first `selector` wholly in the viewport, below the page's top bars. */
async function itemInView(page: Page, selector: string) {
  const all = page.locator(selector)
  const n = await all.count()
  for (let i = 0; i < n; i++) {
    const box = await all.nth(i).boundingBox()
    if (box && box.y > 120 && box.y + box.height < 700) return all.nth(i)
  }
  throw new Error(`no ${selector} in view`)
}

const PAGES = [
  { name: 'home', path: '/publicPage/textualResearch', item: '.goods-card' },
  { name: '网校', path: '/publicPage/homeSchool', item: '.goods-card' },
  // Past its first page: back on the page its shown pages load again (not page 1 alone), so the place holds.
  { name: 'my orders, past the first page', path: '/ty/myOrder', as: '15800158000', item: '.order-card .order-card__head', scroll: 2600 },
  { name: 'knowledge store', path: '/knowledge-shop', item: '.k-card' },
  { name: 'student-aid home', path: '/wx', item: '.k-card' },
]

for (const p of PAGES) {
  test(`${p.name} (${p.path}): back puts the list where it was`, async () => {
    const { page } = s
    await s.context.clearCookies()
    if (p.as) await loginAs(s, p.as)
    await page.goto(`${s.url}${p.path}`)
    await page.locator(p.item).first().waitFor({ timeout: 15_000 })
    await quiet(page)
    for (let left = p.scroll ?? 700; left > 0; left -= 700) await scrollBy(page, Math.min(700, left))
    const before = await scrollTop(page)
    const shown = await page.locator(p.item).count()
    assert.ok(before > 200, `${p.path} scrolled to ${before}: too short a list to test`)
    const url = page.url()
    const listId = await page.evaluate(() => [...document.querySelectorAll<HTMLElement>('.taro_page')].find((el) => el.offsetParent !== null)?.id)
    await (await itemInView(page, p.item)).click()
    await page.waitForURL((u) => u.href !== url, { timeout: 10_000 })
    // The next page is on screen (its package may still be loading a moment after the address changed).
    await page.waitForFunction((listId) => {
      const shown = [...document.querySelectorAll<HTMLElement>('.taro_page')].find((el) => el.offsetParent !== null)
      return shown && shown.id !== listId
    }, listId, { timeout: 10_000 })
    await quiet(page)
    // The fewest items the list had while the learner came back: a list that shrank (page 1 alone) made the page jump.
    await page.evaluate((item) => {
      const w = window as unknown as Watched
      w.__fewest = Infinity
      const count = () => { w.__fewest = Math.min(w.__fewest, document.querySelectorAll(item).length) }
      new MutationObserver(count).observe(document.body, { childList: true, subtree: true })
    }, p.item)
    await page.goBack()
    await page.waitForURL(url)
    // Back at the place (within the test's 4 px), with as many items as before, once the list has reloaded.
    await page.waitForFunction(({ at, item, n }) => {
      const el = [...document.querySelectorAll<HTMLElement>('.taro_page')].find((p) => p.offsetParent !== null && p.scrollHeight > p.clientHeight)
      return Math.abs((el ? el.scrollTop : document.scrollingElement!.scrollTop) - at) <= 4 && document.querySelectorAll(item).length >= n
    }, { at: before, item: p.item, n: shown }, { timeout: 10_000 }).catch(() => undefined)
    await quiet(page)
    const after = await scrollTop(page)
    if (p.scroll) {
      assert.ok(shown > 10, `pages after the first were shown (${shown} items)`)
      assert.equal(await page.locator(p.item).count(), shown, 'as many items as before')
      assert.equal(await page.evaluate(() => (window as unknown as Watched).__fewest), shown, 'the list never shrank while it reloaded')
    }
    assert.ok(Math.abs(after - before) <= 4, `${p.path}: left at ${before}, back at ${after}`)
  })
}

/** The shown page's `.practice-nav` choice and tab. */
const practicePlace = (page: Page) => page.evaluate(() => {
  const shown = [...document.querySelectorAll<HTMLElement>('.taro_page')].find((el) => el.offsetParent !== null)
  const nav = shown?.querySelector('.practice-nav')
  return { tab: shown?.querySelector('.practice-page')?.getAttribute('data-tab'), top: nav?.getAttribute('data-top-id'), sub: nav?.getAttribute('data-sub-id') }
})

/** Opens the item in view, waits for the goods page, optionally reloads it there, and comes back. */
async function toGoodsAndBack(page: Page, item: string, { reload = false } = {}) {
  const url = page.url()
  await (await itemInView(page, item)).click()
  await page.waitForURL((u) => u.href !== url, { timeout: 10_000 })
  await page.locator('.goods-page .goods-summary__name').first().waitFor({ timeout: 15_000 })
  if (reload) {
    await page.reload()
    await page.locator('.goods-page .goods-summary__name').first().waitFor({ timeout: 15_000 })
  }
  await back(page)
  await page.waitForURL(url)
}

// /category and the practical course page keep their place the article list's way (useReturnPoint): back from a
// goods page, also when the goods page was reloaded (the list page is made afresh then).
for (const reload of [false, true]) {
  const how = reload ? 'reloaded there, then back' : 'back'
  test(`/category (every goods): a goods page, ${how}: the pages shown and the scroll position as left`, async () => {
    const { page } = s
    await s.context.clearCookies()
    await page.goto(`${s.url}/category?name=${encodeURIComponent('全部课程')}`)
    await page.locator('.category-page__item').first().waitFor({ timeout: 15_000 })
    // Down past the first page: the second loads near the bottom.
    for (let i = 0; i < 12 && ((await scrollTop(page)) < 1800 || (await page.locator('.category-page__item').count()) <= 10); i++) {
      await scrollBy(page, 700)
    }
    const before = await scrollTop(page)
    const shown = await page.locator('.category-page__item').count()
    assert.ok(shown > 10 && before > 1500, `scrolled to ${before} with ${shown} goods`)
    await toGoodsAndBack(page, '.category-page__item .goods-card', { reload })
    await page.waitForFunction((n) => document.querySelectorAll('.category-page__item').length >= n, shown, { timeout: 15_000 })
    await page.waitForFunction((at) => {
      const el = [...document.querySelectorAll<HTMLElement>('.taro_page')].find((p) => p.offsetParent !== null && p.scrollHeight > p.clientHeight)
      return el && Math.abs(el.scrollTop - at) <= 4
    }, before, { timeout: 8000 }).catch(() => undefined)
    const after = await scrollTop(page)
    await s.shot(`category-back${reload ? '-after-reload' : ''}`)
    assert.ok(Math.abs(after - before) <= 4, `left at ${before}, back at ${after}`)
  })

  test(`the practical course page: a goods page from the third industry's floors, ${how}: tab, navigation and scroll as left`, async () => {
    const { page } = s
    await s.context.clearCookies()
    await page.goto(`${s.url}/subChannel/practicalCourse`)
    await page.locator('.practice-nav__top-item[data-node-id="3"]').click()
    await page.locator('.practice-nav[data-top-id="3"]').waitFor()
    await quiet(page)
    await page.locator('.practice-floor .goods-card').first().scrollIntoViewIfNeeded()
    await quiet(page)
    const place = await practicePlace(page)
    const before = await scrollTop(page)
    assert.ok(before > 500, `scrolled to ${before}`)
    await toGoodsAndBack(page, '.practice-floor .goods-card', { reload })
    await page.locator('.practice-nav[data-top-id="3"]').waitFor({ timeout: 15_000 })
    await page.waitForFunction((at) => {
      const el = [...document.querySelectorAll<HTMLElement>('.taro_page')].find((p) => p.offsetParent !== null && p.scrollHeight > p.clientHeight)
      return el && Math.abs(el.scrollTop - at) <= 4
    }, before, { timeout: 8000 }).catch(() => undefined)
    await s.shot(`practice-back${reload ? '-after-reload' : ''}`)
    assert.deepEqual(await practicePlace(page), place)
    const after = await scrollTop(page)
    assert.ok(Math.abs(after - before) <= 4, `left at ${before}, back at ${after}`)
  })
}


test('/category left for a goods page, then its URL opened again in the tab (a new visit, not Back): the top, the first page of goods', async () => {
  const { page } = s
  await s.context.clearCookies()
  const url = `${s.url}/category?name=${encodeURIComponent('全部课程')}`
  await page.goto(url)
  await page.locator('.category-page__item').first().waitFor({ timeout: 15_000 })
  for (let i = 0; i < 12 && ((await scrollTop(page)) < 1800 || (await page.locator('.category-page__item').count()) <= 10); i++) {
    await scrollBy(page, 700)
  }
  assert.ok((await scrollTop(page)) > 1500, 'scrolled down')
  await (await itemInView(page, '.category-page__item .goods-card')).click()
  await page.locator('.goods-page .goods-summary__name').first().waitFor({ timeout: 15_000 })
  await page.goto(url)
  await page.locator('.category-page__item').first().waitFor({ timeout: 15_000 })
  // The page has done what it does on arrival (its calls answered, nothing moving): the old place would be back by now.
  await quiet(page)
  assert.equal(await scrollTop(page), 0)
  assert.ok((await page.locator('.category-page__item').count()) <= 10, 'the first page of goods only')
})
