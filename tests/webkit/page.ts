// Page helpers over a selenium WebDriver: wait for the app, find what a learner sees by CSS and text, tap, type,
// wait for URLs. Finding runs in the page (one round trip) and returns the element as selenium's WebElement.
import { Key, type WebDriver, type WebElement } from 'selenium-webdriver'

export type { WebDriver, WebElement }

/**
 * How long a wait may take before it fails: a deadline, not a pause (each wait ends as soon as its condition holds).
 * Generous because a loaded machine (npm test runs two steps at once, each with its browser and server) answered a
 * list read in over 10 s.
 */
const WAIT = 30_000

/** What a found element's text must hold: a part of it (all of it with `exact`), or a RegExp it matches. */
export type TextMatch = string | RegExp

/** What narrows a search (see findInPage). */
export interface FindOptions {
  text?: TextMatch
  /** A container selector: only inside a visible match of it. */
  inside?: string
  /** The text is the element's whole text. */
  exact?: boolean
}

/** A search that waits, for at most `timeout` ms. */
export interface WaitOptions extends FindOptions {
  timeout?: number
}

/** A RegExp as it goes into the page (a RegExp itself arrives as an empty object). */
interface PageRegExp {
  source: string
  flags: string
}

/**
 * Goes before a function's source sent to the page. tsx compiles these files with esbuild's keepNames, which wraps
 * an inner named function as `__name(fn, "name")`: a helper the page does not have ("Can't find variable: __name").
 */
export const KEEP_NAMES = 'var __name = (fn) => fn;'

/** A value as it comes back from the page: an element as selenium's WebElement. */
export type FromPage<T> = T extends Element ? WebElement : T
/** The arguments a function run in the page takes, as they are handed over: an element as selenium's WebElement. */
export type ToPage<A extends unknown[]> = { [K in keyof A]: FromPage<A[K]> }

/**
 * The first visible element matching `css` whose text contains `text` (a string or RegExp; none: any), preferring
 * the deepest such element; `inside` narrows to a container selector; null when none.
 */
function findInPage(css: string, text: string | PageRegExp | null, inside: string | null, exact: boolean): Element | null {
  const visible = (el: Element) => {
    if (!el.getClientRects().length) return false
    const style = window.getComputedStyle(el)
    return style.visibility !== 'hidden' && style.opacity !== '0'
  }
  const matches = (el: Element) => {
    if (text == null) return true
    const t = ((el as HTMLElement).innerText ?? el.textContent ?? '').trim()
    if (typeof text === 'string') return exact ? t === text : t.includes(text)
    return new RegExp(text.source, text.flags).test(t)
  }
  const roots: (Document | Element)[] = inside ? [...document.querySelectorAll(inside)].filter(visible) : [document]
  for (const root of roots) {
    const own = root !== document && (root as Element).matches(css) ? [root as Element] : []
    const found = [...own, ...root.querySelectorAll(css)].filter((el) => visible(el) && matches(el))
    if (!found.length) continue
    if (css !== '*') return found[0]
    return found.find((el) => !found.some((other) => other !== el && el.contains(other))) ?? found[0]
  }
  return null
}

const asArg = (text?: TextMatch): string | PageRegExp | undefined => (text instanceof RegExp ? { source: text.source, flags: text.flags } : text)

/**
 * The element now, or null (see findInPage). An element the page removes between being found and being handed back
 * (a dialog closing) makes WebKit's driver throw StaleElementReferenceError: the page is asked again.
 */
export async function find(driver: WebDriver, css: string, { text, inside, exact = false }: FindOptions = {}): Promise<WebElement | null> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await driver.executeScript<WebElement | null>(`${KEEP_NAMES} return (${findInPage})(arguments[0], arguments[1], arguments[2], arguments[3])`, css, asArg(text) ?? null, inside ?? null, exact)
    } catch (error) {
      if ((error as Error).name !== 'StaleElementReferenceError' || attempt >= 5) throw error
    }
  }
}

