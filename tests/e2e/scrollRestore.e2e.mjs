// Back on a list page, the learner is where they left it (section 2: "scroll position is restored or reset to the
// top"): each list page is scrolled down, an item in view is opened, and the browser's back comes to the same place.
// (Live cards and staff customers open nothing on a tap; the mini-program keeps a page's scroll itself.)
import assert from 'node:assert/strict'
import { test } from 'node:test'
import { back, loginAs, suite } from './fixtures.mjs'

const s = suite('scroll-restore')

/** The shown page's scroller (Taro's H5 pages scroll inside .taro_page; a tab page may scroll the document). */
const scrollTop = (page) => page.evaluate(() => {
  const el = [...document.querySelectorAll('.taro_page')].find((p) => p.offsetParent !== null && p.scrollHeight > p.clientHeight)
  return Math.round(el ? el.scrollTop : document.scrollingElement.scrollTop)
})

/** Scrolls the shown page by `dy` px. */
const scrollBy = (page, dy) => page.evaluate((d) => {
  const el = [...document.querySelectorAll('.taro_page')].find((p) => p.offsetParent !== null && p.scrollHeight > p.clientHeight)
  ;(el ?? document.scrollingElement).scrollBy(0, d)
}, dy)

/** The first `selector` wholly in the viewport, below the page's top bars. */
async function itemInView(page, selector) {
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
    await page.waitForTimeout(500)
    for (let left = p.scroll ?? 700; left > 0; left -= 700) {
      await scrollBy(page, Math.min(700, left))
      await page.waitForTimeout(400) // the next page may load
    }
    const before = await scrollTop(page)
    const shown = await page.locator(p.item).count()
    assert.ok(before > 200, `${p.path} scrolled to ${before}: too short a list to test`)
    const url = page.url()
    const listId = await page.evaluate(() => [...document.querySelectorAll('.taro_page')].find((el) => el.offsetParent !== null)?.id)
    await (await itemInView(page, p.item)).click()
    await page.waitForURL((u) => u.href !== url, { timeout: 10_000 })
    // The next page is on screen (its package may still be loading a moment after the address changed).
    await page.waitForFunction((listId) => {
      const shown = [...document.querySelectorAll('.taro_page')].find((el) => el.offsetParent !== null)
      return shown && shown.id !== listId
    }, listId, { timeout: 10_000 })
    await page.waitForTimeout(300)
    // The fewest items the list had while the learner came back: a list that shrank (page 1 alone) made the page jump.
    await page.evaluate((item) => {
      window.__fewest = Infinity
      const count = () => { window.__fewest = Math.min(window.__fewest, document.querySelectorAll(item).length) }
      new MutationObserver(count).observe(document.body, { childList: true, subtree: true })
    }, p.item)
    await page.goBack()
    await page.waitForURL(url)
    await page.waitForTimeout(800)
    const after = await scrollTop(page)
    if (p.scroll) {
      assert.ok(shown > 10, `pages after the first were shown (${shown} items)`)
      assert.equal(await page.locator(p.item).count(), shown, 'as many items as before')
      assert.equal(await page.evaluate(() => window.__fewest), shown, 'the list never shrank while it reloaded')
    }
    assert.ok(Math.abs(after - before) <= 4, `${p.path}: left at ${before}, back at ${after}`)
  })
}

/** The shown page's `.practice-nav` choice and tab. */
const practicePlace = (page) => page.evaluate(() => {
  const shown = [...document.querySelectorAll('.taro_page')].find((el) => el.offsetParent !== null)
  const nav = shown?.querySelector('.practice-nav')
  return { tab: shown?.querySelector('.practice-page')?.getAttribute('data-tab'), top: nav?.getAttribute('data-top-id'), sub: nav?.getAttribute('data-sub-id') }
})

/** Until the shown page's height has stayed the same for a second (its blocks and pictures have come). */
async function settled(page) {
  let last = -1
  for (let same = 0, i = 0; same < 5 && i < 60; i++) {
    await page.waitForTimeout(200)
    const h = await page.evaluate(() => [...document.querySelectorAll('.taro_page')].find((p) => p.offsetParent !== null)?.scrollHeight ?? 0)
    same = h === last ? same + 1 : 0
    last = h
  }
}

/** Opens the item in view, waits for the goods page, optionally reloads it there, and comes back. */
async function toGoodsAndBack(page, item, { reload = false } = {}) {
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
      await page.waitForTimeout(400)
    }
    const before = await scrollTop(page)
    const shown = await page.locator('.category-page__item').count()
    assert.ok(shown > 10 && before > 1500, `scrolled to ${before} with ${shown} goods`)
    await toGoodsAndBack(page, '.category-page__item .goods-card', { reload })
    await page.waitForFunction((n) => document.querySelectorAll('.category-page__item').length >= n, shown, { timeout: 15_000 })
    await page.waitForFunction((at) => {
      const el = [...document.querySelectorAll('.taro_page')].find((p) => p.offsetParent !== null && p.scrollHeight > p.clientHeight)
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
    await settled(page)
    await page.locator('.practice-floor .goods-card').first().scrollIntoViewIfNeeded()
    await page.waitForTimeout(600)
    const place = await practicePlace(page)
    const before = await scrollTop(page)
    assert.ok(before > 500, `scrolled to ${before}`)
    await toGoodsAndBack(page, '.practice-floor .goods-card', { reload })
    await page.locator('.practice-nav[data-top-id="3"]').waitFor({ timeout: 15_000 })
    await page.waitForFunction((at) => {
      const el = [...document.querySelectorAll('.taro_page')].find((p) => p.offsetParent !== null && p.scrollHeight > p.clientHeight)
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
    await page.waitForTimeout(400)
  }
  assert.ok((await scrollTop(page)) > 1500, 'scrolled down')
  await (await itemInView(page, '.category-page__item .goods-card')).click()
  await page.locator('.goods-page .goods-summary__name').first().waitFor({ timeout: 15_000 })
  await page.goto(url)
  await page.locator('.category-page__item').first().waitFor({ timeout: 15_000 })
  await page.waitForTimeout(1500)
  assert.equal(await scrollTop(page), 0)
  assert.ok((await page.locator('.category-page__item').count()) <= 10, 'the first page of goods only')
})
