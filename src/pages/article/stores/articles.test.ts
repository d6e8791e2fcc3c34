// The article list store with a fake news API (docs/spec/content-access.md sections 2, 4, 7, 9).
import type { Page } from '@contract/goods'
import type { NewsCatalog, NewsItem, NewsListQuery, NewsSite, Province } from '@contract/news'
import { ArticlesStore, type ArticleReturnPoint, type ArticlesApi } from './articles'

const site = (id: number): NewsSite => ({ id, websiteName: `站点${id}`, pic: '', picUrl: '', label: '' })
const catalog = (websiteId: number, n: number): NewsCatalog => ({ id: websiteId * 100 + n, websiteId, catalogName: `栏目${websiteId * 100 + n}` })
const article = (catalogId: number, n: number): NewsItem => ({
  id: catalogId * 100 + n, informationId: catalogId * 100 + n, title: `文章${catalogId * 100 + n}`, informationName: '', introduction: '',
  url: '', isRoot: 0, showType: 3, skipUrl: '', informationType: 1, informationTypeId: catalogId, informationCategoryId: Math.floor(catalogId / 100),
  catalogName: '', provinceId: 0, pushTime: '2025-01-02 03:04:05', createTime: '', readNum: 0, likes: 0, favorites: 0,
})
/** `total` articles of a tab, 10 a page. */
const listPage = (catalogId: number, currentPage: number, total: number): Page<NewsItem> => {
  const totalPages = Math.ceil(total / 10)
  const from = (currentPage - 1) * 10
  const list = Array.from({ length: Math.max(0, Math.min(10, total - from)) }, (_, i) => article(catalogId, from + i + 1))
  return { page: { currentPage, totalPages, total }, list }
}

function fakeApi(over: Partial<Record<keyof ArticlesApi, jest.Mock>> = {}) {
  const api = {
    sites: jest.fn(async () => [site(1), site(2)]),
    siteList: jest.fn(async () => []),
    catalogs: jest.fn(async (websiteId: number) => [catalog(websiteId, 1), catalog(websiteId, 2), catalog(websiteId, 3)]),
    list: jest.fn(async (q: NewsListQuery) => listPage(q.catalogId!, q.currentPage!, 38)),
    provinces: jest.fn(async () => ({ provinceList: [] as Province[] })),
    provinceOf: jest.fn(async () => ({ provinceId: 0, provinceName: '', source: 'default' as const })),
    ...over,
  }
  return api as typeof api & ArticlesApi
}

const pages = (api: ReturnType<typeof fakeApi>) => api.list.mock.calls.map((c) => `${c[0].catalogId}:${c[0].currentPage}`)
const tick = () => new Promise((r) => setTimeout(r, 0))

it('entering: the province, the sites, site 1\'s tabs, then page 1 of its first tab (showCount etc. by the service)', async () => {
  const api = fakeApi()
  const store = new ArticlesStore(api, undefined, async () => ({ province: '广东省', city: '广州市' }))
  await store.enter()
  expect(api.provinceOf).toHaveBeenCalledTimes(1)
  expect(api.catalogs).toHaveBeenCalledWith(1)
  expect(store.siteId).toBe(1)
  expect(store.tabs.map((t) => t.id)).toEqual([101, 102, 103])
  expect(store.catalogId).toBe(101)
  expect(api.list).toHaveBeenCalledWith({ id: 1, catalogId: 101, provinceId: 0, currentPage: 1 })
  expect(store.list!.items).toHaveLength(10)
})

it('"finished when the current page equals the total pages": 38 articles page in as 10/10/10/8, then nothing more', async () => {
  const api = fakeApi()
  const store = new ArticlesStore(api)
  await store.enter()
  for (let i = 0; i < 4; i++) await store.list!.loadMore()
  expect(pages(api)).toEqual(['101:1', '101:2', '101:3', '101:4'])
  expect(store.list!.items).toHaveLength(38)
  expect(store.list!.state).toMatchObject({ page: 4, finished: true })
  expect(store.list!.footer).toBe('noMore')
})

