// A list page's place: left at a scroll position, put back when it shows again; a first show leaves it at the top.
const mockPage: { scroll?: (e: { scrollTop: number }) => void; hide?: () => void; show?: () => void } = {}
jest.mock('@tarojs/taro', () => ({
  usePageScroll: (fn: (e: { scrollTop: number }) => void) => { mockPage.scroll = fn },
  useDidHide: (fn: () => void) => { mockPage.hide = fn },
  useDidShow: (fn: () => void) => { mockPage.show = fn },
}))
jest.mock('@/platform/scroll', () => ({ restorePageScroll: jest.fn() }))

import { renderHook } from '@testing-library/react'
import { restorePageScroll } from '@/platform/scroll'
import { useScrollMemory } from './useScrollMemory'

beforeEach(() => jest.clearAllMocks())

it('shown first: nothing is scrolled', () => {
  renderHook(() => useScrollMemory())
  mockPage.show!()
  expect(restorePageScroll).not.toHaveBeenCalled()
})

it('left at 1280 px, shown again: back at 1280 px, once', () => {
  renderHook(() => useScrollMemory())
  mockPage.scroll!({ scrollTop: 640 })
  mockPage.scroll!({ scrollTop: 1280 })
  mockPage.hide!()
  mockPage.scroll!({ scrollTop: 0 }) // a hidden page may report 0
  mockPage.show!()
  expect(restorePageScroll).toHaveBeenCalledWith(1280)
  mockPage.show!()
  expect(restorePageScroll).toHaveBeenCalledTimes(1)
})

it('left at the top: nothing to put back', () => {
  renderHook(() => useScrollMemory())
  mockPage.hide!()
  mockPage.show!()
  expect(restorePageScroll).not.toHaveBeenCalled()
})
