/**
 * News and articles service client (docs/spec/content-access.md section 7 "News and articles"; shapes in contract/news.ts).
 * Lists: informationList/v3 with showCount 999, provinceId 0 (nationwide) and pageSize 10 (section 9).
 */
import type { Page } from '@contract/goods'
import type {
  NewsCatalog, NewsDetail, NewsItem, NewsListQuery, NewsOperateResult, NewsOperateType, NewsSite, NewsSiteWithCatalogs,
  ProvinceList, ProvinceLocation, RecommendList, RecommendQuery, RecommendSeat,
} from '@contract/news'
import { NEWS_CALLS as N } from '@contract/calls/table/news'
import { http } from './http'
import type { Requester } from './request'
import { useService } from './context'

/** "Article page size 10; showCount 999; provinceId 0" (section 9). */
export const ARTICLE_PAGE_SIZE = 10
export const ARTICLE_SHOW_COUNT = 999
export const NATIONWIDE = 0

export function createNewsApi(request: Requester) {
  return {
    sites: () => request<NewsSite[]>(N['website/list/v3']),
    siteList: () => request<NewsSiteWithCatalogs[]>(N.getSiteList),
    catalogs: (websiteId: number) => request<NewsCatalog[]>(N['websiteCatalog/list/byWebsiteId/v3'], { data: { websiteId } }),
    /** One page of a tab. Quiet: the list shows '加载失败，点击重试' itself. */
    list: (query: NewsListQuery) =>
      request<Page<NewsItem>>(N['informationList/v3'], {
        data: { showCount: ARTICLE_SHOW_COUNT, provinceId: NATIONWIDE, pageSize: ARTICLE_PAGE_SIZE, ...query },
        notNeedLogin: true,
      }),
    provinces: () => request<ProvinceList>(N['provinceList/v3']),
    provinceOf: (provinceName: string) => request<ProvinceLocation>(N['getProvinceId/v3'], { data: { provinceName }, notNeedLogin: true }),
    /** The article; isLoad true for the reload after a like or collect (no read counted). */
    detail: (id: number, isLoad = false) =>
      request<NewsDetail>(N.queryAppInformationDetailInfo, { data: { id, isLoad: isLoad ? 1 : undefined } }),
    like: (newsId: number) => request<NewsOperateResult>(N.likeNews, { data: { newsId } }),
    favorite: (newsId: number) => request<NewsOperateResult>(N.favoritesNews, { data: { newsId } }),
    /** Undo a like (type 0) or a collect (type 1). */
    cancel: (newsId: number, type: NewsOperateType) =>
      request<NewsOperateResult>(N.cancelOperateNews, { data: { newsId, type } }),
    /** Records a share (quiet). */
    share: (newsId: number) =>
      request<NewsOperateResult>(N.sharesNews, { data: { newsId }, notNeedLogin: true }),
    favorites: (currentPage: number, pageSize = ARTICLE_PAGE_SIZE) =>
      request<Page<NewsItem>>(N.myFavoritesNews, { data: { currentPage, pageSize } }),
    recommendations: (query: RecommendQuery) =>
      request<RecommendList>(N['recommendInformationList/v3'], { data: query, notNeedLogin: true }),
    recommendSeats: (site: number, position = 1) =>
      request<RecommendSeat[]>(N.queryNewsRecommendSeat, { data: { site, position }, notNeedLogin: true }),
  }
}

export type NewsApi = ReturnType<typeof createNewsApi>

/** The app's news client (pure: a page that does not use it does not load it). */
export const newsApi = /*#__PURE__*/ createNewsApi(http)

declare module './context' {
  interface Services {
    newsApi: NewsApi
  }
}

/** The newsApi of the nearest ServicesContext (a test's fake), else the app's client. */
export function useNewsApi(): NewsApi {
  return useService('newsApi', newsApi)
}
