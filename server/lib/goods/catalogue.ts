import type { Database } from 'better-sqlite3'
import type {
  AuditionCourse,
  Banner,
  City,
  Coupon,
  GoodsCategory,
  GoodsDetail,
  GoodsItem,
  GoodsType,
  GoodsTypeId,
  IncludedCourse,
  OriginType,
  Page,
  School,
  SellStatus,
  Specification,
} from '../../../contract/goods'
import { BizError, Code } from '../envelope'
import { formatDate } from '../time'

export const GoodsMsg = {
  NOT_FOUND: '商品不存在',
  PACKAGE_NOT_FOUND: '套餐不存在',
  BANNER_NOT_FOUND: '广告不存在',
  COUPON_NOT_FOUND: '优惠券不存在',
  COUPON_EXPIRED: '优惠券已过期',
  COUPON_RECEIVED: '您已领取过该优惠券',
  EMPTY_KEYWORD: '请输入搜索内容',
} as const

export const notFound = (msg: string) => new BizError(Code.NOT_FOUND, msg)

export const DEFAULT_PAGE_SIZE = 10
export const MAX_PAGE_SIZE = 50
/** Goods per home floor. */
export const FLOOR_SIZE = 4

export interface GoodsRow {
  id: number
  name: string
  subtitle: string
  category_id: number
  goods_type: GoodsType
  goods_type_id: GoodsTypeId
  origin_type: OriginType
  item_type: number | null
  xl_type: number | null
  present_price: number
  original_price: number
  thumb_path: string
  pics: string
  sell_status: SellStatus
  status_school: number
  member_goods_id: number | null
  tiku_goods_id: number | null
  tiku_goods_name: string | null
  sales_num: number
  visit_count: number
  tags: string
  intro_html: string
  sort: number
  created_at: number
  /** Price of the cheapest package (on-sale packages first), or the goods' own list price when it has none. */
  min_present: number
  min_original: number
}

export interface SpecRow {
  sp_price_id: number
  goods_id: number
  name: string
  present_price: number
  original_price: number
  validity_months: number
  choose_num: number
  child_ids: string
  sold_out: number
  sort: number
  /** 1: part payments allowed (the order's isReceiveAll is the opposite). */
  allow_partial: number
}

export interface CourseRef {
  id: number
  name: string
  teacher_name: string
  lesson_count: number
}

const CHEAPEST = (col: string) =>
  `COALESCE((SELECT s.${col} FROM specifications s WHERE s.goods_id = g.id ORDER BY s.sold_out, s.present_price, s.sort LIMIT 1), g.${col})`

/** SELECT list of a goods row with its display prices. */
export const GOODS_SELECT = `SELECT g.*, ${CHEAPEST('present_price')} AS min_present, ${CHEAPEST('original_price')} AS min_original FROM goods g`

/** Goods shown in floors, lists and search: everything but off-shelf goods (sold-out goods stay visible). */
export const LISTED = `g.sell_status <> 'offShelf'`
export const ORDER_BY = 'ORDER BY g.sort, g.id'

const tagsOf = (s: string) => s.split(',').map((t) => t.trim()).filter(Boolean)

export function toGoodsItem(g: GoodsRow): GoodsItem {
  return {
    goodsId: g.id,
    goodsName: g.name,
    goodsType: g.goods_type,
    goodsTypeId: g.goods_type_id,
    goodsOriginType: g.origin_type,
    itemType: g.item_type,
    memberGoodsId: g.member_goods_id,
    tikuGoodsId: g.tiku_goods_id,
    tikuGoodsName: g.tiku_goods_name,
    presentPrice: g.min_present,
    originalPrice: g.min_original,
    thumbPath: g.thumb_path,
    salesNum: g.sales_num,
    tags: tagsOf(g.tags),
    sellStatus: g.sell_status,
  }
}

export function findGoods(db: Database, id: number): GoodsRow | undefined {
  return db.prepare(`${GOODS_SELECT} WHERE g.id = ?`).get(id) as GoodsRow | undefined
}

export function requireGoods(db: Database, id: number): GoodsRow {
  const g = findGoods(db, id)
  if (!g) throw notFound(GoodsMsg.NOT_FOUND)
  return g
}

