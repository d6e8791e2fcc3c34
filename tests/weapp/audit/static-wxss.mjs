/**
 * The WXSS side of the static audit (tests/weapp/audit/static.mjs), read from the built mini-program:
 * - pageWxss(dist, route): the wxss a page gets (app.wxss and the page's own, @imports followed; the custom tab bar's
 *   on tab pages), as postcss rules.
 * - scrollWithoutInertia: rules scrolling (overflow scroll or auto) without -webkit-overflow-scrolling: touch
 *   (WeChat: "WXSS 中带有 overflow: scroll 的元素，在 iOS 下需要设置 -webkit-overflow-scrolling: touch"; auto
 *   scrolls as well, so it counts too).
 * - activeSelectors: selectors with :active (WeChat: tap states by hover-class, never :active).
 * - unpaddedBottomBars: position:fixed bars at the bottom (bottom under 34 px, not a full-screen layer) whose rule
 *   does not pad env(safe-area-inset-bottom), nor a rule naming their class, nor the safe-area child a component is
 *   known to draw in them (SAFE_AREA_CHILDREN).
 * - wxssUsage(dist, roots): per package, the selectors whose classes the package's (or the main package's) wxml and
 *   js name, and the unused bytes per wxss file (WeChat's limit: 2 KB unused per file).
 */
import fs from 'node:fs'
import path from 'node:path'
import postcss from 'postcss'

/** A wxss file with its @imports inlined (each file once), '' when missing. */
function readWxss(file, seen) {
  if (seen.has(file) || !fs.existsSync(file)) return ''
  seen.add(file)
  const css = fs.readFileSync(file, 'utf8')
  return css.replace(/@import\s+["']([^"']+)["'];?/g, (_, rel) => readWxss(path.resolve(path.dirname(file), rel), seen))
}

/** Style rules of a stylesheet: {selector, decls: {prop: value}, bytes}; rules inside @keyframes are left out. */
export function styleRules(css) {
  const rules = []
  postcss.parse(css).walkRules((rule) => {
    if (rule.parent?.type === 'atrule' && /keyframes$/.test(rule.parent.name)) return
    const decls = {}
    rule.each((d) => {
      if (d.type === 'decl') decls[d.prop.toLowerCase()] = `${decls[d.prop.toLowerCase()] ? `${decls[d.prop.toLowerCase()]} ; ` : ''}${d.value}`
    })
    rules.push({ selector: rule.selector, selectors: rule.selectors, decls, bytes: rule.toString().length })
  })
  return rules
}

/** The rules a page gets: the app's wxss, the page's own and, on a tab page, the custom tab bar's. */
export function pageWxss(dist, route, { tab = false } = {}) {
  const seen = new Set()
  const files = [path.join(dist, 'app.wxss'), path.join(dist, `${route}.wxss`)]
  if (tab) files.push(path.join(dist, 'custom-tab-bar', 'index.wxss'))
  return styleRules(files.map((f) => readWxss(f, seen)).join('\n'))
}

const SCROLLS = /^(scroll|auto)$/
const scrolls = (d) => ['overflow', 'overflow-y', 'overflow-x'].some((p) => d[p] && d[p].split(/\s*;\s*|\s+/).some((v) => SCROLLS.test(v)))
const inertial = (d) => /touch/.test(d['-webkit-overflow-scrolling'] ?? '')

/** Selectors of scrolling rules that no rule for the same selector gives inertial scrolling. */
export function scrollWithoutInertia(rules) {
  const withInertia = new Set(rules.filter((r) => inertial(r.decls)).map((r) => r.selector))
  return [...new Set(rules.filter((r) => scrolls(r.decls) && !inertial(r.decls) && !withInertia.has(r.selector)).map((r) => r.selector))]
}

/** Selectors using the :active pseudo-class. */
export function activeSelectors(rules) {
  return [...new Set(rules.flatMap((r) => r.selectors.filter((s) => /:active\b/.test(s))))]
}

/** Lengths in px (rpx halved, as on a 375 px wide screen); null when not a plain length. */
function px(value) {
  const m = /^(-?[\d.]+)(px|rpx)?$/.exec((value ?? '').trim())
  if (!m) return null
  return m[2] === 'rpx' ? Number(m[1]) / 2 : Number(m[1])
}

/** A component's fixed bar drawn with a child that pads the inset (NutUI's Tabbar draws a SafeArea when fixed). */
export const SAFE_AREA_CHILDREN = { 'nut-tabbar-fixed': 'nut-safe-area-position-bottom' }

const HOME_INDICATOR_PX = 34
const pads = (d) => Object.entries(d).some(([p, v]) => /^(padding|padding-bottom|bottom|margin-bottom|height|min-height)$/.test(p) && /safe-area-inset-bottom/.test(v))
const classesOf = (selector) => [...selector.matchAll(/\.([\w-]+)/g)].map((m) => m[1])

