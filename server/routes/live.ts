import { Type, type Static, type TProperties } from '@sinclair/typebox'
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import type { FastifyInstance } from 'fastify'
import { badRequest, ok } from '../lib/envelope'
import { examPapers, examSum, latestRecord, myRank, myRecords, rankPage, scoreBands, updateExamStatus } from '../lib/goods/exam'
import { pageArgs, pagingProps } from '../lib/listPage'
import { liveInfo, livePage, liveShare, replayInfo } from '../lib/live/live'
import { idSchema, intEnum, orNull, params } from '../lib/validation'
import { routesOf } from '../lib/routeTable'

const liveId = Type.Integer({ ...idSchema, 'x-msg': '请传入正确的直播liveId' })
const examId = Type.Integer({ ...idSchema, 'x-msg': '请传入正确的试卷examId' })
const query = <P extends TProperties>(properties: P) => ({ querystring: params({ ...pagingProps, ...properties }) })
/** POST parameters in a JSON or form body, or in the query. */
const ExamRefSchema = params({ ...pagingProps, examId: Type.Optional(examId) })
const bodyOrQuery = { body: orNull(ExamRefSchema), querystring: ExamRefSchema }
type ExamRef = Static<typeof ExamRefSchema>
type Either = { body: ExamRef | null; query: ExamRef }
const examIdOf = (req: Either): number => {
  const v = req.body?.examId ?? req.query.examId
  if (v === undefined) throw badRequest('缺少参数试卷examId')
  return v
}
const pagingOf = (req: Either, size: number) => pageArgs({ ...req.query, ...req.body }, size)

/**
 * Free live classes and mock exams (docs/spec/content-access.md section 7 "Goods and home": live/learning, exams), prefix
 * /api/livelist (the live service: the spec's /livelist/... paths below it). Times 'YYYY-MM-DD HH:mm:ss'.
 */
export default async function liveRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>()
  const db = app.db

  /** GET /livelist/onlineschool/app/operationLivesList/v2?curPage=&pageSize=&liveStatus= — Page<LiveItem> (no URLs). */
  for (const { method, url } of routesOf(app, 'operationLivesList/v2')) app[method](
    url,
    { schema: query({ liveStatus: Type.Optional(intEnum([1, 2, 3, 4])) }) },
    async (req) => ok(livePage(db, app.now(), req.query.liveStatus, pageArgs(req.query))),
  )

  /**
   * GET /getLiveInfo?liveId= (token optional) — LiveInfo for anyone (the room shows a guest the class and its
   * reservation); liveUrl while live and liveBackUrl with a replay only to a logged-in caller.
   */
  for (const { method, url } of routesOf(app, 'getLiveInfo')) app[method](url, { schema: query({ liveId }), preHandler: app.auth.optional }, async (req) =>
    ok(liveInfo(db, req.query.liveId, app.now(), !!req.user)),
  )

  /** GET /getReplayInfo?liveId= (token) — ReplayInfo; no replay (yet): 404 暂无回放. */
  for (const { method, url } of routesOf(app, 'getReplayInfo')) app[method](url, { schema: query({ liveId }), preHandler: app.auth.require }, async (req) =>
    ok(replayInfo(db, req.query.liveId, app.now())),
  )

  /** GET /livelist/operationLiveShare/selectByOperationLiveId?operationLiveId= — LiveShareInfo (the share page, no login). */
  for (const { method, url } of routesOf(app, 'selectByOperationLiveId')) app[method](
    url,
    { schema: query({ operationLiveId: liveId }) },
    async (req) => ok(liveShare(db, req.query.operationLiveId, app.now())),
  )

  /** GET /mkExam?curPage=&pageSize= (token optional) — Page<ExamPaper> with the caller's myStatus / myBestScore. */
  for (const { method, url } of routesOf(app, 'mkExam')) app[method](url, { schema: query({}), preHandler: app.auth.optional }, async (req) =>
    ok(examPapers(db, req.user?.id ?? null, app.now(), pageArgs(req.query))),
  )

  /**
   * GET /updateMkExamStatus?examId=&status=1|2&score=&useTime= (token) — ExamRecord: 1 starts (or resumes) an attempt,
   * 2 submits it with the score (0..totalScore) and the seconds used. Paper not open / closed: 400.
   */
  for (const { method, url } of routesOf(app, 'updateMkExamStatus')) app[method](
    url,
    {
      schema: query({
        examId,
        status: intEnum([1, 2], { 'x-msg': '参数status只能是1或2' }),
        score: Type.Optional(Type.Integer({ minimum: 0 })),
        useTime: Type.Optional(Type.Integer({ minimum: 0 })),
      }),
      preHandler: app.auth.require,
    },
    async (req) => ok(updateExamStatus(db, req.user!.id, req.user!.nick_name, req.query, app.now())),
  )

  /** GET /mkExamRank?examId=&curPage=&pageSize=10 — Page<ExamRankItem>: the ranking (best attempt per participant). */
  for (const { method, url } of routesOf(app, 'mkExamRank')) app[method](url, { schema: query({ examId }) }, async (req) =>
    ok(rankPage(db, req.query.examId, pageArgs(req.query))),
  )

  /** GET /mkMeExam?curPage=&pageSize= (token) — Page<ExamRecord>: the caller's attempts, latest first. */
  for (const { method, url } of routesOf(app, 'mkMeExam')) app[method](url, { schema: query({}), preHandler: app.auth.require }, async (req) =>
    ok(myRecords(db, req.user!.id, pageArgs(req.query))),
  )

  /** GET /meRecentlyRecord (token) — the caller's latest ExamRecord, or null. */
  for (const { method, url } of routesOf(app, 'meRecentlyRecord')) app[method](url, { schema: query({}), preHandler: app.auth.require }, async (req) => ok(latestRecord(db, req.user!.id)))

  /** POST /livelist/userExamResults/mkMeRank {examId} (token) — MyExamRank (rank null when not ranked). */
  for (const { method, url } of routesOf(app, 'mkMeRank')) app[method](url, { schema: bodyOrQuery, preHandler: app.auth.require }, async (req) =>
    ok(myRank(db, req.user!.id, examIdOf(req))),
  )

  /** POST /livelist/ExamResultsRank/disCount {examId} — ScoreBand[] (0-59, 60-69, 70-79, 80-89, 90-100 percent). */
  for (const { method, url } of routesOf(app, 'disCount')) app[method](url, { schema: bodyOrQuery }, async (req) => ok(scoreBands(db, examIdOf(req))))

  /** POST /livelist/ExamResultsRank/list {examId, currentPage, pageSize} — Page<ExamRankItem>. */
  for (const { method, url } of routesOf(app, 'ExamResultsRank/list')) app[method](url, { schema: bodyOrQuery }, async (req) =>
    ok(rankPage(db, examIdOf(req), pagingOf(req, 10))),
  )

  /** GET /examPaperCount/examSum — ExamSum. */
  for (const { method, url } of routesOf(app, 'examPaperCount/examSum')) app[method](url, { schema: query({}) }, async () => ok(examSum(db, app.now())))
}
