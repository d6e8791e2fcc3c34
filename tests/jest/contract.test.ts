/**
 * The calls' contract (contract/calls) against every service client: each method of each client is called once, over the
 * real request layer with a recording transport, as a logged-in learner with the payloads the app builds (the core's
 * builders, the reference server's answers as fixtures). Every request must be a call the table allows with the
 * parameters the spec names, every call the table says the app makes must be made by some method, and
 * docs/spec-calls.md's "Calls with no screen" must agree with the table.
 */
import fs from 'node:fs'
import path from 'node:path'
import type { GoodsDetail } from '@contract/goods'
import type { OrderInfo } from '@contract/order'
import { CALLS, checkRequest, SERVICES, type Call, type CallName, type ServiceRoots } from '@contract/calls'
import { banner } from './goods'
import { bannerPvQuery } from '@/core/banner'
import { buildCreateOrderPayload } from '@/core/checkout'
import { confirmOrderQuery } from '@/core/earlyCalls'
import { zeroGoodsQuery } from '@/core/knowledge'
import { buildLoginPayload } from '@/core/login'
import { buildPayRequest, payPlan } from '@/core/order/payRequest'
import { businessLead } from '@/core/topic/lead'
import { createAccountApi } from '@/services/account'
import { serviceRoot } from '@/config'
import { createGoodsApi } from '@/services/goods'
import { createKnowledgeApi } from '@/services/knowledge'
import { createLiveApi } from '@/services/live'
import { createMapsApi } from '@/services/maps'
import { createNewsApi } from '@/services/news'
import { createOrderApi } from '@/services/order'
import { createPracticeApi } from '@/services/practice'
import { createQwApi } from '@/services/qw'
import { createReportApi } from '@/services/report'
import { createRequester, type SentRequest } from '@/services/request'
import { createStudentAidApi } from '@/services/studentAid'
import { createWechatApi } from '@/services/wechat'
import FIRST_SCREEN from './fixtures/first-screen.json'

const ROOTS = Object.fromEntries(SERVICES.map((s) => [s, serviceRoot(s)])) as ServiceRoots
const GOODS = FIRST_SCREEN.goods as unknown as GoodsDetail
const ORDER = FIRST_SCREEN.confirmOrder[0] as unknown as OrderInfo
const UID = 2

function clients(sent: SentRequest[]) {
  const request = createRequester({
    transport: async (req) => {
      sent.push({ ...req, loggedIn: true })
      return { status: 200, data: { code: 200, msg: 'ok', data: {}, result: [] } }
    },
    toast: () => undefined,
    showLoading: () => undefined,
    hideLoading: () => undefined,
    token: () => 'learner-token',
    uid: () => UID,
    clearSession: () => undefined,
    toLogin: () => undefined,
    now: () => 1_748_138_400_000,
    setTimer: (fn, ms) => setTimeout(fn, ms),
    clearTimer: (h) => clearTimeout(h as ReturnType<typeof setTimeout>),
  })
  return {
    account: createAccountApi(request),
    goods: createGoodsApi(request),
    knowledge: createKnowledgeApi(request),
    live: createLiveApi(request),
    maps: createMapsApi(request, 'sandbox-maps-key'),
    news: createNewsApi(request),
    order: createOrderApi(request),
    practice: createPracticeApi(request, { userId: 'sbx-polyv-user', signKey: 'k', viewerId: () => UID, now: () => 1 }),
    qw: createQwApi(request),
    report: createReportApi(request),
    studentAid: createStudentAidApi(request),
    wechat: createWechatApi(request),
  }
}

type Clients = ReturnType<typeof clients>
/** One call of every method of every client (the type makes a new method need its sample here). */
type Samples = { [K in keyof Clients]: { [M in keyof Clients[K]]: (c: Clients[K]) => unknown } }

const env = { isIOS: false, inWeChat: false, isMiniProgram: false }
const spec = GOODS.specifications[0]
const pay = (loan: boolean) =>
  buildPayRequest(ORDER, {
    plan: payPlan(1, env, ORDER.goodsTypeId, loan),
    amount: ORDER.waitPayMoney,
    env,
    clientPayKey: 'k',
    ...(loan ? { customer: { name: '张三', mobile: '13800138000' } } : { accountUuid: 'sbx-alipay', returnUrl: 'https://x/ty/finishPay' }),
  })

