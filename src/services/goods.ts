/** Goods and home service client (content-access.md section 7, "Goods and home"). Money in cents. */
import type {
  AuditionCourse, Banner, BannerPvQuery, City, Coupon, GoodsCategory, GoodsDetail, GoodsIntroduction, GoodsItem,
  HomePage, HotWord, IncludedCourse, Page, School,
} from '@shared/goods'
import { HOME_BANNER_PLACE } from '@/core/earlyCalls'
import { http } from './http'
import type { Requester } from './request'
import { useService } from './context'

export { HOME_BANNER_PLACE }
export const GOODS_PAGE_SIZE = 10

export function createGoodsApi(request: Requester) {
  return {
    homePage: () => request<HomePage>('goods', 'app/homePageMergeApi/v2', { method: 'POST', data: { showPlaceId: HOME_BANNER_PLACE } }),
    categories: () => request<GoodsCategory[]>('goods', 'app/goodsCenterCategory/v2'),
    categoryGoods: (categoryId: number | undefined, currentPage: number, pageSize = GOODS_PAGE_SIZE) =>
      request<Page<GoodsItem>>('goods', 'app/goodsCenterGoods', { method: 'POST', data: { categoryId, currentPage, pageSize } }),
    hotWords: () => request<HotWord[]>('goods', 'app/searchHotWords'),
    search: (keyword: string, currentPage: number, pageSize = GOODS_PAGE_SIZE) =>
      request<Page<GoodsItem>>('goods', 'app/searchGoods', { data: { keyword, currentPage, pageSize } }),
    /** A place's banners (an ad place's: src/components/AdBanner); silent, an ad that fails to come shows nothing. */
    banners: (showPlaceId: number) => request<Banner[]>('goods', 'banner/app/banner', { data: { showPlaceId }, silent: true }),
    /** Banner pv count: quiet, a failure must never stop the jump that follows. */
    bannerPv: (query: BannerPvQuery) =>
      request<null>('goods', 'app/updateBannerGoodsPvCount', { data: query, auth: 'param', notNeedLogin: true }),
    detail: (query: { goodsId?: number | string; tikuGoodsId?: number | string }) =>
      request<GoodsDetail>('goods', 'front/findInfoByIdForApp', { data: query, auth: 'param' }),
    includedCourses: (spPriceId: number) =>
      request<IncludedCourse[]>('goods', 'front/findComGoodsGroupBySpPriceIdForApp', { data: { spPriceId } }),
    auditions: (spPriceId: number) =>
      request<AuditionCourse[]>('goods', 'front/findCourseAuditionBySpPriceId', { data: { spPriceId } }),
    introduction: (goodsId: number) => request<GoodsIntroduction>('goods', 'front/findIntroduceByIdForApp', { data: { goodsId } }),
    cities: () => request<City[]>('goods', 'front/findAllCity'),
    schools: (query: { goodsId?: number | string; cityId?: number }) =>
      request<School[]>('goods', 'front/findAllSchoolForApp', { data: query }),
    defaultSchool: (goodsId: number) => request<School | null>('goods', 'front/findDefaultSchool', { data: { goodsId } }),
    countVisit: (goodsId: number) => request<null>('goods', 'front/updateGoodsCountVisit', { data: { goodsId }, notNeedLogin: true }),
    memberGoods: () => request<GoodsItem[]>('goods', 'app/memberGoodsList/v2'),
    coupons: (goodsId: number) => request<Coupon[]>('goods', 'web/couponForGood', { data: { goodsId }, auth: 'param' }),
    receiveCoupon: (couponId: number) =>
      request<null>('goods', 'web/receiveCouponFree', { method: 'POST', data: { couponId }, auth: 'param' }),
    collect: (goodsId: number, collect: boolean) =>
      request<null>('goods', 'app/collection', { data: { goodsId, type: collect ? 1 : 0 }, auth: 'param' }),
    collectionList: () => request<GoodsItem[]>('goods', 'app/collectionList', { auth: 'param' }),
  }
}

export type GoodsApi = ReturnType<typeof createGoodsApi>

/** The app's goods client (pure: a page that does not use it does not load it). */
export const goodsApi = /*#__PURE__*/ createGoodsApi(http)

declare module './context' {
  interface Services {
    goodsApi: GoodsApi
  }
}

/** The goodsApi of the nearest ServicesContext (a test's fake), else the app's client. */
export function useGoodsApi(): GoodsApi {
  return useService('goodsApi', goodsApi)
}
