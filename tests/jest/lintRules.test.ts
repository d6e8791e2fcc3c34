/**
 * @jest-environment node
 */
// The house's enforced layering rules (eslint.config.mjs), tried on code that breaks them and code that keeps them.
// ESLint loads its flat config with a dynamic import, which jest's module runtime cannot do, so the whole table is
// linted once in a child process. The samples' files do not exist, and the type-aware rule (no deprecated API) can
// only read a file of the weapp project: samples at a path of the project are linted with type information, the
// others without it. Where CI=true, typescript-eslint builds its program once from the files on disk ("single run")
// and lints the disk's text instead of the sample's, so the child turns that inference off.
import { execFileSync } from 'node:child_process'
import path from 'node:path'

const ROOT = path.resolve(__dirname, '../..')
const LINT = `
const fs = require('node:fs')
const { ESLint } = require('eslint')
const typed = new ESLint({ cwd: process.cwd() })
const plain = new ESLint({ cwd: process.cwd(), overrideConfig: {
  files: ['src/**/*.{ts,tsx}'],
  languageOptions: { parserOptions: { project: false } },
  rules: { '@typescript-eslint/no-deprecated': 'off' },
} })
Promise.all(JSON.parse(process.argv[1]).map(async ([code, filePath]) => {
  const [result] = await (fs.existsSync(filePath) ? typed : plain).lintText(code, { filePath })
  return result.messages.map((m) => m.ruleId || m.message)
})).then((r) => process.stdout.write(JSON.stringify(r)))
`

const GLOBALS = 'no-restricted-globals'
const IMPORTS = 'no-restricted-imports'
const SERVICES = '@typescript-eslint/no-restricted-imports'
const UA_READ = 'no-restricted-properties'
const UA_MARK = 'no-restricted-syntax' // also: APIs newer than the browserslist
const DEPRECATED = '@typescript-eslint/no-deprecated' // WeChat's typings (types/wechat.d.ts) and Taro's

