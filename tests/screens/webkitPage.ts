// What the screen suite needs from WebKit (tests/webkit/driver.ts's MiniBrowser) that Playwright gives Chromium:
// an init script, a 375 px wide viewport, `page.evaluate` / `page.addScriptTag` for checks.ts, a settled page.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { Origin } from 'selenium-webdriver'
import { IPHONE_SAFARI_UA, openWebKit, waitFor, type WebDriver, type WebKitBrowser } from '../webkit/driver'
import { MARK_TAP_HANDLERS, type CheckedPage } from './checks'

export const WIDTH = 375
export const HEIGHT = 812
/**
 * The MiniBrowser's window is never narrower than this (its GTK tool bar), so the page would be laid out 447 px wide.
 * GDK_DPI_SCALE = 447 / 375 makes WebKitGTK zoom the page by that factor: the window stays 447 device px wide, the
 * page is laid out in 375 CSS px (innerWidth, media queries and the rem script see 375), as on a 375 pt iPhone.
 */
const MIN_WINDOW_WIDTH = Number(process.env.WEBKIT_MIN_WINDOW_WIDTH || 447)

/**
 * WebKitGTK's WebDriver has no init scripts, so the build is served from a copy whose index.html loads
 * /screen-marks.js before anything else: checks.ts's tap-handler marks, uncaught errors and rejections recorded in
 * window.__screenErrors (Playwright's 'pageerror'), and for `settle` (no networkidle here) the fetch and XHR calls in
 * flight and a resource-timing buffer that does not fill up.
 * Resolves the copy's folder; it is allowed by the server's CSP ('self'), and index.html's inline scripts are unchanged.
 */
export function servedCopy(source: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'screens-webkit-'))
  fs.cpSync(source, dir, { recursive: true })
  fs.writeFileSync(path.join(dir, 'screen-marks.js'), `${MARK_TAP_HANDLERS};
window.__screenErrors = [];
window.addEventListener('error', (e) => window.__screenErrors.push(e.message));
window.addEventListener('unhandledrejection', (e) => window.__screenErrors.push(String(e.reason && e.reason.message || e.reason)));
performance.setResourceTimingBufferSize(100000);
window.__screenInFlight = 0;
const screenFetch = window.fetch;
const screenDone = () => { window.__screenInFlight -= 1 };
window.fetch = function (...args) {
  window.__screenInFlight += 1;
  const answer = screenFetch.apply(this, args);
  answer.then(screenDone, screenDone);
  return answer;
};
const screenSend = XMLHttpRequest.prototype.send;
XMLHttpRequest.prototype.send = function (...args) {
  window.__screenInFlight += 1;
  this.addEventListener('loadend', screenDone, { once: true });
  return screenSend.apply(this, args);
};
`)
  const index = path.join(dir, 'index.html')
  const html = fs.readFileSync(index, 'utf8')
  if (!html.includes('<head>')) throw new Error(`${index} has no <head>`)
  fs.writeFileSync(index, html.replace('<head>', '<head><script src="/screen-marks.js"></script>'))
  // The build's precompressed index.html would be served instead of the edited one.
  for (const ext of ['.br', '.gz']) fs.rmSync(`${index}${ext}`, { force: true })
  return dir
}

/** openScreensBrowser's browser: openWebKit's, with a tap for this zoom and the page's size. */
export interface ScreensBrowser extends WebKitBrowser {
  /** Taps the first visible match of `css` (holding `text`) at its centre. */
  tap: (css: string, options?: { text?: string }) => Promise<void>
  /** The page's size in CSS px, the zoom and the window's width, for the contact sheet. */
  viewport: string
  /** The page's width in CSS px. */
  width: number
}

/**
 * One MiniBrowser as iPhone Safari with a 375x812 page (see MIN_WINDOW_WIDTH); { driver, viewport, width, tap, close }.
 * tap(css, { text }) taps the first visible match (holding the text) as page.ts's tap does, but as a pointer action
 * at its centre scaled by the zoom: WebKitGTK's WebDriver places clicks in window pixels, unzoomed, so an element's
 * own click would land up and to the left of it.
 */
