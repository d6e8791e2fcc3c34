/**
 * /searchPage: hot words search on tap, results page by page near the bottom of the page ('没有更多了' when the
 * current page is the last), an empty state, recent searches kept on the device (max 10) and cleared.
 *
 * Reaching the bottom of the page is Taro's onReachBottom (useReachBottom): the test keeps the page's handler
 * and calls it, as the page frame would.
 */
jest.mock('@tarojs/taro', () => jest.requireActual('../../../../tests/jest/taroPage').taroWithPageFrame())
jest.mock('@/platform/ui')
jest.mock('@/platform/navigation')

import { act, fireEvent, screen, within } from '@testing-library/react'
import { Current } from '@tarojs/runtime'
import { back, navigateTo } from '@/platform/navigation'
import { ApiError } from '@/services/request'
import { readStored, removeStored, writeStored } from '@/platform/storage'
import { field, focusedElement, query, typeInto } from '../../../../tests/jest/dom'
import { goodsPage, quietTaroMedia } from '../../../../tests/jest/goods'
import { reachBottom, resetPageFrame } from '../../../../tests/jest/taroPage'
import { renderPage } from '../../../../tests/jest/renderPage'
import SearchPage from './index'

const api = { hotWords: jest.fn(), search: jest.fn() }
const flush = () => act(async () => { await new Promise((r) => setTimeout(r, 0)) })
const HOT = ['初级会计', '中级会计', 'CPA'].map((word) => ({ word }))
/** The search bar's '搜索' (the title bar says '搜索' too). */
const goButton = () => query('.search-page__go')!

async function openSearch(params: Record<string, string> = {}) {
  Current.router = { params, path: '/packages/goods/search/index', onReady: '', onHide: '', onShow: '', shareTimelineTitle: '' } as never
  const view = renderPage(<SearchPage />, { services: { goodsApi: api } })
  await field('搜索课程') // Taro's input renders its <input> asynchronously
  await flush()
  return view
}

const stored = () => (readStored('recentSearches') as string[] | '' | undefined) || null

beforeAll(quietTaroMedia)

beforeEach(() => {
  jest.clearAllMocks()
  removeStored('recentSearches')
  resetPageFrame()
  api.hotWords.mockResolvedValue(HOT)
  api.search.mockImplementation((_k, page) => Promise.resolve(goodsPage(page, 2)))
})

describe('hot words', () => {
  it('hot words that get no answer are left out quietly (they only suggest); recent searches stay', async () => {
    writeStored('recentSearches', ['税务师'])
    api.hotWords.mockRejectedValueOnce(new ApiError(500, '请求失败~~~', undefined, 'network'))
    await openSearch()
    expect(query('.search-block--hot')).toBeNull()
    expect(screen.getByText('税务师')).toBeTruthy()
  })

  it('the title bar has the back arrow', async () => {
    await openSearch()
    expect(within(query('.nav-bar')!).getByText('搜索')).toBeTruthy()
    fireEvent.click(query('.nav-bar .nut-navbar-left-back')!)
    expect(back).toHaveBeenCalledTimes(1)
  })

  it('shows the hot words; tapping one searches it (page 1, 10 a page)', async () => {
    await openSearch()
    expect(screen.getByText('热门搜索')).toBeTruthy()
    fireEvent.click(screen.getByText('中级会计'))
    await flush()
    expect(api.search).toHaveBeenCalledWith('中级会计', 1, 10)
    expect(screen.getByText('课程1')).toBeTruthy()
    expect((await field('搜索课程')).value).toBe('中级会计')
  })
})

describe('typing a keyword', () => {
  it('the input has the focus on entry', async () => {
    await openSearch()
    expect(focusedElement()).toBe(await field('搜索课程'))
  })

  it('clearing the input goes back to the suggestions', async () => {
    await openSearch()
    fireEvent.click(screen.getByText('CPA'))
    await flush()
    expect(screen.getByText('课程1')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: '清除' }))
    await flush()
    expect(screen.queryByText('课程1')).toBeNull()
    expect(screen.getByText('热门搜索')).toBeTruthy()
  })

  it("searches the trimmed keyword with the '搜索' button; blank input searches nothing", async () => {
    await openSearch()
    fireEvent.click(goButton())
    expect(api.search).not.toHaveBeenCalled()
    await typeInto(await field('搜索课程'), '  税务师 ')
    fireEvent.click(goButton())
    await flush()
    expect(api.search).toHaveBeenCalledWith('税务师', 1, 10)
  })

  it('?keyword= searches at once', async () => {
    await openSearch({ keyword: 'CPA' })
    expect(api.search).toHaveBeenCalledWith('CPA', 1, 10)
  })
})

