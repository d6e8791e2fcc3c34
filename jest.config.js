// Unit and component tests: the app (jsdom, Taro's H5 components and APIs) and the reference server (node).
// The mini-program tests run separately on the built dist/weapp (tests/weapp/jest.config.js).
const fs = require('node:fs')
const path = require('node:path')

/** Packages under node_modules that ship ESM and must be compiled (anchored: taro-h5 nests its own node_modules). */
const COMPILED = '(?!(@tarojs|@nutui|@stencil|swiper|lodash-es|query-string|decode-uri-component|split-on-first|filter-obj)/)'
const REAL_MODULES = fs.realpathSync(path.join(__dirname, 'node_modules'))
const escape = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

const app = {
  displayName: 'app',
  rootDir: __dirname,
  roots: ['<rootDir>/src', '<rootDir>/tests/jest'],
  testEnvironment: 'jsdom',
  testMatch: ['**/*.test.ts', '**/*.test.tsx'],
  // H5 platform files (x.h5.ts) are what the H5 build picks; tests see the same.
  moduleFileExtensions: ['h5.ts', 'h5.tsx', 'ts', 'tsx', 'js', 'jsx', 'mjs', 'json'],
  transform: { '^.+\\.(mjs|[jt]sx?)$': 'babel-jest' },
  transformIgnorePatterns: [
    `<rootDir>/node_modules/${COMPILED}`,
    // node_modules may be a symlink (a git worktree sharing another copy's): jest sees real paths.
    ...(REAL_MODULES !== path.join(__dirname, 'node_modules') ? [`${escape(REAL_MODULES)}/${COMPILED}`] : []),
  ],
  moduleNameMapper: {
    '^@tarojs/components$': '@tarojs/components/lib/react',
    '^@tarojs/taro$': '<rootDir>/tests/jest/taro.js',
    // taro-h5 loads `ics`, which requires nanoid; jest would pick nanoid's ESM browser build.
    '^nanoid$': '<rootDir>/node_modules/nanoid/index.cjs',
    '\\.(css|scss|less)$': 'identity-obj-proxy',
    '^@/(.*)$': '<rootDir>/src/$1',
    '^@shared/(.*)$': '<rootDir>/types/$1',
  },
  setupFiles: ['<rootDir>/tests/jest/setup-env.ts'],
  setupFilesAfterEnv: ['<rootDir>/tests/jest/setup-dom.ts'],
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

module.exports = {
  projects: [app, '<rootDir>/server/jest.config.js'],
}
