/** Article detail rules, row by row against docs/spec/content-access.md sections 2-6, 8, 9. */
import type { NewsItem, RecommendSeat } from '@contract/news'
import {
  articleTags, courseSeats, DETAIL_TEXT, detailLayout, formatPublishDate, formatReadCount, initialMark, markKey, moreAction,
  readDetailQuery, recommendedUrl, recommendQuery, recordShareOnce, seatSite, shareKey, articleShare, toggleMark, type DetailQuery, type MarkDeps,
} from './detail'

const query = (over: Partial<DetailQuery> = {}): DetailQuery => ({
  id: 10103, siteId: 1, informationType: 1, informationTypeId: 101, informationId: null, provinceId: 0, ...over,
})

describe('read count: "read count 10000 or more shows as value/10000 to one decimal plus 万+" (section 9)', () => {
  it.each<[number | string | null | undefined, string]>([
    [0, '0'],
    [9999, '9999'],
    [10000, '1.0万+'],
    [12345, '1.2万+'],
    [15678, '1.6万+'],
    [123456, '12.3万+'],
    ['20000', '2.0万+'],
    [null, '0'],
    [undefined, '0'],
    [-5, '0'],
  ])('%p reads %p', (n, shown) => {
    expect(formatReadCount(n)).toBe(shown)
  })
})

describe('publish date: "publish date (YYYY-MM-DD)" (sections 2, 9)', () => {
  it.each<[string | null | undefined, string]>([
    ['2025-05-01 10:20:30', '2025-05-01'],
    ['2025-12-31T23:59:59', '2025-12-31'],
    ['2025-05-01', '2025-05-01'],
    ['', ''],
    [null, ''],
    ['not a date', ''],
  ])('%p shows %p', (pushTime, shown) => {
    expect(formatPublishDate(pushTime)).toBe(shown)
  })
})

describe('tags: "tags (list, empty strings removed)" (section 3)', () => {
  it.each<[string | string[] | null | undefined, string[]]>([
    ['初级会计,,报名,', ['初级会计', '报名']],
    [',,', []],
    ['会计实务， 经济法 ,', ['会计实务', '经济法']],
    [['a', '', ' ', 'b'], ['a', 'b']],
    ['', []],
    [null, []],
  ])('%p gives %p', (tags, list) => {
    expect(articleTags(tags)).toEqual(list)
  })
})

describe('query: "siteId (also accepts websiteId), informationType, informationTypeId, informationId, provinceId" (section 2)', () => {
  it.each<[Record<string, string>, Partial<DetailQuery>]>([
    [{ id: '10103', siteId: '1', informationType: '2', informationTypeId: '101', provinceId: '19' }, { id: 10103, siteId: 1, informationType: 2, informationTypeId: 101, provinceId: 19 }],
    [{ id: '10103', websiteId: '3' }, { siteId: 3 }],
    [{ id: '10103', siteId: '2', websiteId: '3' }, { siteId: 2 }],
    [{ informationId: '10107' }, { id: 10107, informationId: 10107 }],
    [{ id: '10103', informationId: '10107' }, { id: 10103, informationId: 10107 }],
    [{ id: 'abc' }, { id: null }],
    [{ id: '0' }, { id: null }],
    [{ id: '10103' }, { siteId: null, informationTypeId: null, informationType: null, provinceId: 0 }],
    [{ id: '10103', informationTypeId: '' }, { informationTypeId: null }],
    [{ id: '%31%30%31%30%33' }, { id: 10103 }],
  ])('%p reads %p', (params, expected) => {
    expect(readDetailQuery(params)).toMatchObject(expected)
  })
})

describe('layout: "Inside the native app the navigation and footer are hidden and the body is fully expanded. In a normal browser the body is cut to 180vh" (section 2)', () => {
  it('ordinary browser (and the mini-program): navigation, footer, banner, body collapsed', () => {
    expect(detailLayout({ inNativeApp: false })).toEqual({ navBar: true, footer: true, downloadBanner: true, collapsed: true })
  })
  it('native app: no navigation, footer or download banner; the body whole', () => {
    expect(detailLayout({ inNativeApp: true })).toEqual({ navBar: false, footer: false, downloadBanner: false, collapsed: false })
  })
})

describe('"remembered locally under a key per article" (section 4)', () => {
  it('one key per article and mark', () => {
    expect(markKey('like', 12)).not.toBe(markKey('like', 13))
    expect(markKey('like', 12)).not.toBe(markKey('collect', 12))
  })
  it.each<[number | undefined | null, unknown, boolean]>([
    [1, false, true],
    [0, true, false],
    [undefined, true, true],
    [null, undefined, false],
    [undefined, 'yes', false],
  ])('server %p, remembered %p: shown %p', (server, remembered, shown) => {
    expect(initialMark(server, remembered)).toBe(shown)
  })
})

