/**
 * Knowledge-store service client (docs/spec/content-access.md section 7 "Knowledge store and student-aid"; shapes in
 * contract/knowledge.ts). Lists are Page<KnowledgeGoods>; the caller's audition state comes with the token (optional),
 * purchaseZerogoods sends it as a header (section 6: "knowledge-store purchase ... send the token in a header").
 */
import type { Page } from '@contract/goods'
import type {
  AuditionCategory, AuditionType, ClickStats, KnowledgeGoods, KnowledgeHome, KnowledgeTab, KnowledgeZone, KnowledgeZoneDetail,
  KnowledgeZoneGroup, StudentShare, SubscribeState, TeacherSchool, ZeroGoodsResult,
} from '@contract/knowledge'
import { KNOWLEDGE_CALLS as K } from '@contract/calls/table/knowledge'
import { http } from './http'
import type { Requester } from './request'
import { useService } from './context'

/** Section 9: "Category page size 1000 (knowledge)". */
export const KNOWLEDGE_CATEGORY_PAGE_SIZE = 1000
export const KNOWLEDGE_PAGE_SIZE = 10

/** statistics bizType of a knowledge goods (the app's: the spec names no values). */
export const BIZ_TYPE_GOODS = 1

export function createKnowledgeApi(request: Requester) {
  return {
    tabs: () => request<KnowledgeTab[]>(K.typeConfigList),
    home: () => request<KnowledgeHome>(K.ksHomePageLists),
    floor: (ksHomePageId: number, curPage: number, pageSize = KNOWLEDGE_PAGE_SIZE) =>
      request<Page<KnowledgeGoods> & { name: string }>(K.ksHomePage, { data: { ksHomePageId, curPage, pageSize } }),
    typeList: (typeId: number, curPage: number, pageSize = KNOWLEDGE_PAGE_SIZE) =>
      request<Page<KnowledgeGoods>>(K.typeListDetail, { data: { typeId, curPage, pageSize } }),
    zones: (group: KnowledgeZoneGroup, typeId?: number) => request<KnowledgeZone[]>(K.knowZoneList, { data: { group, typeId } }),
    zone: (knowZoneId: number) => request<KnowledgeZoneDetail>(K.knowZone, { data: { knowZoneId } }),
    zonePage: (knowZoneId: number, curPage: number, pageSize = KNOWLEDGE_PAGE_SIZE) =>
      request<Page<KnowledgeGoods>>(K.knowZonePageList, { data: { knowZoneId, curPage, pageSize } }),
    goods: (id: number) => request<KnowledgeGoods>(K.knowGoodsDetail, { data: { id } }),
    auditionCategories: () => request<AuditionCategory[]>(K.knowCategoryList),
    auditionPage: (auditionType: AuditionType, curPage = 1, categoryId?: number) =>
      request<Page<KnowledgeGoods>>(K.knowCategoryPageList, {
        data: { auditionType, categoryId, curPage, pageSize: KNOWLEDGE_CATEGORY_PAGE_SIZE },
      }),
    /** The free goods as a paid zero order; again: the same order (isNew false). */
    claimZero: (query: { goodsId: number; platformType: 2 | 3; schoolId: number }) =>
      request<ZeroGoodsResult>(K.purchaseZerogoods, { data: query }),
    shares: (curPage: number, pageSize = KNOWLEDGE_PAGE_SIZE) =>
      request<Page<StudentShare>>(K.ksStudentShareList, { data: { curPage, pageSize } }),
    /** Counters (quiet: a failed count never stops the page). clickVolume names the learner (userId, from the session). */
    countView: (bizId: number, bizType = BIZ_TYPE_GOODS) =>
      request<ClickStats>(K.pageViewsClick, { data: { bizId, bizType }, notNeedLogin: true }),
    countClick: (bizId: number, bizType = BIZ_TYPE_GOODS) =>
      request<ClickStats>(K.clickVolume, { data: { bizId, bizType }, notNeedLogin: true }),
    stats: (bizId: number, bizType = BIZ_TYPE_GOODS) =>
      request<ClickStats>(K.clickViews, { data: { bizId, bizType }, notNeedLogin: true }),
    /** Whether the learner booked this audition already (quiet: a button that cannot tell shows '预约试听'). */
    subscribed: (bizId: number) => request<SubscribeState>(K.ifSubscribe, { data: { bizId }, notNeedLogin: true }),
    /**
     * The campus of a teacher in a city (getTeacherIdSchool): where a claim made through that teacher's shared link
     * goes. Silent: a failure keeps the default campus.
     */
    teacherSchool: (teacherId: string, city: string) =>
      request<TeacherSchool>(K.getTeacherIdSchool, { data: { teacherId, city }, silent: true }),
    subscribe: (bizId: number) => request<SubscribeState>(K.saveSubscribeRecord, { data: { bizId } }),
  }
}

export type KnowledgeApi = ReturnType<typeof createKnowledgeApi>

/** The app's knowledge client (pure: a page that does not use it does not load it). */
export const knowledgeApi = /*#__PURE__*/ createKnowledgeApi(http)

declare module './context' {
  interface Services {
    knowledgeApi: KnowledgeApi
  }
}

/** The knowledgeApi of the nearest ServicesContext (a test's fake), else the app's client. */
export function useKnowledgeApi(): KnowledgeApi {
  return useService('knowledgeApi', knowledgeApi)
}
