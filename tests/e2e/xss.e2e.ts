// Stored XSS in Chromium, on the built app against a server seeded with the hostile records (SEED_HOSTILE=1,
// server/db/seeds/hostile.ts): every payload of server/db/corpus/xssCorpus.ts in article bodies, goods introductions and
// the titles, names and other text of both, on the pages and lists that show them. On each page: window.__xss stays
// undefined after every event payloads wait for, no dialog opens, no request leaves the app's origin, the server's
// HTML holds only the allow-list, titles read back as the exact stored text, and the ordinary body text shows.
// The browser bypasses the server's Content-Security-Policy: it would stop inline handlers and scripts by itself,
// and here the sanitising alone must (the policy is the second line: csp.e2e.ts).
import assert from 'node:assert/strict'
import { test } from '@playwright/test'
import { loginAs, scrollUntil, settled, suite } from './fixtures'
import { HOSTILE, inspect, outside, shows, textOf, watch, type Watcher } from './xss-watch'

const s = suite('xss', { serverEnv: { SEED_HOSTILE: '1' }, bypassCSP: true })
const data = HOSTILE
const { HOSTILE_ARTICLES, HOSTILE_GOODS, HOSTILE_BODIES, HOSTILE_NEWS_IDS, HOSTILE_CATALOG_ID, HOSTILE_CATEGORY_ID } = data

/** Set by ready(), which every test calls first. */
let watcher: Watcher
let learner: string
/** One login for the file (the article pages need one), one watcher for the browser context. */
async function ready() {
  learner ??= await loginAs(s, '13800138000')
  watcher ??= await watch(s.context, s.url)
  watcher.reset()
}

/** Asserts nothing ran or was left on the page; `what` names the page in messages. */
async function assertClean(scope: string, what: string) {
  const found = await inspect(s.page, scope)
  assert.ok(found.roots > 0, `${what}: the server's HTML is on the page`)
  const { roots: _roots, ...rest } = found
  assert.deepEqual(rest, { xss: null, tags: [], attrs: [], urls: [], embedded: [] }, what)
  assert.deepEqual(watcher.seen, { dialogs: [], offOrigin: [] }, `${what}: no dialog, no request off the app's origin`)
}

/** Scrolls the shown page half a screen at a time, as a finger does (Taro's reach-bottom wants the steps), until `done`. */
async function scrollToEnd(done: () => Promise<boolean>, what: string) {
  if (!(await scrollUntil(s.page, done, { step: 400, tries: 80 }))) await s.shot('list-not-loaded')
  assert.ok(await done(), `${what} loaded to its end`)
}

/** Scrolls an element to the middle of the screen (for a picture of what is around it). */
async function centre(selector: string) {
  const el = s.page.locator(selector)
  await el.evaluate((el) => el.scrollIntoView({ block: 'center' }))
  await settled(el)
}

async function openArticle(id: number, catalogId: number) {
  await s.page.goto(`${s.url}/article/${id}?siteId=1&informationTypeId=${catalogId}&informationType=1&provinceId=0`)
  const scope = `.article-detail[data-article-id="${id}"]`
  await s.page.locator(`${scope} .article-detail__html.rich-html:not(.rich-html--pending)`).waitFor()
  await s.page.locator(`${scope} .article-detail__recommend .article-item`).first().waitFor({ timeout: 3000 }).catch(() => undefined)
  return scope
}

test('every hostile article: the body sanitised, title, source, editor and tags as text, recommendations as text', async () => {
  await ready()
  const titles = new Set(HOSTILE_ARTICLES.map((a) => a.title))
  for (const a of HOSTILE_ARTICLES) {
    watcher.reset()
    const scope = await openArticle(a.id, HOSTILE_CATALOG_ID)
    await assertClean(scope, `article ${a.id}`)
    assert.equal(await textOf(s.page, `${scope} .article-detail__title`), a.title, `article ${a.id}: the title is text`)
    assert.equal(await textOf(s.page, `${scope} .article-detail__source`), `来源：${a.source}`)
    assert.equal(await textOf(s.page, `${scope} .article-detail__editor`), `编辑：${a.editor}`)
    assert.ok(await shows(s.page, scope, a.keep), `article ${a.id}: its ordinary text shows`)
    assert.deepEqual(await outside(s.page, `${scope} .article-detail__head`), [], `article ${a.id}: long text stays inside the head`)
    for (const t of await s.page.locator(`${scope} .article-detail__recommend .article-item__title`).allTextContents()) {
      assert.ok(titles.has(t), `article ${a.id}: a recommended title is one stored title, as text`)
    }
    if (a.id === data.ALL_PAYLOADS_ARTICLE_ID) {
      await s.shot('article-all-payloads-top')
      await s.page.locator(`${scope} .article-detail__read-more`).click()
      await s.page.locator(`${scope} .article-detail__body[data-collapsed="0"]`).waitFor()
      await centre(`${scope} .article-detail__html p >> nth=40`)
      await s.shot('article-all-payloads-body')
    }
    if (a.id === data.ALL_PAYLOADS_ARTICLE_ID + 1) await s.shot('article-hostile-title')
  }
})

