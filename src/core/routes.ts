/**
 * The route table: every URL of the spec, the Taro page that serves it, and its state of build.
 * One source for app.config.ts (pages, subpackages), config/index.ts (H5 customRoutes), the
 * redirect rules below and the route table of docs/routes.md (scripts/route-table.ts).
 * Pure data and functions: read by the Taro CLI at build time as well as by the app.
 */

import { PATHS } from './links'
import { questionBankUrl } from './questionBank'
import { findRouteIn, normalisePath, stripQuery, urlMatches } from './routeMatch'

export { findRouteIn } from './routeMatch'

export type RouteStatus = 'built' | 'placeholder' | 'planned'

export interface RouteEntry {
  /** URL(s) of the spec (H5). The first is canonical; later ones are aliases. */
  urls: string[]
  /** Taro page path without leading slash, e.g. 'pages/login/index'. Absent for planned routes. */
  page?: string
  /** Subpackage root, e.g. 'packages/order'. Absent for main-package pages. */
  pkg?: string
  /** Page title (the brand prefix is added by the navigation layer). */
  title: string
  status: RouteStatus
  /** Entering needs a verified token (the pre-navigation check). */
  needsLogin?: boolean
  /** One of the bottom tab bar's pages (main package). */
  tab?: boolean
  /**
   * A page no link of the app opens, only a way in from outside: where learners come from (the static mini-program
   * audit, tests/weapp/audit/static.mjs, fails a page that has neither).
   */
  entry?: string
}

export const BRAND = '会计学堂'

export const HOME_URL = PATHS.home
export const LOGIN_URL = PATHS.login
export const NOT_FOUND_URL = PATHS.notFound

