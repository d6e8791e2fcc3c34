/**
 * My orders with the bench learner's 1 000 unpaid orders (server/db/seeds/bench.ts):
 *  - first card: time from navigation start to the first order card painted (a MutationObserver sees the card, a
 *    frame later a task records performance.now(), which counts from navigation start), in fresh contexts;
 *  - then one page is scrolled until the list says '没有更多了' (10 orders a load), so every card and its countdown
 *    is mounted; left idle but for the countdowns, its heap is read after 5 s and 60 s (forced GC first), and a
 *    10 s performance trace in between gives the scripting of each one-second tick (./trace.ts).
 */
import type { Browser, Page } from 'playwright-core'
import { addSession, phoneContext, type Session } from './browser'
import { median } from './stats'
import { tickScripting, type TickScripting, type TraceEvent } from './trace'

export const MY_ORDERS_URL = '/ty/myOrder'
const CARD = '.my-order .order-card'
const TRACE_SECONDS = 10
const TRACE_CATEGORIES = ['-*', 'devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'toplevel']

export interface OrdersFigures {
  firstCardMs: number
  firstCardRunsMs: number[]
  /** Time to page through the whole list by scrolling. */
  loadAllMs: number
  cardsMounted: number
  countdownsMounted: number
  tick: TickScripting & { traceSeconds: number }
  heapAfter5sBytes: number
  heapAfter60sBytes: number
  /** (after 60 s - after 5 s) / after 5 s */
  heapGrowth: number
}

type Marks = { __benchFirstCard?: number }

async function firstCardMs(browser: Browser, baseUrl: string, session: Session): Promise<number> {
  const context = await phoneContext(browser)
  try {
    await addSession(context, baseUrl, session)
    await context.addInitScript((selector: string) => {
      const observer = new MutationObserver(() => {
        if (!document.querySelector(selector)) return
        observer.disconnect()
        requestAnimationFrame(() => setTimeout(() => ((window as Marks).__benchFirstCard = performance.now()), 0))
      })
      observer.observe(document, { childList: true, subtree: true })
    }, CARD)
    const page = await context.newPage()
    await page.goto(baseUrl + MY_ORDERS_URL)
    const handle = await page.waitForFunction(() => (window as Marks).__benchFirstCard, undefined, { timeout: 30_000 })
    return (await handle.jsonValue()) as number
  } finally {
    await context.close()
  }
}

/** Scrolls the visible Taro page to its end until the list footer says there is no more. */
async function scrollToEnd(page: Page, timeoutMs = 300_000): Promise<number> {
  const until = Date.now() + timeoutMs
  for (;;) {
    const { count, done } = await page.evaluate(async (selector) => {
      const pages = [...document.querySelectorAll<HTMLElement>('.taro_page')].filter((p) => p.style.display !== 'none')
      const el = pages[pages.length - 1] ?? document.scrollingElement
      // Taro fires reach-bottom once per arrival near the end: leave the end zone first, then scroll to the end.
      el.scrollTop = Math.max(0, el.scrollHeight - el.clientHeight - 1500)
      await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 50)))
      el.scrollTop = el.scrollHeight
      const footer = document.querySelector('.my-order .list-footer')?.textContent ?? ''
      return { count: document.querySelectorAll(selector).length, done: footer.includes('没有更多了') }
    }, CARD)
    if (done) return count
    if (Date.now() > until) throw new Error(`my orders: still loading after ${timeoutMs / 1000} s (${count} cards)`)
    await page
      .waitForFunction(
        ([selector, before]) =>
          document.querySelectorAll(selector as string).length > (before as number) ||
          (document.querySelector('.my-order .list-footer')?.textContent ?? '').includes('没有更多了'),
        [CARD, count] as const,
        { timeout: 20_000 },
      )
      .catch(() => undefined) // a scroll that triggered nothing: scroll again
  }
}

const sleepUntil = (at: number) => new Promise((r) => setTimeout(r, Math.max(0, at - Date.now())))

export async function measureOrders(browser: Browser, baseUrl: string, session: Session, runs: number, log: (line: string) => void): Promise<OrdersFigures> {
  const firstCardRunsMs: number[] = []
  for (let i = 0; i < runs; i++) firstCardRunsMs.push(await firstCardMs(browser, baseUrl, session))
  log(`first card painted: ${firstCardRunsMs.map((v) => v.toFixed(0)).join(', ')} ms`)

  const context = await phoneContext(browser)
  try {
    await addSession(context, baseUrl, session)
    const page = await context.newPage()
    const started = Date.now()
    await page.goto(baseUrl + MY_ORDERS_URL)
    await page.locator(CARD).first().waitFor({ timeout: 30_000 })
    const cardsMounted = await scrollToEnd(page, 240_000)
    const loadAllMs = Date.now() - started
    const countdownsMounted = await page.locator(`${CARD} .order-card__countdown`).count()
    log(`list complete: ${cardsMounted} cards, ${countdownsMounted} countdowns, ${(loadAllMs / 1000).toFixed(1)} s`)

    const cdp = await context.newCDPSession(page)
    await cdp.send('HeapProfiler.enable')
    const heap = async () => {
      await cdp.send('HeapProfiler.collectGarbage')
      return (await cdp.send('Runtime.getHeapUsage')).usedSize
    }
    const t0 = Date.now()
    await sleepUntil(t0 + 5_000)
    const heapAfter5sBytes = await heap()
    await browser.startTracing(page, { categories: TRACE_CATEGORIES })
    // a little over the whole seconds wanted: the trace's first and last events sit inside the traced span
    await sleepUntil(Date.now() + TRACE_SECONDS * 1000 + 500)
    const trace = JSON.parse((await browser.stopTracing()).toString('utf8')) as { traceEvents: TraceEvent[] }
    const ticks = tickScripting(trace.traceEvents)
    const tick = { ...ticks, traceSeconds: ticks.perSecondMs.length }
    log(`tick scripting per second: ${tick.perSecondMs.map((v) => v.toFixed(1)).join(', ')} ms`)
    await sleepUntil(t0 + 60_000)
    const heapAfter60sBytes = await heap()
    return {
      firstCardMs: median(firstCardRunsMs),
      firstCardRunsMs,
      loadAllMs,
      cardsMounted,
      countdownsMounted,
      tick,
      heapAfter5sBytes,
      heapAfter60sBytes,
      heapGrowth: (heapAfter60sBytes - heapAfter5sBytes) / heapAfter5sBytes,
    }
  } finally {
    await context.close()
  }
}
