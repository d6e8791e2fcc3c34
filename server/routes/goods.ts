import type { FastifyInstance } from 'fastify'
import type { GoodsCenterQuery, HomePage, SearchGoodsQuery } from '../../types/goods'
import {
  DEFAULT_PAGE_SIZE, FLOOR_SIZE, GoodsMsg, LISTED, auditionsOf, banners, categories, cities, couponsFor, findGoods, findSchool,
  findSpec, goodsDetail, goodsPage, includedCourses, listGoods, notFound, requireGoods, schools, type GoodsRow,
} from '../lib/content/catalogue'
import {
  bannerPvCount, collect, collectedGoods, countBannerPv, countGoodsVisit, couponValidUntil, findGoodsBy, hotWords, isCollected, receiveCoupon,
  requireBanner, uncollect,
} from '../lib/content/goods'
import { badRequest, ok } from '../lib/envelope'
import { params } from '../lib/validation'

/** Home banner place (content-access.md section 9). */
export const HOME_PLACE_ID = 26

const id = { type: 'integer', minimum: 1 }
const page = { currentPage: { type: 'integer', minimum: 1 }, pageSize: { type: 'integer', minimum: 1 } }
/** A body that may be missing altogether (token-only or default-only POSTs). */
const optionalBody = (properties: Record<string, Record<string, unknown>>) => ({ ...params(properties), type: ['object', 'null'] })
const query = (properties: Record<string, Record<string, unknown>>, required: string[] = []) => ({ querystring: params(properties, required) })

/** LIKE pattern matching `term` anywhere, with % _ and \ taken literally (ESCAPE '\'). */
const likeAny = (term: string) => `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`

/**
 * Goods service (content-access.md section 7 "Goods and home"), prefix /api/goods. Every answer is the
 * envelope; the user always comes from the token. Off-shelf goods are left out of floors, lists and search
 * but still answer the detail calls (sellStatus 'offShelf').
 */