// Made by a call marked pure: index.html's inline script reads its own few routes, and a bundler keeps a table of
// property reads (PATHS.x) whether used or not.
export const ROUTES: RouteEntry[] = /* @__PURE__ */ (() => [
  // Main package: tab pages first; the first page is the home page.
  { urls: [HOME_URL], page: 'pages/home/index', title: '首页', status: 'built', tab: true },
  { urls: [PATHS.school], page: 'pages/school/index', title: '网校', status: 'built', tab: true },
  { urls: [PATHS.articles], page: 'pages/article/index', title: '资讯', status: 'built', tab: true },
  {
    urls: [PATHS.myPage, PATHS.newMyPage],
    page: 'pages/mine/index',
    title: '我的',
    status: 'built',
    tab: true,
  },
  { urls: [LOGIN_URL], page: 'pages/login/index', title: '验证码登录', status: 'built' },
  { urls: [NOT_FOUND_URL], page: 'pages/notFound/index', title: '页面不存在', status: 'built' },

  // Order subpackage (docs/spec/ordering-payment.md section 2).
  { urls: [PATHS.myOrder], page: 'packages/order/myOrder/index', pkg: 'packages/order', title: '我的订单', status: 'built', needsLogin: true },
  { urls: [PATHS.confirmOrder, PATHS.confirmOrderShort], page: 'packages/order/confirmOrder/index', pkg: 'packages/order', title: '确认订单', status: 'built', needsLogin: true },
  { urls: [PATHS.confirmOrderLoan], page: 'packages/order/confirmOrderLoan/index', pkg: 'packages/order', title: '确认订单', status: 'built', needsLogin: true },
  { urls: [PATHS.finishPay], page: 'packages/order/finishPay/index', pkg: 'packages/order', title: '支付成功', status: 'built', needsLogin: true },
  { urls: [PATHS.payResult], page: 'packages/order/orderDetail/index', pkg: 'packages/order', title: '订单详情', status: 'built', needsLogin: true },
  { urls: [PATHS.signAgreement], page: 'packages/order/signAgreement/index', pkg: 'packages/order', title: '签署协议', status: 'built', needsLogin: true },
  { urls: [PATHS.loan], page: 'packages/order/loan/index', pkg: 'packages/order', title: '申请贷款', status: 'built', needsLogin: true },
  // An outside page (the loan platform, the sign page) inside the mini-program's <web-view>; this app's own URL.
  { urls: [PATHS.webPage], page: 'packages/order/webPage/index', pkg: 'packages/order', title: '外部页面', status: 'built', needsLogin: true },

  // Goods subpackage: one goods page serves every goods URL of the goods jump (the goods says what it is).
  {
    urls: [PATHS.singleSubject, PATHS.allSubject, PATHS.internship, PATHS.internshipCapital, PATHS.classVip, PATHS.cpa, PATHS.taxAgent, PATHS.questionBank, PATHS.tySingleSubject, PATHS.tyAllSubject],
    page: 'packages/goods/detail/index',
    pkg: 'packages/goods',
    title: '课程详情',
    status: 'built',
  },
  { urls: [PATHS.selectCity], page: 'packages/goods/selectCity/index', pkg: 'packages/goods', title: '选择城市', status: 'built' },
  { urls: [PATHS.selectSchool], page: 'packages/goods/selectSchool/index', pkg: 'packages/goods', title: '选择校区', status: 'built' },
  { urls: [PATHS.courseSelect], page: 'packages/goods/courseSelect/index', pkg: 'packages/goods', title: '选择课程', status: 'built' },
  { urls: [PATHS.allScreen], page: 'packages/goods/allScreen/index', pkg: 'packages/goods', title: '试听课程', status: 'built' },
  { urls: [PATHS.category], page: 'packages/goods/category/index', pkg: 'packages/goods', title: '课程分类', status: 'built' },
  { urls: [PATHS.kefu], page: 'packages/goods/customerService/index', pkg: 'packages/goods', title: '客服', status: 'built' },
  { urls: [PATHS.search], page: 'packages/goods/search/index', pkg: 'packages/goods', title: '搜索', status: 'built' },
  { urls: [PATHS.vipList], page: 'packages/goods/vipList/index', pkg: 'packages/goods', title: '会员', status: 'built' },

  // My page's subpackage. /favourites is this app's own URL (the spec has no favourites page).
  { urls: [PATHS.favourites], page: 'packages/mine/favourites/index', pkg: 'packages/mine', title: '我的收藏', status: 'built', needsLogin: true },

  // Article subpackage. /article/{id} is the spec's route (parameter id): Taro's H5 router resolves customRoutes
  // with path patterns and hands the page params.id; the mini-program opens the page with ?id=.
  // "Article detail ... require[s] a token, else redirect to login" (docs/spec/content-access.md section 5).
  { urls: [PATHS.articleDetail], page: 'packages/article/detail/index', pkg: 'packages/article', title: '资讯详情', status: 'built', needsLogin: true },

  // Knowledge store and student-aid zone (docs/spec/content-access.md section 2; tab and zone ids of section 9). The spec's
  // '/{product}' is the product-centre tab (id 5) whose name the spec leaves out like its other {placeholders}: it is
  // the literal '/product' (the server's typeConfigList route), never a '/:product' pattern, which would take every
  // one-segment path and break "an unknown path goes to /404". The tab lists and the zone pages each serve several
  // routes; links carry ?typeId= (the mini-program cannot see which route opened a page), a bare H5 entry is read by
  // its path. /knowledge-shop/floor (a home floor's 'more') is this app's own URL.
  { urls: [PATHS.knowledgeHome], page: 'packages/knowledge/home/index', pkg: 'packages/knowledge', title: '知识商城', status: 'built' },
  { urls: [PATHS.knowledgeXxff, PATHS.knowledgeProduct, PATHS.knowledgePkg, PATHS.knowledgeFloor], page: 'packages/knowledge/list/index', pkg: 'packages/knowledge', title: '知识商城', status: 'built' },
  { urls: [PATHS.zoneKczq, PATHS.zoneExample, PATHS.zoneJob, PATHS.zoneZygh], page: 'packages/knowledge/zones/index', pkg: 'packages/knowledge', title: '知识商城', status: 'built' },
  { urls: [PATHS.audition], page: 'packages/knowledge/audition/index', pkg: 'packages/knowledge', title: '试听课程', status: 'built' },
  { urls: [PATHS.auditionPlay], page: 'packages/knowledge/auditionPlay/index', pkg: 'packages/knowledge', title: '试听', status: 'built', needsLogin: true },
  { urls: [PATHS.pkgReceived], page: 'packages/knowledge/received/index', pkg: 'packages/knowledge', title: '我的领取', status: 'built', needsLogin: true },
  { urls: [PATHS.courseDetail], page: 'packages/knowledge/detail/index', pkg: 'packages/knowledge', title: '课程详情', status: 'built' },
  { urls: [PATHS.jobShare], page: 'packages/knowledge/jobShare/index', pkg: 'packages/knowledge', title: '就业分享', status: 'built' },
  { urls: [PATHS.memberDetail], page: 'packages/knowledge/memberDetail/index', pkg: 'packages/knowledge', title: '会员详情', status: 'built' },
  { urls: [PATHS.memberShareList], page: 'packages/knowledge/memberShares/index', pkg: 'packages/knowledge', title: '学员分享', status: 'built' },
  { urls: [PATHS.wx], page: 'packages/knowledge/studentAid/index', pkg: 'packages/knowledge', title: '助学专区', status: 'built' },
  { urls: [PATHS.wxCategory], page: 'packages/knowledge/studentAidCategory/index', pkg: 'packages/knowledge', title: '助学专区', status: 'built' },
  { urls: [PATHS.wxSearch], page: 'packages/knowledge/studentAidSearch/index', pkg: 'packages/knowledge', title: '搜索', status: 'built' },
  { urls: [PATHS.wxCheckin], page: 'packages/knowledge/studentAidCheckin/index', pkg: 'packages/knowledge', title: '学籍认证', status: 'built', needsLogin: true },

  // Practice subpackage: the practical course page ("titled as a student-aid dream program"); guests browse,
  // playing and buying ask for login on the page itself.
  { urls: [PATHS.practicalCourse], page: 'packages/practice/course/index', pkg: 'packages/practice', title: '助学圆梦计划', status: 'built' },

  // Sharing.
  { urls: [PATHS.shareCourse], page: 'packages/share/course/index', pkg: 'packages/share', title: '分享课程', status: 'built', entry: 'a shared course card (a chat message, a poster)' },

  // Live subpackage: free live classes and mock exams (docs/spec/content-access.md sections 2, 7). The stream and the replay
  // need a token; the share landing has its own code login. The mock-exam URLs are this app's own (the spec has none).
  { urls: [PATHS.liveCenter], page: 'packages/live/liveCenter/index', pkg: 'packages/live', title: '免费直播', status: 'built' },
  { urls: [PATHS.live], page: 'packages/live/room/index', pkg: 'packages/live', title: '直播间', status: 'built' },
  { urls: [PATHS.liveReplay], page: 'packages/live/replay/index', pkg: 'packages/live', title: '直播回放', status: 'built', needsLogin: true },
  { urls: [PATHS.shareLiveClass], page: 'packages/live/share/index', pkg: 'packages/live', title: '免费直播课', status: 'built' },
  { urls: [PATHS.mockExam], page: 'packages/live/exams/index', pkg: 'packages/live', title: '模拟考试', status: 'built' },
  { urls: [PATHS.mockExamRank], page: 'packages/live/examRank/index', pkg: 'packages/live', title: '考试排名', status: 'built' },
  { urls: [PATHS.mockExamRecords], page: 'packages/live/examRecords/index', pkg: 'packages/live', title: '我的考试记录', status: 'built', needsLogin: true },

  // Sales-staff subpackage (bound staff on client 2). /customerList is this app's own URL (the spec names customer
  // lists without a route).
  { urls: [PATHS.customerList], page: 'packages/staff/customers/index', pkg: 'packages/staff', title: '我的客户', status: 'built', needsLogin: true },
  { urls: [PATHS.private], page: 'packages/staff/private/index', pkg: 'packages/staff', title: '私海线索', status: 'built', needsLogin: true },
  { urls: [PATHS.pullnew], page: 'packages/staff/referrals/index', pkg: 'packages/staff', title: '拉新记录', status: 'built', needsLogin: true },

  // Account pages around login: register with a password, reset it by SMS or mail, third-party sign-in.
  { urls: [PATHS.register], page: 'packages/account/register/index', pkg: 'packages/account', title: '注册', status: 'built' },
  { urls: [PATHS.resetPassword], page: 'packages/account/resetPassword/index', pkg: 'packages/account', title: '找回密码', status: 'built' },
  { urls: [PATHS.protocol], page: 'packages/account/protocol/index', pkg: 'packages/account', title: '隐私政策', status: 'built' },
  { urls: [PATHS.authorize], page: 'packages/account/authorize/index', pkg: 'packages/account', title: '授权登录', status: 'built', entry: "the sign-in provider's return (?code=&state=)" },
  { urls: [PATHS.schoolNotFound], page: 'packages/account/schoolNotFound/index', pkg: 'packages/account', title: '网校不存在', status: 'built', entry: 'a link to a school site that does not exist or is closed' },

  // Topic landing pages and the CPA pioneer-class sign-up funnel.
  { urls: [PATHS.specialTopic], page: 'packages/topic/specialTopic/index', pkg: 'packages/topic', title: '专题', status: 'built' },
  { urls: [PATHS.specialTopicDetail], page: 'packages/topic/specialTopicDetail/index', pkg: 'packages/topic', title: '专题详情', status: 'built' },
  { urls: [PATHS.cpaPioneer], page: 'packages/topic/cpaPioneer/index', pkg: 'packages/topic', title: 'CPA先锋班', status: 'built' },
  { urls: [PATHS.cpaPioneer2], page: 'packages/topic/cpaPioneer2/index', pkg: 'packages/topic', title: 'CPA先锋班报名', status: 'built' },
  { urls: [PATHS.cpaPioneerSuccess2], page: 'packages/topic/cpaPioneerSuccess2/index', pkg: 'packages/topic', title: '报名成功', status: 'built' },
  { urls: [PATHS.cpaPioneer3], page: 'packages/topic/cpaPioneer3/index', pkg: 'packages/topic', title: 'CPA备考资料领取', status: 'built' },
  { urls: [PATHS.cpaPioneerSuccess3], page: 'packages/topic/cpaPioneerSuccess3/index', pkg: 'packages/topic', title: '领取成功', status: 'built' },
])()

