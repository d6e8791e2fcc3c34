// Table tests of the paging rule (docs/spec/content-access.md section 4 "Article tab", section 9).
import type { Page } from '@contract/goods'
import { emptyPaged, nextPage, pagedFooter, pageFailed, pageLoaded, pageStarted, type PagedState } from './paging'

const page = (currentPage: number, totalPages: number, list: string[]): Page<string> => ({
  page: { currentPage, totalPages, total: totalPages * 10 },
  list,
})
const state = (over: Partial<PagedState<string>>): PagedState<string> => ({ ...emptyPaged<string>(), ...over })

describe('"finished (true when current page equals total pages); the page counter rises after each successful load"', () => {
  it.each<[string, PagedState<string>, Page<string>, Partial<PagedState<string>>]>([
    ['page 1 of 3 replaces the list', state({ items: ['old'] }), page(1, 3, ['a', 'b']), { items: ['a', 'b'], page: 1, finished: false }],
    ['page 2 of 3 appends', state({ items: ['a'], page: 1 }), page(2, 3, ['b']), { items: ['a', 'b'], page: 2, finished: false }],
    ['page 3 of 3 finishes', state({ items: ['a', 'b'], page: 2 }), page(3, 3, ['c']), { items: ['a', 'b', 'c'], page: 3, finished: true }],
    ['a single page finishes at once', state({}), page(1, 1, ['a']), { items: ['a'], page: 1, finished: true }],
    ['no results (0 pages) finishes empty', state({}), page(1, 0, []), { items: [], page: 1, finished: true }],
    ['an empty page finishes even when totalPages says more', state({ items: ['a'], page: 1 }), page(2, 5, []), { items: ['a'], page: 2, finished: true }],
  ])('%s', (_name, before, result, expected) => {
    expect(pageLoaded(pageStarted(before), result)).toMatchObject({ ...expected, loading: false, error: false })
  })
})

describe('"A failed load marks the tab as error and not loading; a tap reloads"', () => {
  it('keeps the items and the page counter, marks error, stops loading', () => {
    const failed = pageFailed(pageStarted(state({ items: ['a'], page: 1, totalPages: 3 })))
    expect(failed).toMatchObject({ items: ['a'], page: 1, loading: false, error: true, finished: false })
    expect(nextPage(failed)).toBe(2)
  })
})

describe('next page to ask for', () => {
  it.each<[string, Partial<PagedState<string>>, number | null]>([
    ['nothing loaded yet', {}, 1],
    ['page 1 loaded', { page: 1 }, 2],
    ['a load running', { page: 1, loading: true }, null],
    ['finished', { page: 3, finished: true }, null],
  ])('%s -> %p', (_name, over, expected) => {
    expect(nextPage(state(over))).toBe(expected)
  })
})

describe('what the list shows', () => {
  it.each<[string, Partial<PagedState<string>>, string]>([
    ['first load running', { loading: true }, 'firstLoad'],
    ['first load failed', { error: true }, 'firstError'],
    ['no results', { page: 1, finished: true }, 'empty'],
    ['loading more', { items: ['a'], page: 1, loading: true }, 'loading'],
    ['loading more failed', { items: ['a'], page: 1, error: true }, 'error'],
    ['finished: 没有更多了', { items: ['a'], page: 2, finished: true }, 'noMore'],
    ['more to come', { items: ['a'], page: 1 }, 'more'],
  ])('%s -> %s', (_name, over, expected) => {
    expect(pagedFooter(state(over))).toBe(expected)
  })
})
