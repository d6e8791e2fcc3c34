// Which renderer each platform builds with (read by config/index.ts and babel.config.js).
// H5 renders with Preact (preact/compat stands in for react and react-dom): react-dom alone is 42 KB gzip of every
// page's first load, Preact about 10 KB (the first-load budgets; docs/decisions.md).
// The mini-program keeps React: there Taro renders through its own small reconciler, not react-dom, and Taro 4.2's
// mini-program runtime takes preact/compat (which reports React version 18) for react-dom 18 and fails at launch.
// Tests that render components (jest) run on Preact, as H5 ships; the mini-program's React is driven on its build.
// TARO_FRAMEWORK=react|preact overrides it (the bench builds its bare Taro + React fixture so).
/** @param {string | undefined} taroEnv */
function frameworkFor(taroEnv) {
  const forced = process.env.TARO_FRAMEWORK
  if (forced === 'react' || forced === 'preact') return forced
  return taroEnv === 'h5' ? 'preact' : 'react'
}

module.exports = { frameworkFor }
