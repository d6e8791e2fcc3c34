// What a learner sees, checked on a rendered page (Chromium, via playwright-core). Each check returns a list of
// findings, empty when the screen passes; `checkScreen` runs them all. The in-page parts run in the browser, so they
// use only the DOM.
import { createRequire } from 'node:module'
import { latinWords } from './latin.mjs'

const require = createRequire(import.meta.url)
const AXE_SOURCE = require.resolve('axe-core/axe.min.js')

/**
 * Marks every element that gets a click or tap listener with data-screen-tap, so "an icon with a handler" is found
 * whatever framework attached it (Preact adds listeners to the element itself). Installed as an init script.
 */
export const MARK_TAP_HANDLERS = `(() => {
  const add = EventTarget.prototype.addEventListener
  EventTarget.prototype.addEventListener = function (type, ...rest) {
    if ((type === 'click' || type === 'tap') && this instanceof Element && this !== document.body && this !== document.documentElement) {
      this.setAttribute('data-screen-tap', '')
    }
    return add.call(this, type, ...rest)
  }
})()`

/** The interactive elements a learner can reach: native controls, ARIA roles, NutUI's controls, elements with a tap. */
export const INTERACTIVE = [
  'button', 'a[href]', 'input:not([type=hidden])', 'textarea', 'select',
  '[role=button]', '[role=link]', '[role=checkbox]', '[role=radio]', '[role=tab]', '[role=switch]',
  '.nut-button', '.nut-checkbox', '.nut-radio', '.nut-tabs-titles-item', '.nut-icon', '[data-screen-tap]',
].join(',')

/**
 * Boxes of interactive elements (in the browser): each visible one has a non-zero box, lies inside the page's width
 * and is what the learner hits at its centre once scrolled into view. Elements clipped on purpose (a carousel's
 * other slides, a scrolled tab row's far tabs) are skipped: they are outside an ancestor that hides its overflow.
 * `scope` limits the check to the open dialog (what lies under an overlay is covered by design).
 */
