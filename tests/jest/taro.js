// @tarojs/taro for jest: Taro's H5 implementation plus the React hooks (the real package gets both wired by the
// build). The build also turns `Taro.getStorageSync` etc. into named imports; under jest they stay property reads of
// the default export, which lacks most APIs, so the default export here answers with the named ones.
// Lazy, because @tarojs/taro-h5 itself requires @tarojs/taro while it loads.
let h5
let hooks
const load = () => (h5 ??= require('@tarojs/taro-h5'))
const hook = (k) => {
  hooks ??= require('@tarojs/plugin-framework-react/dist/runtime')
  return typeof k === 'string' && /^use[A-Z]/.test(k) ? hooks[k] : undefined
}
const pick = (k) => hook(k) ?? load().default?.[k] ?? load()[k]

const taro = new Proxy({}, { get: (_t, k) => pick(k), has: (_t, k) => pick(k) !== undefined })

module.exports = new Proxy(
  {},
  {
    get: (_t, k) => (k === '__esModule' ? true : k === 'default' ? taro : pick(k)),
    has: (_t, k) => k === '__esModule' || k === 'default' || pick(k) !== undefined,
  },
)
