/**
 * How a page was reached, read from Taro's real H5 router (@tarojs/router): its history's moves (PUSH, POP) as the
 * router renders pages. Pins what history-entry.h5.ts relies on: the router's exported `history` is the one it
 * renders from, and its listeners hear the move before the page is made.
 */
import { createBrowserHistory, createRouter, navigateTo, redirectTo } from '@tarojs/router'
import { Current } from '@tarojs/runtime'
import { customRoutes, PAGE_ROUTES } from '@/core/routes'
import { browserBack, browserWindow, setAddress } from '../../tests/jest/dom'
import { routed, routedApp as app } from '../../tests/jest/routed'
import { pageOpenedFromHistory } from './historyEntry.h5'


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
