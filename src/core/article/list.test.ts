// Table tests of the article list's rules (docs/spec/content-access.md sections 2, 3, 4, 5, 8, 9).
import type { NewsItem, Province } from '@contract/news'
import { emptyPaged, pageFailed, pageLoaded, pageStarted, type PagedState } from '../paging'
import {
  articleDate, articleDetailUrl, articleFooter, articleFooterText, articleLayout, articleLink, articleNextPage, articleTitle, provinceGrid, regionName,
  tabsScroll, type ArticleFooter, type ArticleLayout, type LoadTrigger,
} from './list'
import { swipedIndex } from '../swipe'

const state = (over: Partial<PagedState<string>>): PagedState<string> => ({ ...emptyPaged<string>(), ...over })

describe('section 2: "Items render in 4 layout styles (see entities)": the fourth from showType as the server sends it', () => {
  // showType as the reference server sends it (server/__tests__/news.test.ts: article 10106 is 4, with its cover).
  it.each<[string, string, number, number, ArticleLayout]>([
    ['showType 4 with a cover -> style4 (the feature card)', '/media/cover/news-10106-feature.png?w=690&h=360', 1, 4, 'style4'],
    ['showType 4 decides over isRoot 0', '/media/cover/a.png', 0, 4, 'style4'],
    ['showType 4 as text ("4") from a lenient server', '/media/cover/a.png', 1, '4' as unknown as number, 'style4'],
    ['showType 4 without a cover -> style3 (no picture to lay the title on)', '', 1, 4, 'style3'],
    ['showType 1..3 repeat section 3: url and isRoot decide', '/media/cover/a.png', 0, 1, 'style2'],
    ['an unknown showType (5) -> section 3', '/media/cover/a.png', 1, 5, 'style1'],
  ])('%s', (_name, url, isRoot, showType, expected) => {
    expect(articleLayout({ url, isRoot: isRoot as 0 | 1, showType: showType as NewsItem['showType'] })).toBe(expected)
  })
})

describe('section 3: "Layout: style1 when url present and isRoot not 0; style2 when url present and isRoot is 0; style3 when no url"', () => {
  it.each<[string, string, number, ArticleLayout]>([
    ['url present, isRoot 1 -> style1', '/media/cover/a.png', 1, 'style1'],
    ['url present, isRoot 2 (not 0) -> style1', '/media/cover/a.png', 2, 'style1'],
    ['url present, isRoot 0 -> style2', '/media/cover/a.png', 0, 'style2'],
    ['no url, isRoot 1 -> style3', '', 1, 'style3'],
    ['no url, isRoot 0 -> style3', '', 0, 'style3'],
  ])('%s', (_name, url, isRoot, expected) => {
    expect(articleLayout({ url, isRoot: isRoot as 0 | 1 })).toBe(expected)
  })

  it('a missing url (null from an older server) is "no url"', () => {
    expect(articleLayout({ url: null as unknown as string, isRoot: 1, showType: 4 })).toBe('style3')
    expect(articleLayout({ url: null as unknown as string, isRoot: 1 })).toBe('style3')
  })

  it('"title (or informationName)"; the date as YYYY-MM-DD', () => {
    expect(articleTitle({ title: 'T', informationName: 'N' })).toBe('T')
    expect(articleTitle({ title: '', informationName: 'N' })).toBe('N')
    expect(articleDate({ pushTime: '2025-03-04 08:09:10', createTime: '2025-01-01 00:00:00' })).toBe('2025-03-04')
    expect(articleDate({ pushTime: '', createTime: '2025-01-01 00:00:00' })).toBe('2025-01-01')
  })
})

