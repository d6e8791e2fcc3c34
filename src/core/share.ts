/**
 * Sharing (docs/spec/content-access.md sections 2, 4, 7, 8): what a page shares, the spec's defaults, the sharer's
 * teacher id on shared links, the URL the JS-SDK signature is for, the referral a shared link brings, and the
 * shared course card (/shareCourse). Pure: the platform layer (src/platform/share.*) applies it.
 */
import qs from 'qs'
import { decodeParam } from './query'
import { showsHomeTab, type StaffFacts } from './staff/rules'
import type { BridgeCourse } from './bridge'
import { goodsJump } from './goodsJump'
import { link } from './links'

export interface ShareInfo {
  title: string
  desc: string
  /** App path ('/allSubject?goodsId=1') or absolute URL of what is shared. */
  link: string
  imgUrl: string
}

/**
 * "Share defaults: a fixed title, description (product slogan / finance-people's-home text) and icon". The spec does
 * not write the texts out: these are the app's (docs/sharing-and-bridge.md).
 */
export const SHARE_DEFAULTS: Omit<ShareInfo, 'link'> = {
  title: '会计学堂',
  desc: '财务人的家，会计学堂陪你考证、做账、就业',
  imgUrl: '/media/cover/share-icon.png?w=200&h=200',
}

export const SHARE_TEXT = {
  guide: '点击右上角“···”，分享给朋友或朋友圈',
  guideOk: '我知道了',
  copied: '链接已复制，快去分享给好友吧',
  share: '分享',
} as const

/** Section 8: a share configuration asked for outside the messenger browser (or without its SDK) is rejected with this
 * reason, which is only logged (never shown). */
export const NOT_IN_WECHAT = 'no in wx'

/** A page's share, its gaps filled with the defaults. */
export function shareWithDefaults(info: Partial<ShareInfo> & { link: string }): ShareInfo {
  return {
    title: info.title?.trim() || SHARE_DEFAULTS.title,
    desc: info.desc?.trim() || SHARE_DEFAULTS.desc,
    imgUrl: info.imgUrl?.trim() || SHARE_DEFAULTS.imgUrl,
    link: info.link,
  }
}

/** Who shares a link: the teacher id the session came in with, the enterprise-channel facts, the user id. */
export interface Sharer {
  /** The teacherId of the shared link this session entered by (kept in session storage). */
  stored?: string | null
  /** The staff store's facts: only bound sales staff have a staff user id. */
  staff?: StaffFacts | null
  uid?: number | null
}

/**
 * "Teacher id for shares comes from session storage, the staff user id, or the user id" (section 6); first one set
 * wins. The staff user id is the qw user id of bound sales staff ("Bound sales staff (enterprise-messaging qw user id,
 * bind status, client 2)"): the user id alone would make the staff branch the same as the last one.
 */
export function sharerTeacherId(sharer: Sharer): string | null {
  const staffUserId = sharer.staff && showsHomeTab(sharer.staff) ? sharer.staff.qwUserId : null
  for (const v of [sharer.stored, staffUserId, sharer.uid]) {
    const s = v === null || v === undefined ? '' : String(v).trim()
    if (s && s !== '0') return s
  }
  return null
}

/** Every link the learner or a staff member shares (page share, share button, copied link, poster) goes through this. */
export function sharedLinkOf(link: string, sharer: Sharer): string {
  return withTeacherId(link, sharerTeacherId(sharer))
}

/** A shared link carries the sharer's teacher id (replacing one already in it); none: the link as it is. */
export function withTeacherId(link: string, teacherId: string | null): string {
  if (!teacherId) return link
  const [path, query = ''] = link.split('?')
  const params = { ...qs.parse(query), teacherId }
  return `${path}?${qs.stringify(params)}`
}

/** An app path made absolute on `origin` (absolute URLs stay as they are): every shared or copied link and poster. */
export function absoluteLink(link: string, origin: string): string {
  return /^https?:\/\//i.test(link) ? link : `${origin.replace(/\/+$/, '')}${link.startsWith('/') ? '' : '/'}${link}`
}

/**
 * The page URL the JS-SDK signature is asked for: "the entry URL on iOS, the current URL elsewhere" (WeChat on iOS
 * keeps the URL the page was entered with for the SDK); without its hash.
 */
export function jsSdkSignUrl(isIOS: boolean, entryUrl: string, currentUrl: string): string {
  return (isIOS ? entryUrl : currentUrl).split('#')[0]
}

/** What a shared link brings: the sharer's teacher id, kept for the session (the channel pair: src/stores/channel.ts). */
export interface Referral {
  teacherId?: string
}

/** The referral of an entry URL's query (an empty value ignored); null when it brings none. */
export function referralOf(query: Record<string, unknown>): Referral | null {
  const teacherId = typeof query.teacherId === 'string' ? decodeParam(query.teacherId).trim() : ''
  return teacherId ? { teacherId } : null
}

/** /shareCourse query (section 2): courseType (1 live), thumbPic, courseName, courseUrl, teacherName, teacherFace, remarkTime. */
export interface SharedCourseCard {
  isLive: boolean
  thumbPic: string
  courseName: string
  /** Where '去学习' leads: an app path, or null when the card's courseUrl is not one of this app. */
  target: string | null
  teacherName: string
  teacherFace: string
  remarkTime: string
}

export const SHARED_CARD_TEXT = {
  live: '直播课',
  course: '精品课',
  go: '立即学习',
  goLive: '进入直播',
  unavailable: '课程链接已失效',
  teacher: (name: string) => `主讲：${name}`,
} as const

/**
 * The card of a /shareCourse link (its query as the page gets it, still URL-encoded; a '+' is a space as a form
 * encodes it); courseUrl is followed only to a path of this app (`isAppPath`).
 */
export function sharedCourseCard(query: Record<string, string | undefined>, isAppPath: (url: string) => boolean): SharedCourseCard {
  const text = (k: string) => decodeParam((query[k] ?? '').replace(/\+/g, ' ')).trim()
  const url = text('courseUrl')
  return {
    isLive: text('courseType') === '1',
    thumbPic: text('thumbPic'),
    courseName: text('courseName'),
    target: url && isAppPath(url) ? url : null,
    teacherName: text('teacherName'),
    teacherFace: text('teacherFace'),
    remarkTime: text('remarkTime'),
  }
}

/**
 * The query of the card of the course the provider's app is on (bridge getCourseInfo), for /shareCourse opened by
 * the app without a card: a live (courseType 1) leads to its room, a course to its goods page.
 */
export function appCourseQuery(course: BridgeCourse): Record<string, string> {
  const live = course.courseType === 1
  // The app names no goods type: its course is a single-subject goods ("otherwise single subject").
  const jump = live ? null : goodsJump({ goodsId: course.courseId, goodsType: 3 })
  const courseUrl = live ? link('live', { liveId: course.courseId }) : jump?.ok ? jump.url : ''
  return { courseType: live ? '1' : '2', courseName: encodeURIComponent(course.courseName), courseUrl: encodeURIComponent(courseUrl) }
}