it('"A failed load marks the tab as error and not loading; a tap reloads": the counter stays; scrolling does not retry', async () => {
  let failing = true
  const api = fakeApi({
    list: jest.fn(async (q: NewsListQuery) => {
      if (q.currentPage === 2 && failing) throw new Error('500')
      return listPage(q.catalogId!, q.currentPage!, 38)
    }),
  })
  const store = new ArticlesStore(api)
  await store.enter()
  await store.list!.loadMore()
  expect(store.list!.state).toMatchObject({ page: 1, error: true, loading: false })
  expect(store.list!.footer).toBe('error')
  await store.list!.loadMore()
  expect(pages(api)).toEqual(['101:1', '101:2'])
  failing = false
  await store.list!.retry()
  expect(pages(api)).toEqual(['101:1', '101:2', '101:2'])
  expect(store.list!.state).toMatchObject({ page: 2, error: false })
  expect(store.list!.items).toHaveLength(20)
})

it('each tab keeps its own list: switching back shows it without loading again', async () => {
  const api = fakeApi()
  const store = new ArticlesStore(api)
  await store.enter()
  await store.list!.loadMore()
  await store.selectTab(102)
  expect(store.catalogId).toBe(102)
  expect(store.list!.items.map((a) => a.informationTypeId)).toEqual(Array(10).fill(102))
  await store.selectTab(101)
  expect(store.list!.items).toHaveLength(20)
  expect(pages(api)).toEqual(['101:1', '101:2', '102:1'])
  expect(store.listOf(102)!.items).toHaveLength(10)
})

it('another site loads its tabs once; coming back to a site opens the tab it had', async () => {
  const api = fakeApi()
  const store = new ArticlesStore(api)
  await store.enter()
  await store.selectTab(103)
  await store.selectSite(2)
  expect(store.tabs.map((t) => t.id)).toEqual([201, 202, 203])
  expect(store.catalogId).toBe(201)
  expect(api.list).toHaveBeenLastCalledWith({ id: 2, catalogId: 201, provinceId: 0, currentPage: 1 })
  await store.selectSite(1)
  expect(store.catalogId).toBe(103)
  expect(api.catalogs.mock.calls).toEqual([[1], [2]])
  await store.selectSite(2, 203)
  expect(store.catalogId).toBe(203)
})

it('a tab of another site is not a tab here', async () => {
  const store = new ArticlesStore(fakeApi())
  await store.enter()
  await store.selectTab(201)
  expect(store.catalogId).toBe(101)
})

it('the sites failing: nothing selected; entering again retries', async () => {
  const api = fakeApi({ sites: jest.fn().mockRejectedValueOnce(new Error('x')).mockResolvedValue([site(1)]) })
  const store = new ArticlesStore(api)
  await store.enter()
  expect(store.sites.status).toBe('error')
  expect(store.siteId).toBeNull()
  await store.enter()
  expect(store.siteId).toBe(1)
  expect(store.list!.items).toHaveLength(10)
})

it('a site\'s tabs failing: tabsStatus error; retryTabs loads them and the first tab\'s page', async () => {
  const api = fakeApi({ catalogs: jest.fn().mockRejectedValueOnce(new Error('x')).mockResolvedValue([catalog(1, 1)]) })
  const store = new ArticlesStore(api)
  await store.enter()
  expect(store.tabsStatus).toBe('error')
  expect(store.list).toBeUndefined()
  await store.retryTabs()
  expect(store.tabsStatus).toBe('ready')
  expect(pages(api)).toEqual(['101:1'])
})

