/**
 * Knowledge store (docs/spec/content-access.md sections 2, 3 "Knowledge-store item", 7 "Knowledge store and student-aid", 9):
 * tabs, zones 4..15, knowledge goods (catalogue goods presented by the store) with the caller's audition state, the
 * home (banners, navs, floors), audition categories and the member share list. Student-aid categories use the same goods.
 */
import type { Database } from 'better-sqlite3'
import type { Page } from '../../../contract/goods'
import type {
  AuditionCategory, AuditionType, KnowledgeFloor, KnowledgeGoods, KnowledgeHome, KnowledgeTab, KnowledgeZone, KnowledgeZoneDetail,
  KnowledgeZoneGroup, StudentShare,
} from '../../../contract/knowledge'
import { GOODS_SELECT, toGoodsItem, type GoodsRow } from '../goods/catalogue'
import { BizError, Code } from '../envelope'
import { maskMobile, pageArgs, toPage, type PageArgs } from '../listPage'
import { formatDateTime } from '../time'

export const KnowledgeMsg = {
  ZONE_NOT_FOUND: '专区不存在',
  TAB_NOT_FOUND: '栏目不存在',
  FLOOR_NOT_FOUND: '楼层不存在',
  GOODS_NOT_FOUND: '商品不存在',
  NOT_FREE: '该商品不是免费商品，请购买后学习',
} as const

export const knowledgeNotFound = (msg: string) => new BizError(Code.NOT_FOUND, msg)

/** Goods of a home floor shown on the home page (the rest behind 'more'). */
export const FLOOR_PREVIEW = 4

/** Who is asking: the audition state depends on the clock and on what the user owns. */
export interface Viewer {
  now: number
  userId: number | null
}

interface KRow extends GoodsRow {
  k_id: number
  zone_id: number | null
  type_id: number
  wx_category_id: number | null
  k_name: string
  goods_url: string
  class_form: string
  presenter: string
  remark: string
  k_tags: string
  video_vid: string | null
  open_at: number | null
  learn_num: number
  k_sort: number
  audition_type: AuditionType
}

/** The user owns the goods: a completed order. */
export const OWNS = `EXISTS (SELECT 1 FROM orders o WHERE o.user_id = ? AND o.goods_id = k.goods_id AND o.state = 3 AND o.deleted_at IS NULL)`

/** Rows of knowledge goods matching `where` (SQL on aliases k and g); the first two parameters are now and the user id. */
const inner = (where: string) => `SELECT g.*, k.id AS k_id, k.zone_id, k.type_id, k.wx_category_id, k.name AS k_name, k.goods_url, k.class_form,
    k.presenter, k.remark, k.tags AS k_tags, k.video_vid, k.open_at, k.learn_num, k.sort AS k_sort,
    CASE WHEN k.open_at IS NOT NULL AND k.open_at > ? THEN 3 WHEN ${OWNS} THEN 2 ELSE 1 END AS audition_type
  FROM knowledge_goods k JOIN (${GOODS_SELECT}) g ON g.id = k.goods_id WHERE ${where}`

function toKnowledgeGoods(r: KRow): KnowledgeGoods {
  return {
    ...toGoodsItem(r),
    id: r.k_id,
    goodsName: r.k_name,
    tags: r.k_tags.split(',').filter(Boolean),
    goodsUrl: r.goods_url,
    classForm: r.class_form,
    name: r.presenter,
    remark: r.remark,
    zoneId: r.zone_id,
    typeId: r.type_id,
    wxCategoryId: r.wx_category_id,
    free: r.min_present <= 0 ? 1 : 0,
    auditionType: r.audition_type,
    videoId: r.video_vid,
    openTime: r.open_at === null ? null : formatDateTime(r.open_at),
    learnNum: r.learn_num,
  }
}

export interface GoodsFilter {
  where: string
  args: unknown[]
  auditionType?: AuditionType
  /** ORDER BY of the outer query (columns of the inner rows). */
  order?: string
}

/** A page of knowledge goods. */
export function knowledgeGoodsPage(db: Database, v: Viewer, f: GoodsFilter, a: PageArgs): Page<KnowledgeGoods> {
  const outer = f.auditionType === undefined ? '' : 'WHERE x.audition_type = ?'
  const args = [v.now, v.userId ?? -1, ...f.args, ...(f.auditionType === undefined ? [] : [f.auditionType])]
  const { n } = db.prepare(`SELECT COUNT(*) AS n FROM (${inner(f.where)}) x ${outer}`).get(...args) as { n: number }
  const rows = db
    .prepare(`SELECT * FROM (${inner(f.where)}) x ${outer} ORDER BY ${f.order ?? 'x.k_sort, x.k_id'} LIMIT ? OFFSET ?`)
    .all(...args, a.size, a.offset) as KRow[]
  return toPage(rows.map(toKnowledgeGoods), n, a)
}

