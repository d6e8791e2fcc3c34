/**
 * Stored XSS in the BUILT mini-program, against the reference server seeded with the hostile records
 * (hostileRecords: server/db/seeds/hostile.ts; every payload of server/db/corpus/xssCorpus.ts in article bodies, goods
 * introductions and the titles, names and other text of both). The rich-text nodes WeChat gets hold only tags
 * of the allow-list with src/alt/colspan/rowspan/start and the layout styles: no script, style, frame or object, no
 * handler, no javascript:/vbscript:/data: URL; the ordinary text stays; titles, names, sources and subtitles are
 * plain text (the exact stored string in a text node, never rich-text).
 */
import { launchApp, waitFor, guardEachTest, type Mp, type Page } from './harness'
import { HOSTILE_ARTICLES, HOSTILE_GOODS, HOSTILE_CATALOG_ID, HOSTILE_CATEGORY_ID } from '../../server/db/seeds/hostile'
import { HOSTILE_BODIES } from '../../server/db/corpus/newsHostile'
import { HOSTILE_NEWS_IDS } from '../../server/db/seeds/news'
import { ALLOWED_TAGS, RICH_TEXT_STYLE } from '../../src/core/article/safeHtml'

const LEARNER = '13800138000'
const RICH_TEXT_ATTRS = ['src', 'alt', 'colspan', 'rowspan', 'start', 'style']
const LAYOUT_STYLES = Object.values(RICH_TEXT_STYLE)

let mp: Mp
guardEachTest(() => mp)

/** A rich-text node as a page hands it to WeChat, unchecked: a text ({type: 'text', text}) or an element. */
interface RichNode {
  type?: string
  text?: string
  name?: string
  attrs?: Record<string, unknown>
  children?: RichNode[]
}

const walk = (nodes: RichNode[] | undefined, out: RichNode[] = []) => {
  for (const n of nodes || []) {
    out.push(n)
    walk(n.children, out)
  }
  return out
}

/** A URL's scheme as WeChat or a browser reads it (controls and whitespace ignored). */
// eslint-disable-next-line no-control-regex -- what a URL reader drops before the scheme
const schemeOf = (v: unknown) => /^([a-z][a-z0-9+.-]*):/i.exec(String(v).replace(/[\u0000-\u0020\u007f]/g, ''))?.[1].toLowerCase()

/** Everything wrong with the nodes one rich-text got; [] when they are safe. */
function problems(nodes: RichNode[]) {
  const found: string[] = []
  for (const n of walk(nodes)) {
    if (n.type === 'text') {
      if (typeof n.text !== 'string') found.push('a text node without text')
      continue
    }
    if (!(ALLOWED_TAGS as readonly (string | undefined)[]).includes(n.name)) found.push(`<${n.name}>`)
    for (const [k, v] of Object.entries(n.attrs || {})) {
      if (/^on/i.test(k)) found.push(`${n.name}.${k}`)
      else if (!RICH_TEXT_ATTRS.includes(k)) found.push(`${n.name}.${k} (not drawn by rich-text)`)
      if (k === 'style' && !(LAYOUT_STYLES as unknown[]).includes(v)) found.push(`${n.name}.style=${v}`)
      if ((k === 'src' || k === 'href') && !['http', 'https', undefined].includes(schemeOf(v))) found.push(`${n.name}.${k}=${v}`)
    }
  }
  return found
}

