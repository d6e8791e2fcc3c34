/**
 * The shared allow-list over a read HTML tree (./parsedTree): `allowedTree(nodes)` keeps only the tags of ALLOWED_TAGS
 * (all of them tags WeChat's rich-text draws) with the attributes of ALLOWED_ATTRS; links only http(s), mailto, tel or
 * relative, images only http(s) or relative; no style, class or id (an article must not restyle or overlay the app);
 * scripts, styles, frames, objects, forms' controls, SVG and MathML are dropped with their content; anything else
 * unknown is unwrapped (its text stays); tables get the structure the table model requires. Then the writers:
 * `treeToHtml` (H5, before DOMPurify) and `treeToRichText` (the mini-program), every text and value escaped.
 * Pure and without the HTML reader, so what only needs the rules (DOMPurify's configuration, index.html's first
 * screen, which reads with the browser's parser) does not carry the reader: ./safeHtml puts the two together.
 */
import { VOID_ELEMENTS, type ParsedElement, type ParsedNode } from './parsedTree'

export interface SafeText {
  type: 'text'
  text: string
}

export interface SafeElement {
  type: 'element'
  name: string
  attrs: Record<string, string>
  children: SafeNode[]
}

export type SafeNode = SafeText | SafeElement

export const ALLOWED_TAGS = [
  'p', 'br', 'hr', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'strong', 'b', 'em', 'i', 'u', 's', 'del', 'ins', 'sub', 'sup',
  'small', 'mark', 'span', 'div', 'section', 'blockquote', 'pre', 'code', 'ul', 'ol', 'li', 'dl', 'dt', 'dd', 'a', 'img',
  'table', 'caption', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td',
] as const

export const ALLOWED_ATTRS: Record<string, readonly string[]> = {
  a: ['href', 'title'],
  img: ['src', 'alt', 'title', 'width', 'height'],
  td: ['colspan', 'rowspan'],
  th: ['colspan', 'rowspan'],
  ol: ['start'],
}

/** Every attribute name some tag may keep (DOMPurify's ALLOWED_ATTR on H5). */
export const ALL_ALLOWED_ATTRS = [...new Set(Object.values(ALLOWED_ATTRS).flat())]

/** Dropped together with everything inside them. */
const DROP_WITH_CONTENT = new Set([
  'script', 'style', 'template', 'svg', 'math', 'iframe', 'frame', 'frameset', 'object', 'embed', 'applet', 'noscript',
  'noembed', 'noframes', 'head', 'title', 'textarea', 'select', 'option', 'datalist', 'audio', 'video', 'canvas', 'map',
  'xmp', 'plaintext',
])

