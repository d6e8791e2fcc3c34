// What a learner sees, checked on a rendered page (Chromium, via playwright-core). Each check returns a list of
// findings, empty when the screen passes; `checkScreen` runs them all. The in-page parts run in the browser, so they
// use only the DOM.
import type axe from 'axe-core'
import { latinWords } from './latin'

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

/** One thing a check found on a screen: the check, the element (described) and what is wrong with it. */
export interface Finding {
  check: string
  element: string
  detail: string
}

/**
 * What the checks use of a page: Playwright's Page, or WebKit's WebDriver seen as one (asPage in webkitPage.ts).
 * evaluate runs `fn` in the page with `arg`; addScriptTag runs a script file there.
 */
export interface CheckedPage {
  evaluate<R, Arg>(fn: (arg: Arg) => R | Promise<R>, arg: Arg): Promise<R>
  addScriptTag(options: { path: string }): Promise<unknown>
}

/** A screen check: the page's findings, within the open dialog `scope` (a selector) if any. */
export type Check = (page: CheckedPage, scope?: string) => Promise<Finding[]>

/**
 * tsx compiles this file with esbuild's keepNames, which wraps the helpers named inside the in-page functions below
 * (describe, hidden, text, ...) as `__name(fn, "name")`, a helper the page does not have ("__name is not defined").
 * Run before such a function, this gives the page one that leaves the function as it is (as KEEP_NAMES does in
 * tests/webkit/page.ts). Under Playwright's own loader (no keepNames) it is not needed and changes nothing.
 */
async function keepNames(page: CheckedPage) {
  await page.evaluate(() => {
    const w = window as unknown as { __name?: <F>(fn: F) => F }
    if (!w.__name) w.__name = (fn) => fn
  }, null)
}

/**
 * Boxes of interactive elements (in the browser): each visible one has a non-zero box, lies inside the page's width
 * and is what the learner hits at its centre once scrolled into view. Elements clipped on purpose (a carousel's
 * other slides, a scrolled tab row's far tabs) are skipped: they are outside an ancestor that hides its overflow.
 * `scope` limits the check to the open dialog (what lies under an overlay is covered by design).
 */
async function boxFindings(page: CheckedPage, scope?: string): Promise<Finding[]> {
  await keepNames(page)
  return page.evaluate(async ({ selector, scope }: { selector: string; scope?: string }) => {
    const findings: Finding[] = []
    const vw = document.documentElement.clientWidth
    const describe = (el: Element) => {
      const text = ((el as HTMLElement).innerText || el.getAttribute('aria-label') || el.getAttribute('placeholder') || '').trim().replace(/\s+/g, ' ').slice(0, 30)
      const cls = (el.getAttribute('class') || '').split(/\s+/).filter(Boolean).slice(0, 3).join('.')
      return `${el.tagName.toLowerCase()}${cls ? `.${cls}` : ''}${text ? ` "${text}"` : ''}`
    }
    const hidden = (el: Element) => {
      for (let e: Element | null = el; e && e !== document.documentElement; e = e.parentElement) {
        const cs = getComputedStyle(e)
        if (cs.display === 'none' || cs.visibility === 'hidden' || Number(cs.opacity) === 0) return true
        if (e.getAttribute('aria-hidden') === 'true' && e !== el) return true
      }
      return false
    }
    // Against each ancestor that clips (overflow other than visible): wholly outside it is hidden on purpose (a
    // carousel's other slides); partly outside, in an axis the ancestor does not scroll, is cut off.
    const scrolls = (v: string) => v === 'auto' || v === 'scroll'
    const clipping = (el: Element): { hidden?: true; cutBy?: Element } => {
      const r = el.getBoundingClientRect()
      for (let child: Element = el, e = el.parentElement; e && e !== document.documentElement; child = e, e = e.parentElement) {
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
    const seen = new Set<Element>()
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
        await new Promise<void>((r) => requestAnimationFrame(() => r()))
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
          const box = (q: DOMRect) => `${Math.round(q.left)},${Math.round(q.top)}..${Math.round(q.right)},${Math.round(q.bottom)}`
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
        if (hit.closest('label') && hit.closest('label')!.contains(el)) continue
        findings.push({ check: 'covered', element: describe(el), detail: `covered at its centre by ${describe(hit)}` })
      }
    }
    window.scrollTo(0, 0)
    document.querySelectorAll('*').forEach((e) => { if (e.scrollTop) e.scrollTop = 0 })
    return findings
  }, { selector: INTERACTIVE, scope })
}

