/**
 * /live?liveId= (docs/spec/content-access.md sections 2 "/live", 3 "Live status 1..4", 7 getLiveInfo and the Subscribe calls):
 * anyone sees the class; a class not started yet shows 'N人已预约' and can be reserved right here, by a learner at
 * once (subscribeGoods) and by a guest after the login it asks for (loginAfterLiveReservation), and then reads
 * 已预约; the stream and the replay need a login.
 */
jest.mock('@tarojs/taro', () => jest.requireActual('../../../../tests/jest/taroPage').taroWithPageFrame())
jest.mock('@/platform/ui')
jest.mock('@/platform/navigation')

import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import { Current } from '@tarojs/runtime'
import type { LiveInfo } from '@contract/live'
import { navigateTo } from '@/platform/navigation'
import { toast } from '@/platform/ui'
import { quietTaroMedia } from '../../../../tests/jest/goods'
import { button, field, query, typeInto } from '../../../../tests/jest/dom'
import { renderPage } from '../../../../tests/jest/renderPage'
import LiveRoomPage from './index'

const session: { isLoggedIn: boolean; token: string; uid: number; [call: string]: unknown } = {
  isLoggedIn: false,
  token: '',
  uid: 0,
  sendCode: jest.fn(() => Promise.resolve(null)),
  loginWithCode: jest.fn(() => {
    Object.assign(session, { isLoggedIn: true, token: 'tok', uid: 7 })
    return Promise.resolve({})
  }),
}
const staff = { facts: { loggedIn: false, userClient: undefined, bindStatus: undefined, qwUserId: undefined } }
const info = (liveId: number, liveStatus: 1 | 2 | 3 | 4, withToken: boolean): LiveInfo => ({
  liveId, liveStatus, liveName: `直播${liveId}`, livePic: '/media/cover/live.png', liveTeacher: '王老师', liveTeacherPic: '',
  liveStartTime: '2025-05-26 19:00:00', liveEndTime: '2025-05-26 21:00:00', subscribeNum: 100 + liveId,
  liveUrl: liveStatus === 2 && withToken ? '/media/live.mp4' : null, liveBackUrl: liveStatus === 4 && withToken ? '/media/replay.mp4' : null,
  introduction: '<p>直播介绍</p>', websiteId: 1,
})
const STATUS: Record<number, 1 | 2 | 3 | 4> = { 1: 2, 2: 1, 6: 4 }
const api = {
  liveInfo: jest.fn(async (liveId: number) => info(liveId, STATUS[liveId], session.isLoggedIn)),
  reserve: jest.fn(async (liveId: number) => ({ liveId, subscribed: true, subscribeNum: 101 + liveId })),
  reserveAfterLogin: jest.fn(async (liveId: number) => ({ liveId, subscribed: true, subscribeNum: 101 + liveId })),
  reservations: jest.fn(async (ids: number[]) => ids.map((liveId) => ({ liveId, subscribed: false, subscribeNum: 100 + liveId }))),
}
const flush = async () => {
  for (let i = 0; i < 3; i++) await act(async () => { await new Promise((r) => setTimeout(r, 0)) })
}
async function open(liveId: number) {
  Current.router = { params: { liveId: String(liveId) }, path: '/live' } as never
  const view = renderPage(<LiveRoomPage />, { services: { liveApi: api }, stores: { session: session as never, staff } })
  await flush()
  return view
}
const reserveButton = () => query('.live-room__reserve') as HTMLElement
const booked = () => query('.live-room__booked')?.textContent
async function logIn(submit: string) {
  await typeInto(await field('请输入手机号'), '13800138000')
  await typeInto(await field('请输入验证码'), '123456')
  fireEvent.click(button(submit))
  await flush()
  await flush()
}

beforeAll(() => {
  quietTaroMedia()
  // jsdom has no media playback: the <video> Taro renders calls load().
  jest.spyOn(HTMLMediaElement.prototype, 'load').mockImplementation(() => undefined)
})
beforeEach(() => {
  jest.clearAllMocks()
  Object.assign(session, { isLoggedIn: false, token: '', uid: 0 })
})

describe('a class not started yet', () => {
  it('a guest sees it with \'102人已预约\' and 预约直播; the login popup, then the class reserved (loginAfterLiveReservation) and 已预约', async () => {
    await open(2)
    expect(api.liveInfo).toHaveBeenCalledWith(2)
    expect(screen.getByText('直播2')).toBeTruthy()
    expect(booked()).toBe('102人已预约')
    expect(reserveButton().textContent).toBe('预约直播')
    expect(api.reservations).not.toHaveBeenCalled()
    fireEvent.click(reserveButton())
    await flush()
    expect(screen.getByText('登录后预约直播')).toBeTruthy()
    await logIn('登录并预约')
    expect(api.reserveAfterLogin).toHaveBeenCalledWith(2)
    expect(api.reserve).not.toHaveBeenCalled()
    expect(reserveButton().textContent).toBe('已预约')
    expect(reserveButton()).toHaveAttribute('aria-disabled', 'true')
    expect(booked()).toBe('103人已预约')
    expect(toast).toHaveBeenCalledWith('预约成功')
    expect(navigateTo).not.toHaveBeenCalled()
  })

  it('a learner reserves at once (subscribeGoods); taps after that ask nothing', async () => {
    Object.assign(session, { isLoggedIn: true, token: 'tok', uid: 7 })
    await open(2)
    expect(api.reservations).toHaveBeenCalledWith([2])
    expect(reserveButton().textContent).toBe('预约直播')
    fireEvent.click(reserveButton())
    await flush()
    expect(api.reserve).toHaveBeenCalledWith(2)
    expect(reserveButton().textContent).toBe('已预约')
    fireEvent.click(reserveButton())
    await flush()
    expect(api.reserve).toHaveBeenCalledTimes(1)
  })

  it('a learner who reserved it already: 已预约 from loginCheckSubscribeGoods', async () => {
    Object.assign(session, { isLoggedIn: true, token: 'tok', uid: 7 })
    api.reservations.mockResolvedValueOnce([{ liveId: 2, subscribed: true, subscribeNum: 140 }])
    await open(2)
    expect(reserveButton().textContent).toBe('已预约')
    expect(booked()).toBe('140人已预约')
  })
})

describe('the stream and the replay need a login', () => {
  it('a guest in a live class: no stream, 登录后观看; after the login the class is asked again and plays', async () => {
    const { container } = await open(1)
    expect(container.querySelector('video')).toBeNull()
    expect(query('.live-room__reserve')).toBeNull()
    fireEvent.click(button('登录后观看'))
    await flush()
    await logIn('登录')
    expect(api.liveInfo).toHaveBeenCalledTimes(2)
    await waitFor(() => expect(container.querySelector('video')).not.toBeNull())
  })

  it('a guest and a replay: 观看回放 opens the login popup first, then the replay', async () => {
    await open(6)
    fireEvent.click(button('观看回放'))
    await flush()
    expect(navigateTo).not.toHaveBeenCalled()
    await logIn('登录')
    expect(navigateTo).toHaveBeenCalledWith('/liveReplay?liveId=6')
  })
})