describe('province', () => {
  const locatedIn = (province: string, city = '') => async () => ({ province, city })

  it('"Maps-service IP location ... (result.ad_info.province used)", then getProvinceId/v3 with that name: the lists ask for its province', async () => {
    const api = fakeApi({ provinceOf: jest.fn(async () => ({ provinceId: 19, provinceName: '广东', source: 'name' })) })
    const store = new ArticlesStore(api, undefined, locatedIn('广东省', '广州市'))
    await store.enter()
    expect(api.provinceOf).toHaveBeenCalledWith('广东省')
    expect(store.provinceId).toBe(19)
    expect(api.list).toHaveBeenCalledWith({ id: 1, catalogId: 101, provinceId: 19, currentPage: 1 })
  })

  it("the region reads the located province's name before the chooser's list is loaded, and the list's once it is", async () => {
    const api = fakeApi({
      provinceOf: jest.fn(async () => ({ provinceId: 23, provinceName: '四川省', source: 'name' })),
      provinces: jest.fn(async () => ({ provinceList: [{ id: 23, province_name: '四川', hide: 0 }] })),
    })
    const store = new ArticlesStore(api, undefined, locatedIn('四川省', '成都市'))
    await store.enter()
    expect(api.provinces).not.toHaveBeenCalled()
    expect(store.region).toBe('四川省')
    await store.loadProvinces()
    expect(store.region).toBe('四川')
    await store.setProvince(0)
    expect(store.region).toBe('全国')
  })

  it('the first page waits for the location: no page of nationwide is asked for first', async () => {
    let place!: (v: { province: string; city: string }) => void
    const api = fakeApi({ provinceOf: jest.fn(async () => ({ provinceId: 23, provinceName: '四川', source: 'name' })) })
    const store = new ArticlesStore(api, undefined, () => new Promise((r) => { place = r }))
    const entering = store.enter()
    await tick()
    expect(api.list).not.toHaveBeenCalled()
    place({ province: '四川省', city: '成都市' })
    await entering
    expect(api.list.mock.calls.map((c) => c[0].provinceId)).toEqual([23])
  })

  it.each<[string, () => Promise<{ province: string; city: string } | null>]>([
    ['the lookup failed (null)', async () => null],
    ['the lookup threw', async () => { throw new Error('timeout') }],
  ])('"a failed location falls back to nationwide quietly": %s, getProvinceId is not asked', async (_name, locate) => {
    const api = fakeApi()
    const store = new ArticlesStore(api, undefined, locate)
    await store.enter()
    expect(api.provinceOf).not.toHaveBeenCalled()
    expect(store.provinceId).toBe(0)
    expect(store.region).toBe('全国')
    expect(api.list).toHaveBeenCalledWith({ id: 1, catalogId: 101, provinceId: 0, currentPage: 1 })
  })

  it('a failed getProvinceId keeps nationwide', async () => {
    const api = fakeApi({ provinceOf: jest.fn(async () => { throw new Error('x') }) })
    const store = new ArticlesStore(api, undefined, locatedIn('广东省'))
    await store.enter()
    expect(store.provinceId).toBe(0)
    expect(store.region).toBe('全国')
  })

  it('located once: entering again (the retry) does not look up or ask again', async () => {
    const locate = jest.fn(locatedIn('广东省'))
    const api = fakeApi({ provinceOf: jest.fn(async () => ({ provinceId: 19, provinceName: '广东', source: 'name' })) })
    const store = new ArticlesStore(api, undefined, locate)
    await store.enter()
    await store.enter()
    expect(locate).toHaveBeenCalledTimes(1)
    expect(api.provinceOf).toHaveBeenCalledTimes(1)
  })

  it('choosing a province reloads the shown tab for it; the other tabs load afresh when shown', async () => {
    const api = fakeApi({ provinces: jest.fn(async () => ({ provinceList: [{ id: 19, province_name: '广东', hide: 0 }] })) })
    const store = new ArticlesStore(api)
    await store.enter()
    await store.loadProvinces()
    await store.selectTab(102)
    await store.setProvince(19)
    expect(store.region).toBe('广东')
    expect(api.list).toHaveBeenLastCalledWith({ id: 1, catalogId: 102, provinceId: 19, currentPage: 1 })
    await store.selectTab(101)
    expect(api.list).toHaveBeenLastCalledWith({ id: 1, catalogId: 101, provinceId: 19, currentPage: 1 })
    const calls = api.list.mock.calls.length
    await store.setProvince(19)
    expect(api.list.mock.calls.length).toBe(calls)
    expect(store.provinceCells.map((c) => c.name)).toEqual(['全国', '广东', '', '', ''])
  })

  it('a province the learner chose before the location answered wins', async () => {
    let answer!: (v: unknown) => void
    const api = fakeApi({ provinceOf: jest.fn(() => new Promise((r) => { answer = r })) })
    const store = new ArticlesStore(api, undefined, locatedIn('广东省'))
    const entering = store.enter()
    await tick()
    await store.setProvince(5)
    answer({ provinceId: 19, provinceName: '广东', source: 'name' })
    await entering
    expect(store.provinceId).toBe(5)
  })

  it('a page of the old province arriving after the change is dropped', async () => {
    let release!: () => void
    const api = fakeApi({
      list: jest.fn((q: NewsListQuery) =>
        q.provinceId === 0 && q.currentPage === 2
          ? new Promise<Page<NewsItem>>((r) => { release = () => r(listPage(q.catalogId!, 2, 38)) })
          : Promise.resolve(listPage(q.catalogId!, q.currentPage!, 38)),
      ),
    })
    const store = new ArticlesStore(api)
    await store.enter()
    const slow = store.list!.loadMore()
    await store.setProvince(7)
    release()
    await slow
    expect(store.list!.items).toHaveLength(10)
    expect(store.list!.state.page).toBe(1)
  })
})

