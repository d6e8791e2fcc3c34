// Unit and component tests: the app (jsdom, Taro's H5 components and APIs) and the reference server (node).
// The mini-program tests run separately on the built dist/weapp (tests/weapp/jest.config.js).
const fs = require('node:fs')
const path = require('node:path')

const realNodeModules = (() => {
  try {
    return fs.realpathSync(path.join(__dirname, 'node_modules'))
  } catch {
    return '<rootDir>/node_modules'
  }
})()

const app = {
  displayName: 'app',
  rootDir: __dirname,
  roots: ['<rootDir>/src', '<rootDir>/contract', '<rootDir>/tests/jest'],
  testEnvironment: 'jsdom',
  // Component and page tests (*.test.tsx) run in the preact project only: see docs/decisions.md, "Preact on H5".
  testMatch: ['**/*.test.ts'],
  // H5 platform files (x.h5.ts) are what the H5 build picks; tests see the same.
  moduleFileExtensions: ['h5.ts', 'h5.tsx', 'ts', 'tsx', 'js', 'jsx', 'mjs', 'json'],
  transform: { '^.+\\.(mjs|[jt]sx?)$': 'babel-jest' },
  // Anchored at node_modules' real path too: in a git worktree whose node_modules is a symlink, jest sees the
  // real paths, which the <rootDir> pattern would miss (and jest's own files would go through babel).
  transformIgnorePatterns: [...new Set(['<rootDir>/node_modules', realNodeModules])].map(
    (dir) => `${dir}/(?!(@tarojs|@nutui|@stencil|swiper|lodash-es|query-string|decode-uri-component|split-on-first|filter-obj)/)`,
  ),
  moduleNameMapper: {
    // What the H5 build aliases it to (config/index.ts): Taro's React components (h5.useHtmlComponents), aria kept.
    '^@tarojs/components$': '<rootDir>/src/platform/taro/components.h5.tsx',
    '^@tarojs/taro$': '<rootDir>/tests/jest/taro.js',
    // qs's side-channel as the builds alias it (config/index.ts).
    '^side-channel$': '<rootDir>/config/shims/side-channel.js',
    // taro-h5 loads `ics`, which requires nanoid; jest would pick nanoid's ESM browser build.
    '^nanoid$': '<rootDir>/node_modules/nanoid/index.cjs',
    '\\.(css|scss|less)$': 'identity-obj-proxy',
    '^@/(.*)$': '<rootDir>/src/$1',
    '^@contract/(.*)$': '<rootDir>/contract/$1',
  },
  setupFiles: ['<rootDir>/tests/jest/setupEnv.ts'],
  // setup-dom: jest-dom and Taro's React hooks; contract-recorder: every request checked against the calls' contract.
  setupFilesAfterEnv: ['<rootDir>/tests/jest/setupDom.ts', '<rootDir>/tests/jest/contractRecorder.ts'],
  globals: {
    ENABLE_INNER_HTML: true,
    ENABLE_ADJACENT_HTML: true,
    ENABLE_SIZE_APIS: true,
    ENABLE_TEMPLATE_CONTENT: true,
    ENABLE_MUTATION_OBSERVER: true,
    ENABLE_CLONE_NODE: true,
    ENABLE_CONTAINS: true,
    DEPRECATED_ADAPTER_COMPONENT: false,
    __TARO_FRAMEWORK__: 'react',
  },
}

/**
 * The component and page tests, on Preact, the renderer the H5 build ships (config/framework.js): react and
 * react-dom as preact/compat, Preact's CommonJS builds (jsdom's 'browser' condition would pick its ES modules), and
 * NutUI's icons from their ES build (the UMD build carries React's internals, which Preact does not have).
 */
const PREACT = '<rootDir>/node_modules/preact'
const preact = {
  ...app,
  displayName: 'preact',
  testMatch: ['**/*.test.tsx'],
  moduleNameMapper: {
    '^react$': `${PREACT}/compat/dist/compat.js`,
    '^react-dom$': `${PREACT}/compat/dist/compat.js`,
    '^react-dom/client$': `${PREACT}/compat/client.js`,
    '^react-dom/test-utils$': `${PREACT}/test-utils/dist/testUtils.js`,
    '^react/jsx-runtime$': `${PREACT}/jsx-runtime/dist/jsxRuntime.js`,
    '^react/jsx-dev-runtime$': `${PREACT}/jsx-runtime/dist/jsxRuntime.js`,
    '^preact$': `${PREACT}/dist/preact.js`,
    '^preact/hooks$': `${PREACT}/hooks/dist/hooks.js`,
    '^preact/jsx-runtime$': `${PREACT}/jsx-runtime/dist/jsxRuntime.js`,
    '^preact/test-utils$': `${PREACT}/test-utils/dist/testUtils.js`,
    '^preact/compat$': `${PREACT}/compat/dist/compat.js`,
    '^@nutui/icons-react-taro$': '<rootDir>/node_modules/@nutui/icons-react-taro/dist/es/index.es.js',
    ...app.moduleNameMapper,
  },
  setupFilesAfterEnv: [...app.setupFilesAfterEnv, '<rootDir>/tests/jest/setupPreact.ts'],
  globals: { ...app.globals, __TARO_FRAMEWORK__: 'preact' },
}

module.exports = {
  projects: [app, preact, '<rootDir>/server/jest.config.js'],
  // A global option: a project's own testTimeout (server/jest.config.js) counts only when that config runs alone.
  // npm test runs jest beside a browser suite, where a server test's set-up (an app built, a learner logged in) and a
  // page test's first render can pass 5 s.
  testTimeout: 30_000,
}
