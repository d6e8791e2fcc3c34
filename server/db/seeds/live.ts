/**
 * Free live classes and mock exams (docs/spec/content-access.md sections 2, 3 "Live item", 7 live/learning and exams, 9).
 * Times are fixed relative to the Beijing day D of the seeding clock, so statuses move as the clock moves.
 *
 * Ids the app and tests rely on (at seeding time):
 *   live 1 live now (started 30 min before the seeding minute, rounded down to 5 min; 2 h long; replay after it)
 *   upcoming (status 1): 2 D+1 19:00-21:00, 3 D+2 20:00-21:30, 4 D+3 23:00 - D+4 01:00 (ends on another day),
 *     5 D+7 19:30-21:00, 12 D+14 19:00-20:30
 *   past with a replay (status 4): 6 D-1 19:00-21:00, 7 D-3 20:00-21:30, 9 D-5 22:30 - D-4 00:30 (another day),
 *     10 D-10 19:00-20:30; past without a replay (status 3): 8 D-2 19:00-20:30, 11 D-14 19:00-20:00
 *   exam papers 1..4 open (D-30 .. D+30), 5 not open yet (D+3 ..), 6 closed (.. D-1); synthetic participants on 1..4
 *   and 6; 13800138000: papers 1 (72 then 85), 2 (58), 3 (started, not submitted); 13700137000: paper 1 (91)
 */
import { coverPath } from '../../lib/media/media'
import { rng } from '../corpus/newsCorpus'
import { formatDateTime } from '../../lib/time'
import type { SeedModule } from './types'

const MIN = 60_000
const HOUR = 60 * MIN
const DAY = 24 * HOUR
const BEIJING = 8 * HOUR
export const SAMPLE_CLIP = '/media/video/audition-sample.mp4'

/** Beijing midnight of the day of `ms`. */
export const beijingDayStart = (ms: number) => Math.floor((ms + BEIJING) / DAY) * DAY - BEIJING
const at = (d0: number, day: number, h: number, m = 0) => d0 + day * DAY + h * HOUR + m * MIN

type Live = [id: number, name: string, teacher: string, start: number, end: number, replay: boolean, site: number]

export function liveSchedule(now: number): Live[] {
  const d0 = beijingDayStart(now)
  const nowStart = Math.floor(now / (5 * MIN)) * 5 * MIN - 30 * MIN
  return [
    [1, '真账实操：一个月的账怎么做', '刘红梅', nowStart, nowStart + 2 * HOUR, true, 7],
    [2, '初级会计：经济法高频考点串讲', '周敏', at(d0, 1, 19), at(d0, 1, 21), true, 1],
    [3, '个税汇算清缴实操', '王晓丽', at(d0, 2, 20), at(d0, 2, 21, 30), true, 5],
    [4, '年终结账通宵直播：从对账到出报表', '刘红梅', at(d0, 3, 23), at(d0, 4, 1), true, 7],
    [5, '中级会计：财务管理公式串讲', '陈建国', at(d0, 7, 19, 30), at(d0, 7, 21), true, 2],
    [6, '出纳岗位一日体验', '王晓丽', at(d0, -1, 19), at(d0, -1, 21), true, 7],
    [7, '电商企业收入确认实务', '孙悦', at(d0, -3, 20), at(d0, -3, 21, 30), true, 7],
    [8, '建筑业增值税答疑', '赵志刚', at(d0, -2, 19), at(d0, -2, 20, 30), false, 5],
    [9, '年中结账夜：半年报编制', '陈建国', at(d0, -5, 22, 30), at(d0, -4, 0, 30), true, 7],
    [10, 'Excel财务函数速成', '孙悦', at(d0, -10, 19), at(d0, -10, 20, 30), true, 7],
    [11, '会计人职业规划分享', '周敏', at(d0, -14, 19), at(d0, -14, 20), false, 1],
    [12, '税务师备考经验分享', '王晓丽', at(d0, 14, 19), at(d0, 14, 20, 30), true, 5],
  ]
}