// [what, code, file, the rule that must fire or null for clean]
const CASES: [string, string, string, string | null][] = [
  ['window in a component', 'export const w = window.innerWidth\n', 'src/components/Leak.ts', GLOBALS],
  ['document in a page', 'export const t = document.title\n', 'src/pages/x/index.tsx', GLOBALS],
  ['location in a store', 'export const h = location.href\n', 'src/stores/x.ts', GLOBALS],
  ['navigator in a service', 'export const u = navigator.userAgent\n', 'src/services/x.ts', GLOBALS],
  ['localStorage in core', "export const s = localStorage.getItem('k')\n", 'src/core/x.ts', GLOBALS],
  ['sessionStorage in a component', "export const s = sessionStorage.getItem('k')\n", 'src/components/x.ts', GLOBALS],
  ['wx in a component', 'export const l = wx.login\n', 'src/components/x.ts', GLOBALS],
  ['window in a platform-neutral platform file', 'export const w = window.innerWidth\n', 'src/platform/x.ts', GLOBALS],
  ['wx in an H5 platform file', 'export const l = wx.login\n', 'src/platform/x.h5.ts', GLOBALS],
  ['window in a weapp platform file', 'export const w = window.innerWidth\n', 'src/platform/x.weapp.ts', GLOBALS],
  ['window in an H5 platform file', 'export const w = window.innerWidth\n', 'src/platform/x.h5.ts', null],
  ['wx in a weapp platform file', 'export const l = wx.login\n', 'src/platform/x.weapp.ts', null],
  ['document in a component test (tests/jest/dom.ts has query, queryAll...)', "export const e = document.querySelector('.x')\n", 'src/components/X/X.test.tsx', GLOBALS],
  ['window in a page test', 'export const p = window.location.pathname\n', 'src/pages/x/x.test.tsx', GLOBALS],
  ['window in a platform test', 'export const p = window.location.pathname\n', 'src/platform/x.h5.test.ts', null],
  ['Taro in core', "import Taro from '@tarojs/taro'\nexport const t = Taro\n", 'src/core/x.ts', IMPORTS],
  ['React in core', "import { useState } from 'react'\nexport const u = useState\n", 'src/core/x.ts', IMPORTS],
  ['MobX in core', "import { makeAutoObservable } from 'mobx'\nexport const m = makeAutoObservable\n", 'src/core/x.ts', IMPORTS],
  ['mobx-react in core', "import { observer } from 'mobx-react'\nexport const o = observer\n", 'src/core/x.ts', IMPORTS],
  ['React outside core', "import { useState } from 'react'\nexport const u = useState\n", 'src/components/x.ts', null],
  ['the user agent read in an H5 platform file', 'export const u = window.navigator.userAgent\n', 'src/platform/pay.h5.ts', UA_READ],
  ['a messenger-browser regex in a store', 'export const w = (ua: string) => /MicroMessenger/i.test(ua)\n', 'src/stores/x.ts', UA_MARK],
  ['an Alipay mark string in a component', "export const a = (ua: string) => ua.includes('AlipayClient')\n", 'src/components/x.ts', UA_MARK],
  ['a QQ mark in core', 'export const q = /\\bQQ\\/[\\d.]+/\n', 'src/core/x.ts', UA_MARK],
  ["the native app's mark in a page", "export const n = 'kuaijiapp'\n", 'src/pages/x/index.tsx', UA_MARK],
  ['the user agent in the environment module', 'export const u = window.navigator.userAgent\n', 'src/platform/environment.h5.ts', null],
  ['UA marks in the environment rules', 'export const w = /MicroMessenger/i\n', 'src/core/environment.ts', null],
  ['String.replaceAll (Chrome 85, iOS 13.4) in core', "export const r = (s: string) => s.replaceAll('a', 'b')\n", 'src/core/x.ts', UA_MARK],
  ['Array.at (Chrome 92, iOS 15.4) in a page', 'export const last = (a: number[]) => a.at(-1)\n', 'src/pages/x/index.tsx', UA_MARK],
  ['Object.hasOwn in the environment module', "export const h = (o: object) => Object.hasOwn(o, 'k')\n", 'src/platform/environment.h5.ts', UA_MARK],
  ['structuredClone in a store', 'export const c = (o: object) => structuredClone(o)\n', 'src/stores/x.ts', UA_MARK],
  ['a client from the services index in a page', "import { newsApi } from '@/services'\nexport const n = newsApi\n", 'src/pages/x/index.tsx', SERVICES],
  ['a client from its module in a component', "import { goodsApi } from '@/services/goods'\nexport const g = goodsApi\n", 'src/components/X/index.tsx', SERVICES],
  ["a client beside its hook in a feature's page", "import { orderApi, useOrderApi } from '@/services/order'\nexport const o = [orderApi, useOrderApi]\n", 'src/packages/order/x/index.tsx', SERVICES],
  ['a client in a page test', "import { newsApi } from '@/services'\nexport const n = newsApi\n", 'src/pages/x/x.test.tsx', SERVICES],
  ['a client in the staff lists (no file is exempt)', "import { qwApi } from '@/services/qw'\nexport const q = qwApi\n", 'src/packages/staff/CustomerList.tsx', SERVICES],
  ["a client's hook and type in a page", "import { useNewsApi, type NewsApi } from '@/services/news'\nexport const n: [typeof useNewsApi, NewsApi?] = [useNewsApi]\n", 'src/pages/x/index.tsx', null],
  ['types from the services index in a component', "import type { NewsApi } from '@/services'\nexport type N = NewsApi\n", 'src/components/X/index.tsx', null],
  ['the request helpers and config in a page', "import { isUnanswered } from '@/services/request'\nimport { serviceRoot } from '@/config'\nexport const r = [isUnanswered, serviceRoot]\n", 'src/packages/x/index.tsx', null],
  ['a client in a feature store factory', "import { newsApi } from '@/services/news'\nexport const n = newsApi\n", 'src/stores/instances/x.ts', null],
  ["a client in a feature's own store factory", "import { orderApi } from '@/services/order'\nexport const o = orderApi\n", 'src/packages/order/stores/instances.ts', null],
  ["a client in a feature's store", "import { orderApi } from '@/services/order'\nexport const o = orderApi\n", 'src/packages/order/stores/orders.ts', SERVICES],
  ["another feature's component in a feature", "import { BuyBar } from '@/packages/goods/components/BuyBar'\nexport const b = BuyBar\n", 'src/packages/order/x/index.tsx', IMPORTS],
  ['a tab page in a feature', "import { ArticleChannelPicker } from '@/pages/article/ArticleChannelPicker'\nexport const a = ArticleChannelPicker\n", 'src/packages/order/x/index.tsx', IMPORTS],
  ['one tab page in another', "import { ArticleChannelPicker } from '@/pages/article/ArticleChannelPicker'\nexport const a = ArticleChannelPicker\n", 'src/pages/mine/x.tsx', IMPORTS],
  ['the subpackage of the same name in a tab page', "import { D } from '@/packages/article/detail/index'\nexport const d = D\n", 'src/pages/article/x.tsx', IMPORTS],
  ['another feature by climbing out of this one', "import { BuyBar } from '../../goods/components/BuyBar'\nexport const b = BuyBar\n", 'src/packages/order/x/index.tsx', IMPORTS],
  ["another feature by one climb from this feature's root", "import { BuyBar } from '../goods/components/BuyBar'\nexport const b = BuyBar\n", 'src/packages/order/x.tsx', IMPORTS],
  ["a sibling at the feature's root", "import { Countdown } from './components/Countdown'\nexport const c = Countdown\n", 'src/packages/order/x.tsx', null],
  ["one climb inside the feature", "import { Countdown } from '../components/Countdown'\nexport const c = Countdown\n", 'src/packages/order/x/index.tsx', null],
  ["the feature's own parts by its alias", "import { Countdown } from '@/packages/order/components/Countdown'\nexport const c = Countdown\n", 'src/packages/order/x/index.tsx', null],
  ["a tab page's own parts", "import { MenuTitle } from '@/pages/mine/MenuTitle'\nexport const m = MenuTitle\n", 'src/pages/mine/AccountSecurity/x.tsx', null],
  ['a test helper from a page test', "import { renderPage } from '../../../tests/jest/renderPage'\nexport const r = renderPage\n", 'src/pages/mine/x.test.tsx', null],
  ['the server in a component (app and server meet only in contract/)', "import { OrderState } from '../../server/lib/orders/orderRow'\nexport const o = OrderState\n", 'src/components/x.ts', IMPORTS],
  ['the server in core', "import { OrderMsg } from '../../server/lib/orders/orderRow'\nexport const o = OrderMsg\n", 'src/core/x.ts', IMPORTS],
  ["the server in a feature's page", "import { OrderMsg } from '../../../../server/lib/orders/orderRow'\nexport const o = OrderMsg\n", 'src/packages/order/x/index.tsx', IMPORTS],
  ['the contract in core', "import { OrderState } from '@contract/orderEnums'\nexport const o = OrderState\n", 'src/core/x.ts', null],
  ["the seed corpora in an app test (what the server stores, rendered)", "import { XSS_PAYLOADS } from '../../server/db/corpus/xssCorpus'\nexport const x = XSS_PAYLOADS\n", 'src/platform/x.test.tsx', null],
  ['a service client in the platform (it sits below the services)', "import { wechatApi } from '@/services'\nexport const w = wechatApi\n", 'src/platform/x.h5.tsx', IMPORTS],
  ['a store in the platform, relatively', "import { rootStore } from '../stores'\nexport const r = rootStore\n", 'src/platform/x.ts', IMPORTS],
  ['the server in the platform', "import { OrderMsg } from '../../server/lib/orders/orderRow'\nexport const o = OrderMsg\n", 'src/platform/x.ts', IMPORTS],
  ['the config and core in the platform', "import { WX_APPID } from '@/config'\nimport { link } from '@/core/links'\nexport const w = [WX_APPID, link]\n", 'src/platform/x.ts', null],
  ['the app in the server', "import { link } from '../../src/core/links'\nexport const l = link\n", 'server/lib/x.ts', IMPORTS],
  ['the contract in the server', "import { OrderState } from '../../contract/orderEnums'\nexport const o = OrderState\n", 'server/lib/x.ts', null],
  ['the app in the contract', "import { link } from '../src/core/links'\nexport const l = link\n", 'contract/x.ts', IMPORTS],
  ['the server in the contract', "import { OrderMsg } from '../server/lib/orders/orderRow'\nexport const o = OrderMsg\n", 'contract/x.ts', IMPORTS],
  ['a framework in the contract', "import fastify from 'fastify'\nexport const f = fastify\n", 'contract/x.ts', IMPORTS],
  ['the contract by its own alias inside it (the server has no alias)', "import { OrderState } from '@contract/orderEnums'\nexport const o = OrderState\n", 'contract/x.ts', IMPORTS],
  ['the contract, relatively, inside it', "import { OrderState } from './orderEnums'\nexport const o = OrderState\n", 'contract/x.ts', null],
  ['Array.includes and flatMap (in the targets)', 'export const f = (a: number[][]) => a.flatMap((x) => x).includes(1)\n', 'src/core/x.ts', null],
  ['a deprecated wx API (getSystemInfoSync) in a weapp platform file', 'export const p = wx.getSystemInfoSync().platform\n', 'src/platform/privacy.weapp.ts', DEPRECATED],
  ['its replacement (getDeviceInfo) in a weapp platform file', 'export const p = wx.getDeviceInfo().platform\n', 'src/platform/privacy.weapp.ts', null],
]

let results: string[][]

beforeAll(() => {
  const samples = CASES.map(([, code, file]) => [code, file])
  results = JSON.parse(execFileSync(process.execPath, ['-e', LINT, JSON.stringify(samples)], { cwd: ROOT, encoding: 'utf8', env: { ...process.env, TSESTREE_SINGLE_RUN: 'false' } }))
}, 120_000)

it.each(CASES.map((c, i) => [c[0], c[3], i] as const))('%s: %s', (_what, rule, i) => {
  if (rule) expect(results[i]).toContain(rule)
  else expect(results[i]).toEqual([])
})
