/**
 * The first tap: on a cold load at Lighthouse's mobile throttling applied for real (4x CPU, slow 4G), the target is
 * tapped as soon as it is visible (the first screen index.html draws counts: its elements are the page's own, at the
 * same place), and the bench reads what the learner felt:
 * - latency: the tap's interaction in Event Timing (the longest of its pointerdown, pointerup and click entries:
 *   from the tap to the next paint after its handlers, input delay included), 16 ms when no entry reached
 *   Event Timing's floor of 16 ms; and its parts, from that longest entry: input delay (the tap waiting for the
 *   main thread), processing (its handlers) and presentation (from the handlers to the paint);
 * - answered: whether the tap did what it is for (the page's `done` check) within ANSWER_TIMEOUT_MS; a tap that
 *   lands before the app can take it and is then forgotten is lost.
 * Some targets are reached by earlier taps (`before`, each as soon as visible too); only the last is timed.
 */
import type { Browser, Page } from 'playwright-core'
import { addSession, phoneContext, type Session } from './browser'
import { median } from './stats'
import { NO_PHASES, phasesOf, type TapEvent, type TapPhases } from './tapPhases'

/** Lighthouse's mobile slow 4G as DevTools applies it (lighthouse-core/config/constants.js, mobileSlow4G). */
export const THROTTLING = { cpuRate: 4, latencyMs: 562.5, downloadBytesPerSecond: (1474.56 * 1024) / 8, uploadBytesPerSecond: (675 * 1024) / 8 }
export const ANSWER_TIMEOUT_MS = 15_000
const VISIBLE_TIMEOUT_MS = 30_000

export interface TapTarget {
  /** The route's name in the bench (home, goods, ...) and what is tapped. */
  route: string
  name: string
  url: string
  login: boolean
  /** Taps made first, in order, each as soon as its element is visible. */
  before?: string[]
  selector: string
  /** The tap has done its work once an element matching `shows` is on screen or the page has left `leaves`. */
  done: Done
}

export interface Done {
  shows?: string
  leaves?: string
}

/** Page function (a function, not a string: the app's CSP allows no eval). */
export function isDone({ shows, leaves }: Done): boolean {
  if (leaves && location.pathname !== leaves) return true
  return !!shows && [...document.querySelectorAll(shows)].some((el) => el.getClientRects().length > 0)
}

export interface TapRun {
  /** NaN when the target never showed (an earlier tap was lost). */
  latencyMs: number
  /** The latency's parts (NaN with no entry): waiting for the main thread, the handlers, then until the paint. */
  phases: TapPhases
  answered: boolean
  /** From the navigation's start to the tap. */
  tapAtMs: number
  /** The tap was made on the first screen index.html drew (before the app had drawn the element). */
  onFirstScreen: boolean
}

export interface TapFigures {
  route: string
  name: string
  medianLatencyMs: number
  worstLatencyMs: number
  medianTapAtMs: number
  /** The medians of each part over the runs. */
  medianPhases: TapPhases
  lost: number
  runs: TapRun[]
}

/** The bench's tap targets on the key routes (selectors and checks of the app's own class names). */
export function tapTargets(routes: { name: string; url: string; login: boolean }[]): TapTarget[] {
  const url = (name: string) => {
    const r = routes.find((x) => x.name === name)
    if (!r) throw new Error(`no bench route ${name}`)
    return r
  }
  const at = (name: string) => ({ route: name, url: url(name).url, login: url(name).login })
  return [
    { ...at('home'), name: 'a goods card', selector: '.home-floor .goods-card', done: { leaves: url('home').url.split('?')[0] } },
    // Goods 1 asks for a campus first: its toast is the answer.
    { ...at('goods'), name: '立即购买', selector: '.buy-bar__buy', done: { leaves: '/allSubject', shows: '.taro__toast, .nut-toast' } },
    {
      ...at('goods'), name: 'the package choice', selector: '.spec-picker__item:not(.spec-picker__item--selected):not(.spec-picker__item--disabled)',
      done: { shows: '#app .spec-picker__item--selected:not(:first-child)' },
    },
    {
      ...at('confirm order'), name: 'the agreement tick', selector: '.confirm-order__agreement .nut-checkbox',
      done: { shows: '#app .confirm-order__agreement .nut-checkbox-icon-checked' },
    },
    {
      ...at('confirm order'), name: '确认支付 (after the tick)', before: ['.confirm-order__agreement .nut-checkbox'],
      selector: '.pay-bar .nut-button:not(.nut-button-disabled)', done: { shows: '#app .pay-popup .pay-popup__amount' },
    },
    {
      ...at('my orders'), name: 'a tab', selector: '.my-order__tab:not(.nut-tabs-titles-item-active)',
      done: { shows: '#app .my-order__tab.nut-tabs-titles-item-active:not(.my-order__tab--all)' },
    },
    {
      ...at('article list'), name: 'a channel tab', selector: '.article-tabs__tab:not(.article-tabs__tab--active)',
      done: { shows: '#app .article-tabs__tab--active:not(:first-child)' },
    },
  ]
}

