import { Type, type TProperties } from '@sinclair/typebox'
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { BizError, Code, Msg, badRequest, ok } from '../lib/envelope'
import {
  auditionCategories, findKnowledgeGoods, floorPage, knowledgeGoodsPage, knowledgeHome, knowledgeTabs, knowledgeZones, requireTab, requireZone,
  studentShares, zoneDetail, type Viewer,
} from '../lib/knowledge/knowledge'
import { claimZeroGoods, countStats, subscribe, subscribeState, teacherSchool, wxAppScheme } from '../lib/knowledge/knowledgeClaim'
import { pageArgs, pagingProps } from '../lib/listPage'
import { idSchema as id, intEnum, orNull, params, str, strEnum } from '../lib/validation'
import { routesOf } from '../lib/routeTable'

const optStr = (maxLength: number) => Type.Optional(str(maxLength))
const query = <P extends TProperties>(properties: P) => ({ querystring: params(properties) })
const paged = <P extends TProperties>(properties: P) => query({ ...pagingProps, ...properties })
const zoneId = Type.Integer({ ...id, 'x-msg': '请传入正确的专区knowZoneId' })
const bizId = Type.Integer({ ...id, 'x-msg': '请传入正确的bizId' })
const bizType = Type.Optional(Type.Integer({ minimum: 0 }))

/**
 * Knowledge store (docs/spec/content-access.md section 7 "Knowledge store and student-aid"), prefix /api/knowledge, all GET
 * unless stated. Lists are Page<KnowledgeGoods> ({page, list}); the caller's audition state needs the token (optional).
 * purchaseZerogoods, bookings and the received list need it.
 */