describe('section 2: "Tapping an item opens article detail with query siteId (the item\'s category id, else the active site), informationTypeId, provinceId, and informationType taken from the item\'s skip link"', () => {
  const item = (over: Partial<NewsItem>): Partial<NewsItem> => ({
    id: 10101, informationId: 10101, informationCategoryId: 1, informationTypeId: 101, informationType: 2,
    skipUrl: '/article/10101?informationType=2&informationTypeId=101', ...over,
  })
  it.each<[string, Partial<NewsItem>, { siteId: number | null; provinceId: number }, string]>([
    ['siteId is the item\'s category id', item({}), { siteId: 3, provinceId: 0 }, '/article/10101?siteId=1&informationTypeId=101&provinceId=0&informationType=2'],
    ['no category id: the active site', item({ informationCategoryId: 0 }), { siteId: 3, provinceId: 0 }, '/article/10101?siteId=3&informationTypeId=101&provinceId=0&informationType=2'],
    ['informationType and informationTypeId from the skip link (over the item\'s fields)', item({ informationType: 1, informationTypeId: 999, skipUrl: '/article/10101?informationType=4&informationTypeId=102' }), { siteId: 1, provinceId: 0 }, '/article/10101?siteId=1&informationTypeId=102&provinceId=0&informationType=4'],
    ['provinceId from the skip link when it has one', item({ skipUrl: '/article/10101?informationType=2&informationTypeId=101&provinceId=19' }), { siteId: 1, provinceId: 0 }, '/article/10101?siteId=1&informationTypeId=101&provinceId=19&informationType=2'],
    ['else the list\'s province', item({}), { siteId: 1, provinceId: 19 }, '/article/10101?siteId=1&informationTypeId=101&provinceId=19&informationType=2'],
    ['no skip link: the item\'s own fields', item({ skipUrl: '' }), { siteId: 1, provinceId: 0 }, '/article/10101?siteId=1&informationTypeId=101&provinceId=0&informationType=2'],
    ['only an informationId: that is the article id', item({ id: 0, informationId: 777 }), { siteId: 1, provinceId: 0 }, '/article/777?siteId=1&informationTypeId=101&provinceId=0&informationType=2'],
  ])('%s', (_name, it_, ctx, url) => {
    expect(articleLink(it_, ctx)).toEqual({ url })
  })

  it('section 5: "A list item without an article id warns \'article not exist\'"', () => {
    expect(articleLink(item({ id: 0, informationId: 0 }), { siteId: 1, provinceId: 0 })).toEqual({ warning: '文章不存在' })
    expect(articleLink({ title: 'x' } as Partial<NewsItem>, { siteId: 1, provinceId: 0 })).toEqual({ warning: '文章不存在' })
  })
})

describe('section 4 "Article tab": loading, error, finished; "the page counter rises after each successful load"', () => {
  const page = (currentPage: number, totalPages: number, list: string[]) => ({ page: { currentPage, totalPages, total: 38 }, list })

  it.each<[string, PagedState<string>, number, number, boolean]>([
    ['page 1 of 4 loaded: counter 1, not finished', pageLoaded(pageStarted(state({})), page(1, 4, ['a'])), 1, 2, false],
    ['page 3 of 4 loaded: counter 3, not finished', pageLoaded(pageStarted(state({ items: ['a'], page: 2 })), page(3, 4, ['b'])), 3, 4, false],
    ['"finished (true when current page equals total pages)": page 4 of 4', pageLoaded(pageStarted(state({ items: ['a'], page: 3 })), page(4, 4, ['b'])), 4, 0, true],
    ['"A failed load marks the tab as error and not loading": the counter stays', pageFailed(pageStarted(state({ items: ['a'], page: 2 }))), 2, 3, false],
  ])('%s', (_name, s, counter, next, finished) => {
    expect(s.page).toBe(counter)
    expect(s.finished).toBe(finished)
    expect(s.loading).toBe(false)
    if (!finished) expect(articleNextPage(s, 'tap')).toBe(next)
  })

  it.each<[string, Partial<PagedState<string>>, LoadTrigger, number | null]>([
    ['first load on entering', {}, 'scroll', 1],
    ['near the bottom after page 2', { items: ['a'], page: 2 }, 'scroll', 3],
    ['a load running: nothing', { items: ['a'], page: 2, loading: true }, 'scroll', null],
    ['finished: nothing', { items: ['a'], page: 4, finished: true }, 'scroll', null],
    ['failed: scrolling does not reload', { items: ['a'], page: 2, error: true }, 'scroll', null],
    ['failed: "a tap reloads" the page that failed', { items: ['a'], page: 2, error: true }, 'tap', 3],
    ['first page failed: a tap reloads page 1', { error: true }, 'tap', 1],
  ])('%s', (_name, over, trigger, expected) => {
    expect(articleNextPage(state(over), trigger)).toBe(expected)
  })
})

describe('section 2 texts: "loading text \'加载中...\', failure text \'加载失败，点击重试\', end text \'没有更多数据\'"', () => {
  it.each<[string, Partial<PagedState<string>>, ArticleFooter, string]>([
    ['first load running', { loading: true }, 'loading', '加载中...'],
    ['loading more', { items: ['a'], page: 1, loading: true }, 'loading', '加载中...'],
    ['first load failed', { error: true }, 'error', '加载失败，点击重试'],
    ['a later page failed', { items: ['a'], page: 1, error: true }, 'error', '加载失败，点击重试'],
    ['finished', { items: ['a'], page: 4, finished: true }, 'noMore', '没有更多数据'],
    ['finished with no articles (app wording)', { page: 1, finished: true }, 'empty', '暂无资讯'],
    ['more to come', { items: ['a'], page: 1 }, 'idle', ''],
  ])('%s', (_name, over, footer, text) => {
    expect(articleFooter(state(over))).toBe(footer)
    expect(articleFooterText(footer)).toBe(text)
  })
})

