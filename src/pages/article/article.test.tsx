/**
 * /article (docs/spec/content-access.md sections 2, 3, 4, 5, 8, 9): each tab's states ('加载中...', '加载失败，点击重试' then a
 * tap that reloads, '没有更多数据' after the last page), sites and their tabs, a tab keeping its own list, the item
 * layouts, the detail link, '文章不存在', the channel picker, the province chooser, swiping between tabs and
 * the return from a detail (site, tab, scroll position).
 */
const mockFrame: { shows: Set<() => void>; hides: Set<() => void>; scroll?: (e: { scrollTop: number }) => void } = { shows: new Set(), hides: new Set() }
jest.mock('@tarojs/taro', () => {
  const React = jest.requireActual('react')
  const base = jest.requireActual('../../../tests/jest/taroPage').taroWithPageFrame()
  // Page show / hide handlers kept (latest closure) while mounted, so a test can show or hide the page.
  const pageHook = (kind: 'shows' | 'hides') => (fn: () => void) => {
    const ref = React.useRef(fn)
    ref.current = fn
    React.useEffect(() => {
      const set = mockFrame[kind]
      const handler = () => ref.current()
      set.add(handler)
      return () => { set.delete(handler) }
    }, [])
  }
  const overrides: Record<string, unknown> = {
    useDidShow: pageHook('shows'),
    useDidHide: pageHook('hides'),
    usePageScroll: (fn: (e: { scrollTop: number }) => void) => { mockFrame.scroll = fn },
  }
  const taro = new Proxy(base.default, { get: (t, k) => (typeof k === 'string' && k in overrides ? overrides[k] : t[k]) })
  return new Proxy(base, { get: (t, k) => (k === 'default' ? taro : typeof k === 'string' && k in overrides ? overrides[k] : t[k]) })
})
jest.mock('@/platform/ui')
jest.mock('@/platform/navigation')
jest.mock('@/platform/page', () => ({ scrollToTop: jest.fn(), stopPullDown: jest.fn() }))
jest.mock('@/platform/scroll', () => ({ restorePageScroll: jest.fn() }))
import { act, fireEvent, screen } from '@testing-library/react'
import type { Page } from '@contract/goods'
import type { NewsCatalog, NewsItem, NewsListQuery, NewsSite } from '@contract/news'
import { navigateTo } from '@/platform/navigation'
import { restorePageScroll } from '@/platform/scroll'
import { toast } from '@/platform/ui'
import type { IpPlace } from '@/core/location'
import { useArticlesStore } from '@/pages/article/stores/instances'
import { UiStore } from '@/stores/ui'
import { quietTaroMedia } from '../../../tests/jest/goods'
import { reachBottom, resetPageFrame } from '../../../tests/jest/taroPage'
import ArticlePage from './index'
import { clearBrowserStorage, query, queryAll } from '../../../tests/jest/dom'
import { renderPage, type PageView } from '../../../tests/jest/renderPage'
import { quietNutuiTransitions } from '../../../tests/jest/quiet'

const api = { sites: jest.fn(), siteList: jest.fn(), catalogs: jest.fn(), list: jest.fn(), provinces: jest.fn(), provinceOf: jest.fn() }
/** Where the maps service places the learner (IP location): nowhere unless a test says. */
let place: IpPlace | null
let view: PageView
const nav = navigateTo as jest.Mock
const flush = () => act(async () => { await new Promise((r) => setTimeout(r, 0)) })

