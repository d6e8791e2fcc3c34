// What a learner can tap on a page, for the walk from home (scripts/walk/discover.mjs, tests/e2e/walk.e2e.ts), and
// which route of the route table a path is. Run with tsx (the route table is TypeScript).
import type { Page } from 'playwright-core'
import { findRoute } from '../../../src/core/routes'

/** A tap target of the shown page: its signature and its ordinal among the targets with that signature. */
export interface Target { sig: string; nth: number }

/**
 * In the page: the tap targets of the shown page, in document order, each {sig, nth} (signature: tag, first two
 * classes and the first 16 characters of its text, digits as '#'; nth: its ordinal among the targets with that signature), or the
 * elements themselves with `withElements`. Inputs are left out (typing is not a tap).
 */
export function TARGETS_IN_PAGE(withElements = false): (Target & { el?: HTMLElement })[] {
  const selector = [
    'button', 'a[href]', '[role=button]', '[role=link]', '[role=tab]', '.nut-button', '.nut-cell', '.nut-tabs-titles-item',
    '.nut-tabbar-item', '[data-screen-tap]',
  ].join(',')
  const shownPage = [...document.querySelectorAll<HTMLElement>('.taro_page')].find((p) => p.offsetParent !== null) ?? document.body
  const roots = [shownPage, ...document.querySelectorAll('.tab-bar, .nut-tabbar')]
  const seen = new Set<Element>()
  const counts = new Map<string, number>()
  const out: (Target & { el?: HTMLElement })[] = []
  for (const root of roots) {
    for (const el of root.querySelectorAll<HTMLElement>(selector)) {
      if (seen.has(el) || el.closest('input, textarea') || el.getClientRects().length === 0) continue
      // The innermost target wins over the ones that hold it (a card's button over the card).
      if (el.querySelector(selector) && !el.matches('.nut-button, .nut-cell, .nut-tabbar-item, a[href], button')) continue
      seen.add(el)
      // Classes of state and of the hit box (.tap-area) say nothing of what the target is.
      const classes = [...el.classList].filter((c) => !/^(taro|nut-button-|hover|active|tap-area$)/.test(c)).slice(0, 2).join('.')
      // Digits change from run to run (order numbers carry the day, counts grow): they read as '#'.
      const text = (el.innerText || el.getAttribute('aria-label') || '').replace(/\s+/g, ' ').trim().slice(0, 16).replace(/\d+/g, '#')
      const sig = `${el.tagName.toLowerCase()}.${classes}|${text}`
      const nth = counts.get(sig) ?? 0
      counts.set(sig, nth + 1)
      out.push(withElements ? { sig, nth, el } : { sig, nth })
    }
  }
  return out
}

/** The route table's canonical URL for a pathname, or null when no route serves it. */
export function routeKeyOf(pathname: string): string | null {
  return findRoute(pathname)?.urls[0] ?? null
}

/** The shown page's targets as signatures in document order ('' when the page is between documents). */
export function fingerprint(page: Page): Promise<string> {
  return page.evaluate((fn) => (new Function(`return (${fn})`)() as typeof TARGETS_IN_PAGE)(false).map((t) => t.sig).join('\n'), TARGETS_IN_PAGE.toString()).catch(() => '')
}

/** Taps the target {sig, nth} of the shown page; false when it is not there. */
export function tapInPage(page: Page, { sig, nth }: Target): Promise<boolean> {
  return page.evaluate(({ sig, nth, fn }) => {
    const el = (new Function(`return (${fn})`)() as typeof TARGETS_IN_PAGE)(true).filter((t) => t.sig === sig)[nth]?.el
    if (!el) return false
    el.scrollIntoView({ block: 'center' })
    el.click()
    return true
  }, { sig, nth, fn: TARGETS_IN_PAGE.toString() }).catch(() => false)
}
