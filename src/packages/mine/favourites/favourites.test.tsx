/**
 * /favourites: login required (LoginGate); 课程, the collected goods as goods cards with an empty state; 资讯, the
 * collected articles (docs/spec/content-access.md section 7 "News and articles": myFavoritesNews, cancelOperateNews type 1;
 * section 4 "uncollect calls cancel with type 1", the mark "remembered locally under a key per article"; section 9
 * "Article page size 10"), paged, each opening its detail, uncollected in place, an empty state.
 */
const mockFrame: { shows: Set<() => void>; reachBottom?: () => void } = { shows: new Set() }
jest.mock('@tarojs/taro', () => {
  const React = jest.requireActual('react')
  const base = jest.requireActual('../../../../tests/jest/taroPage').taroWithPageFrame()
  // The page's show handlers kept (latest closure) while mounted, so a test can bring the page back.
  const useDidShow = (fn: () => void) => {
    const ref = React.useRef(fn)
    ref.current = fn
    React.useEffect(() => {
      const handler = () => ref.current()
      mockFrame.shows.add(handler)
      return () => { mockFrame.shows.delete(handler) }
    }, [])
  }
  const taro = new Proxy(base.default, { get: (t, k) => (k === 'useDidShow' ? useDidShow : t[k]) })
  return new Proxy(base, { get: (t, k) => (k === 'default' ? taro : k === 'useDidShow' ? useDidShow : t[k]) })
})
jest.mock('@/platform/ui')
jest.mock('@/platform/navigation')

import { act, fireEvent, screen } from '@testing-library/react'
import { Current } from '@tarojs/runtime'
import type { ReactElement } from 'react'
import { navigateTo, toLogin } from '@/platform/navigation'
import { readStored, writeStored } from '@/platform/storage'
import { toast } from '@/platform/ui'
import { ApiError } from '@/services/request'
import { goodsItem, quietTaroMedia } from '../../../../tests/jest/goods'
import { favouritesPage } from '../../../../tests/jest/news'
import { query, queryAll } from '../../../../tests/jest/dom'
import { renderPage } from '../../../../tests/jest/renderPage'
import { reachBottom, resetPageFrame } from '../../../../tests/jest/taroPage'
import FavouritesPage from './index'

const api = { collectionList: jest.fn() }
const news = { favorites: jest.fn(), cancel: jest.fn() }
const session = { token: 'tok', isLoggedIn: true, verify: jest.fn() }
/** The page with the fake goods and news services and a learner whose token the server still knows (or not). */
const render = (ui: ReactElement) => renderPage(ui, { services: { goodsApi: api, newsApi: news }, stores: { session } })
const flush = () => act(async () => { await new Promise((r) => setTimeout(r, 0)) })
const showAgain = async () => {
  await act(async () => { for (const show of mockFrame.shows) show() })
  await flush()
}

/** The server's collected articles (latest first); cancelling removes one. */
let collected: number[]
const articleIds = () => queryAll('.favourites-article').map((e) => Number(e.getAttribute('data-article-id')))
const openArticles = async () => {
  fireEvent.click(screen.getByText('资讯'))
  await flush()
}

beforeAll(quietTaroMedia)

beforeEach(() => {
  jest.clearAllMocks()
  resetPageFrame()
  Current.router = { params: {}, path: '/packages/mine/favourites/index', onReady: '', onHide: '', onShow: '', shareTimelineTitle: '' } as never
  session.verify.mockResolvedValue(true)
  api.collectionList.mockResolvedValue([goodsItem(7, { goodsType: 1 }), goodsItem(8)])
  collected = [10102, 10201, 10303]
  news.favorites.mockImplementation(async (page: number) => favouritesPage(collected, page))
  news.cancel.mockImplementation(async (newsId: number) => {
    collected = collected.filter((id) => id !== newsId)
    return { newsId, likes: 0, favorites: 0, shares: 0, isLikes: 0, isFavorites: 0 }
  })
})

it('sends a learner without a good token to login, asking for nothing', async () => {
  session.verify.mockResolvedValue(false)
  render(<FavouritesPage />)
  await flush()
  expect(toLogin).toHaveBeenCalled()
  expect(api.collectionList).not.toHaveBeenCalled()
  expect(news.favorites).not.toHaveBeenCalled()
})

it('opens on 课程: the collected goods; one opens its goods jump; the articles are not asked yet', async () => {
  render(<FavouritesPage />)
  await flush()
  expect(screen.getByText('课程8')).toBeTruthy()
  expect(news.favorites).not.toHaveBeenCalled()
  fireEvent.click(screen.getByText('课程7'))
  await flush()
  expect(navigateTo).toHaveBeenCalledWith('/allSubject?goodsId=7')
})

it('no goods collected: the empty state with a way to the catalogue', async () => {
  api.collectionList.mockResolvedValue([])
  render(<FavouritesPage />)
  await flush()
  expect(screen.getByText('还没有收藏课程')).toBeTruthy()
  fireEvent.click(screen.getByText('发现课程'))
  expect(navigateTo).toHaveBeenCalledWith('/publicPage/homeSchool')
})