function deps(over: Partial<MarkDeps> = {}) {
  const d: MarkDeps & { [k: string]: jest.Mock } = {
    hasToken: jest.fn(() => true),
    like: jest.fn(() => Promise.resolve()),
    favorite: jest.fn(() => Promise.resolve()),
    cancel: jest.fn(() => Promise.resolve()),
    remember: jest.fn(),
    toast: jest.fn(),
    toLogin: jest.fn(),
    reload: jest.fn(() => Promise.resolve()),
    ...over,
  } as never
  return d
}

const apiError = (code: number) => Object.assign(new Error('x'), { code })

describe('like and collect (section 4 "Like", "Collect"; section 8)', () => {
  it.each<[string, 'like' | 'collect', boolean, string, unknown[], string]>([
    ['"Like calls like"', 'like', false, 'like', [10103], DETAIL_TEXT.likeSuccess],
    ['"unlike calls cancel with type 0"', 'like', true, 'cancel', [10103, 0], DETAIL_TEXT.unlike],
    ['"collect calls favorite"', 'collect', false, 'favorite', [10103], DETAIL_TEXT.collectSuccess],
    ['"uncollect calls cancel with type 1"', 'collect', true, 'cancel', [10103, 1], DETAIL_TEXT.uncollect],
  ])('%s, toasts, remembers, and "the detail is reloaded without the load count"', async (_n, kind, current, call, args, message) => {
    const d = deps()
    const set = jest.fn()
    await expect(toggleMark(kind, 10103, current, set, d)).resolves.toBe('done')
    expect(d[call]).toHaveBeenCalledWith(...args)
    expect(set).toHaveBeenCalledWith(!current)
    expect(d.remember).toHaveBeenCalledWith(markKey(kind, 10103), !current)
    expect(d.toast).toHaveBeenCalledWith(message)
    expect(d.reload).toHaveBeenCalledTimes(1)
  })

  it.each<['like' | 'collect']>([['like'], ['collect']])('"With no token, like and collect redirect to login": %s calls nothing', async (kind) => {
    const d = deps({ hasToken: jest.fn(() => false) })
    const set = jest.fn()
    await expect(toggleMark(kind, 10103, false, set, d)).resolves.toBe('login')
    expect(d.toLogin).toHaveBeenCalledTimes(1)
    expect(set).not.toHaveBeenCalled()
    expect(d.like).not.toHaveBeenCalled()
    expect(d.favorite).not.toHaveBeenCalled()
  })

  it('"collect calls favorite, on failure reverts": no remember, no toast, no reload', async () => {
    const d = deps({ favorite: jest.fn(() => Promise.reject(apiError(500))) })
    const set = jest.fn()
    await expect(toggleMark('collect', 10103, false, set, d)).resolves.toBe('reverted')
    expect(set.mock.calls).toEqual([[true], [false]])
    expect(d.remember).not.toHaveBeenCalled()
    expect(d.reload).not.toHaveBeenCalled()
    expect(d.toLogin).not.toHaveBeenCalled()
  })

  it('a failed uncollect and a failed like revert too', async () => {
    for (const [kind, current] of [['collect', true], ['like', false], ['like', true]] as const) {
      const d = deps({ cancel: jest.fn(() => Promise.reject(apiError(0))), like: jest.fn(() => Promise.reject(apiError(0))) })
      const set = jest.fn()
      await expect(toggleMark(kind, 1, current, set, d)).resolves.toBe('reverted')
      expect(set.mock.calls).toEqual([[!current], [current]])
    }
  })

  it.each<['like' | 'collect']>([['like'], ['collect']])('"Response code 400 sends the user to login" (%s), the mark reverted', async (kind) => {
    const d = deps({ like: jest.fn(() => Promise.reject(apiError(400))), favorite: jest.fn(() => Promise.reject(apiError(400))) })
    const set = jest.fn()
    await expect(toggleMark(kind, 10103, false, set, d)).resolves.toBe('login')
    expect(d.toLogin).toHaveBeenCalledTimes(1)
    expect(set.mock.calls).toEqual([[true], [false]])
  })
})

