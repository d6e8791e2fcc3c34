/**
 * /article/{id} (docs/spec/content-access.md section 2 "Article detail"; sections 3-6, 8, 9): the fields, like / collect as
 * section 4 says, the share recorded once, recommendations, the 'more' button, the read-more cover and the native app.
 */
jest.mock('@/platform/ui')
jest.mock('@/platform/navigation')
jest.mock('@/platform/appLink', () => ({ openStudyApp: jest.fn(() => Promise.resolve()) }))
jest.mock('@/platform/pageStack', () => ({ pageStack: jest.fn(() => []), navigateBack: jest.fn(() => Promise.resolve()) }))
jest.mock('@/platform/environment', () => ({ environment: jest.fn(() => ({ inNativeApp: false })) }))

import { act, fireEvent, screen } from '@testing-library/react'
import { Current } from '@tarojs/runtime'
import type { NewsDetail, NewsItem, RecommendSeat } from '@contract/news'
import { markKey } from '@/core/article/detail'
import { openStudyApp } from '@/platform/appLink'
import { environment } from '@/platform/environment'
import { navigateTo, toLogin } from '@/platform/navigation'
import { navigateBack, pageStack } from '@/platform/pageStack'
import { readStored } from '@/platform/storage'
import { toast } from '@/platform/ui'
import { adGoodsApi, everythingOnScreen } from '../../../../tests/jest/adBanners'
import { goodsItem, quietTaroMedia } from '../../../../tests/jest/goods'
import ArticleDetailPage from './index'
import { clearBrowserStorage } from '../../../../tests/jest/dom'
import { renderPage } from '../../../../tests/jest/renderPage'

const api = {
  detail: jest.fn(),
  like: jest.fn(),
  favorite: jest.fn(),
  cancel: jest.fn(),
  share: jest.fn(),
  recommendations: jest.fn(),
  recommendSeats: jest.fn(),
}
const goodsApi = adGoodsApi()
const session = { token: 'tok', isLoggedIn: true, verify: jest.fn(() => Promise.resolve(true)) }
const staff = { facts: { loggedIn: false, userClient: undefined, bindStatus: undefined, qwUserId: undefined } }
const flush = () => act(async () => { await new Promise((r) => setTimeout(r, 0)) })

function article(over: Partial<NewsDetail> = {}): NewsDetail {
  return {
    id: 10103, informationId: 10103, title: '2025年初级会计报名入口', informationName: '', introduction: '', url: '', isRoot: 0, showType: 3,
    skipUrl: '/article/10103?informationType=1&informationTypeId=101', informationType: 1, informationTypeId: 101, informationCategoryId: 1,
    catalogName: '考试动态', provinceId: 0, pushTime: '2025-05-01 10:20:30', createTime: '2025-05-01 10:00:00', readNum: 12345, likes: 8,
    favorites: 3, source: '会计学堂', editorName: '王编辑', tags: '初级会计,,报名,', websiteName: '初级会计',
    detail: '<h2>报名说明</h2><p>正文内容</p><script>window.__xss = 1</script><img src="/media/a.png" onerror="window.__xss = 2">',
    shares: 0, isLikes: 0, isFavorites: 0, ...over,
  }
}

const item = (id: number): NewsItem => ({ ...article({ id, informationId: id, title: `推荐${id}` }) })
const seat = (id: number, type: 'course' | 'live' = 'course'): RecommendSeat => ({
  id, site: 1, position: 1, type, goodsId: type === 'course' ? id : null, title: `席位${id}`, pic: '', url: '', goods: type === 'course' ? goodsItem(id) : null,
})

const QUERY = { id: '10103', siteId: '1', informationTypeId: '101', informationType: '1', provinceId: '0' }

async function open(params: Record<string, string> = QUERY, detail: NewsDetail | Error = article()) {
  if (detail instanceof Error) api.detail.mockRejectedValue(detail)
  else api.detail.mockResolvedValue(detail)
  Current.router = { params, path: '/article/10103', onReady: '', onHide: '', onShow: '', shareTimelineTitle: '' } as never
  const view = renderPage(<ArticleDetailPage />, { services: { newsApi: api, goodsApi }, stores: { session, staff } })
  await flush()
  await flush()
  return view
}

