// The explorer's checks on the screen shown: a way back (the nav bar's arrow, the browser's Back, or a leave warning
// whose confirm leaves and whose cancel stays), a way on (not blank; a control to go on with where an order, a goods
// or an error shows), and reads that fail (the screen says so, offers a retry, and the retry recovers).
import type { Locator, Page } from 'playwright-core'
import { INTERACTIVE, untilStill } from '../../screens/checks'
import { back } from '../fixtures'
import { nameOf, type Watch } from './network'

/** A problem found on a screen (the caller adds the screen, its state and the tap path). */
export type Problems = string[]

/**
 * What the app says of a failed read (src/core/texts.ts: 请求失败~~~, 请求超时, 加载失败，点击重试, 页面出错了; finish
 * pay's 支付结果查询失败 with 重新查询), or the like.
 */
const ERROR_TEXT = /请求失败|加载失败|查询失败|请求超时|出错了|网络异常|网络错误|服务异常|网络不给力/
const RETRY_TEXT = /重试|重新加载|重新查询|刷新|再试/
/** Screens that show an order or a goods: each needs a control to go on with. */
const ORDER_OR_GOODS = /^\/(ty\/(payResult|confirmOrder|finishPay|loan|signAgreement|CourseSelect)|singleSubject|course-detail|member-detail|cpaPioneer\d?)/

const BACK_ARROW = '.nut-navbar-left-back, .nut-navbar-left .nut-icon'
const leaveDialog = (page: Page) => page.locator('.leave-warning__box, .nut-dialog').filter({ visible: true }).first()
export const shownText = (page: Page) => page.evaluate(() => {
  const shown = [...document.querySelectorAll<HTMLElement>('.taro_page')].find((p) => p.offsetParent !== null) ?? document.body
  const bar = shown.querySelector<HTMLElement>('.nut-navbar')?.innerText ?? ''
  return shown.innerText.replace(bar, '').replace(/\s+/g, ' ').trim()
})
const isTabPage = (page: Page) => page.locator('.tab-bar, .nut-tabbar').filter({ visible: true }).count().then((n) => n > 0)

/** Whether the URL left `from` within 5 s, or a leave dialog showed: 'left' | 'dialog' | 'stayed'. */
async function outcome(page: Page, from: string): Promise<'left' | 'dialog' | 'stayed'> {
  const left = page.waitForURL((u) => u.href !== from, { timeout: 5000, waitUntil: 'commit' }).then(() => 'left' as const, () => 'stayed' as const)
  const dialog = leaveDialog(page).waitFor({ timeout: 5000 }).then(() => 'dialog' as const, () => 'stayed' as const)
  const first = await Promise.race([left, dialog])
  if (first !== 'stayed') return first
  return (await left) === 'left' ? 'left' : await dialog
}

const dialogButton = (page: Page, text: RegExp) => leaveDialog(page).locator('.nut-button, button, [role=button]').filter({ hasText: text }).first()