/** Waits for a visible element (see find); fails naming what it waited for. */
export async function waitFor(driver: WebDriver, css: string, { timeout = WAIT, ...options }: WaitOptions = {}): Promise<WebElement> {
  // wait resolves with the condition's first truthy answer: an element.
  return driver.wait(() => find(driver, css, options), timeout, `waiting for ${css}${options.text ? ` with "${options.text}"` : ''}${options.inside ? ` inside ${options.inside}` : ''}`) as Promise<WebElement>
}

/** Waits for a visible element that no longer moves (a popup done sliding in): its box equal over 3 frames. */
export async function waitSettled(driver: WebDriver, css: string, { timeout = WAIT, ...options }: WaitOptions = {}): Promise<WebElement> {
  const el = await waitFor(driver, css, { timeout, ...options })
  await driver.wait(() => driver.executeAsyncScript<boolean>(`const [el, done] = arguments
    const box = () => JSON.stringify(el.getBoundingClientRect())
    const first = box()
    requestAnimationFrame(() => requestAnimationFrame(() => requestAnimationFrame(() => done(box() === first))))`, el), timeout, `waiting for ${css} to settle`)
  return el
}

/** Waits until no visible element matches. */
export async function waitGone(driver: WebDriver, css: string, { timeout = WAIT, ...options }: WaitOptions = {}): Promise<void> {
  await driver.wait(async () => !(await find(driver, css, options)), timeout, `waiting for ${css} to go`)
}

/** Waits for a visible text (the deepest element holding it). */
export const waitText = (driver: WebDriver, text: TextMatch, options: Omit<WaitOptions, 'text'> = {}): Promise<WebElement> => waitFor(driver, '*', { ...options, text })

/** Resolves once `el` keeps its box over 2 frames (a popup done sliding in), within about a second. */
const stillScript = `const [el, done] = arguments
  const box = () => JSON.stringify(el.getBoundingClientRect())
  let last = box()
  let n = 0
  const check = () => {
    const now = box()
    if (now === last || ++n > 60) return done(now === last)
    last = now
    requestAnimationFrame(() => requestAnimationFrame(check))
  }
  requestAnimationFrame(() => requestAnimationFrame(check))`

/**
 * Taps an element: scrolled to the middle, still (a popup done sliding in), then WebDriver's click (a real pointer
 * click in WebKit). While it is not yet interactable (a toast over it) the tap is tried again, up to the timeout.
 */
export async function tap(driver: WebDriver, css: string, { timeout = WAIT, ...options }: WaitOptions = {}): Promise<WebElement> {
  const until = Date.now() + timeout
  for (;;) {
    const el = await waitFor(driver, css, { timeout: Math.max(until - Date.now(), 1), ...options })
    try {
      await driver.executeScript('arguments[0].scrollIntoView({ block: "center" })', el)
      await driver.executeAsyncScript(stillScript, el)
      await el.click()
      return el
    } catch (error) {
      const { name, message } = error as Error
      const retry = ['ElementNotInteractableError', 'ElementClickInterceptedError', 'StaleElementReferenceError'].includes(name)
      if (!retry || Date.now() > until) throw new Error(`tap ${css}${options.text ? ` "${options.text}"` : ''}: ${name} ${message}`)
      await driver.sleep(100)
    }
  }
}

/** Taps a NutUI button by its text (every H5 button is a .nut-button). */
export const tapButton = (driver: WebDriver, text: TextMatch, options: Omit<WaitOptions, 'text'> = {}): Promise<WebElement> => tap(driver, '.nut-button', { ...options, text })

/** Taps the deepest visible element holding `text`. */
export const tapText = (driver: WebDriver, text: TextMatch, options: Omit<WaitOptions, 'text'> = {}): Promise<WebElement> => tap(driver, '*', { ...options, text })

/** Types into an input as a learner does: focus by a tap, select what is there, type over it. */
export async function type(driver: WebDriver, css: string, value: string, options: WaitOptions = {}): Promise<WebElement> {
  const input = await tap(driver, css, options)
  await input.sendKeys(Key.chord(Key.CONTROL, 'a'), Key.BACK_SPACE)
  if (await input.getAttribute('value')) await input.clear()
  if (value) await input.sendKeys(value)
  return input
}

