// What @tarojs/taro-h5 gets for 'ics' (config/h5-chain.ts): ics brings yup and lodash, evaluated in the app's start
// for Taro.addPhoneCalendar alone. The real module, loaded on the first call. Not transpiled: plain ES2015.
var real
function load() {
  if (!real) real = require('ics')
  return real
}
exports.createEvent = function () { return load().createEvent.apply(null, arguments) }