const q = (c: HTMLElement, selector: string) => c.querySelector(selector) as HTMLElement | null
const text = (c: HTMLElement, selector: string) => q(c, selector)?.textContent ?? null

beforeAll(quietTaroMedia)

beforeEach(() => {
  jest.clearAllMocks()
  clearBrowserStorage()
  session.token = 'tok'
  session.isLoggedIn = true
  ;(environment as jest.Mock).mockReturnValue({ inNativeApp: false })
  api.recommendations.mockResolvedValue({ recommendList: [item(10103), item(10105), item(10109)], page: { currentPage: 1, totalPages: 2, total: 8 } })
  api.recommendSeats.mockResolvedValue([seat(1), seat(2, 'live'), seat(3)])
  api.share.mockResolvedValue({})
  api.like.mockResolvedValue({})
  api.favorite.mockResolvedValue({})
  api.cancel.mockResolvedValue({})
})

describe('the fields', () => {
  it('title, source, editor, tags without empties, read count, likes, date, the sanitised body, footer', async () => {
    const { container } = await open()
    expect(text(container, '.article-detail__title')).toBe('2025年初级会计报名入口')
    expect(text(container, '.article-detail__source')).toBe('来源：会计学堂')
    expect(text(container, '.article-detail__editor')).toBe('编辑：王编辑')
    expect([...container.querySelectorAll('.article-detail__tag')].map((t) => t.textContent)).toEqual(['初级会计', '报名'])
    expect(text(container, '.article-detail__read-count')).toBe('1.2万+')
    expect(text(container, '.article-detail__likes')).toBe('8')
    expect(text(container, '.article-detail__like-count')).toBe('8')
    expect(text(container, '.article-detail__date')).toBe('2025-05-01')
    expect(text(container, '.article-detail__html h2')).toBe('报名说明')
    expect(q(container, '.article-detail__html script')).toBeNull()
    expect(q(container, '.article-detail__html img')?.getAttribute('onerror')).toBeNull()
    expect(screen.getByText("已经到底啦，去学习吧")).toBeTruthy()
    expect(container.querySelector('.nav-bar')).not.toBeNull()
  })

  it('the first load counts a read (no isLoad) and records the share once per article per session', async () => {
    const first = await open()
    expect(api.detail).toHaveBeenCalledWith(10103, false)
    expect(api.share).toHaveBeenCalledTimes(1)
    expect(api.share).toHaveBeenCalledWith(10103)
    first.unmount()
    await open()
    expect(api.detail).toHaveBeenCalledTimes(2)
    expect(api.share).toHaveBeenCalledTimes(1)
  })

  it('websiteId is accepted for siteId (the course seats of that site)', async () => {
    await open({ id: '10103', websiteId: '4', informationTypeId: '101' })
    expect(api.recommendSeats).toHaveBeenCalledWith(4)
  })

  it('an article that does not exist: the empty state, a way to the list', async () => {
    const { container } = await open(QUERY, Object.assign(new Error('资讯不存在'), { code: 404 }))
    expect(screen.getByText('资讯不存在')).toBeTruthy()
    expect(q(container, '.article-detail__body')).toBeNull()
    expect(api.share).not.toHaveBeenCalled()
  })

  it('"Article detail ... require a token, else redirect to login": a guest goes to login, nothing is asked', async () => {
    session.isLoggedIn = false
    session.verify.mockResolvedValueOnce(false)
    await open()
    expect(toLogin).toHaveBeenCalled()
    expect(api.detail).not.toHaveBeenCalled()
  })
})