export default async function goodsRoutes(app: FastifyInstance) {
  const db = app.db

  /** POST /app/homePageMergeApi/v2 {showPlaceId?} — banners, categories and one floor per category (its first 4 goods). */
  app.post<{ Body: { showPlaceId?: number } | null }>(
    '/app/homePageMergeApi/v2',
    { schema: { body: optionalBody({ showPlaceId: id }) } },
    async (req) => {
      const cats = categories(db)
      const home: HomePage = {
        banners: banners(db, req.body?.showPlaceId ?? HOME_PLACE_ID),
        categories: cats,
        floors: cats
          .map((c) => ({ id: c.id, name: c.name, goods: listGoods(db, `g.category_id = ? AND ${LISTED}`, [c.id], FLOOR_SIZE) }))
          .filter((f) => f.goods.length > 0),
      }
      return ok(home)
    },
  )

  /** GET /app/goodsCenterCategory/v2 — GoodsCategory[]. */
  app.get('/app/goodsCenterCategory/v2', { schema: query({}) }, async () => ok(categories(db)))

  /** POST /app/goodsCenterGoods {categoryId?, currentPage, pageSize (10, max 50)} — Page<GoodsItem>, by sort then id. */
  app.post<{ Body: Partial<GoodsCenterQuery> | null }>(
    '/app/goodsCenterGoods',
    { schema: { body: optionalBody({ categoryId: id, ...page }) } },
    async (req) => {
      const { categoryId, currentPage = 1, pageSize = DEFAULT_PAGE_SIZE } = req.body ?? {}
      const where = categoryId === undefined ? LISTED : `g.category_id = ? AND ${LISTED}`
      return ok(goodsPage(db, where, categoryId === undefined ? [] : [categoryId], currentPage, pageSize))
    },
  )

  /** GET /app/searchHotWords — HotWord[]. */
  app.get('/app/searchHotWords', { schema: query({}) }, async () => ok(hotWords(db)))

  /**
   * GET /app/searchGoods?keyword=&currentPage=&pageSize= — Page<GoodsItem>. Every word of the keyword must occur
   * (case-insensitive) in the name, subtitle or tags. Empty keyword: code 400 请输入搜索内容.
   */
  app.get<{ Querystring: Partial<SearchGoodsQuery> }>(
    '/app/searchGoods',
    { schema: query({ keyword: { type: 'string', maxLength: 50 }, ...page }) },
    async (req) => {
      const { keyword = '', currentPage = 1, pageSize = DEFAULT_PAGE_SIZE } = req.query
      const terms = keyword.trim().split(/\s+/).filter(Boolean)
      if (terms.length === 0) throw badRequest(GoodsMsg.EMPTY_KEYWORD)
      const match = `(g.name LIKE ? ESCAPE '\\' OR g.subtitle LIKE ? ESCAPE '\\' OR g.tags LIKE ? ESCAPE '\\')`
      const where = [LISTED, ...terms.map(() => match)].join(' AND ')
      const args = terms.flatMap((t) => [likeAny(t), likeAny(t), likeAny(t)])
      return ok(goodsPage(db, where, args, currentPage, pageSize))
    },
  )

  /** GET /banner/app/banner?showPlaceId=26 — Banner[] of that place, in order. */
  app.get<{ Querystring: { showPlaceId?: number } }>('/banner/app/banner', { schema: query({ showPlaceId: id }) }, async (req) =>
    ok(banners(db, req.query.showPlaceId ?? HOME_PLACE_ID)),
  )

  /** GET /app/updateBannerGoodsPvCount?bannerId=&showPlaceId=&websiteId=&type=0|1 (token optional) — counts a show (0) or a click (1). */
  app.get<{ Querystring: { bannerId: number; type: 0 | 1 } }>(
    '/app/updateBannerGoodsPvCount',
    {
      schema: query({ bannerId: id, showPlaceId: { type: 'integer' }, websiteId: { type: 'integer' }, type: { type: 'integer', enum: [0, 1] } }, ['bannerId', 'type']),
      preHandler: app.auth.optional,
    },
    async (req) => {
      const { bannerId, type } = req.query
      requireBanner(db, bannerId)
      countBannerPv(db, bannerId, type, app.now())
      return ok(null)
    },
  )

  if (app.sandbox) {
    /** GET /app/bannerPvCount?bannerId= (sandbox only) — {show, click}. */
    app.get<{ Querystring: { bannerId: number } }>('/app/bannerPvCount', { schema: query({ bannerId: id }, ['bannerId']) }, async (req) => {
      requireBanner(db, req.query.bannerId)
      return ok(bannerPvCount(db, req.query.bannerId))
    })
  }

  /**
   * GET /front/findInfoByIdForApp?goodsId= | ?tikuGoodsId= (token optional: collected) — GoodsDetail; unknown: 404 商品不存在.
   * The goods jump opens VIP class goods with goodsId = their memberGoodsId (content-access.md section 2): a goodsId
   * that is no goods' id but a VIP goods' memberGoodsId answers that goods.
   */
  app.get<{ Querystring: { goodsId?: number; tikuGoodsId?: number } }>(
    '/front/findInfoByIdForApp',
    { schema: query({ goodsId: id, tikuGoodsId: id }), preHandler: app.auth.optional },
    async (req) => {
      const { goodsId, tikuGoodsId } = req.query
      let g: GoodsRow | undefined
      if (goodsId !== undefined) g = findGoods(db, goodsId) ?? findGoodsBy(db, 'member_goods_id', goodsId)
      else if (tikuGoodsId !== undefined) g = findGoodsBy(db, 'tiku_goods_id', tikuGoodsId)
      else throw badRequest('缺少参数商品goodsId')
      if (!g) throw notFound(GoodsMsg.NOT_FOUND)
      return ok(goodsDetail(db, g, req.user ? isCollected(db, req.user.id, g.id) : false))
    },
  )

  const requireSpec = (spPriceId: number) => {
    const s = findSpec(db, spPriceId)
    if (!s) throw notFound(GoodsMsg.PACKAGE_NOT_FOUND)
    return s
  }

  /** GET /front/findComGoodsGroupBySpPriceIdForApp?spPriceId= — IncludedCourse[] of the package. */
  app.get<{ Querystring: { spPriceId: number } }>(
    '/front/findComGoodsGroupBySpPriceIdForApp',
    { schema: query({ spPriceId: id }, ['spPriceId']) },
    async (req) => ok(includedCourses(db, requireSpec(req.query.spPriceId))),
  )

  /** GET /front/findCourseAuditionBySpPriceId?spPriceId= — AuditionCourse[] (2 to 4 trial lessons). */
  app.get<{ Querystring: { spPriceId: number } }>(
    '/front/findCourseAuditionBySpPriceId',
    { schema: query({ spPriceId: id }, ['spPriceId']) },
    async (req) => ok(auditionsOf(db, requireSpec(req.query.spPriceId).sp_price_id)),
  )

  /** GET /front/findIntroduceByIdForApp?goodsId= — {goodsId, html}. */
  app.get<{ Querystring: { goodsId: number } }>(
    '/front/findIntroduceByIdForApp',
    { schema: query({ goodsId: id }, ['goodsId']) },
    async (req) => {
      const g = requireGoods(db, req.query.goodsId)
      return ok({ goodsId: g.id, html: g.intro_html })
    },
  )

  /** GET /front/findAllCity — City[] having at least one campus, by pinyin initial. */
  app.get('/front/findAllCity', { schema: query({}) }, async () => ok(cities(db)))

  /** GET /front/findAllSchoolForApp?goodsId=&cityId= (both optional) — School[] selling that goods, in that city. */
  app.get<{ Querystring: { goodsId?: number; cityId?: number } }>(
    '/front/findAllSchoolForApp',
    { schema: query({ goodsId: id, cityId: id }) },
    async (req) => {
      const { goodsId, cityId } = req.query
      if (goodsId !== undefined) requireGoods(db, goodsId)
      return ok(schools(db, { goodsId, cityId }))
    },
  )

  /** GET /front/findDefaultSchool?goodsId= — the first campus selling it, or null. */
  app.get<{ Querystring: { goodsId: number } }>(
    '/front/findDefaultSchool',
    { schema: query({ goodsId: id }, ['goodsId']) },
    async (req) => {
      requireGoods(db, req.query.goodsId)
      const first = schools(db, { goodsId: req.query.goodsId })[0]
      return ok(first ? findSchool(db, first.schoolId)! : null)
    },
  )

  /** GET /front/updateGoodsCountVisit?goodsId= — counts a visit. */
  app.get<{ Querystring: { goodsId: number } }>(
    '/front/updateGoodsCountVisit',
    { schema: query({ goodsId: id }, ['goodsId']) },
    async (req) => {
      if (!countGoodsVisit(db, req.query.goodsId)) throw notFound(GoodsMsg.NOT_FOUND)
      return ok(null)
    },
  )

  /** GET /app/memberGoodsList/v2 — VIP memberships (goodsType 4). */
  app.get('/app/memberGoodsList/v2', { schema: query({}) }, async () => ok(listGoods(db, `g.goods_type = 4 AND ${LISTED}`)))

  /** GET /web/couponForGood?goodsId= (token optional) — unexpired Coupon[]; received: this user took it. */
  app.get<{ Querystring: { goodsId: number } }>(
    '/web/couponForGood',
    { schema: query({ goodsId: id }, ['goodsId']), preHandler: app.auth.optional },
    async (req) => {
      requireGoods(db, req.query.goodsId)
      return ok(couponsFor(db, req.query.goodsId, req.user?.id ?? null, app.now()))
    },
  )

  /** POST /web/receiveCouponFree {couponId} (token) — takes a coupon once: again answers 400 您已领取过该优惠券. */
  app.post<{ Body: { couponId?: number } | null; Querystring: { couponId?: number } }>(
    '/web/receiveCouponFree',
    { schema: { body: optionalBody({ couponId: id }), querystring: params({ couponId: id }) }, preHandler: app.auth.require },
    async (req) => {
      const couponId = req.body?.couponId ?? req.query.couponId
      if (couponId === undefined) throw badRequest('缺少参数优惠券couponId')
      const now = app.now()
      const validUntil = couponValidUntil(db, couponId)
      if (validUntil === undefined) throw notFound(GoodsMsg.COUPON_NOT_FOUND)
      if (validUntil < now) throw badRequest(GoodsMsg.COUPON_EXPIRED)
      if (!receiveCoupon(db, couponId, req.user!.id, now)) throw badRequest(GoodsMsg.COUPON_RECEIVED)
      return ok(null)
    },
  )

  /** GET /app/collection?goodsId=&type=1|0 (token) — collects (1) or uncollects (0); both idempotent. */
  app.get<{ Querystring: { goodsId: number; type: 0 | 1 } }>(
    '/app/collection',
    { schema: query({ goodsId: id, type: { type: 'integer', enum: [0, 1] } }, ['goodsId', 'type']), preHandler: app.auth.require },
    async (req) => {
      const { goodsId, type } = req.query
      requireGoods(db, goodsId)
      if (type === 1) collect(db, req.user!.id, goodsId, app.now())
      else uncollect(db, req.user!.id, goodsId)
      return ok(null)
    },
  )

  /** GET /app/collectionList (token) — the user's collected goods, latest first (off-shelf ones included, sellStatus says so). */
  app.get('/app/collectionList', { schema: query({}), preHandler: app.auth.require }, async (req) => ok(collectedGoods(db, req.user!.id)))
}
