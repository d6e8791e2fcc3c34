/**
 * Goods and home service client (docs/spec/content-access.md section 7, "Goods and home"; each call a row of
 * contract/calls/table/goods.ts). Money in cents.
 */
import type {
  AuditionCourse, Banner, BannerPvQuery, City, Coupon, GoodsCategory, GoodsDetail, GoodsIntroduction, GoodsItem,
  HomePage, HotWord, IncludedCourse, Page, RepeatPayCheck, School,
} from '@contract/goods'
import { GOODS_CALLS as G } from '@contract/calls/table/goods'
import { HOME_BANNER_PLACE } from '@/core/earlyCalls'
import { http } from './http'
import type { Requester } from './request'
import { useService } from './context'

export { HOME_BANNER_PLACE }
export const GOODS_PAGE_SIZE = 10

export function createGoodsApi(request: Requester) {
  return {
    homePage: () => request<HomePage>(G['homePageMergeApi/v2'], { data: { showPlaceId: HOME_BANNER_PLACE } }),
    categories: () => request<GoodsCategory[]>(G['goodsCenterCategory/v2']),
    categoryGoods: (categoryId: number | undefined, currentPage: number, pageSize = GOODS_PAGE_SIZE) =>
      request<Page<GoodsItem>>(G.goodsCenterGoods, { data: { categoryId, currentPage, pageSize } }),
    hotWords: () => request<HotWord[]>(G.searchHotWords),
    search: (keyword: string, currentPage: number, pageSize = GOODS_PAGE_SIZE) =>
      request<Page<GoodsItem>>(G.searchGoods, { data: { keyword, currentPage, pageSize } }),
    /** A place's banners (an ad place's: src/components/AdBanner); silent, an ad that fails to come shows nothing. */
    banners: (showPlaceId: number) => request<Banner[]>(G['banner/app/banner'], { data: { showPlaceId }, silent: true }),
    /** Banner pv count: quiet, a failure must never stop the jump that follows. */
    bannerPv: (query: BannerPvQuery) =>
      request<null>(G['goods/updateBannerGoodsPvCount'], { data: query, notNeedLogin: true }),
    detail: (query: { goodsId?: number | string; tikuGoodsId?: number | string }) =>
      request<GoodsDetail>(G.findInfoByIdForApp, { data: query }),
    includedCourses: (spPriceId: number) =>
      request<IncludedCourse[]>(G.findComGoodsGroupBySpPriceIdForApp, { data: { spPriceId } }),
    auditions: (spPriceId: number) =>
      request<AuditionCourse[]>(G.findCourseAuditionBySpPriceId, { data: { spPriceId } }),
    introduction: (goodsId: number) => request<GoodsIntroduction>(G.findIntroduceByIdForApp, { data: { goodsId } }),
    cities: () => request<City[]>(G.findAllCity),
    schools: (query: { goodsId?: number | string; cityId?: number }) =>
      request<School[]>(G.findAllSchoolForApp, { data: query }),
    countVisit: (goodsId: number) => request<null>(G.updateGoodsCountVisit, { data: { goodsId }, notNeedLogin: true }),
    memberGoods: () => request<GoodsItem[]>(G['memberGoodsList/v2']),
    coupons: (goodsId: number) => request<Coupon[]>(G.couponForGood, { data: { goodsId } }),
    receiveCoupon: (couponId: number) =>
      request<null>(G.receiveCouponFree, { data: { couponId } }),
    collect: (goodsId: number, collect: boolean) =>
      request<null>(G.collection, { data: { goodsId, type: collect ? 1 : 0 } }),
    collectionList: () => request<GoodsItem[]>(G.collectionList),
    /** Whether buying this goods again would repeat an order of the learner's; silent: unanswered, the purchase goes on. */
    repeatPay: (goodsId: number) => request<RepeatPayCheck>(G.judgeGoodsRepeatPay, { data: { goodsId }, silent: true }),
    /** The same for a professional-certificate goods, by package. */
    cpaRepeatPay: (goodsId: number, spPriceId: number) =>
      request<RepeatPayCheck>(G.judgeCpaRepeatPay, { data: { goodsId, spPriceId }, silent: true }),
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