const site = (id: number): NewsSite => ({ id, websiteName: `站点${id}`, pic: '', picUrl: '', label: id === 1 ? '热门' : '' })
const catalog = (websiteId: number, n: number): NewsCatalog => ({ id: websiteId * 100 + n, websiteId, catalogName: `栏目${websiteId * 100 + n}` })
/** Article n of a tab: ids catalogId * 100 + n; layouts cycle style1, style2, style3. */
const article = (catalogId: number, n: number, over: Partial<NewsItem> = {}): NewsItem => {
  const id = catalogId * 100 + n
  return {
    id, informationId: id, title: `文章${id}`, informationName: '', introduction: `导语${id}`,
    url: n % 3 === 0 ? '' : `/media/cover/news-${id}.png`, isRoot: n % 3 === 1 ? 1 : 0, showType: 1,
    skipUrl: `/article/${id}?informationType=3&informationTypeId=${catalogId}`, informationType: 3, informationTypeId: catalogId,
    informationCategoryId: Math.floor(catalogId / 100), catalogName: `栏目${catalogId}`, provinceId: 0,
    pushTime: '2025-04-01 09:30:00', createTime: '', readNum: 5, likes: 1, favorites: 0, ...over,
  }
}
/** 38 articles a tab: pages 10/10/10/8 (tag 101 of the corpus). */
const listPage = (catalogId: number, currentPage: number, total = 38): Page<NewsItem> => {
  const from = (currentPage - 1) * 10
  const list = Array.from({ length: Math.max(0, Math.min(10, total - from)) }, (_, i) => article(catalogId, from + i + 1))
  return { page: { currentPage, totalPages: Math.ceil(total / 10), total }, list }
}
const listWith = (make: (q: NewsListQuery) => Page<NewsItem> | Promise<Page<NewsItem>>) =>
  api.list.mockImplementation(async (q: NewsListQuery) => make(q))

async function open() {
  view = renderPage(<ArticlePage />, {
    services: { newsApi: api, mapsApi: { ipLocation: async () => place } },
    stores: { session: { userClient: undefined, isLoggedIn: false }, ui: new UiStore(), staff: { showHomeTab: false, canBind: false } },
  })
  await flush()
  await flush()
  return view
}

const items = (c: HTMLElement) => [...c.querySelectorAll('.article-list .article-item')] as HTMLElement[]
const itemOf = (c: HTMLElement, id: number) => c.querySelector(`.article-item[data-article-id="${id}"]`) as HTMLElement
const siteTab = (c: HTMLElement, id: number) => c.querySelector(`.article-sites__item[data-site-id="${id}"]`) as HTMLElement
const catalogTab = (c: HTMLElement, id: number) => c.querySelector(`.article-tabs__tab[data-catalog-id="${id}"]`) as HTMLElement
const activeTab = (c: HTMLElement) => c.querySelector('.article-tabs__tab--active')?.getAttribute('data-catalog-id')
const calls = () => api.list.mock.calls.map((call) => `${call[0].catalogId}:${call[0].currentPage}`)
const tap = async (el: HTMLElement) => {
  fireEvent.click(el)
  await flush()
}

beforeAll(() => {
  quietTaroMedia()
  quietNutuiTransitions()
})

beforeEach(() => {
  jest.clearAllMocks()
  resetPageFrame()
  mockFrame.shows.clear()
  mockFrame.hides.clear()
  clearBrowserStorage()
  place = null
  api.sites.mockResolvedValue([site(1), site(2), site(3)])
  api.catalogs.mockImplementation(async (websiteId: number) =>
    websiteId === 2 ? [catalog(2, 1), catalog(2, 2), catalog(2, 3), catalog(2, 4)] : [catalog(websiteId, 1), catalog(websiteId, 2), catalog(websiteId, 3)],
  )
  api.provinceOf.mockResolvedValue({ provinceId: 0, provinceName: '', source: 'default' })
  api.provinces.mockResolvedValue({ provinceList: [{ id: 19, province_name: '广东', hide: 0 }, { id: 32, province_name: '台湾', hide: 1 }] })
  api.siteList.mockResolvedValue([{ ...site(1), catalogList: [catalog(1, 1), catalog(1, 2)] }, { ...site(2), catalogList: [catalog(2, 1), catalog(2, 4)] }])
  listWith((q) => listPage(q.catalogId!, q.currentPage!))
})

