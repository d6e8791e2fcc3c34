/**
 * How the contract reads the spec's call lists where they are ambiguous (docs/spec/content-access.md and
 * docs/spec/ordering-payment.md section 7), written once. tests/jest/specContract.test.ts parses the lists with these
 * readings and checks every row of the table against them.
 *
 * A name with a leading '/' is a path below the gateway; any other name is below its group's root.
 */
import type { Service, SpecGroup } from '../contract'

export interface GroupRoot {
  /** The service whose root the group's names are below, or the gateway itself. */
  root: Service | 'gateway'
  /** A prefix the group's heading gives every name. */
  prefix?: string
  why: string
}

export const GROUP_ROOTS: Record<SpecGroup, GroupRoot> = {
  'content-access / Account': { root: 'account', why: 'no prefix given: the account service root' },
  'content-access / News and articles': {
    root: 'news',
    prefix: 'app/',
    why: '"prefix: subject segment + /app/": the subject segment is the news root (its place is not given), each name below app/',
  },
  'content-access / Goods and home': {
    root: 'gateway',
    why: '"prefix goods/…, app/…": the names are written below the gateway (goods/front/, goods/app/, app/, marketing/marketing/)',
  },
  'content-access / Practical courses and banners': { root: 'practice', why: 'no prefix given: the practice service root' },
  'content-access / Knowledge store and student-aid': { root: 'knowledge', why: 'no prefix given: the knowledge service root' },
  'content-access / Sharing and messaging-app': { root: 'gateway', why: 'each name is written from the gateway (a leading /)' },
  'content-access / Enterprise channel': { root: 'qw', why: 'each name is written from the gateway (/qw/…)' },
  'ordering-payment / Order service': { root: 'order', why: '"the prefix is the order service root"' },
}

/**
 * A list whose prefix is given once: `prefix` holds for every later name of the same bullet that has no leading '/'
 * and does not start with it, from `from` through `through` (or until a name with a leading '/').
 */
export interface CarriedPrefix {
  group: SpecGroup
  from: string
  through?: string
  prefix: string
  why: string
}

export const CARRIED_PREFIXES: readonly CarriedPrefix[] = [
  { group: 'content-access / Account', from: 'app/subscribeGoods', prefix: 'app/', why: '"Subscribe: GET app/subscribeGoods, loginCheckSubscribeGoods, …": one list' },
  {
    group: 'content-access / Goods and home', from: 'goods/front/findGoodsListForApp', prefix: 'goods/front/',
    why: 'the GET list led by goods/front/findGoodsListForApp',
  },
  {
    group: 'content-access / Goods and home', from: 'app/goodsCenterCategory/v2', prefix: 'app/',
    why: 'the GET list led by app/goodsCenterCategory/v2, and its continuation after the semicolon (memberGoodsInfo/v2 … promotionalGoods)',
  },
  {
    group: 'content-access / Goods and home', from: '/subject/web/couponForGood', prefix: '/subject/web/',
    why: '"Coupons: GET /subject/web/couponForGood, freeCouponsByGoodsId, freeCouponsByGoodsIdNot"',
  },
  {
    group: 'content-access / Goods and home', from: 'getLiveInfo', prefix: '/livelist/',
    why: '"Live/learning: GET getLiveInfo, getReplayInfo, /livelist/…": the live service, the only root the list names',
  },
  {
    group: 'content-access / Goods and home', from: 'mkExam', prefix: '/livelist/',
    why: '"Exams: GET mkExam, … meRecentlyRecord; POST /livelist/…": the live service, the only root the list names',
  },
  {
    group: 'content-access / Goods and home', from: 'examPaperCount/examSum', prefix: '/livelist/',
    why: 'an exam call of the same list: the live service',
  },
  {
    group: 'content-access / Practical courses and banners', from: 'wxPracticeCourse/app/practiceCourseList', prefix: 'wxPracticeCourse/app/',
    why: 'the list led by wxPracticeCourse/app/practiceCourseList (practiceTeachers … updateClick)',
  },
  {
    group: 'content-access / Practical courses and banners', from: 'banner/app/banner', through: 'banner/app/banner', prefix: '/',
    why: "the home's banners: banner/ read as a service group below the gateway, as goods/ and app/ are",
  },
  {
    group: 'content-access / Knowledge store and student-aid', from: 'statistics clickViews', through: 'clickVolume', prefix: 'statistics/',
    why: '"statistics clickViews, pageViewsClick, clickVolume(…)": the statistics calls',
  },
  {
    group: 'ordering-payment / Order service', from: 'contract calls', prefix: 'order/api/contract/app/',
    why: '"contract calls (order service + /order/api/contract/app/): getUnSignContract, …"',
  },
]

/** Placeholders in the spec's paths and what they stand for. */
export const PATH_PLACEHOLDERS: Record<string, { means: string; why: string }> = {
  '/{qw}/': { means: '/qw/', why: '"/{qw}/api/open/dict/…": the enterprise service of the list, /qw/' },
  '.../': { means: '/qw/api/h5/v1/', why: '".../biz/customer/list" and the rest: the /qw/api/h5/v1/ of the calls before them' },
}

/**
 * Items the spec writes in words, or a call the spec names twice: the rows that make them (path not compared: the
 * spec gives none), or none with the reason. Keyed by the item's opening words.
 */
export const WORDED_CALLS: Record<string, { rows: readonly string[]; why: string }> = {
  'getUserInfo by token': { rows: ['getUserInfo'], why: 'getUserInfo, asked with the token' },
  'third-party OAuth GETs': { rows: ['oauthAccessToken', 'oauthRefreshToken', 'oauthUserInfo'], why: 'no paths given: the app names them below oauth/' },
  'refresh and user info': { rows: [], why: 'the rest of the OAuth sentence above' },
  'An OAuth redirect': { rows: [], why: 'a browser redirect to the messenger, not a call of a service' },
  'Maps-service IP location': { rows: ['ipLocation'], why: 'the maps service, outside the gateway: its root is the whole URL' },
  'Response shapes beyond code': { rows: [], why: 'no call' },
  'plus a static report JSON file': { rows: [], why: 'a file on object storage, not a call (docs/spec-calls.md)' },
  'practice course list': { rows: ['getPracticeCourseList'], why: 'the tree by sort, getPracticeCourseList (sort) of the same list' },
  'pv count updateBannerGoodsPvCount(s)': {
    rows: ['updateBannerGoodsPvCount', 'goods/updateBannerGoodsPvCount'],
    why: "the practical course page's banners count at the practice root, the home's beside the home's app/ calls",
  },
  'Works only inside the messenger browser': { rows: [], why: 'a remark on getJsSdkConfig' },
  'elsewhere it rejects': { rows: [], why: 'a remark on getJsSdkConfig' },
  'Shapes not shown': { rows: [], why: 'no call' },
  'Enterprise-WeChat token and user info by phone': { rows: [], why: 'named without a path; docs/spec-calls.md gives why no screen asks them' },
  'orders list (subtest service)': { rows: [], why: 'the subtest service is not given; docs/spec-calls.md' },
  'loan pay (path not shown)': { rows: ['pay'], why: 'the pay call with payType 3 and tradeType 10' },
  'user info by token': { rows: ['userInfo'], why: "the account service's userInfo (token)" },
  couponForGood: { rows: ['couponForGood'], why: "ordering-payment names content-access's /subject/web/couponForGood again" },
}

/** The spec groups that hold no service calls. */
export const NOT_CALL_GROUPS: Record<string, string> = {
  'Native-app bridge': "actions of the native app's bridge (src/core/bridge.ts), not calls of a service",
}
