import { Type } from '@sinclair/typebox'
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import type { FastifyInstance } from 'fastify'
import type { HomePage } from '../../contract/goods'
import {
  DEFAULT_PAGE_SIZE, FLOOR_SIZE, GoodsMsg, LISTED, auditionsOf, banners, categories, cities, couponsFor, findGoods, findSchool,
  findSpec, goodsDetail, goodsPage, includedCourses, listGoods, notFound, requireGoods, schools, type GoodsRow,
} from '../lib/goods/catalogue'
import {
  bannerPvCount, collect, collectedGoods, countBannerPv, countGoodsVisit, couponValidUntil, findGoodsBy, hotWords, isCollected, receiveCoupon,
  requireBanner, uncollect,
} from '../lib/goods/goods'
import { repeatPayCheck } from '../lib/orders/repeatPay'
import { badRequest, ok } from '../lib/envelope'
import { idSchema as id, intEnum, orNull, params } from '../lib/validation'
import { BannerPvQuerySchema, GoodsCenterQuerySchema, SearchGoodsQuerySchema } from '../../contract/schemas/goods'
import { routesOf } from '../lib/routeTable'

/** Home banner place (docs/spec/content-access.md section 9). */
export const HOME_PLACE_ID = 26

const opt = Type.Optional(id)
const none = { querystring: params({}) }
const goodsIdQuery = { querystring: params({ goodsId: id }) }
const spPriceIdQuery = { querystring: params({ spPriceId: id }) }

/** LIKE pattern matching `term` anywhere, with % _ and \ taken literally (ESCAPE '\'). */
const likeAny = (term: string) => `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`

/**
 * Goods service (docs/spec/content-access.md section 7 "Goods and home"), prefix /api: the gateway's own paths (goods/front/…, goods/app/…, app/…, banner/…) and the subject service's coupons (/api/subject/web/…). Every answer is the
 * envelope; the user always comes from the token. Off-shelf goods are left out of floors, lists and search
 * but still answer the detail calls (sellStatus 'offShelf').
 */
