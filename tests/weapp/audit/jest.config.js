// The runtime part of the mini-program audit (npm run weapp:audit runs it): the BUILT dist/weapp (or WEAPP_DIST) in
// miniprogram-simulate with the harness of tests/weapp, every page and the long-list states measured. Its files end
// in .audit.ts so the weapp suite (tests/weapp/jest.config.js) does not run them too.
const path = require('node:path')
const weapp = require('../jest.config')

module.exports = {
  ...weapp,
  displayName: 'weapp-audit',
  roots: ['<rootDir>/tests/weapp/audit'],
  testMatch: ['<rootDir>/tests/weapp/audit/**/*.audit.ts'],
  // timers.ts wraps setTimeout & co. before the harness keeps its own copy (timers left running after a page unloads).
  setupFiles: [path.join(__dirname, 'timers.ts')],
  // The calls' contract is the weapp suite's check; here a page's requests are measured, not judged.
  setupFilesAfterEnv: [],
  testTimeout: 120_000,
}
