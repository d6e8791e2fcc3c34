/**
 * The long-list and countdown states the audit measures beside each page at rest: my orders with 100 unpaid order
 * cards (seeded in the reference server the harness runs, as real orders) paged to the end with their countdowns
 * ticking, the article list after five pages, the knowledge store's lists after paging.
 */
import { sleep, waitFor, type Mp, type PageQuery } from '../harness'
import { treeStats, maxInWindow, hasContent, type Probe } from './probe'
import { figuresOf, hideAndUnload, settle, type Figures } from './measure'
import type { AuditGlobal } from './timers'

// Required at load, before any launch resets the module registry: the same module the server's seeds number
// their orders with, so these numbers follow theirs.
import { insertSeedOrder } from '../../../server/db/seeds/orderFactory'
import { schoolIdsOf } from '../../../server/lib/goods/catalogue'

const g = global as unknown as AuditGlobal

const ORDERS = 100
/** How long the countdowns are left ticking, nothing else happening. */
const TICKING_MS = 3000

/** `count` unpaid, pending orders of the signed-in learner, made as the seeds make orders (the bench's mix of packages). */
function seedUnpaidOrders(mp: Mp, count: number) {
  const db = mp.server.db
  const userId = mp.storage.get('userData').uid
  const specs = db
    .prepare(
      `SELECT s.sp_price_id AS spPriceId, s.goods_id AS goodsId, g.status_school AS needsCampus
       FROM specifications s JOIN goods g ON g.id = s.goods_id
       WHERE g.sell_status = 'onSale' AND s.sold_out = 0 AND s.present_price > 0 ORDER BY s.sp_price_id`,
    )
    .all() as { spPriceId: number; goodsId: number; needsCampus: number }[]
  const now = Date.now()
  for (let i = 0; i < count; i++) {
    const spec = specs[i % specs.length]
    const set: Record<string, unknown> = {}
    if (spec.needsCampus) {
      const campus = schoolIdsOf(db, spec.goodsId)[0]
      Object.assign(set, { school_id: campus, sign_school_id: campus })
    }
    insertSeedOrder(db, { userId, spPriceId: spec.spPriceId, createdAt: now - 60_000 - i * 70_000, set })
  }
}

/**
 * Loads `route`, then asks for `pages - 1` more pages as the learner scrolling to the bottom would (onReachBottom),
 * each after the previous one settled; with `tickingMs`, then leaves the page alone that long and reports the
 * setData rate of that stretch apart. Returns the figures of the whole stay.
 */
async function paged(mp: Mp, probe: Probe, { route, query = {}, pages, tickingMs = 0, state }: { route: string; query?: PageQuery; pages: number; tickingMs?: number; state: string }): Promise<Figures> {
  const rec = probe.page(route)
  probe.viewport!.scrollTo('top')
  const page = await mp.loadPage(route, { query })
  await waitFor(() => hasContent(page.dom), { timeout: 8000, message: () => `${route} drew nothing` })
  if (rec.firstContentMs === null) rec.firstContentMs = Date.now() - rec.start
  await settle(rec)
  const reach = page.comp.instance.onReachBottom
  if (typeof reach !== 'function') throw new Error(`${route} has no onReachBottom`)
  const asked: { page: number; requests: number; setData: number }[] = []
  // the learner scrolls to the end of the list, which asks for the next page
  probe.viewport!.scrollTo('end')
  for (let n = 2; n <= pages; n++) {
    const before = rec.requests.length
    const from = Date.now()
    g.__auditTimers.timed(reach, 'onReachBottom').call(page.comp.instance)
    // the page asked for (or not, at the end), its answer and the setData drawing it
    const asking = await waitFor(() => rec.requests.length > before, { timeout: 1500 }).catch(() => false)
    if (asking) {
      await waitFor(() => rec.inFlight === 0, { timeout: 10_000 })
      const answered = Math.max(...rec.requests.map((r) => r.end || 0))
      await waitFor(() => rec.setData.some((e) => e.at >= answered), { timeout: 10_000 }).catch(() => undefined)
    }
    await settle(rec, { quietMs: 300 })
    asked.push({ page: n, requests: rec.requests.length - before, setData: rec.setData.filter((e) => e.at >= from).length })
  }
  const loadingRate = maxInWindow(rec.setData.map((e) => e.at))
  let ticking = ''
  if (tickingMs) {
    const from = Date.now()
    await sleep(tickingMs)
    const calls = rec.setData.filter((e) => e.at >= from).map((e) => e.at)
    ticking = `; left ${tickingMs / 1000} s with the countdowns ticking: ${calls.length} setData, at most ${maxInWindow(calls)} in 1 s`
  }
  const tree = treeStats(page.dom)
  const loadsMade = asked.filter((a) => a.requests > 0).length + 1
  const rateNote = `${state}: ${loadsMade} loads; at most ${loadingRate} setData in 1 s while pages loaded${ticking}`
  const timers = await hideAndUnload(page, rec.start)
  rec.end = Date.now()
  // the first screen is the page's at rest (the state starts the same way): not counted again here
  return figuresOf(rec, { ...tree, ...timers, rateNote, loads: asked, firstScreenMs: null })
}

/** A state measured beside the pages at rest: its name, its page, how it is brought about and measured. */
interface State {
  name: string
  route: string
  run(this: State, mp: Mp, probe: Probe): Promise<Figures[]>
}

const STATES: State[] = [
  {
    name: `my orders with ${ORDERS} unpaid order cards, paged to the end, countdowns ticking`,
    route: 'packages/order/myOrder/index',
    async run(mp, probe) {
      seedUnpaidOrders(mp, ORDERS)
      // 10 cards a load: the seeded learner's own orders and the 100 make 11 or more pages
      return [await paged(mp, probe, { route: this.route, pages: Math.ceil(ORDERS / 10) + 2, tickingMs: TICKING_MS, state: this.name })]
    },
  },
  {
    name: 'article list after five pages',
    route: 'pages/article/index',
    async run(mp, probe) {
      return [await paged(mp, probe, { route: this.route, pages: 5, state: this.name })]
    },
  },
  {
    name: "knowledge store's floors after five pages",
    route: 'packages/knowledge/studentAid/index',
    async run(mp, probe) {
      return [await paged(mp, probe, { route: this.route, pages: 5, state: this.name })]
    },
  },
  {
    name: "knowledge store's goods list after five pages",
    route: 'packages/knowledge/list/index',
    async run(mp, probe) {
      return [await paged(mp, probe, { route: this.route, query: { typeId: 7 }, pages: 5, state: this.name })]
    },
  },
]

export { STATES, seedUnpaidOrders, paged }