/** `act` (a Back or the arrow) leaves the page at `url`, or shows a leave warning whose cancel stays and confirm leaves. */
async function leavesBy(page: Page, url: string, how: string, act: () => Promise<unknown>): Promise<Problems> {
  try {
    await act()
  } catch (error) {
    // A tap that cannot land: a dialog shown on arrival covers the arrow. Its button (我知道了) closes it, as a learner
    // would, and the tap is tried again; a dialog without one is a dead end.
    const dialog = page.locator('.nut-dialog').filter({ visible: true }).first()
    const cover = (await dialog.innerText().catch(() => '')).replace(/\s+/g, ' ').slice(0, 40)
    const button = dialog.locator('.nut-button, button').last()
    const closed = await button.click({ timeout: 3000 }).then(() => dialog.waitFor({ state: 'hidden', timeout: 3000 })).then(() => true, () => false)
    const tapped = closed && await act().then(() => true, () => false)
    if (!tapped) return [`${how} cannot be tapped${cover ? `: a dialog covers the page ("${cover}")` : ''} (${(error as Error).message.split('\n')[0]})`]
  }
  const first = await outcome(page, url)
  if (first === 'left') return []
  if (first === 'stayed') return [`${how} does not leave the page (no leave warning either)`]
  const problems: Problems = []
  const cancel = dialogButton(page, /继续|取消/)
  if (await cancel.count()) {
    await cancel.click()
    await leaveDialog(page).waitFor({ state: 'hidden', timeout: 5000 }).catch(() => problems.push(`${how}: the leave warning's cancel does not close it`))
    if (page.url() !== url) problems.push(`${how}: the leave warning's cancel leaves the page`)
    await act()
    if (await outcome(page, url) !== 'dialog') return [...problems, `${how}: after the warning's cancel, ${how} again shows no warning`]
  } else problems.push(`${how}: the leave warning offers no way to stay`)
  const confirm = dialogButton(page, /离开|确定|确认/)
  if (!(await confirm.count())) return [...problems, `${how}: the leave warning offers no way to leave`]
  await confirm.click()
  const left = await page.waitForURL((u) => u.href !== url, { timeout: 5000, waitUntil: 'commit' }).then(() => true, () => false)
  return left ? problems : [...problems, `${how}: the leave warning's confirm does not leave`]
}

/** Back at `url` after leaving it: Forward when that comes back to it, else loading it. */
async function returnTo(page: Page, watch: Watch, url: string) {
  await page.goForward({ waitUntil: 'commit', timeout: 5000 }).catch(() => undefined)
  if (page.url() !== url) await page.goto(url)
  await watch.quiet()
}

/** 1. A way back: the browser's Back (tab pages first in the history exempt), then, back at the page, the nav bar's arrow. */
export async function wayBack(page: Page, watch: Watch, firstInHistory: boolean): Promise<Problems> {
  const url = page.url()
  const tab = await isTabPage(page)
  const problems: Problems = []
  if (!(tab && firstInHistory)) {
    problems.push(...await leavesBy(page, url, "the browser's Back", () => back(page)))
    await returnTo(page, watch, url)
  }
  // Waited for: back by Forward, the page may be a new document still starting (a page past the cashier).
  const arrow = page.locator(BACK_ARROW).filter({ visible: true }).first()
  if (!tab) await arrow.waitFor({ timeout: 10_000 }).catch(() => undefined)
  if (await arrow.count()) problems.push(...await leavesBy(page, url, "the nav bar's back arrow", () => arrow.click({ timeout: 3000 })))
  else if (!tab) problems.push("no back arrow in the nav bar (and not a tab page)")
  return problems
}

/** 2. A way on: visible text beyond the title once still; on an order, a goods or an error, an enabled control. */
export async function wayOn(page: Page, routeKey: string): Promise<Problems> {
  await untilStill(page)
  // Text drawn after the reads answered (a rich text, a player's frame) is waited for. The network's quiet is no
  // sign that it came: a page's read starts once its chunk has loaded and it first rendered, which on a loaded machine
  // can come after the 500 ms of quiet that ended the tap. The deadline counts only for a page that stays blank.
  await page.waitForFunction(() => {
    const shown = [...document.querySelectorAll<HTMLElement>('.taro_page')].find((p) => p.offsetParent !== null) ?? document.body
    const bar = shown.querySelector<HTMLElement>('.nut-navbar')?.innerText ?? ''
    return shown.innerText.replace(bar, '').trim().length > 0
  }, null, { timeout: 15_000 }).catch(() => undefined)
  const text = await shownText(page)
  if (!text) return ['blank once settled: no text beyond the title']
  if (!ORDER_OR_GOODS.test(routeKey) && !ERROR_TEXT.test(text)) return []
  const enabled = await page.evaluate((selector) => {
    const shown = [...document.querySelectorAll<HTMLElement>('.taro_page')].find((p) => p.offsetParent !== null) ?? document.body
    return [...shown.querySelectorAll<HTMLElement>(selector)].filter((el) => el.getClientRects().length > 0 && !el.closest('.nut-navbar')
      && !el.closest('[disabled], .nut-button-disabled, [aria-disabled=true]')).length
  }, INTERACTIVE)
  return enabled ? [] : [`shows ${ERROR_TEXT.test(text) ? 'an error' : 'an order or a goods'} with no enabled control`]
}

