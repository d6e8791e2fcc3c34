/**
 * The mini-program's wxss as WeChat's experience score wants it (config/index.ts: mini.postcss; the static audit,
 * tests/weapp/audit/static.mjs, checks the built result). Applied to every stylesheet, NutUI's included:
 * - Tap states by hover-class, never :active (it fires while scrolling and stays on). A selector whose element has
 *   a hover class of its own takes it: NutUI's Button is a mini-program <button>, whose hover class is
 *   `button-hover`. Any other :active selector is dropped: NutUI's views (Cell, Grid, a dialog's and a popup's close,
 *   HoverButton) give no hover-class to set, and lose their pressed shade.
 * - Inertial scrolling on iOS: a rule that scrolls (overflow scroll or auto) gets -webkit-overflow-scrolling: touch.
 */
const HOVER_CLASSES = { 'nut-button': 'button-hover' }
const SCROLLS = /(^|\s)(scroll|auto)(\s|$)/

/** The selector with :active replaced by its element's hover class, or null when that element has none. */
function hoverSelector(selector) {
  let ok = true
  const out = selector.replace(/((?:\.[\w-]+)+):active\b/g, (whole, compound) => {
    const hover = compound.split('.').map((c) => HOVER_CLASSES[c]).find(Boolean)
    if (!hover) ok = false
    return `${compound}.${hover}`
  })
  return ok && !/:active\b/.test(out) ? out : null
}

/** @type {(options?: object) => import('postcss').Plugin} */
function weappAudit() {
  return {
    postcssPlugin: 'weapp-audit',
    Rule(rule) {
      if (rule.parent?.type === 'atrule' && /keyframes$/.test(rule.parent.name)) return
      if (/:active\b/.test(rule.selector)) {
        const kept = rule.selectors.map((s) => (/:active\b/.test(s) ? hoverSelector(s) : s)).filter(Boolean)
        if (!kept.length) {
          rule.remove()
          return
        }
        rule.selectors = kept
      }
      let scrolls = false
      let inertial = false
      rule.walkDecls((d) => {
        if (/^overflow(-[xy])?$/.test(d.prop) && SCROLLS.test(d.value)) scrolls = true
        if (d.prop === '-webkit-overflow-scrolling') inertial = true
      })
      if (scrolls && !inertial) rule.append({ prop: '-webkit-overflow-scrolling', value: 'touch' })
    },
  }
}
weappAudit.postcss = true

module.exports = weappAudit
