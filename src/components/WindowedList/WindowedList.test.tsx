// A long list in windows: in the mini-program a chunk that has left the screen's neighbourhood is one empty block
// of its height, and its items come back as it comes near; H5 draws every item.
const mockView = { windowed: true, chunks: new Map<string, (v: { near: boolean; height: number }) => void>() }
jest.mock('@/platform/listWindow', () => {
  const { useEffect, useState } = jest.requireActual('react')
  return {
    get WINDOW_LISTS() {
      return mockView.windowed
    },
    useNearScreen(id: string) {
      const [view, setView] = useState({ near: true, height: 0 })
      useEffect(() => void mockView.chunks.set(id, setView), [id])
      return view
    },
  }
})

import { act, render } from '@testing-library/react'
import { Text } from '@tarojs/components'
import { WindowedList } from './index'

const items = Array.from({ length: 25 }, (_, i) => i + 1)
const draw = () => render(<WindowedList items={items} renderItem={(n) => <Text key={n} className="item">{n}</Text>} />)
const shownItems = (container: HTMLElement) => [...container.querySelectorAll('.item')].map((el) => Number(el.textContent))

beforeEach(() => {
  mockView.windowed = true
  mockView.chunks.clear()
})

it('draws the items in chunks of a page (10), in one block', () => {
  const { container } = draw()
  expect(container.querySelectorAll('.windowed-list')).toHaveLength(1)
  expect([...container.querySelectorAll('.windowed-list__chunk')].map((c) => c.querySelectorAll('.item').length)).toEqual([10, 10, 5])
  expect(shownItems(container)).toEqual(items)
})

it('a chunk that left the screen is an empty block of the height it had; near again, its items are back', () => {
  const { container } = draw()
  const [first] = [...mockView.chunks.keys()]
  act(() => mockView.chunks.get(first)!({ near: false, height: 1840 }))
  const chunk = container.querySelector('.windowed-list__chunk') as HTMLElement
  expect(chunk.children).toHaveLength(0)
  expect(chunk.style.height).toBe('1840px')
  expect(shownItems(container)).toEqual(items.slice(10))
  act(() => mockView.chunks.get(first)!({ near: true, height: 1840 }))
  expect(shownItems(container)).toEqual(items)
})

it('a chunk whose height is not known yet stays drawn', () => {
  const { container } = draw()
  act(() => mockView.chunks.get([...mockView.chunks.keys()][0])!({ near: false, height: 0 }))
  expect(shownItems(container)).toEqual(items)
})

it('H5 draws every item, with no chunks', () => {
  mockView.windowed = false
  const { container } = draw()
  expect(container.querySelector('.windowed-list')).toBeNull()
  expect(shownItems(container)).toEqual(items)
})
