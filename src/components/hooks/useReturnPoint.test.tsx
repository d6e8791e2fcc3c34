// A page's place (its scroll position and its own state: a tab, a navigation choice, the pages loaded), the article
// list's return point for any page: kept on leaving, put back on coming back, also when the page comes back fresh
// (a reload on the next page, then back) with the same URL; used once.
const mockPage: { scroll?: (e: { scrollTop: number }) => void; hide?: () => void; show?: () => void } = {}
jest.mock('@tarojs/taro', () => ({
  usePageScroll: (fn: (e: { scrollTop: number }) => void) => { mockPage.scroll = fn },
  useDidHide: (fn: () => void) => { mockPage.hide = fn },
  useDidShow: (fn: () => void) => { mockPage.show = fn },
}))
jest.mock('@/platform/scroll', () => ({ restorePageScroll: jest.fn() }))
let mockUrl = '/category?id=1&name=x'
jest.mock('@/platform/navigation', () => ({ currentUrl: () => mockUrl }))
let mockFromHistory = true
jest.mock('@/platform/historyEntry', () => ({ pageOpenedFromHistory: () => mockFromHistory }))

import { act, renderHook } from '@testing-library/react'
import { restorePageScroll } from '@/platform/scroll'
import { clearBrowserStorage } from '../../../tests/jest/dom'
import { useReturnPoint } from './useReturnPoint'

type Place = { pages: number }

beforeEach(() => {
  jest.clearAllMocks()
  clearBrowserStorage()
  mockUrl = '/category?id=1&name=x'
  mockFromHistory = true
})

const mount = (state: Place = { pages: 1 }) => renderHook(() => useReturnPoint<Place>('category', () => state))

it('a page opened afresh: nothing kept, nothing scrolled', () => {
  const { result } = mount()
  mockPage.show!()
  act(() => result.current.restored())
  expect(result.current.kept).toBeNull()
  expect(restorePageScroll).not.toHaveBeenCalled()
})

it('left at 1280 px for the next page and shown again (the page kept): back at 1280 px, once', () => {
  mount()
  mockPage.scroll!({ scrollTop: 1280 })
  mockPage.hide!()
  mockPage.scroll!({ scrollTop: 0 }) // a hidden page may report 0
  mockPage.show!()
  expect(restorePageScroll).toHaveBeenCalledWith(1280)
  mockPage.show!()
  expect(restorePageScroll).toHaveBeenCalledTimes(1)
})

it('left, then the page comes back fresh with the same URL (a reload on the next page, then back): its state, then its scroll once ready', () => {
  const first = mount({ pages: 3 })
  mockPage.scroll!({ scrollTop: 2400 })
  mockPage.hide!()
  first.unmount() // the old document is gone
  const { result } = mount()
  expect(result.current.kept).toEqual({ pages: 3 })
  mockPage.show!()
  expect(restorePageScroll).not.toHaveBeenCalled() // not before the page has put its state back
  act(() => result.current.restored())
  expect(restorePageScroll).toHaveBeenCalledWith(2400, expect.anything())
  act(() => result.current.restored())
  expect(restorePageScroll).toHaveBeenCalledTimes(1)
  // Used once: the next fresh page starts at the top.
  expect(mount().result.current.kept).toBeNull()
})

it('a place kept for another URL (another category) is not this page\'s', () => {
  mount({ pages: 2 })
  mockPage.scroll!({ scrollTop: 900 })
  mockPage.hide!()
  mockUrl = '/category?id=2&name=y'
  expect(mount().result.current.kept).toBeNull()
})

it('shown again after leaving: the kept place is used up (a later fresh page starts at the top)', () => {
  mount({ pages: 2 })
  mockPage.scroll!({ scrollTop: 900 })
  mockPage.hide!()
  mockPage.show!()
  expect(mount().result.current.kept).toBeNull()
})

it('left, then the same URL opened again by a new visit (a link, or typed in the tab): it starts at the top, and the place is gone', () => {
  const first = mount({ pages: 3 })
  mockPage.scroll!({ scrollTop: 2400 })
  mockPage.hide!()
  first.unmount()
  mockFromHistory = false
  const { result } = mount()
  expect(result.current.kept).toBeNull()
  act(() => result.current.restored())
  expect(restorePageScroll).not.toHaveBeenCalled()
  mockFromHistory = true
  expect(mount().result.current.kept).toBeNull()
})
