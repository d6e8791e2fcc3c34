/**
 * Student-aid zone client (/wx pages): the course-category and student-info calls of docs/spec/content-access.md section 7
 * "Practical courses and banners", service practice. Category pages are MyBatis pages read as data.records.
 */
import type { KnowledgeGoods } from '@contract/knowledge'
import type { CheckUniversityBody, RecordsPage, StudentInfo, University, WxCategory, WxFirstCategoriesPage } from '@contract/practice'
import { PRACTICE_CALLS as P } from '@contract/calls/table/practice'
import { WX_PAGE_SIZE } from '@/core/studentAid'
import { http } from './http'
import type { Requester } from './request'
import { useService } from './context'

export function createStudentAidApi(request: Requester) {
  return {
    categories: () =>
      request<RecordsPage<WxCategory>>(P.wxCourseCategorys, { data: { curPage: 1, pageSize: WX_PAGE_SIZE.categories } }),
    /** A page of level-1 categories with 2 goods each (data.data: category id -> goods). */
    floors: (curPage: number) =>
      request<WxFirstCategoriesPage<KnowledgeGoods>>(P.wxFirstCourseCategorys, { data: { curPage, pageSize: WX_PAGE_SIZE.floors } }),
    children: (id: number) =>
      request<RecordsPage<WxCategory>>(P.nextCourseCategorysById, { data: { id, curPage: 1, pageSize: WX_PAGE_SIZE.next } }),
    goods: (id: number) =>
      request<RecordsPage<KnowledgeGoods>>(P.obtainCoursesById, { data: { id, curPage: 1, pageSize: WX_PAGE_SIZE.goods } }),
    search: (videoName: string, curPage: number) =>
      request<RecordsPage<KnowledgeGoods>>(P.courseCategorysLikeVideoName, { data: { videoName, curPage, pageSize: WX_PAGE_SIZE.search } }),
    studentInfo: () => request<StudentInfo>(P['cjwxStudentInfo/getUserInfo']),
    universities: (keyword: string) => request<University[]>(P['cjwxUniversityInfo/universityList'], { data: { keyword } }),
    checkin: (body: CheckUniversityBody) => request<StudentInfo>(P.checkUniversity, { data: body }),
  }
}

export type StudentAidApi = ReturnType<typeof createStudentAidApi>

/** The app's studentAid client (pure: a page that does not use it does not load it). */
export const studentAidApi = /*#__PURE__*/ createStudentAidApi(http)

declare module './context' {
  interface Services {
    studentAidApi: StudentAidApi
  }
}

/** The studentAidApi of the nearest ServicesContext (a test's fake), else the app's client. */
export function useStudentAidApi(): StudentAidApi {
  return useService('studentAidApi', studentAidApi)
}