const SAMPLES: Samples = {
  account: {
    getOtp: (c) => c.getOtp('13800138000'),
    loginAndRegister: (c) => c.loginAndRegister(buildLoginPayload('13800138000', '123456', { clientType: 1, triggerUrl: '/publicPage/myPage' })),
    weChatLogin: (c) => c.weChatLogin({ code: 'wx-code' }),
    userInfo: (c) => c.userInfo({ quiet: true, timeout: 3000 }),
    logout: (c) => c.logout(),
    getPublicKey: (c) => c.getPublicKey(),
    passwordLogin: (c) => c.passwordLogin({ mobileNo: '13800138000', password: 'sealed' } as never),
    captchaImage: (c) => c.captchaImage(),
    otpSms: (c) => c.otpSms({ mobileNo: '13800138000', type: 1, captchaKey: 'k', captcha: 'abcd' } as never),
    otpMail: (c) => c.otpMail({ email: 'a@example.com', captchaKey: 'k', captcha: 'abcd' } as never),
    register: (c) => c.register({ mobileNo: '13800138000', otp: '123456', password: 'sealed' } as never),
    resetBySms: (c) => c.resetBySms({ mobileNo: '13800138000', otp: '123456', password: 'sealed' } as never),
    resetByMail: (c) => c.resetByMail({ email: 'a@example.com', code: '123456', password: 'sealed' } as never),
    getUserInfo: (c) => c.getUserInfo(),
    oauthAccessToken: (c) => c.oauthAccessToken('code'),
    oauthRefreshToken: (c) => c.oauthRefreshToken('refresh'),
    oauthUserInfo: (c) => c.oauthUserInfo('access', 'openid'),
  },
  goods: {
    homePage: (c) => c.homePage(),
    categories: (c) => c.categories(),
    categoryGoods: (c) => c.categoryGoods(1, 1),
    hotWords: (c) => c.hotWords(),
    search: (c) => c.search('会计', 1),
    banners: (c) => c.banners(62),
    bannerPv: (c) => c.bannerPv(bannerPvQuery(banner(1), 1)),
    detail: (c) => c.detail({ goodsId: 1 }),
    includedCourses: (c) => c.includedCourses(spec.spPriceId),
    auditions: (c) => c.auditions(spec.spPriceId),
    introduction: (c) => c.introduction(1),
    cities: (c) => c.cities(),
    schools: (c) => c.schools({ goodsId: 1 }),
    countVisit: (c) => c.countVisit(1),
    memberGoods: (c) => c.memberGoods(),
    coupons: (c) => c.coupons(1),
    receiveCoupon: (c) => c.receiveCoupon(1),
    collect: (c) => c.collect(1, true),
    collectionList: (c) => c.collectionList(),
    repeatPay: (c) => c.repeatPay(1),
    cpaRepeatPay: (c) => c.cpaRepeatPay(1, spec.spPriceId),
  },
  knowledge: {
    tabs: (c) => c.tabs(),
    home: (c) => c.home(),
    floor: (c) => c.floor(1, 1),
    typeList: (c) => c.typeList(1, 1),
    zones: (c) => c.zones('kczq'),
    zone: (c) => c.zone(4),
    zonePage: (c) => c.zonePage(4, 1),
    goods: (c) => c.goods(1),
    auditionCategories: (c) => c.auditionCategories(),
    auditionPage: (c) => c.auditionPage(1),
    claimZero: (c) => c.claimZero(zeroGoodsQuery(4, env)),
    shares: (c) => c.shares(1),
    countView: (c) => c.countView(1),
    countClick: (c) => c.countClick(1),
    stats: (c) => c.stats(1),
    subscribed: (c) => c.subscribed(1),
    teacherSchool: (c) => c.teacherSchool('T1', '北京'),
    subscribe: (c) => c.subscribe(1),
  },
  live: {
    lives: (c) => c.lives(1),
    liveInfo: (c) => c.liveInfo(1),
    replayInfo: (c) => c.replayInfo(1),
    liveShare: (c) => c.liveShare(1),
    reserve: (c) => c.reserve(3),
    reserveAfterLogin: (c) => c.reserveAfterLogin(3),
    reservations: (c) => c.reservations([2, 3]),
    papers: (c) => c.papers(1),
    paperRank: (c) => c.paperRank(1, 1),
    myRecords: (c) => c.myRecords(1),
    latestRecord: (c) => c.latestRecord(),
    myRank: (c) => c.myRank(1),
    scoreBands: (c) => c.scoreBands(1),
    rankList: (c) => c.rankList(1, 1),
    examSum: (c) => c.examSum(),
  },
  maps: { ipLocation: (c) => c.ipLocation() },
  news: {
    sites: (c) => c.sites(),
    siteList: (c) => c.siteList(),
    catalogs: (c) => c.catalogs(1),
    list: (c) => c.list({ id: 1, catalogId: 2, currentPage: 1 }),
    provinces: (c) => c.provinces(),
    provinceOf: (c) => c.provinceOf('四川省'),
    detail: (c) => c.detail(10101),
    like: (c) => c.like(10101),
    favorite: (c) => c.favorite(10101),
    cancel: (c) => c.cancel(10101, 0),
    share: (c) => c.share(10101),
    favorites: (c) => c.favorites(1),
    recommendations: (c) => c.recommendations({ informationId: 10101, informationTypeId: 2, currentPage: 1 }),
    recommendSeats: (c) => c.recommendSeats(1),
  },
  order: {
    createOrder: (c) => c.createOrder(buildCreateOrderPayload(GOODS, { spec, courseIds: null, school: null }, { userId: UID, env, packageCourseIds: [1], clientOrderKey: 'k' })),
    payGoodsInfo: (c) => c.payGoodsInfo(confirmOrderQuery({ tradeOrderId: ORDER.tradeOrderId }) as { tradeOrderId: string }),
    detail: (c) => c.detail(ORDER.tradeOrderId),
    find: (c) => c.find(ORDER.tradeOrderId),
    list: (c) => c.list({ page: 1 }),
    cancel: (c) => c.cancel(ORDER.orderId),
    remove: (c) => c.remove(ORDER.orderId),
    // The full payment here; the loan pay (the same call, payType 3 and tradeType 10) is sent by the test below.
    pay: (c) => c.pay(pay(false)),
    payZero: (c) => c.payZero(ORDER.orderId),
    payStatus: (c) => c.payStatus({ orderId: ORDER.orderId, orderNo: ORDER.orderNo, payType: 1 }),
    loanPlatforms: (c) => c.loanPlatforms({ goodsId: 1, spPriceIdStr: String(spec.spPriceId) }),
    updatePayType: (c) => c.updatePayType({ orderId: ORDER.orderId, installmentType: 1 }),
    loanFailMsg: (c) => c.loanFailMsg(ORDER.orderId),
    markLoanFailRead: (c) => c.markLoanFailRead(ORDER.orderId),
    contractUser: (c) => c.contractUser(ORDER.orderId),
    updateContractUser: (c) =>
      c.updateContractUser({ realName: '张三', idCard: '110101199003071234', mobile: '13800138000', education: 4, contractRecordId: 1 } as never),
    invitor: (c) => c.invitor('ABCDE'),
    saveInviteCode: (c) => c.saveInviteCode(ORDER.orderId, 'ABCDE'),
    couponsForOrder: (c) => c.couponsForOrder(ORDER.orderId),
    updateChoice: (c) => c.updateChoice({ orderId: ORDER.orderId, couponId: 0 }),
  },
  practice: {
    banners: (c) => c.banners(),
    bannerPv: (c) => c.bannerPv({ id: 1, showPlaceId: 26, websiteId: 1 }, 0),
    tree: (c) => c.tree('course'),
    names: (c) => c.names('course'),
    floors: (c) => c.floors(),
    ranking: (c) => c.ranking(),
    videos: (c) => c.videos(1, 'course'),
    teachers: (c) => c.teachers(1),
    information: (c) => c.information(),
    learners: (c) => c.learners(1),
    visit: (c) => c.visit(1),
    click: (c) => c.click(1),
    playToken: (c) => c.playToken('pv-111-1'),
  },
  qw: {
    bind: (c) => c.bind(),
    authorize: (c) => c.authorize(),
    userInfo: (c) => c.userInfo('qw-token'),
    educationTypes: (c) => c.educationTypes(),
    customers: (c) => c.customers('qw-token', { currentPage: 1, pageSize: 10, pool: 1 }),
    referralStatistics: (c) => c.referralStatistics('qw-token', 'D1001'),
    referrals: (c) => c.referrals('qw-token', { currentPage: 1, pageSize: 10 }),
    member: (c) => c.member(),
    pushBusiness: (c) => c.pushBusiness(businessLead('13800138000', '报名咨询', 'https://x/cpaPioneer')),
  },
  report: {
    send: (c) => c.send({ kind: 'render', message: 'boom', stack: 'Error: boom', route: '/pages/home/index', platform: 'h5', build: 'local' }),
  },
  studentAid: {
    categories: (c) => c.categories(),
    floors: (c) => c.floors(1),
    children: (c) => c.children(1),
    goods: (c) => c.goods(1),
    search: (c) => c.search('会计', 1),
    studentInfo: (c) => c.studentInfo(),
    universities: (c) => c.universities('北京'),
    checkin: (c) => c.checkin({ universityId: 1, studentName: '张三' } as never),
  },
  wechat: { jsSdkConfig: (c) => c.jsSdkConfig('wx-sandbox-app', 'https://x/article/1') },
}

