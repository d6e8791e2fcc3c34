/**
 * /liveCenter (docs/spec/content-access.md sections 2 "/liveCenter (free live)", 3 "Live status 1..4", 9 "Live time format
 * MM/dd hh:mm-hh:mm with the end date added if on another day"): each status shows its label, time and action; the
 * list is grouped live / upcoming / past; a tab asks for one status; a room or a replay needs login (the popup).
 */
jest.mock('@tarojs/taro', () => jest.requireActual('../../../../tests/jest/taroPage').taroWithPageFrame())
jest.mock('@/platform/ui')
jest.mock('@/platform/navigation')

import { act, fireEvent, screen, within } from '@testing-library/react'
import type { LiveItem } from '@contract/live'
import type { ReactElement } from 'react'
import { navigateTo } from '@/platform/navigation'
import { toast } from '@/platform/ui'
import { quietTaroMedia } from '../../../../tests/jest/goods'
import { reachBottom, resetPageFrame } from '../../../../tests/jest/taroPage'
import LiveCenterPage from './index'
import { button, field, query, queryAll, typeInto } from '../../../../tests/jest/dom'
import { renderPage } from '../../../../tests/jest/renderPage'

const session = {
  isLoggedIn: false,
  token: '',
  sendCode: jest.fn(() => Promise.resolve(null)),
  loginWithCode: jest.fn(() => {
    session.isLoggedIn = true
    session.token = 'tok'
    return Promise.resolve({})
  }),
}
const staff = { facts: { loggedIn: false, userClient: undefined, bindStatus: undefined, qwUserId: undefined } }
const api = { lives: jest.fn(), reserve: jest.fn(), reserveAfterLogin: jest.fn(), reservations: jest.fn() }
/** The live centre with the fake live service (its reservation store made over it and the session). */
const render = (ui: ReactElement) => renderPage(ui, { services: { liveApi: api }, stores: { session: session as never, staff } })
const flush = () => act(async () => { await new Promise((r) => setTimeout(r, 0)) })

const live = (liveId: number, liveStatus: 1 | 2 | 3 | 4, start: string, end: string): LiveItem => ({
  liveId, liveStatus, liveName: `直播${liveId}`, livePic: '', liveTeacher: '老师', liveTeacherPic: '',
  liveStartTime: start, liveEndTime: end, liveUrl: null, liveBackUrl: null, subscribeNum: 100 + liveId,
})
const ITEMS = [
  live(1, 2, '2025-05-25 10:00:00', '2025-05-25 12:00:00'),
  live(2, 1, '2025-05-26 19:00:00', '2025-05-26 21:00:00'),
  live(4, 1, '2025-05-28 23:00:00', '2025-05-29 01:00:00'),
  live(6, 4, '2025-05-24 19:00:00', '2025-05-24 21:00:00'),
  live(8, 3, '2025-05-23 19:00:00', '2025-05-23 20:30:00'),
]
const page = (list: LiveItem[], currentPage = 1, totalPages = 1) => ({ page: { currentPage, totalPages, total: list.length }, list })
const card = (id: number) => query(`.live-card[data-live-id="${id}"]`) as HTMLElement

beforeAll(quietTaroMedia)
beforeEach(() => {
  jest.clearAllMocks()
  resetPageFrame()
  session.isLoggedIn = false
  session.token = ''
  api.lives.mockResolvedValue(page(ITEMS))
  api.reservations.mockImplementation(async (ids: number[]) => ids.map((liveId) => ({ liveId, subscribed: liveId === 4, subscribeNum: 100 + liveId })))
  api.reserve.mockImplementation(async (liveId: number) => ({ liveId, subscribed: true, subscribeNum: 101 + liveId }))
  api.reserveAfterLogin.mockImplementation(async (liveId: number) => ({ liveId, subscribed: true, subscribeNum: 101 + liveId }))
})

it('asks for every status first, 10 a page', async () => {
  render(<LiveCenterPage />)
  await flush()
  expect(api.lives).toHaveBeenCalledWith(1, undefined)
})

it.each([
  [1, '直播中', '05/25 10:00-12:00', '进入直播'],
  [2, '未开始', '05/26 19:00-21:00', '预约'],
  [4, '未开始', '05/28 23:00-05/29 01:00', '预约'],
  [6, '可回放', '05/24 19:00-21:00', '看回放'],
  [8, '已结束', '05/23 19:00-20:30', '暂无回放'],
])('live %p shows %p, %p and %p', async (id, label, time, action) => {
  render(<LiveCenterPage />)
  await flush()
  const el = card(id)
  expect(el.querySelector('.live-card__status')!.textContent).toBe(label)
  expect(el.querySelector('.live-card__time')!.textContent).toBe(time)
  expect(el.textContent).toContain(action)
})

it('groups the list: live, upcoming, past', async () => {
  render(<LiveCenterPage />)
  await flush()
  expect(queryAll('.live-group').map((e) => e.textContent)).toEqual(['正在直播', '即将开始', '往期回顾'])
  expect(screen.getByText('102人已预约')).toBeTruthy()
})

