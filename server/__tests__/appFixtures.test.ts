/**
 * The app's component tests read the reference server's real answers from tests/jest/fixtures/*.json. This test asks
 * the server the same calls (fresh seeded database, the test clock) and fails when an answer drifted from its
 * fixture; `UPDATE_FIXTURES=1 npx jest -c server/jest.config.js appFixtures` writes them again.
 */
import fs from 'node:fs'
import path from 'node:path'
import { makeApp, type TestApp } from './helpers'

const DIR = path.resolve(__dirname, '../../tests/jest/fixtures')

/** name -> the calls whose `data` it holds (a learner's calls carry their token). */
async function knowledgeDetail(t: TestApp) {
  const data = async (url: string, token?: string) => (await t.get(url, token ? { token } : undefined)).body.data
  const { token } = await t.login('13800138000')
  const K = '/api/knowledge'
  const notBooked = await data(`${K}/ifSubscribe?bizId=527`, token)
  await t.post(`${K}/saveSubscribeRecord`, { bizId: 527 }, { token })
  return {
    goods503: await data(`${K}/knowGoodsDetail?id=503`),
    goods527: await data(`${K}/knowGoodsDetail?id=527`),
    zone4: await data(`${K}/knowZone?knowZoneId=4`),
    notBooked527: notBooked,
    booked527: await data(`${K}/ifSubscribe?bizId=527`, token),
    viewed503: await data(`${K}/statistics/pageViewsClick?bizId=503&bizType=1`),
    read503: await data(`${K}/statistics/clickViews?bizId=503&bizType=1`),
    teacherSchoolShanghai: await data(`${K}/getTeacherIdSchool?teacherId=T9&city=${encodeURIComponent('上海市')}`),
  }
}

async function mockExams(t: TestApp) {
  const data = async (url: string) => (await t.get(url)).body.data
  const papers = await data('/api/livelist/mkExam?curPage=1&pageSize=10')
  const leaders: Record<string, unknown> = {}
  for (const p of papers.list) leaders[p.examId] = await data(`/api/livelist/mkExamRank?examId=${p.examId}&curPage=1&pageSize=1`)
  return { papers, leaders, examSum: await data('/api/livelist/examPaperCount/examSum') }
}

/**
 * The two lists the server answers most (the bench's load test): every field the app reads, so a response schema
 * (routes' `response`, fast-json-stringify) that left one out fails here. Learner 13900139000 has an order in every
 * state the UI shows (null and set contract, loan and study fields); site 1's first pages hold every layout.
 */
async function orderList(t: TestApp) {
  const data = async (url: string, token?: string) => (await t.get(url, token ? { token } : undefined)).body.data
  const { token } = await t.login('13900139000')
  return {
    all: await data('/api/order/getOrderList?page=1&pageSize=50&tagStatus=', token),
    unpaid: await data('/api/order/getOrderList?page=1&pageSize=10&tagStatus=1', token),
    pendingStudy: await data('/api/order/getOrderListNewTwo?page=1&pageSize=10&tagStatus=3', token),
  }
}

async function articleList(t: TestApp) {
  const data = async (url: string) => (await t.get(url)).body.data
  const L = '/api/news/app/informationList/v3'
  return {
    nationwide: await data(`${L}?id=1&showCount=999&provinceId=0&currentPage=1&pageSize=10`),
    located: await data(`${L}?id=1&showCount=999&provinceId=29&currentPage=1&pageSize=20`),
    catalog: await data(`${L}?catalogId=101&showCount=999&provinceId=0&currentPage=2&pageSize=10`),
    pastTheEnd: await data(`${L}?id=1&showCount=15&provinceId=0&currentPage=3&pageSize=10`),
  }
}

/** The ad places' banners (banner/app/banner) as a build for any environment but production asks them (62, 63, 64). */
async function adBanners(t: TestApp) {
  const data = async (place: number) => (await t.get(`/api/banner/app/banner?showPlaceId=${place}`)).body.data
  return { articleDetail: await data(62), goods: await data(63), mine: await data(64) }
}

/** The first calls of the key pages, whose answers index.html's first screen draws (src/platform/earlyData/firstScreen). */
async function firstScreen(t: TestApp) {
  const { token } = await t.login('13900139000')
  const list = (await t.get('/api/order/getOrderList?page=1&pageSize=10&tagStatus=1', { token })).body.data
  const unpaid = list.orderList[0]
  return {
    home: (await t.post('/api/app/homePageMergeApi/v2', { showPlaceId: 26 })).body.data,
    goods: (await t.get('/api/goods/front/findInfoByIdForApp?goodsId=1', { token })).body.data,
    article: (await t.get('/api/news/app/queryAppInformationDetailInfo?id=10101', { token })).body.data,
    confirmOrder: (await t.get(`/api/order/queryPayGoodsInfo?tradeOrderId=${unpaid.tradeOrderId}`, { token })).body.data,
    myOrders: list,
  }
}