/** Buttons in one row (their vertical extents overlap) share a baseline (vertical centres within 2 px) and stand apart. */
async function rowFindings(page: CheckedPage, scope?: string): Promise<Finding[]> {
  await keepNames(page)
  return page.evaluate((scope?: string) => {
    const findings: Finding[] = []
    const root = (scope && [...document.querySelectorAll(scope)].pop()) || document.body
    const buttons = [...root.querySelectorAll('.nut-button, button, [role=button]')].filter((b) => {
      const r = b.getBoundingClientRect()
      return r.width > 0 && r.height > 0 && !b.parentElement?.closest('.nut-button, button, [role=button]')
    })
    const text = (b: Element) => ((b as HTMLElement).innerText || b.getAttribute('aria-label') || '').trim().slice(0, 20)
    const reported = new Set<string>()
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
async function visibleTexts(page: CheckedPage, scope?: string): Promise<string[]> {
  return page.evaluate((scope?: string) => {
    const roots = scope ? [...document.querySelectorAll(scope)] : [document.body]
    const out: string[] = []
    for (const root of roots) {
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT)
      for (let n = walker.nextNode(); n; n = walker.nextNode()) {
        // A text node's value is never null.
        const t = n.nodeValue!.trim()
        const el = n.parentElement
        if (!t || !el || el.closest('script,style,noscript,template')) continue
        const cs = getComputedStyle(el)
        if (cs.display === 'none' || cs.visibility === 'hidden' || !el.getClientRects().length) continue
        out.push(t)
      }
      for (const el of root.querySelectorAll('input[placeholder],textarea[placeholder]')) out.push(el.getAttribute('placeholder')!)
    }
    return out
  }, scope)
}

async function latinFindings(page: CheckedPage, scope?: string): Promise<Finding[]> {
  const findings: Finding[] = []
  for (const text of await visibleTexts(page, scope)) {
    const words = latinWords(text)
    if (words.length) findings.push({ check: 'latin', element: `"${text.slice(0, 40)}"`, detail: `Latin words: ${words.join(', ')}` })
  }
  return findings
}

/** axe-core's serious and critical WCAG 2.1 A/AA violations (injected from the npm package). */
async function axeFindings(page: CheckedPage, scope?: string): Promise<Finding[]> {
  await page.addScriptTag({ path: AXE_SOURCE })
  const violations = await page.evaluate(async (scope?: string) => {
    const context = scope && document.querySelector(scope) ? { include: [...document.querySelectorAll(scope)] } : document
    const result = await (window as unknown as { axe: typeof axe }).axe.run(context, {
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

export const CHECKS: Record<'boxes' | 'rows' | 'latin' | 'axe', Check> = { boxes: boxFindings, rows: rowFindings, latin: latinFindings, axe: axeFindings }

/**
 * What a toast on the screen must be before a screen is pictured and checked: 'gone' (hidden: a toast the screen
 * only happens to show, such as a failed read's '请求失败~~~', has faded out), or 'shown' (a screen that pictures the
 * toast: fully faded in, then held so, see holdToasts).
 */
export type Toasts = 'gone' | 'shown'

/** How long a screen may take to hold still (a toast lasts 1500 ms and fades in and out in 100 ms each). */
export const STILL_MS = 6000

/**
 * Widgets that move for as long as they are shown, one finite animation after another: NutUI's notice bar scrolls its
 * marquee pass by pass (restarting the animation), so it never holds still and is not waited for.
 */
const ENDLESS = '.nut-noticebar'

/**
 * Until the page holds still, polled every 20 ms until five polls running agree: no finite animation or transition
 * running anywhere in the document (document.getAnimations(): NutUI's popups sliding, dialogs and overlays fading, a
 * carousel's slide; endless ones, a spinner or the notice bar's marquee (ENDLESS), are not waited for), and Taro's toast `toasts` (see Toasts).
 * Resolves '' when still, else what still moves after STILL_MS. From then on the page counts the animations and
 * transitions that start (movedSince), so a check can tell whether the page moved while it looked.
 */
export async function untilStill(page: CheckedPage, toasts: Toasts = 'gone'): Promise<string> {
  await keepNames(page)
  return page.evaluate(({ toasts, timeout, endless }: { toasts: Toasts; timeout: number; endless: string }) => new Promise<string>((resolve) => {
    const w = window as unknown as { __screenMoves?: number }
    if (w.__screenMoves === undefined) {
      w.__screenMoves = 0
      const count = (e: Event) => { if (!(e.target as Element).closest?.(endless)) w.__screenMoves! += 1 }
      for (const type of ['animationstart', 'transitionstart', 'transitionrun']) document.addEventListener(type, count, true)
    }
    const name = (e: Element | null | undefined) => (e ? `${e.tagName.toLowerCase()}.${[...e.classList].slice(0, 2).join('.')}` : 'the document')
    const moving = () => {
      const out: string[] = []
      for (const a of document.getAnimations()) {
        if (a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity) continue
        const target = (a.effect as KeyframeEffect | null)?.target
        if (target?.closest(endless)) continue
        out.push(`an animation on ${name(target)}`)
      }
      for (const t of document.querySelectorAll<HTMLElement>('.taro__toast')) {
        const cs = getComputedStyle(t)
        if (cs.display === 'none') continue
        if (toasts === 'gone') out.push(`the toast "${t.innerText.trim()}" shown`)
        else if (cs.opacity !== '1') out.push(`the toast "${t.innerText.trim()}" at opacity ${cs.opacity}`)
      }
      if (toasts === 'shown' && !document.querySelector('.taro__toast')) out.push('no toast')
      return out
    }
    const until = performance.now() + timeout
    let calm = 0
    const poll = () => {
      const now = moving()
      calm = now.length ? 0 : calm + 1
      if (calm >= 5) {
        w.__screenMoves = 0
        resolve('')
      } else if (performance.now() > until) resolve(now.join('; '))
      else setTimeout(poll, 20)
    }
    poll()
  }), { toasts, timeout: STILL_MS, endless: ENDLESS })
}

/** How many animations and transitions started since the page was last found still (untilStill). */
export const movedSince = (page: CheckedPage): Promise<number> =>
  page.evaluate(() => (window as unknown as { __screenMoves?: number }).__screenMoves ?? 0, null)

/**
 * Holds Taro's toast as it is shown (opaque, no fade, not hidden by its timer) while a screen that pictures it is
 * checked: the checks take longer than the toast's 1500 ms, and a toast measured mid-fade fails the contrast check.
 */
export const holdToasts = (page: CheckedPage): Promise<void> => page.evaluate(() => {
  const style = document.createElement('style')
  style.textContent = '.taro__toast { opacity: 1 !important; display: block !important; transition: none !important; }'
  document.head.append(style)
}, null)

/**
 * Every check on the page once it holds still (untilStill, with `toasts`); `scope` is a selector for the open dialog,
 * if any. The text, row and axe checks look first (the box check scrolls); if the page moved while they looked (a
 * toast came, a popup slid), they look once more when it is still again. A page that does not hold still is a finding.
 */
export async function checkScreen(page: CheckedPage, { scope, skip = [], toasts = 'gone' }: { scope?: string; skip?: string[]; toasts?: Toasts } = {}): Promise<Finding[]> {
  const run = async (checks: Record<string, Check>) => {
    const found: Finding[] = []
    for (const [name, check] of Object.entries(checks)) if (!skip.includes(name)) found.push(...(await check(page, scope)))
    return found
  }
  for (let look = 1; ; look++) {
    const moving = await untilStill(page, toasts)
    if (moving) return [{ check: 'still', element: 'page', detail: `still moving after ${STILL_MS} ms: ${moving}` }]
    const findings = await run({ latin: latinFindings, rows: rowFindings, axe: axeFindings })
    if (look === 2 || !(await movedSince(page))) return [...findings, ...(await run({ boxes: boxFindings }))]
  }
}
