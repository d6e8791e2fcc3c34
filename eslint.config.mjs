// Lint rules, three of them the house's layering:
// 1. Browser globals (window, document, location, navigator, localStorage, sessionStorage) only in src/platform/**/*.h5.ts(x),
//    and the mini-program's `wx` only in src/platform/**/*.weapp.ts(x).
// 2. src/core imports nothing from @tarojs/*, react or mobx: it is pure TypeScript.
// 3. Where the app runs (native app, messenger, QQ, Alipay) is decided in ONE place, src/core/environment.ts with
//    src/platform/environment.*: nothing else reads the user agent or matches its marks.
// 4. A page's URL is written once, in src/core/links.ts (PATHS); everywhere else builds it with link(name, query).
// 5. No deprecated mini-program API: the app's code as the weapp build sees it (tsconfig.weapp.json) is linted with
//    type information, so WeChat's @deprecated tags (miniprogram-api-typings, types/wechat.d.ts) and Taro's fail it.
// 7. App and server reach each other only through the API contract (contract/, '@contract'): src imports nothing of
//    server/, server nothing of src/, and the contract neither, nor a framework of either side.
// 8. src/platform sits below services, stores, components and the features: it imports none of them (what it needs
//    from above, such as the JS-SDK's signer, is handed in).
// 6. Pages and components reach a service client through context (useNewsApi(), a feature store's hook), so a test
//    hands in fakes: no value import of a client in src/pages, src/packages or src/components.
import fs from 'node:fs'
import js from '@eslint/js'
import tseslint from 'typescript-eslint'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'

