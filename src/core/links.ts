/**
 * Links to the app's pages: every URL of the spec by name (PATHS, the only place a page's URL is written; the route
 * table src/core/routes.ts maps them to Taro pages) and one builder, `link(name, query)`, whose query is typed per
 * page (LinkQueries) and encoded by the shared query builder (src/core/queryString.ts: values percent-encoded, empty
 * ones left out). `:name` segments of a path take the query's value of that name. ESLint rejects a page URL written
 * anywhere else (eslint.config.mjs, "route strings"); src/core/links.test.ts checks PATHS against the route table.
 */
import { buildQuery } from './queryString'

export const PATHS = {
  // Tab pages and the main package
  home: '/publicPage/textualResearch',
  school: '/publicPage/homeSchool',
  articles: '/article',
  myPage: '/publicPage/myPage',
  newMyPage: '/publicPage/newmypage',
  login: '/login',
  notFound: '/404',
  // Orders and payments
  myOrder: '/ty/myOrder',
  confirmOrder: '/ty/confirmOrder',
  confirmOrderShort: '/confirmOrder',
  confirmOrderLoan: '/ty/confirmOrder/confirmOrderLoan',
  finishPay: '/ty/finishPay',
  payResult: '/ty/payResult',
  signAgreement: '/ty/signAgreement',
  loan: '/ty/loan',
  webPage: '/ty/webPage',
  // The goods page, by goods kind (src/core/goodsJump.ts)
  singleSubject: '/singleSubject',
  allSubject: '/allSubject',
  internship: '/internship',
  internshipCapital: '/Internship',
  classVip: '/classVip',
  cpa: '/cpa',
  taxAgent: '/taxAgent',
  questionBank: '/textualResearch',
  tySingleSubject: '/ty/singleSubject',
  tyAllSubject: '/ty/allSubject',
  // Choosing for an order, the catalogue, search
  selectCity: '/ty/SelectCity',
  selectSchool: '/ty/SelectSchool',
  courseSelect: '/ty/CourseSelect',
  allScreen: '/ty/allScreen',
  category: '/category',
  kefu: '/ty/kefu',
  search: '/searchPage',
  vipList: '/vipList',
  favourites: '/favourites',
  articleDetail: '/article/:id',
  // Knowledge store and student aid
  knowledgeHome: '/knowledge-shop',
  knowledgeXxff: '/xxff',
  knowledgeProduct: '/product',
  knowledgePkg: '/pkg',
  knowledgeFloor: '/knowledge-shop/floor',
  zoneKczq: '/kczq',
  zoneExample: '/example',
  zoneJob: '/job',
  zoneZygh: '/zygh',
  audition: '/audition',
  auditionPlay: '/audition-play',
  pkgReceived: '/pkg-received',
  courseDetail: '/course-detail',
  jobShare: '/job-share',
  memberDetail: '/member-detail',
  memberShareList: '/member-share-list',
  wx: '/wx',
  wxCategory: '/wx/category',
  wxSearch: '/wx/search',
  wxCheckin: '/wx/checkin',
  practicalCourse: '/subChannel/practicalCourse',
  shareCourse: '/shareCourse',
  // Live, exams, staff
  liveCenter: '/liveCenter',
  live: '/live',
  liveReplay: '/liveReplay',
  shareLiveClass: '/shareLiveClass',
  mockExam: '/mockExam',
  mockExamRank: '/mockExam/rank',
  mockExamRecords: '/mockExam/records',
  customerList: '/customerList',
  private: '/private',
  pullnew: '/pullnew',
  // Accounts and topics
  register: '/register',
  resetPassword: '/resetPassWord',
  protocol: '/protocol',
  authorize: '/authorize',
  schoolNotFound: '/404-school',
  specialTopic: '/specialTopic',
  specialTopicDetail: '/specialTopicDetail',
  cpaPioneer: '/cpaPioneer',
  cpaPioneer2: '/cpaPioneer2',
  cpaPioneerSuccess2: '/cpaPioneerSuccess2',
  cpaPioneer3: '/cpaPioneer3',
  cpaPioneerSuccess3: '/cpaPioneerSuccess3',
} as const

export type PathName = keyof typeof PATHS
export type PagePath = (typeof PATHS)[PathName]

type Value = string | number | boolean | null | undefined
export type QueryValue = Value | readonly Value[]

type Id = number | string
/** The goods page (packages/goods/detail): the goods by goodsId, whichever goods URL serves it. */
type GoodsQuery = { goodsId: Id }
/**
 * A knowledge-store tab's list page: the tab's typeId (the mini-program cannot see which route opened it); `claim`,
 * the goods to claim once back from the 'pkg' login.
 */
