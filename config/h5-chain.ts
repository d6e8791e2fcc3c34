/**
 * The H5 build's first-load diet (figures in docs/performance.md; what it relies on inside Taro: docs/taro.md). Each step was
 * measured with scripts/bundle-budget.ts on the build's own chunk graph.
 */
import path from 'node:path'
import type Webpack from 'webpack'
import { H5ManifestPlugin } from './h5-manifest'
import zlib from 'node:zlib'
import CompressionPlugin from 'compression-webpack-plugin'

const SRC = path.resolve(__dirname, '..', 'src')
const SHIMS = path.resolve(__dirname, 'shims')

/** webpack-chain's Rule has sideEffects() at run time, not in its types. */
type ChainRule = { test(match: RegExp | string): ChainRule }
type Chain = {
  get(key: string): unknown
  plugin(name: string): { use(plugin: unknown, args?: unknown[]): unknown }
  resolve: { alias: { set(key: string, value: string): unknown } }
  module: { rule(name: string): ChainRule; rules: { delete(name: string): unknown } }
  optimization: { get(key: string): unknown; splitChunks(value: unknown): unknown }
}
const sideEffectFree = (rule: ChainRule, match: RegExp | string) =>
  (rule.test(match) as unknown as { sideEffects(value: boolean): void }).sideEffects(false)

/** `appSource`: the build compiles this app's src/ (the bench's bare fixture compiles another folder: src/'s modules
 * below are not transpiled there, and it draws no NutUI nor Swiper anyway). */
export function tuneH5Chain(chain: Chain, webpack: typeof Webpack, { appSource = true } = {}) {
  // What each page loads first, for the size budget (scripts/bundle-budget.ts).
  chain.plugin('h5-manifest').use(H5ManifestPlugin)
  // name.br (brotli 11) and name.gz (gzip 9) beside every text asset of 1 KB or more, written once by the build
  // (compression-webpack-plugin), so `npm start` (server/static.ts) sends the smallest without compressing per request.
  if (chain.get('mode') === 'production') {
    const precompressed = { test: /\.(js|css|html|svg|json)$/, threshold: 1024, minRatio: 1 }
    chain.plugin('brotli').use(CompressionPlugin, [{
      ...precompressed,
      filename: '[path][base].br',
      algorithm: 'brotliCompress',
      compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } },
    }])
    chain.plugin('gzip').use(CompressionPlugin, [{ ...precompressed, filename: '[path][base].gz', algorithm: 'gzip', compressionOptions: { level: 9 } }])
  }

  // Taro's React components (h5.useHtmlComponents) keeping NutUI's aria props (src/platform/taro/components.h5.tsx),
  // for every importer but Taro's React components themselves (three of them import View from '@tarojs/components':
  // through the wrapper that would be a cycle, which webpack concatenates into a missing binding). Side-effect free,
  // so its `export *` is followed to the components each page draws, and no further.
  const taroComponents = path.join(SRC, 'platform', 'taro', 'components.h5.tsx')
  if (appSource) chain.plugin('taro-components-keep-aria').use(webpack.NormalModuleReplacementPlugin, [
    /^@tarojs\/components$/,
    (resource: { request: string; contextInfo?: { issuer?: string } }) => {
      if (!/[\\/]@tarojs[\\/]components-react[\\/]/.test(resource.contextInfo?.issuer ?? '')) resource.request = taroComponents
    },
  ])
  sideEffectFree(chain.module.rule('taro-components'), taroComponents)

  // NutUI's icon index only re-exports, but says it has side effects: every icon came along with one. Its one real
  // side effect, the icon stylesheet (.nut-icon's size), is imported by src/platform/icons.h5.ts instead; the screen
  // suite's box check fails on any 0x0 icon if it goes missing again.
  sideEffectFree(chain.module.rule('nutui-icons-index'), /[\\/]@nutui[\\/]icons-react-taro[\\/]dist[\\/]es[\\/]index\.es\.js$/)

  // The service clients (src/services/index.ts re-exports one module per client, each client made /*#__PURE__*/):
  // a client nothing at start uses loads with the pages that use it, not in the entry.
  if (appSource) sideEffectFree(chain.module.rule('service-clients'), /[\\/]src[\\/]services[\\/](?!http\.ts$|session-bridge\.ts$)[^/\\]+\.ts$/)

  // Polyfills the browserslist does not need.
  chain.resolve.alias.set('whatwg-fetch$', path.join(SHIMS, 'empty.js'))
  chain.resolve.alias.set('abortcontroller-polyfill/dist/abortcontroller-polyfill-only$', path.join(SHIMS, 'empty.js'))

  // Modules taro-h5 evaluates at load time for one API the app rarely or never calls: for taro-h5, a shim that loads
  // the real module on first use (the shims themselves import the real one).
  chain.plugin('taro-h5-lazy-modules').use(webpack.NormalModuleReplacementPlugin, [
    /^(platform|ics)$/,
    (resource: { request: string; contextInfo?: { issuer?: string } }) => {
      if (/[\\/]@tarojs[\\/]taro-h5[\\/]/.test(resource.contextInfo?.issuer ?? '')) {
        resource.request = path.join(SHIMS, `${resource.request}-lazy.js`)
      }
    },
  ])

  // Stencil components Taro's router and API import at load time for things this app never does.
  chain.plugin('stencil-off-first-load').use(webpack.NormalModuleReplacementPlugin, [
    /^@tarojs\/components\/dist\/components$/,
    (resource: { request: string; contextInfo?: { issuer?: string } }) => {
      if (/[\\/]@tarojs[\\/](router|taro-h5)[\\/]/.test(resource.contextInfo?.issuer ?? '')) {
        resource.request = path.join(SHIMS, 'stencil-components.js')
      }
    },
  ])

  // Taro's own stylesheets (its components' and router's) extracted into the CSS files like the app's, instead of
  // injected by style-loader when the JS runs: index.html's first screen is drawn before any JS, with Taro's Image
  // and Text rules (the first stylesheet in the head, so the app's rules still override them), and the app's start
  // no longer writes them in.
  if (chain.get('mode') === 'production') {
    chain.module.rules.delete('taroStyle')
    ;(chain.module.rule('customStyle') as unknown as { exclude: { clear(): void } }).exclude.clear()
  }

  // Taro splits only the initial chunks, so every page chunk carried its own copy of the component library, NutUI
  // and the stores: split async chunks too, so what several pages share is loaded once and cached. Taro's minSize 0
  // made 40 files of a few hundred bytes for one page: 8 KB (before minification) at least.
  const splitChunks = chain.optimization.get('splitChunks') as Record<string, unknown> | false
  if (splitChunks) chain.optimization.splitChunks({ ...splitChunks, chunks: 'all', minSize: 8192 })
}
