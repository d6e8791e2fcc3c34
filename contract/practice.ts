/**
 * Practical courses and the student-aid zone (docs/spec/content-access.md sections 2, 3, 7 "Practical courses and banners",
 * 9). Service `practice` (<base>/practice). Money in cents; times 'YYYY-MM-DD HH:mm:ss' (Beijing).
 */
import type { Static } from '@sinclair/typebox'
import type { CheckUniversityBodySchema } from './schemas/studentAid'
import type { GoodsItem, GoodsJumpInput, GoodsType, OriginType } from './goods'

/** The tree a tab loads: 'course' (Course tab, the spec's "loaded with sort = course") or 'audition'. */
export type PracticeSort = 'course' | 'audition'

/** A 'course' badge pair; a node's description is the JSON text of PracticeDescriptionPair[]. */
export interface PracticeDescriptionPair {
  title: string
  value: string
}

/** getPracticeCourseList?sort= — level 1 industries, level 2 sub-navigation, level 3 courses. */
export interface PracticeNode extends GoodsJumpInput {
  id: number
  parentId: number | null
  level: 1 | 2 | 3
  sortName: string
  appPic: string
  /** HTML (level 3; '' above). */
  details: string
  /** JSON text of PracticeDescriptionPair[] ('[]' above level 3). */
  description: string
  /** The audition clip's video id (a chapter vid for the playback-token call), null when none. */
  audition: string | null
  /** 1: the sub-navigation sheet shows this node's children expanded. */
  spread: 0 | 1
  children: PracticeNode[]
}

/** getPracticeName?sort= — the sortName tree of the industry switcher (action sheet 全部行业). */
export interface PracticeNameNode {
  id: number
  sortName: string
  children: PracticeNameNode[]
}

/** getPracticeGoodsList — the category floors. */
export interface PracticeCategory {
  id: number
  name: string
  remark: string
  goodsList: GoodsItem[]
}

/** getPracticeBanner?showPlace=26 — the home banner's fields; a goods banner (type 1) carries its goods' jump fields. */
export interface PracticeBanner {
  id: number
  pic: string
  type: 1 | 2
  url: string
  goodsInfoId: number | null
  websiteId: number
  showPlaceId: number
  configId: number
  goodsType?: GoodsType
  goodsOriginType?: OriginType
  itemType?: number
}

/** wxPracticeCourse/app/practiceTeachers?practiceCourseId= */
export interface PracticeTeacher {
  id: number
  pic: string
  teacherName: string
  introductionList: string[]
}

/** getPracticeLearnList / wxPracticeCourse/app/learnList — phone masked (138****8000), learnNum in minutes. */
export interface PracticeLearnInfo {
  phone: string
  course: string
  learnNum: number
}

export interface PracticeGuarantee {
  id: number
  icon: string
  title: string
  description: string
}

/** A hot article (an article of the news service: open /article/{informationId}). */
export interface PracticeHotArticle {
  informationId: number
  title: string
  pic: string
  readNum: number
  informationType: number
  informationTypeId: number
  websiteId: number
  pushTime: string
}

/** wxPracticeCourse/app/practiceInformation — marquee tips, the 学习保障 items and hot articles. */
export interface PracticeInformation {
  tips: string[]
  guarantees: PracticeGuarantee[]
  articles: PracticeHotArticle[]
}

export interface PracticeChapter {
  id: number
  /** The video id of the playback-token call. */
  videoId: string
  title: string
  durationSeconds: number
  isAudition: 0 | 1
}

/** wxPracticeCourse/app/practiceCourseList?practiceCourseId= — the industry videos with their chapters. */
export interface PracticeVideo {
  id: number
  nodeId: number
  title: string
  cover: string
  teacherName: string
  chapters: PracticeChapter[]
}

/** POST polyv/service/v1/token {videoId} (token) — a sandbox playback token; playUrl plays only with it. */
export interface PlaybackToken {
  videoId: string
  token: string
  /** Path on the API origin: /api/practice/polyv/play/<videoId>?playToken=<token>. */
  playUrl: string
  /** The signature pair of the spec (computed by the server, the client never holds the secret). */
  ts: number
  sign: string
  /** Epoch ms. */
  expireTime: number
}

/** updateVisit / updateClick */
export interface PracticeCounter {
  id: number
  visitCount: number
  clickCount: number
}

/** Student-aid pages (wxCourseCategorys, nextCourseCategorysById, ...): a MyBatis-style page read as data.records. */
export interface RecordsPage<T> {
  records: T[]
  total: number
  size: number
  current: number
  pages: number
}

export interface WxCategory {
  id: number
  parentId: number | null
  name: string
  icon: string
  children?: WxCategory[]
}

/** wxFirstCourseCategorys?curPage=&pageSize=5 — a page of level-1 categories and data: category id -> 2 goods. */
export interface WxFirstCategoriesPage<G> extends RecordsPage<WxCategory> {
  data: Record<string, G[]>
}

export interface University {
  id: number
  name: string
  province: string
}

/** cjwxStudentInfo/getUserInfo (token) and checkUniversity's answer. */
export interface StudentInfo {
  uid: number
  mobile: string
  nickName: string
  checkedIn: boolean
  universityId: number | null
  universityName: string | null
  studentName: string | null
  major: string | null
  enrollYear: number | null
  checkedTime: string | null
}

/** POST checkUniversity (token) */
export type CheckUniversityBody = Static<typeof CheckUniversityBodySchema>
