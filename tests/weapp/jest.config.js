// Mini-program tests: the BUILT dist/weapp rendered by miniprogram-simulate (WeChat's wcc compiles the wxml),
// talking to the reference server in-process (server/app.ts through fastify's inject). Run `npm run build:weapp` first.
// The app's own babel.config.js is for Taro and is not read here: only the server's TypeScript is compiled.
const path = require('node:path')

module.exports = {
  displayName: 'weapp',
  rootDir: path.resolve(__dirname, '..', '..'),
  roots: ['<rootDir>/tests/weapp'],
  testMatch: ['<rootDir>/tests/weapp/**/*.test.[jt]s'],
  // j-component (miniprogram-simulate's renderer) needs a DOM; environment.ts adds the Node timers fastify uses.
  // jest compiles the environment and the global setup with the transform below, as it does the tests.
  testEnvironment: '<rootDir>/tests/weapp/environment.ts',
  globalSetup: '<rootDir>/tests/weapp/global-setup.ts',
  // Every wx.request the app sends is checked against the calls' contract (contract/calls).
  setupFilesAfterEnv: ['<rootDir>/tests/weapp/contract.ts'],
  transform: {
    '^.+\\.[jt]s$': [
      'babel-jest',
      {
        configFile: false,
        babelrc: false,
        presets: [['@babel/preset-env', { targets: { node: 'current' } }], '@babel/preset-typescript'],
      },
    ],
  },
  // dist/ is the built mini-program: run as WeChat would, untouched. cookie@2 (light-my-request's) is ESM-only:
  // compiled to CommonJS, as in server/jest.config.js.
  // WEAPP_DIST=<folder> tests a build made elsewhere (TARO_OUTPUT_ROOT=<folder> npm run build:weapp), so two
  // builds can be tested side by side.
  transformIgnorePatterns: ['/node_modules/(?!cookie/)', '<rootDir>/dist/', ...(process.env.WEAPP_DIST ? [path.resolve(process.env.WEAPP_DIST)] : [])],
  // The shared contract (types/), as the app's builds alias it: src/core reads its constants.
  moduleNameMapper: { '^@contract/(.*)$': '<rootDir>/contract/$1' },
  moduleFileExtensions: ['js', 'ts', 'json'],
  testTimeout: 30_000,
  // One file at a time: each test compiles and boots a whole app; on 2 cores parallel files starve each other's timers.
  maxWorkers: 1,
}
