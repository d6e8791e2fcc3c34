/**
 * Bench-only learner: not in SEEDS, so dev and test databases never get it; `npm run bench` applies it to its own
 * database (scripts/bench/server.ts).
 *
 *   13100131000  1 000 orders, every one unpaid and pending (my orders then runs 1 000 countdowns, the figure the
 *                bench measures), otherwise mixed as a long list is: every on-sale package in turn (campus goods on
 *                each of their campuses, partial-payment packages, degree goods with an agreement to sign), every
 *                25th a supplementary order, created over the last 20 hours (none reaches zero during a run)
 */
import { schoolIdsOf } from '../../lib/goods/catalogue'
import type { SeedModule } from './types'
import { DAY, insertSeedOrder } from './orderFactory'

export const BENCH_MOBILE = '13100131000'
export const BENCH_ORDER_COUNT = 1000

interface SpecRow {
  spPriceId: number
  goodsId: number
  needsCampus: number
}

export const benchOrdersSeed: SeedModule = {
  name: 'bench-orders',
  run({ db, now }) {
    db.prepare(
      `INSERT OR IGNORE INTO users (mobile, nick_name, user_client, register_channel_id, client_type, business_id, race_track, created_at)
       VALUES (?, ?, 1, 'h5', 1, 'kuaiji', 0, ?)`,
    ).run(BENCH_MOBILE, BENCH_MOBILE.slice(-4), now - 30 * DAY)
    const { id: userId } = db.prepare('SELECT id FROM users WHERE mobile = ?').get(BENCH_MOBILE) as { id: number }
    const specs = db
      .prepare(
        `SELECT s.sp_price_id AS spPriceId, s.goods_id AS goodsId, g.status_school AS needsCampus
         FROM specifications s JOIN goods g ON g.id = s.goods_id
         WHERE g.sell_status = 'onSale' AND s.sold_out = 0 AND s.present_price > 0 ORDER BY s.sp_price_id`,
      )
      .all() as SpecRow[]
    for (let i = 0; i < BENCH_ORDER_COUNT; i++) {
      const spec = specs[i % specs.length]
      const set: Record<string, unknown> = {}
      if (spec.needsCampus) {
        const campuses = schoolIdsOf(db, spec.goodsId)
        const campus = campuses[Math.floor(i / specs.length) % campuses.length]
        Object.assign(set, { school_id: campus, sign_school_id: campus })
      }
      if (i % 25 === 24) set.is_supply = 1
      insertSeedOrder(db, { userId, spPriceId: spec.spPriceId, createdAt: now - 60_000 - i * 70_000, set })
    }
  },
}
