/**
 * The key routes in WebKit (WebKitGTK's MiniBrowser through its WebDriver, as iPhone Safari: tests/webkit/driver.ts),
 * with WebKit's own Performance APIs. It has paint timing but neither largest-contentful-paint, Event Timing nor CPU
 * throttling, so on a cold load (a new browser each time) it takes, unthrottled:
 * - FCP: the first-contentful-paint entry;
 * - the largest picture's bytes in: the responseEnd of the largest picture on screen (the first screen's or the app's),
 *   which LCP follows by a frame;
 * - the first tap: the target tapped through WebDriver's pointer actions as soon as WebDriver hands the loaded page
 *   over and the target is visible; from the click event's timeStamp to the first frame drawn after its handlers ran
 *   (a capturing listener asks for that frame), and whether it did its work.
 */
import { ANSWER_TIMEOUT_MS, isDone, visibleCentre, type TapTarget } from './firstTap'
import type { Session } from './browser'
import { median } from './stats'

export interface WebKitRun {
  fcpMs: number
  pictureMs: number
  tapLatencyMs: number
  answered: boolean
}

export interface WebKitFigures {
  route: string
  target: string
  fcpMs: number
  pictureMs: number
  tapLatencyMs: number
  lost: number
  runs: WebKitRun[]
}

interface Driver {
  get(url: string): Promise<void>
  executeScript<T>(script: string, ...args: unknown[]): Promise<T>
  manage(): { addCookie(cookie: { name: string; value: string; path: string }): Promise<void> }
  actions(options: { async: boolean }): { move(to: { x: number; y: number; origin: 'viewport' }): { click(): { perform(): Promise<void> } } }
}

// The WebKit tests' driver (plain JavaScript, without types).
const DRIVER_MODULE = '../../tests/webkit/driver.ts'
const loadDriver = () => import(DRIVER_MODULE) as Promise<{ openWebKit(): Promise<{ driver: Driver; close(): Promise<void> }> }>

/** Page script: the click's latency to the next frame, recorded for the first click after it is installed. */
const WATCH_TAP = `
window.__tap = null
addEventListener('click', (e) => {
  if (window.__tap) return
  const at = e.timeStamp
  window.__tap = { latency: NaN }
  requestAnimationFrame(() => setTimeout(() => { window.__tap.latency = performance.now() - at }, 0))
}, { capture: true })
`

/** Page script: when the largest visible picture loaded and a frame followed (ms since the navigation), or null. */
const PICTURE = `
const pics = [...document.querySelectorAll('#first-screen img, #app img')].filter((img) => {
  const r = img.getBoundingClientRect()
  return img.complete && img.naturalWidth > 0 && r.width * r.height > 0 && r.top < innerHeight
})
if (!pics.length) return null
const area = (img) => { const r = img.getBoundingClientRect(); return r.width * r.height }
const largest = pics.sort((a, b) => area(b) - area(a))[0]
const entry = performance.getEntriesByName(new URL(largest.currentSrc || largest.src, location.href).href)[0]
return entry ? entry.responseEnd : null
`

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

async function until<T>(fn: () => Promise<T | null>, timeoutMs: number): Promise<T | null> {
  const end = Date.now() + timeoutMs
  while (Date.now() < end) {
    const value = await fn()
    if (value !== null && value !== false) return value
    await sleep(25)
  }
  return null
}

export async function measureWebKit(baseUrl: string, target: TapTarget, session: Session): Promise<WebKitRun> {
  const { openWebKit } = await loadDriver()
  const browser = await openWebKit()
  const { driver } = browser
  try {
    if (target.login) {
      await driver.get(`${baseUrl}/robots.txt`)
      for (const name of ['token', 'userToken']) await driver.manage().addCookie({ name, value: session.token, path: '/' })
      await driver.executeScript(`localStorage.setItem('userData', JSON.stringify({ data: { uid: arguments[0], token: arguments[1] } }))`, session.uid, session.token)
    }
    // WebDriver hands over once the page has loaded (the app's scripts included).
    await driver.get(baseUrl + target.url)
    const pictureMs = (await until(() => driver.executeScript<number | null>(PICTURE), 10_000)) ?? NaN
    const fcpMs = (await driver.executeScript<number | null>(`return (performance.getEntriesByName('first-contentful-paint')[0] || {}).startTime || null`)) ?? NaN
    for (const selector of [...(target.before ?? []), target.selector]) {
      const spot = await until(() => driver.executeScript<{ x: number; y: number } | null>(`return (${visibleCentre.toString()})(arguments[0])`, selector), 30_000)
      if (!spot) return { fcpMs, pictureMs, tapLatencyMs: NaN, answered: false }
      if (selector === target.selector) await driver.executeScript(WATCH_TAP)
      // A real pointer click at the point (WebDriver's actions go through WebKit's input queue, as a finger's tap).
      await driver.actions({ async: true }).move({ x: Math.round(spot.x), y: Math.round(spot.y), origin: 'viewport' }).click().perform()
    }
    const answered = !!(await until(() => driver.executeScript<boolean>(`return (${isDone.toString()})(arguments[0])`, target.done), ANSWER_TIMEOUT_MS))
    await sleep(300)
    const tapLatencyMs = (await driver.executeScript<number | null>('return window.__tap ? window.__tap.latency : null')) ?? NaN
    return { fcpMs, pictureMs, tapLatencyMs, answered }
  } finally {
    await browser.close()
  }
}

export function summariseWebKit(target: TapTarget, runs: WebKitRun[]): WebKitFigures {
  return {
    route: target.route,
    target: target.name,
    fcpMs: median(runs.map((r) => r.fcpMs)),
    pictureMs: median(runs.map((r) => r.pictureMs)),
    tapLatencyMs: median(runs.map((r) => r.tapLatencyMs)),
    lost: runs.filter((r) => !r.answered).length,
    runs,
  }
}
