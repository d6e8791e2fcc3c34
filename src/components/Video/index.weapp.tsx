/** Taro's Video in the mini-program: a native component, nothing to load (src/components/Video/index.h5.tsx loads it). */
export { Video } from '@tarojs/components'

/** Nothing to load in the mini-program. */
export function preloadVideo(): void {}
