// H5: a page's scroll position put back. A page made afresh fills in above the position after it is set (a block
// arriving moves the page by the browser's scroll anchoring): the position is held until the page stops growing, and
// let go when the learner touches the page.
jest.mock('@tarojs/taro', () => ({ __esModule: true, default: { pageScrollTo: jest.fn() } }))

import Taro from '@tarojs/taro'
import { restorePageScroll } from './scroll.h5'

const page = { top: 0, height: 1000 }
const scrollTo = Taro.pageScrollTo as unknown as jest.Mock

beforeAll(() => {
  Object.defineProperty(window, 'pageYOffset', { configurable: true, get: () => page.top })
  Object.defineProperty(document.documentElement, 'scrollHeight', { configurable: true, get: () => page.height })
})
beforeEach(() => {
  jest.useFakeTimers()
  Object.assign(page, { top: 0, height: 1000 })
  scrollTo.mockReset().mockImplementation(({ scrollTop }: { scrollTop: number }) => {
    page.top = Math.min(scrollTop, page.height)
    return Promise.resolve()
  })
})
afterEach(() => jest.useRealTimers())

const run = async (ms: number) => {
  for (let t = 0; t < ms; t += 50) await jest.advanceTimersByTimeAsync(50)
}

it('a page shown again: set until it holds, then left alone', async () => {
  page.height = 3000
  restorePageScroll(1200)
  await run(300)
  expect(page.top).toBe(1200)
  page.top = 1900 // the learner scrolls on
  await run(300)
  expect(page.top).toBe(1900)
})

it('a page made afresh: held while it grows (scroll anchoring moved it), then let go once its height stays', async () => {
  page.height = 3000
  restorePageScroll(2076, { withinMs: 5000 })
  await run(200)
  expect(page.top).toBe(2076)
  // A block arrives above: the page grows by 822 px and the browser keeps what was in view.
  page.height += 822
  page.top += 822
  await run(200)
  expect(page.top).toBe(2076)
  await run(1000)
  const calls = scrollTo.mock.calls.length
  page.top = 2500 // the learner scrolls on after it settled
  await run(1000)
  expect(page.top).toBe(2500)
  expect(scrollTo.mock.calls.length).toBe(calls)
})

it('a page made afresh: a touch hands the page to the learner at once', async () => {
  page.height = 3000
  restorePageScroll(2076, { withinMs: 5000 })
  await run(100)
  window.dispatchEvent(new Event('touchstart'))
  page.height += 500
  page.top = 300
  await run(500)
  expect(page.top).toBe(300)
})
