/**
 * The hook the check before each navigation runs on (page-show.ts) and what it relies on inside Taro. Fails when an
 * upgrade stops handing page objects to `modifyPageObject`, renames the show lifecycle, lets a Taro package take the
 * hook over (it keeps one callback), or stops the H5 router from calling the show lifecycle of the pages it loads and
 * shows again (entry, push, replace, back, tab).
 */
import fs from 'node:fs'
import path from 'node:path'
import { hooks } from '@tarojs/shared'
import { Current, createPageConfig } from '@tarojs/runtime'
import { onEveryPageShow, showLifecycle } from './pageShow'

const nodeModules = path.resolve(path.dirname(require.resolve('@tarojs/shared/package.json')), '../..')
const read = (file: string) => fs.readFileSync(path.join(nodeModules, file), 'utf8')

describe("Taro's page objects", () => {
  it('no Taro package taps modifyPageObject (a single-callback hook: a tap of theirs would replace ours, or ours theirs)', () => {
    const dists = ['runtime', 'shared', 'router', 'taro-h5', 'plugin-platform-weapp', 'plugin-platform-h5', 'plugin-framework-react', 'react', 'components']
      .map((name) => path.join(nodeModules, '@tarojs', name, 'dist'))
      .filter((dir) => fs.existsSync(dir))
    const files = dists.flatMap((dir) => fs.readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.js')).map((f) => path.join(dir, f)))
    expect(files.length).toBeGreaterThan(20)
    const tapping = files.filter((f) => /tap\(\s*['"]modifyPageObject['"]/.test(fs.readFileSync(f, 'utf8')))
    expect(tapping).toEqual([])
  })

  it("the show lifecycle is 'onShow', and createPageConfig hands every page object to modifyPageObject", () => {
    expect(showLifecycle()).toBe('onShow')
    const seen: unknown[] = []
    const stop = onEveryPageShow(() => seen.push('shown'))
    const config = createPageConfig(() => null, 'pages/probe/index', {}, {}) as Record<string, (...a: unknown[]) => unknown>
    // The page's load sets up what its show waits for; the app mounts nothing here.
    const app = Current.app
    Current.app = { mount: () => undefined, unmount: () => undefined } as unknown as typeof Current.app
    try {
      config.onLoad.call(config, {})
      config.onShow.call(config)
      config.onShow.call(config)
    } finally {
      Current.app = app
      stop()
    }
    expect(seen).toEqual(['shown', 'shown'])
    config.onShow.call(config)
    expect(seen).toHaveLength(2)
  })

  it('a listener that throws does not stop the page from showing', () => {
    const stop = onEveryPageShow(() => {
      throw new Error('listener')
    })
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined)
    const show = jest.fn()
    const config: Record<string, unknown> = { onShow: show }
    hooks.call('modifyPageObject', config)
    ;(config.onShow as () => void)()
    expect(show).toHaveBeenCalledTimes(1)
    expect(error).toHaveBeenCalled()
    stop()
    error.mockRestore()
  })
})

describe("the H5 router (@tarojs/router) calls the show lifecycle of every page it renders", () => {
  const spa = read('@tarojs/router/dist/router/spa.js')
  const page = read('@tarojs/router/dist/router/page.js')

  it('each page it loads is made by createPageConfig (so it passes modifyPageObject)', () => {
    expect(spa).toMatch(/import \{[^}]*\bcreatePageConfig\b[^}]*\} from '@tarojs\/runtime'/)
    expect(spa).toContain('const page = createPageConfig(')
    expect(spa).toContain('handler.load(page, pageConfig, pageStampId, stacksIndex)')
  })

  it('load() and show() (a page returned to, a cached tab) both call page.onShow', () => {
    const body = (name: string) => {
      const start = page.search(new RegExp(`\\n    ${name}\\(page[,)]`))
      expect(start).toBeGreaterThan(0)
      return page.slice(start, page.indexOf('\n    }\n', start))
    }
    expect(body('load')).toContain('page.onShow')
    expect(body('show')).toContain('page.onShow')
    // A page shown again from the history (back, forward) or the tab cache goes through show().
    expect(spa).toContain('handler.show(stacks.getItem(prevIndex), pageConfig, prevIndex)')
    expect(spa).toContain('return handler.show(stacks.getItem(0), pageConfig, 0)')
  })
})
