/**
 * The chunk src/components/Video/index.h5.tsx loads: Taro's Video by name. A named import lets the build go straight to
 * Taro's React components; importing the '@tarojs/components' namespace itself would make the whole of it, Stencil
 * included, part of every page that draws a View.
 */
export { Video } from '@tarojs/components'