/** Fixed bottom bars without the home indicator's inset: [{selector, reason}]. */
export function unpaddedBottomBars(rules) {
  const out = []
  for (const r of rules) {
    const d = r.decls
    if (!/\bfixed\b/.test(d.position ?? '')) continue
    const bottom = px(d.bottom)
    if (bottom === null || bottom >= HOME_INDICATOR_PX) continue // not at the bottom, or above the home indicator
    if (px(d.top) === 0 || d.height === '100%') continue // a full-screen layer (overlay), not a bar
    if (pads(d)) continue
    const cls = classesOf(r.selector).at(-1)
    const padded = cls && rules.some((o) => o !== r && classesOf(o.selector).includes(cls) && pads(o.decls))
    const child = cls && SAFE_AREA_CHILDREN[cls]
    const childPads = child && rules.some((o) => classesOf(o.selector).includes(child) && pads(o.decls))
    if (!padded && !childPads) out.push({ selector: r.selector, reason: child ? `its ${child} draws no inset` : 'no env(safe-area-inset-bottom)' })
  }
  return out
}

/** Every file under dir (relative, forward slashes). */
export function listFiles(dir, prefix = '') {
  const out = []
  for (const e of fs.readdirSync(path.join(dir, prefix), { withFileTypes: true })) {
    const rel = prefix ? `${prefix}/${e.name}` : e.name
    if (e.isDirectory()) out.push(...listFiles(dir, rel))
    else out.push(rel)
  }
  return out.sort()
}

/**
 * Names a package's code gives classes: the words of its string literals (js) and attribute values (wxml). A class
 * built at run time counts as used when its base is such a word: a literal ending at a separator
 * (`order-card__status--${x}`), a word and a literal element or modifier joined (`${block}__item`,
 * `${className}--${kind}`), or for NutUI's classes a prefix joined with '-' (`${prefixCls}-${type}`).
 */
function namesIn(dist, files) {
  const words = new Set()
  for (const f of files) {
    const text = fs.readFileSync(path.join(dist, f), 'utf8')
    const literals = f.endsWith('.js') ? text.match(/"(?:[^"\\\n]|\\.)*"|'(?:[^'\\\n]|\\.)*'|`(?:[^`\\]|\\.)*`/g) ?? [] : [text]
    for (const lit of literals) for (const w of lit.split(/[^\w-]+/)) if (w) words.add(w)
  }
  return words
}

function classUsed(cls, words) {
  if (words.has(cls)) return true
  for (let i = cls.length - 1; i > 2; i--) {
    if (cls[i] !== '-' && cls[i] !== '_') continue
    // A literal base ending at a separator (`order-card__status--${x}`), or NutUI's prefix joined with '-'.
    if (words.has(cls.slice(0, i + 1)) || (cls.startsWith('nut-') && cls[i] === '-' && words.has(cls.slice(0, i)))) return true
    // A block handed in and an element or modifier added to it (`${block}__item`, `${className}--${kind}`).
    const sep = /^(__|--|_|-)/.exec(cls.slice(i))?.[1]
    if (sep && cls[i - 1] !== cls[i] && words.has(cls.slice(0, i)) && (words.has(cls.slice(i)) || (words.has(sep) && words.has(cls.slice(i + sep.length))))) return true
  }
  return false
}

/** Taro's and WeChat's own classes and elements: not the app's to judge. */
const FOREIGN = /^(taro|wx|weui)-/

/**
 * Per package ('main' or a subpackage root): selectors, used selectors, the ratio, and the unused bytes of each wxss
 * file of the package. A subpackage's wxss is used by its code or the main package's; the main package's (app.wxss
 * and what it imports style every page) by any package's code.
 */
export function wxssUsage(dist, roots) {
  const files = listFiles(dist)
  const rootOf = (f) => roots.find((r) => f.startsWith(`${r}/`)) ?? 'main'
  const code = (pkg) => files.filter((f) => /\.(js|wxml)$/.test(f) && rootOf(f) === pkg)
  const byPkg = new Map(['main', ...roots].map((pkg) => [pkg, namesIn(dist, code(pkg))]))
  const all = new Set([...byPkg.values()].flatMap((w) => [...w]))
  return ['main', ...roots].map((pkg) => {
    const words = pkg === 'main' ? all : new Set([...byPkg.get('main'), ...byPkg.get(pkg)])
    let selectors = 0
    let used = 0
    const unusedByFile = []
    const unusedSelectors = []
    for (const f of files.filter((x) => x.endsWith('.wxss') && rootOf(x) === pkg)) {
      let unusedBytes = 0
      for (const r of styleRules(fs.readFileSync(path.join(dist, f), 'utf8').replace(/@import[^;]+;/g, ''))) {
        const kept = r.selectors.filter((s) => classesOf(s).every((c) => FOREIGN.test(c) || classUsed(c, words)))
        selectors += r.selectors.length
        used += kept.length
        if (kept.length < r.selectors.length) {
          unusedBytes += kept.length ? r.selectors.filter((s) => !kept.includes(s)).join(',').length : r.bytes
          unusedSelectors.push(...r.selectors.filter((s) => !kept.includes(s)).map((s) => `${f}: ${s}`))
        }
      }
      unusedByFile.push({ file: f, unusedBytes })
    }
    unusedByFile.sort((a, b) => b.unusedBytes - a.unusedBytes)
    return { pkg, selectors, used, ratio: selectors ? used / selectors : 1, unusedByFile, unusedSelectors }
  })
}
