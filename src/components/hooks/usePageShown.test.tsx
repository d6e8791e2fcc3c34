// A page's shown state: true at first, false from its hide until it shows again.
const mockPage: { hide?: () => void; show?: () => void } = {}
jest.mock('@tarojs/taro', () => ({
  useDidHide: (fn: () => void) => { mockPage.hide = fn },
  useDidShow: (fn: () => void) => { mockPage.show = fn },
}))

import { act, renderHook } from '@testing-library/react'
import { usePageShown } from './usePageShown'

it('shown until hidden, and again once shown', () => {
  const { result } = renderHook(() => usePageShown())
  expect(result.current).toBe(true)
  act(() => mockPage.hide!())
  expect(result.current).toBe(false)
  act(() => mockPage.show!())
  expect(result.current).toBe(true)
})
