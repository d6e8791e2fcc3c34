import { PARTICIPANTS, SAMPLE_CLIP, beijingDayStart } from '../db/seeds/live'
import { T0, makeApp, type Json, type TestApp } from './helpers'

const G = '/api/livelist'
const HOUR = 3600 * 1000
const DAY = 24 * HOUR
/** T0 is 2025-05-25 10:00 in Beijing; D0 that day's midnight. */
const D0 = beijingDayStart(T0)
const at = (day: number, h: number, m = 0) => D0 + day * DAY + h * HOUR + m * 60_000

describe('live classes (goods service)', () => {
  let t: TestApp
  beforeEach(async () => {
    t = await makeApp()
  })
  afterEach(() => t.app.close())

  const data = async (url: string, headers?: Record<string, string>) => {
    const res = await t.get(url, headers)
    expect(res.body).toMatchObject({ code: 200 })
    return res.body.data
  }
  const list = async (q = '') => (await data(`${G}/onlineschool/app/operationLivesList/v2?pageSize=20${q}`)).list as Json[]
  const statusOf = async (liveId: number) => (await list()).find((l) => l.liveId === liveId)!.liveStatus

  it('lists live now first, then upcoming soonest first, then past latest first, 10 a page, without URLs', async () => {
    const p1 = await data(`${G}/onlineschool/app/operationLivesList/v2?curPage=1&pageSize=10`)
    expect(p1.page).toEqual({ currentPage: 1, totalPages: 2, total: 12 })
    expect(p1.list.map((l: Json) => [l.liveId, l.liveStatus])).toEqual([[1, 2], [2, 1], [3, 1], [4, 1], [5, 1], [12, 1], [6, 4], [8, 3], [7, 4], [9, 4]])
    const p2 = await data(`${G}/onlineschool/app/operationLivesList/v2?curPage=2&pageSize=10`)
    expect(p2.list.map((l: Json) => [l.liveId, l.liveStatus])).toEqual([[10, 4], [11, 3]])
    for (const l of [...p1.list, ...p2.list]) expect(l).toMatchObject({ liveUrl: null, liveBackUrl: null, livePic: expect.any(String), liveTeacher: expect.any(String), liveTeacherPic: expect.any(String) })
    expect(p1.list[0]).toMatchObject({ liveName: '真账实操：一个月的账怎么做', liveStartTime: '2025-05-25 09:30:00', liveEndTime: '2025-05-25 11:30:00' })
    expect(p1.list[3]).toMatchObject({ liveStartTime: '2025-05-28 23:00:00', liveEndTime: '2025-05-29 01:00:00' }) // ends on another day
    expect((await list('&liveStatus=4')).map((l) => l.liveId)).toEqual([6, 7, 9, 10])
    expect((await list('&liveStatus=3')).map((l) => l.liveId)).toEqual([8, 11])
  })

  it('statuses follow the clock: 1 before, 2 during, 4 after (3 when there is no replay)', async () => {
    expect(await statusOf(4)).toBe(1)
    t.clock.set(at(3, 23) - 1)
    expect(await statusOf(4)).toBe(1)
    t.clock.set(at(3, 23))
    expect(await statusOf(4)).toBe(2)
    t.clock.set(at(4, 0, 59))
    expect(await statusOf(4)).toBe(2)
    t.clock.set(at(4, 1))
    expect(await statusOf(4)).toBe(4)
    expect(await statusOf(1)).toBe(4)
    t.clock.set(at(-2, 19, 30))
    expect(await statusOf(8)).toBe(2)
    t.clock.set(at(-2, 20, 30))
    expect(await statusOf(8)).toBe(3)
  })

  it('getLiveInfo: the class for anyone; the stream only to a logged-in caller while live, the replay only with status 4', async () => {
    // A guest sees the class (the room offers the reservation and the login), never a URL.
    expect(await data(`${G}/getLiveInfo?liveId=1`)).toMatchObject({ liveId: 1, liveStatus: 2, liveUrl: null, liveBackUrl: null, subscribeNum: expect.any(Number) })
    expect(await data(`${G}/getLiveInfo?liveId=6`)).toMatchObject({ liveStatus: 4, liveUrl: null, liveBackUrl: null })
    expect(await data(`${G}/getLiveInfo?liveId=2`)).toMatchObject({ liveStatus: 1, liveUrl: null, introduction: expect.stringContaining('<p>') })
    const { token } = await t.login('13800138000')
    expect(await data(`${G}/getLiveInfo?liveId=1`, { token })).toMatchObject({ liveId: 1, liveStatus: 2, liveUrl: SAMPLE_CLIP, liveBackUrl: null, introduction: expect.stringContaining('<p>'), websiteId: 7 })
    expect(await data(`${G}/getLiveInfo?liveId=6`, { token })).toMatchObject({ liveStatus: 4, liveUrl: null, liveBackUrl: SAMPLE_CLIP })
    expect(await data(`${G}/getLiveInfo?liveId=2`, { token })).toMatchObject({ liveStatus: 1, liveUrl: null, liveBackUrl: null })
    expect((await t.get(`${G}/getLiveInfo?liveId=99`, { token })).body).toEqual({ code: 404, msg: '直播不存在', data: null })
    t.clock.set(at(0, 11, 30))
    expect(await data(`${G}/getLiveInfo?liveId=1`, { token })).toMatchObject({ liveStatus: 4, liveUrl: null, liveBackUrl: SAMPLE_CLIP })
  })

  it('getReplayInfo: the replay of an ended session; none yet or none at all: 404', async () => {
    expect((await t.get(`${G}/getReplayInfo?liveId=6`)).body.code).toBe(401)
    const { token } = await t.login('13800138000')
    expect(await data(`${G}/getReplayInfo?liveId=6`, { token })).toEqual({
      liveId: 6,
      liveName: '出纳岗位一日体验',
      liveBackUrl: SAMPLE_CLIP,
      replays: [{ id: 61, title: '出纳岗位一日体验（上半场）', durationSeconds: 2700 }, { id: 62, title: '出纳岗位一日体验（下半场）', durationSeconds: 3300 }],
    })
    for (const id of [1, 2, 8]) expect((await t.get(`${G}/getReplayInfo?liveId=${id}`, { token })).body).toEqual({ code: 404, msg: '暂无回放', data: null })
  })

  it('operationLiveShare: what the share page shows before login, no URLs', async () => {
    const share = await data(`${G}/operationLiveShare/selectByOperationLiveId?operationLiveId=4`)
    expect(share).toEqual({
      liveId: 4,
      livePic: expect.any(String),
      liveName: '年终结账通宵直播：从对账到出报表',
      liveTeacher: '刘红梅',
      liveTeacherPic: expect.any(String),
      liveStartTime: '2025-05-28 23:00:00',
      liveEndTime: '2025-05-29 01:00:00',
      liveStatus: 1,
      subscribeNum: expect.any(Number),
      shareTitle: '【免费直播】年终结账通宵直播：从对账到出报表',
      shareDesc: '刘红梅老师 05-28 23:00 开讲',
    })
    expect((await t.get(`${G}/operationLiveShare/selectByOperationLiveId`)).body.code).toBe(400)
  })
})

