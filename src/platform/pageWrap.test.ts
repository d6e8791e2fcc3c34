/**
 * Every page wrapped from one place (pageWrap.ts) and what it relies on inside Taro: the React app becomes
 * `Current.app`, and a page's load mounts its component through `Current.app.mount`. Fails when an upgrade stops either.
 */
import fs from 'node:fs'
import path from 'node:path'
import { Current, createPageConfig } from '@tarojs/runtime'
import { wrapAppMount, wrapEveryPage } from './pageWrap'

const nodeModules = path.resolve(path.dirname(require.resolve('@tarojs/shared/package.json')), '../..')
const read = (file: string) => fs.readFileSync(path.join(nodeModules, file), 'utf8')

const wrapped = new Map<unknown, unknown>()
const wrap = (component: unknown) => {
  if (!wrapped.has(component)) wrapped.set(component, { wraps: component })
  return wrapped.get(component)
}

it("Taro's React app is Current.app and mounts each page's component through its mount", () => {
  expect(read('@tarojs/plugin-framework-react/dist/runtime.js')).toMatch(/Current\.app = appObj;/)
  expect(read('@tarojs/runtime/dist/dsl/common.js')).toMatch(/Current\.app\.mount\(component, \$taroPath/)
})

it('a page loaded after the app is set mounts its component wrapped', () => {
  const before = Current.app
  wrapEveryPage(wrap)
  const mount = jest.fn()
  try {
    Current.app = { mount, unmount: () => undefined } as unknown as typeof Current.app
    const Page = () => null
    const config = createPageConfig(Page, 'pages/probe/index', {}, {}) as Record<string, (...a: unknown[]) => unknown>
    config.onLoad.call(config, {})
    expect(mount).toHaveBeenCalledTimes(1)
    expect(mount.mock.calls[0][0]).toEqual({ wraps: Page })
  } finally {
    Current.app = before
  }
})

it('an app object is wrapped once, its other arguments passed on', () => {
  const mount = jest.fn()
  const app = { mount }
  wrapAppMount(app, wrap)
  wrapAppMount(app, wrap)
  const Page = () => null
  app.mount(Page, 'id', 'cb')
  expect(mount).toHaveBeenCalledWith({ wraps: Page }, 'id', 'cb')
})
