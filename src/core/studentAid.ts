/**
 * Student-aid zone rules (/wx, /wx/category, /wx/search, /wx/checkin; docs/spec/content-access.md sections 2 "Home (wx) also
 * has category nav, floors of goods with tags, loading text 加载中, end text 没有更多了 (only when not loading, finished
 * and page above 1)", 7 "Course categories", 9 "Category page size ... 5 per page with 2 goods per category").
 */
import type { Page } from '@contract/goods'
import type { RecordsPage } from '@contract/practice'
import { link } from './links'
import { FORM_MESSAGES } from '@contract/messages'

export const WX_TEXT = {
  loading: '加载中',
  end: '没有更多了',
} as const

/** Not quoted by the spec: the app's own wording. */
export const WX_APP_TEXT = {
  title: '助学专区',
  enrollYearOf: (year: number | string) => `${year}级`,
  searchPlaceholder: '搜索视频名称',
  search: '搜索',
  checkin: '学籍认证',
  checkinDone: '认证成功',
  checkedIn: '已认证',
  chooseUniversity: FORM_MESSAGES.university,
  universityPlaceholder: '输入学校名称或省份',
  studentName: FORM_MESSAGES.studentName,
  major: '专业（选填）',
  enrollYear: '入学年份（选填）',
  submit: '提交认证',
  recheck: '修改认证',
  noResult: '没有找到相关视频',
  noUniversity: '没有找到该学校',
  all: '全部',
  checkinEntry: '学生认证',
  checkinHint: '认证在校大学生身份，免费领取助学课程',
} as const

/** Section 9: category page sizes. */
export const WX_PAGE_SIZE = {
  /** wxCourseCategorys (the category nav). */
  categories: 999,
  /** wxFirstCourseCategorys: "5 per page with 2 goods per category". */
  floors: 5,
  goodsPerFloor: 2,
  /** nextCourseCategorysById */
  next: 100,
  /** obtainCoursesById (the knowledge category size). */
  goods: 1000,
  search: 10,
} as const

export interface WxListState {
  loading: boolean
  finished: boolean
  /** The last page loaded (0: none yet). */
  page: number
}

/** '加载中' while a page loads. */
export function showLoadingText(s: WxListState): boolean {
  return s.loading
}

/** '没有更多了' "only when not loading, finished and page above 1". */
export function showEndText(s: WxListState): boolean {
  return !s.loading && s.finished && s.page > 1
}

/** A MyBatis page ({records, total, size, current, pages}, read as data.records) as the app's paged-list page. */
export function recordsToPage<T>(r: RecordsPage<T>): Page<T> {
  return { page: { currentPage: r.current, totalPages: r.pages, total: r.total }, list: r.records }
}

/** The search words, trimmed; '' when nothing to search (the server takes at most 50 characters). */
export function searchWords(input: string): string {
  return [...input.trim()].slice(0, 50).join('')
}

export interface CheckinForm {
  universityId: number | null
  studentName: string
  major: string
  enrollYear: string
}

/** The first thing missing from the check-in form, or null. */
export function checkinProblem(f: CheckinForm): string | null {
  if (!f.universityId) return WX_APP_TEXT.chooseUniversity
  if (!f.studentName.trim()) return WX_APP_TEXT.studentName
  if (f.enrollYear.trim() && !/^(19|20|21)\d{2}$/.test(f.enrollYear.trim())) return '请输入正确的入学年份'
  return null
}

export function checkinBody(f: CheckinForm) {
  const year = f.enrollYear.trim()
  return {
    universityId: f.universityId as number,
    studentName: f.studentName.trim(),
    ...(f.major.trim() ? { major: f.major.trim() } : {}),
    ...(year ? { enrollYear: Number(year) } : {}),
  }
}

export const wxCategoryUrl = (id: number) => link('wxCategory', { id })