it('a logged-in learner opens the room of a live class and the replay of a past one; an ended one opens nothing', async () => {
  session.isLoggedIn = true
  render(<LiveCenterPage />)
  await flush()
  fireEvent.click(card(1))
  expect(navigateTo).toHaveBeenLastCalledWith('/live?liveId=1')
  fireEvent.click(card(6))
  expect(navigateTo).toHaveBeenLastCalledWith('/liveReplay?liveId=6')
  fireEvent.click(card(8))
  expect(navigateTo).toHaveBeenCalledTimes(2)
})

it('a guest who taps a live class gets the login popup, not the room', async () => {
  render(<LiveCenterPage />)
  await flush()
  fireEvent.click(card(1))
  await flush()
  expect(navigateTo).not.toHaveBeenCalled()
  expect(screen.getByText('登录后继续购买')).toBeTruthy()
})

it('the replay tab asks for status 4 only', async () => {
  render(<LiveCenterPage />)
  await flush()
  api.lives.mockResolvedValue(page([ITEMS[3]]))
  fireEvent.click(screen.getByText('精彩回放'))
  await flush()
  expect(api.lives).toHaveBeenLastCalledWith(1, 4)
  expect(queryAll('.live-card')).toHaveLength(1)
})

it('loads the next page near the bottom and says 没有更多了 at the end', async () => {
  api.lives.mockImplementation((p) => Promise.resolve(page(p === 1 ? ITEMS.slice(0, 3) : ITEMS.slice(3), p, 2)))
  render(<LiveCenterPage />)
  await flush()
  expect(queryAll('.live-card')).toHaveLength(3)
  await reachBottom()
  expect(api.lives).toHaveBeenLastCalledWith(2, undefined)
  expect(queryAll('.live-card')).toHaveLength(5)
  expect(screen.getByText('没有更多了')).toBeTruthy()
})

// Section 7 "Account": "Subscribe: GET app/subscribeGoods, loginCheckSubscribeGoods, loginAfterSubscribeGoods,
// loginAfterLiveReservation". A class not started yet shows 'N人已预约' and can be reserved.
describe('reserving a class not started yet', () => {
  const reserveButton = (id: number) => card(id).querySelector('.live-card__reserve') as HTMLElement
  const booked = (id: number) => card(id).querySelector('.live-card__booked')!.textContent

  it('only classes not started yet offer it; a guest is not asked who reserved what', async () => {
    render(<LiveCenterPage />)
    await flush()
    expect(queryAll('.live-card__reserve').map((b) => b.closest('.live-card')!.getAttribute('data-live-id'))).toEqual(['2', '4'])
    expect(api.reservations).not.toHaveBeenCalled()
  })

  it('a logged-in learner sees what they reserved (loginCheckSubscribeGoods) and reserves at once (subscribeGoods): 已预约, the count moves, the room stays shut', async () => {
    session.isLoggedIn = true
    session.token = 'tok'
    render(<LiveCenterPage />)
    await flush()
    expect(api.reservations).toHaveBeenCalledWith([2, 4])
    expect(card(4).getAttribute('data-reserved')).toBe('true')
    expect(reserveButton(4).textContent).toBe('已预约')
    expect(card(2).getAttribute('data-reserved')).toBe('false')
    expect(booked(2)).toBe('102人已预约')
    fireEvent.click(reserveButton(2))
    fireEvent.click(reserveButton(2))
    await flush()
    expect(api.reserve).toHaveBeenCalledTimes(1)
    expect(api.reserve).toHaveBeenCalledWith(2)
    expect(api.reserveAfterLogin).not.toHaveBeenCalled()
    expect(reserveButton(2).textContent).toBe('已预约')
    expect(booked(2)).toBe('103人已预约')
    expect(toast).toHaveBeenCalledWith('预约成功')
    expect(navigateTo).not.toHaveBeenCalled()
    fireEvent.click(reserveButton(2))
    await flush()
    expect(api.reserve).toHaveBeenCalledTimes(1)
  })

  it('a guest gets the login popup; logging in there reserves the class (loginAfterLiveReservation)', async () => {
    render(<LiveCenterPage />)
    await flush()
    fireEvent.click(reserveButton(2))
    await flush()
    expect(screen.getByText('登录后预约直播')).toBeTruthy()
    expect(api.reserve).not.toHaveBeenCalled()
    expect(api.reserveAfterLogin).not.toHaveBeenCalled()
    await typeInto(await field('请输入手机号'), '13800138000')
    await typeInto(await field('请输入验证码'), '123456')
    fireEvent.click(button('登录并预约'))
    await flush()
    await flush()
    expect(session.loginWithCode).toHaveBeenCalledTimes(1)
    expect(api.reserveAfterLogin).toHaveBeenCalledWith(2)
    expect(api.reserve).not.toHaveBeenCalled()
    expect(card(2).getAttribute('data-reserved')).toBe('true')
    expect(booked(2)).toBe('103人已预约')
    expect(navigateTo).not.toHaveBeenCalled()
  })

  it('closing the popup reserves nothing', async () => {
    render(<LiveCenterPage />)
    await flush()
    fireEvent.click(reserveButton(4))
    await flush()
    fireEvent.click(within(query('.login-popup')!).getByRole('button', { name: '关闭' }))
    await flush()
    expect(api.reserveAfterLogin).not.toHaveBeenCalled()
    expect(card(4).getAttribute('data-reserved')).toBe('false')
  })
})
