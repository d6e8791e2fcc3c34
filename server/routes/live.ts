import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { LiveStatus } from '../../types/live'
import { badRequest, ok } from '../lib/envelope'
import { examPapers, examSum, latestRecord, myRank, myRecords, rankPage, scoreBands, updateExamStatus, type ExamStatusInput } from '../lib/content/exam'
import { pageArgs, pagingProps, type PagingInput } from '../lib/listPage'
import { liveInfo, livePage, liveShare, replayInfo } from '../lib/content/live'
import { params } from '../lib/validation'

const id = { type: 'integer', minimum: 1 }
const liveId = { ...id, 'x-msg': '请传入正确的直播liveId' }
const examId = { ...id, 'x-msg': '请传入正确的试卷examId' }
const query = (properties: Record<string, Record<string, unknown>>, required: string[] = []) => ({ querystring: params({ ...pagingProps, ...properties }, required) })
/** POST parameters in a JSON or form body, or in the query. */
const bodyOrQuery = (properties: Record<string, Record<string, unknown>>) => ({
  body: { ...params({ ...pagingProps, ...properties }), type: ['object', 'null'] },
  querystring: params({ ...pagingProps, ...properties }),
})
type ExamBody = PagingInput & { examId?: number }
type Either = { Body: ExamBody | null; Querystring: ExamBody }
const examIdOf = (req: FastifyRequest<Either>): number => {
  const v = req.body?.examId ?? req.query.examId
  if (v === undefined) throw badRequest('缺少参数试卷examId')
  return v
}
const pagingOf = (req: FastifyRequest<Either>, size: number) => pageArgs({ ...req.query, ...req.body }, size)

/**
 * Free live classes and mock exams (content-access.md section 7 "Goods and home": live/learning, exams), prefix
 * /api/goods (the goods service; the spec's /livelist/... paths keep their segment). Times 'YYYY-MM-DD HH:mm:ss'.
 */
export default async function liveRoutes(app: FastifyInstance) {
  const db = app.db

  /** GET /livelist/onlineschool/app/operationLivesList/v2?curPage=&pageSize=&liveStatus= — Page<LiveItem> (no URLs). */
  app.get<{ Querystring: PagingInput & { liveStatus?: LiveStatus } }>(
    '/livelist/onlineschool/app/operationLivesList/v2',
    { schema: query({ liveStatus: { type: 'integer', enum: [1, 2, 3, 4] } }) },
    async (req) => ok(livePage(db, app.now(), req.query.liveStatus, pageArgs(req.query))),
  )

  /** GET /getLiveInfo?liveId= (token) — LiveInfo; liveUrl while live, liveBackUrl with a replay. */
  app.get<{ Querystring: { liveId: number } }>('/getLiveInfo', { schema: query({ liveId }, ['liveId']), preHandler: app.auth.require }, async (req) =>
    ok(liveInfo(db, req.query.liveId, app.now(), true)),
  )

  /** GET /getReplayInfo?liveId= (token) — ReplayInfo; no replay (yet): 404 暂无回放. */
  app.get<{ Querystring: { liveId: number } }>('/getReplayInfo', { schema: query({ liveId }, ['liveId']), preHandler: app.auth.require }, async (req) =>
    ok(replayInfo(db, req.query.liveId, app.now())),
  )

  /** GET /livelist/operationLiveShare/selectByOperationLiveId?operationLiveId= — LiveShareInfo (the share page, no login). */
  app.get<{ Querystring: { operationLiveId: number } }>(
    '/livelist/operationLiveShare/selectByOperationLiveId',
    { schema: query({ operationLiveId: liveId }, ['operationLiveId']) },
    async (req) => ok(liveShare(db, req.query.operationLiveId, app.now())),
  )

  /** GET /mkExam?curPage=&pageSize= (token optional) — Page<ExamPaper> with the caller's myStatus / myBestScore. */
  app.get<{ Querystring: PagingInput }>('/mkExam', { schema: query({}), preHandler: app.auth.optional }, async (req) =>
    ok(examPapers(db, req.user?.id ?? null, app.now(), pageArgs(req.query))),
  )

  /**
   * GET /updateMkExamStatus?examId=&status=1|2&score=&useTime= (token) — ExamRecord: 1 starts (or resumes) an attempt,
   * 2 submits it with the score (0..totalScore) and the seconds used. Paper not open / closed: 400.
   */
  app.get<{ Querystring: ExamStatusInput }>(
    '/updateMkExamStatus',
    {
      schema: query(
        { examId, status: { type: 'integer', enum: [1, 2], 'x-msg': '参数status只能是1或2' }, score: { type: 'integer', minimum: 0 }, useTime: { type: 'integer', minimum: 0 } },
        ['examId', 'status'],
      ),
      preHandler: app.auth.require,
    },
    async (req) => ok(updateExamStatus(db, req.user!.id, req.user!.nick_name, req.query, app.now())),
  )

  /** GET /mkExamRank?examId=&curPage=&pageSize=10 — Page<ExamRankItem>: the ranking (best attempt per participant). */
  app.get<{ Querystring: PagingInput & { examId: number } }>('/mkExamRank', { schema: query({ examId }, ['examId']) }, async (req) =>
    ok(rankPage(db, req.query.examId, pageArgs(req.query))),
  )

  /** GET /mkMeExam?curPage=&pageSize= (token) — Page<ExamRecord>: the caller's attempts, latest first. */
  app.get<{ Querystring: PagingInput }>('/mkMeExam', { schema: query({}), preHandler: app.auth.require }, async (req) =>
    ok(myRecords(db, req.user!.id, pageArgs(req.query))),
  )

  /** GET /meRecentlyRecord (token) — the caller's latest ExamRecord, or null. */
  app.get('/meRecentlyRecord', { schema: query({}), preHandler: app.auth.require }, async (req) => ok(latestRecord(db, req.user!.id)))

  /** POST /livelist/userExamResults/mkMeRank {examId} (token) — MyExamRank (rank null when not ranked). */
  app.post<Either>('/livelist/userExamResults/mkMeRank', { schema: bodyOrQuery({ examId }), preHandler: app.auth.require }, async (req) =>
    ok(myRank(db, req.user!.id, examIdOf(req))),
  )

  /** POST /livelist/ExamResultsRank/disCount {examId} — ScoreBand[] (0-59, 60-69, 70-79, 80-89, 90-100 percent). */
  app.post<Either>('/livelist/ExamResultsRank/disCount', { schema: bodyOrQuery({ examId }) }, async (req) => ok(scoreBands(db, examIdOf(req))))

  /** POST /livelist/ExamResultsRank/list {examId, currentPage, pageSize} — Page<ExamRankItem>. */
  app.post<Either>('/livelist/ExamResultsRank/list', { schema: bodyOrQuery({ examId }) }, async (req) =>
    ok(rankPage(db, examIdOf(req), pagingOf(req, 10))),
  )

  /** GET /examPaperCount/examSum — ExamSum. */
  app.get('/examPaperCount/examSum', { schema: query({}) }, async () => ok(examSum(db, app.now())))
}
