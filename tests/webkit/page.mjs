// Page helpers over a selenium WebDriver: wait for the app, find what a learner sees by CSS and text, tap, type,
// wait for URLs. Finding runs in the page (one round trip) and returns the element as selenium's WebElement.
import { Key } from 'selenium-webdriver'

const WAIT = 10_000

/**
 * The first visible element matching `css` whose text contains `text` (a string or RegExp; none: any), preferring
 * the deepest such element; `inside` narrows to a container selector; null when none.
 */
function findInPage(css, text, inside, exact) {
  const visible = (el) => {
    if (!el.getClientRects().length) return false
    const style = window.getComputedStyle(el)
    return style.visibility !== 'hidden' && style.opacity !== '0'
  }
  const matches = (el) => {
    if (text == null) return true
    const t = (el.innerText ?? el.textContent ?? '').trim()
    if (typeof text === 'string') return exact ? t === text : t.includes(text)
    return new RegExp(text.source, text.flags).test(t)
  }
  const roots = inside ? [...document.querySelectorAll(inside)].filter(visible) : [document]
  for (const root of roots) {
    const own = root !== document && root.matches(css) ? [root] : []
    const found = [...own, ...root.querySelectorAll(css)].filter((el) => visible(el) && matches(el))
    if (!found.length) continue
    if (css !== '*') return found[0]
    return found.find((el) => !found.some((other) => other !== el && el.contains(other))) ?? found[0]
  }
  return null
}

const asArg = (text) => (text instanceof RegExp ? { source: text.source, flags: text.flags } : text)

/**
 * The element now, or null (see findInPage). An element the page removes between being found and being handed back
 * (a dialog closing) makes WebKit's driver throw StaleElementReferenceError: the page is asked again.
 */
export async function find(driver, css, { text, inside, exact = false } = {}) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await driver.executeScript(`return (${findInPage})(arguments[0], arguments[1], arguments[2], arguments[3])`, css, asArg(text) ?? null, inside ?? null, exact)
    } catch (error) {
      if (error.name !== 'StaleElementReferenceError' || attempt >= 5) throw error
    }
  }
}

/** Waits for a visible element (see find); fails naming what it waited for. */
export async function waitFor(driver, css, { timeout = WAIT, ...options } = {}) {
  return driver.wait(() => find(driver, css, options), timeout, `waiting for ${css}${options.text ? ` with "${options.text}"` : ''}${options.inside ? ` inside ${options.inside}` : ''}`)
}

/** Waits for a visible element that no longer moves (a popup done sliding in): its box equal over 3 frames. */
export async function waitSettled(driver, css, { timeout = WAIT, ...options } = {}) {
  const el = await waitFor(driver, css, { timeout, ...options })
  await driver.wait(() => driver.executeAsyncScript(`const [el, done] = arguments
    const box = () => JSON.stringify(el.getBoundingClientRect())
    const first = box()
    requestAnimationFrame(() => requestAnimationFrame(() => requestAnimationFrame(() => done(box() === first))))`, el), timeout, `waiting for ${css} to settle`)
  return el
}

/** Waits until no visible element matches. */
export async function waitGone(driver, css, { timeout = WAIT, ...options } = {}) {
  await driver.wait(async () => !(await find(driver, css, options)), timeout, `waiting for ${css} to go`)
}

/** Waits for a visible text (the deepest element holding it). */
export const waitText = (driver, text, options = {}) => waitFor(driver, '*', { ...options, text })

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
export async function tap(driver, css, { timeout = WAIT, ...options } = {}) {
  const until = Date.now() + timeout
  for (;;) {
    const el = await waitFor(driver, css, { timeout: Math.max(until - Date.now(), 1), ...options })
    try {
      await driver.executeScript('arguments[0].scrollIntoView({ block: "center" })', el)
      await driver.executeAsyncScript(stillScript, el)
      await el.click()
      return el
    } catch (error) {
      const retry = ['ElementNotInteractableError', 'ElementClickInterceptedError', 'StaleElementReferenceError'].includes(error.name)
      if (!retry || Date.now() > until) throw new Error(`tap ${css}${options.text ? ` "${options.text}"` : ''}: ${error.name} ${error.message}`)
      await driver.sleep(100)
    }
  }
}

/** Taps a NutUI button by its text (every H5 button is a .nut-button). */
export const tapButton = (driver, text, options = {}) => tap(driver, '.nut-button', { ...options, text })

/** Taps the deepest visible element holding `text`. */
export const tapText = (driver, text, options = {}) => tap(driver, '*', { ...options, text })

