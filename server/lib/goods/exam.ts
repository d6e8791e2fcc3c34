/**
 * Mock exams (docs/spec/content-access.md section 7 "Goods and home": mkExam, updateMkExamStatus, mkExamRank, mkMeExam,
 * meRecentlyRecord, userExamResults/mkMeRank, ExamResultsRank/disCount and /list, examPaperCount/examSum).
 * A participant is a user (or a seeded participant without a user); ranks use each participant's best submitted
 * attempt: higher score first, then less time, then the earlier submission.
 */
import type { Database } from 'better-sqlite3'
import type { Page } from '../../../contract/goods'
import type { ExamPaper, ExamPaperStatus, ExamRankItem, ExamRecord, ExamSum, MyExamRank, ScoreBand } from '../../../contract/live'
import { BizError, Code, badRequest } from '../envelope'
import { toPage, type PageArgs } from '../listPage'
import { formatDateTime } from '../time'

export const ExamMsg = {
  NOT_FOUND: '试卷不存在',
  NOT_OPEN: '考试尚未开始',
  CLOSED: '考试已结束',
  NOT_STARTED: '请先开始考试',
  SCORE: '请传入正确的分数score',
} as const

interface PaperRow {
  id: number
  name: string
  subject_name: string
  total_score: number
  pass_score: number
  duration_minutes: number
  question_count: number
  start_at: number
  end_at: number
}

interface RecordRow {
  id: number
  exam_id: number
  status: 1 | 2
  score: number | null
  use_time: number | null
  started_at: number
  submitted_at: number | null
}

const paperStatus = (p: PaperRow, now: number): ExamPaperStatus => (now < p.start_at ? 1 : now <= p.end_at ? 2 : 3)

export function requirePaper(db: Database, id: number): PaperRow {
  const p = db.prepare('SELECT * FROM exam_papers WHERE id = ?').get(id) as PaperRow | undefined
  if (!p) throw new BizError(Code.NOT_FOUND, ExamMsg.NOT_FOUND)
  return p
}

/** Best submitted attempt per participant, ranked. */
const RANKED = `WITH best AS (
    SELECT r.*, ROW_NUMBER() OVER (PARTITION BY COALESCE('u' || r.user_id, 'r' || r.id) ORDER BY r.score DESC, r.use_time, r.submitted_at, r.id) AS rn
    FROM exam_records r WHERE r.exam_id = ? AND r.status = 2),
  ranked AS (SELECT *, ROW_NUMBER() OVER (ORDER BY score DESC, use_time, submitted_at, id) AS rank FROM best WHERE rn = 1)`

const participants = (db: Database, examId: number) => (db.prepare(`${RANKED} SELECT COUNT(*) AS n FROM ranked`).get(examId) as { n: number }).n

export function examPapers(db: Database, userId: number | null, now: number, a: PageArgs): Page<ExamPaper> {
  const { n } = db.prepare('SELECT COUNT(*) AS n FROM exam_papers').get() as { n: number }
  const rows = db.prepare('SELECT * FROM exam_papers ORDER BY sort, id LIMIT ? OFFSET ?').all(a.size, a.offset) as PaperRow[]
  const mine = db.prepare('SELECT MAX(status) AS status, MAX(score) AS best FROM exam_records WHERE exam_id = ? AND user_id = ?')
  const list = rows.map((p): ExamPaper => {
    const m = mine.get(p.id, userId ?? -1) as { status: 1 | 2 | null; best: number | null }
    return {
      examId: p.id,
      examName: p.name,
      subjectName: p.subject_name,
      totalScore: p.total_score,
      passScore: p.pass_score,
      durationMinutes: p.duration_minutes,
      questionCount: p.question_count,
      startTime: formatDateTime(p.start_at),
      endTime: formatDateTime(p.end_at),
      examStatus: paperStatus(p, now),
      participantNum: participants(db, p.id),
      myStatus: m.status ?? 0,
      myBestScore: m.best,
    }
  })
  return toPage(list, n, a)
}

function toRecord(r: RecordRow, p: PaperRow): ExamRecord {
  return {
    recordId: r.id,
    examId: p.id,
    examName: p.name,
    status: r.status,
    score: r.score,
    totalScore: p.total_score,
    passed: r.score === null ? null : r.score >= p.pass_score,
    useTime: r.use_time,
    startTime: formatDateTime(r.started_at),
    submitTime: r.submitted_at === null ? null : formatDateTime(r.submitted_at),
  }
}

export interface ExamStatusInput {
  examId: number
  status: 1 | 2
  score?: number
  useTime?: number
}

/**
 * updateMkExamStatus: status 1 starts an attempt (an unfinished one is answered again), status 2 submits the latest
 * unfinished attempt with its score (marked by the question-bank client: this server holds no questions) and the time
 * used (default: since the start). Only while the paper is open.
 */