const TAGS = new Set<string>(ALLOWED_TAGS)
const LINK_SCHEMES = ['http', 'https', 'mailto', 'tel']
const IMAGE_SCHEMES = ['http', 'https']
/** DOMPurify's ALLOWED_URI_REGEXP for the same rule (scheme-less values are relative). */
export const SAFE_URI_PATTERN = /^(?:(?:https?|mailto|tel):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i

/** The string without C0 control characters and DEL. */
export function withoutControls(s: string): string {
  let out = ''
  for (const c of s) {
    const code = c.charCodeAt(0)
    if (code > 0x1f && code !== 0x7f) out += c
  }
  return out
}

/**
 * The URL to keep, or null. Browsers ignore tabs and newlines inside URLs and spaces and controls around them, so
 * the scheme is read with all of those removed ('jav&#x09;ascript:', ' javascript:' are javascript: URLs).
 */
export function safeUrl(value: string, schemes: readonly string[]): string | null {
  const cleaned = withoutControls(value).trim()
  if (!cleaned) return null
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(cleaned.replace(/\s/g, ''))
  if (scheme) return schemes.includes(scheme[1].toLowerCase()) ? cleaned : null
  return cleaned
}

/**
 * An image's size from its media URL: the media server serves `?w=750&h=420` at that size. Given as width and height
 * attributes, it lets the browser keep the image's room before it loads, so the text below does not jump.
 */
export function imageSizeOf(src: string): { width: string; height: string } | Record<string, never> {
  const w = /[?&]w=([1-9]\d{0,3})(?:&|#|$)/.exec(src)
  const h = /[?&]h=([1-9]\d{0,3})(?:&|#|$)/.exec(src)
  return w && h ? { width: w[1], height: h[1] } : {}
}

function keepAttrs(el: ParsedElement): Record<string, string> | null {
  const allowed = ALLOWED_ATTRS[el.name] ?? []
  const attrs: Record<string, string> = {}
  for (const [name, value] of el.attrs) {
    if (!allowed.includes(name)) continue
    if (name === 'href' || name === 'src') {
      const url = safeUrl(value, name === 'src' ? IMAGE_SCHEMES : LINK_SCHEMES)
      if (url) attrs[name] = url
    } else if (name === 'colspan' || name === 'rowspan' || name === 'start') {
      if (/^\d{1,3}$/.test(value.trim())) attrs[name] = value.trim()
    } else if (name === 'width' || name === 'height') {
      if (/^[1-9]\d{0,3}$/.test(value.trim())) attrs[name] = value.trim()
    } else {
      attrs[name] = value
    }
  }
  // An image without a usable source shows nothing: drop it.
  if (el.name === 'img' && !attrs.src) return null
  if (el.name === 'img' && !(attrs.width && attrs.height)) Object.assign(attrs, imageSizeOf(attrs.src))
  return attrs
}

const blank = (n: SafeNode) => n.type === 'text' && !/\S/.test(n.text)
const element = (name: string, children: SafeNode[], attrs: Record<string, string> = {}): SafeElement => ({ type: 'element', name, attrs, children })

/** Cells of a row: td/th kept, anything else put in a cell of its own (browsers would move it out of the table). */
function rowCells(nodes: SafeNode[]): SafeNode[] {
  return nodes.filter((n) => !blank(n)).map((n) => (n.type === 'element' && (n.name === 'td' || n.name === 'th') ? n : element('td', [n])))
}

/** Rows of a table section: tr kept, stray cells and content put in rows, as the table model requires. */
function sectionRows(nodes: SafeNode[]): SafeElement[] {
  const rows: SafeElement[] = []
  for (const n of nodes.filter((x) => !blank(x))) {
    if (n.type === 'element' && n.name === 'tr') rows.push({ ...n, children: rowCells(n.children) })
    else rows.push(element('tr', rowCells([n])))
  }
  return rows
}

/** A table with only caption, sections and rows inside (rows outside a section go into tbody); other content before it. */
function tidyTable(table: SafeElement): SafeNode[] {
  const before: SafeNode[] = []
  const parts: SafeElement[] = []
  let loose: SafeElement | null = null
  for (const n of table.children.filter((x) => !blank(x))) {
    if (n.type === 'element' && (n.name === 'thead' || n.name === 'tbody' || n.name === 'tfoot')) {
      loose = null
      parts.push({ ...n, children: sectionRows(n.children) })
    } else if (n.type === 'element' && n.name === 'caption' && parts.length === 0) {
      parts.push(n)
    } else if (n.type === 'element' && (n.name === 'tr' || n.name === 'td' || n.name === 'th')) {
      if (!loose) parts.push((loose = element('tbody', [])))
      loose.children.push(...sectionRows([n]))
    } else {
      before.push(n)
    }
  }
  return [...before, { ...table, children: parts }]
}

/** Appends, joining adjacent texts (unwrapped elements leave their texts side by side). */
function append(out: SafeNode[], node: SafeNode): void {
  const last = out[out.length - 1]
  if (node.type === 'text' && last?.type === 'text') last.text += node.text
  else out.push(node.type === 'text' ? { ...node } : node)
}

function clean(nodes: ParsedNode[]): SafeNode[] {
  const out: SafeNode[] = []
  for (const node of nodes) {
    if (node.type === 'text') {
      append(out, { type: 'text', text: node.text })
      continue
    }
    if (DROP_WITH_CONTENT.has(node.name)) continue
    const children = VOID_ELEMENTS.has(node.name) ? [] : clean(node.children)
    if (!TAGS.has(node.name)) {
      for (const child of children) append(out, child)
      continue
    }
    const attrs = keepAttrs(node)
    if (!attrs) continue
    const el = element(node.name, children, attrs)
    for (const part of el.name === 'table' ? tidyTable(el) : [el]) append(out, part)
  }
  return out
}

/** A read HTML tree (./parsedTree) as a tree of allowed elements only. */
export function allowedTree(nodes: ParsedNode[]): SafeNode[] {
  return clean(nodes)
}

/** Text of a tree (tests, plain-text uses). */
export function treeText(nodes: SafeNode[]): string {
  return nodes.map((n) => (n.type === 'text' ? n.text : treeText(n.children))).join('')
}

const escapeText = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/\u00a0/g, '&nbsp;')
const escapeAttr = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/\u00a0/g, '&nbsp;')

export interface HtmlOptions {
  /** Image sources resolved for the page (e.g. against the media host). */
  resolveSrc?: (src: string) => string
}

/** The tree written back to HTML, every text and value escaped. */
export function treeToHtml(nodes: SafeNode[], opts: HtmlOptions = {}): string {
  return nodes
    .map((n) => {
      if (n.type === 'text') return escapeText(n.text)
      const attrs = Object.entries(n.attrs)
        .map(([k, v]) => ` ${k}="${escapeAttr(k === 'src' && opts.resolveSrc ? opts.resolveSrc(v) : v)}"`)
        .join('')
      if (VOID_ELEMENTS.has(n.name)) return `<${n.name}${attrs}>`
      return `<${n.name}${attrs}>${treeToHtml(n.children, opts)}</${n.name}>`
    })
    .join('')
}

// ---- WeChat rich-text nodes (https://developers.weixin.qq.com/miniprogram/dev/component/rich-text.html) ----

export interface RichTextText {
  type: 'text'
  text: string
}

export interface RichTextElement {
  name: string
  attrs?: Record<string, string>
  children?: RichTextNode[]
}

export type RichTextNode = RichTextText | RichTextElement

/**
 * rich-text takes no stylesheet of the page, so layout goes inline: images scale to the screen width, tables
 * scroll sideways (the table is a block that scrolls; its cells keep their natural width).
 */
export const RICH_TEXT_STYLE: Record<string, string> = {
  img: 'max-width:100%;height:auto;display:block;margin:8px auto;',
  table: 'display:block;max-width:100%;overflow-x:auto;border-collapse:collapse;margin:8px 0;',
  th: 'border:1px solid #e5e5e5;padding:4px 8px;white-space:nowrap;background:#f7f8fa;',
  td: 'border:1px solid #e5e5e5;padding:4px 8px;white-space:nowrap;',
  blockquote: 'margin:8px 0;padding:4px 12px;border-left:3px solid #e5e5e5;color:#666;',
  pre: 'white-space:pre-wrap;word-break:break-all;',
}

/** rich-text attributes per tag (others are not drawn): links are inert there, so href goes. */
const RICH_TEXT_ATTRS: Record<string, readonly string[]> = { img: ['src', 'alt'], td: ['colspan', 'rowspan'], th: ['colspan', 'rowspan'], ol: ['start'] }
/** Tags rich-text lacks, drawn as a tag it has. */
const RICH_TEXT_NAME: Record<string, string> = { blockquote: 'div' }

/** rich-text text nodes read character references, so & < > are written as references. */
const richText = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

export function treeToRichText(nodes: SafeNode[], opts: HtmlOptions = {}): RichTextNode[] {
  return nodes.map((n): RichTextNode => {
    if (n.type === 'text') return { type: 'text', text: richText(n.text) }
    const attrs: Record<string, string> = {}
    for (const k of RICH_TEXT_ATTRS[n.name] ?? []) {
      const v = n.attrs[k]
      if (v !== undefined) attrs[k] = k === 'src' && opts.resolveSrc ? opts.resolveSrc(v) : v
    }
    const style = RICH_TEXT_STYLE[n.name]
    if (style) attrs.style = style
    const out: RichTextElement = { name: RICH_TEXT_NAME[n.name] ?? n.name, attrs }
    if (n.children.length) out.children = treeToRichText(n.children, opts)
    return out
  })
}
