/**
 * How a page was reached, read from Taro's real H5 router (@tarojs/router): its history's moves (PUSH, POP) as the
 * router renders pages. Pins what history-entry.h5.ts relies on: the router's exported `history` is the one it
 * renders from, and its listeners hear the move before the page is made.
 */
import { createBrowserHistory, createRouter, navigateTo, redirectTo } from '@tarojs/router'
import { Current, eventCenter } from '@tarojs/runtime'
import { customRoutes, PAGE_ROUTES } from '@/core/routes'
import { browserBack, browserWindow, setAddress } from '../../tests/jest/dom'
import { pageOpenedFromHistory } from './historyEntry.h5'

/**
 * What the router made of a move: a page (the app's mount, which the page's onLoad calls once it has set
 * Current.router), or none for the URL.
 */
type Routed = 'page' | 'not found'
let routedTo: ((outcome: Routed) => void) | null = null
const app = { mount: () => routedTo?.('page'), unmount() {} }
eventCenter.on('__taroRouterNotFound', () => routedTo?.('not found'))

/**
 * Runs `move` and resolves once the router has rendered it: it resolves the route and loads the page in promises,
 * after the history's move (a Back's popstate jsdom fires a task later).
 */
function routed(move: () => unknown): Promise<Routed> {
  return new Promise((resolve, reject) => {
    // As waitFor's: for a router that ends a move in neither (a load that throws), the test fails at once.
    const deadline = setTimeout(() => {
      routedTo = null
      reject(new Error('the router made no page of the move, and found none'))
    }, 1000)
    routedTo = (outcome) => {
      routedTo = null
      clearTimeout(deadline)
      resolve(outcome)
    }
    void move()
  })
}

/** Each page the router made, with how it was reached. */
const made: Array<{ page: string; fromHistory: boolean }> = []

beforeAll(async () => {
  process.env.TARO_PLATFORM = 'web'
  // The learner had the category page, then opened the practical course list, and reloaded there: the browser's
  // history holds both, the new document's router only the second.
  setAddress('/category?id=1')
  window.history.pushState(null, '', '/subChannel/practicalCourse')
  ;(Current as unknown as { app: unknown }).app = app
  const routes = PAGE_ROUTES.map((r) => ({
    path: r.page,
    load: (context: unknown, params: unknown) => {
      made.push({ page: r.page, fromHistory: pageOpenedFromHistory() })
      return [Promise.resolve({ default: () => null }), context, params]
    },
  }))
  // No page transition, as the app has it (src/app.config.ts).
  const config = { routes, router: { mode: 'browser', customRoutes: customRoutes() }, pages: PAGE_ROUTES.map((r) => r.page), animation: false }
  const history = createBrowserHistory({ window: browserWindow() } as never)
  expect(await routed(() => createRouter(history as never, {} as never, config as never, 'react'))).toBe('page')
})

const last = () => made[made.length - 1]

it("the document's first page (loaded by a visit, not a reload): a new visit", () => {
  expect(made).toHaveLength(1)
  expect(last().fromHistory).toBe(false)
})

it('Back to a page the router no longer holds (made anew from the history): from the history', async () => {
  expect(await routed(browserBack)).toBe('page')
  expect(made).toHaveLength(2)
  expect(last()).toEqual({ page: expect.stringContaining('category'), fromHistory: true })
})

it('a link to a page, and a redirect: new visits', async () => {
  expect(await routed(() => navigateTo({ url: '/subChannel/practicalCourse' }))).toBe('page')
  expect(last().fromHistory).toBe(false)
  expect(await routed(() => redirectTo({ url: '/category?id=1' }))).toBe('page')
  expect(last()).toEqual({ page: expect.stringContaining('category'), fromHistory: false })
})