test('the five hostile bodies of the default seed (tag 101) render with nothing run and their text shown', async () => {
  await ready()
  for (const [i, id] of HOSTILE_NEWS_IDS.entries()) {
    watcher.reset()
    const scope = await openArticle(id, 101)
    await assertClean(scope, `article ${id}`)
    assert.ok(await shows(s.page, scope, HOSTILE_BODIES[i].keep), `article ${id}: its ordinary text shows`)
  }
})

test('the article list\'s 学员投稿 tab shows every hostile title and introduction as text', async () => {
  await ready()
  await s.page.goto(`${s.url}/article`)
  await s.page.locator('.article-sites__item[data-site-id="1"]').waitFor()
  await s.page.locator(`.article-tabs__tab[data-catalog-id="${HOSTILE_CATALOG_ID}"]`).click()
  const items = s.page.locator(`.article-page[data-catalog-id="${HOSTILE_CATALOG_ID}"] .article-item`)
  await items.first().waitFor()
  await scrollToEnd(async () => (await items.count()) === HOSTILE_ARTICLES.length, 'the 学员投稿 tab')
  for (const a of HOSTILE_ARTICLES) {
    const item = `.article-page[data-catalog-id="${HOSTILE_CATALOG_ID}"] .article-item[data-article-id="${a.id}"]`
    assert.equal(await textOf(s.page, `${item} .article-item__title`), a.title, `list item ${a.id}: the title is text`)
    if (await s.page.locator(`${item} .article-item__intro`).count()) assert.equal(await textOf(s.page, `${item} .article-item__intro`), a.introduction)
  }
  assert.deepEqual(await outside(s.page, `.article-page[data-catalog-id="${HOSTILE_CATALOG_ID}"] .article-item`), [], 'long titles stay inside their items')
  await s.page.waitForTimeout(300) // a window in which a payload in a title (a handler, a timer) must not run
  assert.equal(await s.page.evaluate(() => (window as unknown as { __xss?: unknown }).__xss ?? null), null)
  assert.deepEqual(watcher.seen, { dialogs: [], offOrigin: [] })
  await s.shot('article-list-hostile-titles')
})

test('every hostile goods page: the introduction sanitised, name and subtitle as text', async () => {
  await ready()
  for (const g of HOSTILE_GOODS) {
    watcher.reset()
    await s.page.goto(`${s.url}/singleSubject?goodsId=${g.id}`)
    const scope = '.goods-page'
    // The introduction lies below the fold: its sanitizer loads as it nears the screen.
    await s.page.locator(`${scope} .goods-page__intro`).scrollIntoViewIfNeeded()
    await s.page.locator(`${scope} .goods-page__intro.rich-html:not(.rich-html--pending)`).waitFor()
    await assertClean(scope, `goods ${g.id}`)
    assert.equal(await textOf(s.page, `${scope} .goods-summary__name`), g.name, `goods ${g.id}: the name is text`)
    assert.equal(await textOf(s.page, `${scope} .goods-summary__subtitle`), g.subtitle, `goods ${g.id}: the subtitle is text`)
    assert.ok(await shows(s.page, scope, g.keep), `goods ${g.id}: its ordinary text shows`)
    assert.deepEqual(await outside(s.page, `${scope} .goods-summary__body`), [], `goods ${g.id}: long text stays inside the summary`)
    if (g.id === data.ALL_PAYLOADS_GOODS_ID) {
      await centre(`${scope} .goods-page__intro p >> nth=40`)
      await s.shot('goods-all-payloads-intro')
    }
    if (g.id === data.ALL_PAYLOADS_GOODS_ID + 1) await s.shot('goods-hostile-name')
  }
})

test('the category list and the home floor show every hostile goods name as text', async () => {
  await ready()
  await s.page.goto(`${s.url}/category?id=${HOSTILE_CATEGORY_ID}&name=${encodeURIComponent('学员投稿')}`)
  const cards = s.page.locator('.category-page .goods-card')
  await cards.first().waitFor()
  await scrollToEnd(async () => (await cards.count()) === HOSTILE_GOODS.length, 'the category')
  for (const g of HOSTILE_GOODS) {
    assert.equal(await textOf(s.page, `.category-page .goods-card[data-goods-id="${g.id}"] .goods-card__name`), g.name, `card ${g.id}`)
  }
  assert.deepEqual(await outside(s.page, '.category-page .goods-card'), [], 'long names and tags stay inside their cards')
  await s.shot('category-hostile-names')

  await s.page.goto(`${s.url}/`)
  await s.page.waitForURL('**/publicPage/textualResearch')
  const floor = s.page.locator(`.goods-card[data-goods-id="${HOSTILE_GOODS[1].id}"]`).first()
  await floor.waitFor()
  assert.equal(await floor.locator('.goods-card__name').evaluate((el) => el.textContent), HOSTILE_GOODS[1].name)
  await s.page.waitForTimeout(300) // a window in which a payload in a goods name (a handler, a timer) must not run
  assert.equal(await s.page.evaluate(() => (window as unknown as { __xss?: unknown }).__xss ?? null), null)
  assert.deepEqual(watcher.seen, { dialogs: [], offOrigin: [] })
  assert.deepEqual(s.errors, [])
})
