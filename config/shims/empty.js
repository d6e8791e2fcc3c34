// A polyfill the browsers of package.json's browserslist do not need (aliased in config/index.ts for H5): fetch and
// AbortController, which Taro's H5 runtime imports for older browsers.
