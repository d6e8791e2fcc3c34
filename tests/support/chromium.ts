// Debian's Chromium driven by playwright-core as a learner's phone: 375x812, touch, zh-CN, the back-forward cache on;
// and the steps every browser suite takes on the app (waiting for the app to take over from the first screen, Back
// and Forward, screenshots, a login by cookie, NutUI's buttons and picker). No test framework here.
import fs from 'node:fs'
import path from 'node:path'
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type LaunchOptions, type Locator, type Page } from 'playwright-core'
import { ROOT, apiLoginUser, type HasUrl } from './server'

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium'
export const CHROMIUM_ARGS = [
  '--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
  '--disable-background-networking', '--disable-component-update', '--disable-sync',
]

/**
 * How every suite launches Chromium. playwright gives every launch a fresh, throw-away user-data-dir of its own. Its
 * default arguments switch the back-forward cache off; phones have it on (Back restores the page as it was left), so
 * it stays on here.
 */
export const CHROMIUM_LAUNCH: LaunchOptions = { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, ignoreDefaultArgs: ['--disable-back-forward-cache'] }

/** An iPhone-sized phone: 375x812 at 2x, touch, Chinese. */
export const PHONE: BrowserContextOptions = { viewport: { width: 375, height: 812 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true, locale: 'zh-CN' }

/**
 * Until the app has taken over from the first screen index.html draws on the key routes before the app runs
 * (src/platform/earlyData/firstScreen): that layer repeats the top of the page with the app's own class names, so a
 * test's selector would find its copy first. A learner's taps go through it to the app beneath.
 */
export async function appTookOver(page: Page, timeout = 15_000): Promise<void> {
  await page.waitForFunction(() => !document.getElementById('first-screen') && !(window as { __firstScreenPending?: boolean }).__firstScreenPending, null, { timeout })
}

/** The page's goto and reload, each waiting for the app to take over from the first screen (appTookOver). */
export function waitsForApp(page: Page): Page {
  const goto = page.goto.bind(page)
  const reload = page.reload.bind(page)
  page.goto = async (...args) => {
    const response = await goto(...args)
    await appTookOver(page).catch(() => undefined)
    return response
  }
  page.reload = async (...args) => {
    const response = await reload(...args)
    await appTookOver(page).catch(() => undefined)
    return response
  }
  return page
}

export interface PhoneOptions {
  userAgent?: string
  /** The page ignores the server's Content-Security-Policy (a suite that must see what runs without that second line of defence). */
  bypassCSP?: boolean
}

/** A phone's context in `browser`: its first page (waiting for the app on goto and reload) and the page errors it collects. */
export async function openPhone(browser: Browser, { userAgent, bypassCSP = false }: PhoneOptions = {}): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await browser.newContext({ ...PHONE, userAgent, bypassCSP })
  context.setDefaultTimeout(10_000)
  const page = waitsForApp(await context.newPage())
  const errors: string[] = []
  page.on('pageerror', (e) => errors.push(e.message))
  return { context, page, errors }
}

/** A Chromium of its own with one phone in it (openPhone); close() ends both. */
export async function openBrowser(options: PhoneOptions = {}) {
  const browser = await chromium.launch(CHROMIUM_LAUNCH)
  const phone = await openPhone(browser, options)
  return { browser, ...phone, close: () => browser.close() }
}

/**
 * The browser's Back or Forward, resolved once the history step has committed (a restore from the back-forward
 * cache fires no load). Right after a restore from the cache Chromium may still be swapping the page in,
 * and Playwright's first step (reading the history, before any navigation) then fails as "Not attached to an active
 * page": that step is tried again; a navigation that did start is never repeated.
 */
async function history(page: Page, direction: 'goBack' | 'goForward') {
  for (let tries = 1; ; tries++) {
    try {
      return await page[direction]({ waitUntil: 'commit' })
    } catch (error) {
      if (tries >= 5 || !String((error as Error).message).includes('getNavigationHistory')) throw error
      // A retry's pause: nothing tells when the page swapped in from the cache is attached, so there is no event to wait on.
      await page.waitForTimeout(200)
    }
  }
}
export const back = (page: Page) => history(page, 'goBack')
export const forward = (page: Page) => history(page, 'goForward')

/** Numbered screenshots of each step under test-results/e2e/<suite>/. */
export function screenshots(page: Page, suite: string): (step: string) => Promise<void> {
  const dir = path.join(ROOT, 'test-results/e2e', suite)
  fs.rmSync(dir, { recursive: true, force: true })
  fs.mkdirSync(dir, { recursive: true })
  let n = 0
  return async (step) => {
    n += 1
    await page.screenshot({ path: path.join(dir, `${String(n).padStart(2, '0')}-${step}.png`) })
  }
}

/** Clicks a button by its accessible name (its text): Taro's H5 Button renders role="button". */
export async function tapButton(page: Page, text: string): Promise<void> {
  await page.getByRole('button', { name: text }).first().click()
}

/** Logs a learner in through the API (sandbox SMS) and gives the browser the session cookies; returns the token. */
export async function loginAs(s: HasUrl & { context: BrowserContext }, mobileNo: string, { userData = false } = {}): Promise<string> {
  const { token, uid } = await apiLoginUser(s.url, mobileNo)
  const host = new URL(s.url).hostname
  await s.context.addCookies(['token', 'userToken'].map((name) => ({ name, value: token, domain: host, path: '/' })))
  // userData: as after a login in the app, {uid, token} in Taro's storage beside the cookies (src/stores/session.ts),
  // while the cookie still holds this token (a logout clears both). Without it the learner is known by the cookie
  // alone, as single sign-on brings them: index.html then leaves the calls that name the userId to the page.
  if (userData) {
    await s.context.addInitScript(([t, u]) => {
      if (document.cookie.includes(`token=${t}`) && !localStorage.getItem('userData')) {
        localStorage.setItem('userData', JSON.stringify({ data: { uid: u, token: t } }))
      }
    }, [token, uid] as const)
  }
  return token
}

