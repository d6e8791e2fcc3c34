// Network faults for the e2e suites: API calls answered by a fault instead of the server, the browser offline, a
// slow 3G line, and the request layer's 30 s timeout reached with Playwright's clock.
//
//   const api = await faults(page)
//   api.next('/api/order/createOrder', 'lost')   // the next createOrder reaches the server, its answer is lost
//   api.next('/api/order/getOrderList', 'raw500', 'drop')   // the next two calls fail, the third passes
//   await api.calls('/api/order/createOrder')     // how many calls the page made
//
// Faults: 'drop' (the connection resets before the server sees the call), 'lost' (the server answers, the answer
// never arrives), 'raw500' (a proxy's bare 500 page, no envelope), 'env500' (the server's envelope with code 500),
// 'hang' (no answer at all: with the page's clock installed, clock.fastForward passes the 30 s timeout).
import type { Page, Route } from 'playwright-core'

/** A planned fault (see above). */
export type Fault = 'drop' | 'lost' | 'raw500' | 'env500' | 'hang'

/** The fault table of one page (what faults() returns). */
export interface Faults {
  next: (path: string, ...kinds: Fault[]) => void
  calls: (path: string) => number
  pending: () => string[]
  waitCalls: (path: string, n: number, ms?: number) => Promise<void>
  release: () => Promise<void>
}

/** Routes every /api/ call of `page` through a table of planned faults. */
export async function faults(page: Page): Promise<Faults> {
  const planned = new Map<string, Fault[]>()
  const seen = new Map<string, number>()
  const hung: Route[] = []
  /** Called on every call (waitCalls' waiters). */
  const onCall = new Set<() => void>()
  await page.route('**/api/**', async (route) => {
    const path = new URL(route.request().url()).pathname
    seen.set(path, (seen.get(path) ?? 0) + 1)
    for (const f of onCall) f()
    const queue = planned.get(path)
    const fault = queue?.shift()
    if (!fault) return route.continue()
    if (fault === 'drop') return route.abort('connectionreset')
    if (fault === 'raw500') return route.fulfill({ status: 500, contentType: 'text/html', body: '<html><body>500 Internal Server Error</body></html>' })
    if (fault === 'env500') return route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ code: 500, msg: '服务器开小差了', data: null }) })
    if (fault === 'lost') {
      await route.fetch() // the server did the work
      return route.abort('connectionreset')
    }
    if (fault === 'hang') {
      hung.push(route)
      return undefined
    }
    throw new Error(`unknown fault ${fault}`)
  })
  return {
    next(path: string, ...kinds: Fault[]) {
      planned.set(path, [...(planned.get(path) ?? []), ...kinds])
    },
    calls: (path: string) => seen.get(path) ?? 0,
    /** Faults planned and not yet met (a test that plans one the page never reaches proves nothing). */
    pending: () => [...planned].filter(([, q]) => q.length).map(([p, q]) => `${p}: ${q.join(',')}`),
    /** Waits until `path` has been called `n` times in all. */
    waitCalls(path: string, n: number, ms = 10_000) {
      return new Promise<void>((resolve, reject) => {
        const check = () => {
          if ((seen.get(path) ?? 0) < n) return
          clearTimeout(timer)
          onCall.delete(check)
          resolve()
        }
        const timer = setTimeout(() => {
          onCall.delete(check)
          reject(new Error(`${path} called ${seen.get(path) ?? 0} times, expected ${n}`))
        }, ms)
        onCall.add(check)
        check()
      })
    },
    /** Lets hung calls fail as a dropped connection would (after the app has timed them out). */
    async release() {
      for (const r of hung.splice(0)) await r.abort('connectionreset').catch(() => undefined)
    },
  }
}

/** Slow 3G as Lighthouse and DevTools define it: 400 ms round trips, 400 kbit/s down, 400 kbit/s up. */
export async function slow3g(page: Page): Promise<() => Promise<unknown>> {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Network.enable')
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 400, downloadThroughput: 50_000, uploadThroughput: 50_000 })
  return () => cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 })
}

/** The text of the toast shown now (Taro's H5 toast: an icon <p> and a title <p>), '' when none. */
export async function toastText(page: Page): Promise<string> {
  return page.evaluate(() => {
    const el = [...document.querySelectorAll<HTMLElement>('.taro__toast')].find((t) => getComputedStyle(t).display !== 'none' && t.style.opacity !== '0')
    return el?.querySelectorAll('p')[1]?.textContent?.trim() ?? ''
  })
}

/** Waits for a toast saying exactly `text` (looked for at every frame: a toast shows for 1.5 s). */
export async function waitToast(page: Page, text: string, ms = 10_000): Promise<void> {
  await page.waitForFunction((text) => {
    // toastText's look, here in the page's own polling.
    const el = [...document.querySelectorAll<HTMLElement>('.taro__toast')].find((t) => getComputedStyle(t).display !== 'none' && t.style.opacity !== '0')
    return (el?.querySelectorAll('p')[1]?.textContent?.trim() ?? '') === text
  }, text, { timeout: ms, polling: 'raf' }).catch(async (error: Error) => {
    if (!/Timeout/i.test(error.message)) throw error
    throw new Error(`no toast '${text}' within ${ms} ms (last: '${await toastText(page).catch(() => '?')}')`)
  })
}

/** True while a loading toast (Taro.showLoading: its icon spins with taroLoading) or a NutUI loading button shows. */
export async function spinning(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const shown = (el: Element | null | undefined) => !!el && el.getClientRects().length > 0 && getComputedStyle(el).visibility !== 'hidden'
    const loadingToast = [...document.querySelectorAll('.taro__toast p')].some((p) => /taroLoading/.test(p.getAttribute('style') ?? '') && shown(p))
    const loadingButton = [...document.querySelectorAll('.nut-button--loading')].some(shown)
    return loadingToast || loadingButton
  })
}
