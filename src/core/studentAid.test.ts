// Table tests of the student-aid zone rules (docs/spec/content-access.md sections 2, 7, 9).
import { checkinBody, checkinProblem, recordsToPage, searchWords, showEndText, showLoadingText, WX_PAGE_SIZE, WX_TEXT, type WxListState } from './studentAid'

describe('"loading text 加载中, end text 没有更多了 (only when not loading, finished and page above 1)"', () => {
  it('quotes the texts', () => expect(WX_TEXT).toEqual({ loading: '加载中', end: '没有更多了' }))

  it.each<[string, WxListState, boolean, boolean]>([
    // name, state, 加载中, 没有更多了
    ['page 1 loading', { loading: true, finished: false, page: 0 }, true, false],
    ['page 1 loaded, more to come', { loading: false, finished: false, page: 1 }, false, false],
    ['finished on page 1 (a single page): no end text', { loading: false, finished: true, page: 1 }, false, false],
    ['page 2 loading', { loading: true, finished: false, page: 1 }, true, false],
    ['finished on page 2', { loading: false, finished: true, page: 2 }, false, true],
    ['finished on page 3', { loading: false, finished: true, page: 3 }, false, true],
    ['finished but a refresh is loading', { loading: true, finished: true, page: 2 }, true, false],
    ['past page 1, not finished', { loading: false, finished: false, page: 2 }, false, false],
  ])('%s', (_name, state, loading, end) => {
    expect(showLoadingText(state)).toBe(loading)
    expect(showEndText(state)).toBe(end)
  })
})

describe('the server answers records/total/size/current/pages', () => {
  it.each<[number, number, boolean]>([[1, 2, false], [2, 2, true]])('page %i of %i', (current, pages) => {
    const page = recordsToPage({ records: ['a'], total: 7, size: 5, current, pages })
    expect(page).toEqual({ page: { currentPage: current, totalPages: pages, total: 7 }, list: ['a'] })
  })

  it('"Category page size ... 999 (practice categories), 100 (next level), 5 per page with 2 goods per category", 1000 (knowledge)', () => {
    expect(WX_PAGE_SIZE).toMatchObject({ categories: 999, next: 100, floors: 5, goodsPerFloor: 2, goods: 1000 })
  })
})

describe('search by video name and check-in', () => {
  it.each<[string, string]>([['  凭证 ', '凭证'], ['', ''], ['   ', ''], ['字'.repeat(60), '字'.repeat(50)]])('search %j -> %j', (input, words) => {
    expect(searchWords(input)).toBe(words)
  })

  const form = { universityId: 3 as number | null, studentName: ' 张三 ', major: '', enrollYear: '' }
  it.each<[string, Partial<typeof form>, string | null]>([
    ['no university', { universityId: null }, '请选择学校'],
    ['no name', { studentName: '  ' }, '请输入姓名'],
    ['a bad year', { enrollYear: '99' }, '请输入正确的入学年份'],
    ['complete', {}, null],
    ['with a year', { enrollYear: '2023' }, null],
  ])('%s', (_n, over, problem) => expect(checkinProblem({ ...form, ...over })).toBe(problem))

  it('sends trimmed values and leaves out empty optional ones', () => {
    expect(checkinBody(form)).toEqual({ universityId: 3, studentName: '张三' })
    expect(checkinBody({ ...form, major: ' 会计 ', enrollYear: '2023' })).toEqual({ universityId: 3, studentName: '张三', major: '会计', enrollYear: 2023 })
  })
})
