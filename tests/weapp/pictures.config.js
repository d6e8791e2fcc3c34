// `npm run screens:weapp` step 1: the pictures' HTML from the built mini-program (pictures.weapp.ts), not a test sweep.
const base = require('./jest.config')

module.exports = { ...base, displayName: 'weapp-pictures', testMatch: ['<rootDir>/tests/weapp/pictures.weapp.ts'] }
