/**
 * Paging shared by the practice, knowledge, live, exam and staff calls. The spec names the page parameter `curPage`
 * on the knowledge and student-aid calls and `currentPage` elsewhere: both are accepted everywhere.
 */
import { Type } from '@sinclair/typebox'
import type { Page } from '../../contract/goods'
import type { RecordsPage } from '../../contract/practice'

/** The largest page the spec asks for (knowCategoryPageList and obtainCoursesById send pageSize 1000). */
export const MAX_LIST_PAGE_SIZE = 1000
export const DEFAULT_LIST_PAGE_SIZE = 10

/** Query / body schema properties of a paged call. */
export const pagingProps = {
  curPage: Type.Optional(Type.Integer({ minimum: 1 })),
  currentPage: Type.Optional(Type.Integer({ minimum: 1 })),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_LIST_PAGE_SIZE })),
}

export interface PagingInput {
  curPage?: number
  currentPage?: number
  pageSize?: number
}

export interface PageArgs {
  page: number
  size: number
  offset: number
}

export function pageArgs(input: PagingInput | null | undefined, defaultSize = DEFAULT_LIST_PAGE_SIZE): PageArgs {
  const page = Math.max(1, input?.currentPage ?? input?.curPage ?? 1)
  const size = Math.min(Math.max(1, input?.pageSize ?? defaultSize), MAX_LIST_PAGE_SIZE)
  return { page, size, offset: (page - 1) * size }
}

export const toPage = <T>(list: T[], total: number, a: PageArgs): Page<T> => ({
  page: { currentPage: a.page, totalPages: Math.ceil(total / a.size), total },
  list,
})

export const toRecords = <T>(records: T[], total: number, a: PageArgs): RecordsPage<T> => ({
  records,
  total,
  size: a.size,
  current: a.page,
  pages: Math.ceil(total / a.size),
})

/** 13800138000 -> 138****8000 (anything else is returned as is). */
export const maskMobile = (mobile: string) => (/^\d{11}$/.test(mobile) ? `${mobile.slice(0, 3)}****${mobile.slice(7)}` : mobile)