/**
 * Collects the page's uncaught errors and rejections from now on in this document (WebKitGTK's WebDriver has no log
 * of them): what pageErrors reads. Installed by appTookOver and waitUrl; errors before it are not seen.
 */
export async function watchErrors(driver: WebDriver): Promise<void> {
  await driver.executeScript(`if (!window.__pageErrors) {
    window.__pageErrors = []
    // Uncaught exceptions only: a component's own 'error' event bubbling up (a video WebKit cannot decode) is not one.
    window.addEventListener('error', (e) => { if (e instanceof ErrorEvent) window.__pageErrors.push('error at ' + location.pathname + ': ' + e.message) })
    window.addEventListener('unhandledrejection', (e) => window.__pageErrors.push('unhandled rejection at ' + location.pathname + ': ' + String((e.reason && (e.reason.stack || e.reason.message)) || e.reason)))
  }`)
}

/** The uncaught errors watchErrors has seen in the current document. */
export const pageErrors = (driver: WebDriver): Promise<string[]> => driver.executeScript<string[]>('return window.__pageErrors || []')

/** Until the app has taken over from the first screen index.html draws (as appTookOver in tests/support/chromium.ts). */
export async function appTookOver(driver: WebDriver, timeout = 15_000): Promise<void> {
  await driver.wait(() => driver.executeScript('return !document.getElementById("first-screen") && !window.__firstScreenPending'), timeout, 'the app did not take over from the first screen')
  await watchErrors(driver)
}

/** Opens a URL and waits for the app to take over. */
export async function go(driver: WebDriver, url: string): Promise<void> {
  await driver.get(url)
  await appTookOver(driver)
}

/** Waits until the URL satisfies `test` (a URL → boolean) or contains `test` (a string); resolves the URL. */
export async function waitUrl(driver: WebDriver, test: string | ((u: URL) => boolean), timeout = WAIT): Promise<URL> {
  const ok = typeof test === 'string' ? (u: URL) => u.href.includes(test) : test
  let last = ''
  await driver.wait(async () => {
    last = await driver.getCurrentUrl()
    return ok(new URL(last))
  }, timeout).catch((error) => {
    throw new Error(`URL did not reach ${test} within ${timeout} ms (at ${last}): ${error.message}`)
  })
  await watchErrors(driver).catch(() => undefined)
  return new URL(last)
}

/** Waits until a script condition (a function run in the page with `args`) holds; resolves its first truthy answer. */
export async function waitUntil<A extends unknown[], R>(driver: WebDriver, fn: (...args: A) => R, args = [] as unknown as ToPage<A>, { timeout = WAIT, message }: { timeout?: number; message?: string } = {}): Promise<NonNullable<FromPage<Awaited<R>>>> {
  // wait resolves with the condition's first truthy answer.
  return driver.wait(() => driver.executeScript<FromPage<Awaited<R>>>(`${KEEP_NAMES} return (${fn}).apply(null, arguments)`, ...args), timeout, message ?? `waiting for ${fn}`) as Promise<NonNullable<FromPage<Awaited<R>>>>
}

/** Runs a function in the page with `args` and resolves its result. */
export const run = <A extends unknown[], R>(driver: WebDriver, fn: (...args: A) => R, ...args: ToPage<A>): Promise<FromPage<Awaited<R>>> =>
  driver.executeScript<FromPage<Awaited<R>>>(`${KEEP_NAMES} return (${fn}).apply(null, arguments)`, ...args)

/** A fetch call recordCalls saw: its URL (absolute), method, request body (a string one) and its answer's text. */
export interface RecordedCall {
  url: string
  method: string
  requestBody: string | null
  body: string
}

/** A recorded call with its answer parsed (null: not JSON). */
export type Recorded<T = unknown> = RecordedCall & { json: T | null }

/** What recordCalls keeps on the page's window. */
interface Recording {
  __recorded?: RecordedCall[]
  __recording?: boolean
}

/**
 * Records, in the current document, the answers of the page's fetch calls whose URL contains `part` (WebKit's
 * WebDriver has no network interception): { url, method, body, json } in order. Lasts until the next page load.
 */
