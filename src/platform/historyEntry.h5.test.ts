/**
 * How a page was reached, read from Taro's real H5 router (@tarojs/router): its history's moves (PUSH, POP) as the
 * router renders pages. Pins what history-entry.h5.ts relies on: the router's exported `history` is the one it
 * renders from, and its listeners hear the move before the page is made.
 */
import { createBrowserHistory, createRouter, navigateTo, redirectTo } from '@tarojs/router'
import { Current } from '@tarojs/runtime'
import { customRoutes, PAGE_ROUTES } from '@/core/routes'
import { browserBack, browserWindow, setAddress } from '../../tests/jest/dom'
import { pageOpenedFromHistory } from './historyEntry.h5'

const settle = () => new Promise((r) => setTimeout(r, 30))

/** Each page the router made, with how it was reached. */
const made: Array<{ page: string; fromHistory: boolean }> = []

beforeAll(async () => {
  process.env.TARO_PLATFORM = 'web'
  // The learner had the category page, then opened the practical course list, and reloaded there: the browser's
  // history holds both, the new document's router only the second.
  setAddress('/category?id=1')
  window.history.pushState(null, '', '/subChannel/practicalCourse')
  ;(Current as unknown as { app: unknown }).app = { mount() {}, unmount() {} }
  const routes = PAGE_ROUTES.map((r) => ({
    path: r.page,
    load: (context: unknown, params: unknown) => {
      made.push({ page: r.page, fromHistory: pageOpenedFromHistory() })
      return [Promise.resolve({ default: () => null }), context, params]
    },
  }))
  const config = { routes, router: { mode: 'browser', customRoutes: customRoutes() }, pages: PAGE_ROUTES.map((r) => r.page) }
  createRouter(createBrowserHistory({ window: browserWindow() } as never) as never, {} as never, config as never, 'react')
  await settle()
})

const last = () => made[made.length - 1]

it("the document's first page (loaded by a visit, not a reload): a new visit", () => {
  expect(made).toHaveLength(1)
  expect(last().fromHistory).toBe(false)
})

it('Back to a page the router no longer holds (made anew from the history): from the history', async () => {
  await browserBack()
  await settle()
  expect(made).toHaveLength(2)
  expect(last()).toEqual({ page: expect.stringContaining('category'), fromHistory: true })
})

it('a link to a page, and a redirect: new visits', async () => {
  await navigateTo({ url: '/subChannel/practicalCourse' })
  await settle()
  expect(last().fromHistory).toBe(false)
  await redirectTo({ url: '/category?id=1' })
  await settle()
  expect(last()).toEqual({ page: expect.stringContaining('category'), fromHistory: false })
})