interface ErrorArgs { error: string; retry: string; selector: string; both: boolean }

/**
 * In the page: the error text shown (a leaf of the page, a toast or a dialog) and whether a retry control is there
 * (marked data-explorer-retry). With `both`, false until both are there (for waitForFunction).
 */
function errorInPage({ error, retry, selector, both }: ErrorArgs) {
  const errorRe = new RegExp(error)
  const retryRe = new RegExp(retry)
  const visible = (el: Element) => (el as HTMLElement).getClientRects().length > 0
  let said: string | null = null
  for (const el of document.querySelectorAll<HTMLElement>('.taro_page *, .taro__toast, .nut-toast, .nut-dialog')) {
    if (!visible(el) || el.children.length > 0) continue
    const t = el.innerText?.trim() ?? ''
    // A short line (a message, not a paragraph of content that mentions an error).
    if (t.length <= 24 && errorRe.test(t)) { said = t; break }
  }
  document.querySelectorAll('[data-explorer-retry]').forEach((el) => el.removeAttribute('data-explorer-retry'))
  const control = [...document.querySelectorAll<HTMLElement>(selector)].find((el) => visible(el) && retryRe.test(el.innerText ?? ''))
  control?.setAttribute('data-explorer-retry', '')
  if (both && !(said && control)) return false
  return { said, retry: !!control }
}

/** The error the shown page says and its retry control; `waitMs`: waited for both up to then (a toast comes and fades). */
async function errorShown(page: Page, waitMs = 0): Promise<{ said: string | null; retry: Locator | null }> {
  const args = { error: ERROR_TEXT.source, retry: RETRY_TEXT.source, selector: `${INTERACTIVE},.list-footer--error` }
  if (waitMs) await page.waitForFunction(errorInPage, { ...args, both: true }, { timeout: waitMs }).catch(() => undefined)
  const found = (await page.evaluate(errorInPage, { ...args, both: false })) as { said: string | null; retry: boolean }
  return { said: found.said, retry: found.retry ? page.locator('[data-explorer-retry]').last() : null }
}

/** Until the shown page holds at least `share` of the words (two characters or more) of `baseline`; the share it holds. */
async function wordsBack(page: Page, baseline: string, share: number, timeout: number): Promise<number> {
  const words = [...new Set(baseline.split(' ').filter((w) => w.length >= 2))]
  const held = ({ words, share }: { words: string[]; share: number }) => {
    const shown = [...document.querySelectorAll<HTMLElement>('.taro_page')].find((p) => p.offsetParent !== null) ?? document.body
    const text = shown.innerText
    const n = words.length ? words.filter((w) => text.includes(w)).length / words.length : 1
    return n >= share ? n : false
  }
  await page.waitForFunction(held, { words, share }, { timeout }).catch(() => undefined)
  return (await page.evaluate(held, { words, share: 0 })) as number
}

export type Fault = '500' | 'abort'

/** Reads a load of their screen's URL did not make (answered from memory or storage): not failed, only told. */
export const notAsked: string[] = []

/**
 * 3. A read that fails: the screen at `url` loaded with call `name` failing (500 or a dropped connection) says so
 * and offers a retry; once the call answers again, a tap on the retry recovers: the error gone and most of the words
 * the screen showed when reached (`baseline`) back.
 */