// The request layer hands a call to its transport at once, so every method's request is recorded as it is called.
const sent: SentRequest[] = []
const byMethod: [string, SentRequest[]][] = []
const all = clients(sent)
for (const [client, methods] of Object.entries(SAMPLES)) {
  for (const [method, call] of Object.entries(methods as Record<string, (c: unknown) => unknown>)) {
    const from = sent.length
    void Promise.resolve(call(all[client as keyof Clients])).catch(() => undefined)
    byMethod.push([`${client}.${method}`, sent.slice(from)])
  }
}
void all.order.pay(pay(true)).catch(() => undefined)

const problems = (r: SentRequest) => checkRequest({ ...r, loggedIn: r.loggedIn }, ROOTS)
const ROW = CALLS as Record<CallName, Call>
const MADE = (Object.entries(ROW) as [CallName, Call][]).filter(([, c]) => c.made !== false).map(([n]) => n)

describe('every client method', () => {
  it.each(byMethod)('%s sends one request the contract allows', (_, requests) => {
    expect(requests).toHaveLength(1)
    expect(problems(requests[0]).problems).toEqual([])
  })

  it('the loan pay is the pay call with the loan platform\'s fields', () => {
    const loan = sent[sent.length - 1]
    expect(checkRequest(loan, ROOTS)).toEqual({ name: 'pay', problems: [] })
    expect(loan.body).toMatchObject({ payType: 3, tradeType: 10, customerName: '张三', customerMobile: '13800138000', userId: UID })
  })

  it('every call the table says the app makes is made by a client method, and no other', () => {
    const made = new Set(sent.map((r) => problems(r).name))
    expect(MADE.filter((n) => !made.has(n))).toEqual([])
    expect([...made].filter((n) => !n || !MADE.includes(n))).toEqual([])
  })
})

