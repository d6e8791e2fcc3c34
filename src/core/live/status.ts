/**
 * Live classes (docs/spec/content-access.md sections 2 /liveCenter /live /liveReplay /shareLiveClass, 3 "Live item",
 * "Enums: ... Live status 1..4", 7 getLiveInfo / getReplayInfo): what each status shows and what needs a token.
 * The spec names the four statuses without labels or meanings; the reference server's reading is kept
 * (contract/live.ts): 1 not started, 2 live now, 3 ended without a replay, 4 replay available. Labels are the app's.
 */
import { link } from '../links'
import { formatLiveTime } from '../liveTime'

export type LiveStatusValue = 1 | 2 | 3 | 4

export const LIVE_STATUS_LABEL: Record<LiveStatusValue, string> = {
  1: '未开始',
  2: '直播中',
  3: '已结束',
  4: '可回放',
}

/** What tapping a live item does. */
export type LiveAction = 'room' | 'replay' | 'none'

export interface LiveView {
  label: string
  /** Tag colour class suffix. */
  tone: 'live' | 'soon' | 'ended' | 'replay'
  /** The status tag's colour (NutUI Tag type), on the list card, in the room and on the share landing alike. */
  tag: 'danger' | 'warning' | 'default' | 'success'
  /** The button text ('' when there is none). */
  button: string
  action: LiveAction
  /** The stream or the replay is given only to a logged-in caller (getLiveInfo / getReplayInfo take the token). */
  needsLogin: boolean
  /** The group of the live centre the item belongs to. */
  group: 'live' | 'upcoming' | 'past'
  /** The share landing's button for a logged-in visitor ('' when there is nothing to enter). */
  enter: string
  /** A class not started yet shows 'N人已预约'. */
  showsBooked: boolean
  /**
   * A class not started yet can be reserved (section 7 "Account", the Subscribe calls): its card offers the
   * reservation in place of its button (the card itself still opens the room).
   */
  reservable: boolean
  /** The live room's button to the replay ('' when there is none). */
  replayButton: string
}

const VIEWS: Record<LiveStatusValue, LiveView> = {
  1: {
    label: LIVE_STATUS_LABEL[1], tone: 'soon', tag: 'warning', button: '查看详情', action: 'room', needsLogin: true, group: 'upcoming',
    enter: '进入直播间', showsBooked: true, reservable: true, replayButton: '',
  },
  2: {
    label: LIVE_STATUS_LABEL[2], tone: 'live', tag: 'danger', button: '进入直播', action: 'room', needsLogin: true, group: 'live',
    enter: '进入直播间', showsBooked: false, reservable: false, replayButton: '',
  },
  3: {
    label: LIVE_STATUS_LABEL[3], tone: 'ended', tag: 'default', button: '', action: 'none', needsLogin: false, group: 'past',
    enter: '', showsBooked: false, reservable: false, replayButton: '',
  },
  4: {
    label: LIVE_STATUS_LABEL[4], tone: 'replay', tag: 'success', button: '看回放', action: 'replay', needsLogin: true, group: 'past',
    enter: '观看回放', showsBooked: false, reservable: false, replayButton: '观看回放',
  },
}

/** An unknown status reads as ended: nothing to open. */
export function liveView(status: number): LiveView {
  return VIEWS[status as LiveStatusValue] ?? VIEWS[3]
}

/** Where a live item leads (null: nowhere). */
export function liveTarget(liveId: number, status: number): string | null {
  const { action } = liveView(status)
  if (action === 'room') return link('live', { liveId })
  if (action === 'replay') return link('liveReplay', { liveId })
  return null
}

/** The live room plays the stream only while live and with a URL (the server sends it only then, and only with a token). */
export function playableStream(status: number, liveUrl: string | null | undefined): string | null {
  return status === 2 && liveUrl ? liveUrl : null
}

/** What the live room says instead of a stream (a guest in a live class gets none: the stream needs the token). */
export function roomNotice(status: number, loggedIn = true): string {
  switch (status) {
    case 1: return '直播尚未开始，请在开播时间进入'
    case 2: return loggedIn ? '直播信号连接中...' : '登录后即可观看直播'
    case 4: return '直播已结束，可观看回放'
    default: return '直播已结束，暂无回放'
  }
}

/** "Live time format MM/dd hh:mm-hh:mm with the end date added if on another day" (section 9). */
export function liveTimeText(item: { liveStartTime: string; liveEndTime: string }): string {
  return formatLiveTime(item.liveStartTime, item.liveEndTime)
}

/** Tabs of the live centre: every item, or one status (the server's liveStatus filter). */
export const LIVE_TABS: { key: string; title: string; status?: LiveStatusValue }[] = [
  { key: 'all', title: '全部' },
  { key: 'live', title: '直播中', status: 2 },
  { key: 'soon', title: '即将开始', status: 1 },
  { key: 'replay', title: '精彩回放', status: 4 },
]

export const LIVE_GROUP_TITLE: Record<LiveView['group'], string> = { live: '正在直播', upcoming: '即将开始', past: '往期回顾' }

/** The group heading shown above item `i` of a list ordered live, upcoming, past (null: same group as the one above). */
export function groupHeadAt(statuses: number[], i: number): string | null {
  const group = liveView(statuses[i]).group
  return i === 0 || liveView(statuses[i - 1]).group !== group ? LIVE_GROUP_TITLE[group] : null
}