// Pure: a bundle that uses only findRouteIn (index.html's inline script) leaves the table out.
export const PAGE_ROUTES = /* @__PURE__ */ ROUTES.filter((r): r is RouteEntry & { page: string } => !!r.page)

/** Main-package pages in order (the home page first), as app.config.ts wants them. */
export function mainPages(): string[] {
  return PAGE_ROUTES.filter((r) => !r.pkg).map((r) => r.page)
}

/** Subpackages with their pages relative to the root, as app.config.ts wants them. */
export function subPackages(): { root: string; pages: string[] }[] {
  const byRoot = new Map<string, string[]>()
  for (const r of PAGE_ROUTES) {
    if (!r.pkg) continue
    const list = byRoot.get(r.pkg) ?? []
    list.push(r.page.slice(r.pkg.length + 1))
    byRoot.set(r.pkg, list)
  }
  return [...byRoot].map(([root, pages]) => ({ root, pages }))
}

/** H5 customRoutes: '/page/path' -> spec URL(s). */
export function customRoutes(): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {}
  for (const r of PAGE_ROUTES) out[`/${r.page}`] = r.urls.length === 1 ? r.urls[0] : r.urls
  return out
}

/** The built route serving a spec URL (query ignored), or undefined. */
export function findRoute(url: string): (RouteEntry & { page: string }) | undefined {
  return findRouteIn(PAGE_ROUTES, url)
}

