/**
 * /article/{id} on H5: the route table's '/article/:id' entry drives Taro's real H5 router (@tarojs/router, the
 * customRoutes the build generates): the pattern reaches universal-router, which serves the detail page and hands
 * it params.id next to the query. Also the entry-URL rule (no /404 rewrite) and the helpers that carry the path
 * parameter to and from the mini-program's ?id=.
 */
import { createBrowserHistory, createRouter, getCurrentPages, navigateBack, navigateTo } from '@tarojs/router'
import { Current } from '@tarojs/runtime'
import { customRoutes, fillRoute, findRoute, PAGE_ROUTES, redirectFor, routeParams } from '@/core/routes'
import { addressPath, browserWindow, setAddress } from '../../../../tests/jest/dom'
import { routed, routedApp as app } from '../../../../tests/jest/routed'

const DETAIL = 'packages/article/detail/index'


describe('the route table', () => {
  it('serves /article/<id> with the detail page in subpackage packages/article, login required', () => {
    expect(findRoute('/article/10103?siteId=1')).toMatchObject({ page: DETAIL, pkg: 'packages/article', needsLogin: true, status: 'built' })
    expect(customRoutes()[`/${DETAIL}`]).toBe('/article/:id')
    expect(findRoute('/article')?.page).toBe('pages/article/index')
  })

  it.each<[string, string | undefined]>([
    ['/article/10103', undefined],
    ['/article/10103?siteId=1&informationTypeId=101', undefined],
    ['/article/10103/', undefined],
    ['/article/10103/more', '/404'],
  ])('entry URL %s is rewritten to %p', (url, target) => {
    expect(redirectFor(url)).toBe(target)
  })

  it('reads and fills the path parameter (the mini-program passes it as ?id=)', () => {
    expect(routeParams('/article/10103?siteId=1')).toEqual({ id: '10103' })
    expect(routeParams('/ty/myOrder')).toEqual({})
    expect(fillRoute('/article/:id', { id: '10103', siteId: '1' })).toEqual({ url: '/article/10103', rest: { siteId: '1' } })
    expect(fillRoute('/article/:id', { informationId: '7' })).toEqual({ url: '/article/:id', rest: { informationId: '7' } })
  })
})

describe("Taro's H5 router with the generated customRoutes", () => {
  const loaded: string[] = []

  beforeAll(async () => {
    process.env.TARO_PLATFORM = 'web'
    setAddress('/article/10103?siteId=1&informationTypeId=101')
    // Pages are not mounted here (no React app): the router's resolution and the page's router params are what counts.
    ;(Current as unknown as { app: unknown }).app = app
    const routes = PAGE_ROUTES.map((r) => ({
      path: r.page,
      load: (context: unknown, params: unknown) => {
        loaded.push(r.page)
        return [Promise.resolve({ default: () => null }), context, params]
      },
    }))
    // No page transition, as the app has it (src/app.config.ts): a page left is unloaded at the next timer, not 300 ms on.
    const config = { routes, router: { mode: 'browser', customRoutes: customRoutes() }, pages: PAGE_ROUTES.map((r) => r.page), animation: false }
    const history = createBrowserHistory({ window: browserWindow() } as never)
    expect(await routed(() => createRouter(history as never, {} as never, config as never, 'react'))).toBe('page')
  })

  it('an entry at /article/<id> opens the detail page with params.id and the query', () => {
    expect(loaded).toEqual([DETAIL])
    expect(Current.router?.params).toMatchObject({ id: '10103', siteId: '1', informationTypeId: '101' })
  })

  it('in-app navigation to /article/<id> keeps the URL and gives the new id; the list stays /article', async () => {
    expect(await routed(() => navigateTo({ url: '/article/10107?siteId=2' }))).toBe('page')
    expect(addressPath()).toBe('/article/10107')
    expect(Current.router?.params).toMatchObject({ id: '10107', siteId: '2' })
    expect(await routed(() => navigateTo({ url: '/article' }))).toBe('page')
    expect(loaded[loaded.length - 1]).toBe('pages/article/index')
    expect(getCurrentPages().map((p) => p.route)).toEqual(['/article/10103', '/article/10107', '/article'])
    expect(await routed(() => navigateBack({ delta: 1 }))).toBe('page')
    expect(addressPath()).toBe('/article/10107')
  })

  it('a path with more segments is no page (the app answers /404)', async () => {
    const before = loaded.length
    expect(await routed(() => navigateTo({ url: '/article/10103/more' }))).toBe('not found')
    expect(loaded.length).toBe(before)
  })
})
