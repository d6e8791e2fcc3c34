/**
 * Live reservations (docs/spec/content-access.md section 7 "Account": subscribeGoods, loginCheckSubscribeGoods,
 * loginAfterSubscribeGoods, loginAfterLiveReservation; section 2 /liveCenter). A learner reserves a live class that
 * has not started (status 1); the class's 'N人已预约' count rises by one the first time, and reserving again answers
 * the same reservation without counting it twice. The learner is always the token's.
 */
import type { Database } from 'better-sqlite3'
import type { LiveReservation } from '../../../contract/live'
import { BizError, Code, badRequest } from '../envelope'
import { LiveMsg, liveStatusAt } from './live'

export const ReservationMsg = {
  NOT_UPCOMING: '直播已开始或已结束，无需预约',
  TOO_MANY: '一次最多查询50场直播',
} as const

/** How the reservation came: reserved by a logged-in learner, or right after the login the reservation asked for. */
export type ReservationSource = 'direct' | 'login'

/** loginCheckSubscribeGoods asks for at most this many classes at once (a page of the live centre is 10). */
export const CHECK_LIMIT = 50

interface LiveCount {
  id: number
  start_at: number
  end_at: number
  back_url: string
  subscribe_num: number
}

const liveRow = (db: Database, liveId: number) =>
  db.prepare('SELECT id, start_at, end_at, back_url, subscribe_num FROM live_sessions WHERE id = ?').get(liveId) as LiveCount | undefined

const reserved = (db: Database, userId: number, liveId: number) =>
  !!db.prepare('SELECT 1 FROM live_reservations WHERE user_id = ? AND live_id = ?').get(userId, liveId)

/** Reserves a class not started yet. Unknown class: 404; started or over: 400 (a reservation already made still answers). */
export function reserveLive(db: Database, userId: number, liveId: number, source: ReservationSource, now: number): LiveReservation {
  return db.transaction((): LiveReservation => {
    const live = liveRow(db, liveId)
    if (!live) throw new BizError(Code.NOT_FOUND, LiveMsg.NOT_FOUND)
    if (reserved(db, userId, liveId)) return { liveId, subscribed: true, subscribeNum: live.subscribe_num }
    if (liveStatusAt(live.start_at, live.end_at, live.back_url !== '', now) !== 1) throw badRequest(ReservationMsg.NOT_UPCOMING)
    db.prepare('INSERT INTO live_reservations (user_id, live_id, source, created_at) VALUES (?, ?, ?, ?)').run(userId, liveId, source, now)
    db.prepare('UPDATE live_sessions SET subscribe_num = subscribe_num + 1 WHERE id = ?').run(liveId)
    return { liveId, subscribed: true, subscribeNum: live.subscribe_num + 1 }
  })()
}

/** Parses loginCheckSubscribeGoods' liveIds ('2,3,4'): distinct ids in the order asked, at most CHECK_LIMIT. */
export function parseLiveIds(text: string): number[] {
  const ids = [...new Set(text.split(',').map(Number))]
  if (ids.length > CHECK_LIMIT) throw badRequest(ReservationMsg.TOO_MANY)
  return ids
}

/** The caller's reservation state of each class asked for; unknown classes are left out. */
export function reservationsOf(db: Database, userId: number, liveIds: number[]): LiveReservation[] {
  return liveIds.flatMap((liveId) => {
    const live = liveRow(db, liveId)
    return live ? [{ liveId, subscribed: reserved(db, userId, liveId), subscribeNum: live.subscribe_num }] : []
  })
}