export default async function knowledgeRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>()
  const db = app.db
  const viewer = (req: FastifyRequest): Viewer => ({ now: app.now(), userId: req.user?.id ?? null })
  const optional = { preHandler: app.auth.optional }
  const required = { preHandler: app.auth.require }

  /** GET /typeConfigList — KnowledgeTab[]: xxff 7, stkc 1, xyfx 8, jycswd 4, kczq 2, product 5, byzq 3, zygh 6. */
  for (const { method, url } of routesOf(app, 'typeConfigList')) app[method](url, { schema: query({}) }, async () => ok(knowledgeTabs(db)))

  /** GET /knowZoneList?group=kczq|example|job|company&typeId= — KnowledgeZone[] (zones 4..15). */
  for (const { method, url } of routesOf(app, 'knowZoneList')) app[method](
    url,
    { schema: query({ group: Type.Optional(strEnum(['kczq', 'example', 'job', 'company'])), typeId: Type.Optional(id) }) },
    async (req) => ok(knowledgeZones(db, req.query)),
  )

  /** GET /knowZone?knowZoneId= (token optional) — KnowledgeZoneDetail: the zone and all its goods. */
  for (const { method, url } of routesOf(app, 'knowZone')) app[method](url, { schema: query({ knowZoneId: zoneId }), ...optional }, async (req) =>
    ok(zoneDetail(db, viewer(req), req.query.knowZoneId)),
  )

  /** GET /knowZonePageList?knowZoneId=&curPage=&pageSize= (token optional) — Page<KnowledgeGoods> of a zone. */
  for (const { method, url } of routesOf(app, 'knowZonePageList')) app[method](
    url,
    { schema: paged({ knowZoneId: zoneId }), ...optional },
    async (req) => {
      requireZone(db, req.query.knowZoneId)
      return ok(knowledgeGoodsPage(db, viewer(req), { where: 'k.zone_id = ?', args: [req.query.knowZoneId] }, pageArgs(req.query)))
    },
  )

  /** GET /typeListDetail?typeId=&curPage=&pageSize= (token optional) — Page<KnowledgeGoods> of a tab. */
  for (const { method, url } of routesOf(app, 'typeListDetail')) app[method](url, { schema: paged({ typeId: id }), ...optional }, async (req) => {
    requireTab(db, req.query.typeId)
    return ok(knowledgeGoodsPage(db, viewer(req), { where: 'k.type_id = ?', args: [req.query.typeId] }, pageArgs(req.query)))
  })

  /** GET /ksHomePageLists (token optional) — KnowledgeHome: banners, navs (the tabs), floors with 4 goods each and their total. */
  for (const { method, url } of routesOf(app, 'ksHomePageLists')) app[method](url, { schema: query({}), ...optional }, async (req) => ok(knowledgeHome(db, viewer(req))))

  /** GET /ksHomePage?ksHomePageId=&curPage=&pageSize= (token optional) — a floor's goods ('more'): Page & {name}. */
  for (const { method, url } of routesOf(app, 'ksHomePage')) app[method](
    url,
    { schema: paged({ ksHomePageId: id }), ...optional },
    async (req) => ok(floorPage(db, viewer(req), req.query.ksHomePageId, pageArgs(req.query))),
  )

  /** Added: GET /knowGoodsDetail?id= (token optional) — one KnowledgeGoods (audition play page, course detail). */
  for (const { method, url } of routesOf(app, 'knowGoodsDetail')) app[method](url, { schema: query({ id }), ...optional }, async (req) =>
    ok(findKnowledgeGoods(db, viewer(req), req.query.id)),
  )

  /** GET /knowCategoryList — AuditionCategory[]. */
  for (const { method, url } of routesOf(app, 'knowCategoryList')) app[method](url, { schema: query({}) }, async () => ok(auditionCategories(db)))

  /**
   * GET /knowCategoryPageList?auditionType=1|2|3&categoryId=&curPage=&pageSize=1000 (token optional) — Page<KnowledgeGoods>
   * whose audition state for the caller is auditionType (1 play now, 2 received: owned, 3 book: not open yet), in one
   * audition category or in the whole store. auditionType 2 (the received list) needs the token.
   */
  for (const { method, url } of routesOf(app, 'knowCategoryPageList')) app[method](
    url,
    { schema: paged({ auditionType: Type.Optional(intEnum([1, 2, 3])), categoryId: Type.Optional(id) }), ...optional },
    async (req) => {
      const { auditionType, categoryId } = req.query
      if (auditionType === 2 && !req.user) throw new BizError(Code.UNAUTHORIZED, Msg.NOT_LOGGED_IN)
      const filter = categoryId === undefined ? { where: '1 = 1', args: [] } : { where: 'k.audition_category_id = ?', args: [categoryId] }
      return ok(knowledgeGoodsPage(db, viewer(req), { ...filter, auditionType }, pageArgs(req.query, 1000)))
    },
  )

  /**
   * GET /purchaseZerogoods?goodsId=&platformType=&schoolId= (token, header) — ZeroGoodsResult: the free goods as a
   * completed order priced 0; again: the same order (isNew false). Priced goods: 400; not in the store: 404.
   */
  for (const { method, url } of routesOf(app, 'purchaseZerogoods')) app[method](
    url,
    {
      schema: query({
        goodsId: Type.Integer({ ...id, 'x-msg': '请传入正确的商品goodsId' }),
        platformType: Type.Optional(intEnum([2, 3])),
        schoolId: Type.Optional(Type.Integer({ minimum: 0 })),
      }),
      ...required,
    },
    async (req) => ok(claimZeroGoods(db, req.user!.id, req.query, app.now())),
  )

  /** GET /ksStudentShareList?curPage=&pageSize= — Page<StudentShare> (member share list, newest first). */
  for (const { method, url } of routesOf(app, 'ksStudentShareList')) app[method](url, { schema: paged({}) }, async (req) => ok(studentShares(db, pageArgs(req.query))))

  /** GET /statistics/clickVolume, /statistics/pageViewsClick, /statistics/clickViews ?bizId=&bizType= — ClickStats (userId ignored). */
  const stats = { schema: query({ bizId, bizType, userId: optStr(64) }) }
  for (const [name, what] of [['clickVolume', 'click'], ['pageViewsClick', 'view'], ['clickViews', null]] as const) {
    for (const { method, url } of routesOf(app, name)) app[method](url, stats, async (req) => ok(countStats(db, req.query.bizType ?? 0, req.query.bizId, what)))
  }

  /** GET /ifSubscribe?bizId= (token) — SubscribeState of a knowledge goods (an audition to book). */
  for (const { method, url } of routesOf(app, 'ifSubscribe')) app[method](url, { schema: query({ bizId }), ...required }, async (req) =>
    ok(subscribeState(db, req.user!.id, req.query.bizId)),
  )

  /** POST /saveSubscribeRecord {bizId} (token) — SubscribeState after booking (booking twice changes nothing). */
  for (const { method, url } of routesOf(app, 'saveSubscribeRecord')) app[method](
    url,
    { schema: { body: orNull(params({ bizId: Type.Optional(bizId) })), querystring: params({ bizId: Type.Optional(bizId) }) }, ...required },
    async (req) => {
      const biz = req.body?.bizId ?? req.query.bizId
      if (biz === undefined) throw badRequest('缺少参数bizId')
      return ok(subscribe(db, req.user!.id, biz, app.now()))
    },
  )

  /** GET /getTeacherIdSchool?teacherId=&city= — TeacherSchool: a campus of the city (else the default campus 1). */
  for (const { method, url } of routesOf(app, 'getTeacherIdSchool')) app[method](
    url,
    { schema: query({ teacherId: optStr(64), city: optStr(32) }) },
    async (req) => ok(teacherSchool(db, req.query.teacherId ?? '', req.query.city ?? '')),
  )

  /** POST /getWxAppSchemeReqByConfigId?wxConfigId= {path?, query?} — WxAppScheme (sandbox link, 30 days). */
  for (const { method, url } of routesOf(app, 'getWxAppSchemeReqByConfigId')) app[method](
    url,
    { schema: { querystring: params({ wxConfigId: str(64, { minLength: 1 }) }), body: orNull(params({ path: optStr(256), query: optStr(1024) })) } },
    async (req) => ok(wxAppScheme(req.query.wxConfigId, req.body?.path ?? '', req.body?.query ?? '', app.now())),
  )
}
