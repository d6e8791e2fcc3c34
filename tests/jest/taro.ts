// @tarojs/taro for jest: the H5 implementation plus the React hooks (which the real package wires at build time).
export * from '@tarojs/taro-h5'
export { default } from '@tarojs/taro-h5'
export {
  useDidHide,
  useDidShow,
  useLaunch,
  useLoad,
  usePageNotFound,
  usePageScroll,
  usePullDownRefresh,
  useReachBottom,
  useReady,
  useRouter,
  useShareAppMessage,
  useShareTimeline,
  useUnload,
} from '@tarojs/plugin-framework-react/dist/runtime'