/** One page of goods matching `where` (SQL on alias g) ordered by sort then id. */
export function goodsPage(db: Database, where: string, args: unknown[], currentPage: number, pageSize: number): Page<GoodsItem> {
  const size = Math.min(Math.max(1, pageSize), MAX_PAGE_SIZE)
  const page = Math.max(1, currentPage)
  const { n } = db.prepare(`SELECT COUNT(*) AS n FROM goods g WHERE ${where}`).get(...args) as { n: number }
  const rows = db.prepare(`${GOODS_SELECT} WHERE ${where} ${ORDER_BY} LIMIT ? OFFSET ?`).all(...args, size, (page - 1) * size) as GoodsRow[]
  return { page: { currentPage: page, totalPages: Math.ceil(n / size), total: n }, list: rows.map(toGoodsItem) }
}

export function listGoods(db: Database, where: string, args: unknown[] = [], limit?: number): GoodsItem[] {
  const rows = db.prepare(`${GOODS_SELECT} WHERE ${where} ${ORDER_BY}${limit ? ` LIMIT ${Number(limit)}` : ''}`).all(...args) as GoodsRow[]
  return rows.map(toGoodsItem)
}

export function categories(db: Database): GoodsCategory[] {
  return db.prepare('SELECT id, name, icon FROM categories ORDER BY sort, id').all() as GoodsCategory[]
}

interface BannerRow {
  id: number
  pic: string
  type: 1 | 2
  url: string
  goods_info_id: number | null
  goods_type: GoodsType | null
  goods_origin_type: OriginType | null
  website_id: number
  show_place_id: number
  config_id: number
}

export function banners(db: Database, showPlaceId: number): Banner[] {
  const rows = db.prepare('SELECT * FROM banners WHERE show_place_id = ? ORDER BY sort, id').all(showPlaceId) as BannerRow[]
  return rows.map((b) => ({
    id: b.id,
    pic: b.pic,
    type: b.type,
    url: b.url,
    goodsInfoId: b.goods_info_id,
    websiteId: b.website_id,
    showPlaceId: b.show_place_id,
    configId: b.config_id,
    ...(b.goods_type !== null ? { goodsType: b.goods_type } : {}),
    ...(b.goods_origin_type !== null ? { goodsOriginType: b.goods_origin_type } : {}),
  }))
}

export function specsOf(db: Database, goodsId: number): SpecRow[] {
  return db.prepare('SELECT * FROM specifications WHERE goods_id = ? ORDER BY sort, sp_price_id').all(goodsId) as SpecRow[]
}

export function findSpec(db: Database, spPriceId: number): SpecRow | undefined {
  return db.prepare('SELECT * FROM specifications WHERE sp_price_id = ?').get(spPriceId) as SpecRow | undefined
}

/** Courses of a package in package order. */
export function coursesOf(db: Database, spPriceId: number): CourseRef[] {
  return db
    .prepare(
      `SELECT c.id, c.name, c.teacher_name, c.lesson_count FROM specification_courses sc JOIN courses c ON c.id = sc.course_id
       WHERE sc.sp_price_id = ? ORDER BY sc.sort, c.id`,
    )
    .all(spPriceId) as CourseRef[]
}

export const childIdsOf = (s: SpecRow) => [String(s.sp_price_id), ...s.child_ids.split(',').filter(Boolean)].join(',')

export function toSpecification(db: Database, s: SpecRow): Specification {
  return {
    spPriceId: s.sp_price_id,
    name: s.name,
    presentPrice: s.present_price,
    originalPrice: s.original_price,
    validityMonths: s.validity_months,
    courseCount: coursesOf(db, s.sp_price_id).length,
    selectable: s.choose_num > 0,
    chooseNum: s.choose_num,
    childSpecificationPriceIds: childIdsOf(s),
    soldOut: s.sold_out === 1,
  }
}

export function schoolIdsOf(db: Database, goodsId: number): number[] {
  return (db.prepare('SELECT school_id FROM goods_schools WHERE goods_id = ? ORDER BY school_id').all(goodsId) as { school_id: number }[]).map(
    (r) => r.school_id,
  )
}