describe('section 2: "a province chooser (shows \'nationwide\' with a \'switch region\' label and a province grid padded to a multiple of 5 with hidden filler items)"', () => {
  const provinces = (n: number, hidden: number[] = []): Province[] =>
    Array.from({ length: n }, (_, i) => ({ id: i + 1, province_name: `省${i + 1}`, hide: hidden.includes(i + 1) ? 1 : 0 }))

  // A province with hide 1 is one of the grid's "hidden filler items": it keeps its cell, unseen and not tappable.
  it.each<[string, number, number[], number, number]>([
    ['34 provinces, 3 with hide 1: nationwide + 34 = 35 cells, the 3 hidden in place, no padding', 34, [32, 33, 34], 35, 3],
    ['4 provinces: nationwide + 4 = 5, no filler', 4, [], 5, 0],
    ['5 provinces: 6 cells, padded to 10', 5, [], 10, 4],
    ['6 provinces, the 2nd with hide 1: 7 cells (one hidden), padded to 10', 6, [2], 10, 4],
    ['none: nationwide alone, padded to 5', 0, [], 5, 4],
  ])('%s', (_name, n, hidden, cells, fillers) => {
    const grid = provinceGrid(provinces(n, hidden))
    expect(grid).toHaveLength(cells)
    expect(grid.length % 5).toBe(0)
    expect(grid.filter((c) => c.filler)).toHaveLength(fillers)
    expect(grid[0]).toEqual({ id: 0, name: '全国', filler: false })
    // Every province has its cell, in the list's order: a hidden one never shifts the next into its column.
    expect(grid.slice(1, n + 1).map((c) => c.id)).toEqual(provinces(n).map((p) => p.id))
    expect(grid.filter((c) => hidden.includes(c.id)).every((c) => c.filler)).toBe(true)
    expect(grid.filter((c) => c.id > 0 && !hidden.includes(c.id)).every((c) => !c.filler)).toBe(true)
    // The padding after them: fillers of no province.
    expect(grid.slice(n + 1).every((c) => c.filler && c.id < 0 && c.name === '')).toBe(true)
  })

  it.each<[string, number, string]>([
    ['province 0 shows \'nationwide\'', 0, '全国'],
    ['a chosen province shows its name', 2, '省2'],
    ['an unknown province falls back to \'nationwide\'', 99, '全国'],
  ])('%s', (_name, id, name) => {
    expect(regionName(id, provinces(3))).toBe(name)
  })
})

describe('section 4: "Article-list tab swipe: threshold 3"', () => {
  it.each<[number, boolean]>([[1, false], [3, false], [4, true], [6, true]])('%i tabs: titles scroll sideways: %p', (count, scrolls) => {
    expect(tabsScroll(count)).toBe(scrolls)
  })

  it.each<[string, number, number, number, number, number]>([
    ['a leftward swipe goes to the next tab', 0, 4, -120, 5, 1],
    ['a rightward swipe goes back', 2, 4, 120, 5, 1],
    ['a short move changes nothing', 1, 4, -20, 0, 1],
    ['a mostly vertical move (scrolling) changes nothing', 1, 4, -80, 200, 1],
    ['the last tab does not wrap', 3, 4, -120, 0, 3],
    ['the first tab does not wrap', 0, 4, 120, 0, 0],
  ])('%s', (_name, index, count, dx, dy, expected) => {
    expect(swipedIndex(index, count, dx, dy)).toBe(expected)
  })
})

// Section 2 "Article detail: query siteId (also accepts websiteId), informationType, informationTypeId, informationId,
// provinceId": one builder of the /article/<id> link for the list, the recommendations, the share and the practice
// page's hot articles.
describe('articleDetailUrl: /article/<id> with the query the detail reads', () => {
  it.each<[string, Parameters<typeof articleDetailUrl>[1], string]>([
    ['all four', { siteId: 1, informationTypeId: 101, provinceId: 0, informationType: 1 }, '/article/10103?siteId=1&informationTypeId=101&provinceId=0&informationType=1'],
    ['the same order whatever the caller gives first', { informationType: 1, provinceId: 0, informationTypeId: 101, siteId: 1 }, '/article/10103?siteId=1&informationTypeId=101&provinceId=0&informationType=1'],
    ['missing values left out', { siteId: 7, informationTypeId: 701, provinceId: null, informationType: 5 }, '/article/10103?siteId=7&informationTypeId=701&informationType=5'],
    ['no query', {}, '/article/10103'],
  ])('%s', (_n, query, url) => expect(articleDetailUrl(10103, query)).toBe(url))
})
