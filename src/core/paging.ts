/**
 * Paged lists (goods catalogue, search results): docs/spec/content-access.md section 4 "Article tab" and section 9.
 * - "finished (true when current page equals total pages); the page counter rises after each successful load";
 * - "A failed load marks the tab as error and not loading; a tap reloads";
 * - page size 10; "load more within 200 px of page bottom"; "refresh indicator hides after 1 s".
 * A page that comes back empty also finishes the list (a server that miscounts totalPages cannot loop it).
 */
import type { Page } from '@contract/goods'

export const PAGE_SIZE = 10
export const LOAD_MORE_DISTANCE_PX = 200
export const REFRESH_INDICATOR_MS = 1000

export interface PagedState<T> {
  items: T[]
  /** The last page loaded (0: none yet). */
  page: number
  totalPages: number
  loading: boolean
  error: boolean
  finished: boolean
}

export function emptyPaged<T>(): PagedState<T> {
  return { items: [], page: 0, totalPages: 0, loading: false, error: false, finished: false }
}

/** The page to ask for next, or null when a load is running or the list is finished. */
export function nextPage(state: PagedState<unknown>): number | null {
  if (state.loading || state.finished) return null
  return state.page + 1
}

export function pageStarted<T>(state: PagedState<T>): PagedState<T> {
  return { ...state, loading: true, error: false }
}

/** A page arrived: page 1 replaces the list, later pages append. */
export function pageLoaded<T>(state: PagedState<T>, result: Page<T>): PagedState<T> {
  const { currentPage, totalPages } = result.page
  const items = currentPage <= 1 ? [...result.list] : [...state.items, ...result.list]
  return {
    items,
    page: currentPage,
    totalPages,
    loading: false,
    error: false,
    finished: currentPage >= totalPages || result.list.length === 0,
  }
}

export function pageFailed<T>(state: PagedState<T>): PagedState<T> {
  return { ...state, loading: false, error: true }
}

/** What a list shows below (or instead of) its items. */
export type PagedFooter = 'firstLoad' | 'firstError' | 'empty' | 'loading' | 'error' | 'noMore' | 'more'

export function pagedFooter(state: PagedState<unknown>): PagedFooter {
  if (state.items.length === 0) {
    if (state.error) return 'firstError'
    if (state.finished) return 'empty'
    return 'firstLoad'
  }
  if (state.loading) return 'loading'
  if (state.error) return 'error'
  return state.finished ? 'noMore' : 'more'
}