/** The text of rich-text nodes as WeChat shows it (text nodes carry & < > as references). */
const shownText = (nodes: RichNode[]) =>
  walk(nodes).filter((n) => n.type === 'text').map((n) => n.text!.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&')).join('')

/** The rich-text elements of a page and their nodes. */
async function richTexts(page: Page, count = 1): Promise<RichNode[][]> {
  await waitFor(() => page.dom.querySelectorAll('wx-rich-text').length >= count && page.attrs(page.dom.querySelector('wx-rich-text')!).nodes?.length, { timeout: 5000 })
  return [...page.dom.querySelectorAll('wx-rich-text')].map((el) => page.attrs(el).nodes)
}

/** The exact text of the first element with this class, and whether any rich-text is inside it. */
function textElement(page: Page, className: string) {
  const el = page.getByClass(className)
  return { text: el.textContent, rich: el.querySelectorAll('wx-rich-text').length }
}

test('the node check sees what unsanitised HTML would hand rich-text', () => {
  const raw = [{ name: 'p', attrs: { style: 'color:red' }, children: [{ name: 'script' }, { name: 'img', attrs: { src: ' javascript:x', onerror: 'y' } }] }, { name: 'a', attrs: { href: 'data:text/html,x' } }]
  expect(problems(raw)).toEqual(['p.style=color:red', '<script>', 'img.src= javascript:x', 'img.onerror', 'a.href (not drawn by rich-text)', 'a.href=data:text/html,x'])
})

describe.each(HOSTILE_ARTICLES.map((a) => [a.id, a]))('article %i', (id, article) => {
  test('the body\'s nodes are safe and keep its text; title, source and editor are plain text', async () => {
    mp = await launchApp({ signedInAs: LEARNER, server: { hostileRecords: true } })
    const page = await mp.loadPage('packages/article/detail/index', { query: { id, siteId: 1, informationTypeId: HOSTILE_CATALOG_ID, informationType: 1, provinceId: 0 } })
    await waitFor(() => page.queryAllByClass('article-detail__title').length > 0, { timeout: 5000 })
    const [body, ...others] = await richTexts(page)
    expect(others).toEqual([])
    expect(problems(body)).toEqual([])
    expect(shownText(body)).toContain(article.keep)
    expect(textElement(page, 'article-detail__title')).toEqual({ text: article.title, rich: 0 })
    expect(textElement(page, 'article-detail__source')).toEqual({ text: `来源：${article.source}`, rich: 0 })
    expect(textElement(page, 'article-detail__editor')).toEqual({ text: `编辑：${article.editor}`, rich: 0 })
  })
})

test.each(HOSTILE_NEWS_IDS.map((id, i) => [id, HOSTILE_BODIES[i]]))('the default seed\'s hostile body %i reaches rich-text safe, its text kept', async (id, body) => {
  mp = await launchApp({ signedInAs: LEARNER })
  const page = await mp.loadPage('packages/article/detail/index', { query: { id, siteId: 1, informationTypeId: 101, informationType: 1, provinceId: 0 } })
  const [nodes] = await richTexts(page)
  expect(problems(nodes)).toEqual([])
  expect(shownText(nodes)).toContain(body.keep)
})

describe.each(HOSTILE_GOODS.map((g) => [g.id, g]))('goods %i', (id, goods) => {
  test('the introduction\'s nodes are safe and keep its text; name and subtitle are plain text', async () => {
    mp = await launchApp({ server: { hostileRecords: true } })
    const page = await mp.loadPage('packages/goods/detail/index', { query: { goodsId: id } })
    await waitFor(() => page.queryAllByClass('goods-summary__name').length > 0, { timeout: 5000 })
    const [intro, ...others] = await richTexts(page)
    expect(others).toEqual([])
    expect(problems(intro)).toEqual([])
    expect(shownText(intro)).toContain(goods.keep)
    expect(textElement(page, 'goods-summary__name')).toEqual({ text: goods.name, rich: 0 })
    expect(textElement(page, 'goods-summary__subtitle')).toEqual({ text: goods.subtitle, rich: 0 })
  })
})

test('the category list shows hostile goods names as plain text', async () => {
  mp = await launchApp({ server: { hostileRecords: true } })
  const page = await mp.loadPage('packages/goods/category/index', { query: { id: HOSTILE_CATEGORY_ID, name: '学员投稿' } })
  await waitFor(() => page.queryAllByClass('goods-card__name').length >= 10, { timeout: 5000 })
  const names = page.queryAllByClass('goods-card__name').map((el) => el.textContent)
  expect(names).toEqual(HOSTILE_GOODS.slice(0, names.length).map((g) => g.name))
  expect(page.dom.querySelectorAll('wx-rich-text')).toHaveLength(0)
})

test('the article list\'s 学员投稿 tab shows hostile titles as plain text', async () => {
  mp = await launchApp({ signedInAs: LEARNER, server: { hostileRecords: true } })
  const page = await mp.loadPage('pages/article/index')
  await page.tap(await page.findByText('学员投稿', { timeout: 5000 }))
  await waitFor(() => mp.requests.some((r) => r.path?.endsWith('/informationList/v3') && r.query!.catalogId === String(HOSTILE_CATALOG_ID) && r.status), { timeout: 5000 })
  const titles = () => page.queryAllByClass('article-item__title').map((el) => el.textContent)
  await waitFor(() => titles().includes(HOSTILE_ARTICLES[1].title), { timeout: 5000 })
  const shown = HOSTILE_ARTICLES.filter((a) => titles().includes(a.title))
  expect(shown.length).toBeGreaterThanOrEqual(10)
  expect(page.dom.querySelectorAll('wx-rich-text')).toHaveLength(0)
})
