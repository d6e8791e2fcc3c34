import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { PracticeSort } from '../../types/practice'
import { badRequest, ok } from '../lib/envelope'
import {
  LEARN_LIST_SIZE, LEARN_RANKING_SIZE, PRACTICE_BANNER_PLACE, countBanner, countNode, practiceBanners, practiceCategories,
  practiceInformation, practiceLearners, practiceNames, practiceTeachers, practiceTree, practiceVideos, requireNode,
} from '../lib/content/practice'
import type { PlaybackTokenForm } from '../../src/core/playback'
import { checkPlayTokenForm, issuePlayToken, playTokenValid, refusePlay, sendClip } from '../lib/content/practicePlayback'
import { params } from '../lib/validation'

const id = { type: 'integer', minimum: 1 }
const sort = { type: 'string', enum: ['course', 'audition'], 'x-msg': '参数sort只能是course或audition' }
const nodeId = { ...id, 'x-msg': '请传入正确的课程practiceCourseId' }
const query = (properties: Record<string, Record<string, unknown>>, required: string[] = []) => ({ querystring: params(properties, required) })
/** POST parameters in a JSON or form body, or in the query. */
const bodyOrQuery = (properties: Record<string, Record<string, unknown>>) => ({
  body: { ...params(properties), type: ['object', 'null'] },
  querystring: params(properties),
})
interface PostParams {
  id: number
}
type Either = { Body: Partial<PostParams> | null; Querystring: Partial<PostParams> }
/** A parameter from the body, else the query. */
const arg = <K extends keyof PostParams>(req: FastifyRequest<Either>, key: K): PostParams[K] | undefined => req.body?.[key] ?? req.query[key]

/**
 * Practical courses (content-access.md section 7 "Practical courses and banners"), prefix /api/practice. Guests may
 * browse; the playback token needs a token (auditions and playback need login). Student-aid calls: routes/studentAid.ts.
 */