describe('"First detail load (no isLoad flag) sets up sharing and records a share once per article per session" (section 4)', () => {
  function shareDeps() {
    const marks = new Set<string>()
    return { recorded: (k: string) => marks.has(k), markRecorded: (k: string) => void marks.add(k), share: jest.fn(() => Promise.resolve()) }
  }

  it.each<[string, boolean, boolean, boolean]>([
    ['first load, not yet shared: recorded', false, false, true],
    ['the reload after a like (isLoad): not recorded', true, false, false],
    ['already recorded in this session: not again', false, true, false],
  ])('%s', async (_n, isLoad, already, recorded) => {
    const d = shareDeps()
    if (already) d.markRecorded(shareKey(7))
    expect(recordShareOnce(7, isLoad, d)).toBe(recorded)
    await Promise.resolve()
    expect(d.share).toHaveBeenCalledTimes(recorded ? 1 : 0)
  })

  it('two loads of one article record once; another article records its own', async () => {
    const d = shareDeps()
    recordShareOnce(7, false, d)
    recordShareOnce(7, false, d)
    recordShareOnce(8, false, d)
    await Promise.resolve()
    expect(d.share.mock.calls).toEqual([[7], [8]])
  })

  it('a failed record is quiet', async () => {
    const d = { ...shareDeps(), share: jest.fn(() => Promise.reject(new Error('x'))) }
    expect(recordShareOnce(7, false, d)).toBe(true)
    await new Promise((r) => setTimeout(r, 0))
  })

  it('the share: the article\'s title, introduction and cover, and its /article/<id> link with the query', () => {
    expect(articleShare({ title: '标题', introduction: '导语', url: '/media/cover/a.png' }, query())).toEqual({
      title: '标题', desc: '导语', imgUrl: '/media/cover/a.png',
      link: '/article/10103?siteId=1&informationTypeId=101&provinceId=0&informationType=1',
    })
    expect(articleShare(null, query())).toEqual({ title: undefined, desc: undefined, imgUrl: undefined, link: expect.stringMatching(/^\/article\/10103\?/) })
  })
})

const item = (id: number, over: Partial<NewsItem> = {}): NewsItem => ({
  id, informationId: id, title: `t${id}`, informationName: '', introduction: '', url: '', isRoot: 0, showType: 3,
  skipUrl: `/article/${id}?informationType=1&informationTypeId=101`, informationType: 1, informationTypeId: 101,
  informationCategoryId: 1, catalogName: '', provinceId: 0, pushTime: '', createTime: '', readNum: 0, likes: 0, favorites: 0, ...over,
})

describe('recommended articles (section 5)', () => {
  it('"not requested when informationTypeId is empty"', () => {
    expect(recommendQuery(query({ informationTypeId: null }))).toBeNull()
  })
  it('requested with informationId, informationTypeId, informationType, provinceId, currentPage', () => {
    expect(recommendQuery(query({ provinceId: 19 }))).toEqual({ informationId: 10103, informationTypeId: 101, informationType: 1, provinceId: 19, currentPage: 1 })
  })
  it('"Clicking a recommended article equal to the current one is ignored"', () => {
    expect(recommendedUrl(item(10103), query())).toBeNull()
    expect(recommendedUrl(item(0, { informationId: 10103 }), query())).toBeNull()
  })
  it('another article opens its detail with siteId, informationTypeId, provinceId and informationType', () => {
    expect(recommendedUrl(item(10105, { informationCategoryId: 1 }), query({ provinceId: 19 }))).toBe(
      '/article/10105?siteId=1&informationTypeId=101&provinceId=19&informationType=1',
    )
  })
})

describe('recommended courses: "Recommended seat: site, type (course is the one used), goodsId" (section 3)', () => {
  const seat = (id: number, type: 'course' | 'live', goods: boolean): RecommendSeat => ({
    id, site: 1, position: 1, type, goodsId: goods ? id : null, title: '', pic: '', url: '', goods: goods ? ({ goodsId: id } as never) : null,
  })
  it('keeps course seats with their goods', () => {
    expect(courseSeats([seat(1, 'course', true), seat(2, 'live', false), seat(3, 'course', false)]).map((s) => s.id)).toEqual([1])
    expect(courseSeats(null)).toEqual([])
  })
  it.each<[number | null, number, number | null]>([
    [2, 5, 2],
    [null, 5, 5],
    [null, 0, null],
  ])('query site %p, article site %p: seats of %p', (siteId, articleSite, site) => {
    expect(seatSite(query({ siteId }), { informationCategoryId: articleSite })).toBe(site)
  })
})

describe('"The \'more\' button goes back to the list if the user came from it, else opens the list" (section 2)', () => {
  it.each<[string[], ReturnType<typeof moreAction>]>([
    [['pages/article/index', 'packages/article/detail/index'], { kind: 'back', delta: 1 }],
    [['pages/article/index', 'packages/article/detail/index', 'packages/article/detail/index'], { kind: 'back', delta: 2 }],
    [['packages/article/detail/index'], { kind: 'open', url: '/article' }],
    [['pages/home/index', 'packages/article/detail/index'], { kind: 'open', url: '/article' }],
    [[], { kind: 'open', url: '/article' }],
  ])('stack %p: %p', (stack, action) => {
    expect(moreAction(stack)).toEqual(action)
  })
})
