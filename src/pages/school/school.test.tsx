/**
 * The course catalogue tab: '全部' first then the categories, each an endless list (10 a page, more near the page
 * bottom, '没有更多了' at the end, an empty state); the category chosen on the home page (ui store) is shown.
 */
jest.mock('@tarojs/taro', () => jest.requireActual('../../../tests/jest/taroPage').taroWithPageFrame())
jest.mock('@/platform/ui')
jest.mock('@/platform/navigation')
jest.mock('@/platform/page', () => ({ scrollToTop: jest.fn(), stopPullDown: jest.fn() }))

import { act, fireEvent, screen, within } from '@testing-library/react'
import { navigateTo } from '@/platform/navigation'
import { UiStore } from '@/stores/ui'
import { goodsPage, quietTaroMedia } from '../../../tests/jest/goods'
import { renderPage } from '../../../tests/jest/renderPage'
import { pullDown, reachBottom, resetPageFrame } from '../../../tests/jest/taroPage'
import HomeSchoolPage from './index'

const api = { categories: jest.fn(), categoryGoods: jest.fn() }
const qw = { referralStatistics: jest.fn(), customers: jest.fn() }
const ui = new UiStore()
const staff = { showHomeTab: false, canBind: false, distributorCode: '', info: null as unknown, qwToken: () => 'qw' }
const stores = { session: { userClient: undefined, isLoggedIn: false }, ui, staff: staff as never }
const flush = () => act(async () => { await new Promise((r) => setTimeout(r, 0)) })
const CATEGORIES = [{ id: 1, name: '初级会计', icon: '' }, { id: 3, name: '注册会计师', icon: '' }]

async function openSchool() {
  const view = renderPage(<HomeSchoolPage />, { services: { goodsApi: api, qwApi: qw }, stores })
  await flush()
  return view
}

/** The tab titles as the learner reads them, in order (each text in the page's tab strip). */
const tabTitles = (container: HTMLElement) =>
  within(container.querySelector('.school-page__tabs') as HTMLElement).getAllByText(/\S/).map((el) => el.textContent)

beforeAll(quietTaroMedia)

beforeEach(() => {
  jest.clearAllMocks()
  ui.setSchoolCategory(null)
  resetPageFrame()
  api.categories.mockResolvedValue(CATEGORIES)
  api.categoryGoods.mockImplementation((_id, page) => Promise.resolve(goodsPage(page, 2)))
})

it("shows '全部' first, then the categories, and lists all goods (page 1, 10 a page)", async () => {
  const { container } = await openSchool()
  expect(tabTitles(container)).toEqual(['全部', '初级会计', '注册会计师'])
  expect(api.categoryGoods).toHaveBeenCalledWith(undefined, 1, 10)
  expect(screen.getByText('课程10')).toBeTruthy()
})

it('opens on the category the home page chose', async () => {
  ui.setSchoolCategory(3)
  await openSchool()
  expect(api.categoryGoods).toHaveBeenCalledWith(3, 1, 10)
  expect(api.categoryGoods).toHaveBeenCalledTimes(1)
})

it('a category chosen on the home page while this tab is alive switches to it', async () => {
  await openSchool()
  act(() => ui.setSchoolCategory(1))
  await flush()
  expect(api.categoryGoods).toHaveBeenLastCalledWith(1, 1, 10)
})

it('tapping a tab lists its goods; coming back to a tab does not load it again', async () => {
  await openSchool()
  fireEvent.click(screen.getByText('注册会计师'))
  await flush()
  expect(ui.schoolCategoryId).toBe(3)
  expect(api.categoryGoods).toHaveBeenLastCalledWith(3, 1, 10)
  fireEvent.click(screen.getByText('全部'))
  await flush()
  expect(api.categoryGoods).toHaveBeenCalledTimes(2)
})

it("loads the next page near the bottom; '没有更多了' after the last", async () => {
  await openSchool()
  expect(screen.queryByText('没有更多了')).toBeNull()
  await reachBottom()
  expect(api.categoryGoods).toHaveBeenLastCalledWith(undefined, 2, 10)
  expect(screen.getByText('课程20')).toBeTruthy()
  expect(screen.getByText('没有更多了')).toBeTruthy()
  await reachBottom()
  expect(api.categoryGoods).toHaveBeenCalledTimes(2)
})

it('an empty category shows the empty state', async () => {
  api.categoryGoods.mockResolvedValue({ page: { currentPage: 1, totalPages: 0, total: 0 }, list: [] })
  await openSchool()
  expect(screen.getByText('暂无课程')).toBeTruthy()
})

it('a goods opens its goods jump', async () => {
  await openSchool()
  fireEvent.click(screen.getByText('课程2'))
  await flush()
  expect(navigateTo).toHaveBeenCalledWith('/singleSubject?goodsId=2')
})

describe('for bound sales staff the tab is their home (docs/spec/content-access.md section 2)', () => {
  beforeEach(() => {
    qw.referralStatistics.mockResolvedValue({ distributorCode: 'D1001', total: 23, today: 3, last7Days: 5, thisMonth: 13, paidNum: 8 })
    qw.customers.mockResolvedValue({ page: { currentPage: 1, totalPages: 1, total: 0 }, list: [] })
  })
  afterEach(() => {
    staff.showHomeTab = false
    staff.distributorCode = ''
    staff.info = null
  })

  it('shows the staff home (statistics, entries) instead of the catalogue', async () => {
    staff.showHomeTab = true
    staff.distributorCode = 'D1001'
    staff.info = { name: '张敏', department: '渠道一部' }
    await openSchool()
    expect(api.categoryGoods).not.toHaveBeenCalled()
    expect(qw.referralStatistics).toHaveBeenCalledWith('qw', 'D1001')
    expect(qw.customers).toHaveBeenCalledWith('qw', { pool: 1, currentPage: 1, pageSize: 5 })
    expect(screen.getByText('张敏')).toBeTruthy()
    expect(screen.getByText('23')).toBeTruthy()
    fireEvent.click(screen.getByText('拉新记录'))
    expect(navigateTo).toHaveBeenCalledWith('/pullnew')
  })

  it("failed customers show '暂无客户'; failed statistics on a refresh keep those shown", async () => {
    staff.showHomeTab = true
    staff.distributorCode = 'D1001'
    qw.customers.mockRejectedValue(new Error('down'))
    await openSchool()
    expect(screen.getByText('暂无客户')).toBeTruthy()
    expect(screen.getByText('23')).toBeTruthy()
    qw.referralStatistics.mockRejectedValue(new Error('down'))
    await pullDown()
    expect(qw.referralStatistics).toHaveBeenCalledTimes(2)
    expect(screen.getByText('23')).toBeTruthy()
  })

  it('a learner sees the catalogue, not the staff home', async () => {
    await openSchool()
    expect(api.categoryGoods).toHaveBeenCalled()
    expect(qw.referralStatistics).not.toHaveBeenCalled()
    expect(screen.queryByText('拉新记录')).toBeNull()
  })
})