describe('results page by page', () => {
  it("loads page 2 on reaching the bottom; '没有更多了' when the current page is the last", async () => {
    await openSearch()
    fireEvent.click(screen.getByText('CPA'))
    await flush()
    expect(screen.queryByText('没有更多了')).toBeNull()
    await reachBottom()
    expect(api.search).toHaveBeenLastCalledWith('CPA', 2, 10)
    expect(screen.getByText('课程20')).toBeTruthy()
    expect(screen.getByText('没有更多了')).toBeTruthy()
    await reachBottom()
    expect(api.search).toHaveBeenCalledTimes(2)
  })

  it('reaching the bottom before any search loads nothing', async () => {
    await openSearch()
    await reachBottom()
    expect(api.search).not.toHaveBeenCalled()
  })

  it('a result opens its goods', async () => {
    await openSearch()
    fireEvent.click(screen.getByText('CPA'))
    await flush()
    fireEvent.click(screen.getByText('课程3'))
    await flush()
    expect(navigateTo).toHaveBeenCalledWith('/singleSubject?goodsId=3')
  })

  it('no results: the empty state, no end text', async () => {
    api.search.mockResolvedValue({ page: { currentPage: 1, totalPages: 0, total: 0 }, list: [] })
    await openSearch()
    fireEvent.click(screen.getByText('CPA'))
    await flush()
    expect(screen.getByText('没有找到相关课程')).toBeTruthy()
    expect(screen.queryByText('没有更多了')).toBeNull()
  })

  it("a failed next page shows '加载失败，点击重试'; tapping it loads that page again", async () => {
    await openSearch()
    fireEvent.click(screen.getByText('CPA'))
    await flush()
    api.search.mockRejectedValueOnce(new Error('down'))
    await reachBottom()
    fireEvent.click(screen.getByText('加载失败，点击重试'))
    await flush()
    expect(api.search.mock.calls.map((c) => c[1])).toEqual([1, 2, 2])
    expect(screen.getByText('没有更多了')).toBeTruthy()
  })
})

describe('recent searches', () => {
  it('keeps searches on the device, newest first, and shows them next time', async () => {
    await openSearch()
    fireEvent.click(screen.getByText('CPA'))
    await flush()
    await typeInto(await field('搜索课程'), '初级会计')
    fireEvent.click(goButton())
    await flush()
    expect(stored()).toEqual(['初级会计', 'CPA'])

    const { unmount, container } = await openSearch()
    expect(screen.getAllByText('最近搜索')).toBeTruthy()
    expect(container.querySelectorAll('.search-chip--recent')).toHaveLength(2)
    unmount()
  })

  it('keeps at most 10', async () => {
    writeStored('recentSearches', Array.from({ length: 10 }, (_, i) => `w${i}`))
    await openSearch()
    fireEvent.click(screen.getByText('CPA'))
    await flush()
    expect(stored()).toHaveLength(10)
    expect(stored()?.[0]).toBe('CPA')
    expect(stored()).not.toContain('w9')
  })

  it("'清空' clears them", async () => {
    writeStored('recentSearches', ['会计', '税务'])
    const { container } = await openSearch()
    expect(container.querySelectorAll('.search-chip--recent')).toHaveLength(2)
    fireEvent.click(screen.getByText('清空'))
    await flush()
    expect(container.querySelectorAll('.search-chip--recent')).toHaveLength(0)
    expect(screen.queryByText('最近搜索')).toBeNull()
    expect(stored()).toBeNull()
  })

  it('a recent search searches again on tap', async () => {
    writeStored('recentSearches', ['会计实操'])
    await openSearch()
    fireEvent.click(screen.getByText('会计实操'))
    await flush()
    expect(api.search).toHaveBeenCalledWith('会计实操', 1, 10)
  })
})