describe('like and collect (section 4)', () => {
  const likeButton = (c: HTMLElement) => q(c, '.article-detail__like')!
  const collectButton = (c: HTMLElement) => q(c, '.article-detail__collect')!

  it('like: likeNews, "点赞成功", remembered, then the detail reloads with isLoad (no read counted)', async () => {
    const { container } = await open()
    api.detail.mockResolvedValue(article({ isLikes: 1, likes: 9 }))
    fireEvent.click(likeButton(container))
    await flush()
    expect(api.like).toHaveBeenCalledWith(10103)
    expect(toast).toHaveBeenCalledWith('点赞成功')
    expect(api.detail).toHaveBeenLastCalledWith(10103, true)
    expect(likeButton(container).getAttribute('data-liked')).toBe('1')
    expect(text(container, '.article-detail__like-count')).toBe('9')
    expect(readStored(markKey('like', 10103))).toBe(true)
    expect(api.share).toHaveBeenCalledTimes(1)
  })

  it('a failed reload after a like keeps the article shown (no empty state)', async () => {
    const { container } = await open()
    api.detail.mockRejectedValue(Object.assign(new Error('服务器开小差了'), { code: 500 }))
    fireEvent.click(likeButton(container))
    await flush()
    expect(api.detail).toHaveBeenLastCalledWith(10103, true)
    expect(text(container, '.article-detail__title')).toBe('2025年初级会计报名入口')
    expect(screen.queryByText('资讯不存在')).toBeNull()
  })

  it('unlike: cancel with type 0, "unlike"', async () => {
    const { container } = await open(QUERY, article({ isLikes: 1 }))
    api.detail.mockResolvedValue(article({ isLikes: 0 }))
    fireEvent.click(likeButton(container))
    await flush()
    expect(api.cancel).toHaveBeenCalledWith(10103, 0)
    expect(toast).toHaveBeenCalledWith('已取消点赞')
    expect(likeButton(container).getAttribute('data-liked')).toBe('0')
  })

  it('collect: favoritesNews, "收藏成功"; uncollect: cancel with type 1, "uncollect"', async () => {
    const { container } = await open()
    api.detail.mockResolvedValue(article({ isFavorites: 1 }))
    fireEvent.click(collectButton(container))
    await flush()
    expect(api.favorite).toHaveBeenCalledWith(10103)
    expect(toast).toHaveBeenCalledWith('收藏成功')
    expect(collectButton(container).getAttribute('data-collected')).toBe('1')
    api.detail.mockResolvedValue(article({ isFavorites: 0 }))
    fireEvent.click(collectButton(container))
    await flush()
    expect(api.cancel).toHaveBeenCalledWith(10103, 1)
    expect(toast).toHaveBeenCalledWith('已取消收藏')
    expect(collectButton(container).getAttribute('data-collected')).toBe('0')
  })

  it('"collect calls favorite, on failure reverts": no reload', async () => {
    const { container } = await open()
    let fail!: (e: unknown) => void
    api.favorite.mockReturnValue(new Promise((_r, reject) => { fail = reject }))
    fireEvent.click(collectButton(container))
    await flush()
    expect(collectButton(container).getAttribute('data-collected')).toBe('1')
    await act(async () => fail(Object.assign(new Error('服务器开小差了'), { code: 500 })))
    await flush()
    expect(collectButton(container).getAttribute('data-collected')).toBe('0')
    expect(api.detail).toHaveBeenCalledTimes(1)
    expect(toLogin).not.toHaveBeenCalled()
  })

  it('"With no token, like and collect redirect to login"', async () => {
    const { container } = await open()
    session.token = ''
    fireEvent.click(likeButton(container))
    fireEvent.click(collectButton(container))
    await flush()
    expect(toLogin).toHaveBeenCalledTimes(2)
    expect(api.like).not.toHaveBeenCalled()
    expect(api.favorite).not.toHaveBeenCalled()
  })

  it('"Response code 400 sends the user to login"', async () => {
    const { container } = await open()
    api.like.mockRejectedValue(Object.assign(new Error('请先登录'), { code: 400 }))
    fireEvent.click(likeButton(container))
    await flush()
    expect(toLogin).toHaveBeenCalledTimes(1)
    expect(likeButton(container).getAttribute('data-liked')).toBe('0')
  })

  it('taps while a like is on its way are ignored', async () => {
    const { container } = await open()
    api.like.mockReturnValue(new Promise(() => undefined))
    fireEvent.click(likeButton(container))
    fireEvent.click(likeButton(container))
    await flush()
    expect(api.like).toHaveBeenCalledTimes(1)
  })
})

