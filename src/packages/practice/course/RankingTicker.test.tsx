// The ranking ticker: one line after another, and no timer left once its page is hidden or left.
const mockPage = { hides: new Set<() => void>(), shows: new Set<() => void>() }
jest.mock('@tarojs/taro', () => ({
  ...jest.requireActual('@tarojs/taro'),
  useDidHide: (fn: () => void) => void mockPage.hides.add(fn),
  useDidShow: (fn: () => void) => void mockPage.shows.add(fn),
}))

import { act, render, within } from '@testing-library/react'
import { RankingTicker } from './Parts'

const list = [
  { phone: '13800138000', course: '电商企业全盘账务', learnNum: 887 },
  { phone: '13900139000', course: '商贸企业全盘账务', learnNum: 60 },
]
/** The line the ticker shows (its first: the others wait below it, clipped). */
const firstLine = (container: HTMLElement) => within(container).getAllByText(/^第\d+名 /)[0].textContent

beforeEach(() => {
  jest.useFakeTimers()
  mockPage.hides.clear()
  mockPage.shows.clear()
})
afterEach(() => jest.useRealTimers())

it('shows the lines one after another', () => {
  const { container } = render(<RankingTicker title="学习时长排行" list={list} />)
  expect(firstLine(container)).toContain('138****8000')
  act(() => jest.advanceTimersByTime(300)) // the first roll comes at once, as NoticeBar's
  expect(firstLine(container)).toContain('139****9000')
  act(() => jest.advanceTimersByTime(2200))
  expect(firstLine(container)).toContain('138****8000')
})

it('leaves no timer running once unmounted', () => {
  const { unmount } = render(<RankingTicker title="学习时长排行" list={list} />)
  act(() => jest.advanceTimersByTime(3000))
  unmount()
  expect(jest.getTimerCount()).toBe(0)
})

it('stops while its page is hidden, and goes on when it shows again', () => {
  const { container } = render(<RankingTicker title="学习时长排行" list={list} />)
  act(() => jest.advanceTimersByTime(300))
  act(() => mockPage.hides.forEach((fn) => fn()))
  expect(jest.getTimerCount()).toBe(0)
  const line = firstLine(container)
  act(() => jest.advanceTimersByTime(10_000))
  expect(firstLine(container)).toBe(line)
  act(() => mockPage.shows.forEach((fn) => fn()))
  expect(jest.getTimerCount()).toBeGreaterThan(0)
})