/** The named segments of the spec URL serving `url` ('/article/12?x=1' gives {id: '12'}); {} when it has none. */
export function routeParams(url: string): Record<string, string> {
  const path = normalisePath(stripQuery(url).path)
  const pattern = findRoute(path)?.urls.find((u) => urlMatches(u, path))
  if (!pattern?.includes(':')) return {}
  const segments = path.split('/')
  return Object.fromEntries(pattern.split('/').flatMap((seg, i) => (seg.startsWith(':') ? [[seg.slice(1), segments[i]]] : [])))
}

/**
 * A spec URL pattern with its named segments taken from `params` ('/article/:id' with {id: 12, x: 1} gives
 * '/article/12' and the rest {x: 1}); a segment without a value stays as written.
 */
export function fillRoute(pattern: string, params: Record<string, unknown>): { url: string; rest: Record<string, unknown> } {
  const rest = { ...params }
  const url = pattern
    .split('/')
    .map((seg) => {
      const name = seg.slice(1)
      if (!seg.startsWith(':') || rest[name] === undefined || rest[name] === null || rest[name] === '') return seg
      const value = String(rest[name])
      delete rest[name]
      return encodeURIComponent(value)
    })
    .join('/')
  return { url, rest }
}

/**
 * Where an entry URL that no page serves must go (docs/spec/content-access.md section 2, "Redirects"):
 * / and /wxh5pay go home; an unknown child of /publicPage goes home; any other unknown path goes to /404.
 * Home with tikuGoodsId, a question bank's spec link, goes on to the goods page (./questionBank).
 * Returns undefined when a page serves the URL. The query string is kept on redirects home.
 */
export function redirectFor(url: string): string | undefined {
  const target = entryRedirect(url)
  return questionBankUrl(target ?? url) ?? target
}

function entryRedirect(url: string): string | undefined {
  const { path: rawPath, rest } = stripQuery(url)
  const path = normalisePath(rawPath)
  if (findRoute(path)) return undefined
  if (path === '/' || path === '' || path === '/wxh5pay') return HOME_URL + rest
  if (path === '/publicPage' || path.startsWith('/publicPage/')) return HOME_URL + rest
  return NOT_FOUND_URL
}

/** Tab bar's "my page": myPage for user client 1 (student), else newmypage (docs/spec/content-access.md section 2). */
export function myPageUrl(userClient: number | undefined): string {
  return userClient === 1 ? PATHS.myPage : PATHS.newMyPage
}

/** Page title with the brand prefix. */
export function pageTitle(title: string): string {
  return title ? `${BRAND}-${title}` : BRAND
}

/** Title (with the brand prefix) of the page at a Taro page path, for its page config. */
export function titleOf(page: string): string {
  const route = PAGE_ROUTES.find((r) => r.page === page)
  return pageTitle(route?.title ?? '')
}
