/**
 * When H5 loads the sanitizer (DOMPurify and the reader): a RichHtml `whenNear` (the goods introduction, below the
 * fold) not before it comes within RICH_HTML_NEAR_PX of the screen, then draws the sanitised HTML and keeps it when it
 * scrolls away; importing the module alone loads nothing (pages with HTML on their first screen call preloadRichHtml).
 */
import { act, render, waitFor } from '@testing-library/react'

import { RICH_HTML_NEAR_PX, RichHtml } from './index.h5'

type Callback = (entries: { isIntersecting: boolean }[]) => void
const observers: { callback: Callback; options: IntersectionObserverInit }[] = []
let mockPurifyLoads = 0
jest.mock('dompurify', () => {
  mockPurifyLoads++
  return jest.requireActual('dompurify')
})

beforeEach(() => {
  ;(window as { IntersectionObserver?: unknown }).IntersectionObserver = class {
    constructor(callback: Callback, options: IntersectionObserverInit) {
      observers.push({ callback, options })
    }
    observe() {}
    disconnect() {}
  }
})

afterEach(() => {
  delete (window as { IntersectionObserver?: unknown }).IntersectionObserver
  observers.length = 0
})

/**
 * One turn of the event loop, in act: a load started by now has landed when it resolves (a dynamic import is a
 * microtask under jest: `Promise.resolve().then(() => require(...))`), and the effects it caused have run.
 */
const settle = () => act(() => new Promise((r) => setTimeout(r, 0)))

// One flow: the sanitizer is the module's, loaded once for all.
it('importing loads nothing; whenNear loads once near the screen, then the sanitised HTML, kept once scrolled away', async () => {
  await settle()
  expect(mockPurifyLoads).toBe(0)
  const { container } = render(<RichHtml html={'<p>课程亮点<img src="x" onerror="alert(1)"></p>'} whenNear />)
  await settle()
  expect(mockPurifyLoads).toBe(0)
  const pending = container.querySelector('.rich-html--pending')
  expect(pending).not.toBeNull()
  expect(observers[0].options.rootMargin).toBe(`${RICH_HTML_NEAR_PX}px 0px`)

  act(() => observers[0].callback([{ isIntersecting: true }]))
  await waitFor(() => expect(container.querySelector('.rich-html:not(.rich-html--pending)')).not.toBeNull())
  expect(mockPurifyLoads).toBe(1)
  expect(container.textContent).toBe('课程亮点')
  // The same element, filled (a new one would be a second layout, and a detached node to whoever held the first).
  expect(container.querySelector('.rich-html')).toBe(pending)
  expect(container.querySelector('img')?.getAttribute('onerror')).toBeNull()

  act(() => observers[0].callback([{ isIntersecting: false }]))
  expect(container.textContent).toBe('课程亮点')
})
