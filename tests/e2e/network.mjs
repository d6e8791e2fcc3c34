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

/** Routes every /api/ call of `page` through a table of planned faults. */
export async function faults(page) {
  const planned = new Map()
  const seen = new Map()
  const hung = []
  await page.route('**/api/**', async (route) => {
    const path = new URL(route.request().url()).pathname
    seen.set(path, (seen.get(path) ?? 0) + 1)
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
    next(path, ...kinds) {
      planned.set(path, [...(planned.get(path) ?? []), ...kinds])
    },
    calls: (path) => seen.get(path) ?? 0,
    /** Faults planned and not yet met (a test that plans one the page never reaches proves nothing). */
    pending: () => [...planned].filter(([, q]) => q.length).map(([p, q]) => `${p}: ${q.join(',')}`),
    /** Waits until `path` has been called `n` times in all. */
    async waitCalls(path, n, ms = 10_000) {
      const until = Date.now() + ms
      while ((seen.get(path) ?? 0) < n) {
        if (Date.now() > until) throw new Error(`${path} called ${seen.get(path) ?? 0} times, expected ${n}`)
        await page.waitForTimeout(25)
      }
    },
    /** Lets hung calls fail as a dropped connection would (after the app has timed them out). */
    async release() {
      for (const r of hung.splice(0)) await r.abort('connectionreset').catch(() => undefined)
    },
  }
}

/** Slow 3G as Lighthouse and DevTools define it: 400 ms round trips, 400 kbit/s down, 400 kbit/s up. */
export async function slow3g(page) {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Network.enable')
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 400, downloadThroughput: 50_000, uploadThroughput: 50_000 })
  return () => cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 })
}

/** The text of the toast shown now (Taro's H5 toast: an icon <p> and a title <p>), '' when none. */
export async function toastText(page) {
  return page.evaluate(() => {
    const el = [...document.querySelectorAll('.taro__toast')].find((t) => getComputedStyle(t).display !== 'none' && t.style.opacity !== '0')
    return el?.querySelectorAll('p')[1]?.textContent?.trim() ?? ''
  })
}

/** Waits for a toast saying exactly `text`. */
export async function waitToast(page, text, ms = 10_000) {
  const until = Date.now() + ms
  let last = ''
  while (Date.now() < until) {
    last = await toastText(page)
    if (last === text) return
    await page.waitForTimeout(25)
  }
  throw new Error(`no toast '${text}' within ${ms} ms (last: '${last}')`)
}

/** True while a loading toast (Taro.showLoading: its icon spins with taroLoading) or a NutUI loading button shows. */
export async function spinning(page) {
  return page.evaluate(() => {
    const shown = (el) => !!el && el.getClientRects().length > 0 && getComputedStyle(el).visibility !== 'hidden'
    const loadingToast = [...document.querySelectorAll('.taro__toast p')].some((p) => /taroLoading/.test(p.getAttribute('style') ?? '') && shown(p))
    const loadingButton = [...document.querySelectorAll('.nut-button--loading')].some(shown)
    return loadingToast || loadingButton
  })
}