const BROWSER_GLOBALS = ['window', 'document', 'location', 'navigator', 'localStorage', 'sessionStorage']
const UA_MARKS = /MicroMessenger|AlipayClient|QQ\\?\/|kuaijiapp|kjxt/
const UA_MESSAGE = 'Environment detection lives in src/core/environment.ts and src/platform/environment.*: ask environment().'
// The build adds no polyfills (babel.config.js): methods and globals newer than package.json's browserslist
// (Chrome 80, iOS/Safari 13) would throw on those phones.
const NEWER_MESSAGE = "newer than package.json's browserslist (Chrome 80, iOS 13) and the build adds no polyfills: write it another way."
const NEWER_THAN_TARGETS = [
  { selector: 'CallExpression > MemberExpression.callee > Identifier.property[name=/^(replaceAll|at|findLast|findLastIndex|toSorted|toReversed|toSpliced|hasOwn|groupBy|withResolvers)$/]', message: NEWER_MESSAGE },
  { selector: 'Identifier[name=/^(structuredClone|WeakRef|FinalizationRegistry|AggregateError)$/]', message: NEWER_MESSAGE },
]
// Every page URL of src/core/links.ts (its `:name` segments as any segment): a string or template starting with one,
// then the end, '?', '#' or '/', is a page URL written outside the link builder.
const PAGE_URLS = [...fs.readFileSync(new URL('./src/core/links.ts', import.meta.url), 'utf8').matchAll(/^\s+\w+: '(\/[^']*)',$/gm)].map((m) => m[1])
const escapeRe = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\//g, '\\/')
const PAGE_URL = `/^(${PAGE_URLS.map((u) => escapeRe(u).replace(/:\w+/g, '[^\\/?#]+')).join('|')})([?#\\/]|$)/`
const ROUTE_MESSAGE = "A page's URL is written once, in src/core/links.ts: build it with link(name, query)."
const ROUTE_STRINGS = [
  { selector: `Literal[value=${PAGE_URL}]`, message: ROUTE_MESSAGE },
  { selector: `TemplateLiteral > TemplateElement:first-child[value.raw=${PAGE_URL}]`, message: ROUTE_MESSAGE },
]
// The client modules src/services/index.ts re-exports: a page imports their hooks (use*) and types, not the clients.
const CLIENTS = [...fs.readFileSync(new URL('./src/services/index.ts', import.meta.url), 'utf8').matchAll(/from '\.\/(\w+)'/g)].map((m) => m[1])
const SERVICE_MESSAGE = "Pages reach a service through context: the client's hook (useNewsApi() from '@/services/news') or a feature store's hook (docs/architecture.md, Loading data in a page)."
const SERVICE_IMPORTS = {
  paths: [{ name: '@/services', allowTypeImports: true, message: SERVICE_MESSAGE }],
  patterns: [{ regex: `^@/services/(${CLIENTS.join('|')})$`, allowTypeImports: true, allowImportNamePattern: '^use[A-Z]', message: SERVICE_MESSAGE }],
}
// Features: each subpackage of src/packages and each tab page of src/pages. A feature imports no other feature: what two
// share goes to src/components, src/stores or src/core. Within a feature, a file climbs at most one folder; farther
// parts of it go by their alias, which names the feature.
const FEATURE_MESSAGE = 'Features never import each other: move what both need to src/components, src/stores or src/core (docs/architecture.md).'
const featuresOf = (dir) => fs.readdirSync(new URL(`./src/${dir}`, import.meta.url), { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name)
const FEATURES = [...featuresOf('packages').map((f) => ['packages', f]), ...featuresOf('pages').map((f) => ['pages', f])]
// A file climbs at most one folder within its feature; a file at the feature's root, none (one `../` would leave it).
const featureZone = ([dir, feature]) => {
  const zone = (files, climb, why) => ({
    files,
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [
          APP_BOUNDARY,
          { regex: `^@/(?!${dir}/${feature}(/|$))(packages|pages)/`, message: FEATURE_MESSAGE },
          { regex: climb, message: `${why} may leave the feature: import it as @/${dir}/${feature}/... instead.` },
        ],
      }],
    },
  })
  return [
    zone([`src/${dir}/${feature}/**/*.{ts,tsx}`], '^\\.\\./\\.\\./(?!(\\.\\./)*tests/)', 'Two folders up'),
    zone([`src/${dir}/${feature}/*.{ts,tsx}`], '^\\.\\./(?!(\\.\\./)*tests/)', "Up from the feature's root"),
  ]
}
// The app, the server and the contract between them (docs/contract.md).
const CONTRACT_DOC = 'App and server share code only through contract/ (docs/contract.md)'
// The seed corpora (server/db/corpus: article text, the hostile bodies, the stored-XSS payloads) are open to the app's
// tests, which render what the server stores.
// contract/schemas/ is the server's (TypeBox, 44 KB in the mini-program's main package): the app imports contract/<topic>.ts.
const APP_BOUNDARY = {
  regex: '(^|/)server(/(?!db/corpus/)|$)|^@contract/schemas/',
  message: `${CONTRACT_DOC}: move what both need there; the app takes plain values and types from contract/<topic>.ts, not contract/schemas/.`,
}
const SERVER_BOUNDARY = [{ regex: '^@/|(^|/)src(/|$)', message: `${CONTRACT_DOC}: move what both need there.` }]
const CONTRACT_BOUNDARY = [
  { regex: '^@/|^@contract/|(^|/)(src|server|tests)(/|$)', message: `${CONTRACT_DOC}: the contract imports only itself (relatively) and libraries both sides have.` },
  { group: ['@tarojs/*', 'react', 'react-dom', 'mobx', 'mobx-react', 'fastify', 'fastify/*', '@fastify/*', 'better-sqlite3'], message: `${CONTRACT_DOC}: no framework of either side in it.` },
]
const PLATFORM_BELOW = {
  regex: '^@/(services|stores|components|pages|packages)(/|$)|^(\\.\\./)+(services|stores|components|pages|packages)(/|$)',
  message: 'src/platform sits below services, stores, components and the features (docs/architecture.md): take what it needs as an argument.',
}
const restricted = (names, where) =>
  names.map((name) => ({ name, message: `${name} belongs in src/platform (${where}); go through a platform capability.` }))

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'coverage/**', 'test-results/**', '.data/**', '.swc/**', '.tmp/**', 'bench-results/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['**/*.js', '**/*.cjs'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: {
      // Only what both platforms have; browser and mini-program globals are allowed per file below.
      globals: { ...globals.es2021, defineAppConfig: 'readonly', definePageConfig: 'readonly', process: 'readonly', console: 'readonly', setTimeout: 'readonly', clearTimeout: 'readonly', setInterval: 'readonly', clearInterval: 'readonly' },
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-globals': ['error', ...restricted([...BROWSER_GLOBALS, 'wx'], 'x.h5.ts for browser globals, x.weapp.ts for wx')],
    },
  },
  {
    files: ['src/platform/**/*.h5.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    rules: { 'no-restricted-globals': ['error', ...restricted(['wx'], 'x.weapp.ts')] },
  },
  {
    files: ['src/platform/**/*.weapp.{ts,tsx}'],
    languageOptions: { globals: { wx: 'readonly' } },
    rules: { 'no-restricted-globals': ['error', ...restricted(BROWSER_GLOBALS, 'x.h5.ts')] },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/core/environment.ts', 'src/platform/environment.*', 'src/core/links.ts', 'src/**/*.test.{ts,tsx}', 'src/**/__mocks__/**'],
    rules: {
      'no-restricted-properties': ['error', { property: 'userAgent', message: UA_MESSAGE }],
      'no-restricted-syntax': ['error',
        { selector: `Literal[value=${UA_MARKS}]`, message: UA_MESSAGE },
        { selector: `Literal[regex.pattern=${UA_MARKS}]`, message: UA_MESSAGE },
        ...NEWER_THAN_TARGETS,
        ...ROUTE_STRINGS,
      ],
    },
  },
  {
    files: ['src/core/environment.ts', 'src/platform/environment.*'],
    rules: { 'no-restricted-syntax': ['error', ...NEWER_THAN_TARGETS, ...ROUTE_STRINGS] },
  },
  {
    files: ['src/core/links.ts'],
    rules: { 'no-restricted-syntax': ['error', ...NEWER_THAN_TARGETS] },
  },
  {
    // Tests of pages and components reach the page and the browser's storage through tests/jest/dom.ts, as the code
    // under test does through src/platform; only the platform's own tests touch the globals.
    files: ['src/**/*.test.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.jest } },
  },
  {
    // The platform's own tests, and the safe-HTML component's stored-XSS probes, which look at the page's globals for
    // what a payload would have done (window.__xss, document.title).
    files: ['src/platform/**/*.test.{ts,tsx}', 'src/components/RichHtml/*.test.tsx'],
    rules: { 'no-restricted-globals': 'off' },
  },
  {
    // Later blocks of no-restricted-imports (src/core, each feature) repeat APP_BOUNDARY: a later block replaces the rule.
    files: ['src/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [APP_BOUNDARY] }] },
  },
  {
    files: ['src/platform/**/*.{ts,tsx}'],
    ignores: ['src/platform/**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [APP_BOUNDARY, PLATFORM_BELOW] }] },
  },
  {
    files: ['server/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: SERVER_BOUNDARY }] },
  },
  {
    files: ['contract/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: CONTRACT_BOUNDARY }] },
  },
  {
    files: ['src/core/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [APP_BOUNDARY, {
          group: ['@tarojs/*', 'react', 'react-dom', 'react/*', 'mobx', 'mobx-react', 'mobx-react-lite'],
          message: 'src/core is pure TypeScript: no Taro, React or MobX (move the code to services, stores or components).',
        }],
      }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/**/*.test.{ts,tsx}', 'src/**/*.h5.{ts,tsx}', 'src/**/__mocks__/**'],
    languageOptions: { parserOptions: { project: './tsconfig.weapp.json', tsconfigRootDir: import.meta.dirname } },
    rules: { '@typescript-eslint/no-deprecated': 'error' },
  },
  {
    files: ['src/pages/**/*.{ts,tsx}', 'src/packages/**/*.{ts,tsx}', 'src/components/**/*.{ts,tsx}'],
    // A feature's store factory (its stores/instances.ts) hands the real clients to scoped(), as src/stores/instances/ does.
    ignores: ['src/**/stores/instances.ts'],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', SERVICE_IMPORTS] },
  },
  ...FEATURES.flatMap(featureZone),
  {
    files: ['tests/**/*.{ts,tsx,js,mjs}', 'server/**/__tests__/**/*.ts', '**/*.test.{ts,tsx}'],
    languageOptions: { globals: { ...globals.jest, ...globals.node, ...globals.browser } },
  },
)
