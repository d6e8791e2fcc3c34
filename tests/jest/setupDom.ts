import '@testing-library/jest-dom'
import React from 'react'
import ReactDOM from 'react-dom'
import { createH5NativeComponentConfig } from '@tarojs/plugin-framework-react/dist/runtime'

// Without this, any component using Taro's page hooks throws "React.useContext is not a function".
createH5NativeComponentConfig(null as never, React, ReactDOM)

// jsdom has no Element.scrollTo, which every browser the app supports has. The carousel's autoplay calls it after its
// interval (src/platform/carousel.h5.tsx): a test that runs longer than that on a slow machine threw from a timer.
// Here it moves scrollLeft/scrollTop as a browser's instant scroll does.
if (typeof Element !== 'undefined' && !Element.prototype.scrollTo) {
  Element.prototype.scrollTo = function scrollTo(this: Element, x?: ScrollToOptions | number, y?: number) {
    const to = typeof x === 'object' ? x : { left: x, top: y }
    if (to.left !== undefined) this.scrollLeft = to.left
    if (to.top !== undefined) this.scrollTop = to.top
  }
}