describe('coming back from a detail', () => {
  it('restores the site and tab left, and answers the scroll position once', async () => {
    const store = new ArticlesStore(fakeApi())
    await store.enter()
    await store.selectSite(2, 202)
    store.leave(812.4)
    expect(store.returnPoint).toEqual({ siteId: 2, catalogId: 202, scrollTop: 812, pages: 1 })
    await store.selectSite(1)
    expect(await store.takeReturnPoint()).toEqual({ siteId: 2, catalogId: 202, scrollTop: 812, pages: 1 })
    await tick()
    expect(store.siteId).toBe(2)
    expect(store.catalogId).toBe(202)
    expect(await store.takeReturnPoint()).toBeNull()
  })

  it('a reload on the detail, then back: the page entered afresh finds the site, the tab and the pages loaded, then the point', async () => {
    let kept: ArticleReturnPoint | null = null
    const memo = { read: () => kept, write: (p: ArticleReturnPoint | null) => { kept = p } }
    const first = new ArticlesStore(fakeApi(), memo)
    await first.enter()
    await first.selectSite(2, 202)
    await first.list!.loadMore()
    await first.list!.loadMore()
    first.leave(2400)
    expect(kept).toEqual({ siteId: 2, catalogId: 202, scrollTop: 2400, pages: 3 })

    // The reload: a new store (and app) with the kept point.
    // The page's first show may ask before its effect enters: the point still comes, and one entering runs.
    const api = fakeApi()
    const fresh = new ArticlesStore(api, memo)
    const asked = fresh.takeReturnPoint()
    void fresh.enter()
    expect(await asked).toEqual({ siteId: 2, catalogId: 202, scrollTop: 2400, pages: 3 })
    expect(fresh.siteId).toBe(2)
    expect(fresh.catalogId).toBe(202)
    expect(fresh.list!.state.page).toBe(3)
    expect(api.list.mock.calls.map((c) => c[0].currentPage)).toEqual([1, 2, 3])
    expect(kept).toBeNull() // used once: a later visit starts on the first site
    const again = new ArticlesStore(fakeApi(), memo)
    await again.enter()
    expect(again.siteId).toBe(1)
  })

  it('the tab changed meanwhile on the same site: back to the tab left', async () => {
    const store = new ArticlesStore(fakeApi())
    await store.enter()
    await store.selectTab(103)
    store.leave(40)
    await store.selectTab(101)
    await store.takeReturnPoint()
    await tick()
    expect(store.catalogId).toBe(103)
  })
})

it('the channel picker\'s sites with their tabs load once', async () => {
  const api = fakeApi({ siteList: jest.fn(async () => [{ ...site(1), catalogList: [catalog(1, 1)] }]) })
  const store = new ArticlesStore(api)
  await store.loadChannels()
  await store.loadChannels()
  expect(api.siteList).toHaveBeenCalledTimes(1)
  expect(store.channels.data![0].catalogList[0].id).toBe(101)
})