describe('a tab\'s states', () => {
  it("'加载中...' while page 1 loads, then site 1's first tab with 10 articles (provinceId 0, the site and the tag)", async () => {
    let release!: () => void
    listWith((q) => new Promise((r) => { release = () => r(listPage(q.catalogId!, q.currentPage!)) }))
    const { container } = await open()
    expect(screen.getByText('加载中...')).toBeTruthy()
    expect(api.list).toHaveBeenCalledWith({ id: 1, catalogId: 101, provinceId: 0, currentPage: 1 })
    release()
    await flush()
    expect(screen.queryByText('加载中...')).toBeNull()
    expect(items(container)).toHaveLength(10)
    expect(container.querySelector('.article-sites__item--active')?.getAttribute('data-site-id')).toBe('1')
    expect(activeTab(container)).toBe('101')
  })

  it("38 articles page in as 10/10/10/8 near the bottom, then '没有更多数据' and no more calls", async () => {
    const { container } = await open()
    expect(screen.queryByText('没有更多数据')).toBeNull()
    await reachBottom()
    await reachBottom()
    expect(screen.queryByText('没有更多数据')).toBeNull()
    await reachBottom()
    expect(items(container)).toHaveLength(38)
    expect(screen.getByText('没有更多数据')).toBeTruthy()
    await reachBottom()
    expect(calls()).toEqual(['101:1', '101:2', '101:3', '101:4'])
  })

  it("a failed page shows '加载失败，点击重试'; scrolling does not reload; a tap reloads that page and it succeeds", async () => {
    let fail = true
    listWith((q) => {
      if (q.currentPage === 2 && fail) return Promise.reject(new Error('500'))
      return listPage(q.catalogId!, q.currentPage!)
    })
    const { container } = await open()
    await reachBottom()
    expect(items(container)).toHaveLength(10)
    const retry = screen.getByText('加载失败，点击重试')
    await reachBottom()
    expect(calls()).toEqual(['101:1', '101:2'])
    fail = false
    await tap(retry)
    expect(calls()).toEqual(['101:1', '101:2', '101:2'])
    expect(screen.queryByText('加载失败，点击重试')).toBeNull()
    expect(items(container)).toHaveLength(20)
  })

  it('a failed first page: the same text, a tap loads page 1', async () => {
    api.list.mockRejectedValueOnce(new Error('500'))
    const { container } = await open()
    expect(items(container)).toHaveLength(0)
    await tap(screen.getByText('加载失败，点击重试'))
    expect(items(container)).toHaveLength(10)
    expect(calls()).toEqual(['101:1', '101:1'])
  })
})

describe('sites and tabs', () => {
  it("switching site loads its tabs (more than 3 scroll sideways) and the first tab's page", async () => {
    const { container } = await open()
    expect(container.querySelector('.article-tabs--even')).toBeTruthy()
    await tap(siteTab(container, 2))
    expect(api.catalogs).toHaveBeenLastCalledWith(2)
    expect([...container.querySelectorAll('.article-tabs__tab')].map((t) => t.getAttribute('data-catalog-id'))).toEqual(['201', '202', '203', '204'])
    expect(container.querySelector('.article-tabs--scroll')).toBeTruthy()
    expect(activeTab(container)).toBe('201')
    expect(api.list).toHaveBeenLastCalledWith({ id: 2, catalogId: 201, provinceId: 0, currentPage: 1 })
    expect(itemOf(container, 20101)).toBeTruthy()
  })

  it('a tab keeps its own list when switching back', async () => {
    const { container } = await open()
    await reachBottom()
    expect(items(container)).toHaveLength(20)
    await tap(catalogTab(container, 102))
    expect(activeTab(container)).toBe('102')
    expect(items(container)).toHaveLength(10)
    expect(itemOf(container, 10201)).toBeTruthy()
    await tap(catalogTab(container, 101))
    expect(items(container)).toHaveLength(20)
    expect(calls()).toEqual(['101:1', '101:2', '102:1'])
  })

  it('a swipe on the list moves to the next tab, the other way back', async () => {
    const { container } = await open()
    const list = container.querySelector('.article-list') as HTMLElement
    const swipe = async (from: number, to: number) => {
      fireEvent.touchStart(list, { touches: [{ clientX: from, clientY: 300 }] })
      fireEvent.touchEnd(list, { changedTouches: [{ clientX: to, clientY: 310 }] })
      await flush()
    }
    await swipe(300, 100)
    expect(activeTab(container)).toBe('102')
    await swipe(100, 300)
    expect(activeTab(container)).toBe('101')
  })

  it("更多 opens '请选择您的频道' with every site's tags; a tag opens that site on it", async () => {
    const { container } = await open()
    await tap(screen.getByText('更多'))
    expect(screen.getByText('请选择您的频道')).toBeTruthy()
    expect(api.siteList).toHaveBeenCalledTimes(1)
    await tap(query('.article-channel__catalog[data-catalog-id="204"]') as HTMLElement)
    expect(container.querySelector('.article-sites__item--active')?.getAttribute('data-site-id')).toBe('2')
    expect(activeTab(container)).toBe('204')
    expect(api.list).toHaveBeenLastCalledWith({ id: 2, catalogId: 204, provinceId: 0, currentPage: 1 })
  })
})