export function updateExamStatus(db: Database, userId: number, nick: string, input: ExamStatusInput, now: number): ExamRecord {
  const p = requirePaper(db, input.examId)
  const state = paperStatus(p, now)
  if (state !== 2) throw badRequest(state === 1 ? ExamMsg.NOT_OPEN : ExamMsg.CLOSED)
  const open = db.prepare('SELECT * FROM exam_records WHERE exam_id = ? AND user_id = ? AND status = 1 ORDER BY id DESC LIMIT 1').get(p.id, userId) as
    | RecordRow
    | undefined
  if (input.status === 1) {
    if (open) return toRecord(open, p)
    const info = db
      .prepare('INSERT INTO exam_records (exam_id, user_id, nick_name, status, started_at) VALUES (?, ?, ?, 1, ?)')
      .run(p.id, userId, nick, now)
    return toRecord(db.prepare('SELECT * FROM exam_records WHERE id = ?').get(info.lastInsertRowid) as RecordRow, p)
  }
  if (!open) throw badRequest(ExamMsg.NOT_STARTED)
  if (input.score === undefined || input.score < 0 || input.score > p.total_score) throw badRequest(ExamMsg.SCORE)
  const useTime = input.useTime ?? Math.max(0, Math.round((now - open.started_at) / 1000))
  db.prepare('UPDATE exam_records SET status = 2, score = ?, use_time = ?, submitted_at = ? WHERE id = ?').run(input.score, useTime, now, open.id)
  return toRecord(db.prepare('SELECT * FROM exam_records WHERE id = ?').get(open.id) as RecordRow, p)
}

/** mkMeExam: the user's attempts, latest first. */
export function myRecords(db: Database, userId: number, a: PageArgs): Page<ExamRecord> {
  const { n } = db.prepare('SELECT COUNT(*) AS n FROM exam_records WHERE user_id = ?').get(userId) as { n: number }
  const rows = db.prepare('SELECT * FROM exam_records WHERE user_id = ? ORDER BY started_at DESC, id DESC LIMIT ? OFFSET ?').all(userId, a.size, a.offset) as RecordRow[]
  return toPage(
    rows.map((r) => toRecord(r, requirePaper(db, r.exam_id))),
    n,
    a,
  )
}

export const latestRecord = (db: Database, userId: number): ExamRecord | null => myRecords(db, userId, { page: 1, size: 1, offset: 0 }).list[0] ?? null

export function rankPage(db: Database, examId: number, a: PageArgs): Page<ExamRankItem> {
  requirePaper(db, examId)
  const rows = db
    .prepare(`${RANKED} SELECT rank, nick_name AS nickName, score, use_time AS useTime FROM ranked ORDER BY rank LIMIT ? OFFSET ?`)
    .all(examId, a.size, a.offset) as ExamRankItem[]
  return toPage(rows, participants(db, examId), a)
}

export function myRank(db: Database, userId: number, examId: number): MyExamRank {
  requirePaper(db, examId)
  const total = participants(db, examId)
  const me = db.prepare(`${RANKED} SELECT rank, score FROM ranked WHERE user_id = ?`).get(examId, userId) as { rank: number; score: number } | undefined
  if (!me) return { examId, rank: null, score: null, total, beatPercent: null }
  const beat = total > 1 ? Math.round(((total - me.rank) / (total - 1)) * 1000) / 10 : 100
  return { examId, rank: me.rank, score: me.score, total, beatPercent: beat }
}

/** disCount: best scores per participant in bands of the paper's total (percent: 0-59, 60-69, 70-79, 80-89, 90-100). */
export function scoreBands(db: Database, examId: number): ScoreBand[] {
  const p = requirePaper(db, examId)
  const scores = (db.prepare(`${RANKED} SELECT score FROM ranked`).all(examId) as { score: number }[]).map((r) => (r.score * 100) / p.total_score)
  const bands: [number, number][] = [[0, 59], [60, 69], [70, 79], [80, 89], [90, 100]]
  return bands.map(([min, max]) => ({
    range: `${min}-${max}`,
    min,
    max,
    count: scores.filter((s) => s >= min && (max === 100 ? s <= 100 : s < max + 1)).length,
  }))
}

export function examSum(db: Database, now: number): ExamSum {
  const papers = db.prepare('SELECT * FROM exam_papers').all() as PaperRow[]
  const people = db.prepare(`SELECT COUNT(DISTINCT COALESCE('u' || user_id, 'r' || id)) AS n, COUNT(*) AS records FROM exam_records`).get() as {
    n: number
    records: number
  }
  return {
    paperCount: papers.length,
    openPaperCount: papers.filter((p) => paperStatus(p, now) === 2).length,
    participantNum: people.n,
    recordCount: people.records,
  }
}
