/**
 * Home page (docs/spec/content-access.md sections 2, 4, 5, 7): banner pv counts (type 0 once per banner on show, type 1 on
 * click before the jump, a failed count still jumps), '商品异常' for a goods banner without goodsId, floor goods
 * follow the goods jump, categories and '更多' open the catalogue tab on their category.
 */
jest.mock('@/platform/ui')
jest.mock('@/platform/navigation')
jest.mock('@/stores/errorReports', () => ({ reportError: jest.fn() }))
import { act, fireEvent, screen } from '@testing-library/react'
import { Current } from '@tarojs/runtime'
import type { BannerPvQuery, HomePage as HomeData } from '@contract/goods'
import { navigateTo } from '@/platform/navigation'
import { toast } from '@/platform/ui'
import { reportError } from '@/stores/errorReports'
import { UiStore } from '@/stores/ui'
import { banner, goodsItem, quietTaroMedia, showCarouselSlide } from '../../../tests/jest/goods'
import { renderPage } from '../../../tests/jest/renderPage'
import HomePage from './index'

const api = { homePage: jest.fn<Promise<HomeData>, []>(), bannerPv: jest.fn<Promise<null>, [BannerPvQuery]>() }
const nav = navigateTo as jest.MockedFunction<typeof navigateTo>
const ui = new UiStore()
const stores = { session: { userClient: undefined, isLoggedIn: false }, ui, staff: { showHomeTab: false, canBind: false } }
/** Home with the fake goods service. */
const page = () => renderPage(<HomePage />, { services: { goodsApi: api }, stores })

const HOME: HomeData = {
  banners: [
    banner(1, { goodsInfoId: 11, goodsType: 1 }),
    banner(2, { goodsInfoId: 12, goodsType: 1, goodsOriginType: 2 }),
    banner(3, { goodsInfoId: null, goodsType: 0 }),
  ],
  categories: [{ id: 1, name: '初级会计', icon: '/media/cat-1.png' }, { id: 2, name: '中级会计', icon: '/media/cat-2.png' }],
  floors: [
    { id: 1, name: '初级会计', goods: [goodsItem(101, { goodsType: 1 }), goodsItem(102)] },
    { id: 2, name: '中级会计', goods: [goodsItem(201, { goodsType: 4, memberGoodsId: 901 })] },
  ],
}

const flush = () => act(async () => { await new Promise((r) => setTimeout(r, 0)) })

/** A frame and a task: one step of what the page renders once its first screen has been painted. */
const frame = () => act(async () => { await new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0))) })
/** Enough frames for every floor below the fold (one per frame). */
const painted = async () => {
  for (let i = 0; i < 6; i++) await frame()
}

async function openHome(data: HomeData = HOME, { paint = true } = {}) {
  api.homePage.mockResolvedValue(data)
  const view = page()
  await flush()
  if (paint) await painted()
  return view
}

const pvCalls = (type: 0 | 1) => api.bannerPv.mock.calls.map((c) => c[0]).filter((q) => q.type === type).map((q) => q.bannerId)
const bannerPic = (container: HTMLElement, id: number) =>
  container.querySelector(`.carousel__slide [data-banner-id="${id}"]`) as HTMLElement

beforeAll(quietTaroMedia)

beforeEach(() => {
  jest.clearAllMocks()
  Current.router = { params: {}, path: '/pages/home/index' } as never
  api.bannerPv.mockResolvedValue(null)
  ui.setSchoolCategory(null)
})

describe('banners', () => {
  it('loads the home page once and reports a show (type 0) of the first banner once', async () => {
    const { rerender } = await openHome()
    rerender(<HomePage />)
    await flush()
    expect(api.homePage).toHaveBeenCalledTimes(1)
    expect(pvCalls(0)).toEqual([1])
    expect(api.bannerPv).toHaveBeenCalledWith({ bannerId: 1, showPlaceId: 26, websiteId: 1, type: 0 })
  })

  it('reports each banner shown once (type 0), however often it comes round', async () => {
    const { container } = await openHome()
    for (const current of [1, 2, 0, 1, 2]) {
      act(() => showCarouselSlide(container, current))
      await flush()
    }
    expect(pvCalls(0)).toEqual([1, 2, 3])
  })

  it('a click reports type 1, then opens the goods', async () => {
    const order: string[] = []
    api.bannerPv.mockImplementation((q) => { order.push(`pv${q.type}:${q.bannerId}`); return Promise.resolve(null) })
    nav.mockImplementation((url) => { order.push(`go:${url}`); return Promise.resolve() })
    const { container } = await openHome()
    fireEvent.click(bannerPic(container, 1))
    await flush()
    expect(order.filter((o) => !o.startsWith('pv0'))).toEqual(['pv1:1', 'go:/allSubject?goodsId=11'])
  })

  it('a failed click report still opens the goods', async () => {
    api.bannerPv.mockImplementation((q) => (q.type === 1 ? Promise.reject(new Error('pv failed')) : Promise.resolve(null)))
    const { container } = await openHome()
    fireEvent.click(bannerPic(container, 2))
    await flush()
    expect(pvCalls(1)).toEqual([2])
    expect(nav).toHaveBeenCalledWith('/ty/allSubject?goodsId=12')
  })

  it("a goods banner without goodsId toasts '商品异常' and goes nowhere", async () => {
    const { container } = await openHome()
    fireEvent.click(bannerPic(container, 3))
    await flush()
    expect(toast).toHaveBeenCalledWith('商品异常')
    expect(nav).not.toHaveBeenCalled()
  })
})

