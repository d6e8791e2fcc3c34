/**
 * /course-detail (DetailView) with the reference server's answers (tests/jest/fixtures/knowledge-detail.json): the
 * zone the goods belongs to (knowZone) with its other goods and '更多' to the zone page; the counts, counted once and
 * read again without counting on a pull-down (statistics pageViewsClick, then clickViews); an audition to book shows
 * '已预约' once ifSubscribe says so (a guest is not asked), and booking turns it so. And /audition's cards to book.
 */
jest.mock('@tarojs/taro', () => jest.requireActual('../../../../tests/jest/taroPage').taroWithPageFrame())
jest.mock('@/platform/ui')
jest.mock('@/platform/navigation')
jest.mock('@/platform/appLink', () => ({ openStudyApp: jest.fn() }))

import { act, fireEvent, screen, within } from '@testing-library/react'
import { Current } from '@tarojs/runtime'
import { navigateTo } from '@/platform/navigation'
import { ApiError } from '@/services/request'
import { observable } from 'mobx'
import type { ReactElement } from 'react'
import fixtures from '../../../../tests/jest/fixtures/knowledge-detail.json'
import { quietTaroMedia } from '../../../../tests/jest/goods'
import { pullDown, resetPageFrame } from '../../../../tests/jest/taroPage'
import { renderPage } from '../../../../tests/jest/renderPage'
import CourseDetailPage from './index'
import AuditionPage from '../audition/index'

const api = {
  goods: jest.fn(), zone: jest.fn(), countView: jest.fn(), countClick: jest.fn(), stats: jest.fn(), subscribed: jest.fn(), subscribe: jest.fn(),
  claimZero: jest.fn(), auditionCategories: jest.fn(), auditionPage: jest.fn(),
}
const session = observable({ isLoggedIn: false, uid: 0, sendCode: jest.fn(), loginWithCode: jest.fn() }, { sendCode: false, loginWithCode: false })
const staff = { facts: { loggedIn: false, userClient: undefined, bindStatus: undefined, qwUserId: undefined } }
const page = (ui: ReactElement) => renderPage(ui, { services: { knowledgeApi: api }, stores: { session, staff } })
const flush = () => act(async () => { await new Promise((r) => setTimeout(r, 0)) })

async function openDetail(id: number) {
  Current.router = { params: { id: String(id) }, path: '/packages/knowledge/detail/index' } as never
  const view = page(<CourseDetailPage />)
  await flush()
  await flush()
  return view
}
const barButton = (c: HTMLElement) => within(c.querySelector('.k-bar') as HTMLElement).getByRole('button')

beforeAll(quietTaroMedia)
beforeEach(() => {
  jest.clearAllMocks()
  resetPageFrame()
  session.isLoggedIn = false
  session.uid = 0
  api.goods.mockImplementation(async (id: number) => (id === 527 ? fixtures.goods527 : fixtures.goods503))
  api.zone.mockResolvedValue(fixtures.zone4)
  api.countView.mockResolvedValue(fixtures.viewed503)
  api.countClick.mockResolvedValue(fixtures.viewed503)
  api.stats.mockResolvedValue({ ...fixtures.read503, views: 9 })
  api.subscribed.mockResolvedValue(fixtures.notBooked527)
})

describe('the zone of the goods (knowZone)', () => {
  it("shows the zone's name, remark and size, its other goods (3 at most), and '更多' opens the zone page on it", async () => {
    const { container } = await openDetail(503)
    expect(api.zone).toHaveBeenCalledWith(4)
    const block = container.querySelector('.k-zone') as HTMLElement
    expect(block.querySelector('.section__title')!.textContent).toBe('所属专区 · 实操专区')
    expect(block.querySelector('.k-zone__remark')!.textContent).toBe('真账实操 上岗必备')
    expect(block.querySelector('.k-zone__count')!.textContent).toBe('共4门课程')
    const ids = [...block.querySelectorAll('.k-card')].map((el) => Number(el.getAttribute('data-knowledge-id')))
    expect(ids).toEqual([501, 502, 504])
    fireEvent.click(block.querySelector('.section__extra')!)
    expect(navigateTo).toHaveBeenCalledWith('/kczq?typeId=2&knowZoneId=4')
  })

  it('a goods in no zone: no zone asked, no block', async () => {
    const { container } = await openDetail(527)
    expect(fixtures.goods527.zoneId).toBeNull()
    expect(api.zone).not.toHaveBeenCalled()
    expect(container.querySelector('.k-zone')).toBeNull()
  })
})

