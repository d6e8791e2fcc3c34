/**
 * Every place where the build reaches inside Taro, NutUI or their dependencies (docs/taro.md), pinned: each deep
 * import resolves, each stub still exports what its importers import, each rule or option the config edits is still
 * where it edits it. A Taro, NutUI or qs upgrade that moves one fails here, naming it.
 */
import fs from 'node:fs'
import path from 'node:path'

const ROOT = path.resolve(__dirname, '../..')
const pkg = (name: string) => path.dirname(require.resolve(`${name}/package.json`, { paths: [ROOT] }))
const read = (file: string) => fs.readFileSync(file, 'utf8')
const filesUnder = (dir: string): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? filesUnder(path.join(dir, e.name)) : [path.join(dir, e.name)]))

describe('deep imports resolve', () => {
  it.each([
    // src/platform/taro/components.h5.tsx: Taro's React components of h5.useHtmlComponents
    '@tarojs/plugin-platform-h5/dist/runtime/components',
    // tests/jest/setupDom.ts and tests/jest/taro.js: Taro's page hooks and the H5 component config for jest
    '@tarojs/plugin-framework-react/dist/runtime',
    // src/platform/icons.h5.ts and icons.weapp.ts: NutUI's icon size, which the side-effect-free icon index no longer brings
    '@nutui/icons-react-taro/dist/style_icon.css',
    // src/components/TabBar: the SafeArea stylesheet NutUI's fixed Tabbar draws its home-indicator inset with
    '@nutui/nutui-react-taro/dist/es/packages/safearea/style/css',
    // config/h5-chain.ts and config/index.ts (mini.webpackChain) mark this file side-effect free
    '@nutui/icons-react-taro/dist/es/index.es.js',
    // config/early-script.ts reads the first screen's icons from NutUI's own modules
    '@nutui/icons-react-taro/dist/es/icons/ArrowLeft.js',
    // jest.config.js (the preact project): NutUI's icons from their ES build
    '@nutui/icons-react-taro/dist/es/index.es.js',
  ])('%s', (request) => {
    expect(() => require.resolve(request, { paths: [ROOT] })).not.toThrow()
  })

  it("htmlparser2's parser module, which config/index.ts aliases 'htmlparser2' to, exports the Parser the reader takes", () => {
    const parser = path.join(ROOT, 'node_modules/htmlparser2/dist/esm/Parser.js')
    expect(read(parser)).toMatch(/^export class Parser\b/m)
    expect(read(path.join(ROOT, 'config/index.ts'))).toContain("'htmlparser2$': path.resolve(__dirname, '..', 'node_modules', 'htmlparser2', 'dist', 'esm', 'Parser.js')")
  })

  it("Taro's React components (re-exported by that path) still give the Button and ScrollView the app takes", () => {
    expect(read(require.resolve('@tarojs/plugin-platform-h5/dist/runtime/components', { paths: [ROOT] }))).toContain("export * from '@tarojs/components-react'")
    const components = read(path.join(pkg('@tarojs/components-react'), 'dist/index.js'))
    expect(components).toMatch(/default as Button\b/)
    expect(components).toMatch(/default as ScrollView\b/)
  })

  it('NutUI components load per component from the path babel.config.js writes (and their CSS beside them)', () => {
    for (const name of ['button', 'navbar', 'tabs', 'dialog', 'cell', 'badge', 'tag']) {
      const dir = path.join(pkg('@nutui/nutui-react-taro'), 'dist/es/packages', name)
      expect([name, fs.existsSync(dir) && fs.existsSync(path.join(dir, 'style/css.js'))]).toEqual([name, true])
    }
  })
})