describe('floors and categories', () => {
  it('shows each floor under its name with its goods', async () => {
    await openHome()
    expect(screen.getByText('课程101')).toBeTruthy()
    expect(screen.getByText('课程201')).toBeTruthy()
    expect(screen.getAllByText('更多')).toHaveLength(2)
  })

  it.each([
    [101, '/allSubject?goodsId=101'],
    [102, '/singleSubject?goodsId=102'],
    [201, '/classVip?goodsId=901'],
  ])('floor goods %s opens %s', async (goodsId, url) => {
    const { container } = await openHome()
    fireEvent.click(container.querySelector(`[data-goods-id="${goodsId}"]`) as HTMLElement)
    await flush()
    expect(nav).toHaveBeenCalledWith(url)
  })

  it("'更多' opens the catalogue tab on the floor's category (through the ui store)", async () => {
    await openHome()
    fireEvent.click(screen.getAllByText('更多')[1])
    await flush()
    expect(ui.schoolCategoryId).toBe(2)
    expect(nav).toHaveBeenCalledWith('/publicPage/homeSchool')
  })

  it('the first screen has the first floor only; the others come once it is painted', async () => {
    const { container } = await openHome(HOME, { paint: false })
    expect([...container.querySelectorAll('.home-floor')].length).toBe(1)
    await painted()
    expect([...container.querySelectorAll('.home-floor')].length).toBe(2)
  })

  it('the floors below the fold come one per painted frame, so no one task renders them all', async () => {
    const third = { id: 3, name: '注册会计师', goods: [goodsItem(301)] }
    const { container } = await openHome({ ...HOME, floors: [...HOME.floors, third] }, { paint: false })
    const floors = () => container.querySelectorAll('.home-floor').length
    expect(floors()).toBe(1)
    await frame()
    expect(floors()).toBe(2)
    await frame()
    expect(floors()).toBe(3)
  })

  it('a category of the grid opens the catalogue on it', async () => {
    const { container } = await openHome()
    fireEvent.click(container.querySelector('.home-cats [data-category-id="1"]') as HTMLElement)
    await flush()
    expect(ui.schoolCategoryId).toBe(1)
    expect(nav).toHaveBeenCalledWith('/publicPage/homeSchool')
  })

  it('the search entry opens /searchPage', async () => {
    await openHome()
    fireEvent.click(screen.getByText('搜索课程'))
    expect(nav).toHaveBeenCalledWith('/searchPage')
  })

  it.each([
    ['实操课程', '/subChannel/practicalCourse'],
    ['知识商城', '/knowledge-shop'],
    ['备考专题', '/specialTopic'],
  ])('the entry %s opens %s', async (title, url) => {
    await openHome()
    fireEvent.click(screen.getByText(title))
    expect(nav).toHaveBeenCalledWith(url)
  })
})

describe('loading and errors', () => {
  it('shows a skeleton until the home page arrives', () => {
    api.homePage.mockReturnValue(new Promise(() => undefined))
    const { container } = page()
    expect(container.querySelector('.home-skeleton')).toBeTruthy()
  })

  it('a failed load offers a retry that loads again', async () => {
    api.homePage.mockRejectedValueOnce(new Error('down')).mockResolvedValueOnce(HOME)
    page()
    await flush()
    expect(screen.getByText('加载失败，点击重试')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: '重新加载' }))
    await flush()
    expect(api.homePage).toHaveBeenCalledTimes(2)
    expect(screen.getByText('课程101')).toBeTruthy()
  })

  it("a floor that cannot be drawn shows a small message and retry in its place; the rest of home stays", async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined) // React logs the caught error
    const broken = { ...HOME.floors[0], goods: null as never }
    const { container } = await openHome({ ...HOME, floors: [broken, HOME.floors[1]] })
    error.mockRestore()
    expect(container.querySelectorAll('.section-error')).toHaveLength(1)
    expect(screen.getByText('这里的内容没能显示')).toBeTruthy()
    expect(screen.getByText('课程201')).toBeTruthy() // the other floor
    expect(screen.getAllByText('中级会计').length).toBeGreaterThan(0) // the categories
    expect(container.querySelector('.page-error')).toBeNull()
    expect(reportError).toHaveBeenCalledWith(expect.any(TypeError), 'render')
  })
})

// Section 2: "Textual-research goods use query tikuGoodsId and tikuGoodsName" on "the named route textualResearch":
// home opened with that query (the mini-program launched on this tab) opens the question bank's goods page over it.
describe("a question bank's spec link", () => {
  it('home opened with tikuGoodsId opens the goods page once, the query as it came', async () => {
    Current.router = { params: { tikuGoodsId: '615', tikuGoodsName: '%E5%88%9D%E7%BA%A7%E9%A2%98%E5%BA%93' }, path: '/pages/home/index' } as never
    const { rerender } = await openHome()
    rerender(<HomePage />)
    await flush()
    expect(nav.mock.calls).toEqual([['/textualResearch?tikuGoodsId=615&tikuGoodsName=%E5%88%9D%E7%BA%A7%E9%A2%98%E5%BA%93']])
  })

  it('home without it opens nothing', async () => {
    Current.router = { params: { tikuGoodsName: 'x' }, path: '/pages/home/index' } as never
    await openHome()
    expect(nav).not.toHaveBeenCalled()
  })
})
