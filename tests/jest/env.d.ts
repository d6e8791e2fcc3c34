/// <reference types="@testing-library/jest-dom" />

// Taro's React runtime (hooks, H5 native component config) ships without type declarations.
declare module '@tarojs/plugin-framework-react/dist/runtime'
