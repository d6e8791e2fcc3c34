import { Type, type TProperties } from '@sinclair/typebox'
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import type { FastifyInstance } from 'fastify'
import type { NewsOperateType, ProvinceList } from '../../contract/news'
import { badRequest, ok } from '../lib/envelope'
import {
  DETAIL_SEAT_POSITION, IN_PROVINCE, NATIONWIDE, NEWS_PAGE_SIZE, NewsMsg, SHOW_COUNT, catalogsOf, locateProvince, newsDetail, newsNotFound,
  newsPage, provinces, recommend, recommendSeats, requireCatalog, requireNews, requireSite, sites, sitesWithCatalogs,
} from '../lib/news/news'
import { countRead, countShare, favoritesPage, markNews, unmarkNews } from '../lib/news/newsActions'
import { idSchema as id, intEnum, orNull, params, str, strEnum } from '../lib/validation'
import { pageProps as page } from '../../contract/schemas/goods'
import { NewsListQuerySchema, RecommendQuerySchema } from '../../contract/schemas/news'
import { routesOf } from '../lib/routeTable'

// `id` is labelled for orders in validation.ts: this one says what it is
const articleId = Type.Integer({ minimum: 1, 'x-msg': '请传入正确的资讯id' })
const opt = Type.Optional(id)
/** The detail's isLoad flag: 1 / true marks a reload (after a like or collect), which does not count a read. */
const IS_LOAD = ['0', '1', 'true', 'false'] as const
const none = { querystring: params({}) }
/** newsId (and the rest) in a JSON or form body, or in the query: the app posts them either way. */
const bodyOrQuery = <P extends TProperties>(properties: P) => ({ body: orNull(params(properties)), querystring: params(properties) })

interface NewsParams {
  newsId: number
  type: NewsOperateType
  currentPage: number
  pageSize: number
}
type WithNews = { body: Partial<NewsParams> | null; query: Partial<NewsParams> }

/** A parameter from the body, else the query. */
const arg = <K extends keyof NewsParams>(req: WithNews, key: K): NewsParams[K] | undefined => req.body?.[key] ?? req.query[key]

const newsIdOf = (req: WithNews): number => {
  const newsId = arg(req, 'newsId')
  if (newsId === undefined) throw badRequest('缺少参数newsId')
  return newsId
}

/**
 * News and articles (docs/spec/content-access.md section 7 "News and articles"), prefix /api/news, every path under /app/.
 * Every answer is the envelope; the user always comes from the token (likes and favourites are the token's
 * user's, whatever else the call carries). Unknown articles answer code 404 资讯不存在.
 */
