/**
 * Taro's components on H5: config/index.ts (and jest.config.js) alias '@tarojs/components' to this module. They are
 * the React components of h5.useHtmlComponents (no Stencil, no swiper bundle on first load), with one repair: NutUI
 * passes the mini-program's accessibility props (ariaLabel, ariaRole, ariaChecked, ariaHidden, ariaDisabled), which
 * React drops on a <div>; here they become aria-label, role, aria-checked... as screen readers expect.
 */
import { createElement, forwardRef, type ComponentType } from 'react'
import {
  Button as HtmlButton,
  Image as HtmlImage,
  ScrollView as HtmlScrollView,
  Text as HtmlText,
  View as HtmlView,
} from '@tarojs/plugin-platform-h5/dist/runtime/components'

export * from '@tarojs/plugin-platform-h5/dist/runtime/components'

const isAriaProp = (key: string) => key.length > 4 && key.startsWith('aria') && key[4] >= 'A' && key[4] <= 'Z'

/** ariaRole -> role, ariaChecked -> aria-checked...; the same object when there is none. */
export function ariaAttributes<P extends object>(props: P): P {
  const entries = Object.entries(props)
  if (!entries.some(([key]) => isAriaProp(key))) return props
  return Object.fromEntries(
    entries.map(([key, value]) => (isAriaProp(key) ? [key === 'ariaRole' ? 'role' : `aria-${key.slice(4).toLowerCase()}`, value] : [key, value])),
  ) as P
}

function keepAria<P extends object>(Component: ComponentType<P>, name: string) {
  const Wrapped = forwardRef<unknown, P>((props, ref) => createElement(Component as ComponentType<object>, { ...ariaAttributes(props), ref }))
  Wrapped.displayName = name
  return Wrapped as unknown as ComponentType<P>
}

// Pure, so that a page loads only the components it draws.
export const View = /*#__PURE__*/ keepAria(HtmlView, 'View')
export const Text = /*#__PURE__*/ keepAria(HtmlText, 'Text')
export const Image = /*#__PURE__*/ keepAria(HtmlImage, 'Image')
export const Button = /*#__PURE__*/ keepAria(HtmlButton, 'Button')
export const ScrollView = /*#__PURE__*/ keepAria(HtmlScrollView, 'ScrollView')