/** Drags a NutUI picker column by `dy` CSS pixels with real touch events (the picker answers only to touch). */
export async function dragPicker(page: Page, dy: number): Promise<void> {
  const box = await page.locator('.nut-pickerview-list').first().boundingBox()
  if (!box) throw new Error('no picker column on the page')
  const cdp = await page.context().newCDPSession(page)
  const x = box.x + box.width / 2
  let y = box.y + box.height / 2
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] })
  for (let i = 0; i < 10; i++) {
    y += dy / 10
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x, y }] })
    // A finger's pace, a frame a step: the picker reads the speed of the moves for its fling.
    await page.waitForTimeout(16)
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] })
  // The column rolls on after the finger lifts, then snaps to an option.
  await settled(page.locator('.nut-pickerview-list').first())
}

/**
 * Until `locator`'s element (visible, one) holds still: no animation or transition running on it, inside it or on
 * an element holding it (a NutUI popup sliding up, an overlay, dialog or Taro modal fading in, a picker rolling),
 * neither it nor what holds it at opacity 0 (a Taro modal or toast before its fade starts), and its box and the
 * scroll of everything scrolling in it (a carousel's smooth scroll to a slide, a page still growing) the same two
 * frames running. Endless
 * animations (a spinner, a skeleton's shine) are not waited for. For a screenshot after a popup or a dialog opens.
 */
export async function settled(locator: Locator, timeout = 10_000): Promise<void> {
  await locator.waitFor({ timeout })
  const el = await locator.elementHandle({ timeout })
  if (!el) throw new Error(`settled: ${locator} has no element`)
  try {
    await locator.page().waitForFunction(({ node, call }) => {
      const related = (t: Element | null | undefined) => !!t && (t === node || node.contains(t) || t.contains(node))
      let faded = false
      for (let n: Element | null = node; n; n = n.parentElement) if (getComputedStyle(n).opacity === '0') faded = true
      const moving = document.getAnimations().some((a) => a.playState === 'running'
        && a.effect?.getTiming().iterations !== Infinity
        && related((a.effect as KeyframeEffect | null)?.target))
      const box = node.getBoundingClientRect()
      const scrolls = [node, ...node.querySelectorAll('*')]
        .filter((e) => e.scrollWidth > e.clientWidth || e.scrollHeight > e.clientHeight)
        .map((e) => `${e.scrollLeft},${e.scrollTop},${e.scrollWidth},${e.scrollHeight}`)
      const now = [box.x, box.y, box.width, box.height, ...scrolls].join()
      // The last frame's look, kept on the page for this call.
      const w = window as unknown as { __settled?: { call: number; now: string } }
      const last = w.__settled?.call === call ? w.__settled.now : undefined
      w.__settled = { call, now }
      return !faded && !moving && last === now
    }, { node: el, call: Math.random() }, { timeout, polling: 'raf' })
  } finally {
    await el.dispose()
  }
}

export interface ScrollOptions {
  /** Pixels a step (a finger's swipe). */
  step?: number
  /** Steps at most. */
  tries?: number
  /** The page scrolled is the one holding this selector's first element (the shown page when not given). */
  inside?: string
  /** How long a step that reached the bottom waits for the page to grow. */
  wait?: number
}

/**
 * Scrolls the shown page (Taro's H5 pages scroll inside .taro_page; a tab page may scroll the document) `step` px at a
 * time, as a finger does, until `done` holds or `tries` steps have been taken; resolves whether `done` held.
 * Taro's reach-bottom (a list's next page) fires on a scroll event within the page's distance of its bottom, and
 * again only after one from farther up: so each step waits until its scroll event has been handled, and a step that
 * ends at the bottom waits for what that asked for, the page growing, or for `done` (a failed page says so).
 */
export async function scrollUntil(page: Page, done: () => Promise<boolean>, { step = 600, tries = 40, inside, wait = 10_000 }: ScrollOptions = {}): Promise<boolean> {
  for (let i = 0; i < tries; i++) {
    if (await done()) return true
    const at = await page.evaluate(async ({ dy, inside }) => {
      const shown = inside
        ? document.querySelector(inside)?.closest<HTMLElement>('.taro_page')
        : [...document.querySelectorAll<HTMLElement>('.taro_page')].find((p) => p.offsetParent !== null)
      const el = shown ?? document.scrollingElement!
      const from = el.scrollTop
      // Listened to after the page's own listener (Taro's, added when the page was made): it has run when this does.
      const handled = new Promise((resolve) => (el === document.scrollingElement ? window : el).addEventListener('scroll', resolve, { once: true }))
      el.scrollBy(0, dy)
      const moved = el.scrollTop !== from
      if (moved) await handled
      return { moved, bottom: el.scrollHeight - el.scrollTop - el.clientHeight <= 1, height: el.scrollHeight }
    }, { dy: step, inside })
    if (!at.bottom) continue
    let grew = false
    for (const end = Date.now() + wait; !grew && Date.now() < end && !(await done());) {
      grew = await page.waitForFunction(({ inside, height }) => {
        const shown = inside
          ? document.querySelector(inside)?.closest<HTMLElement>('.taro_page')
          : [...document.querySelectorAll<HTMLElement>('.taro_page')].find((p) => p.offsetParent !== null)
        return (shown ?? document.scrollingElement!).scrollHeight > height
      }, { inside, height: at.height }, { timeout: 250 }).then(() => true, () => false)
    }
    // At the bottom already, and nothing came: no step can ask again.
    if (!grew && !at.moved) break
  }
  return done()
}
