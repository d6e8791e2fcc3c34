/**
 * The gateway's goods and home calls (docs/spec/content-access.md section 7 "Goods and home": goods/front/…, goods/app/…,
 * app/…), the subject service's coupons (/subject/web/…), the live service's live classes and exams (/livelist/…), and the
 * home banners of "Practical courses and banners" (banner/…). Paths below each root as the spec writes them; the readings
 * of its lists are ./readings.ts. The spec names no parameters for these calls beyond the banners'.
 */
import { defineCalls } from '../contract'

const G = 'content-access / Goods and home' as const
const B = 'content-access / Practical courses and banners' as const

export const GOODS_CALLS = /*#__PURE__*/ defineCalls({
  'homePageMergeApi/v2': { service: 'goods', method: 'POST', path: 'app/homePageMergeApi/v2', params: [], body: 'json', token: 'none', spec: G },
  'goodsCenterCategory/v2': { service: 'goods', method: 'GET', path: 'app/goodsCenterCategory/v2', params: [], body: 'query', token: 'none', spec: G },
  goodsCenterGoods: { service: 'goods', method: 'POST', path: 'goods/app/goodsCenterGoods', params: [], body: 'json', token: 'none', spec: G },
  searchHotWords: { service: 'goods', method: 'GET', path: 'app/searchHotWords', params: [], body: 'query', token: 'none', spec: G },
  searchGoods: { service: 'goods', method: 'GET', path: 'goods/app/searchGoods', params: [], body: 'query', token: 'none', spec: G },
  'memberGoodsList/v2': { service: 'goods', method: 'GET', path: 'app/memberGoodsList/v2', params: [], body: 'query', token: 'none', spec: G },
  collection: { service: 'goods', method: 'GET', path: 'app/collection', params: [], body: 'query', token: 'param', spec: G },
  /** Before an order is made, whether it would repeat one of the learner's (the goods page's buy). */
  judgeGoodsRepeatPay: { service: 'goods', method: 'GET', path: 'app/judgeGoodsRepeatPay', params: [], body: 'query', token: 'param', spec: G },
  judgeCpaRepeatPay: { service: 'goods', method: 'GET', path: 'app/judgeCpaRepeatPay', params: [], body: 'query', token: 'param', spec: G },
  collectionList: {
    service: 'goods', method: 'GET', path: 'app/collectionList', params: [], body: 'query', token: 'param',
    own: "the my page's favourite goods: collection's list (the spec names only the toggle)",
  },
  'banner/app/banner': { service: 'goods', method: 'GET', path: 'banner/app/banner', params: [], body: 'query', token: 'none', spec: B },
  /** "pv count updateBannerGoodsPvCount(s) (type 0 on show, 1 on click; bannerId, showPlaceId, websiteId, optional token)": the home's banners. */
  'goods/updateBannerGoodsPvCount': {
    service: 'goods', method: 'GET', path: 'app/updateBannerGoodsPvCount', params: ['type', 'bannerId', 'showPlaceId', 'websiteId'], body: 'query',
    token: 'param', spec: B,
  },
  bannerPvCount: {
    service: 'goods', method: 'GET', path: 'app/bannerPvCount', params: [], body: 'query', token: 'none', made: false,
    own: "the reference server's own, with the sandbox on: a banner's counts, for its tests",
  },
  findInfoByIdForApp: { service: 'goods', method: 'GET', path: 'goods/front/findInfoByIdForApp', params: [], body: 'query', token: 'param', spec: G },
  findComGoodsGroupBySpPriceIdForApp: {
    service: 'goods', method: 'GET', path: 'goods/front/findComGoodsGroupBySpPriceIdForApp', params: [], body: 'query', token: 'none', spec: G,
  },
  findCourseAuditionBySpPriceId: {
    service: 'goods', method: 'GET', path: 'goods/front/findCourseAuditionBySpPriceId', params: [], body: 'query', token: 'none', spec: G,
  },
  findIntroduceByIdForApp: { service: 'goods', method: 'GET', path: 'goods/front/findIntroduceByIdForApp', params: [], body: 'query', token: 'none', spec: G },
  findAllCity: { service: 'goods', method: 'GET', path: 'goods/front/findAllCity', params: [], body: 'query', token: 'none', spec: G },
  findAllSchoolForApp: { service: 'goods', method: 'GET', path: 'goods/front/findAllSchoolForApp', params: [], body: 'query', token: 'none', spec: G },
  findDefaultSchool: {
    service: 'goods', method: 'GET', path: 'goods/front/findDefaultSchool', params: [], body: 'query', token: 'none', spec: G, made: false,
  },
  updateGoodsCountVisit: { service: 'goods', method: 'GET', path: 'goods/front/updateGoodsCountVisit', params: [], body: 'query', token: 'none', spec: G },
  couponForGood: { service: 'subject', method: 'GET', path: 'web/couponForGood', params: [], body: 'query', token: 'param', spec: G },
  receiveCouponFree: { service: 'subject', method: 'POST', path: 'web/receiveCouponFree', params: [], body: 'json', token: 'param', spec: G },

  'operationLivesList/v2': {
    service: 'live', method: 'GET', path: 'onlineschool/app/operationLivesList/v2', params: [], body: 'query', token: 'none', spec: G,
  },
  getLiveInfo: { service: 'live', method: 'GET', path: 'getLiveInfo', params: [], body: 'query', token: 'param', spec: G },
  getReplayInfo: { service: 'live', method: 'GET', path: 'getReplayInfo', params: [], body: 'query', token: 'param', spec: G },
  selectByOperationLiveId: {
    service: 'live', method: 'GET', path: 'operationLiveShare/selectByOperationLiveId', params: [], body: 'query', token: 'none', spec: G,
  },
  mkExam: { service: 'live', method: 'GET', path: 'mkExam', params: [], body: 'query', token: 'param', spec: G },
  updateMkExamStatus: { service: 'live', method: 'GET', path: 'updateMkExamStatus', params: [], body: 'query', token: 'param', spec: G, made: false },
  mkExamRank: { service: 'live', method: 'GET', path: 'mkExamRank', params: [], body: 'query', token: 'none', spec: G },
  mkMeExam: { service: 'live', method: 'GET', path: 'mkMeExam', params: [], body: 'query', token: 'param', spec: G },
  meRecentlyRecord: { service: 'live', method: 'GET', path: 'meRecentlyRecord', params: [], body: 'query', token: 'param', spec: G },
  mkMeRank: { service: 'live', method: 'POST', path: 'userExamResults/mkMeRank', params: [], body: 'json', token: 'param', spec: G },
  disCount: { service: 'live', method: 'POST', path: 'ExamResultsRank/disCount', params: [], body: 'json', token: 'none', spec: G },
  'ExamResultsRank/list': { service: 'live', method: 'POST', path: 'ExamResultsRank/list', params: [], body: 'json', token: 'none', spec: G },
  'examPaperCount/examSum': { service: 'live', method: 'GET', path: 'examPaperCount/examSum', params: [], body: 'query', token: 'none', spec: G },
})