async function boxFindings(page, scope) {
  return page.evaluate(async ({ selector, scope }) => {
    const findings = []
    const vw = document.documentElement.clientWidth
    const describe = (el) => {
      const text = (el.innerText || el.getAttribute('aria-label') || el.getAttribute('placeholder') || '').trim().replace(/\s+/g, ' ').slice(0, 30)
      const cls = (el.getAttribute('class') || '').split(/\s+/).filter(Boolean).slice(0, 3).join('.')
      return `${el.tagName.toLowerCase()}${cls ? `.${cls}` : ''}${text ? ` "${text}"` : ''}`
    }
    const hidden = (el) => {
      for (let e = el; e && e !== document.documentElement; e = e.parentElement) {
        const cs = getComputedStyle(e)
        if (cs.display === 'none' || cs.visibility === 'hidden' || Number(cs.opacity) === 0) return true
        if (e.getAttribute('aria-hidden') === 'true' && e !== el) return true
      }
      return false
    }
    // Against each ancestor that clips (overflow other than visible): wholly outside it is hidden on purpose (a
    // carousel's other slides); partly outside, in an axis the ancestor does not scroll, is cut off.
    const scrolls = (v) => v === 'auto' || v === 'scroll'
    const clipping = (el) => {
      const r = el.getBoundingClientRect()
      for (let child = el, e = el.parentElement; e && e !== document.documentElement; child = e, e = e.parentElement) {
        // A fixed box (the tab bar, a pay bar) is placed on the viewport: the boxes around it do not clip it.
        if (getComputedStyle(child).position === 'fixed') break
        const cs = getComputedStyle(e)
        if (cs.overflowX === 'visible' && cs.overflowY === 'visible') continue
        const p = e.getBoundingClientRect()
        if (r.right <= p.left + 1 || r.left >= p.right - 1 || r.bottom <= p.top + 1 || r.top >= p.bottom - 1) {
          // Outside a scroller is reached by scrolling it; outside a box that clips is hidden on purpose.
          const scrollable = (r.right <= p.left + 1 || r.left >= p.right - 1) ? scrolls(cs.overflowX) : scrolls(cs.overflowY)
          if (!scrollable) return { hidden: true }
          continue
        }
        const cutX = (r.left < p.left - 1 || r.right > p.right + 1) && !scrolls(cs.overflowX)
        const cutY = (r.top < p.top - 1 || r.bottom > p.bottom + 1) && !scrolls(cs.overflowY)
        if (cutX || cutY) return { cutBy: e }
      }
      return {}
    }
    const roots = scope ? [...document.querySelectorAll(scope)].filter((e) => !hidden(e)) : [document.body]
    const seen = new Set()
    for (const root of roots) {
      for (const el of root.querySelectorAll(selector)) {
        if (seen.has(el) || hidden(el)) continue
        seen.add(el)
        // A control inside another control is reached through the outer one (the icon inside a button).
        const outer = el.parentElement?.closest(selector)
        const r0 = el.getBoundingClientRect()
        if (r0.width < 1 || r0.height < 1) {
          findings.push({ check: 'box', element: describe(el), detail: `${Math.round(r0.width)}x${Math.round(r0.height)} box` })
          continue
        }
        if (outer && !el.classList.contains('nut-icon')) continue
        el.scrollIntoView({ block: 'center', inline: 'nearest' })
        // scrollIntoView also scrolls boxes that hide their overflow, which a learner cannot: put those back.
        for (let e = el.parentElement; e; e = e.parentElement) {
          const cs = getComputedStyle(e)
          if (!scrolls(cs.overflowX) && e.scrollLeft) e.scrollLeft = 0
          if (!scrolls(cs.overflowY) && e.scrollTop && e !== document.scrollingElement) e.scrollTop = 0
        }
        await new Promise((r) => requestAnimationFrame(() => r()))
        const clip = clipping(el)
        if (clip.hidden) continue
        const r = el.getBoundingClientRect()
        // Measured against the document, so a page that scrolls sideways does not hide a control past its edge.
        if (r.left + window.scrollX < -1 || r.right + window.scrollX > vw + 1) {
          findings.push({ check: 'width', element: describe(el), detail: `spans x ${Math.round(r.left + window.scrollX)}..${Math.round(r.right + window.scrollX)} of ${vw}` })
          continue
        }
        if (clip.cutBy) {
          const p = clip.cutBy.getBoundingClientRect()
          const box = (q) => `${Math.round(q.left)},${Math.round(q.top)}..${Math.round(q.right)},${Math.round(q.bottom)}`
          findings.push({ check: 'cut', element: describe(el), detail: `cut off by ${describe(clip.cutBy)} (${box(r)} in ${box(p)})` })
          continue
        }
        if (outer) continue
        const cx = Math.min(Math.max(r.left + r.width / 2, 0), vw - 1)
        const cy = Math.min(Math.max(r.top + r.height / 2, 0), window.innerHeight - 1)
        const hit = document.elementFromPoint(cx, cy)
        if (!hit || hit === el || el.contains(hit)) continue
        // An element that lets taps through to what is under it (pointer-events: none) is not what covers.
        if (hit.contains(el) && getComputedStyle(el).pointerEvents === 'none') continue
        // A label and its control are one target.
        if (hit.closest('label') && hit.closest('label').contains(el)) continue
        findings.push({ check: 'covered', element: describe(el), detail: `covered at its centre by ${describe(hit)}` })
      }
    }
    window.scrollTo(0, 0)
    document.querySelectorAll('*').forEach((e) => { if (e.scrollTop) e.scrollTop = 0 })
    return findings
  }, { selector: INTERACTIVE, scope })
}

