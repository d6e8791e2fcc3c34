// Articles in Chromium: /article with its sites and tabs, paging to '没有更多数据', a failed page retried by a tap,
// a detail expanded and liked (the like kept after a reload), back to the same tab and scroll place; and the seeded
// hostile bodies rendered with nothing run and no handler left.
import assert from 'node:assert/strict'
import { test } from '@playwright/test'
import type { Page } from 'playwright-core'
import { dbRows, loginAs, scrollUntil, settled, suite } from './fixtures'

const s = suite('articles')
const HOSTILE = [10103, 10107, 10111, 10115, 10119]

// The detail page needs a login; one login for the file (one SMS code a minute per number).
let learner: Promise<string> | undefined
const login = () => (learner ??= loginAs(s, '13800138000'))

const scrollTop = (page: Page) => page.evaluate(() => document.querySelector('.article-page')?.closest('.taro_page')?.scrollTop ?? -1)
/** Scrolls the list's page down a little at a time, as a finger does, until `done` holds. */
const scrollList = (page: Page, done: () => Promise<boolean>) => scrollUntil(page, done, { step: 500, tries: 60, inside: '.article-page' })

test('sites and tabs, 10 a page to 没有更多数据, a failed page retried by a tap, detail, like kept, back to the same place', async () => {
  const { page, errors } = s
  await login()
  await page.goto(`${s.url}/article`)
  await page.locator('.article-sites__item[data-site-id="1"]').waitFor()
  await page.locator('.article-item').first().waitFor()
  await s.shot('list')

  // Switch site and back, then tab 101 (38 articles: 10 + 10 + 10 + 8).
  await page.locator('.article-sites__item[data-site-id="2"]').click()
  await page.locator('.article-page[data-site-id="2"]').waitFor()
  await page.locator('.article-sites__item[data-site-id="1"]').click()
  await page.locator('.article-tabs__tab[data-catalog-id="101"]').click()
  await page.locator('.article-page[data-catalog-id="101"]').waitFor()

  // Page 2 fails once: '加载失败，点击重试', a tap loads it.
  let failed = false
  await page.route('**/api/news/app/informationList/v3?**', (route) => {
    const url = new URL(route.request().url())
    if (!failed && url.searchParams.get('catalogId') === '101' && url.searchParams.get('currentPage') === '2') {
      failed = true
      return route.fulfill({ status: 500, contentType: 'application/json', body: '{"code":500,"msg":"服务器开小差了","data":null}' })
    }
    return route.continue()
  })
  const items = page.locator('.article-page[data-catalog-id="101"] .article-item')
  await page.waitForFunction(() => document.querySelectorAll('.article-item').length >= 10)
  const retry = page.locator('.article-list__footer--error', { hasText: '加载失败，点击重试' })
  await scrollList(page, async () => (await retry.count()) > 0)
  await retry.waitFor()
  await s.shot('failed-page')
  await retry.click()
  await page.waitForFunction(() => document.querySelectorAll('.article-item').length >= 20)
  await scrollList(page, async () => (await page.locator('.article-list__footer--noMore').count()) > 0)
  await page.locator('.article-list__footer--noMore', { hasText: '没有更多数据' }).waitFor()
  assert.equal(await items.count(), 38)
  await page.unroute('**/api/news/app/informationList/v3?**')
  await s.shot('no-more')

  // Open the 25th article from a scrolled list.
  const target = items.nth(24)
  await target.scrollIntoViewIfNeeded()
  const place = await scrollTop(page)
  assert.ok(place > 0, 'the list is scrolled')
  const id = await target.getAttribute('data-article-id')
  await target.click()
  await page.waitForURL((url) => url.pathname === `/article/${id}` && url.searchParams.get('informationTypeId') === '101')
  const detail = page.locator(`.article-detail[data-article-id="${id}"]`)
  await detail.locator('.article-detail__html').waitFor()

  // Expand the body when it is cut (180vh), then like it.
  const cover = detail.locator('.article-detail__read-more')
  if (await cover.count()) {
    assert.equal(await detail.locator('.article-detail__body').getAttribute('data-collapsed'), '1')
    await cover.click()
    await detail.locator('.article-detail__body[data-collapsed="0"]').waitFor()
  }
  const likesOf = async () => (await dbRows(s, 'SELECT likes FROM news_articles WHERE id = ?', Number(id)))[0].likes
  const likes = await likesOf()
  await detail.locator('.article-detail__like[data-liked="0"]').click()
  await detail.locator('.article-detail__like[data-liked="1"]').waitFor()
  await s.shot('liked')
  await page.reload()
  await page.locator(`.article-detail[data-article-id="${id}"] .article-detail__like[data-liked="1"]`).waitFor()
  assert.equal(await likesOf(), likes + 1)

  // Back: the same site, tab and scroll place.
  await page.goBack()
  await page.waitForURL('**/article')
  await page.locator('.article-page[data-site-id="1"][data-catalog-id="101"]').waitFor()
  await page.waitForFunction((y) => {
    const top = document.querySelector('.article-page')?.closest('.taro_page')?.scrollTop ?? 0
    return Math.abs(top - y) < 80
  }, place, { timeout: 5000 })
  await s.shot('back')
  assert.deepEqual(errors.filter((e) => !/500|Internal Server Error|服务器/.test(e)), [])
})

