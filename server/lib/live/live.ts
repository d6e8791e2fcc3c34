/**
 * Free live classes (docs/spec/content-access.md sections 2 /liveCenter, /live, /liveReplay, /shareLiveClass; 3 "Live item";
 * 7 getLiveInfo, getReplayInfo, operationLiveShare, operationLivesList/v2). The status follows from the clock:
 * 1 not started, 2 live, 3 ended without a replay, 4 replay available. Stream and replay URLs go only to a logged-in
 * caller, the stream only while live and the replay only with status 4.
 */
import type { Database } from 'better-sqlite3'
import type { Page } from '../../../contract/goods'
import type { LiveInfo, LiveItem, LiveShareInfo, LiveStatus, ReplayInfo } from '../../../contract/live'
import { BizError, Code } from '../envelope'
import { toPage, type PageArgs } from '../listPage'
import { formatDateTime } from '../time'

export const LiveMsg = { NOT_FOUND: '直播不存在', NO_REPLAY: '暂无回放' } as const

interface LiveRow {
  id: number
  name: string
  pic: string
  teacher_name: string
  teacher_pic: string
  introduction: string
  website_id: number
  start_at: number
  end_at: number
  live_url: string
  back_url: string
  subscribe_num: number
  status: LiveStatus
}

/** SQL of the status at the time bound to the two parameters. */
const STATUS = `CASE WHEN ? < start_at THEN 1 WHEN ? < end_at THEN 2 WHEN back_url <> '' THEN 4 ELSE 3 END`
const SELECT = `SELECT *, ${STATUS} AS status FROM live_sessions`

export function liveStatusAt(start: number, end: number, hasReplay: boolean, now: number): LiveStatus {
  if (now < start) return 1
  if (now < end) return 2
  return hasReplay ? 4 : 3
}

function toItem(r: LiveRow, loggedIn: boolean): LiveItem {
  return {
    liveId: r.id,
    livePic: r.pic,
    liveName: r.name,
    liveTeacher: r.teacher_name,
    liveTeacherPic: r.teacher_pic,
    liveStartTime: formatDateTime(r.start_at),
    liveEndTime: formatDateTime(r.end_at),
    liveStatus: r.status,
    liveUrl: loggedIn && r.status === 2 ? r.live_url : null,
    liveBackUrl: loggedIn && r.status === 4 ? r.back_url : null,
    subscribeNum: r.subscribe_num,
  }
}

function requireLive(db: Database, id: number, now: number): LiveRow {
  const row = db.prepare(`${SELECT} WHERE id = ?`).get(now, now, id) as LiveRow | undefined
  if (!row) throw new BizError(Code.NOT_FOUND, LiveMsg.NOT_FOUND)
  return row
}

/**
 * operationLivesList/v2: live now first, then upcoming (soonest first), then past (latest first); optionally one
 * status. The list never carries stream URLs (getLiveInfo does).
 */
export function livePage(db: Database, now: number, status: LiveStatus | undefined, a: PageArgs): Page<LiveItem> {
  const where = status === undefined ? '' : `WHERE ${STATUS} = ?`
  const args = status === undefined ? [] : [now, now, status]
  const { n } = db.prepare(`SELECT COUNT(*) AS n FROM live_sessions ${where}`).get(...args) as { n: number }
  const rows = db
    .prepare(
      `${SELECT} ${where} ORDER BY CASE WHEN ? < start_at THEN 1 WHEN ? < end_at THEN 0 ELSE 2 END,
         CASE WHEN ? < start_at THEN start_at ELSE -start_at END, id LIMIT ? OFFSET ?`,
    )
    .all(now, now, ...args, now, now, now, a.size, a.offset) as LiveRow[]
  return toPage(
    rows.map((r) => toItem(r, false)),
    n,
    a,
  )
}

/** getLiveInfo: the session with its URLs for a logged-in caller. */
export function liveInfo(db: Database, id: number, now: number, loggedIn: boolean): LiveInfo {
  const r = requireLive(db, id, now)
  return { ...toItem(r, loggedIn), introduction: r.introduction, websiteId: r.website_id }
}

/** getReplayInfo: only for status 4 (else 404 暂无回放). */
export function replayInfo(db: Database, id: number, now: number): ReplayInfo {
  const r = requireLive(db, id, now)
  if (r.status !== 4) throw new BizError(Code.NOT_FOUND, LiveMsg.NO_REPLAY)
  const replays = db
    .prepare('SELECT id, title, duration_seconds AS durationSeconds FROM live_replays WHERE live_id = ? ORDER BY sort, id')
    .all(id) as ReplayInfo['replays']
  return { liveId: r.id, liveName: r.name, liveBackUrl: r.back_url, replays }
}

/** operationLiveShare/selectByOperationLiveId: what the share page shows before login (no URLs). */
export function liveShare(db: Database, id: number, now: number): LiveShareInfo {
  const { liveUrl: _u, liveBackUrl: _b, ...item } = toItem(requireLive(db, id, now), false)
  return { ...item, shareTitle: `【免费直播】${item.liveName}`, shareDesc: `${item.liveTeacher}老师 ${item.liveStartTime.slice(5, 16)} 开讲` }
}