export async function failedRead(page: Page, watch: Watch, url: string, name: string, fault: Fault, baseline: string, reset: () => Promise<void>): Promise<Problems> {
  let failing = true
  let asked = 0
  await page.route('**/api/**', (route) => {
    if (nameOf(route.request(), watch.loggedIn)?.name !== name) return route.fallback()
    asked++
    if (!failing) return route.fallback()
    return fault === '500'
      ? route.fulfill({ status: 500, contentType: 'text/html', body: '<html><body>500 Internal Server Error</body></html>' })
      : route.abort('connectionreset')
  })
  const what = `${name} failing (${fault === '500' ? 'HTTP 500' : 'connection dropped'})`
  try {
    await reset()
    await page.goto(url)
    await watch.quiet()
    if (!asked) {
      notAsked.push(`${name} on ${new URL(url).pathname}`)
      return []
    }
    // The error may come as a toast that fades: looked for as the page answers, for up to 2 s.
    let { said, retry } = await errorShown(page, 2000)
    // A read the screen asks again by itself (finish pay's status check, 5 asks 1 s apart): judged once it stops asking.
    if (!said && asked > 1) {
      for (let n = 0, until = Date.now() + 15_000; n !== asked && Date.now() < until; ) {
        n = asked
        await page.waitForTimeout(1500)
      }
      ;({ said, retry } = await errorShown(page, 2000))
    }
    // A screen that went on by itself (finish pay's countdown to the next step) left no dead end.
    if (!said && page.url() !== url) return []
    if (!said) return [`${what}: the screen says nothing`]
    if (!retry) return [`${what}: says "${said}" but offers no retry`]
    failing = false
    const before = asked
    await retry.click()
    await watch.quiet()
    if (asked === before) return [`${what}: the retry does not ask ${name} again`]
    // The words first, then the error: a toast of the failed load may still be fading (it offers no retry), and
    // waiting it out would cost each read two seconds.
    const share = await wordsBack(page, baseline, 0.6, 2000)
    if (page.url() !== url) return []
    const after = await errorShown(page)
    if (after.said && after.retry) return [`${what}: the retry does not recover (still "${after.said}")`]
    if (share < 0.6) return [`${what}: the retry does not recover the content (${Math.round(share * 100)}% of its words back: "${(await shownText(page)).slice(0, 60)}")`]
    return []
  } finally {
    await page.unrouteAll({ behavior: 'ignoreErrors' })
  }
}

/**
 * 4. Secondary reads that fail (explorer/reads.ts), all at once with HTTP 500 in one load of `url`: the screen may
 * hide their parts, but keeps its main content (half the words of `baseline`, when it has `mainReads`), is not
 * blank, keeps its back arrow (`hadArrow`) and a way on. Page errors are caught by the caller's listener, as for every load.
 */
export async function failedSecondary(page: Page, watch: Watch, url: string, screen: string, names: string[], mainReads: number, baseline: string, hadArrow: boolean, reset: () => Promise<void>): Promise<Problems> {
  let asked = 0
  await page.route('**/api/**', (route) => {
    const name = nameOf(route.request(), watch.loggedIn)?.name
    if (!name || !names.includes(name)) return route.fallback()
    asked++
    return route.fulfill({ status: 500, contentType: 'text/html', body: '<html><body>500 Internal Server Error</body></html>' })
  })
  const what = `secondary reads failing (${names.join(', ')})`
  try {
    await reset()
    await page.goto(url)
    await watch.quiet()
    if (!asked) {
      notAsked.push(`${names.join(', ')} on ${new URL(url).pathname}`)
      return []
    }
    const problems = (await wayOn(page, screen)).map((p) => `${what}: ${p}`)
    // A screen without a main read (a search box, the learner's page of links) is its controls: no words to keep.
    const share = mainReads ? await wordsBack(page, baseline, 0.5, 2000) : 1
    if (share < 0.5) problems.push(`${what}: the main content is gone (${Math.round(share * 100)}% of its words shown)`)
    const arrow = await page.locator(BACK_ARROW).filter({ visible: true }).count()
    if (hadArrow && !arrow) problems.push(`${what}: the back arrow is gone`)
    return problems
  } finally {
    await page.unrouteAll({ behavior: 'ignoreErrors' })
  }
}

/** Whether the shown page has a back arrow in its nav bar. */
export const hasArrow = (page: Page) => page.locator(BACK_ARROW).filter({ visible: true }).count().then((n) => n > 0)
