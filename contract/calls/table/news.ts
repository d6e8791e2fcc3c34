/** The news service (docs/spec/content-access.md section 7 "News and articles", prefix app/) and the maps service's IP location. */
import { defineCalls } from '../contract'

const N = 'content-access / News and articles' as const

export const NEWS_CALLS = /*#__PURE__*/ defineCalls({
  queryNewsRecommendSeat: {
    service: 'news', method: 'GET', path: 'app/queryNewsRecommendSeat', params: ['site', 'position'], body: 'query', token: 'none', spec: N,
  },
  sharesNews: { service: 'news', method: 'POST', path: 'app/sharesNews', params: ['newsId'], body: 'json', token: 'param', spec: N },
  cancelOperateNews: { service: 'news', method: 'POST', path: 'app/cancelOperateNews', params: ['newsId', 'type'], body: 'json', token: 'param', spec: N },
  favoritesNews: { service: 'news', method: 'POST', path: 'app/favoritesNews', params: ['newsId'], body: 'json', token: 'param', spec: N },
  likeNews: { service: 'news', method: 'POST', path: 'app/likeNews', params: ['newsId'], body: 'json', token: 'param', spec: N },
  myFavoritesNews: { service: 'news', method: 'POST', path: 'app/myFavoritesNews', params: [], body: 'json', token: 'param', spec: N },
  /** isLoad only on the reload after a like or collect (section 4: "reloaded without the load count"). */
  queryAppInformationDetailInfo: {
    service: 'news', method: 'GET', path: 'app/queryAppInformationDetailInfo', params: ['id'], optional: ['isLoad'], body: 'query',
    token: 'param', spec: N,
  },
  /**
   * informationType and provinceId come with the list's link to an article; one opened by a shared link or a
   * recommended seat may carry neither.
   */
  'recommendInformationList/v3': {
    service: 'news', method: 'GET', path: 'app/recommendInformationList/v3', params: ['informationId', 'informationTypeId', 'currentPage'],
    optional: ['informationType', 'provinceId'], body: 'query', token: 'none', spec: N,
  },
  'website/list/v3': { service: 'news', method: 'GET', path: 'app/website/list/v3', params: [], body: 'query', token: 'none', spec: N },
  'websiteCatalog/list/byWebsiteId/v3': {
    service: 'news', method: 'GET', path: 'app/websiteCatalog/list/byWebsiteId/v3', params: ['websiteId'], body: 'query', token: 'none', spec: N,
  },
  /** A site's list (id) or one of its sub-tags (catalogId too). */
  'informationList/v3': {
    service: 'news', method: 'GET', path: 'app/informationList/v3', params: ['id', 'showCount', 'provinceId', 'currentPage', 'pageSize'],
    optional: ['catalogId'], body: 'query', token: 'none', spec: N,
  },
  'provinceList/v3': { service: 'news', method: 'GET', path: 'app/provinceList/v3', params: [], body: 'query', token: 'none', spec: N },
  getProvinceList: { service: 'news', method: 'GET', path: 'app/getProvinceList', params: [], body: 'query', token: 'none', spec: N, made: false },
  'getProvinceId/v3': { service: 'news', method: 'GET', path: 'app/getProvinceId/v3', params: [], body: 'query', token: 'none', spec: N },
  getSiteList: { service: 'news', method: 'GET', path: 'app/getSiteList', params: [], body: 'query', token: 'none', spec: N },
  /** "Maps-service IP location GET with a fixed {key} param": its root is the endpoint itself. */
  ipLocation: { service: 'maps', method: 'GET', path: '', params: ['key'], body: 'query', token: 'none', spec: N },
})