/** Types into an input as a learner does: focus by a tap, select what is there, type over it. */
export async function type(driver, css, value, options = {}) {
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
export async function watchErrors(driver) {
  await driver.executeScript(`if (!window.__pageErrors) {
    window.__pageErrors = []
    // Uncaught exceptions only: a component's own 'error' event bubbling up (a video WebKit cannot decode) is not one.
    window.addEventListener('error', (e) => { if (e instanceof ErrorEvent) window.__pageErrors.push('error at ' + location.pathname + ': ' + e.message) })
    window.addEventListener('unhandledrejection', (e) => window.__pageErrors.push('unhandled rejection at ' + location.pathname + ': ' + String((e.reason && (e.reason.stack || e.reason.message)) || e.reason)))
  }`)
}

/** The uncaught errors watchErrors has seen in the current document. */
export const pageErrors = (driver) => driver.executeScript('return window.__pageErrors || []')

/** Until the app has taken over from the first screen index.html draws (as appTookOver in tests/e2e/fixtures.mjs). */
export async function appTookOver(driver, timeout = 15_000) {
  await driver.wait(() => driver.executeScript('return !document.getElementById("first-screen") && !window.__firstScreenPending'), timeout, 'the app did not take over from the first screen')
  await watchErrors(driver)
}

/** Opens a URL and waits for the app to take over. */
export async function go(driver, url) {
  await driver.get(url)
  await appTookOver(driver)
}

/** Waits until the URL satisfies `test` (a URL → boolean) or contains `test` (a string); resolves the URL. */
export async function waitUrl(driver, test, timeout = WAIT) {
  const ok = typeof test === 'string' ? (u) => u.href.includes(test) : test
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

/** Waits until a script condition (a function run in the page with `args`) holds. */
export async function waitUntil(driver, fn, args = [], { timeout = WAIT, message } = {}) {
  return driver.wait(() => driver.executeScript(`return (${fn}).apply(null, arguments)`, ...args), timeout, message ?? `waiting for ${fn}`)
}

/** Runs a function in the page with `args` and resolves its result. */
export const run = (driver, fn, ...args) => driver.executeScript(`return (${fn}).apply(null, arguments)`, ...args)

/**
 * Records, in the current document, the answers of the page's fetch calls whose URL contains `part` (WebKit's
 * WebDriver has no network interception): { url, method, body, json } in order. Lasts until the next page load.
 */
export async function recordCalls(driver, part) {
  await run(driver, (p) => {
    window.__recorded = window.__recorded ?? []
    if (window.__recording) return
    window.__recording = true
    const original = window.fetch
    window.fetch = async (input, init) => {
      const res = await original(input, init)
      const url = typeof input === 'string' ? input : input.url
      if (url.includes(p)) {
        const body = await res.clone().text()
        window.__recorded.push({ url: new URL(url, window.location.href).href, method: init?.method ?? 'GET', requestBody: typeof init?.body === 'string' ? init.body : null, body })
      }
      return res
    }
  }, part)
}

/** The calls recordCalls has seen so far whose URL contains `part`, with their answers parsed. */
export async function recorded(driver, part) {
  const all = await run(driver, () => window.__recorded ?? [])
  return all.filter((c) => c.url.includes(part)).map((c) => ({ ...c, json: (() => { try { return JSON.parse(c.body) } catch { return null } })() }))
}

/** Waits for a recorded call (see recordCalls); resolves the latest one. */
export async function waitCall(driver, part, { timeout = WAIT, count = 1 } = {}) {
  let calls = []
  await driver.wait(async () => (calls = await recorded(driver, part)).length >= count, timeout, `waiting for a call to ${part}`)
  return calls.at(-1)
}

/**
 * Drags with a finger from the middle of `el` by `dy` CSS pixels: touchstart, touchmove a frame apart, touchend,
 * dispatched in the page at what lies under the finger. WebKitGTK has touch events off: its WebDriver turns a touch
 * pointer's actions into mouse events (pointerType 'mouse'), and `new Touch()` is an illegal constructor, so these are
 * plain events carrying `touches` with clientX/Y; NutUI's picker answers only to touch events.
 */
export async function touchDrag(driver, el, dy, { steps = 10 } = {}) {
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

/** The element's box and whether it lies inside the viewport and is what a tap at its centre hits. */
export async function reachable(driver, el) {
  return run(driver, (node) => {
    const r = node.getBoundingClientRect()
    const vv = window.visualViewport
    const height = vv ? vv.height : window.innerHeight
    const top = vv ? vv.offsetTop : 0
    const inside = r.width > 0 && r.height > 0 && r.top >= top - 1 && r.bottom <= top + height + 1 && r.left >= -1 && r.right <= window.innerWidth + 1
    const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2)
    return { top: r.top, bottom: r.bottom, viewport: height, inside, hit: !!hit && (hit === node || node.contains(hit)) }
  }, el)
}
