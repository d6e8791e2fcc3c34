// What @tarojs/taro-h5 gets for 'platform' (config/h5-chain.ts): platform.js parses the user agent as it loads, in
// the app's start, while taro-h5 reads it only in getDeviceInfo. The real module, loaded on the first read of a
// property. webpack's interop asks for __esModule when the importer binds the default: answered without loading it.
// Written for the browserslist as it is (this file is not transpiled).
var real
function load() {
  if (!real) real = require('platform')
  return real
}
module.exports = new Proxy({}, {
  get: function (_, key) { return key === '__esModule' ? undefined : load()[key] },
  has: function (_, key) { return key in load() },
})