describe('recommendations', () => {
  it('articles are asked with informationId, informationTypeId, informationType, provinceId; course seats of the site', async () => {
    const { container } = await open()
    expect(api.recommendations).toHaveBeenCalledWith({ informationId: 10103, informationTypeId: 101, informationType: 1, provinceId: 0, currentPage: 1 })
    expect(container.querySelectorAll('.article-detail__recommend .article-item')).toHaveLength(3)
    expect(api.recommendSeats).toHaveBeenCalledWith(1)
    expect([...container.querySelectorAll('.article-detail__course')].map((c) => c.getAttribute('data-seat-id'))).toEqual(['1', '3'])
  })

  it('"not requested when informationTypeId is empty" (warns of no recommendations)', async () => {
    await open({ id: '10103', siteId: '1' })
    expect(api.recommendations).not.toHaveBeenCalled()
    expect(screen.getByText('暂无相关推荐')).toBeTruthy()
  })

  it('"Clicking a recommended article equal to the current one is ignored"; another opens its detail', async () => {
    const { container } = await open()
    const items = container.querySelectorAll('.article-detail__recommend .article-item')
    fireEvent.click(items[0])
    expect(navigateTo).not.toHaveBeenCalled()
    fireEvent.click(items[1])
    expect(navigateTo).toHaveBeenCalledWith('/article/10105?siteId=1&informationTypeId=101&provinceId=0&informationType=1')
  })

  it('a course seat opens its goods with the goods jump', async () => {
    const { container } = await open()
    fireEvent.click(q(container, '.article-detail__course .goods-card')!)
    await flush()
    expect(navigateTo).toHaveBeenCalledWith('/singleSubject?goodsId=1')
  })

  it("'more' goes back to the list when the learner came from it, else opens it", async () => {
    const { container } = await open()
    ;(pageStack as jest.Mock).mockReturnValue(['pages/article/index', 'packages/article/detail/index'])
    fireEvent.click(q(container, '.article-detail__more')!)
    expect(navigateBack).toHaveBeenCalledWith(1)
    ;(pageStack as jest.Mock).mockReturnValue(['packages/article/detail/index'])
    fireEvent.click(q(container, '.article-detail__more')!)
    expect(navigateTo).toHaveBeenCalledWith('/article')
  })
})

describe('browser and native app (section 2)', () => {
  it('a browser: the body is cut to 180vh behind the read-more cover; a tap expands it; the download banner', async () => {
    const { container } = await open()
    const body = q(container, '.article-detail__body')!
    expect(body.getAttribute('data-collapsed')).toBe('1')
    expect(body.style.maxHeight).toBe('180vh')
    fireEvent.click(q(container, '.article-detail__read-more')!)
    expect(body.getAttribute('data-collapsed')).toBe('0')
    expect(q(container, '.article-detail__read-more')).toBeNull()
    fireEvent.click(q(container, '.article-detail__download-button')!)
    expect(openStudyApp).toHaveBeenCalled()
  })

  it('the native app: navigation, footer and banner hidden, the body fully expanded', async () => {
    ;(environment as jest.Mock).mockReturnValue({ inNativeApp: true })
    const { container } = await open()
    expect(q(container, '.article-detail__body')!.getAttribute('data-collapsed')).toBe('0')
    expect(q(container, '.article-detail__read-more')).toBeNull()
    expect(q(container, '.article-detail__footer')).toBeNull()
    expect(q(container, '.article-detail__download')).toBeNull()
    expect(container.querySelector('.nav-bar')).toBeNull()
  })
})

// The ad places (docs/spec/content-access.md section 9): the article detail's is the first, 62 in a build for any environment
// but production, after like and collect, before the recommended courses.
it('shows its ad place after the like and collect buttons, before the recommended courses', async () => {
  const restore = everythingOnScreen()
  try {
    const { container } = await open()
    await flush()
    expect(goodsApi.banners).toHaveBeenCalledWith(62)
    const place = container.querySelector('.ad-banner[data-ad-place="62"]')!
    expect(place.querySelector('[data-banner-id="6201"]')).not.toBeNull()
    expect(container.querySelector('.article-detail__marks')!.compareDocumentPosition(place) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
    expect(place.compareDocumentPosition(container.querySelector('.article-detail__courses')!) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
    expect(goodsApi.bannerPv).toHaveBeenCalledWith({ bannerId: 6201, showPlaceId: 62, websiteId: 1, type: 0 })
  } finally {
    restore()
  }
})