/** Buttons in one row (their vertical extents overlap) share a baseline (vertical centres within 2 px) and stand apart. */
async function rowFindings(page, scope) {
  return page.evaluate((scope) => {
    const findings = []
    const root = (scope && [...document.querySelectorAll(scope)].pop()) || document.body
    const buttons = [...root.querySelectorAll('.nut-button, button, [role=button]')].filter((b) => {
      const r = b.getBoundingClientRect()
      return r.width > 0 && r.height > 0 && !b.parentElement?.closest('.nut-button, button, [role=button]')
    })
    const text = (b) => (b.innerText || b.getAttribute('aria-label') || '').trim().slice(0, 20)
    const reported = new Set()
    for (let i = 0; i < buttons.length; i++) {
      for (let j = i + 1; j < buttons.length; j++) {
        const a = buttons[i].getBoundingClientRect()
        const b = buttons[j].getBoundingClientRect()
        const overlap = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top)
        const sideBySide = a.right <= b.left + 1 || b.right <= a.left + 1
        if (overlap <= 0 || !sideBySide) continue
        const off = Math.abs((a.top + a.bottom) / 2 - (b.top + b.bottom) / 2)
        const gap = Math.max(b.left - a.right, a.left - b.right)
        const key = `${text(buttons[i])}|${text(buttons[j])}`
        if (reported.has(key)) continue
        if (off > 2) {
          reported.add(key)
          findings.push({ check: 'row', element: `"${text(buttons[i])}" / "${text(buttons[j])}"`, detail: `vertical centres ${off.toFixed(1)} px apart` })
        } else if (gap < 4) {
          // Two buttons touching read as one control.
          reported.add(key)
          findings.push({ check: 'row', element: `"${text(buttons[i])}" / "${text(buttons[j])}"`, detail: `${gap.toFixed(1)} px between them` })
        }
      }
    }
    return findings
  }, scope)
}

/** The visible text of the page (or the open dialog), one entry per text node. */
async function visibleTexts(page, scope) {
  return page.evaluate((scope) => {
    const roots = scope ? [...document.querySelectorAll(scope)] : [document.body]
    const out = []
    for (const root of roots) {
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT)
      for (let n = walker.nextNode(); n; n = walker.nextNode()) {
        const t = n.nodeValue.trim()
        const el = n.parentElement
        if (!t || !el || el.closest('script,style,noscript,template')) continue
        const cs = getComputedStyle(el)
        if (cs.display === 'none' || cs.visibility === 'hidden' || !el.getClientRects().length) continue
        out.push(t)
      }
      for (const el of root.querySelectorAll('input[placeholder],textarea[placeholder]')) out.push(el.getAttribute('placeholder'))
    }
    return out
  }, scope)
}

async function latinFindings(page, scope) {
  const findings = []
  for (const text of await visibleTexts(page, scope)) {
    const words = latinWords(text)
    if (words.length) findings.push({ check: 'latin', element: `"${text.slice(0, 40)}"`, detail: `Latin words: ${words.join(', ')}` })
  }
  return findings
}

/** axe-core's serious and critical WCAG 2.1 A/AA violations (injected from the npm package). */
async function axeFindings(page, scope) {
  await page.addScriptTag({ path: AXE_SOURCE })
  const violations = await page.evaluate(async (scope) => {
    const context = scope && document.querySelector(scope) ? { include: [...document.querySelectorAll(scope)] } : document
    const result = await window.axe.run(context, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
      resultTypes: ['violations'],
    })
    return result.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => ({ id: v.id, help: v.help, nodes: v.nodes.map((n) => {
        // Contrast findings say which colours failed, so one palette change can fix them all.
        const d = v.id === 'color-contrast' ? n.any[0]?.data : null
        const colours = d ? ` [${d.fgColor} on ${d.bgColor}: ${d.contrastRatio}, needs ${d.expectedContrastRatio}]` : ''
        return { target: n.target.join(' '), html: n.html.slice(0, 120) + colours }
      }) }))
  }, scope)
  return violations.flatMap((v) => v.nodes.map((n) => ({ check: `axe:${v.id}`, element: n.target, detail: `${v.help} ${n.html}` })))
}

export const CHECKS = { boxes: boxFindings, rows: rowFindings, latin: latinFindings, axe: axeFindings }

/** Every check on the page as it is now; `scope` is a selector for the open dialog, if any. */
export async function checkScreen(page, { scope, skip = [] } = {}) {
  const findings = []
  // The page's text and rows before the box check scrolls anything.
  for (const [name, check] of Object.entries({ latin: latinFindings, rows: rowFindings, axe: axeFindings, boxes: boxFindings })) {
    if (!skip.includes(name)) findings.push(...(await check(page, scope)))
  }
  return findings
}
