/**
 * Free live classes and mock exams (docs/spec/content-access.md section 7 "Goods and home": live/learning and exams; shapes in
 * contract/live.ts). Service `goods`; the spec's /livelist/... paths keep their segment. The stream, the replay and
 * the learner's own exam data take the token. Reserving a live class is the spec's Account "Subscribe" group (service
 * `account`): subscribeGoods for a logged-in learner, loginAfterLiveReservation right after the login a reservation
 * asked for, loginCheckSubscribeGoods for which classes the learner has reserved.
 */
import type { Page } from '@contract/goods'
import type {
  ExamPaper, ExamRankItem, ExamRecord, ExamSum, LiveInfo, LiveItem, LiveReservation, LiveShareInfo, LiveStatus, MyExamRank, ReplayInfo,
  ScoreBand,
} from '@contract/live'
import { ACCOUNT_CALLS as A } from '@contract/calls/table/account'
import { GOODS_CALLS as G } from '@contract/calls/table/goods'
import { http } from './http'
import type { Requester } from './request'
import { useService } from './context'

export const LIVE_PAGE_SIZE = 10

export function createLiveApi(request: Requester) {
  return {
    /** operationLivesList/v2: live first, then upcoming, then past; one status when given. */
    lives: (curPage: number, liveStatus?: LiveStatus, pageSize = LIVE_PAGE_SIZE) =>
      request<Page<LiveItem>>(G['operationLivesList/v2'], { data: { curPage, pageSize, liveStatus } }),
    liveInfo: (liveId: number) => request<LiveInfo>(G.getLiveInfo, { data: { liveId } }),
    /** No replay (yet): code 404 '暂无回放', quiet (the page says it). */
    replayInfo: (liveId: number) => request<ReplayInfo>(G.getReplayInfo, { data: { liveId }, notNeedLogin: true }),
    /** The share page's view, no login. */
    liveShare: (operationLiveId: number) =>
      request<LiveShareInfo>(G.selectByOperationLiveId, { data: { operationLiveId } }),

    /** subscribeGoods: a logged-in learner reserves a class not started yet (again: the same answer). */
    reserve: (liveId: number) => request<LiveReservation>(A.subscribeGoods, { data: { liveId } }),
    /** loginAfterLiveReservation: the reservation a guest asked for, right after the login it needed. */
    reserveAfterLogin: (liveId: number) =>
      request<LiveReservation>(A.loginAfterLiveReservation, { data: { liveId } }),
    /** loginCheckSubscribeGoods: which of these classes the learner reserved. Quiet: the cards simply stay unmarked. */
    reservations: (liveIds: number[]) =>
      request<LiveReservation[]>(A.loginCheckSubscribeGoods, { data: { liveIds: liveIds.join(',') }, notNeedLogin: true }),

    papers: (curPage: number, pageSize = LIVE_PAGE_SIZE) => request<Page<ExamPaper>>(G.mkExam, { data: { curPage, pageSize } }),
    /** The ranking of a paper (best attempt per participant); silent: the mock exam set shows its leader beside the paper. */
    paperRank: (examId: number, curPage: number, pageSize = LIVE_PAGE_SIZE) =>
      request<Page<ExamRankItem>>(G.mkExamRank, { data: { examId, curPage, pageSize }, silent: true }),
    myRecords: (curPage: number, pageSize = LIVE_PAGE_SIZE) =>
      request<Page<ExamRecord>>(G.mkMeExam, { data: { curPage, pageSize } }),
    latestRecord: () => request<ExamRecord | null>(G.meRecentlyRecord),
    myRank: (examId: number) => request<MyExamRank>(G.mkMeRank, { data: { examId } }),
    scoreBands: (examId: number) => request<ScoreBand[]>(G.disCount, { data: { examId } }),
    rankList: (examId: number, currentPage: number, pageSize = LIVE_PAGE_SIZE) =>
      request<Page<ExamRankItem>>(G['ExamResultsRank/list'], { data: { examId, currentPage, pageSize } }),
    examSum: () => request<ExamSum>(G['examPaperCount/examSum']),
  }
}

export type LiveApi = ReturnType<typeof createLiveApi>

/** The app's live client (pure: a page that does not use it does not load it). */
export const liveApi = /*#__PURE__*/ createLiveApi(http)

declare module './context' {
  interface Services {
    liveApi: LiveApi
  }
}

/** The liveApi of the nearest ServicesContext (a test's fake), else the app's client. */
export function useLiveApi(): LiveApi {
  return useService('liveApi', liveApi)
}
