/**
 * /category?id=&name= (the named route category): one category's goods, 10 a page; back from a goods page the learner
 * is where they left it (docs/spec/content-access.md section 2: "scroll position is restored"), also when the page comes back
 * made afresh (a reload on the goods page, then back): as many pages as were shown, then the scroll position.
 */
const mockFrame: { hide?: () => void; show?: () => void; scroll?: (e: { scrollTop: number }) => void; reachBottom?: () => void } = {}
jest.mock('@tarojs/taro', () => {
  const actual = jest.requireActual('@tarojs/taro') as Record<string | symbol, unknown>
  const own: Record<string | symbol, unknown> = {
    useDidHide: (fn: () => void) => { mockFrame.hide = fn },
    useDidShow: (fn: () => void) => { mockFrame.show = fn },
    usePageScroll: (fn: (e: { scrollTop: number }) => void) => { mockFrame.scroll = fn },
    useReachBottom: (fn: () => void) => { mockFrame.reachBottom = fn },
  }
  return new Proxy(actual, { get: (t, k) => own[k] ?? t[k] })
})
jest.mock('@/platform/ui')
jest.mock('@/platform/navigation')
jest.mock('@/platform/scroll', () => ({ restorePageScroll: jest.fn() }))
// A page made here anew comes back from the history (Back after a reload on the next page), as in the browser.
jest.mock('@/platform/historyEntry', () => ({ pageOpenedFromHistory: () => true }))

import { act } from '@testing-library/react'
import { Current } from '@tarojs/runtime'
import type { GoodsItem, Page } from '@contract/goods'
import { restorePageScroll } from '@/platform/scroll'
import { clearBrowserStorage } from '../../../../tests/jest/dom'
import { goodsItem, quietTaroMedia } from '../../../../tests/jest/goods'
import { renderPage } from '../../../../tests/jest/renderPage'
import CategoryPage from './index'

/** 25 goods, 10 a page. */
const pageOf = (currentPage: number): Page<GoodsItem> => ({
  page: { currentPage, totalPages: 3, total: 25 },
  list: Array.from({ length: currentPage < 3 ? 10 : 5 }, (_, i) => goodsItem((currentPage - 1) * 10 + i + 1)),
})
const api = { categoryGoods: jest.fn((_categoryId: number | undefined, page: number) => Promise.resolve(pageOf(page))) }
const flush = async () => {
  for (let i = 0; i < 4; i++) await act(async () => { await new Promise((r) => setTimeout(r, 0)) })
}
const cards = (c: HTMLElement) => c.querySelectorAll('.category-page__item').length

async function open() {
  Current.router = { params: { id: '1', name: '%E5%88%9D%E7%BA%A7' }, path: '/category' } as never
  const view = renderPage(<CategoryPage />, { services: { goodsApi: api } })
  await flush()
  return view
}

beforeAll(quietTaroMedia)
beforeEach(() => {
  jest.clearAllMocks()
  clearBrowserStorage()
})

it('opened afresh: page 1 of the category, at the top', async () => {
  const { container } = await open()
  expect(api.categoryGoods.mock.calls).toEqual([[1, 1, 10]])
  expect(cards(container)).toBe(10)
  expect(restorePageScroll).not.toHaveBeenCalled()
})

it('kept under the goods page and shown again: the scroll position put back', async () => {
  const { container } = await open()
  await act(async () => { mockFrame.reachBottom?.() })
  await flush()
  act(() => mockFrame.scroll?.({ scrollTop: 1500 }))
  act(() => mockFrame.hide?.())
  act(() => mockFrame.show?.())
  expect(restorePageScroll).toHaveBeenCalledWith(1500)
  expect(cards(container)).toBe(20)
})

it('made afresh on the way back (a reload on the goods page): the two pages shown, then the scroll position', async () => {
  const first = await open()
  await act(async () => { mockFrame.reachBottom?.() })
  await flush()
  act(() => mockFrame.scroll?.({ scrollTop: 1500 }))
  act(() => mockFrame.hide?.())
  first.unmount()

  jest.clearAllMocks()
  const { container } = await open()
  expect(api.categoryGoods.mock.calls.map((c) => c[1])).toEqual([1, 2])
  expect(cards(container)).toBe(20)
  expect(restorePageScroll).toHaveBeenCalledWith(1500, expect.anything())
})
