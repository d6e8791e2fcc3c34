/**
 * What a learner sees in the mini-program, checked on the tree miniprogram-simulate renders (there is no layout
 * engine, so sizes are checked where they come from: the built wxss).
 * - latinIn(dom): visible text with Latin words outside the allow-list (the same rule as H5: tests/jest/uiText.ts).
 * - unsizedIcons(dom, css): NutUI icons drawn (class nut-icon, the checkbox's and radio's icon) that no wxss rule
 *   matching them (nor their own style) gives a width and a height; the winning declaration counts, so a later
 *   `width:0` or `auto` is found too (on H5 the icon stylesheet once got lost and every checkbox, radio and icon
 *   measured 0x0).
 * - pageCss(route): the wxss a page gets: app.wxss (with the shared and common wxss it imports) and the page's own,
 *   @imports followed.
 */
import fs from 'node:fs'
import path from 'node:path'
import { latinWords } from '../jest/uiText'

const DIST = path.resolve(process.env.WEAPP_DIST || path.join(__dirname, '..', '..', 'dist', 'weapp'))

/** A wxss file with its @imports inlined (each file once). */
function readWxss(file: string, seen = new Set<string>()): string {
  if (seen.has(file) || !fs.existsSync(file)) return ''
  seen.add(file)
  const css = fs.readFileSync(file, 'utf8')
  return css.replace(/@import\s+["']([^"']+)["'];?/g, (_, rel: string) => readWxss(path.resolve(path.dirname(file), rel), seen))
}

/** The wxss that styles a page: the app's and the page's own. */
function pageCss(route: string, dist = DIST): string {
  const seen = new Set<string>()
  return readWxss(path.join(dist, 'app.wxss'), seen) + readWxss(path.join(dist, `${route}.wxss`), seen)
}

/** Text nodes of the rendered tree, trimmed, non-empty. */
function visibleTexts(dom: Element): string[] {
  const out: string[] = []
  const walker = dom.ownerDocument.createTreeWalker(dom, 4 /* NodeFilter.SHOW_TEXT */)
  for (let n = walker.nextNode(); n; n = walker.nextNode()) {
    const t = n.nodeValue!.trim() // a text node's value is its text
    if (t) out.push(t)
  }
  return out
}

/** Each visible text with Latin words outside the allow-list: "text: words". */
function latinIn(dom: Element): string[] {
  return visibleTexts(dom).flatMap((t) => {
    const words = latinWords(t)
    return words.length ? [`${t.slice(0, 40)}: ${words.join(', ')}`] : []
  })
}

/** NutUI's icon elements: every icon, and the checkbox's and radio's box or circle (icons too, by class). */
const ICON_SELECTOR = '.nut-icon, .nut-checkbox-icon, .nut-radio-icon'

