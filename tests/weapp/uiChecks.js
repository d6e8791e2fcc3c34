/**
 * What a learner sees in the mini-program, checked on the tree miniprogram-simulate renders (there is no layout
 * engine, so sizes are checked where they come from: the built wxss).
 * - latinIn(dom): visible text with Latin words outside the allow-list (the same rule as H5: tests/jest/uiText.ts).
 * - unsizedIcons(dom, css): NutUI icons (class nut-icon) with no wxss rule giving .nut-icon a width and a height (on
 *   H5 that stylesheet once got lost and every checkbox, radio and icon measured 0x0).
 * - pageCss(route): the wxss a page gets: app.wxss and the page's own, @imports followed.
 */
const fs = require('node:fs')
const path = require('node:path')
const { latinWords } = require('../jest/uiText')

const DIST = path.resolve(__dirname, '..', '..', 'dist', 'weapp')

/** A wxss file with its @imports inlined (each file once). */
function readWxss(file, seen = new Set()) {
  if (seen.has(file) || !fs.existsSync(file)) return ''
  seen.add(file)
  const css = fs.readFileSync(file, 'utf8')
  return css.replace(/@import\s+["']([^"']+)["'];?/g, (_, rel) => readWxss(path.resolve(path.dirname(file), rel), seen))
}

/** The wxss that styles a page: the app's and the page's own. */
function pageCss(route, dist = DIST) {
  const seen = new Set()
  return readWxss(path.join(dist, 'app.wxss'), seen) + readWxss(path.join(dist, `${route}.wxss`), seen)
}

/** Text nodes of the rendered tree, trimmed, non-empty. */
function visibleTexts(dom) {
  const out = []
  const walker = dom.ownerDocument.createTreeWalker(dom, 4 /* NodeFilter.SHOW_TEXT */)
  for (let n = walker.nextNode(); n; n = walker.nextNode()) {
    const t = n.nodeValue.trim()
    if (t) out.push(t)
  }
  return out
}

/** Each visible text with Latin words outside the allow-list: "text: words". */
function latinIn(dom) {
  return visibleTexts(dom).flatMap((t) => {
    const words = latinWords(t)
    return words.length ? [`${t.slice(0, 40)}: ${words.join(', ')}`] : []
  })
}

/** Does some rule whose selector list holds `.nut-icon` on its own declare both width and height? */
function sizesIcons(css) {
  const rule = /([^{}]+)\{([^{}]*)\}/g
  for (let m = rule.exec(css); m; m = rule.exec(css)) {
    const selectors = m[1].split(',').map((s) => s.trim())
    if (selectors.includes('.nut-icon') && /(^|;)\s*width\s*:/.test(m[2]) && /(^|;)\s*height\s*:/.test(m[2])) return true
  }
  return false
}

/** Icons drawn on the page that nothing sizes: a list of their class names (empty when the stylesheet sizes them). */
function unsizedIcons(dom, css) {
  const icons = [...dom.querySelectorAll('.nut-icon')]
  if (!icons.length || sizesIcons(css)) return []
  return icons.map((el) => el.getAttribute('class'))
}

module.exports = { pageCss, visibleTexts, latinIn, sizesIcons, unsizedIcons }
