// babel-preset-taro for app code (TS + React). NutUI components and their styles load on demand.
const { frameworkFor } = require('./config/framework')
const nutuiPath = (name) => `@nutui/nutui-react-taro/dist/es/packages/${name.toLowerCase()}`

// No polyfills: package.json's browserslist (Chrome 80, iOS/Safari 13) has every API the app calls, and lint keeps
// newer ones out (eslint.config.mjs, "newer than the browserslist"). The preset's 'usage' mode injected core-js-pure
// for every call whatever the targets: 400 KB raw of first load.
module.exports = {
  presets: [
    ['taro', { framework: frameworkFor(process.env.TARO_ENV), ts: true, compiler: 'webpack5', useBuiltIns: false }],
  ],
  // Per-component NutUI (jest too: the package root is a UMD bundle that draws on a canvas when loaded).
  plugins: [
    ['import', {
      libraryName: '@nutui/nutui-react-taro',
      customName: nutuiPath,
      customStyleName: (name) => `${nutuiPath(name)}/style/css`,
      camel2DashComponentName: false,
    }, 'nutui-react-taro'],
  ],
}