describe('stubs export what their importers import', () => {
  it("Stencil's components: router and taro-h5 import only what config/shims/stencil-components.js exports", () => {
    const shim = read(path.join(ROOT, 'config/shims/stencil-components.js'))
    const exported = [...shim.matchAll(/export const (\w+)/g)].map((m) => m[1])
    const imported = ['@tarojs/router', '@tarojs/taro-h5']
      .flatMap((name) => filesUnder(path.join(pkg(name), 'dist')).filter((f) => /\.(m?js)$/.test(f)))
      .flatMap((f) => [...read(f).matchAll(/import \{([^}]*)\} from ['"]@tarojs\/components\/dist\/components['"]/g)])
      .flatMap((m) => m[1].split(',').map((s) => s.trim().split(/\s+as\s+/)[0]).filter(Boolean))
    expect(imported.length).toBeGreaterThan(0)
    expect([...new Set(imported)].filter((name) => !exported.includes(name))).toEqual([])
  })

  it("no other Taro package imports Stencil's components (config/h5-chain.ts replaces them for router and taro-h5 only)", () => {
    // The H5 platform plugin writes one into the app's entry, only without h5.useHtmlComponents (config/index.ts sets it).
    const platform = read(path.join(pkg('@tarojs/plugin-platform-h5'), 'dist/index.js'))
    expect(platform).toMatch(/if \(!this\.useHtmlComponents\) \{\s*args\[0\]\.loaderMeta\.extraImportForWeb \+= `import \{ defineCustomElementTaroPullToRefreshCore \}/)
    const others = fs.readdirSync(path.join(ROOT, 'node_modules/@tarojs'))
      .filter((name) => !['router', 'taro-h5', 'components', 'components-react', 'plugin-platform-h5'].includes(name))
      .filter((name) => fs.existsSync(path.join(ROOT, 'node_modules/@tarojs', name, 'dist')))
      .filter((name) => filesUnder(path.join(ROOT, 'node_modules/@tarojs', name, 'dist'))
        .some((f) => /\.(m?js)$/.test(f) && /['"]@tarojs\/components\/dist\/components['"]/.test(read(f))))
    expect(others).toEqual([])
  })

  it("qs still asks side-channel for a function whose channel has get, set and has (config/shims/side-channel.js)", () => {
    const stringify = read(path.join(pkg('qs'), 'lib/stringify.js'))
    expect(stringify).toMatch(/require\('side-channel'\)/)
    expect(stringify).toMatch(/getSideChannel\(\)/)
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const channel = require(path.join(ROOT, 'config/shims/side-channel.js'))()
    const key = {}
    channel.set(key, 1)
    expect([channel.has(key), channel.get(key)]).toEqual([true, 1])
  })

  it("taro-h5 still imports platform and ics as config/shims/platform-lazy.js and ics-lazy.js stand in for them", () => {
    const entry = read(path.join(pkg('@tarojs/taro-h5'), 'dist/index.esm.js'))
    expect(entry).toContain("import platform from 'platform'")
    expect(entry).toContain("import * as ics from 'ics'")
    // What taro-h5 calls on ics is what the shim exports.
    const called = [...new Set([...entry.matchAll(/\bics\.(\w+)/g)].map((m) => m[1]))]
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const ics = require(path.join(ROOT, 'config/shims/ics-lazy.js'))
    expect(called.length).toBeGreaterThan(0)
    expect(called.filter((name) => typeof ics[name] !== 'function')).toEqual([])
    expect(ics.createEvent({ start: [2026, 11, 28, 9, 0], duration: { hours: 1 }, title: 'x' }).value).toContain('BEGIN:VCALENDAR')
    // The platform shim reads through to the real module, and says it is no ES module without loading it.
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const platform = require(path.join(ROOT, 'config/shims/platform-lazy.js'))
    expect(platform.__esModule).toBeUndefined()
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    expect(platform.parse).toBe(require('platform').parse)
  })

  it('taro-h5 still imports the polyfills config/h5-chain.ts aliases to config/shims/empty.js', () => {
    const entry = read(path.join(pkg('@tarojs/taro-h5'), 'dist/index.esm.js'))
    expect(entry).toContain("import 'whatwg-fetch'")
    expect(entry).toContain("import 'abortcontroller-polyfill/dist/abortcontroller-polyfill-only'")
  })
})

describe('what config/ edits inside the webpack5 runner', () => {
  const h5Module = read(path.join(pkg('@tarojs/webpack5-runner'), 'dist/webpack/H5WebpackModule.js'))

  it("Taro's own stylesheets are still the rule 'taroStyle' beside 'customStyle' (config/h5-chain.ts extracts them)", () => {
    expect(h5Module).toMatch(/taroStyle: this\.getTaroStyleRule\(/)
    expect(h5Module).toMatch(/customStyle: this\.getCustomStyleRule\(/)
    expect(h5Module).toMatch(/exclude: \[\(filename\) => isTaroModule\(filename\)\]/)
  })

  it('the H5 build still takes htmlPluginOption over its own html-webpack-plugin options (inject: false, the scripts)', () => {
    const plugin = read(path.join(pkg('@tarojs/webpack5-runner'), 'dist/webpack/H5WebpackPlugin.js'))
    expect(plugin).toContain('recursiveMerge)(args, htmlPluginOption)')
  })
})