export default async function newsRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>()
  const db = app.db

  /** GET /app/website/list/v3 — NewsSite[] (ids 1..7). */
  for (const { method, url } of routesOf(app, 'website/list/v3')) app[method](url, { schema: none }, async () => ok(sites(db)))

  /** GET /app/getSiteList — NewsSiteWithCatalogs[]: the sites with their sub-tags (site/category picker). */
  for (const { method, url } of routesOf(app, 'getSiteList')) app[method](url, { schema: none }, async () => ok(sitesWithCatalogs(db)))

  /** GET /app/websiteCatalog/list/byWebsiteId/v3?websiteId= — NewsCatalog[] of the site; unknown site: 404 站点不存在. */
  for (const { method, url } of routesOf(app, 'websiteCatalog/list/byWebsiteId/v3')) app[method](
    url,
    { schema: { querystring: params({ websiteId: id }) } },
    async (req) => {
      requireSite(db, req.query.websiteId)
      return ok(catalogsOf(db, req.query.websiteId))
    },
  )

  /**
   * GET /app/informationList/v3?id=&catalogId=&showCount=999&provinceId=0&currentPage=&pageSize=10 — Page<NewsItem>,
   * newest first. catalogId: one sub-tag; without it, the whole site `id`. provinceId 0: every article; another
   * province: its articles and the nationwide ones. showCount caps the whole list. Past the last page: an empty list.
   */
  for (const { method, url } of routesOf(app, 'informationList/v3')) app[method](
    url,
    // the same for every reader of the site (the learner's province is a parameter): compressed once
    { schema: { querystring: NewsListQuerySchema }, config: { sharedAnswer: true } },
    async (req) => {
      const { id: websiteId, catalogId, showCount = SHOW_COUNT, provinceId: province = NATIONWIDE, currentPage = 1, pageSize = NEWS_PAGE_SIZE } = req.query
      let where: string
      let target: number
      if (catalogId !== undefined) {
        const c = requireCatalog(db, catalogId)
        if (websiteId !== undefined && c.websiteId !== websiteId) throw newsNotFound(NewsMsg.CATALOG_NOT_FOUND)
        ;[where, target] = ['a.catalog_id = ?', catalogId]
      } else if (websiteId !== undefined) {
        requireSite(db, websiteId)
        ;[where, target] = ['a.website_id = ?', websiteId]
      } else throw badRequest(NewsMsg.NO_LIST_TARGET)
      return ok(newsPage(db, `${where} AND ${IN_PROVINCE}`, [target, province, province], currentPage, pageSize, showCount))
    },
  )

  /** GET /app/provinceList/v3 and /app/getProvinceList — {provinceList: Province[]} (nationwide, id 0, is not listed). */
  for (const { method, url } of [...routesOf(app, 'provinceList/v3'), ...routesOf(app, 'getProvinceList')]) {
    app[method](url, { schema: none }, async () => {
      const list: ProvinceList = { provinceList: provinces(db) }
      return ok(list)
    })
  }

  /**
   * GET /app/getProvinceId/v3?provinceName= — ProvinceLocation. The app passes the maps service's ad_info.province;
   * an unknown, hidden or missing name answers nationwide (0): this server has no IP database.
   */
  for (const { method, url } of routesOf(app, 'getProvinceId/v3')) app[method](
    url,
    { schema: { querystring: params({ provinceName: Type.Optional(str(32)), province: Type.Optional(str(32)) }) } },
    async (req) => ok(locateProvince(db, req.query.provinceName ?? req.query.province)),
  )

  /**
   * GET /app/queryAppInformationDetailInfo?id=&isLoad= (token optional) — NewsDetail with the token user's isLikes
   * and isFavorites. The first load (no isLoad, or 0/false) counts a read; a reload with isLoad 1/true does not.
   */
  for (const { method, url } of routesOf(app, 'queryAppInformationDetailInfo')) app[method](
    url,
    { schema: { querystring: params({ id: articleId, isLoad: Type.Optional(strEnum(IS_LOAD)) }) }, preHandler: app.auth.optional },
    async (req) => {
      const news = requireNews(db, req.query.id)
      const reload = req.query.isLoad === '1' || req.query.isLoad === 'true'
      if (!reload) {
        countRead(db, news.id)
        news.read_num += 1
      }
      return ok(newsDetail(db, news, req.user?.id ?? null))
    },
  )

  /** POST /app/likeNews {newsId} (token) — NewsOperateResult; liking again changes nothing. */
  for (const { method, url } of routesOf(app, 'likeNews')) app[method](url, { schema: bodyOrQuery({ newsId: opt }), preHandler: app.auth.require }, async (req) =>
    ok(markNews(db, 0, req.user!.id, newsIdOf(req), app.now())),
  )

  /** POST /app/favoritesNews {newsId} (token) — NewsOperateResult; collecting again changes nothing. */
  for (const { method, url } of routesOf(app, 'favoritesNews')) app[method](url, { schema: bodyOrQuery({ newsId: opt }), preHandler: app.auth.require }, async (req) =>
    ok(markNews(db, 1, req.user!.id, newsIdOf(req), app.now())),
  )

  /** POST /app/cancelOperateNews {newsId, type 0 like | 1 collect} (token) — NewsOperateResult; undoing twice changes nothing. */
  for (const { method, url } of routesOf(app, 'cancelOperateNews')) app[method](
    url,
    { schema: bodyOrQuery({ newsId: opt, type: Type.Optional(intEnum([0, 1])) }), preHandler: app.auth.require },
    async (req) => {
      const newsId = newsIdOf(req)
      const type = arg(req, 'type')
      if (type === undefined) throw badRequest('缺少参数类型')
      return ok(unmarkNews(db, type, req.user!.id, newsId))
    },
  )

  /** POST /app/sharesNews {newsId} (token optional) — NewsOperateResult with the share counted. */
  for (const { method, url } of routesOf(app, 'sharesNews')) app[method](url, { schema: bodyOrQuery({ newsId: opt }), preHandler: app.auth.optional }, async (req) =>
    ok(countShare(db, newsIdOf(req), req.user?.id ?? null)),
  )

  /** POST /app/myFavoritesNews {currentPage, pageSize} (token) — Page<NewsItem> of the user's favourites, latest first. */
  for (const { method, url } of routesOf(app, 'myFavoritesNews')) app[method](url, { schema: bodyOrQuery(page), preHandler: app.auth.require }, async (req) =>
    ok(favoritesPage(db, req.user!.id, arg(req, 'currentPage') ?? 1, arg(req, 'pageSize') ?? NEWS_PAGE_SIZE)),
  )

  /**
   * GET /app/recommendInformationList/v3?informationId=&informationTypeId=&informationType=&provinceId=&currentPage= —
   * RecommendList: the same sub-tag, the current article left out, 5 a page.
   */
  for (const { method, url } of routesOf(app, 'recommendInformationList/v3')) app[method](
    url,
    { schema: { querystring: RecommendQuerySchema } },
    async (req) => {
      const { informationId, informationTypeId, informationType, provinceId: province = NATIONWIDE, currentPage = 1 } = req.query
      if (informationId === undefined && informationTypeId === undefined) throw badRequest(NewsMsg.NO_RECOMMEND_TARGET)
      return ok(recommend(db, { informationId, informationTypeId, informationType, provinceId: province, currentPage }))
    },
  )

  /** GET /app/queryNewsRecommendSeat?site=&position=1 — RecommendSeat[] of the site's page (courses carry their goods). */
  for (const { method, url } of routesOf(app, 'queryNewsRecommendSeat')) app[method](
    url,
    { schema: { querystring: params({ site: id, position: opt }) } },
    async (req) => {
      requireSite(db, req.query.site)
      return ok(recommendSeats(db, req.query.site, req.query.position ?? DETAIL_SEAT_POSITION))
    },
  )
}