export async function recordCalls(driver: WebDriver, part: string): Promise<void> {
  await run(driver, (p: string) => {
    const page = window as Window & Recording
    page.__recorded = page.__recorded ?? []
    if (page.__recording) return
    page.__recording = true
    const original = window.fetch
    window.fetch = async (input, init) => {
      const res = await original(input, init)
      const url = typeof input === 'string' ? input : (input as Request).url
      if (url.includes(p)) {
        const body = await res.clone().text()
        page.__recorded!.push({ url: new URL(url, window.location.href).href, method: init?.method ?? 'GET', requestBody: typeof init?.body === 'string' ? init.body : null, body })
      }
      return res
    }
  }, part)
}

/** The calls recordCalls has seen so far whose URL contains `part`, with their answers parsed (T: what the answer holds). */
export async function recorded<T = unknown>(driver: WebDriver, part: string): Promise<Recorded<T>[]> {
  const all = await run(driver, () => (window as Window & Recording).__recorded ?? [])
  return all.filter((c) => c.url.includes(part)).map((c) => ({ ...c, json: (() => { try { return JSON.parse(c.body) as T } catch { return null } })() }))
}

/** Waits for a recorded call (see recordCalls); resolves the latest one. */
export async function waitCall<T = unknown>(driver: WebDriver, part: string, { timeout = WAIT, count = 1 }: { timeout?: number; count?: number } = {}): Promise<Recorded<T>> {
  let calls: Recorded<T>[] = []
  await driver.wait(async () => (calls = await recorded<T>(driver, part)).length >= count, timeout, `waiting for a call to ${part}`)
  // At least `count` (1 unless asked otherwise) calls are there.
  return calls.at(-1)!
}

/**
 * Drags with a finger from the middle of `el` by `dy` CSS pixels: touchstart, touchmove a frame apart, touchend,
 * dispatched in the page at what lies under the finger. WebKitGTK has touch events off: its WebDriver turns a touch
 * pointer's actions into mouse events (pointerType 'mouse'), and `new Touch()` is an illegal constructor, so these are
 * plain events carrying `touches` with clientX/Y; NutUI's picker answers only to touch events.
 */
export async function touchDrag(driver: WebDriver, el: WebElement, dy: number, { steps = 10 }: { steps?: number } = {}): Promise<void> {
  await driver.executeAsyncScript(`const [el, dy, steps, done] = arguments
    const r = el.getBoundingClientRect()
    const x = r.left + r.width / 2
    let y = r.top + r.height / 2
    const target = document.elementFromPoint(x, y) || el
    const fire = (type, ended) => {
      const point = { identifier: 1, target, clientX: x, clientY: y, pageX: x, pageY: y + window.scrollY, screenX: x, screenY: y }
      const event = new Event(type, { bubbles: true, cancelable: true, composed: true })
      Object.defineProperties(event, { touches: { value: ended ? [] : [point] }, targetTouches: { value: ended ? [] : [point] }, changedTouches: { value: [point] } })
      target.dispatchEvent(event)
    }
    fire('touchstart')
    let i = 0
    const step = () => {
      if (i++ === steps) { fire('touchend', true); return done() }
      y += dy / steps
      fire('touchmove')
      requestAnimationFrame(step)
    }
    requestAnimationFrame(step)`, el, dy, steps)
}

/** Where an element lies (see reachable): its box's top and bottom, the viewport's height, in view, hit by a tap. */
export interface Reach {
  top: number
  bottom: number
  viewport: number
  inside: boolean
  hit: boolean
}

/** The element's box and whether it lies inside the viewport and is what a tap at its centre hits. */
export async function reachable(driver: WebDriver, el: WebElement): Promise<Reach> {
  return run(driver, (node: Element): Reach => {
    const r = node.getBoundingClientRect()
    const vv = window.visualViewport
    const height = vv ? vv.height : window.innerHeight
    const top = vv ? vv.offsetTop : 0
    const inside = r.width > 0 && r.height > 0 && r.top >= top - 1 && r.bottom <= top + height + 1 && r.left >= -1 && r.right <= window.innerWidth + 1
    const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2)
    return { top: r.top, bottom: r.bottom, viewport: height, inside, hit: !!hit && (hit === node || node.contains(hit)) }
  }, el)
}