describe('items', () => {
  it('showType 4 as the server sends it (article 10106): the fourth layout, the cover with the title laid over it', async () => {
    listWith((q) => {
      const page = listPage(q.catalogId!, q.currentPage!)
      return { ...page, list: page.list.map((i) => (i.id === 10106 ? { ...i, url: '/media/cover/news-10106-feature.png?w=690&h=360', isRoot: 1, showType: 4 } : i)) }
    })
    const { container } = await open()
    const card = itemOf(container, 10106)
    expect(card.className).toContain('article-item--style4')
    expect(card.getAttribute('data-layout')).toBe('style4')
    const feature = card.querySelector('.article-item__feature')!
    expect(feature.querySelector('img')!.getAttribute('src')).toContain('/media/cover/news-10106-feature.png')
    expect(feature.querySelector('.article-item__feature-shade .article-item__title')!.textContent).toBe('文章10106')
    expect(card.querySelector('.article-item__meta')!.textContent).toContain('2025-04-01')
    // The other items keep section 3's three layouts.
    expect(itemOf(container, 10101).className).toContain('article-item--style1')
    await tap(card)
    expect(nav).toHaveBeenCalledWith(expect.stringMatching(/^\/article\/10106\?siteId=1&informationTypeId=101&/))
  })


  it('render in the layout of section 3: style1 (url, isRoot 1), style2 (url, isRoot 0), style3 (no url)', async () => {
    const { container } = await open()
    expect(itemOf(container, 10101).className).toContain('article-item--style1')
    expect(itemOf(container, 10102).className).toContain('article-item--style2')
    expect(itemOf(container, 10103).className).toContain('article-item--style3')
    expect(itemOf(container, 10101).querySelector('.article-item__cover')).toBeTruthy()
    expect(itemOf(container, 10102).querySelector('.article-item__thumb')).toBeTruthy()
    expect(itemOf(container, 10103).querySelector('img')).toBeNull()
    expect(itemOf(container, 10103).textContent).toContain('导语10103')
  })

  it('a tap opens the detail with siteId, informationTypeId, provinceId and informationType', async () => {
    const { container } = await open()
    await tap(itemOf(container, 10104))
    expect(nav).toHaveBeenCalledWith('/article/10104?siteId=1&informationTypeId=101&provinceId=0&informationType=3')
  })

  it("an item without an id warns '文章不存在' and opens nothing", async () => {
    listWith((q) => ({ page: { currentPage: 1, totalPages: 1, total: 1 }, list: [article(q.catalogId!, 1, { id: 0, informationId: 0, title: '无id文章' })] }))
    await open()
    await tap(screen.getByText('无id文章'))
    expect(toast).toHaveBeenCalledWith('文章不存在')
    expect(nav).not.toHaveBeenCalled()
  })
})