export default async function goodsRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>()
  const db = app.db

  /** POST /app/homePageMergeApi/v2 {showPlaceId?} — banners, categories and one floor per category (its first 4 goods). */
  for (const { method, url } of routesOf(app, 'homePageMergeApi/v2')) app[method](
    url,
    { schema: { body: orNull(params({ showPlaceId: opt })) } },
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
  for (const { method, url } of routesOf(app, 'goodsCenterCategory/v2')) app[method](url, { schema: none }, async () => ok(categories(db)))

  /** POST /app/goodsCenterGoods {categoryId?, currentPage, pageSize (10, max 50)} — Page<GoodsItem>, by sort then id. */
  for (const { method, url } of routesOf(app, 'goodsCenterGoods')) app[method](
    url,
    { schema: { body: orNull(GoodsCenterQuerySchema) } },
    async (req) => {
      const { categoryId, currentPage = 1, pageSize = DEFAULT_PAGE_SIZE } = req.body ?? {}
      const where = categoryId === undefined ? LISTED : `g.category_id = ? AND ${LISTED}`
      return ok(goodsPage(db, where, categoryId === undefined ? [] : [categoryId], currentPage, pageSize))
    },
  )

  /** GET /app/searchHotWords — HotWord[]. */
  for (const { method, url } of routesOf(app, 'searchHotWords')) app[method](url, { schema: none }, async () => ok(hotWords(db)))

  /**
   * GET /app/searchGoods?keyword=&currentPage=&pageSize= — Page<GoodsItem>. Every word of the keyword must occur
   * (case-insensitive) in the name, subtitle or tags. Empty keyword: code 400 请输入搜索内容.
   */
  for (const { method, url } of routesOf(app, 'searchGoods')) app[method](
    url,
    { schema: { querystring: SearchGoodsQuerySchema } },
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
  for (const { method, url } of routesOf(app, 'banner/app/banner')) app[method](url, { schema: { querystring: params({ showPlaceId: opt }) } }, async (req) =>
    ok(banners(db, req.query.showPlaceId ?? HOME_PLACE_ID)),
  )

  /** GET /app/updateBannerGoodsPvCount?bannerId=&showPlaceId=&websiteId=&type=0|1 (token optional) — counts a show (0) or a click (1). */
  for (const { method, url } of routesOf(app, 'goods/updateBannerGoodsPvCount')) app[method](
    url,
    {
      schema: { querystring: BannerPvQuerySchema },
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
    for (const { method, url } of routesOf(app, 'bannerPvCount')) app[method](url, { schema: { querystring: params({ bannerId: id }) } }, async (req) => {
      requireBanner(db, req.query.bannerId)
      return ok(bannerPvCount(db, req.query.bannerId))
    })
  }

  /**
   * GET /front/findInfoByIdForApp?goodsId= | ?tikuGoodsId= (token optional: collected) — GoodsDetail; unknown: 404 商品不存在.
   * The goods jump opens VIP class goods with goodsId = their memberGoodsId (docs/spec/content-access.md section 2): a goodsId
   * that is no goods' id but a VIP goods' memberGoodsId answers that goods.
   */
  for (const { method, url } of routesOf(app, 'findInfoByIdForApp')) app[method](
    url,
    { schema: { querystring: params({ goodsId: opt, tikuGoodsId: opt }) }, preHandler: app.auth.optional },
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
  for (const { method, url } of routesOf(app, 'findComGoodsGroupBySpPriceIdForApp')) app[method](
    url,
    { schema: spPriceIdQuery },
    async (req) => ok(includedCourses(db, requireSpec(req.query.spPriceId))),
  )

  /** GET /front/findCourseAuditionBySpPriceId?spPriceId= — AuditionCourse[] (2 to 4 trial lessons). */
  for (const { method, url } of routesOf(app, 'findCourseAuditionBySpPriceId')) app[method](
    url,
    { schema: spPriceIdQuery },
    async (req) => ok(auditionsOf(db, requireSpec(req.query.spPriceId).sp_price_id)),
  )

  /** GET /front/findIntroduceByIdForApp?goodsId= — {goodsId, html}. */
  for (const { method, url } of routesOf(app, 'findIntroduceByIdForApp')) app[method](
    url,
    { schema: goodsIdQuery },
    async (req) => {
      const g = requireGoods(db, req.query.goodsId)
      return ok({ goodsId: g.id, html: g.intro_html })
    },
  )

  /** GET /front/findAllCity — City[] having at least one campus, by pinyin initial. */
  for (const { method, url } of routesOf(app, 'findAllCity')) app[method](url, { schema: none }, async () => ok(cities(db)))

  /** GET /front/findAllSchoolForApp?goodsId=&cityId= (both optional) — School[] selling that goods, in that city. */
  for (const { method, url } of routesOf(app, 'findAllSchoolForApp')) app[method](
    url,
    { schema: { querystring: params({ goodsId: opt, cityId: opt }) } },
    async (req) => {
      const { goodsId, cityId } = req.query
      if (goodsId !== undefined) requireGoods(db, goodsId)
      return ok(schools(db, { goodsId, cityId }))
    },
  )

  /** GET /front/findDefaultSchool?goodsId= — the first campus selling it, or null. */
  for (const { method, url } of routesOf(app, 'findDefaultSchool')) app[method](
    url,
    { schema: goodsIdQuery },
    async (req) => {
      requireGoods(db, req.query.goodsId)
      const first = schools(db, { goodsId: req.query.goodsId })[0]
      return ok(first ? findSchool(db, first.schoolId)! : null)
    },
  )

  /** GET /front/updateGoodsCountVisit?goodsId= — counts a visit. */
  for (const { method, url } of routesOf(app, 'updateGoodsCountVisit')) app[method](
    url,
    { schema: goodsIdQuery },
    async (req) => {
      if (!countGoodsVisit(db, req.query.goodsId)) throw notFound(GoodsMsg.NOT_FOUND)
      return ok(null)
    },
  )

  /** GET /app/memberGoodsList/v2 — VIP memberships (goodsType 4). */
  for (const { method, url } of routesOf(app, 'memberGoodsList/v2')) app[method](url, { schema: none }, async () => ok(listGoods(db, `g.goods_type = 4 AND ${LISTED}`)))

  /** GET /web/couponForGood?goodsId= (token optional) — unexpired Coupon[]; received: this user took it. */
  for (const { method, url } of routesOf(app, 'couponForGood')) app[method](
    url,
    { schema: goodsIdQuery, preHandler: app.auth.optional },
    async (req) => {
      requireGoods(db, req.query.goodsId)
      return ok(couponsFor(db, req.query.goodsId, req.user?.id ?? null, app.now()))
    },
  )

  /** POST /web/receiveCouponFree {couponId} (token) — takes a coupon once: again answers 400 您已领取过该优惠券. */
  for (const { method, url } of routesOf(app, 'receiveCouponFree')) app[method](
    url,
    { schema: { body: orNull(params({ couponId: opt })), querystring: params({ couponId: opt }) }, preHandler: app.auth.require },
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
  for (const { method, url } of routesOf(app, 'collection')) app[method](
    url,
    { schema: { querystring: params({ goodsId: id, type: intEnum([0, 1]) }) }, preHandler: app.auth.require },
    async (req) => {
      const { goodsId, type } = req.query
      requireGoods(db, goodsId)
      if (type === 1) collect(db, req.user!.id, goodsId, app.now())
      else uncollect(db, req.user!.id, goodsId)
      return ok(null)
    },
  )

  /**
   * GET /app/judgeGoodsRepeatPay?goodsId= (token) — RepeatPayCheck: would buying this goods again repeat an order of the
   * learner's (a paid one first, else the latest open one)? Unknown goods: 404 商品不存在.
   */
  for (const { method, url } of routesOf(app, 'judgeGoodsRepeatPay')) app[method](url, { schema: goodsIdQuery, preHandler: app.auth.require }, async (req) => {
    requireGoods(db, req.query.goodsId)
    return ok(repeatPayCheck(db, req.user!.id, req.query.goodsId, null, app.now()))
  })

  /**
   * GET /app/judgeCpaRepeatPay?goodsId=&spPriceId= (token) — the same for a professional-certificate goods, sold by
   * package: an order of that package (any of the goods' without spPriceId). A package of other goods: 404 套餐不存在.
   */
  for (const { method, url } of routesOf(app, 'judgeCpaRepeatPay')) app[method](
    url,
    { schema: { querystring: params({ goodsId: id, spPriceId: opt }) }, preHandler: app.auth.require },
    async (req) => {
      const { goodsId, spPriceId } = req.query
      requireGoods(db, goodsId)
      if (spPriceId !== undefined && findSpec(db, spPriceId)?.goods_id !== goodsId) throw notFound(GoodsMsg.PACKAGE_NOT_FOUND)
      return ok(repeatPayCheck(db, req.user!.id, goodsId, spPriceId ?? null, app.now()))
    },
  )

  /** GET /app/collectionList (token) — the user's collected goods, latest first (off-shelf ones included, sellStatus says so). */
  for (const { method, url } of routesOf(app, 'collectionList')) app[method](url, { schema: none, preHandler: app.auth.require }, async (req) => ok(collectedGoods(db, req.user!.id)))
}
