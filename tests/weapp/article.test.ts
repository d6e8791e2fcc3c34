/**
 * Articles in the BUILT mini-program against the reference server in-process: the /article tab lists site 1's
 * articles; the detail (packages/article/detail/index?id=) renders the article with its body as rich-text nodes
 * (a hostile body's script and handlers gone) and a like reaches the server and marks the button.
 */
import { launchApp, waitFor, guardEachTest, type Mp, type Page } from './harness'
import { pageCss } from './uiChecks'

const LEARNER = '13800138000'

let mp: Mp
guardEachTest(() => mp)

/** A rich-text node as the page hands it to wx-rich-text: an element (name, attrs, children) or a text. */
interface RichNode {
  name?: string
  attrs?: Record<string, unknown>
  children?: RichNode[]
}

/** The rich-text nodes a rendered wx-rich-text was given. */
function richNodes(page: Page): RichNode[] {
  const el = page.dom.querySelector('wx-rich-text')
  expect(el).toBeTruthy()
  return page.attrs(el!).nodes
}

const walk = (nodes: RichNode[] | undefined, out: RichNode[] = []) => {
  for (const n of nodes || []) {
    out.push(n)
    walk(n.children, out)
  }
  return out
}

test('the article tab lists the first site\'s articles and opens a detail by its URL', async () => {
  mp = await launchApp({ signedInAs: LEARNER })
  const page = await mp.loadPage('pages/article/index')
  await waitFor(() => page.queryAllByClass('article-item').length >= 10, { timeout: 5000 })
  const list = await mp.waitForRequest('/api/news/app/informationList/v3')
  expect(list.query).toMatchObject({ showCount: '999', provinceId: '0', pageSize: '10', currentPage: '1' })
  const first = page.queryAllByClass('article-item')[0]
  await page.tap(first)
  await waitFor(() => mp.navigations.length > 0)
  expect(mp.navigations[0].url).toMatch(/^\/packages\/article\/detail\/index\?id=\d+&siteId=1&/)
})

test('a feature card (showType 4, article 10106): the cover with the title laid over it', async () => {
  mp = await launchApp({ signedInAs: LEARNER })
  const page = await mp.loadPage('pages/article/index')
  await waitFor(() => page.queryAllByClass('article-item').length >= 10, { timeout: 5000 })
  const list = await mp.waitForRequest('/api/news/app/informationList/v3')
  const item = list.response.data.list.find((i: { id: number }) => i.id === 10106)
  expect(item).toMatchObject({ showType: 4, url: '/media/cover/news-10106-feature.png?w=690&h=360' })
  const cards = page.queryAllByClass('article-item--style4')
  expect(cards).toHaveLength(list.response.data.list.filter((i: { showType: number }) => i.showType === 4).length)
  const card = cards.find((el) => el.textContent!.includes(item.title))!
  const shade = card.querySelector('.article-item__feature-shade')!
  expect(shade.textContent!.trim()).toBe(item.title)
  const pic = card.querySelector('.article-item__feature-pic')
  expect(page.attrs(pic!).src).toBe(`http://127.0.0.1:3100${item.url}`)
})

test('the region: the maps service places the learner (the sandbox, as 198.51.100.7 in 四川), getProvinceId turns it into the lists\' province', async () => {
  mp = await launchApp({ signedInAs: LEARNER, server: { sandboxClientIp: '198.51.100.7' } })
  const page = await mp.loadPage('pages/article/index')
  const located = await mp.waitForRequest('/sandbox/maps/ws/location/v1/ip')
  expect(located.query.key).toBe('sandbox-maps-key')
  expect(located.query.token).toBeUndefined()
  expect(located.headers.token).toBeUndefined()
  expect(located.response.result.ad_info.province).toBe('四川省')
  const asked = await mp.waitForRequest('/api/news/app/getProvinceId/v3')
  expect(asked.query.provinceName).toBe('四川省')
  const provinceId = asked.response.data.provinceId
  expect(provinceId).toBeGreaterThan(0)
  const list = await mp.waitForRequest('/api/news/app/informationList/v3')
  expect(list.query.provinceId).toBe(String(provinceId))
  await waitFor(() => page.queryAllByClass('article-region').some((el) => el.textContent!.includes('四川')), { timeout: 5000 })
})

test('a loopback caller the sandbox cannot place: nationwide, getProvinceId not asked, no toast', async () => {
  mp = await launchApp({ signedInAs: LEARNER })
  const page = await mp.loadPage('pages/article/index')
  const located = await mp.waitForRequest('/sandbox/maps/ws/location/v1/ip')
  expect(located.response).toEqual({ status: 375, message: '局域网IP无法定位' })
  const list = await mp.waitForRequest('/api/news/app/informationList/v3')
  expect(list.query.provinceId).toBe('0')
  expect(mp.requests.some((r) => r.path!.endsWith('/getProvinceId/v3'))).toBe(false)
  expect(mp.toasts).toEqual([])
  await waitFor(() => page.queryAllByClass('article-item').length >= 10, { timeout: 5000 })
})