/** [id, name, subject, total, pass, minutes, questions, startDay, endDay] */
const PAPERS: [number, string, string, number, number, number, number, number, number][] = [
  [1, '2025初级会计实务全真模考（一）', '初级会计实务', 100, 60, 120, 70, -30, 30],
  [2, '2025经济法基础全真模考（一）', '经济法基础', 100, 60, 90, 65, -30, 30],
  [3, '2025中级会计实务全真模考', '中级会计实务', 100, 60, 180, 50, -30, 30],
  [4, 'CPA会计科目冲刺模考', '会计', 100, 60, 180, 40, -30, 30],
  [5, '2025初级会计实务全真模考（二）', '初级会计实务', 100, 60, 120, 70, 3, 33],
  [6, '2024初级会计考前密卷', '初级会计实务', 100, 60, 120, 70, -60, -1],
]
/** Synthetic participants per paper. */
export const PARTICIPANTS: Record<number, number> = { 1: 40, 2: 30, 3: 25, 4: 20, 6: 35 }

export const liveSeed: SeedModule = {
  name: 'live',
  run({ db, now }) {
    const live = db.prepare(
      `INSERT INTO live_sessions (id, name, pic, teacher_name, teacher_pic, introduction, website_id, start_at, end_at, live_url, back_url, subscribe_num)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    const replay = db.prepare('INSERT INTO live_replays (id, live_id, title, duration_seconds, sort) VALUES (?, ?, ?, ?, ?)')
    for (const [id, name, teacher, start, end, hasReplay, site] of liveSchedule(now)) {
      const intro = `<p>${name}：${teacher}老师直播讲解，课后可看回放。</p>`
      // The cover: the title, then when (Beijing 'MM-DD HH:mm') and who.
      const sub = `${formatDateTime(start).slice(5, 16)} · ${teacher}老师`
      live.run(id, name, coverPath(`live-${id}`, 690, 388, { title: name, sub }), teacher, coverPath(`live-teacher-${id}`, 120, 120, { title: teacher, initial: true }), intro, site, start, end, SAMPLE_CLIP, hasReplay ? SAMPLE_CLIP : '', 100 + id * 37)
      if (hasReplay) ['上半场', '下半场'].forEach((part, k) => replay.run(id * 10 + k + 1, id, `${name}（${part}）`, 2700 + k * 600, k + 1))
    }

    const d0 = beijingDayStart(now)
    const paper = db.prepare(
      `INSERT INTO exam_papers (id, name, subject_name, total_score, pass_score, duration_minutes, question_count, start_at, end_at, sort)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    for (const [id, name, subject, total, pass, minutes, questions, from, to] of PAPERS) {
      paper.run(id, name, subject, total, pass, minutes, questions, at(d0, from, 0), at(d0, to, 23, 59), id)
    }
    const record = db.prepare(
      `INSERT INTO exam_records (exam_id, user_id, nick_name, status, score, use_time, started_at, submitted_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    const r = rng(909)
    for (const [examId, count] of Object.entries(PARTICIPANTS)) {
      const end = Math.min(now, at(d0, PAPERS[Number(examId) - 1][8], 20))
      for (let i = 0; i < count; i++) {
        const started = end - Math.floor(r() * 20 * DAY) - 3 * HOUR
        const useTime = 1800 + Math.floor(r() * 5200)
        record.run(examId, null, `学员${1000 + Math.floor(r() * 9000)}`, 2, 20 + Math.floor(r() * 81), useTime, started, started + useTime * 1000)
      }
    }
    const uid = (mobile: string) => (db.prepare('SELECT id FROM users WHERE mobile = ?').get(mobile) as { id: number } | undefined)?.id
    const a = uid('13800138000')
    const b = uid('13700137000')
    const attempt = (examId: number, user: number, nick: string, score: number | null, daysAgo: number) => {
      const started = now - daysAgo * DAY
      record.run(examId, user, nick, score === null ? 1 : 2, score, score === null ? null : 5400, started, score === null ? null : started + 5400_000)
    }
    if (a) {
      attempt(1, a, '8000', 72, 6)
      attempt(1, a, '8000', 85, 2)
      attempt(2, a, '8000', 58, 4)
      attempt(3, a, '8000', null, 1)
    }
    if (b) attempt(1, b, '7000', 91, 3)
  },
}