/**
 * A degree order (goods 30, college upgrade) whose agreement form was sent with its study fields: the contract user
 * info the form reads, and the order detail that then carries them as enrollInfo (the detail's 复制报名信息).
 */
async function degreeEnrolment(t: TestApp) {
  const { token } = await t.login('13800138000')
  const h = { token }
  const created = (await t.post('/api/order/createOrder', {
    goodsId: 30, childSpecificationPriceIds: '3001', commodityIdList: '7061,7062,7063', signSchoolId: 10, installmentType: 0, clientOrderKey: 'fixture-degree',
  }, h)).body.data
  const info = (await t.get(`/api/order/ty_get_contract_userinfo?orderId=${created.orderId}&queryType=1`, h)).body.data
  await t.post('/api/order/ty_update_contract_userinfo', {
    contractRecordId: info.contractRecordId, realName: '王小明', idCardType: 2, idCard: 'H12345678', mobile: '13800138000', education: 3,
    academicLevel: '专升本', bkSchool: '重庆工商大学', bkMajor: '会计学', secondVolunteerUniversity: '西南大学', secondVolunteerMajor: '财务管理',
  }, h)
  const detail = (await t.get(`/api/order/queryOrderDetail?tradeOrderId=${created.tradeOrderId}`, h)).body.data as Record<string, unknown>[]
  return {
    contractUser: (await t.get(`/api/order/ty_get_contract_userinfo?orderId=${created.orderId}&queryType=1`, h)).body.data,
    // The order number's and tradeOrderId's random digits are zeroed, so the fixture stays the same from run to run.
    orderDetail: detail.map((o) => ({ ...o, orderNo: String(o.orderNo).replace(/\d{4}$/, '0000'), tradeOrderId: 'T'.padEnd(19, '0') })),
  }
}

/** The main reads of the screens that say '加载失败' with a retry when they get no answer (live room and replay, auditions, 助学专区, exam records, the membership and its shares). */
async function screenReads(t: TestApp) {
  const { token } = await t.login('13800138000')
  const data = async (url: string) => (await t.get(url, { token })).body.data
  const wx = await data('/api/practice/wxCourseCategorys?curPage=1&pageSize=999')
  return {
    liveInfo1: await data('/api/livelist/getLiveInfo?liveId=1'),
    replay6: await data('/api/livelist/getReplayInfo?liveId=6'),
    auditionCategories: await data('/api/knowledge/knowCategoryList'),
    knowledgeTabs: await data('/api/knowledge/typeConfigList'),
    wxCategories: wx,
    wxChildren: await data(`/api/practice/nextCourseCategorysById?id=${wx.records[0].id}&curPage=1&pageSize=100`),
    recentRecord: await data('/api/livelist/meRecentlyRecord'),
    auditionNow: await data('/api/knowledge/knowCategoryPageList?auditionType=1&curPage=1&pageSize=10'),
    auditionBook: await data('/api/knowledge/knowCategoryPageList?auditionType=3&curPage=1&pageSize=10'),
    wxFloors: await data('/api/practice/wxFirstCourseCategorys?curPage=1&pageSize=5'),
    wxGoods: await data(`/api/practice/obtainCoursesById?id=${wx.records[0].id}&curPage=1&pageSize=1000`),
    studentInfo: await data('/api/practice/cjwxStudentInfo/getUserInfo'),
    universities: await data('/api/practice/cjwxUniversityInfo/universityList?keyword='),
    member533: await data('/api/knowledge/knowGoodsDetail?id=533'),
    memberShares: await data('/api/knowledge/ksStudentShareList?curPage=1&pageSize=3'),
  }
}

/** The campus choice's reads: the cities with a campus, and goods 1's campuses in Beijing (city 1). */
async function places(t: TestApp) {
  const data = async (url: string) => (await t.get(url)).body.data
  return {
    cities: await data('/api/goods/front/findAllCity'),
    schoolsBeijing: await data('/api/goods/front/findAllSchoolForApp?goodsId=1&cityId=1'),
  }
}

const FIXTURES: Record<string, (t: TestApp) => Promise<unknown>> = {
  'knowledge-detail': knowledgeDetail,
  'mock-exams': mockExams,
  'order-list': orderList,
  'article-list': articleList,
  // Last: the server numbers its orders across the apps of one run, so a fixture added before another would renumber it.
  'first-screen': firstScreen,
  'degree-enrolment': degreeEnrolment,
  // After the others: its app's seeding numbers orders too.
  'ad-banners': adBanners,
  'screen-reads': screenReads,
  places,
}

describe.each(Object.keys(FIXTURES))('fixture %s', (name) => {
  it('is what the server answers', async () => {
    const t = await makeApp()
    try {
      const answers = JSON.parse(JSON.stringify(await FIXTURES[name](t)))
      const file = path.join(DIR, `${name}.json`)
      if (process.env.UPDATE_FIXTURES) fs.writeFileSync(file, `${JSON.stringify(answers, null, 2)}\n`)
      expect(JSON.parse(fs.readFileSync(file, 'utf8'))).toEqual(answers)
    } finally {
      await t.app.close()
    }
  })
})