describe('province', () => {
  it('located by IP (the maps service): the region reads the province getProvinceId named, and the first page is that province\'s', async () => {
    place = { province: '四川省', city: '成都市' }
    api.provinceOf.mockResolvedValue({ provinceId: 23, provinceName: '四川省', source: 'name' })
    const { container } = await open()
    expect(api.provinceOf).toHaveBeenCalledWith('四川省')
    expect(container.querySelector('.article-region__name')?.textContent).toBe('四川省')
    expect(api.list.mock.calls.map((c) => c[0].provinceId)).toEqual([23])
  })

  it('not located: 全国, and getProvinceId is not asked', async () => {
    place = null
    const { container } = await open()
    expect(api.provinceOf).not.toHaveBeenCalled()
    expect(container.querySelector('.article-region__name')?.textContent).toBe('全国')
  })

  it("shows '全国' with '切换地区'; the grid pads to 5 with hidden fillers, a province with hide 1 among them; a province reloads the tab for it", async () => {
    const { container } = await open()
    expect(container.querySelector('.article-region__name')?.textContent).toBe('全国')
    await tap(screen.getByText('切换地区'))
    const cells = queryAll('.article-region__cell')
    expect(cells).toHaveLength(5)
    expect(queryAll('.article-region__cell--filler')).toHaveLength(3)
    // 台湾 (hide 1) keeps its cell, the third, as a hidden filler: unseen, and a tap on it chooses nothing.
    expect(cells.map((c) => c.querySelector('[data-province-id]')?.getAttribute('data-province-id'))).toEqual(['0', '19', '32', '', ''])
    expect(cells[2].className).toContain('article-region__cell--filler')
    await tap(cells[2])
    expect(queryAll('.article-region__cell')).toHaveLength(5)
    expect(container.querySelector('.article-region__name')?.textContent).toBe('全国')
    await tap(screen.getByText('广东'))
    expect(api.list).toHaveBeenLastCalledWith({ id: 1, catalogId: 101, provinceId: 19, currentPage: 1 })
    expect(container.querySelector('.article-region__name')?.textContent).toBe('广东')
    await tap(itemOf(container, 10101))
    expect(nav).toHaveBeenLastCalledWith('/article/10101?siteId=1&informationTypeId=101&provinceId=19&informationType=3')
  })
})

describe('coming back from a detail', () => {
  it('puts back the site, the tab and the scroll position', async () => {
    const { container } = await open()
    await tap(siteTab(container, 2))
    await tap(catalogTab(container, 203))
    await reachBottom()
    act(() => { mockFrame.scroll?.({ scrollTop: 1480 }) })
    await tap(itemOf(container, 20315))
    expect(nav).toHaveBeenCalledWith('/article/20315?siteId=2&informationTypeId=203&provinceId=0&informationType=3')
    // Meanwhile (another tab page's link, say) the list moved to site 1.
    const store = view.use(useArticlesStore)
    await act(async () => { await store.selectSite(1) })
    expect(activeTab(container)).toBe('101')
    await act(async () => { mockFrame.shows.forEach((show) => show()) })
    await flush()
    expect(container.querySelector('.article-sites__item--active')?.getAttribute('data-site-id')).toBe('2')
    expect(activeTab(container)).toBe('203')
    expect(items(container)).toHaveLength(20)
    expect(restorePageScroll).toHaveBeenCalledWith(1480)
    await act(async () => { mockFrame.shows.forEach((show) => show()) })
    expect(restorePageScroll).toHaveBeenCalledTimes(1)
  })

  it('another tab page and back: the scroll position too (the page was hidden)', async () => {
    const { container } = await open()
    await reachBottom()
    act(() => { mockFrame.scroll?.({ scrollTop: 900 }) })
    await act(async () => { mockFrame.hides.forEach((hide) => hide()) })
    await act(async () => { mockFrame.shows.forEach((show) => show()) })
    expect(restorePageScroll).toHaveBeenCalledWith(900)
    expect(activeTab(container)).toBe('101')
    expect(items(container)).toHaveLength(20)
  })
})
