/**
 * Articles in the BUILT mini-program against the reference server in-process: the /article tab lists site 1's
 * articles; the detail (packages/article/detail/index?id=) renders the article with its body as rich-text nodes
 * (a hostile body's script and handlers gone) and a like reaches the server and marks the button.
 */
const { launchApp, waitFor, guardEachTest } = require('./harness')

const LEARNER = '13800138000'

let mp
guardEachTest(() => mp)

/** The rich-text nodes a rendered wx-rich-text was given. */
function richNodes(page) {
  const el = page.dom.querySelector('wx-rich-text')
  expect(el).toBeTruthy()
  return page.attrs(el).nodes
}

const walk = (nodes, out = []) => {
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
  expect(nodes.filter((n) => ['script', 'iframe', 'svg', 'object', 'embed', 'style'].includes(n.name))).toEqual([])
  for (const n of nodes) {
    for (const [k, v] of Object.entries(n.attrs || {})) {
      expect(k).not.toMatch(/^on/i)
      expect(String(v)).not.toMatch(/^\s*(javascript|vbscript|data):/i)
    }
  }
})
