import { Type, type TProperties } from '@sinclair/typebox'
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import type { FastifyInstance } from 'fastify'
import { badRequest, ok } from '../lib/envelope'
import {
  LEARN_LIST_SIZE, LEARN_RANKING_SIZE, PRACTICE_BANNER_PLACE, countBanner, countNode, practiceBanners, practiceCategories,
  practiceInformation, practiceLearners, practiceNames, practiceTeachers, practiceTree, practiceVideos, requireNode,
} from '../lib/practice/practice'
import { checkPlayTokenForm, issuePlayToken, playTokenValid, refusePlay, sendClip } from '../lib/practice/practicePlayback'
import { idSchema as id, intEnum, orNull, params, str, strEnum } from '../lib/validation'
import { routesOf, SERVED_ROOTS } from '../lib/routeTable'

const opt = Type.Optional(id)
const sort = Type.Optional(strEnum(['course', 'audition'], { 'x-msg': '参数sort只能是course或audition' }))
const nodeId = Type.Integer({ ...id, 'x-msg': '请传入正确的课程practiceCourseId' })
const query = <P extends TProperties>(properties: P) => ({ querystring: params(properties) })
/** POST parameters in a JSON or form body, or in the query. */
const ClickSchema = params({ id: Type.Optional(nodeId), userId: Type.Optional(str(64)) })

/**
 * Practical courses (docs/spec/content-access.md section 7 "Practical courses and banners"), prefix /api/practice. Guests may
 * browse; the playback token needs a token (auditions and playback need login). Student-aid calls: routes/studentAid.ts.
 */
/** A practice video's id. */
const vid = str(64, { minLength: 1, pattern: '^[A-Za-z0-9_-]+$', 'x-msg': '请传入正确的视频videoId' })

