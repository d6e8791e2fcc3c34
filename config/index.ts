import path from 'node:path'
import { defineConfig, type UserConfigExport } from '@tarojs/cli'
import { createSwcRegister } from '@tarojs/helper'
import devConfig from './dev'
import { EarlyChunksPlugin, earlyScript } from './early-script'
import { remScript } from './rem-script'
import { tuneH5Chain } from './h5-chain'
import { frameworkFor } from './framework'
import prodConfig from './prod'

/**
 * Configuration read by the app, all optional (defaults in src/config/index.ts). Set them in the shell
 * before a build: TARO_APP_API_BASE=https://api.example.com/api npm run build:h5
 */
export const APP_ENV_KEYS = [
  'TARO_APP_API_BASE', // root of every service; each service is <base>/<service> unless overridden below
  'TARO_APP_ACCOUNT_ROOT',
  'TARO_APP_ORDER_ROOT',
  'TARO_APP_NEWS_ROOT',
  'TARO_APP_GATEWAY_ROOT',
  'TARO_APP_SUBJECT_ROOT',
  'TARO_APP_LIVE_ROOT',
  'TARO_APP_PRACTICE_ROOT',
  'TARO_APP_KNOWLEDGE_ROOT',
  'TARO_APP_WECHAT_ROOT',
  'TARO_APP_QW_ROOT',
  'TARO_APP_REPORT_ROOT', // the error reports' root, or off; default <base>/report except when TARO_APP_DEPLOY_ENV=production (off)
  'TARO_APP_BUILD', // the build's name in an error report (a version, a commit); default local
  'TARO_APP_COOKIE_DOMAIN', // parent domain for the token cookies (H5), e.g. .example.com
  'TARO_APP_DEPLOY_ENV', // production: the spec's production ad places (37, 38, 39); otherwise 62, 63, 64
  'TARO_APP_AD_PLACES', // the three ad places (article detail, goods page, my page) as a,b,c, over the deploy env's
  'TARO_APP_WX_OAUTH_URL', // WeChat OAuth (base scope) page for payments in the messenger browser; default: the sandbox
  'TARO_APP_WX_APPID', // official-account app id sent to that OAuth page
  'TARO_APP_OAUTH_URL', // the third-party sign-in's authorisation page (default: the sandbox provider)
  'TARO_APP_OAUTH_APPID', // this app's id at that provider
  'TARO_APP_JSSDK_URL', // WeChat's JS-SDK script for sharing in the messenger browser; default: res.wx.qq.com's jweixin 1.6.0
  'TARO_APP_DOWNLOAD_URL', // the native app's download page (study fallback, finish pay's 下载App); default: the sandbox page
  'TARO_APP_STUDY_SCHEME', // the native app's study link; default kuaijixuetang://study
  'TARO_APP_PAY_ACCOUNT_WX_JSAPI', // merchant account (accountUuid) of WeChat's in-app payments; default: the sandbox's
  'TARO_APP_PAY_ACCOUNT_WX_H5', // merchant account of WeChat's H5 payment
  'TARO_APP_PAY_ACCOUNT_ALIPAY', // merchant account of alipay
  'TARO_APP_WEBVIEW_DOMAINS', // the mini-program's <web-view> business domains (comma-separated); others are copied links
  'TARO_APP_WEAPP_VIRTUAL_PAY', // on (default) | off: the mini-program's virtual-payment path (docs/mini-program.md)
  'TARO_APP_MAPS_IP_URL', // the maps service's IP location (the article region); default: the sandbox stand-in on the API's origin
  'TARO_APP_MAPS_KEY', // its fixed key; default: the sandbox's
  'TARO_APP_POLYV_USER_ID', // the video account the playback-token form names; default: the sandbox's
  'TARO_APP_POLYV_SIGN_KEY', // the key of that form's sign (built into the app, so public); default: the sandbox's
  'TARO_APP_NATIONAL_GUIDANCE_SCHOOLS', // school ids whose pending orders offer no cancel (comma-separated, or none); default: the seed's group
] as const

function appEnv(): Record<string, string> {
  const env: Record<string, string> = {}
  for (const key of APP_ENV_KEYS) env[key] = JSON.stringify(process.env[key] ?? '')
  return env
}

// The CLI compiles only config/ on the fly; the route table lives in src/core (pure TypeScript), so compile it too, and
// the API contract it reads (contract/), which src/core names by its alias, resolved here as the builds resolve it.
const COMPILED_AT_CONFIG = [path.resolve(__dirname, '..', 'src', 'core'), path.resolve(__dirname, '..', 'contract')]
createSwcRegister({ only: [(file: string) => COMPILED_AT_CONFIG.some((dir) => file.startsWith(dir))] })
// eslint-disable-next-line @typescript-eslint/no-require-imports
;(require('tsconfig-paths') as typeof import('tsconfig-paths')).register({ baseUrl: path.resolve(__dirname, '..'), paths: { '@contract/*': ['contract/*'] } })
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { customRoutes } = require('../src/core/routes') as typeof import('../src/core/routes')
// A national-guidance school list that is not one fails the build, not the learner's app (src/core/order/schoolGroups.ts).
// eslint-disable-next-line @typescript-eslint/no-require-imports
;(require('../src/core/order/schoolGroups') as typeof import('../src/core/order/schoolGroups')).parseSchoolIds(process.env.TARO_APP_NATIONAL_GUIDANCE_SCHOOLS)

// `npm run bench` builds its bare-framework fixture (bench/bare) with this same configuration, read from and written to
// other folders; unset, the app's own.
const SOURCE_ROOT = process.env.TARO_SOURCE_ROOT || 'src'
const API_CONTRACT = path.resolve(__dirname, '..', 'contract')
const OUTPUT_ROOT = process.env.TARO_OUTPUT_ROOT || `dist/${process.env.TARO_ENV}`

