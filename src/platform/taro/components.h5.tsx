/**
 * Taro's components on H5: config/index.ts (and jest.config.js) alias '@tarojs/components' to this module. They are
 * the React components of h5.useHtmlComponents (no Stencil, no swiper bundle on first load), with one repair: NutUI
 * passes the mini-program's accessibility props (ariaLabel, ariaRole, ariaChecked, ariaHidden, ariaDisabled), which
 * React drops on a <div>; here they become aria-label, role, aria-checked... as screen readers expect.
 * View and Text are drawn here as the plain div and span they are. Taro's H5 View keeps hover-class state for every
 * node (three touch handlers, two states, and its className set by an effect, a frame after each change: the article
 * page's loading layout showed over its content for that frame); and with Preact, whose vnodes point at their
 * parents, the effect it keeps from its first render held that render's whole page tree: my orders with 1 000 cards
 * kept 2.5 GB. This app uses no hover-class or long-press on a View. Image likewise: Taro's kept refs, a state, a
 * callback and an IntersectionObserver effect per image; here it is its div and img, lazy loading left to the
 * browser (`loading="lazy"`, set before `src`).
 */
import { createElement, forwardRef, type ComponentType } from 'react'
import type { BaseEventOrig, ButtonProps, ImageProps, ScrollViewProps, TextProps, ViewProps } from '@tarojs/components'
import { Button as HtmlButton, ScrollView as HtmlScrollView } from '@tarojs/plugin-platform-h5/dist/runtime/components'

export * from '@tarojs/plugin-platform-h5/dist/runtime/components'

const isAriaProp = (key: string) => key.length > 4 && key.startsWith('aria') && key[4] >= 'A' && key[4] <= 'Z'
/** The attribute an aria prop becomes: ariaRole -> role, ariaChecked -> aria-checked. */
const ariaName = (key: string) => (key === 'ariaRole' ? 'role' : `aria-${key.slice(4).toLowerCase()}`)

/** ariaRole -> role, ariaChecked -> aria-checked...; the same object when there is none. */
export function ariaAttributes<P extends object>(props: P): P {
  const entries = Object.entries(props)
  if (!entries.some(([key]) => isAriaProp(key))) return props
  return Object.fromEntries(
    entries.map(([key, value]) => [isAriaProp(key) ? ariaName(key) : key, value]),
  ) as P
}


// Pure, so that a page loads only the components it draws.
/** Mini-program props a div or span has no use for (React would warn of them, or print them as attributes). */
const MINI_PROGRAM_ONLY = new Set(['hoverClass', 'hoverStartTime', 'hoverStayTime', 'hoverStopPropagation', 'catchMove', 'selectable', 'userSelect', 'space', 'decode'])

/**
 * The props a div or span gets: the aria props renamed (as ariaAttributes), the mini-program's left out. One pass and
 * no arrays: every View and Text of every page goes through it (home's floors: a fifth of their render at 4x CPU
 * when it was Object.entries twice).
 */
function domProps(props: object): Record<string, unknown> {
  const out: Record<string, unknown> = {}
  for (const key in props) {
    if (MINI_PROGRAM_ONLY.has(key)) continue
    const value = (props as Record<string, unknown>)[key]
    out[isAriaProp(key) ? ariaName(key) : key] = value
  }
  return out
}

/**
 * Taro's div. A named view with a tap handler and no role (NutUI's search-bar clear icon: aria-label 清除 on a div)
 * is a button: a name on a div without a role is not read (axe's aria-prohibited-attr).
 */
export const View = /*#__PURE__*/ forwardRef<HTMLDivElement, ViewProps>(function View(props, ref) {
  const dom = domProps(props)
  if (dom['aria-label'] && dom.onClick && !dom.role) dom.role = 'button'
  dom.ref = ref
  return createElement('div', dom)
}) as unknown as ComponentType<ViewProps>

/** Taro's span: class taro-text (and taro-text__selectable), as its stylesheet expects. */
export const Text = /*#__PURE__*/ forwardRef<HTMLSpanElement, TextProps>(function Text(props, ref) {
  const { className, selectable } = props as { className?: string; selectable?: boolean }
  const cls = ['taro-text', selectable ? 'taro-text__selectable' : '', className ?? ''].filter(Boolean).join(' ')
  const dom = domProps(props)
  dom.className = cls
  dom.ref = ref
  return createElement('span', dom)
}) as unknown as ComponentType<TextProps>
/**
 * Taro's image: div.taro-img around img.taro-img__mode-<mode>, as its stylesheet expects; onLoad gets detail.{width,height}.
 * The picture's text alternative is its ariaLabel (the mini-program's Image has no alt); without one the picture is
 * decoration beside text that says the same (a goods card's cover beside its name): alt="" keeps screen readers
 * from reading its file name.
 */
export const Image = /*#__PURE__*/ forwardRef<HTMLDivElement, ImageProps>(function Image(props, ref) {
  const { className, src, mode, lazyLoad, onLoad, onError, imgProps, 'aria-label': label, ...rest } = domProps(props) as ImageProps & Record<string, unknown>
  const cls = ['taro-img', mode === 'widthFix' ? 'taro-img__widthfix' : '', className ?? ''].filter(Boolean).join(' ')
  const img = {
    // Before src: the renderer sets props in this order, and WebKit starts a picture's load as its src is set, eagerly
    // unless it is lazy by then (home's covers all loaded at once, queueing the page's scripts behind them).
    loading: lazyLoad ? 'lazy' : undefined,
    ...(imgProps as object),
    className: `taro-img__mode-${(mode || 'scaleToFill').toLowerCase().replace(/\s/g, '')}`,
    src,
    alt: typeof label === 'string' ? label : '',
    onLoad: onLoad && withSize(onLoad),
    onError,
  }
  return createElement('div', { ...rest, className: cls, ref }, createElement('img', img))
}) as unknown as ComponentType<ImageProps>

/** Taro's image load event: the natural size as detail. */
function withSize(onLoad: NonNullable<ImageProps['onLoad']>) {
  return (e: { target: EventTarget | null } & object) => {
    const target = e.target as HTMLImageElement
    Object.defineProperty(e, 'detail', { enumerable: true, writable: true, value: { width: target.width, height: target.height } })
    onLoad(e as unknown as BaseEventOrig<ImageProps.onLoadEventDetail>)
  }
}
/**
 * Taro's H5 button is a div: it says it is a button (role, in the tab order) and, when disabled, that it is disabled
 * (aria-disabled: screen readers say so, and contrast rules exempt an inactive control, as WCAG 1.4.3 does).
 */
export const Button = /*#__PURE__*/ forwardRef<unknown, ButtonProps>(function Button(props, ref) {
  // NutUI's Button keeps its disabled state in its class, not in Taro's prop.
  const disabled = props.disabled || /(^|\s)nut-button-disabled(\s|$)/.test(props.className ?? '')
  return createElement(HtmlButton as ComponentType<Record<string, unknown>>, {
    role: 'button',
    tabIndex: disabled ? -1 : 0,
    'aria-disabled': disabled ? 'true' : undefined,
    ...ariaAttributes(props),
    ref,
  })
}) as unknown as ComponentType<ButtonProps>
/** Taro's scroll view (it draws no attribute but its class: page-frame.h5.ts puts it in the tab order). */
export const ScrollView = /*#__PURE__*/ forwardRef<unknown, ScrollViewProps>(function ScrollView(props, ref) {
  return createElement(HtmlScrollView as ComponentType<Record<string, unknown>>, { ...ariaAttributes(props), ref })
}) as unknown as ComponentType<ScrollViewProps>
