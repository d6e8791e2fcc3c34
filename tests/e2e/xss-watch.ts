// Stored-XSS detectors for a Chromium page. A payload that runs sets window.__xss (or clobbers it with an element),
// opens a dialog, or asks evil.example for a file; inspect() also looks at what the server's HTML left in the page.
import type { BrowserContext, Page } from 'playwright-core'
import * as corpus from '../../server/db/corpus/xssCorpus'
import { HOSTILE_BODIES } from '../../server/db/corpus/newsHostile'
import * as records from '../../server/db/seeds/hostile'
import { HOSTILE_NEWS_IDS } from '../../server/db/seeds/news'

/** The corpus and the seeded hostile records (the modules the server seeds from). */
export const HOSTILE = { ...corpus, ...records, HOSTILE_BODIES, HOSTILE_NEWS_IDS }

/** Events payloads wait for (handlers on any element answer a synthetic event of their type). */
export const EVENTS = ['click', 'dblclick', 'mouseover', 'mouseenter', 'focus', 'focusin', 'load', 'error', 'toggle', 'begin', 'start', 'animationstart', 'submit', 'input']

/**
 * Starts recording on a context: dialogs (dismissed), requests that leave the app's origin; a file asked of
 * evil.example is answered with a script that sets window.__xss, so even a loaded remote script is caught.
 */
export async function watch(context: BrowserContext, appOrigin: string) {
  const seen: { dialogs: string[]; offOrigin: string[] } = { dialogs: [], offOrigin: [] }
  context.on('dialog', (d) => {
    seen.dialogs.push(d.message())
    d.dismiss().catch(() => undefined)
  })
  context.on('request', (r) => {
    const url = new URL(r.url())
    if ((url.protocol === 'http:' || url.protocol === 'https:') && url.origin !== appOrigin) seen.offOrigin.push(r.url())
  })
  await context.route('https://evil.example/**', (route) =>
    route.fulfill({ status: 200, contentType: 'text/javascript', body: "window.__xss = 'evil.example'" }))
  return {
    seen,
    /** Forgets what was seen (between pages). */
    reset() {
      seen.dialogs.length = 0
      seen.offOrigin.length = 0
    },
  }
}

/** What watch() gives: what the context has seen so far, and reset(). */
export type Watcher = Awaited<ReturnType<typeof watch>>

/** Tags and attributes the shared allow-list keeps (src/core/article/safeHtml.ts), plus RichHtml's class and tabindex. */
const ALLOWED_TAGS = [
  'p', 'br', 'hr', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'strong', 'b', 'em', 'i', 'u', 's', 'del', 'ins', 'sub', 'sup',
  'small', 'mark', 'span', 'div', 'section', 'blockquote', 'pre', 'code', 'ul', 'ol', 'li', 'dl', 'dt', 'dd', 'a', 'img',
  'table', 'caption', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td',
]
const ALLOWED_ATTRS = ['class', 'href', 'title', 'src', 'alt', 'width', 'height', 'colspan', 'rowspan', 'start', 'tabindex']

/**
 * Fires every event of EVENTS on every element of the server's HTML (`.rich-html` under `scope`), gives payloads
 * 300 ms, then reports: window.__xss, elements and attributes outside the allow-list there, unsafe URLs, and
 * frames, objects, base or refresh anywhere in the page.
 */
export function inspect(page: Page, scope: string) {
  return page.evaluate(async ({ scope, events, tags, attrs }) => {
    const roots = [...document.querySelectorAll(`${scope} .rich-html`)]
    for (const root of roots) {
      for (const el of [root, ...root.querySelectorAll('*')]) for (const type of events) el.dispatchEvent(new Event(type))
    }
    await new Promise((r) => setTimeout(r, 300))
    // eslint-disable-next-line no-control-regex -- what a browser drops from a URL before reading its scheme
    const scheme = (v: string) => /^([a-z][a-z0-9+.-]*):/i.exec(v.replace(/[\u0000-\u0020\u007f]/g, ''))?.[1].toLowerCase()
    const xss = (window as unknown as { __xss?: unknown }).__xss
    const found: { xss: string | null; tags: string[]; attrs: string[]; urls: string[]; embedded: string[] } = { xss: xss === undefined ? null : String(xss), tags: [], attrs: [], urls: [], embedded: [] }
    for (const root of roots) {
      for (const el of root.querySelectorAll('*')) {
        if (!tags.includes(el.localName)) found.tags.push(el.localName)
        for (const a of el.getAttributeNames()) {
          if (!attrs.includes(a)) found.attrs.push(`${el.localName}.${a}`)
          if ((a === 'href' || a === 'src') && !['http', 'https', 'mailto', 'tel', undefined].includes(scheme(el.getAttribute(a)!))) found.urls.push(el.getAttribute(a)!)
        }
      }
    }
    found.embedded = [...document.querySelectorAll('iframe, frame, object, embed, base, meta[http-equiv=refresh], body meta, body link, body [onload], body [onerror]')].map((el) => el.outerHTML.slice(0, 80))
    return { ...found, roots: roots.length }
  }, { scope, events: EVENTS, tags: ALLOWED_TAGS, attrs: ALLOWED_ATTRS })
}

/** Whether an element under `scope` shows `text` (it is in the layout and visible). */
export function shows(page: Page, scope: string, text: string) {
  return page.evaluate(({ scope, text }) => {
    const holders = [...document.querySelectorAll(`${scope} .rich-html *`)].filter((el) => el.textContent!.includes(text))
    return holders.length > 0 && holders[holders.length - 1].checkVisibility({ visibilityProperty: true, opacityProperty: true })
  }, { scope, text })
}

/** Text of an element exactly as the page holds it (a title shown as text reads back as the stored string). */
export const textOf = (page: Page, selector: string) => page.locator(selector).first().evaluate((el) => el.textContent)

/**
 * Elements that stick out sideways of the box they are in (each element matching `boxes`): long unbroken text (a
 * URL in a title, a payload in a tag) must wrap or be cut inside its box, not run past it. Up to 5, described.
 */
export const outside = (page: Page, boxes: string) =>
  page.evaluate((boxes) => {
    const out: string[] = []
    for (const box of document.querySelectorAll(boxes)) {
      const b = box.getBoundingClientRect()
      if (!b.width) continue
      for (const el of box.querySelectorAll('*')) {
        const r = el.getBoundingClientRect()
        const name = el.className || el.localName
        if (r.width && (r.right > b.right + 1 || r.left < b.left - 1)) out.push(`${name}: ${Math.round(r.left)}..${Math.round(r.right)} outside ${Math.round(b.left)}..${Math.round(b.right)}`)
        // a block whose own text runs past it (unless it clips or scrolls on purpose)
        else if (el.clientWidth && el.scrollWidth > el.clientWidth + 1 && getComputedStyle(el).overflowX === 'visible') out.push(`${name}: content ${el.scrollWidth} wide in ${el.clientWidth}`)
      }
    }
    return out.slice(0, 5)
  }, boxes)