// A read that gets no answer says so with a retry, and the retry recovers; nothing else on the page is lost.
describe('reads that get no answer (knowGoodsDetail, knowZone)', () => {
  const unanswered = () => new ApiError(0, '请求失败~~~', undefined, 'network')

  it('the goods: 加载失败 with a retry; the retry shows the goods and then its zone', async () => {
    api.goods.mockRejectedValueOnce(unanswered())
    const { container } = await openDetail(503)
    expect(screen.getByText('加载失败')).toBeVisible()
    expect(api.zone).not.toHaveBeenCalled()
    fireEvent.click(screen.getByRole('button', { name: '重新加载' }))
    await flush()
    await flush()
    expect(api.goods).toHaveBeenCalledTimes(2)
    expect(screen.queryByText('加载失败')).toBeNull()
    expect(screen.getByText(fixtures.goods503.goodsName)).toBeTruthy()
    expect(container.querySelector('.k-zone__count')!.textContent).toBe('共4门课程')
  })

  it("the zone: 加载失败 with a retry under the goods, which stays; the retry shows the zone", async () => {
    api.zone.mockRejectedValueOnce(unanswered())
    const { container } = await openDetail(503)
    expect(screen.getByText(fixtures.goods503.goodsName)).toBeTruthy()
    expect(within(container.querySelector('.k-zone') as HTMLElement).getByText('加载失败')).toBeVisible()
    expect(barButton(container)).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: '重新加载' }))
    await flush()
    expect(api.zone).toHaveBeenCalledTimes(2)
    expect(screen.queryByText('加载失败')).toBeNull()
    expect(container.querySelector('.k-zone__count')!.textContent).toBe('共4门课程')
    expect(screen.getByText(fixtures.goods503.goodsName)).toBeTruthy()
  })
})

describe('the counts: pageViewsClick once a visit, clickViews on a pull-down', () => {
  it('a visit counts one view and shows the count', async () => {
    await openDetail(503)
    expect(api.countView).toHaveBeenCalledTimes(1)
    expect(api.countView).toHaveBeenCalledWith(503)
    expect(screen.getByText(`${fixtures.viewed503.views} 次浏览`)).toBeTruthy()
    expect(api.stats).not.toHaveBeenCalled()
  })

  it('a pull-down reads the counts again (clickViews) without counting, and reloads the goods and its zone', async () => {
    await openDetail(503)
    await pullDown()
    await flush()
    expect(api.stats).toHaveBeenCalledWith(503)
    expect(api.countView).toHaveBeenCalledTimes(1)
    expect(api.goods).toHaveBeenCalledTimes(2)
    expect(api.zone).toHaveBeenCalledTimes(2)
    expect(screen.getByText('9 次浏览')).toBeTruthy()
  })
})

describe("an audition to book: '已预约' once ifSubscribe says so", () => {
  it('a guest is not asked and sees 预约试听', async () => {
    const { container } = await openDetail(527)
    expect(api.subscribed).not.toHaveBeenCalled()
    expect(barButton(container).textContent).toBe('预约试听')
  })

  it('a learner who booked it: 已预约, and a tap books nothing', async () => {
    session.isLoggedIn = true
    session.uid = 7
    api.subscribed.mockResolvedValue(fixtures.booked527)
    const { container } = await openDetail(527)
    expect(api.subscribed).toHaveBeenCalledWith(527)
    expect(barButton(container).textContent).toBe('已预约')
    expect(barButton(container).getAttribute('data-booked')).toBe('1')
    fireEvent.click(barButton(container))
    await flush()
    expect(api.subscribe).not.toHaveBeenCalled()
  })

  it('a learner who has not: 预约试听; booking asks again and shows 已预约', async () => {
    session.isLoggedIn = true
    session.uid = 7
    api.subscribe.mockResolvedValue(fixtures.booked527)
    const { container } = await openDetail(527)
    expect(barButton(container).textContent).toBe('预约试听')
    api.subscribed.mockResolvedValue(fixtures.booked527)
    fireEvent.click(barButton(container))
    await flush()
    await flush()
    expect(api.subscribe).toHaveBeenCalledWith(527)
    expect(api.subscribed).toHaveBeenCalledTimes(2)
    expect(barButton(container).textContent).toBe('已预约')
  })

  it('a goods open now is not asked about', async () => {
    session.isLoggedIn = true
    await openDetail(503)
    expect(api.subscribed).not.toHaveBeenCalled()
  })
})

describe('/audition: the cards to book', () => {
  it("a learner's booked audition reads 已预约; the other 预约试听", async () => {
    session.isLoggedIn = true
    session.uid = 7
    const other = { ...fixtures.goods527, id: 528, goodsName: '高新企业研发费用（直播试听）' }
    api.auditionCategories.mockResolvedValue([])
    api.auditionPage.mockImplementation(async (type: number) => ({ page: { currentPage: 1, totalPages: 1, total: 2 }, list: type === 3 ? [fixtures.goods527, other] : [] }))
    api.subscribed.mockImplementation(async (id: number) => (id === 527 ? fixtures.booked527 : { bizId: id, subscribed: false }))
    Current.router = { params: {}, path: '/packages/knowledge/audition/index' } as never
    const { container } = page(<AuditionPage />)
    await flush()
    await flush()
    const label = (id: number) => container.querySelector(`.k-card[data-knowledge-id="${id}"] .k-card__study`)!.textContent
    expect(label(527)).toBe('已预约')
    expect(label(528)).toBe('预约试听')
    expect(api.subscribed.mock.calls.map((c) => c[0]).sort()).toEqual([527, 528])
  })
})
