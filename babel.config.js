// babel-preset-taro for app code (TS + React). NutUI components and their styles load on demand.
const nutuiPath = (name) => `@nutui/nutui-react-taro/dist/es/packages/${name.toLowerCase()}`

module.exports = {
  presets: [
    ['taro', { framework: 'react', ts: true, compiler: 'webpack5', useBuiltIns: process.env.TARO_ENV === 'h5' ? 'usage' : false }],
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