it('the goods read gets no answer (collectionList): 加载失败 with a retry, the tabs kept; the retry shows the goods', async () => {
  api.collectionList.mockRejectedValueOnce(new ApiError(0, '请求失败~~~', undefined, 'network'))
  render(<FavouritesPage />)
  await flush()
  expect(screen.getByText('加载失败')).toBeVisible()
  expect(screen.getByText('资讯')).toBeTruthy()
  fireEvent.click(screen.getByRole('button', { name: '重新加载' }))
  await flush()
  expect(api.collectionList).toHaveBeenCalledTimes(2)
  expect(screen.queryByText('加载失败')).toBeNull()
  expect(screen.getByText('课程8')).toBeTruthy()
})

describe('资讯: the collected articles (myFavoritesNews)', () => {
  it('lists them; one opens its detail with the query the detail reads', async () => {
    render(<FavouritesPage />)
    await openArticles()
    expect(news.favorites).toHaveBeenCalledWith(1)
    expect(articleIds()).toEqual([10102, 10201, 10303])
    expect(screen.getByText('资讯10201')).toBeTruthy()
    fireEvent.click(screen.getByText('资讯10201'))
    expect(navigateTo).toHaveBeenCalledWith('/article/10201?siteId=1&informationTypeId=101&provinceId=13&informationType=1')
  })

  it('?tab=articles opens on them', async () => {
    Current.router = { params: { tab: 'articles' }, path: '/packages/mine/favourites/index', onReady: '', onHide: '', onShow: '', shareTimelineTitle: '' } as never
    render(<FavouritesPage />)
    await flush()
    expect(query('.favourites-page')!.getAttribute('data-tab')).toBe('articles')
    expect(articleIds()).toEqual([10102, 10201, 10303])
  })

  it('10 a page: the next near the bottom, 没有更多了 at the end', async () => {
    collected = Array.from({ length: 13 }, (_, i) => 20001 + i)
    render(<FavouritesPage />)
    await openArticles()
    expect(articleIds()).toHaveLength(10)
    await reachBottom()
    expect(news.favorites).toHaveBeenLastCalledWith(2)
    expect(articleIds()).toHaveLength(13)
    expect(screen.getByText('没有更多了')).toBeTruthy()
  })

  it('取消收藏 calls cancel with type 1: the article leaves the list, 已取消收藏, and its detail shows it uncollected', async () => {
    writeStored('article_isCollected_10201', true)
    render(<FavouritesPage />)
    await openArticles()
    const row = query('.favourites-article[data-article-id="10201"]')!
    fireEvent.click(row.querySelector('.favourites-article__uncollect')!)
    fireEvent.click(row.querySelector('.favourites-article__uncollect')!)
    await flush()
    expect(news.cancel).toHaveBeenCalledTimes(1)
    expect(news.cancel).toHaveBeenCalledWith(10201, 1)
    expect(articleIds()).toEqual([10102, 10303])
    expect(toast).toHaveBeenCalledWith('已取消收藏')
    expect(readStored('article_isCollected_10201')).toBe(false)
    expect(navigateTo).not.toHaveBeenCalled()
  })

  it('uncollected from its detail meanwhile: shown again, the list is asked again and it is gone', async () => {
    render(<FavouritesPage />)
    await openArticles()
    collected = [10102, 10303]
    await showAgain()
    expect(news.favorites).toHaveBeenCalledTimes(2)
    expect(articleIds()).toEqual([10102, 10303])
  })

  it('shown again with two pages loaded: both pages are asked again and the list keeps its length', async () => {
    collected = Array.from({ length: 15 }, (_, i) => 20001 + i)
    render(<FavouritesPage />)
    await openArticles()
    await reachBottom()
    expect(articleIds()).toHaveLength(15)
    collected = collected.filter((id) => id !== 20003)
    news.favorites.mockClear()
    await showAgain()
    expect(news.favorites.mock.calls.map((c) => c[0])).toEqual([1, 2])
    expect(articleIds()).toHaveLength(14)
    expect(articleIds()).not.toContain(20003)
  })

  it('nothing collected: 还没有收藏资讯 with a way to the articles', async () => {
    collected = []
    render(<FavouritesPage />)
    await openArticles()
    expect(screen.getByText('还没有收藏资讯')).toBeTruthy()
    fireEvent.click(screen.getByText('去看资讯'))
    expect(navigateTo).toHaveBeenCalledWith('/article')
  })

  it('uncollecting the last one leaves the empty state', async () => {
    collected = [10102]
    render(<FavouritesPage />)
    await openArticles()
    fireEvent.click(query('.favourites-article__uncollect')!)
    await flush()
    expect(screen.getByText('还没有收藏资讯')).toBeTruthy()
  })
})