export default async function practiceRoutes(app: FastifyInstance) {
  const db = app.db

  /** GET /getPracticeBanner?showPlace=26 — PracticeBanner[] of the place (showPlaceId is accepted too). */
  app.get<{ Querystring: { showPlace?: number; showPlaceId?: number } }>(
    '/getPracticeBanner',
    { schema: query({ showPlace: id, showPlaceId: id }) },
    async (req) => ok(practiceBanners(db, req.query.showPlace ?? req.query.showPlaceId ?? PRACTICE_BANNER_PLACE)),
  )

  /** GET /updateBannerGoodsPvCount?bannerId=&type=0|1 (token optional) — counts a show (0) or a click (1) of a practice banner. */
  app.get<{ Querystring: { bannerId: number; type: 0 | 1 } }>(
    '/updateBannerGoodsPvCount',
    {
      schema: query({ bannerId: id, type: { type: 'integer', enum: [0, 1] }, showPlaceId: { type: 'integer' }, websiteId: { type: 'integer' } }, ['bannerId', 'type']),
      preHandler: app.auth.optional,
    },
    async (req) => ok(countBanner(db, req.query.bannerId, req.query.type)),
  )

  /** GET /getPracticeCourseList?sort=course|audition — PracticeNode[] (3 levels; default sort course). */
  app.get<{ Querystring: { sort?: PracticeSort } }>('/getPracticeCourseList', { schema: query({ sort }) }, async (req) =>
    ok(practiceTree(db, req.query.sort ?? 'course')),
  )

  /** GET /getPracticeName?sort= — PracticeNameNode[]: the sortName tree of the industry switcher. */
  app.get<{ Querystring: { sort?: PracticeSort } }>('/getPracticeName', { schema: query({ sort }) }, async (req) =>
    ok(practiceNames(db, req.query.sort ?? 'course')),
  )

  /** GET /getPracticeGoodsList — PracticeCategory[]: category floors with their goods (goods-jump fields). */
  app.get('/getPracticeGoodsList', { schema: query({}) }, async () => ok(practiceCategories(db)))

  /** GET /getPracticeLearnList — PracticeLearnInfo[]: the learning-time ranking (top 10, masked phones). */
  app.get('/getPracticeLearnList', { schema: query({}) }, async () => ok(practiceLearners(db, undefined, LEARN_RANKING_SIZE)))

  const W = '/wxPracticeCourse/app'

  /** GET .../practiceCourseList?practiceCourseId=&sort= — PracticeVideo[] of the node's subtree (all of the sort without one). */
  app.get<{ Querystring: { practiceCourseId?: number; sort?: PracticeSort } }>(
    `${W}/practiceCourseList`,
    { schema: query({ practiceCourseId: nodeId, sort }) },
    async (req) => ok(practiceVideos(db, req.query.practiceCourseId, req.query.sort ?? 'course')),
  )

  /** GET .../practiceTeachers?practiceCourseId= — PracticeTeacher[] of the node's industry (all without one). */
  app.get<{ Querystring: { practiceCourseId?: number } }>(`${W}/practiceTeachers`, { schema: query({ practiceCourseId: nodeId }) }, async (req) =>
    ok(practiceTeachers(db, req.query.practiceCourseId)),
  )

  /** GET .../practiceInformation?practiceCourseId= — PracticeInformation: tips, 学习保障, hot articles (the same for every node). */
  app.get<{ Querystring: { practiceCourseId?: number } }>(`${W}/practiceInformation`, { schema: query({ practiceCourseId: nodeId }) }, async (req) => {
    if (req.query.practiceCourseId !== undefined) requireNode(db, req.query.practiceCourseId)
    return ok(practiceInformation(db))
  })

  /** GET .../learnList?practiceCourseId= — PracticeLearnInfo[] of the node's subtree (top 20; every course without one). */
  app.get<{ Querystring: { practiceCourseId?: number } }>(`${W}/learnList`, { schema: query({ practiceCourseId: nodeId }) }, async (req) =>
    ok(practiceLearners(db, req.query.practiceCourseId, LEARN_LIST_SIZE)),
  )

  /** GET .../updateVisit?id= — PracticeCounter after one more visit. */
  app.get<{ Querystring: { id: number } }>(`${W}/updateVisit`, { schema: query({ id: nodeId }, ['id']) }, async (req) =>
    ok(countNode(db, req.query.id, 'visit')),
  )

  /** POST .../updateClick {id, userId} (token optional) — PracticeCounter after one more click; userId is ignored. */
  app.post<Either>(`${W}/updateClick`, { schema: bodyOrQuery({ id: nodeId, userId: { type: 'string', maxLength: 64 } }), preHandler: app.auth.optional }, async (req) => {
    const nid = arg(req, 'id')
    if (nid === undefined) throw badRequest('缺少参数课程id')
    return ok(countNode(db, nid, 'click'))
  })

  /**
   * POST /polyv/service/v1/token (token; form userId, videoId, viewerId, ts, sign) — PlaybackToken for a chapter vid,
   * to the token's learner: the form's account, ts window, sign and viewerId checked (lib/content/practicePlayback.ts).
   */
  const vid = { type: 'string', minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$', 'x-msg': '请传入正确的视频videoId' }
  const tokenForm = {
    userId: { type: 'string', minLength: 1, maxLength: 64, 'x-msg': '请传入正确的播放账号userId' },
    videoId: vid,
    viewerId: { type: 'string', minLength: 1, maxLength: 20, pattern: '^[0-9]+$', 'x-msg': '请传入正确的观看者viewerId' },
    ts: { type: 'integer', minimum: 0, maximum: 9_999_999_999_999, 'x-msg': '请传入正确的时间戳ts' },
    sign: { type: 'string', pattern: '^[0-9A-F]{32}$', 'x-msg': '请传入正确的签名sign' },
  }
  app.post<{ Body: PlaybackTokenForm }>(
    '/polyv/service/v1/token',
    { schema: { body: params(tokenForm, Object.keys(tokenForm)) }, preHandler: app.auth.require },
    async (req) => {
      checkPlayTokenForm(req.body, app.polyv, req.user!.id, app.now())
      return ok(issuePlayToken(db, req.user!.id, req.body.videoId, `${app.prefix}/polyv/play/${req.body.videoId}`, app.now()))
    },
  )

  /** GET /polyv/play/:videoId?playToken= — the clip (range requests); HTTP 403 without a live token for this video. */
  app.get<{ Params: { videoId: string }; Querystring: { playToken?: string } }>(
    '/polyv/play/:videoId',
    { schema: { params: { type: 'object', properties: { videoId: vid } }, querystring: params({ playToken: { type: 'string', maxLength: 128 } }) } },
    async (req, reply) => (playTokenValid(db, req.query.playToken, req.params.videoId, app.now()) ? sendClip(req, reply) : refusePlay(reply)),
  )
}
