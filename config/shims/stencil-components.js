// What @tarojs/router and @tarojs/taro-h5 get for '@tarojs/components/dist/components' (config/index.ts): they import
// Stencil's tab bar and swiper at load time for two things this app never does, so Stencil (150 KB of source) stays
// off the first load. The app draws its own tab bar (app.config tabBar.custom) and does not call Taro.previewImage
// (lint rejects it); should either change, this says so instead of failing quietly.
function unavailable(what) {
  return function () {
    throw new Error(`${what}: Taro's Stencil components are left out of this H5 build (config/shims/stencil-components.js)`)
  }
}
export const defineCustomElementTaroTabbar = unavailable("Taro's own tab bar")
export const defineCustomElementTaroSwiperCore = unavailable('Taro.previewImage')
export const defineCustomElementTaroSwiperItemCore = unavailable('Taro.previewImage')
