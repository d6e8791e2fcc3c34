/**
 * Free live classes and mock exams (docs/spec/content-access.md sections 2, 3 "Live item", 7 "Goods and home": live/learning
 * and exams, 9 live time format). Service `goods` (<base>/goods); the spec's /livelist/... paths keep that segment.
 * Times are 'YYYY-MM-DD HH:mm:ss' (Beijing).
 */

/** Live status 1..4 by the clock: 1 not started, 2 live now, 3 ended without a replay (yet), 4 replay available. */
export const LIVE_STATUS = { notStarted: 1, live: 2, ended: 3, replay: 4 } as const
export type LiveStatus = (typeof LIVE_STATUS)[keyof typeof LIVE_STATUS]

export interface LiveItem {
  liveId: number
  livePic: string
  liveName: string
  liveTeacher: string
  liveTeacherPic: string
  liveStartTime: string
  liveEndTime: string
  liveStatus: LiveStatus
  /** Only while live (status 2) and only to a logged-in caller (getLiveInfo); null otherwise. */
  liveUrl: string | null
  /** Only with status 4 and a logged-in caller (getLiveInfo / getReplayInfo); null otherwise. */
  liveBackUrl: string | null
  subscribeNum: number
}

/**
 * subscribeGoods / loginAfterLiveReservation / loginAfterSubscribeGoods (token; account service): the caller's
 * reservation of a live class not started yet, with the class's count after it; loginCheckSubscribeGoods answers one
 * per class asked. Reserving again changes nothing.
 */
export interface LiveReservation {
  liveId: number
  subscribed: boolean
  subscribeNum: number
}

export interface LiveInfo extends LiveItem {
  introduction: string
  websiteId: number
}

export interface LiveReplay {
  id: number
  title: string
  durationSeconds: number
}

/** getReplayInfo?liveId= (token) */
export interface ReplayInfo {
  liveId: number
  liveName: string
  liveBackUrl: string
  replays: LiveReplay[]
}

/** livelist/operationLiveShare/selectByOperationLiveId?operationLiveId= — what /shareLiveClass shows before login. */
export interface LiveShareInfo extends Omit<LiveItem, 'liveUrl' | 'liveBackUrl'> {
  shareTitle: string
  shareDesc: string
}

/** Paper window by the clock: 1 not open yet, 2 open, 3 closed. */
export type ExamPaperStatus = 1 | 2 | 3

/** mkExam — a mock exam paper with the caller's state (myStatus 0 when a guest). */
export interface ExamPaper {
  examId: number
  examName: string
  subjectName: string
  totalScore: number
  passScore: number
  durationMinutes: number
  questionCount: number
  startTime: string
  endTime: string
  examStatus: ExamPaperStatus
  participantNum: number
  /** 0 not taken, 1 started, 2 submitted. */
  myStatus: 0 | 1 | 2
  myBestScore: number | null
}

/** mkMeExam / meRecentlyRecord / updateMkExamStatus */
export interface ExamRecord {
  recordId: number
  examId: number
  examName: string
  status: 1 | 2
  score: number | null
  totalScore: number
  passed: boolean | null
  useTime: number | null
  startTime: string
  submitTime: string | null
}

export interface ExamRankItem {
  rank: number
  nickName: string
  score: number
  useTime: number
}

/** livelist/userExamResults/mkMeRank {examId} (token) — rank of the caller's best submitted attempt. */
export interface MyExamRank {
  examId: number
  rank: number | null
  score: number | null
  total: number
  /** Share of the other ranked participants scoring lower (0..100, 1 decimal). */
  beatPercent: number | null
}

/** livelist/ExamResultsRank/disCount {examId} — the score distribution. */
export interface ScoreBand {
  range: string
  min: number
  max: number
  count: number
}

/** examPaperCount/examSum */
export interface ExamSum {
  paperCount: number
  openPaperCount: number
  participantNum: number
  recordCount: number
}
