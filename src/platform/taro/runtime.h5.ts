/** The H5 build renders real DOM elements: Taro's mini-program templates (src/platform/taro/runtime.weapp.ts) do not apply. */
export {}