describe('planted bad requests fail the check', () => {
  const good = () => sent.find((r) => problems(r).name === 'queryPayGoodsInfo')!
  it.each([
    ['a spec parameter missing', (r: SentRequest) => ({ ...r, url: r.url.replace(/schoolId=[^&]*&?/, '') }), 'missing schoolId'],
    ['the learner left out', (r: SentRequest) => ({ ...r, url: r.url.replace(/userId=[^&]*&?/, '') }), 'no userId while logged in'],
    ['an unknown path', (r: SentRequest) => ({ ...r, url: r.url.replace('queryPayGoodsInfo', 'queryPayGoodsInfos') }), 'no call of the contract'],
    ['another method', (r: SentRequest) => ({ ...r, method: 'POST' as const, headers: { ...r.headers, 'Content-Type': 'application/json' } }), 'method POST'],
  ])('%s', (_, plant, expected) => {
    expect(problems(good()).problems).toEqual([])
    expect(problems(plant(good())).problems.join('\n')).toContain(expected)
  })
})

describe('docs/spec-calls.md and the table', () => {
  const DOC = fs.readFileSync(path.resolve(__dirname, '../../docs/spec-calls.md'), 'utf8')
  const section = DOC.split('\n## Calls with no screen\n')[1] ?? ''
  const firstColumn = section.split('\n').filter((l) => /^\| [^-]/.test(l)).slice(1).map((l) => l.split('|')[1])
  const named = (name: string) => firstColumn.some((cell) => new RegExp(`(^|[\\s,\`/(])${name.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}([\\s,\`(]|$)`).test(cell))
  const rows = Object.entries(CALLS) as [CallName, Call][]
  const served = rows.filter(([, c]) => c.made === false && c.spec)

  it.each(served.map(([n]) => n))('%s, served with no screen, is in the table with its reason', (name) => {
    expect(named(name)).toBe(true)
  })

  it.each(MADE.filter((n) => ROW[n].spec))('%s, made by a screen, is not in the table', (name) => {
    expect(named(name)).toBe(false)
  })

  it('states the contract\'s counts after the table', () => {
    const made = MADE.length
    const own = MADE.filter((n) => !ROW[n].spec).length
    const line =
      `The calls' contract (contract/calls) has ${rows.length} calls: ${made} made by the app (${made - own} of the specs' lists, ` +
      `${own} of its own), ${served.length} of the specs' lists served with no screen, ${rows.length - made - served.length} the server's own.`
    expect(section).toContain(line)
  })
})