const API_PORT = Number(process.env.PORT) || 3100
export const API_ORIGIN = `http://127.0.0.1:${API_PORT}`

export default defineConfig<'webpack5'>(async (merge, { command, mode }) => {
  const baseConfig: UserConfigExport<'webpack5'> = {
    projectName: 'kuaiji-storefront',
    date: '2026-11-22',
    // NutUI is drawn at 375; the project's own styles at 750.
    designWidth(input) {
      const file = typeof input === 'object' && input ? (input as { file?: string }).file ?? '' : ''
      return file.replace(/\\+/g, '/').includes('@nutui') ? 375 : 750
    },
    deviceRatio: { 640: 2.34 / 2, 750: 1, 375: 2, 828: 1.81 / 2 },
    sourceRoot: SOURCE_ROOT,
    outputRoot: OUTPUT_ROOT,
    alias: {
      '@': path.resolve(__dirname, '..', 'src'),
      // qs's side-channel without object-inspect and get-intrinsic (config/shims/side-channel.js).
      'side-channel': path.resolve(__dirname, 'shims', 'side-channel.js'),
      // htmlparser2's parser alone (src/core/article/htmlParse.ts takes nothing else): its index also brings domhandler,
      // domutils and dom-serializer with entities' encoder, 80 KB of the mini-program's main package unused.
      'htmlparser2$': path.resolve(__dirname, '..', 'node_modules', 'htmlparser2', 'dist', 'esm', 'Parser.js'),
      '@contract': API_CONTRACT,
    },
    env: appEnv(),
    plugins: [],
    defineConstants: {},
    copy: { patterns: [], options: {} },
    framework: frameworkFor(process.env.TARO_ENV),
    compiler: { type: 'webpack5', prebundle: { enable: false } },
    cache: { enable: false },
    mini: {
      // The API contract shared with the server (contract/, '@contract') holds constants and rules as well as types:
      // compile it as src.
      compile: { include: [API_CONTRACT] },
      // A module only subpackages use stays out of the main package: Taro (optimizeMainPackage) copies it into each
      // subpackage that uses it (<root>/sub-common/); scripts/package-sizes.ts keeps those copies within a budget.
      webpackChain(chain) {
        // NutUI's icon index only re-exports, but says it has side effects: all 200 icons came into the main package
        // with one. Its stylesheet (.nut-icon's size) is imported by src/platform/icons.weapp.ts instead.
        ;(chain.module.rule('nutui-icons-index').test(/[\\/]@nutui[\\/]icons-react-taro[\\/]dist[\\/]es[\\/]index\.es\.js$/) as unknown as { sideEffects(value: boolean): void }).sideEffects(false)
      },
      miniCssExtractPluginOption: { ignoreOrder: true },
      postcss: {
        pxtransform: { enable: true, config: {} },
        cssModules: { enable: false, config: { namingPattern: 'module', generateScopedName: '[name]__[local]___[hash:base64:5]' } },
        // Tap states by hover-class, not :active; inertial scrolling on iOS (WeChat's experience score).
        './config/postcss-weapp.js': { enable: true, config: {} },
      },
    },
    h5: {
      compile: { include: [API_CONTRACT] },
      publicPath: '/',
      staticDirectory: 'static',
      router: { mode: 'browser', customRoutes: customRoutes() },
      // index.html's inline scripts: the root font-size from the viewport (config/rem-script.ts), and the first screen's
      // calls begun before the JS arrives, the first screen drawn from their answers, then the app (config/early-script.ts).
      // The early script runs the app's scripts itself (after the first screen it draws), so the template writes their
      // list (#app-scripts) instead of script tags. The stylesheet links come after the inline scripts: an inline
      // script waits for every stylesheet above it, so the early calls would start a round trip late (src/index.html).
      ...(SOURCE_ROOT === 'src' && process.env.TARO_ENV === 'h5'
        ? { htmlPluginOption: { script: remScript(), earlyScript: earlyScript(appEnv()), inject: false } }
        : {}),
      esnextModules: ['@nutui'],
      useHtmlComponents: true,
      // For scripts/bench/profile.ts: a build with source maps beside its files (not for serving).
      ...(process.env.TARO_H5_SOURCE_MAPS ? { enableSourceMap: true, sourceMapType: 'source-map' } : {}),
      // First-load diet: splitting, shims, side-effect hints (config/h5-chain.ts).
      webpackChain: (chain, webpack) => {
        tuneH5Chain(chain as never, webpack, { appSource: SOURCE_ROOT === 'src' })
        if (SOURCE_ROOT === 'src') chain.plugin('early-chunks').use(EarlyChunksPlugin, [appEnv()])
      },
      output: { filename: 'js/[name].[contenthash:8].js', chunkFilename: 'js/[name].[contenthash:8].js' },
      miniCssExtractPluginOption: {
        ignoreOrder: true,
        filename: 'css/[name].[contenthash:8].css',
        chunkFilename: 'css/[name].[contenthash:8].css',
      },
      devServer: {
        host: '127.0.0.1',
        port: 10086,
        open: false,
        historyApiFallback: true,
        proxy: [{ context: ['/api', '/dev', '/health', '/sandbox', '/media'], target: API_ORIGIN, changeOrigin: true }],
      },
      postcss: {
        autoprefixer: { enable: true, config: {} },
        cssModules: { enable: false, config: { namingPattern: 'module', generateScopedName: '[name]__[local]___[hash:base64:5]' } },
      },
    },
  }
  void command
  if (process.env.NODE_ENV === 'development' || mode === 'development') return merge({}, baseConfig, devConfig)
  return merge({}, baseConfig, prodConfig)
})
