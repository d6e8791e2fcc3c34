/**
 * Mock exams (docs/spec/content-access.md sections 1 "mock exams", 2 "Mock exam set ... layouts not shown", 7 "Exams: mkExam,
 * updateMkExamStatus, mkExamRank, mkMeExam, meRecentlyRecord; mkMeRank, disCount, list; examSum"). The spec gives no
 * texts: the labels and the rank display are the app's.
 */
export type PaperStatus = 1 | 2 | 3

export const PAPER_STATUS_LABEL: Record<PaperStatus, string> = { 1: '未开放', 2: '进行中', 3: '已结束' }

export function paperStatusLabel(status: number): string {
  return PAPER_STATUS_LABEL[status as PaperStatus] ?? PAPER_STATUS_LABEL[3]
}

/** What the learner has done with a paper: myStatus 0 not taken, 1 started, 2 submitted (best score shown). */
export function myPaperText(myStatus: number, best: number | null | undefined): string {
  if (myStatus === 2 && best !== null && best !== undefined) return `最高${best}分`
  if (myStatus === 1) return '已开始，未交卷'
  return '未参加'
}

export interface MyRank {
  rank: number | null
  score: number | null
  total: number
  beatPercent: number | null
}

/**
 * My rank: '第N名' of the ranked participants and 'N' of them below me; no submitted attempt: '暂无排名'.
 * beatPercent is 0..100 with one decimal (a whole number shows without '.0').
 */
export function rankView(r: MyRank | null | undefined): { rank: string; score: string; beat: string } {
  if (!r || r.rank === null || r.rank === undefined) return { rank: '暂无排名', score: '--', beat: '完成考试后查看排名' }
  const pct = r.beatPercent ?? 0
  return {
    rank: `第${r.rank}名`,
    score: r.score === null ? '--' : `${r.score}分`,
    beat: `共${r.total}人参加，击败了${Number.isInteger(pct) ? pct : pct.toFixed(1)}%的考生`,
  }
}

/** Time used, seconds as 'H小时M分' / 'M分S秒'; none: '--'. */
export function durationText(seconds: number | null | undefined): string {
  if (seconds === null || seconds === undefined || seconds < 0) return '--'
  const h = Math.floor(seconds / 3600)
  const m = Math.floor((seconds % 3600) / 60)
  const s = seconds % 60
  return h > 0 ? `${h}小时${m}分` : `${m}分${s}秒`
}

/**
 * A paper's leader on its card in the mock exam set (mkExamRank, its first place): '榜首 学员1822 100分 46分12秒';
 * '' when nobody is ranked yet (or the ranking is not known).
 */
export function leaderText(top: { nickName: string; score: number; useTime: number | null } | null | undefined): string {
  if (!top) return ''
  const time = durationText(top.useTime)
  return `榜首 ${top.nickName} ${top.score}分${time === '--' ? '' : ` ${time}`}`
}

/** The papers whose leader is asked for: those with a participant, each once. */
export function papersToRank(papers: { examId: number; participantNum: number }[], asked: ReadonlySet<number>): number[] {
  return papers.filter((p) => p.participantNum > 0 && !asked.has(p.examId)).map((p) => p.examId)
}

/** A record: '85分' (passed or not) once submitted, '未交卷' before. */
export function recordScoreText(r: { status: number; score: number | null }): string {
  return r.status === 2 && r.score !== null ? `${r.score}分` : '未交卷'
}

export function passText(passed: boolean | null | undefined): string {
  if (passed === null || passed === undefined) return ''
  return passed ? '及格' : '未及格'
}

/** Rank badges: the first three get a medal class, the rest a number. */
export function rankBadge(rank: number): 'gold' | 'silver' | 'bronze' | 'plain' {
  return rank === 1 ? 'gold' : rank === 2 ? 'silver' : rank === 3 ? 'bronze' : 'plain'
}

/** A score band's bar width, 0..100 % of the largest band (all empty: 0). */
export function bandWidths(counts: number[]): number[] {
  const max = Math.max(0, ...counts)
  return counts.map((c) => (max === 0 ? 0 : Math.round((c / max) * 100)))
}
