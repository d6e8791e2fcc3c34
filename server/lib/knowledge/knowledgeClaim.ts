/**
 * Knowledge-store actions: claiming free goods (purchaseZerogoods: a paid zero order made by the order rules of
 * lib/orders/orders.ts and completed by payZero), audition bookings, click / view counters, a teacher's campus and the
 * sandbox mini-program link.
 */
import crypto from 'node:crypto'
import type { Database } from 'better-sqlite3'
import type { ClickStats, SubscribeState, TeacherSchool, WxAppScheme, ZeroGoodsResult } from '../../../contract/knowledge'
import { childIdsOf, findGoods, findSchool, specsOf } from '../goods/catalogue'
import { badRequest } from '../envelope'
import { KnowledgeMsg, knowledgeNotFound } from './knowledge'
import { payZero } from '../orders/orderActions'
import { createOrder, DEFAULT_SCHOOL_ID, OrderState } from '../orders/orders'

export interface ZeroGoodsInput {
  goodsId: number
  /** 3 on iOS, else 2 (as createOrder's). */
  platformType?: 2 | 3
  schoolId?: number
}

type OrderRef = { id: number; order_no: string; trade_order_id: string }
const result = (goodsId: number, o: OrderRef, isNew: boolean): ZeroGoodsResult => ({
  goodsId,
  orderId: o.id,
  orderNo: o.order_no,
  tradeOrderId: o.trade_order_id,
  isNew,
})

/**
 * purchaseZerogoods: the token's user gets the free goods as a completed order priced 0. Idempotent: a learner who
 * already has it (a completed order) gets that order back (isNew false); a pending order priced 0 of the goods is
 * completed rather than duplicated. Goods outside the knowledge store: 404; priced goods: 400.
 */
export function claimZeroGoods(db: Database, userId: number, input: ZeroGoodsInput, now: number): ZeroGoodsResult {
  return db
    .transaction((): ZeroGoodsResult => {
      const { goodsId } = input
      const goods = findGoods(db, goodsId)
      if (!goods || !db.prepare('SELECT 1 FROM knowledge_goods WHERE goods_id = ?').get(goodsId)) throw knowledgeNotFound(KnowledgeMsg.GOODS_NOT_FOUND)
      const spec = specsOf(db, goodsId).find((s) => s.present_price === 0 && !s.sold_out)
      if (!spec || goods.sell_status !== 'onSale') throw badRequest(KnowledgeMsg.NOT_FREE)

      const mine = (state: number, extra = '') =>
        db
          .prepare(`SELECT id, order_no, trade_order_id FROM orders WHERE user_id = ? AND goods_id = ? AND state = ? AND deleted_at IS NULL ${extra} ORDER BY id LIMIT 1`)
          .get(userId, goodsId, state) as OrderRef | undefined
      const owned = mine(OrderState.complete)
      if (owned) return result(goodsId, owned, false)

      const pending = mine(OrderState.pending, 'AND pay_price = 0 AND paid_money = 0 AND expires_at > ' + Number(now))
      let orderId = pending?.id
      if (orderId === undefined) {
        const created = createOrder(
          db,
          userId,
          {
            goodsId,
            childSpecificationPriceIds: childIdsOf(spec),
            commodityIdList: '',
            platformType: input.platformType,
            schoolId: input.schoolId || DEFAULT_SCHOOL_ID,
            clientOrderKey: `knowledge-zero-${goodsId}`,
            orderType: 1,
            isSendMessage: 0,
          },
          now,
        )
        if (!created.orderId) throw badRequest(created.goodsChange?.msg ?? KnowledgeMsg.NOT_FREE)
        orderId = created.orderId
      }
      const done = payZero(db, userId, orderId, now)
      return result(goodsId, done, true)
    })
    .immediate()
}

const requireKnowledgeGoods = (db: Database, id: number) => {
  if (!db.prepare('SELECT 1 FROM knowledge_goods WHERE id = ?').get(id)) throw knowledgeNotFound(KnowledgeMsg.GOODS_NOT_FOUND)
}

export function subscribeState(db: Database, userId: number, bizId: number): SubscribeState {
  requireKnowledgeGoods(db, bizId)
  return { bizId, subscribed: !!db.prepare('SELECT 1 FROM knowledge_subscriptions WHERE user_id = ? AND biz_id = ?').get(userId, bizId) }
}

/** saveSubscribeRecord: books an audition (saving twice changes nothing). */
export function subscribe(db: Database, userId: number, bizId: number, now: number): SubscribeState {
  requireKnowledgeGoods(db, bizId)
  db.prepare('INSERT OR IGNORE INTO knowledge_subscriptions (user_id, biz_id, created_at) VALUES (?, ?, ?)').run(userId, bizId, now)
  return { bizId, subscribed: true }
}

/** statistics: clickVolume / pageViewsClick add one click / view; clickViews only reads. */
export function countStats(db: Database, bizType: number, bizId: number, what: 'click' | 'view' | null): ClickStats {
  if (what) {
    const col = what === 'click' ? 'clicks' : 'views'
    db.prepare(
      `INSERT INTO knowledge_stats (biz_type, biz_id, ${col}) VALUES (?, ?, 1) ON CONFLICT (biz_type, biz_id) DO UPDATE SET ${col} = ${col} + 1`,
    ).run(bizType, bizId)
  }
  const row = db.prepare('SELECT clicks, views FROM knowledge_stats WHERE biz_type = ? AND biz_id = ?').get(bizType, bizId) as
    | { clicks: number; views: number }
    | undefined
  return { bizId, bizType, clicks: row?.clicks ?? 0, views: row?.views ?? 0 }
}

/** getTeacherIdSchool: the first campus of the city (name with or without 市); none there: the default campus. */
export function teacherSchool(db: Database, teacherId: string, city: string): TeacherSchool {
  const name = city.trim().replace(/市$/, '')
  const row = db.prepare('SELECT s.id FROM schools s JOIN cities c ON c.id = s.city_id WHERE c.name = ? ORDER BY s.id LIMIT 1').get(name) as
    | { id: number }
    | undefined
  const school = findSchool(db, row?.id ?? DEFAULT_SCHOOL_ID)!
  return { teacherId, schoolId: school.schoolId, schoolName: school.schoolName, city: school.cityName }
}

/** Sandbox mini-program link (a real server asks WeChat's generatescheme); valid 30 days. */
export function wxAppScheme(wxConfigId: string, path: string, query: string, now: number): WxAppScheme {
  const t = crypto.createHash('sha256').update(`${wxConfigId}|${path}|${query}`).digest('base64url').slice(0, 16)
  return { wxConfigId, openlink: `weixin://dl/business/?t=${t}`, expireTime: now + 30 * 24 * 3600 * 1000 }
}
