// Back on a list page, the learner is where they left it (section 2: "scroll position is restored or reset to the
// top"): each list page is scrolled down, an item in view is opened, and the browser's back comes to the same place.
// (Live cards and staff customers open nothing on a tap; the mini-program keeps a page's scroll itself.)
import assert from 'node:assert/strict'
import { test } from 'node:test'
import { loginAs, suite } from './fixtures.mjs'

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