/**
 * The centre of the first element matching `selector` that is on screen and not covered there (in the first screen,
 * or in the app), or null. An element of the app below the screen, or covered at its centre (a fixed bottom bar over
 * the last row), is scrolled to the middle of the screen first, as a learner would.
 */
export function visibleCentre(selector: string): { x: number; y: number; onFirstScreen: boolean } | null {
  for (const el of document.querySelectorAll(selector)) {
    const r = el.getBoundingClientRect()
    if (r.width < 1 || r.height < 1 || getComputedStyle(el).visibility === 'hidden') continue
    // The first screen is drawn over everything: what it shows is what the learner sees (and taps).
    const inLayer = !!el.closest('#first-screen')
    if (r.bottom <= 0 || r.top >= innerHeight) {
      if (!inLayer) el.scrollIntoView({ block: 'center' })
      continue
    }
    const x = r.left + r.width / 2
    const y = r.top + r.height / 2
    const hit = inLayer ? el : document.elementFromPoint(x, y)
    if (!hit || !el.contains(hit)) {
      el.scrollIntoView({ block: 'center' })
      continue
    }
    return { x, y, onFirstScreen: inLayer }
  }
  return null
}

async function tapWhenVisible(page: Page, selector: string) {
  const handle = await page.waitForFunction(visibleCentre, selector, { polling: 16, timeout: VISIBLE_TIMEOUT_MS })
  const spot = (await handle.jsonValue())!
  await page.mouse.click(spot.x, spot.y)
  return spot
}

/** Event Timing entries, kept from the start (the observer is registered before any script of the page). */
function observeEvents() {
  const w = window as unknown as { __events: TapEvent[] }
  w.__events = []
  new PerformanceObserver((list) => {
    for (const e of list.getEntries() as (PerformanceEventTiming & { interactionId?: number })[]) {
      if (e.interactionId) {
        w.__events.push({ id: e.interactionId, name: e.name, start: e.startTime, duration: e.duration, processingStart: e.processingStart, processingEnd: e.processingEnd })
      }
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: true } as PerformanceObserverInit)
}

export async function measureFirstTap(browser: Browser, baseUrl: string, target: TapTarget, session: Session): Promise<TapRun> {
  const context = await phoneContext(browser)
  try {
    if (target.login) await addSession(context, baseUrl, session)
    await context.addInitScript(observeEvents)
    const page = await context.newPage()
    const cdp = await context.newCDPSession(page)
    await cdp.send('Network.enable')
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: THROTTLING.latencyMs,
      downloadThroughput: THROTTLING.downloadBytesPerSecond,
      uploadThroughput: THROTTLING.uploadBytesPerSecond,
    })
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLING.cpuRate })
    const started = Date.now()
    await page.goto(baseUrl + target.url, { waitUntil: 'commit', timeout: 60_000 })
    let eventsBefore = 0
    let spot: Awaited<ReturnType<typeof tapWhenVisible>>
    try {
      for (const selector of target.before ?? []) await tapWhenVisible(page, selector)
      eventsBefore = await page.evaluate(() => (window as unknown as { __events: unknown[] }).__events.length)
      spot = await tapWhenVisible(page, target.selector)
    } catch (err) {
      // The target never showed (an earlier tap was lost, or the page failed): a lost tap, not a failed bench.
      if (!/Timeout/.test(String(err))) throw err
      return { latencyMs: NaN, phases: NO_PHASES, answered: false, tapAtMs: NaN, onFirstScreen: false }
    }
    const tapAtMs = Date.now() - started
    const answered = await page
      .waitForFunction(isDone, target.done, { polling: 50, timeout: ANSWER_TIMEOUT_MS })
      .then(() => true, () => false)
    // Event Timing reports an interaction once its paint is done; give the entries a moment to arrive.
    await page.waitForTimeout(300)
    const events = await page.evaluate((from) => (window as unknown as { __events: TapEvent[] }).__events.slice(from), eventsBefore)
    const first = events[0]
    const longest = first ? events.filter((e) => e.id === first.id).reduce((a, b) => (b.duration > a.duration ? b : a)) : null
    const latencyMs = longest ? longest.duration : 16
    return { latencyMs, phases: longest ? phasesOf(longest) : NO_PHASES, answered, tapAtMs, onFirstScreen: spot.onFirstScreen }
  } finally {
    await context.close()
  }
}

export function summariseTaps(target: TapTarget, runs: TapRun[]): TapFigures {
  return {
    route: target.route,
    name: target.name,
    medianLatencyMs: median(runs.map((r) => r.latencyMs)),
    worstLatencyMs: Math.max(...runs.map((r) => r.latencyMs).filter(Number.isFinite)),
    medianTapAtMs: median(runs.map((r) => r.tapAtMs)),
    medianPhases: {
      inputDelayMs: median(runs.map((r) => r.phases.inputDelayMs)),
      processingMs: median(runs.map((r) => r.phases.processingMs)),
      presentationMs: median(runs.map((r) => r.phases.presentationMs)),
    },
    lost: runs.filter((r) => !r.answered).length,
    runs,
  }
}
