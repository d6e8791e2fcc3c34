/**
 * Renders a page or component the way the app does, inside ServicesContext and StoresContext, with the test's fake
 * services and fresh start-up stores: no jest.mock of '@/services' or '@/stores'.
 *   const view = renderPage(<ArticlePage />, { services: { newsApi: fakeNews }, stores: { session: loggedIn } })
 * A client the test gives no fake for fails the test on its first call. `view.use(useArticlesStore)` answers what a
 * hook gives the page in that context (the same feature store instance the page uses).
 */
import { render, renderHook, type RenderResult } from '@testing-library/react'
import type { ReactElement, ReactNode } from 'react'
import { ServicesContext, type Services } from '@/services/context'
import { createStores, StoresContext, type Stores } from '@/stores'

export const SERVICE_NAMES = [
  'accountApi', 'goodsApi', 'knowledgeApi', 'liveApi', 'mapsApi', 'newsApi', 'orderApi', 'practiceApi', 'qwApi',
  'studentAidApi', 'wechatApi',
] as const satisfies readonly (keyof Services)[]

/** Fakes: any of a client's calls (jest.fn()s answering the server's shapes). */
export type FakeServices = { [K in keyof Services]?: Partial<Services[K]> }
/** Start-up stores to use instead of fresh ones (a session in a given state). */
export type FakeStores = { [K in keyof Stores]?: Partial<Stores[K]> }

/** A client whose every call throws: the page asked a service the test gave no fake for. */
function unfaked(name: string): unknown {
  return new Proxy({}, {
    get: (_target, key) => (typeof key === 'string' && key !== 'then'
      ? () => { throw new Error(`${name}.${key} was called, but the test gave no fake ${name}`) }
      : undefined),
  })
}

export interface PageContext {
  services: Services
  stores: Stores
  wrapper: (props: { children: ReactNode }) => ReactElement
}

/** The contexts a page renders in: the fakes over unfaked clients, fresh stores under the given ones. */
export function pageContext({ services = {}, stores = {} }: { services?: FakeServices; stores?: FakeStores } = {}): PageContext {
  const all = Object.fromEntries(SERVICE_NAMES.map((name) => [name, services[name] ?? unfaked(name)])) as unknown as Services
  const freshStores = { ...createStores(all), ...stores } as Stores
  const wrapper = ({ children }: { children: ReactNode }) => (
    <ServicesContext.Provider value={all}>
      <StoresContext.Provider value={freshStores}>{children}</StoresContext.Provider>
    </ServicesContext.Provider>
  )
  return { services: all, stores: freshStores, wrapper }
}

export type PageView = RenderResult & PageContext & {
  /** What `hook` answers in the page's contexts (e.g. the page's feature store); call it outside act(). */
  use<T>(hook: () => T): T
}

export function renderPage(ui: ReactElement, options: { services?: FakeServices; stores?: FakeStores } = {}): PageView {
  const context = pageContext(options)
  const view = render(ui, { wrapper: context.wrapper })
  return { ...view, ...context, use: (hook) => renderHook(hook, { wrapper: context.wrapper }).result.current }
}