export function goodsDetail(db: Database, g: GoodsRow, collected: boolean): GoodsDetail {
  return {
    goodsId: g.id,
    goodsName: g.name,
    subtitle: g.subtitle,
    goodsType: g.goods_type,
    goodsTypeId: g.goods_type_id,
    goodsOriginType: g.origin_type,
    itemType: g.item_type,
    pics: JSON.parse(g.pics) as string[],
    thumbPath: g.thumb_path,
    presentPrice: g.min_present,
    originalPrice: g.min_original,
    salesNum: g.sales_num,
    sellStatus: g.sell_status,
    statusSchool: g.status_school === 1,
    specifications: specsOf(db, g.id).map((s) => toSpecification(db, s)),
    memberGoodsId: g.member_goods_id,
    tikuGoodsId: g.tiku_goods_id,
    tikuGoodsName: g.tiku_goods_name,
    schoolIds: schoolIdsOf(db, g.id),
    tags: tagsOf(g.tags),
    collected,
  }
}

export function includedCourses(db: Database, s: SpecRow): IncludedCourse[] {
  return coursesOf(db, s.sp_price_id).map((c) => ({
    courseId: c.id,
    courseName: c.name,
    teacherName: c.teacher_name,
    lessonCount: c.lesson_count,
    optional: s.choose_num > 0,
  }))
}

export function auditionsOf(db: Database, spPriceId: number): AuditionCourse[] {
  return db
    .prepare(
      `SELECT a.id, c.name AS courseName, a.title, c.teacher_name AS teacherName, a.duration_seconds AS durationSeconds, a.cover, a.video_url AS videoUrl
       FROM auditions a JOIN courses c ON c.id = a.course_id WHERE a.sp_price_id = ? ORDER BY a.sort, a.id`,
    )
    .all(spPriceId) as AuditionCourse[]
}

const SCHOOL_SELECT = `SELECT s.id AS schoolId, s.name AS schoolName, s.city_id AS cityId, c.name AS cityName, s.address, s.phone
  FROM schools s JOIN cities c ON c.id = s.city_id`

export function findSchool(db: Database, schoolId: number): School | undefined {
  return db.prepare(`${SCHOOL_SELECT} WHERE s.id = ?`).get(schoolId) as School | undefined
}

/** Campuses, optionally only those selling `goodsId` and/or in `cityId`, by school id. */
export function schools(db: Database, filter: { goodsId?: number; cityId?: number }): School[] {
  const where: string[] = []
  const args: number[] = []
  if (filter.goodsId !== undefined) {
    where.push('s.id IN (SELECT school_id FROM goods_schools WHERE goods_id = ?)')
    args.push(filter.goodsId)
  }
  if (filter.cityId !== undefined) {
    where.push('s.city_id = ?')
    args.push(filter.cityId)
  }
  return db.prepare(`${SCHOOL_SELECT}${where.length ? ` WHERE ${where.join(' AND ')}` : ''} ORDER BY s.id`).all(...args) as School[]
}

/** True when the campus sells the goods. */
export function sellsAt(db: Database, goodsId: number, schoolId: number): boolean {
  return db.prepare('SELECT 1 FROM goods_schools WHERE goods_id = ? AND school_id = ?').get(goodsId, schoolId) !== undefined
}

export function cities(db: Database): City[] {
  return db
    .prepare(
      `SELECT c.id AS cityId, c.name AS cityName, c.initial FROM cities c
       WHERE EXISTS (SELECT 1 FROM schools s WHERE s.city_id = c.id) ORDER BY c.initial, c.sort, c.id`,
    )
    .all() as City[]
}

interface CouponRow {
  id: number
  name: string
  amount: number
  threshold: number
  valid_until: number
  received: number
}

/** Unexpired coupons of a goods; `received` for those the user has taken. */
export function couponsFor(db: Database, goodsId: number, userId: number | null, now: number): Coupon[] {
  const rows = db
    .prepare(
      `SELECT k.id, k.name, k.amount, k.threshold, k.valid_until,
         EXISTS (SELECT 1 FROM coupon_receipts r WHERE r.coupon_id = k.id AND r.user_id = ?) AS received
       FROM coupons k WHERE k.goods_id = ? AND k.valid_until >= ? ORDER BY k.sort, k.id`,
    )
    .all(userId ?? -1, goodsId, now) as CouponRow[]
  return rows.map((k) => ({
    couponId: k.id,
    name: k.name,
    amount: k.amount,
    threshold: k.threshold,
    validUntil: formatDate(k.valid_until),
    received: k.received === 1,
  }))
}