export async function openScreensBrowser(): Promise<ScreensBrowser> {
  process.env.GDK_DPI_SCALE = String(MIN_WINDOW_WIDTH / WIDTH)
  const browser = await openWebKit({ userAgent: IPHONE_SAFARI_UA })
  const { driver } = browser
  const inner = () => driver.executeScript<[number, number]>('return [window.innerWidth, window.innerHeight]')
  await driver.get('about:blank')
  const zoom = MIN_WINDOW_WIDTH / WIDTH
  let height = Math.round(HEIGHT * zoom) + 40
  for (let i = 0; i < 3; i++) {
    await driver.manage().window().setRect({ width: WIDTH, height })
    const [, h] = await inner()
    if (h === HEIGHT) break
    height += Math.round((HEIGHT - h) * zoom)
  }
  const [w, h] = await inner()
  await driver.manage().setTimeouts({ script: 60_000, pageLoad: 30_000 })
  const tap = async (css: string, { text }: { text?: string } = {}) => {
    const el = await waitFor(driver, css, { text })
    const [x, y] = await driver.executeScript<[number, number]>(`const el = arguments[0]
      el.scrollIntoView({ block: 'center' })
      const r = el.getBoundingClientRect()
      return [r.left + r.width / 2, r.top + r.height / 2]`, el)
    await driver.actions().move({ x: Math.round(x * zoom), y: Math.round(y * zoom), origin: Origin.VIEWPORT }).press().release().perform()
  }
  return { ...browser, tap, viewport: `${w}x${h} CSS px (zoom ${zoom.toFixed(3)} in a ${MIN_WINDOW_WIDTH} px wide window)`, width: w }
}

/** checks.ts's view of a page: Playwright's evaluate(fn, arg) and addScriptTag({ path }) over selenium. */
export function asPage(driver: WebDriver): CheckedPage {
  return {
    async evaluate<R, Arg>(fn: (arg: Arg) => R | Promise<R>, arg: Arg): Promise<R> {
      const out = await driver.executeAsyncScript<{ value?: R; error?: string }>(`const done = arguments[arguments.length - 1]
        Promise.resolve().then(() => (${fn})(arguments[0]))
          .then((value) => done({ value }), (e) => done({ error: String((e && e.stack) || e) }))`, arg ?? null)
      if (out.error) throw new Error(`in the page: ${out.error}`)
      return out.value as R
    },
    async addScriptTag({ path: file }: { path: string }) {
      await driver.executeScript(fs.readFileSync(file, 'utf8'))
    },
  }
}

/**
 * Until the page has its data, as Playwright's networkidle (at most 20 s; then checks.ts's untilStill waits for its
 * animations and toasts): fonts loaded, no
 * fetch or XHR in flight, every script and stylesheet loaded (a resource-timing entry), every image in view complete,
 * and so for 500 ms.
 */
export async function settle(driver: WebDriver): Promise<void> {
  await driver.executeAsyncScript(`const done = arguments[0]
    const until = Date.now() + 20000
    const loaded = (url) => performance.getEntriesByName(new URL(url, location.href).href).length > 0
    const busy = () => window.__screenInFlight > 0
      || [...document.querySelectorAll('script[src], link[rel=stylesheet][href]')].some((e) => !loaded(e.src || e.href))
      || [...document.images].some((i) => {
        const r = i.getBoundingClientRect()
        return i.currentSrc && !i.complete && r.bottom > 0 && r.top < innerHeight && r.width > 0
      })
    let still = 0
    const tick = () => {
      still = busy() ? 0 : still + 1
      if (still >= 4 || Date.now() > until) done()
      else setTimeout(tick, 125)
    }
    document.fonts.ready.then(tick)`)
}

/** The page's uncaught errors so far (see servedCopy). */
export const pageErrors = (driver: WebDriver): Promise<string[]> => driver.executeScript<string[]>('return window.__screenErrors || []')