type KnowledgeListQuery = { typeId?: Id; claim?: Id }
/** A knowledge-store tab's zone page: the tab's typeId and the zone to open on. */
type KnowledgeZonesQuery = { typeId?: Id; knowZoneId?: Id }
/** A knowledge goods' own page: the knowledge goods id. */
type KnowledgeGoodsQuery = { id: Id }
/** The CPA funnel's success page: the lead, the subjects chosen (comma-separated), 1 when a sales advisor has it. */
type PioneerSuccessQuery = { leadId?: Id; subjects?: string; advisor?: 0 | 1 }

/** A page's query as the page reads it (its `:name` path segments included); a page absent here takes none. */
export interface LinkQueries {
  articleDetail: { id: number | string; siteId?: number | string; informationTypeId?: number | string; informationType?: number | string; provinceId?: number | string }
  /** The named route category (docs/spec/content-access.md section 2: query id, name). */
  category: { id: Id; name?: string }
  /** `redirect`: where to go after logging in; `origin` 'pkg' (the store's claim) or 'custom' (with title, btnText). */
  login: { origin?: 'pkg' | 'custom'; title?: string; btnText?: string; redirect?: string }
  register: { redirect?: string }
  resetPassword: { redirect?: string }
  // Orders and payments (docs/orders-and-payments.md). goodsId, and userId but on the sign page, are the spec's: unread.
  myOrder: { tagStatus?: Id }
  /**
   * Any of tradeOrderId, orderId, orderNo names the order. The returns to it (isWxPay and code from WeChat's OAuth,
   * isCheckPay with subOrderId, tradeNo and payType from a cashier) are added to the page's own URL, not built here.
   */
  confirmOrder: {
    tradeOrderId?: string
    orderId: Id
    orderNo?: string
    goodsId?: Id
    commodityIdListStr?: string
    schoolId?: Id
    isLoanPay?: 1
    isHideChange?: 1
  }
  confirmOrderLoan: { tradeOrderId: string; orderId?: Id }
  finishPay: { tradeOrderId: string; userId: Id; payType: number }
  payResult: { tradeOrderId: string; userId: Id; goodsId?: Id; isFinished?: 1 }
  signAgreement: { tradeOrderId: string; userId: Id }
  loan: { orderId: Id; userId: Id }
  // The goods page and choosing for an order (statusSchool, change and newBusinessId are the spec's, unread)
  singleSubject: GoodsQuery
  allSubject: GoodsQuery
  tySingleSubject: GoodsQuery
  tyAllSubject: GoodsQuery
  internship: GoodsQuery
  classVip: GoodsQuery
  cpa: GoodsQuery
  questionBank: { tikuGoodsId: Id; tikuGoodsName?: string }
  courseSelect: { goodsId: Id; spPriceIdStr?: Id; statusSchool: 0 | 1; change: 1; courseIdList?: string; orderId?: Id }
  selectSchool: { goodsId: Id; newBusinessId: 1; orderId?: Id }
  selectCity: { goodsId?: Id }
  allScreen: { goodsId: Id; spPriceId?: Id }
  // Knowledge store and student aid
  knowledgeXxff: KnowledgeListQuery
  knowledgeProduct: KnowledgeListQuery
  knowledgePkg: KnowledgeListQuery
  knowledgeFloor: { ksHomePageId: Id; claim?: Id }
  audition: { typeId?: Id }
  zoneKczq: KnowledgeZonesQuery
  zoneExample: KnowledgeZonesQuery
  zoneJob: KnowledgeZonesQuery
  zoneZygh: KnowledgeZonesQuery
  auditionPlay: KnowledgeGoodsQuery
  courseDetail: KnowledgeGoodsQuery
  jobShare: KnowledgeGoodsQuery
  memberDetail: KnowledgeGoodsQuery
  wxCategory: { id: Id }
  practicalCourse: { tab?: 'audition' | 'course'; nodeId?: Id }
  // Live and exams
  live: { liveId: Id }
  liveReplay: { liveId: Id }
  shareLiveClass: { id: Id }
  mockExamRank: { examId: Id; name?: string }
  // Topics
  specialTopicDetail: { id: Id; name?: string }
  cpaPioneerSuccess2: PioneerSuccessQuery
  cpaPioneerSuccess3: PioneerSuccessQuery
}

export type QueryOf<N extends PathName> = N extends keyof LinkQueries ? LinkQueries[N] : Record<string, never>

/** `name`'s URL with its query: path segments filled, the rest encoded after '?' (empty values left out). */
export function link<N extends PathName>(name: N, query?: QueryOf<N>): string {
  const rest: Record<string, unknown> = { ...(query as Record<string, unknown> | undefined) }
  const path = PATHS[name].replace(/:(\w+)/g, (_, key: string) => {
    const value = rest[key]
    delete rest[key]
    if (value === undefined || value === null || value === '') throw new Error(`link('${name}') needs ${key}`)
    return encodeURIComponent(String(value))
  })
  const search = buildQuery(rest)
  return search ? `${path}?${search}` : path
}
