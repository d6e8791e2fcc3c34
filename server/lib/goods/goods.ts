/**
 * The goods pages' own records (routes/goods.ts): search hot words, banner show and click counts, goods visits,
 * coupon receipts and the learner's collection. The catalogue itself (goods, packages, campuses, coupons offered)
 * is lib/goods/catalogue.ts.
 */
import type { Database } from 'better-sqlite3'
import type { BannerPvCount, GoodsItem, HotWord } from '../../../contract/goods'
import { GoodsMsg, findGoods, notFound, toGoodsItem, type GoodsRow } from './catalogue'

export function hotWords(db: Database): HotWord[] {
  return db.prepare('SELECT word FROM hot_words ORDER BY sort, id').all() as HotWord[]
}

/** Throws 404 广告不存在 for an unknown banner. */
export function requireBanner(db: Database, bannerId: number): void {
  if (!db.prepare('SELECT 1 FROM banners WHERE id = ?').get(bannerId)) throw notFound(GoodsMsg.BANNER_NOT_FOUND)
}

/** Counts one show (type 0) or click (type 1) of a banner. */
export function countBannerPv(db: Database, bannerId: number, type: 0 | 1, now: number): void {
  const col = type === 1 ? 'click_count' : 'show_count'
  db.prepare(
    `INSERT INTO banner_pv (banner_id, show_count, click_count, updated_at) VALUES (?, ?, ?, ?)
     ON CONFLICT (banner_id) DO UPDATE SET ${col} = ${col} + 1, updated_at = excluded.updated_at`,
  ).run(bannerId, type === 0 ? 1 : 0, type === 1 ? 1 : 0, now)
}

/** A banner's counts so far (0 and 0 before any). */
export function bannerPvCount(db: Database, bannerId: number): BannerPvCount {
  const row = db.prepare('SELECT show_count, click_count FROM banner_pv WHERE banner_id = ?').get(bannerId) as
    | { show_count: number; click_count: number }
    | undefined
  return { show: row?.show_count ?? 0, click: row?.click_count ?? 0 }
}

/** The goods whose VIP class (member_goods_id) or question bank (tiku_goods_id) is `value`. */
export function findGoodsBy(db: Database, column: 'member_goods_id' | 'tiku_goods_id', value: number): GoodsRow | undefined {
  const row = db.prepare(`SELECT id FROM goods WHERE ${column} = ?`).get(value) as { id: number } | undefined
  return row && findGoods(db, row.id)
}

/** Counts a visit of the goods; false when there is no such goods. */
export function countGoodsVisit(db: Database, goodsId: number): boolean {
  return db.prepare('UPDATE goods SET visit_count = visit_count + 1 WHERE id = ?').run(goodsId).changes > 0
}

/** When the coupon stops being valid (epoch ms), or undefined for an unknown coupon. */
export function couponValidUntil(db: Database, couponId: number): number | undefined {
  return (db.prepare('SELECT valid_until FROM coupons WHERE id = ?').get(couponId) as { valid_until: number } | undefined)?.valid_until
}

/** The user takes the coupon; false when they already had it. */
export function receiveCoupon(db: Database, couponId: number, userId: number, now: number): boolean {
  return db.prepare('INSERT OR IGNORE INTO coupon_receipts (coupon_id, user_id, created_at) VALUES (?, ?, ?)').run(couponId, userId, now).changes > 0
}

export function isCollected(db: Database, userId: number, goodsId: number): boolean {
  return db.prepare('SELECT 1 FROM collections WHERE user_id = ? AND goods_id = ?').get(userId, goodsId) !== undefined
}

/** Adds the goods to the user's collection (idempotent). */
export function collect(db: Database, userId: number, goodsId: number, now: number): void {
  db.prepare('INSERT OR IGNORE INTO collections (user_id, goods_id, created_at) VALUES (?, ?, ?)').run(userId, goodsId, now)
}

/** Takes the goods out of the user's collection (idempotent). */
export function uncollect(db: Database, userId: number, goodsId: number): void {
  db.prepare('DELETE FROM collections WHERE user_id = ? AND goods_id = ?').run(userId, goodsId)
}

/** The user's collected goods, latest first (off-shelf ones included: sellStatus says so). */
export function collectedGoods(db: Database, userId: number): GoodsItem[] {
  const rows = db.prepare('SELECT goods_id FROM collections WHERE user_id = ? ORDER BY created_at DESC, rowid DESC').all(userId) as { goods_id: number }[]
  return rows.map((r) => findGoods(db, r.goods_id)).filter((g): g is GoodsRow => g !== undefined).map(toGoodsItem)
}