export default async function practiceRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>()
  const db = app.db

  /** GET /getPracticeBanner?showPlace=26 — PracticeBanner[] of the place (showPlaceId is accepted too). */
  for (const { method, url } of routesOf(app, 'getPracticeBanner')) app[method](
    url,
    { schema: query({ showPlace: opt, showPlaceId: opt }) },
    async (req) => ok(practiceBanners(db, req.query.showPlace ?? req.query.showPlaceId ?? PRACTICE_BANNER_PLACE)),
  )

  /** GET /updateBannerGoodsPvCount?bannerId=&type=0|1 (token optional) — counts a show (0) or a click (1) of a practice banner. */
  for (const { method, url } of routesOf(app, 'updateBannerGoodsPvCount')) app[method](
    url,
    {
      schema: query({ bannerId: id, type: intEnum([0, 1]), showPlaceId: Type.Optional(Type.Integer()), websiteId: Type.Optional(Type.Integer()) }),
      preHandler: app.auth.optional,
    },
    async (req) => ok(countBanner(db, req.query.bannerId, req.query.type)),
  )

  /** GET /getPracticeCourseList?sort=course|audition — PracticeNode[] (3 levels; default sort course). */
  for (const { method, url } of routesOf(app, 'getPracticeCourseList')) app[method](url, { schema: query({ sort }) }, async (req) =>
    ok(practiceTree(db, req.query.sort ?? 'course')),
  )

  /** GET /getPracticeName?sort= — PracticeNameNode[]: the sortName tree of the industry switcher. */
  for (const { method, url } of routesOf(app, 'getPracticeName')) app[method](url, { schema: query({ sort }) }, async (req) =>
    ok(practiceNames(db, req.query.sort ?? 'course')),
  )

  /** GET /getPracticeGoodsList — PracticeCategory[]: category floors with their goods (goods-jump fields). */
  for (const { method, url } of routesOf(app, 'getPracticeGoodsList')) app[method](url, { schema: query({}) }, async () => ok(practiceCategories(db)))

  /** GET /getPracticeLearnList — PracticeLearnInfo[]: the learning-time ranking (top 10, masked phones). */
  for (const { method, url } of routesOf(app, 'getPracticeLearnList')) app[method](url, { schema: query({}) }, async () => ok(practiceLearners(db, undefined, LEARN_RANKING_SIZE)))

  const byNode = query({ practiceCourseId: Type.Optional(nodeId) })

  /** GET .../practiceCourseList?practiceCourseId=&sort= — PracticeVideo[] of the node's subtree (all of the sort without one). */
  for (const { method, url } of routesOf(app, 'practiceCourseList')) app[method](
    url,
    { schema: query({ practiceCourseId: Type.Optional(nodeId), sort }) },
    async (req) => ok(practiceVideos(db, req.query.practiceCourseId, req.query.sort ?? 'course')),
  )

  /** GET .../practiceTeachers?practiceCourseId= — PracticeTeacher[] of the node's industry (all without one). */
  for (const { method, url } of routesOf(app, 'practiceTeachers')) app[method](url, { schema: byNode }, async (req) =>
    ok(practiceTeachers(db, req.query.practiceCourseId)),
  )

  /** GET .../practiceInformation?practiceCourseId= — PracticeInformation: tips, 学习保障, hot articles (the same for every node). */
  for (const { method, url } of routesOf(app, 'practiceInformation')) app[method](url, { schema: byNode }, async (req) => {
    if (req.query.practiceCourseId !== undefined) requireNode(db, req.query.practiceCourseId)
    return ok(practiceInformation(db))
  })

  /** GET .../learnList?practiceCourseId= — PracticeLearnInfo[] of the node's subtree (top 20; every course without one). */
  for (const { method, url } of routesOf(app, 'learnList')) app[method](url, { schema: byNode }, async (req) =>
    ok(practiceLearners(db, req.query.practiceCourseId, LEARN_LIST_SIZE)),
  )

  /** GET .../updateVisit?id= — PracticeCounter after one more visit. */
  for (const { method, url } of routesOf(app, 'updateVisit')) app[method](url, { schema: query({ id: nodeId }) }, async (req) =>
    ok(countNode(db, req.query.id, 'visit')),
  )

  /** POST .../updateClick {id, userId} (token optional) — PracticeCounter after one more click; userId is ignored. */
  const click = { body: orNull(ClickSchema), querystring: ClickSchema }
  for (const { method, url } of routesOf(app, 'updateClick')) app[method](url, { schema: click, preHandler: app.auth.optional }, async (req) => {
    const nid = req.body?.id ?? req.query.id
    if (nid === undefined) throw badRequest('缺少参数课程id')
    return ok(countNode(db, nid, 'click'))
  })

  /**
   * GET /polyv/play/:videoId?playToken= — the clip (range requests); HTTP 403 without a live token for this video. No
   * call of the contract: the playback token's playUrl, a <video>'s source (server/__tests__/routeTable.test.ts).
   */
  app.get(
    '/polyv/play/:videoId',
    { schema: { params: Type.Object({ videoId: vid }), querystring: params({ playToken: Type.Optional(str(128)) }) } },
    async (req, reply) => (playTokenValid(db, req.query.playToken, req.params.videoId, app.now()) ? sendClip(req, reply) : refusePlay(reply)),
  )
}

/** The playback token (content-access section 7 "Sharing and messaging-app"), registered under the gateway, /api. */
export async function playTokenRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>()
  const db = app.db
  /**
   * POST /polyv/service/v1/token (token; form userId, videoId, viewerId, ts, sign) — PlaybackToken for a chapter vid, to the
   * token's learner: the form's account, ts window, sign and viewerId checked (lib/practice/practicePlayback.ts).
   */
  const tokenForm = params({
    userId: str(64, { minLength: 1, 'x-msg': '请传入正确的播放账号userId' }),
    videoId: vid,
    viewerId: str(20, { minLength: 1, pattern: '^[0-9]+$', 'x-msg': '请传入正确的观看者viewerId' }),
    ts: Type.Integer({ minimum: 0, maximum: 9_999_999_999_999, 'x-msg': '请传入正确的时间戳ts' }),
    sign: Type.String({ pattern: '^[0-9A-F]{32}$', 'x-msg': '请传入正确的签名sign' }),
  })
  for (const { method, url } of routesOf(app, 'polyv/service/v1/token')) app[method](
    url,
    { schema: { body: tokenForm }, preHandler: app.auth.require },
    async (req) => {
      checkPlayTokenForm(req.body, app.polyv, req.user!.id, app.now())
      return ok(issuePlayToken(db, req.user!.id, req.body.videoId, `${SERVED_ROOTS.practice}/polyv/play/${req.body.videoId}`, app.now()))
    },
  )
}