/** Every knowledge goods matching (no paging). */
export const knowledgeGoodsList = (db: Database, v: Viewer, f: GoodsFilter): KnowledgeGoods[] =>
  knowledgeGoodsPage(db, v, f, pageArgs({ pageSize: 1000 })).list

export function findKnowledgeGoods(db: Database, v: Viewer, id: number): KnowledgeGoods {
  const g = knowledgeGoodsList(db, v, { where: 'k.id = ?', args: [id] })[0]
  if (!g) throw knowledgeNotFound(KnowledgeMsg.GOODS_NOT_FOUND)
  return g
}

export function knowledgeTabs(db: Database): KnowledgeTab[] {
  return db.prepare('SELECT id, code, name, route, icon FROM knowledge_tabs ORDER BY sort, id').all() as KnowledgeTab[]
}

export function requireTab(db: Database, id: number): void {
  if (!db.prepare('SELECT 1 FROM knowledge_tabs WHERE id = ?').get(id)) throw knowledgeNotFound(KnowledgeMsg.TAB_NOT_FOUND)
}

const ZONE_SELECT = `SELECT z.id, z.code, z.name, z.grp AS "group", z.type_id AS typeId, z.pic, z.remark,
  (SELECT COUNT(*) FROM knowledge_goods k WHERE k.zone_id = z.id) AS goodsCount FROM knowledge_zones z`

export function knowledgeZones(db: Database, filter: { group?: KnowledgeZoneGroup; typeId?: number }): KnowledgeZone[] {
  return db
    .prepare(`${ZONE_SELECT} WHERE (? IS NULL OR z.grp = ?) AND (? IS NULL OR z.type_id = ?) ORDER BY z.sort, z.id`)
    .all(filter.group ?? null, filter.group ?? null, filter.typeId ?? null, filter.typeId ?? null) as KnowledgeZone[]
}

export function requireZone(db: Database, id: number): KnowledgeZone {
  const z = db.prepare(`${ZONE_SELECT} WHERE z.id = ?`).get(id) as KnowledgeZone | undefined
  if (!z) throw knowledgeNotFound(KnowledgeMsg.ZONE_NOT_FOUND)
  return z
}

export function zoneDetail(db: Database, v: Viewer, id: number): KnowledgeZoneDetail {
  const zone = requireZone(db, id)
  return { ...zone, goods: knowledgeGoodsList(db, v, { where: 'k.zone_id = ?', args: [id] }) }
}

const floorGoods = (id: number): GoodsFilter => ({
  where: 'k.id IN (SELECT knowledge_goods_id FROM knowledge_floor_goods WHERE floor_id = ?)',
  args: [id],
  order: `(SELECT sort FROM knowledge_floor_goods WHERE floor_id = ${Number(id)} AND knowledge_goods_id = x.k_id), x.k_id`,
})

export function knowledgeHome(db: Database, v: Viewer): KnowledgeHome {
  const banners = db.prepare('SELECT id, pic, url, goods_id AS goodsId FROM knowledge_banners ORDER BY sort, id').all() as KnowledgeHome['banners']
  const floors = (db.prepare('SELECT id, name, remark FROM knowledge_floors ORDER BY sort, id').all() as { id: number; name: string; remark: string }[]).map(
    (f): KnowledgeFloor => {
      const page = knowledgeGoodsPage(db, v, floorGoods(f.id), pageArgs({ pageSize: FLOOR_PREVIEW }))
      return { ksHomePageId: f.id, name: f.name, remark: f.remark, goods: page.list, total: page.page.total }
    },
  )
  return { banners, navs: knowledgeTabs(db), floors }
}

export function floorPage(db: Database, v: Viewer, id: number, a: PageArgs): Page<KnowledgeGoods> & { name: string } {
  const f = db.prepare('SELECT name FROM knowledge_floors WHERE id = ?').get(id) as { name: string } | undefined
  if (!f) throw knowledgeNotFound(KnowledgeMsg.FLOOR_NOT_FOUND)
  return { name: f.name, ...knowledgeGoodsPage(db, v, floorGoods(id), a) }
}

export const auditionCategories = (db: Database): AuditionCategory[] =>
  db.prepare('SELECT id, name FROM audition_categories ORDER BY sort, id').all() as AuditionCategory[]

export function studentShares(db: Database, a: PageArgs): Page<StudentShare> {
  const { n } = db.prepare('SELECT COUNT(*) AS n FROM knowledge_shares').get() as { n: number }
  type Row = { id: number; nick_name: string; avatar: string; goods_name: string; share_num: number; created_at: number }
  const rows = db.prepare('SELECT * FROM knowledge_shares ORDER BY created_at DESC, id LIMIT ? OFFSET ?').all(a.size, a.offset) as Row[]
  const list = rows.map((r) => ({
    id: r.id,
    nickName: maskMobile(r.nick_name),
    avatar: r.avatar,
    goodsName: r.goods_name,
    shareNum: r.share_num,
    createTime: formatDateTime(r.created_at),
  }))
  return toPage(list, n, a)
}