test('the detail renders its body as rich-text nodes and a like reaches the server', async () => {
  mp = await launchApp({ signedInAs: LEARNER })
  const page = await mp.loadPage('packages/article/detail/index', { query: { id: 10104, siteId: 1, informationTypeId: 101, informationType: 1, provinceId: 0 } })
  const detail = await mp.waitForRequest('/api/news/app/queryAppInformationDetailInfo')
  expect(detail.query.id).toBe('10104')
  await page.findByText(detail.response.data.title, { timeout: 5000 })
  const nodes = walk(richNodes(page))
  expect(nodes.some((n) => n.name === 'img')).toBe(true)
  expect(nodes.some((n) => n.name === 'table')).toBe(true)

  const like = page.getByClass('article-detail__like')
  await page.tap(like)
  const sent = await mp.waitForRequest('/api/news/app/likeNews', { method: 'POST' })
  expect(sent.body.newsId).toBe(10104)
  const likes = await mp.api('GET', '/api/news/app/queryAppInformationDetailInfo?id=10104&isLoad=1', { headers: { token: mp.storage.get('token') } })
  expect(likes.data.data.isLikes).toBe(1)
})

test('a hostile body reaches rich-text without scripts, handlers or javascript: links', async () => {
  mp = await launchApp({ signedInAs: LEARNER })
  const page = await mp.loadPage('packages/article/detail/index', { query: { id: 10103 } })
  await mp.waitForRequest('/api/news/app/queryAppInformationDetailInfo')
  await waitFor(() => page.dom.querySelector('wx-rich-text'), { timeout: 5000 })
  const nodes = walk(richNodes(page))
  expect(nodes.length).toBeGreaterThan(0)
  expect(nodes.filter((n) => ['script', 'iframe', 'svg', 'object', 'embed', 'style'].includes(n.name ?? ''))).toEqual([])
  for (const n of nodes) {
    for (const [k, v] of Object.entries(n.attrs || {})) {
      expect(k).not.toMatch(/^on/i)
      expect(String(v)).not.toMatch(/^\s*(javascript|vbscript|data):/i)
    }
  }
})

// Section 2: "a province grid padded to a multiple of 5 with hidden filler items": the provinces with hide 1
// (Taiwan, Hong Kong, Macao) are those filler items, each keeping its cell, unseen (visibility: hidden in the page's
// wxss) and not tappable.
test('the region chooser: every province in its cell, those with hide 1 as hidden fillers', async () => {
  mp = await launchApp({ signedInAs: LEARNER })
  const page = await mp.loadPage('pages/article/index')
  await waitFor(() => page.queryAllByClass('article-item').length >= 10, { timeout: 5000 })
  await page.tap(page.getByText('切换地区'))
  const provinces = await mp.waitForRequest('/api/news/app/provinceList/v3')
  const list = provinces.response.data.provinceList
  const hidden = list.filter((p: { hide: number }) => p.hide === 1).map((p: { id: number }) => p.id)
  expect(hidden).toEqual([32, 33, 34])
  await waitFor(() => page.queryAllByClass('article-region__cell').length === 35, { timeout: 5000 })
  const cells = page.queryAllByClass('article-region__cell')
  const shown = cells.filter((c) => !c.classList.contains('article-region__cell--filler'))
  const fillers = cells.filter((c) => c.classList.contains('article-region__cell--filler'))
  expect(shown).toHaveLength(32) // nationwide and the 31 provinces offered
  expect(fillers).toHaveLength(3)
  // In the list's order, each in its own cell (the last three of the 35: nationwide and 34 provinces, no padding).
  expect(fillers.map((c) => c.textContent!.trim())).toEqual(['台湾省', '香港特别行政区', '澳门特别行政区'])
  expect(cells.slice(32)).toEqual(fillers)
  const css = pageCss('pages/article/index')
  expect(css).toMatch(/\.article-region__cell--filler\s*\{[^}]*visibility:\s*hidden/)
  // A tap on a filler chooses nothing: the list is not asked again for another province.
  const asked = mp.requests.filter((r) => r.path!.endsWith('/informationList/v3')).length
  await page.tap(fillers[0])
  await new Promise((r) => setTimeout(r, 200))
  expect(mp.requests.filter((r) => r.path!.endsWith('/informationList/v3'))).toHaveLength(asked)
})