describe('mock exams (goods service)', () => {
  let t: TestApp
  beforeEach(async () => {
    t = await makeApp()
  })
  afterEach(() => t.app.close())

  const body = async (res: Promise<{ body: Json }>) => (await res).body
  const data = async (url: string, headers?: Record<string, string>) => {
    const b = await body(t.get(url, headers))
    expect(b).toMatchObject({ code: 200 })
    return b.data
  }
  const status = (q: string, token: string) => body(t.get(`${G}/updateMkExamStatus?${q}`, { token }))

  it('mkExam: papers with their window status, participants and the caller state', async () => {
    const guest = (await data(`${G}/mkExam`)).list
    expect(guest.map((p: Json) => [p.examId, p.examStatus, p.myStatus])).toEqual([[1, 2, 0], [2, 2, 0], [3, 2, 0], [4, 2, 0], [5, 1, 0], [6, 3, 0]])
    expect(guest[0]).toMatchObject({ examName: '2025初级会计实务全真模考（一）', totalScore: 100, passScore: 60, durationMinutes: 120, questionCount: 70, participantNum: PARTICIPANTS[1] + 2, startTime: '2025-04-25 00:00:00' })
    const { token } = await t.login('13800138000')
    const mine = (await data(`${G}/mkExam`, { token })).list
    expect(mine.slice(0, 4).map((p: Json) => [p.myStatus, p.myBestScore])).toEqual([[2, 85], [2, 58], [1, null], [0, null]])
  })

  it('updateMkExamStatus: start (or resume), submit with a score; only while open; the records are the token user’s', async () => {
    expect((await t.get(`${G}/updateMkExamStatus?examId=1&status=1`)).body.code).toBe(401)
    const b = await t.login('13700137000')
    expect(await status('examId=5&status=1', b.token)).toEqual({ code: 400, msg: '考试尚未开始', data: null })
    expect(await status('examId=6&status=1', b.token)).toEqual({ code: 400, msg: '考试已结束', data: null })
    expect(await status('examId=2&status=2&score=80', b.token)).toEqual({ code: 400, msg: '请先开始考试', data: null })
    const started = (await status('examId=2&status=1', b.token)).data
    expect(started).toMatchObject({ examId: 2, status: 1, score: null, passed: null, submitTime: null, startTime: '2025-05-25 10:00:00' })
    expect((await status('examId=2&status=1', b.token)).data.recordId).toBe(started.recordId)
    expect((await status('examId=2&status=2&score=101', b.token)).msg).toBe('请传入正确的分数score')
    t.clock.advance(50 * 60_000)
    const done = (await status('examId=2&status=2&score=95', b.token)).data
    expect(done).toMatchObject({ recordId: started.recordId, status: 2, score: 95, passed: true, useTime: 3000, submitTime: '2025-05-25 10:50:00' })
    expect((await data(`${G}/meRecentlyRecord`, { token: b.token })).recordId).toBe(started.recordId)
    expect((await status('examId=99&status=1', b.token)).code).toBe(404)
  })

  it('mkMeExam and meRecentlyRecord: the caller’s attempts, latest first', async () => {
    const a = await t.login('13800138000')
    const records = await data(`${G}/mkMeExam?curPage=1&pageSize=10`, { token: a.token })
    expect(records.page.total).toBe(4)
    expect(records.list.map((r: Json) => [r.examId, r.status, r.score])).toEqual([[3, 1, null], [1, 2, 85], [2, 2, 58], [1, 2, 72]])
    expect(records.list[2]).toMatchObject({ passed: false, totalScore: 100, useTime: 5400 })
    expect((await data(`${G}/meRecentlyRecord`, { token: a.token })).examId).toBe(3)
    const c = await t.login('15800158000')
    expect(await data(`${G}/meRecentlyRecord`, { token: c.token })).toBeNull()
    expect((await t.get(`${G}/mkMeExam`)).body.code).toBe(401)
  })

  it('ranks: best attempt per participant, ranked lists, my rank, the distribution and the sum', async () => {
    const a = await t.login('13800138000')
    const total = PARTICIPANTS[1] + 2
    const all: Json[] = []
    for (let page = 1; page <= 5; page++) {
      const p = (await body(t.post(`${G}/ExamResultsRank/list`, { examId: 1, currentPage: page, pageSize: 10 }))).data
      expect(p.page).toEqual({ currentPage: page, totalPages: 5, total })
      all.push(...p.list)
    }
    expect(all.map((r) => r.rank)).toEqual(Array.from({ length: total }, (_, i) => i + 1))
    all.forEach((r, i) => i && expect(all[i - 1].score).toBeGreaterThanOrEqual(r.score))
    expect(all.filter((r) => r.nickName === '8000')).toEqual([expect.objectContaining({ score: 85 })]) // two attempts, ranked once
    expect((await data(`${G}/mkExamRank?examId=1`)).list).toEqual(all.slice(0, 10))

    const mine = (await body(t.post(`${G}/userExamResults/mkMeRank`, { examId: 1 }, { token: a.token }))).data
    const rank = all.find((r) => r.nickName === '8000')!.rank
    expect(mine).toEqual({ examId: 1, rank, score: 85, total, beatPercent: Math.round(((total - rank) / (total - 1)) * 1000) / 10 })
    expect((await body(t.post(`${G}/userExamResults/mkMeRank`, { examId: 4 }, { token: a.token }))).data).toEqual({ examId: 4, rank: null, score: null, total: PARTICIPANTS[4], beatPercent: null })
    expect((await body(t.post(`${G}/userExamResults/mkMeRank`, { examId: 1 }))).code).toBe(401)

    const bands = (await body(t.post(`${G}/ExamResultsRank/disCount?examId=1`, {}))).data
    expect(bands.map((b: Json) => b.range)).toEqual(['0-59', '60-69', '70-79', '80-89', '90-100'])
    expect(bands.reduce((s: number, b: Json) => s + b.count, 0)).toBe(total)
    expect(await body(t.post(`${G}/ExamResultsRank/disCount`, {}))).toEqual({ code: 400, msg: '缺少参数试卷examId', data: null })
    expect(await data(`${G}/examPaperCount/examSum`)).toEqual({ paperCount: 6, openPaperCount: 4, participantNum: Object.values(PARTICIPANTS).reduce((s, n) => s + n, 0) + 2, recordCount: Object.values(PARTICIPANTS).reduce((s, n) => s + n, 0) + 5 })
  })
})
