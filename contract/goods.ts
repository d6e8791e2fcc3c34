/**
 * Catalogue shapes (docs/spec/content-access.md sections 3, 7 "Goods and home"; docs/spec/ordering-payment.md section 1).
 * All money is integer cents (fen); the app shows it with 2 decimals, truncated.
 */
import type { Static } from '@sinclair/typebox'
import type { BannerPvQuerySchema, GoodsCenterQuerySchema, SearchGoodsQuerySchema } from './schemas/goods'

/** Goods-jump classification: 0 single subject, 1 all subjects, 2 internship, 4 VIP class, 5 professional certificate, 6 textual research. */
export type GoodsType = 0 | 1 | 2 | 4 | 5 | 6
/** GoodsTypeId: course 1, realAccount 2 (practical real-account / internship service), trainingTools 3, kuaida 4. */
export type GoodsTypeId = 1 | 2 | 3 | 4
/** Order-origin / goods-origin type: blueWhale (own) 1, tianyi (partner) 2. */
export type OriginType = 1 | 2

/** What the goods-jump rule reads (src/core/goodsJump.ts). */
export interface GoodsJumpInput {
  goodsId?: number | string | null
  goodsType?: number | null
  goodsOrigin?: number | null
  goodsOriginType?: number | null
  source?: number | null
  /** 0 single, 1 all, 2 internship: decides when the origin is 1. */
  itemType?: number | null
  memberGoodsId?: number | string | null
  tikuGoodsId?: number | string | null
  tikuGoodsName?: string | null
}

/** A goods in floors, search results and lists. */
export interface GoodsItem extends GoodsJumpInput {
  goodsId: number
  goodsName: string
  goodsType: GoodsType
  goodsTypeId: GoodsTypeId
  goodsOriginType: OriginType
  presentPrice: number
  originalPrice: number
  thumbPath: string
  salesNum: number
  tags: string[]
  /** Added: sold-out goods stay listed (off-shelf goods never are); the server always sends it. */
  sellStatus?: SellStatus
}

/** banner/app/banner (place 26 on the home page). type 1 opens goods (goods-jump fields present), type 2 a URL of this app. */
export interface Banner {
  id: number
  pic: string
  type: 1 | 2
  url: string
  goodsInfoId: number | null
  websiteId: number
  showPlaceId: number
  configId: number
  goodsType?: GoodsType
  goodsOriginType?: OriginType
}

/** Added: sandbox bannerPvCount?bannerId= answer. */
export interface BannerPvCount {
  show: number
  click: number
}

/** updateBannerGoodsPvCount: type 0 on show, 1 on click. */
export type BannerPvQuery = Static<typeof BannerPvQuerySchema>

/** app/goodsCenterCategory/v2 */
export interface GoodsCategory {
  id: number
  name: string
  icon: string
}

export interface HomeFloor {
  id: number
  name: string
  goods: GoodsItem[]
}

/** app/homePageMergeApi/v2: the home page in one call. */
export interface HomePage {
  banners: Banner[]
  categories: GoodsCategory[]
  floors: HomeFloor[]
}

/** Added: goods/app/goodsCenterGoods body (pageSize default 10, capped at 50). */
export type GoodsCenterQuery = Static<typeof GoodsCenterQuerySchema>

/** Added: goods/app/searchGoods query (pageSize default 10, capped at 50). */
export type SearchGoodsQuery = Static<typeof SearchGoodsQuerySchema>

export interface Page<T> {
  page: { currentPage: number; totalPages: number; total: number }
  list: T[]
}

/** A package (specification) of a goods. spPriceId identifies it in orders. */
export interface Specification {
  spPriceId: number
  name: string
  presentPrice: number
  originalPrice: number
  /** goodsValidity in months. */
  validityMonths: number
  courseCount: number
  /** The learner may change the included courses (/ty/CourseSelect). */
  selectable: boolean
  /** How many courses a selectable package takes. */
  chooseNum: number
  /** Comma string of child specification price ids (sent with createOrder). */
  childSpecificationPriceIds: string
  soldOut: boolean
}

export type SellStatus = 'onSale' | 'soldOut' | 'offShelf'

/** goods/front/findInfoByIdForApp */
export interface GoodsDetail {
  goodsId: number
  goodsName: string
  subtitle: string
  goodsType: GoodsType
  goodsTypeId: GoodsTypeId
  goodsOriginType: OriginType
  itemType: number | null
  pics: string[]
  thumbPath: string
  /** Lowest package price. */
  presentPrice: number
  originalPrice: number
  salesNum: number
  sellStatus: SellStatus
  /** A campus must be chosen before buying (isShowSchool / statusSchool). */
  statusSchool: boolean
  specifications: Specification[]
  memberGoodsId: number | null
  tikuGoodsId: number | null
  tikuGoodsName: string | null
  /** Campuses (schoolId) that sell it. */
  schoolIds: number[]
  /** Added: the goods' tags ('直播', '题库', ...). */
  tags?: string[]
  /** Added: the token's user has collected it (false for guests). */
  collected?: boolean
}

/** goods/front/findComGoodsGroupBySpPriceIdForApp: courses included in a package. */
export interface IncludedCourse {
  /** commodityId: what createOrder's commodityIdList lists. */
  courseId: number
  courseName: string
  teacherName: string
  lessonCount: number
  /** In a selectable package: included unless the learner deselects it. */
  optional: boolean
}

/** goods/front/findCourseAuditionBySpPriceId */
export interface AuditionCourse {
  id: number
  courseName: string
  title: string
  teacherName: string
  durationSeconds: number
  cover: string
  videoUrl: string
}

/** goods/front/findIntroduceByIdForApp: the introduction as HTML (sanitised by the app before display). */
export interface GoodsIntroduction {
  goodsId: number
  html: string
}

/** couponForGood */
export interface Coupon {
  couponId: number
  name: string
  /** Discount in cents. */
  amount: number
  /** Minimum order amount in cents (0: none). */
  threshold: number
  validUntil: string
  received: boolean
}

export interface City {
  cityId: number
  cityName: string
  /** First letter of the pinyin, for the index. */
  initial: string
}

/** goods/front/findAllSchoolForApp */
export interface School {
  schoolId: number
  schoolName: string
  cityId: number
  cityName: string
  address: string
  phone: string
}

/** searchHotWords */
export interface HotWord {
  word: string
}

/**
 * judgeGoodsRepeatPay?goodsId= / judgeCpaRepeatPay?goodsId=&spPriceId= (token): whether buying this goods (a
 * professional-certificate goods: this package) again would repeat an order of the learner's. The order found is
 * the learner's paid one (state 3 complete, 7 loan success), else the latest open one (1 pending, 2 part-paid,
 * 6 in the loan, 8 loan failed); cancelled and timed-out orders do not count.
 */
export interface RepeatPayCheck {
  repeat: boolean
  /** 'paid': bought already; 'unpaid': an order of it awaits payment; null when there is none. */
  kind: 'paid' | 'unpaid' | null
  orderId: number | null
  orderNo: string | null
  tradeOrderId: string | null
  state: number | null
}
