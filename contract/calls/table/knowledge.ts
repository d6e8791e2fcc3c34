/**
 * The knowledge store (docs/spec/content-access.md section 7 "Knowledge store and student-aid", all GET unless stated). The
 * store's goods carry the learner's state, so their reads send the token in a header (section 6: "knowledge-store
 * purchase and some calls send the token in a header").
 */
import { defineCalls } from '../contract'

const K = 'content-access / Knowledge store and student-aid' as const

export const KNOWLEDGE_CALLS = /*#__PURE__*/ defineCalls({
  knowZoneList: { service: 'knowledge', method: 'GET', path: 'knowZoneList', params: [], body: 'query', token: 'none', spec: K },
  ksHomePageLists: { service: 'knowledge', method: 'GET', path: 'ksHomePageLists', params: [], body: 'query', token: 'header', spec: K },
  knowCategoryList: { service: 'knowledge', method: 'GET', path: 'knowCategoryList', params: [], body: 'query', token: 'none', spec: K },
  knowCategoryPageList: {
    service: 'knowledge', method: 'GET', path: 'knowCategoryPageList', params: ['auditionType', 'curPage', 'pageSize'], body: 'query',
    token: 'header', spec: K,
  },
  knowZone: { service: 'knowledge', method: 'GET', path: 'knowZone', params: ['knowZoneId'], body: 'query', token: 'header', spec: K },
  purchaseZerogoods: {
    service: 'knowledge', method: 'GET', path: 'purchaseZerogoods', params: ['goodsId', 'platformType', 'schoolId'], body: 'query', token: 'header',
    spec: K,
  },
  getTeacherIdSchool: { service: 'knowledge', method: 'GET', path: 'getTeacherIdSchool', params: ['teacherId', 'city'], body: 'query', token: 'none', spec: K },
  ksStudentShareList: { service: 'knowledge', method: 'GET', path: 'ksStudentShareList', params: ['curPage', 'pageSize'], body: 'query', token: 'none', spec: K },
  /** "statistics clickViews, pageViewsClick, clickVolume(bizId, bizType, userId)". */
  clickViews: { service: 'knowledge', method: 'GET', path: 'statistics/clickViews', params: [], body: 'query', token: 'none', spec: K },
  pageViewsClick: { service: 'knowledge', method: 'GET', path: 'statistics/pageViewsClick', params: [], body: 'query', token: 'none', spec: K },
  clickVolume: {
    service: 'knowledge', method: 'GET', path: 'statistics/clickVolume', params: ['bizId', 'bizType', 'userId'], body: 'query', token: 'none', spec: K,
  },
  ifSubscribe: { service: 'knowledge', method: 'GET', path: 'ifSubscribe', params: [], body: 'query', token: 'header', spec: K },
  ksHomePage: { service: 'knowledge', method: 'GET', path: 'ksHomePage', params: ['ksHomePageId'], body: 'query', token: 'header', spec: K },
  typeConfigList: { service: 'knowledge', method: 'GET', path: 'typeConfigList', params: [], body: 'query', token: 'none', spec: K },
  knowZonePageList: { service: 'knowledge', method: 'GET', path: 'knowZonePageList', params: [], body: 'query', token: 'header', spec: K },
  typeListDetail: { service: 'knowledge', method: 'GET', path: 'typeListDetail', params: [], body: 'query', token: 'header', spec: K },
  knowGoodsDetail: {
    service: 'knowledge', method: 'GET', path: 'knowGoodsDetail', params: [], body: 'query', token: 'header',
    own: "one goods of the store for its detail page (the spec lists the store's lists only)",
  },
  /** "POST getWxAppSchemeReqByConfigId (query wxConfigId, body)". */
  getWxAppSchemeReqByConfigId: {
    service: 'knowledge', method: 'POST', path: 'getWxAppSchemeReqByConfigId', params: ['wxConfigId'], body: 'json', token: 'none', spec: K, made: false,
  },
  /** "saveSubscribeRecord (body)". */
  saveSubscribeRecord: { service: 'knowledge', method: 'POST', path: 'saveSubscribeRecord', params: [], body: 'json', token: 'header', spec: K },
})
