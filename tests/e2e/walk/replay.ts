// Replaying the walk's tap paths (paths.json) and scripted form paths (scripted.ts) from home, shared by the walk
// (tests/e2e/walk.e2e.ts) and the dead-end explorer (tests/e2e/explorer.e2e.ts).
import fs from 'node:fs'
import path from 'node:path'
import type { BrowserContext, Locator, Page } from 'playwright-core'
import { loginAs, ROOT, waitsForApp, type Suite } from '../fixtures'
import { MARK_TAP_HANDLERS } from '../../screens/checks'
import { fingerprint, routeKeyOf, tapInPage, type Target } from './targets'
import type { Step } from './scripted'

export const PATHS: Record<string, { as: string; steps: Target[] }> = JSON.parse(fs.readFileSync(path.join(ROOT, 'tests/e2e/walk/paths.json'), 'utf8'))
// newcomer: a learner with no order yet, so a purchase is not stopped as a repeat (judgeGoodsRepeatPay).
export const PERSONAS: Record<string, string | null> = { guest: null, learner: '13900139000', staff: '13600136000', newcomer: '13711137111' }
export const HOME = '/publicPage/textualResearch'

/** Waits until the shown page has its data (no request for 500 ms), as a learner waits before tapping. */
export const networkSettled = (page: Page) => page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => undefined)

export const pathnameOf = (page: Page) => new URL(page.url()).pathname

/**
 * Home as the persona sees it once the app knows who they are: the staff's tabs (首页 is their school page) come with
 * the staff check (center/user/info), which the app starts after the first screen and a loaded machine may answer
 * after the network first went quiet; a path recorded on the staff's tabs is replayed on them.
 */
async function atHome(page: Page, persona: string | undefined, settle: (page: Page) => Promise<unknown>) {
  await settle(page)
  if (persona === 'staff') await page.locator('.tab-bar__item--staffHome').waitFor({ timeout: 30_000 })
}

export interface ReplayOptions {
  /** How a page is waited for after a navigation (networkSettled unless given). */
  settle?: (page: Page) => Promise<unknown>
  /** Told each tap's time from the tap to the next URL's commit. */
  onTap?: (ms: number, from: string, step: Target) => void
}

/**
 * One browser context at a time, each fresh at home as a persona: nothing left by the one before (cookies, storage,
 * history). Logs each persona in once (a second code within a minute is refused). With `reuse`, a persona's context
 * is kept for its next 'reuse' start: a new page in it (a fresh history), its storage as left. 'fresh' starts a new
 * context later starts may reuse, 'alone' one that none reuses (a form may have changed who is logged in).
 */
export function personas(s: Suite, { settle = networkSettled, onContext, reuse = false }: { settle?: ReplayOptions['settle']; onContext?: (c: BrowserContext) => Promise<unknown>; reuse?: boolean } = {}) {
  const tokens = new Map<string, string>()
  let context: BrowserContext | undefined
  let owner: string | undefined
  return {
    get context() { return context },
    close: async () => { await context?.close(); context = undefined },
    async startAs(persona: string | undefined, onPage?: (page: Page) => void, keep: 'reuse' | 'fresh' | 'alone' = 'reuse'): Promise<Page> {
      if (reuse && keep === 'reuse' && context && owner === (persona ?? '')) {
        await Promise.all(context.pages().map((p) => p.close()))
        const page = waitsForApp(await context.newPage())
        onPage?.(page)
        await page.goto(`${s.url}${HOME}`)
        await atHome(page, persona, settle)
        return page
      }
      await context?.close()
      owner = keep === 'alone' ? undefined : persona ?? ''
      context = await s.browser.newContext({ viewport: { width: 375, height: 812 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true, locale: 'zh-CN', bypassCSP: true })
      context.setDefaultTimeout(10_000)
      await context.addInitScript(MARK_TAP_HANDLERS)
      await onContext?.(context)
      const mobile = persona && PERSONAS[persona]
      if (mobile) {
        if (!tokens.has(persona)) tokens.set(persona, await loginAs(s, mobile))
        const host = new URL(s.url).hostname
        await context.addCookies(['token', 'userToken'].map((name) => ({ name, value: tokens.get(persona)!, domain: host, path: '/' })))
      }
      const page = waitsForApp(await context.newPage())
      onPage?.(page)
      await page.goto(`${s.url}${HOME}`)
      await atHome(page, persona, settle)
      return page
    },
  }
}

/**
 * Taps the target {sig, nth} of the shown page once the page holds still (the same targets 300 ms apart, as after
 * discovery's wait) and the target is there (up to 10 s after the page last changed). Resolves when the tap was made.
 */
export async function tapTarget(page: Page, { sig, nth }: Target) {
  // Up to 10 s after the page last changed (a loaded machine draws a long page's sections a frame each, slowly), and
  // never past 40 s.
  const cap = Date.now() + 40_000
  let deadline = Date.now() + 10_000
  let last = await fingerprint(page)
  for (;;) {
    // The quiet the paths were recorded after (discovery's wait): the targets, counted 300 ms apart, the same.
    await page.waitForTimeout(300)
    const now = await fingerprint(page)
    const still = now === last
    if (!still) deadline = Math.min(cap, Date.now() + 10_000)
    last = now
    if (still) {
      const tapped = await tapInPage(page, { sig, nth })
      if (tapped) return
    }
    if (Date.now() > deadline) throw new Error(`no "${sig}" #${nth} on ${page.url()}`)
  }
}

/** Replays recorded taps; each of them leaves the page it was made on. */
export async function replay(page: Page, steps: Target[], { settle = networkSettled, onTap }: ReplayOptions = {}) {
  for (const step of steps) {
    const before = page.url()
    await tapTarget(page, step)
    const tapped = Date.now()
    await page.waitForURL((u) => u.href !== before, { timeout: 10_000, waitUntil: 'commit' })
    onTap?.(Date.now() - tapped, before, step)
    await settle(page)
  }
}

/** A scripted step: tap a text or an element, type into a placeholder's field, or wait for a path. */
export async function runStep(page: Page, step: Step, settle = networkSettled) {
  const shown = (locator: Locator) => locator.filter({ visible: true }).first()
  if (step.tap) await shown(page.getByText(step.tap, { exact: true })).click()
  else if (step.fill) await shown(page.getByPlaceholder(step.fill[0])).fill(step.fill[1])
  else if (step.check) {
    // A NutUI button that is still disabled (a tick re-renders the bar a moment later) is not tapped yet.
    const target = page.locator(step.check).filter({ visible: true }).and(page.locator(':not(.nut-button-disabled)')).nth(step.nth ?? 0)
    // ifShown: a step the other side may skip (a provider that remembers the learner's consent).
    if (step.ifShown && !(await target.waitFor({ timeout: 3000 }).then(() => true, () => false))) return
    await target.click()
  }
  else if (step.waitFor) await page.waitForURL((u) => routeKeyOf(u.pathname) === step.waitFor, { timeout: 15_000 })
  else throw new Error(`unknown step ${JSON.stringify(step)}`)
  // After a tap or typing, the next step's own wait (for its target, or the path) covers what the step set going.
  if (step.waitFor) await settle(page)
}
