/**
 * The first screen index.html draws before the app's JS has run (./draw.h5.ts): a description of elements with the
 * app's own class names (so the app's own stylesheets lay it out), turned into DOM by `paint` with createElement,
 * textContent and setAttribute only: no HTML string is ever parsed, and every picture's address is a path of the
 * app's origin or an http(s) URL.
 */
import { mediaUrl } from '@/platform/media'

export interface Box {
  /** An element's tag name, or '#text' for a text node. */
  tag: string
  cls?: string
  text?: string
  attrs?: Record<string, string>
  kids?: Box[]
}

export const div = (cls: string, kids: Box[] = [], attrs?: Record<string, string>): Box => ({ tag: 'div', cls, kids, attrs })

/** Taro's Text as the app draws it: span.taro-text. */
export const text = (cls: string, value: string): Box => ({ tag: 'span', cls: `taro-text ${cls}`.trim(), text: value })

/**
 * Taro's Image as the app draws it (src/platform/taro/components.h5.tsx): div.taro-img around img.taro-img__mode-*.
 * The picture reaches 1 px past its box on each side, clipped by the box (.taro-img hides its overflow): the same
 * picture drawn again by the app is then never the larger paint (sub-pixel positions made the app's a few px²
 * larger, and the page's largest contentful paint came only with the app). `shown`: as the app's mediaUrl asks it.
 */
export const image = (cls: string, path: string, mode = 'aspectFill', shown?: number): Box =>
  div(`taro-img ${cls}`, [{
    tag: 'img',
    cls: `taro-img__mode-${mode.toLowerCase()}`,
    attrs: { src: mediaUrl(path, shown), alt: '', style: 'width:calc(100% + 2px);height:calc(100% + 2px);margin:-1px' },
  }])

/** NutUI's icon pictures by name, as its icon modules carry them (defined by config/early-script.ts). */
declare const EARLY_ICONS: Record<string, string>

/** A NutUI icon as its H5 icon draws it: an i masked by the icon's picture, in `color`. */
export const icon = (name: string, size: number, color = 'currentcolor'): Box => ({
  tag: 'i',
  cls: `nut-icon nut-icon-${name}`,
  attrs: { style: `background-color:${color};mask:url("${EARLY_ICONS[name] ?? ''}") 0 0/100% 100% no-repeat;-webkit-mask:url("${EARLY_ICONS[name] ?? ''}") 0 0/100% 100% no-repeat;width:${size}px;height:${size}px` },
})

/**
 * A carousel's first slide where the H5 carousel draws it (src/platform/carousel.h5.tsx: box, track, slide), with
 * the geometry inline, since the carousel's own stylesheet may not be in yet.
 */
export const firstSlide = (cls: string, slide: Box): Box =>
  div(`carousel ${cls}`, [
    div('carousel__track', [div('carousel__slide', [slide], { style: 'flex:0 0 100%;height:100%;overflow:hidden' })], { style: 'display:flex;height:100%;overflow:hidden' }),
  ], { style: 'position:relative;overflow:hidden' })

/** The page's own navigation bar (src/components/NavBar, NutUI's NavBar with a placeholder). */
export const navBar = (title: string): Box =>
  div('nut-navbar-placeholder', [
    div('nut-navbar nut-navbar-fixed nut-navbar-safe-area-inset-top nav-bar', [
      div('nut-navbar-left', [div('nut-navbar-left-back', [icon('ArrowLeft', 18)])]),
      { tag: 'div', cls: 'nut-navbar-title', text: title },
      div('nut-navbar-right'),
    ], { style: 'z-index:10' }),
  ])

const SAFE_SRC = /^(\/(?!\/)|https?:\/\/)/i
const ATTRS = new Set(['src', 'alt', 'style', 'width', 'height', 'title', 'colspan', 'rowspan', 'start', 'href'])

/** The DOM of a description. An attribute outside the short list, or a picture or link of another scheme, is left out. */
export function paint(box: Box, doc: Document = document): Node {
  if (box.tag === '#text') return doc.createTextNode(box.text ?? '')
  const el = doc.createElement(box.tag)
  if (box.cls) el.className = box.cls
  for (const [name, value] of Object.entries(box.attrs ?? {})) {
    if (!ATTRS.has(name)) continue
    if ((name === 'src' || name === 'href') && !SAFE_SRC.test(value)) continue
    // Through the CSSOM: a style attribute written as text would need the CSP's 'unsafe-inline'.
    if (name === 'style') el.style.cssText = value
    else el.setAttribute(name, value)
  }
  if (box.text !== undefined) el.textContent = box.text
  for (const kid of box.kids ?? []) el.appendChild(paint(kid, doc))
  return el
}