/** wx tags as wxss names them, and as miniprogram-simulate renders them (wx-view...). */
const WX_TAGS = /(^|[\s>+~(,])(view|text|image|button|input|textarea|label|navigator|scroll-view|swiper|swiper-item|rich-text)(?=$|[\s>+~.#:[,)])/g

/** One selector of a style rule: its declarations' text and its place in the stylesheet. */
interface StyleRule {
  selector: string
  decls: string
  order: number
}

/**
 * Style rules of a stylesheet, in order: { selector, decls, order } for each selector of each rule (nested in
 * @media and @supports too; @keyframes and @font-face hold no element rules).
 */
function styleRules(css: string): StyleRule[] {
  const src = css.replace(/\/\*[\s\S]*?\*\//g, '').replace(/@(charset|import|namespace)[^;{]*;/g, '')
  const rules: StyleRule[] = []
  let i = 0
  function block(inert: boolean) {
    while (i < src.length) {
      const open = src.indexOf('{', i)
      const close = src.indexOf('}', i)
      if (close !== -1 && (open === -1 || close < open)) { i = close + 1; return }
      if (open === -1) { i = src.length; return }
      const prelude = src.slice(i, open).trim()
      i = open + 1
      if (prelude.startsWith('@')) {
        block(inert || !/^@(media|supports)\b/.test(prelude))
        continue
      }
      const end = src.indexOf('}', i)
      const decls = src.slice(i, end === -1 ? src.length : end)
      i = end === -1 ? src.length : end + 1
      if (inert) continue
      for (const selector of prelude.split(/,(?![^(]*\))/)) rules.push({ selector: selector.trim(), decls, order: rules.length })
    }
  }
  block(false)
  return rules.filter((r) => r.selector && !r.selector.startsWith('@'))
}

/** [ids, classes + attributes + pseudo-classes, tags] of a selector, as a number that orders them. */
function specificity(selector: string): number {
  const s = selector.replace(/:not\(([^)]*)\)/g, ' $1')
  const ids = (s.match(/#[\w-]+/g) || []).length
  const classes = (s.match(/\.[\w-]+|\[[^\]]*\]|:(?!:)[\w-]+/g) || []).length
  const tags = (s.replace(/\[[^\]]*\]|[.#:][\w-]+/g, ' ').match(/(^|[\s>+~])[a-z][\w-]*/gi) || []).length
  return ids * 1e6 + classes * 1e3 + tags
}

/**
 * A wxss selector as one jsdom can match on the simulated tree, or null when it cannot size the element itself
 * (a pseudo-element, the bare `page` root). `page` as an ancestor holds every element: dropped.
 */
function domSelector(selector: string): string | null {
  if (/::?(before|after|placeholder|first-line|first-letter|selection|-webkit-[\w-]+)/.test(selector)) return null
  const s = selector.replace(/^page(?=[\s>])\s*>?\s*/, '').replace(WX_TAGS, '$1wx-$2')
  if (!s || /^page\b/.test(s)) return null
  return s
}

const SIZE = /(?:^|;)\s*(width|height)\s*:\s*([^;]+)/g
/** A value that gives an empty box no size. */
const NO_SIZE = /^(auto|0|0px|0rpx|0%|initial|unset|inherit|fit-content|min-content|max-content)(\s*!important)?$/i

/** A rule that sizes: the selector jsdom matches, its width and height declarations, its specificity (sizingRules). */
interface SizingRule extends StyleRule {
  dom: string
  sizes: RegExpMatchArray[]
  specificity: number
}

/** The width and height that win for `el` (inline style over rules, !important first): { width, height }. */
function sizeOf(el: Element, rules: SizingRule[]): { width?: string; height?: string } {
  const won: Record<string, { value: string; r: number[] }> = {}
  const consider = (prop: string, value: string, rank: number[]) => {
    const important = /!important\s*$/.test(value)
    const r = [important ? 1 : 0, ...rank]
    const prev = won[prop]
    if (!prev || r[0] > prev.r[0] || (r[0] === prev.r[0] && (r[1] > prev.r[1] || (r[1] === prev.r[1] && r[2] >= prev.r[2])))) {
      won[prop] = { value: value.trim(), r }
    }
  }
  for (const rule of rules) {
    if (!rule.sizes) continue
    let matches = false
    try {
      matches = el.matches(rule.dom)
    } catch { /* a selector jsdom does not know */ }
    if (!matches) continue
    for (const [, prop, value] of rule.sizes) consider(prop, value, [rule.specificity, rule.order])
  }
  for (const [, prop, value] of (el.getAttribute('style') || '').matchAll(SIZE)) consider(prop, value, [1e9, 1e9])
  return { width: won.width?.value, height: won.height?.value }
}

const parsed = new Map<string, SizingRule[]>()
/** Rules that declare a width or a height, ready to match (cached per stylesheet). */
function sizingRules(css: string): SizingRule[] {
  if (!parsed.has(css)) {
    parsed.set(css, styleRules(css).flatMap((r) => {
      const sizes = [...r.decls.matchAll(SIZE)]
      const dom = sizes.length ? domSelector(r.selector) : null
      return dom ? [{ ...r, dom, sizes, specificity: specificity(r.selector) }] : []
    }))
  }
  return parsed.get(css)!
}

/** An element as a selector for the report: tag and classes (`view.nut-icon.nut-icon-Search`). */
function describe(el: Element): string {
  const cls = (el.getAttribute('class') || '').trim().split(/\s+/).filter(Boolean)
  return el.tagName.toLowerCase().replace(/^wx-/, '') + cls.map((c) => `.${c}`).join('')
}

/**
 * Icons drawn on the page that the wxss does not size: "selector: no width, no height" per icon (each text once,
 * with a count when several icons share it); empty when every icon gets a width and a height from a rule or its
 * own style.
 */
function unsizedIcons(dom: Element, css: string): string[] {
  const rules = sizingRules(css)
  const found = new Map<string, number>()
  for (const el of dom.querySelectorAll(ICON_SELECTOR)) {
    const { width, height } = sizeOf(el, rules)
    const missing = [[width, 'no width'], [height, 'no height']].filter(([v]) => !v || NO_SIZE.test(v)).map(([, why]) => why)
    if (!missing.length) continue
    const line = `${describe(el)}: ${missing.join(', ')}`
    found.set(line, (found.get(line) || 0) + 1)
  }
  return [...found].map(([line, n]) => (n > 1 ? `${line} (${n} icons)` : line))
}

export { ICON_SELECTOR, pageCss, visibleTexts, latinIn, styleRules, unsizedIcons }
