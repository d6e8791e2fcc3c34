/**
 * Knowledge store (docs/spec/content-access.md sections 2, 3 "Knowledge-store item", 7 "Knowledge store and student-aid", 9 tab
 * and zone ids). Service `knowledge` (<base>/knowledge). Money in cents.
 */
import type { GoodsItem } from './goods'

/** Tab ids of section 9. */
export const KNOWLEDGE_TAB = { xxff: 7, stkc: 1, xyfx: 8, jycswd: 4, kczq: 2, product: 5, byzq: 3, zygh: 6 } as const
export type KnowledgeTabCode = keyof typeof KNOWLEDGE_TAB

/** Zone ids of section 9: shicao 4, kaozheng 5, suyang 6; example 7-9; job 10-12; company 13-15. */
export const KNOWLEDGE_ZONE = { shicao: 4, kaozheng: 5, suyang: 6, example: [7, 8, 9], job: [10, 11, 12], company: [13, 14, 15] } as const
export type KnowledgeZoneGroup = 'kczq' | 'example' | 'job' | 'company'

/** Audition state of a knowledge goods for the caller: immediately 1, received 2 (owned), book 3 (not open yet). */
export type AuditionType = 1 | 2 | 3

/** typeConfigList */
export interface KnowledgeTab {
  id: number
  code: KnowledgeTabCode
  name: string
  route: string
  icon: string
}

/** knowZoneList / knowZone */
export interface KnowledgeZone {
  id: number
  code: string
  name: string
  group: KnowledgeZoneGroup
  typeId: number
  pic: string
  remark: string
  goodsCount: number
}

/** A knowledge-store item: the catalogue goods (goods jump, prices) plus the store's presentation. */
export interface KnowledgeGoods extends GoodsItem {
  id: number
  goodsUrl: string
  classForm: string
  /** The teacher or provider. */
  name: string
  remark: string
  zoneId: number | null
  typeId: number
  wxCategoryId: number | null
  /** 1 when presentPrice is 0: claimable with purchaseZerogoods. */
  free: 0 | 1
  auditionType: AuditionType
  /** Audition clip (a vid of the playback-token call), null when none. */
  videoId: string | null
  /** 'YYYY-MM-DD HH:mm:ss' when the audition opens (book), else null. */
  openTime: string | null
  learnNum: number
}

export interface KnowledgeZoneDetail extends KnowledgeZone {
  goods: KnowledgeGoods[]
}

export interface KnowledgeBanner {
  id: number
  pic: string
  url: string
  goodsId: number | null
}

/** A floor of the knowledge-store home ('more' opens ksHomePage?ksHomePageId=). */
export interface KnowledgeFloor {
  ksHomePageId: number
  name: string
  remark: string
  goods: KnowledgeGoods[]
  total: number
}

/** ksHomePageLists */
export interface KnowledgeHome {
  banners: KnowledgeBanner[]
  navs: KnowledgeTab[]
  floors: KnowledgeFloor[]
}

export interface AuditionCategory {
  id: number
  name: string
}

/** purchaseZerogoods?goodsId=&platformType=&schoolId= (token header) — the paid zero order. */
export interface ZeroGoodsResult {
  goodsId: number
  orderId: number
  orderNo: string
  tradeOrderId: string
  /** false when the learner already had the goods (the call is idempotent). */
  isNew: boolean
}

/** ksStudentShareList */
export interface StudentShare {
  id: number
  nickName: string
  avatar: string
  goodsName: string
  shareNum: number
  createTime: string
}

/** statistics/clickVolume, statistics/pageViewsClick, statistics/clickViews */
export interface ClickStats {
  bizId: number
  bizType: number
  clicks: number
  views: number
}

/** ifSubscribe / saveSubscribeRecord */
export interface SubscribeState {
  bizId: number
  subscribed: boolean
}

/** getTeacherIdSchool?teacherId=&city= */
export interface TeacherSchool {
  teacherId: string
  schoolId: number
  schoolName: string
  city: string
}

/** POST getWxAppSchemeReqByConfigId?wxConfigId= — a sandbox mini-program link. */
export interface WxAppScheme {
  wxConfigId: string
  openlink: string
  expireTime: number
}