test('the seeded hostile bodies render with nothing run and no handler, script, frame or javascript: link left', async () => {
  const { page } = s
  await login()
  for (const id of HOSTILE) {
    await page.goto(`${s.url}/article/${id}?siteId=1&informationTypeId=101&informationType=1&provinceId=0`)
    const html = page.locator(`.article-detail[data-article-id="${id}"] .article-detail__html`)
    await html.waitFor()
    await page.waitForTimeout(300) // a window in which a payload (onerror, onload, timers) must not run
    const found = await page.evaluate(() => {
      const root = document.querySelector('.article-detail__html')!
      const all = [...root.querySelectorAll('*')]
      return {
        xss: (window as unknown as { __xss?: unknown }).__xss ?? null,
        handlers: all.flatMap((el) => [...el.attributes].filter((a) => /^on/i.test(a.name)).map((a) => `${el.tagName}.${a.name}`)),
        tags: all.map((el) => el.tagName.toLowerCase()).filter((t) => ['script', 'iframe', 'object', 'embed', 'svg', 'style', 'meta', 'base', 'form'].includes(t)),
        links: all.flatMap((el) => ['href', 'src', 'action', 'xlink:href'].map((n) => el.getAttribute(n) ?? '')).filter((v) => /^\s*(javascript|data|vbscript):/i.test(v)),
        text: root.textContent!.length,
      }
    })
    assert.deepEqual({ ...found, text: found.text > 0 }, { xss: null, handlers: [], tags: [], links: [], text: true }, `article ${id}`)
  }
  await s.shot('hostile')
})

// Section 2: "a province grid padded to a multiple of 5 with hidden filler items": the provinces with hide 1 (Taiwan,
// Hong Kong, Macao) are those items, in their own cells, unseen and not tappable.
test('the region chooser: 35 cells, the provinces with hide 1 in theirs, hidden', async () => {
  const { page, errors } = s
  await page.goto(`${s.url}/article`)
  await page.locator('.article-item').first().waitFor()
  await page.getByText('切换地区').click()
  const cells = page.locator('.article-region__cell')
  await page.waitForFunction(() => document.querySelectorAll('.article-region__cell').length === 35)
  const ids = await page.locator('.article-region__cell-name').evaluateAll((els) => els.map((e) => e.getAttribute('data-province-id')))
  assert.deepEqual(ids, ['0', ...Array.from({ length: 34 }, (_, i) => String(i + 1))])
  const hidden = await cells.evaluateAll((els) => els.filter((e) => getComputedStyle(e).visibility === 'hidden').map((e) => e.querySelector('[data-province-id]')!.getAttribute('data-province-id')))
  assert.deepEqual(hidden, ['32', '33', '34'])
  // Hidden cells still take their place: the last row keeps five columns.
  const boxes = await cells.evaluateAll((els) => els.slice(30).map((e) => Math.round(e.getBoundingClientRect().left)))
  assert.equal(new Set(boxes).size, 5)
  await settled(page.locator('.article-region__cell').first()) // the popup slides up
  await s.shot('region-grid')
  await page.locator('.article-region__cell-name[data-province-id="33"]').click({ force: true })
  assert.equal(await cells.count(), 35) // still open: a hidden cell chooses nothing
  assert.deepEqual(errors, [])
})
