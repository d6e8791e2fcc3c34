/**
 * The tab bar with the real staff store (docs/spec/content-access.md section 2: "The home tab is shown only to bound sales staff
 * on client 2; tabs are home, articles, course selection, mine"; section 6: "Bound sales staff (enterprise-messaging qw
 * user id, bind status, client 2)"). The enterprise user info comes from the qw service's center/user/info.
 */
jest.mock('@/platform/navigation')

import { act, fireEvent } from '@testing-library/react'
import { observable, runInAction } from 'mobx'
import type { UserData, UserInfo } from '@contract/api'
import type { QwBinding, QwUserInfo } from '@contract/staff'
import { navigateTo } from '@/platform/navigation'
import { ApiError } from '@/services/request'
import { SessionStore } from '@/stores/session'
import { StaffStore } from '@/stores/staff'
import { renderPage } from '../../../tests/jest/renderPage'
import { TabBar } from './index'

/** The session as the tab bar reads it, observable so a login re-renders it. */
const session = observable({
  token: '', uid: 0, user: null as null | { userClient: number }, checked: true,
  get isLoggedIn() { return this.token !== '' }, get userClient() { return this.user?.userClient }, get isChecked() { return this.checked },
  verify: jest.fn(async () => true),
  // The store's identify() (src/stores/session.test.ts): the check, when one is due.
  identify: jest.fn(async () => { if (!session.checked) await session.verify() }),
}, { verify: false, identify: false })
let staff: StaffStore
const renderTabBar = () => renderPage(<TabBar current="pages/school/index" />, { stores: { session: session as never, staff } })
const info = (over: Partial<QwUserInfo> = {}): QwUserInfo => ({
  uid: 7, mobile: '13600136000', userClient: 2, bindStatus: 1, qwUserId: 'ZhangMin', name: '张敏', department: '渠道一部',
  distributorCode: 'D1001', showHomeTab: true, qwTokenValid: true, ...over,
})
const api = { userInfo: jest.fn(), authorize: jest.fn(), bind: jest.fn(), member: jest.fn(async () => false as const) }
let stored: unknown
const storage = { read: () => stored, write: (v: unknown) => { stored = v }, remove: () => { stored = undefined } }
/** The tabs' titles as the learner reads them, in order (each tab item is the app's .tab-bar__item). */
const titles = (c: HTMLElement) => [...c.querySelectorAll('.tab-bar__item')].map((e) => e.textContent)
const flush = () => act(async () => { await new Promise((r) => setTimeout(r, 0)) })

async function showAs(userClient: number, answer: QwUserInfo) {
  runInAction(() => {
    session.token = 'tok'
    session.uid = 7
    session.user = { userClient }
  })
  api.userInfo.mockResolvedValue(answer)
  const view = renderTabBar()
  await act(() => staff.refresh())
  return view
}

beforeEach(() => {
  jest.clearAllMocks()
  stored = undefined
  staff = new StaffStore(api, session as never, storage, () => 1_750_000_000_000)
  runInAction(() => {
    session.token = ''
    session.user = null
    session.checked = true
  })
})

it('a bound staff member on client 2 gets home, articles, course selection, mine', async () => {
  const { container } = await showAs(2, info())
  expect(titles(container)).toEqual(['首页', '资讯', '选课', '我的'])
  fireEvent.click(container.querySelector('.tab-bar__item--courses')!)
  expect(navigateTo).toHaveBeenCalledWith('/publicPage/textualResearch')
})

it.each([
  ['a learner (client 1)', 1, info({ userClient: 1, bindStatus: 0, qwUserId: null, showHomeTab: false }), ['网校', '首页', '资讯', '我的']],
  ['an unbound user of client 2', 2, info({ bindStatus: 0, qwUserId: null, showHomeTab: false }), ['网校', '首页', '资讯', '我的']],
  ['a bound user of client 1', 1, info({ userClient: 1 }), ['网校', '首页', '资讯', '我的']],
])('%s gets the ordinary tabs', async (_who, client, answer, tabs) => {
  const { container } = await showAs(client, answer)
  expect(titles(container)).toEqual(tabs)
})

it('a guest gets the ordinary tabs and no enterprise call', async () => {
  const { container } = renderTabBar()
  await act(() => staff.refresh())
  expect(titles(container)).toEqual(['网校', '首页', '资讯', '我的'])
  expect(api.userInfo).not.toHaveBeenCalled()
})

it('the home tab goes when the session is cleared (logout)', async () => {
  const { container } = await showAs(2, info())
  expect(titles(container)[0]).toBe('首页')
  runInAction(() => {
    session.token = ''
    session.user = null
  })
  await flush()
  expect(titles(container)).toEqual(['网校', '首页', '资讯', '我的'])
})

it('a bound staff member whose qw token is missing gets a new one (authorization), kept 30 days', async () => {
  const binding: QwBinding = { qwToken: 'qw-new', expireTime: 1_750_000_000_000 + 30 * 86_400_000, qwUserInfo: info() }
  api.authorize.mockResolvedValue(binding)
  const { container } = await showAs(2, info({ qwTokenValid: false }))
  expect(api.userInfo).toHaveBeenCalledWith('')
  expect(api.authorize).toHaveBeenCalled()
  expect(stored).toEqual({ token: 'qw-new', expireTime: binding.expireTime })
  expect(staff.qwToken()).toBe('qw-new')
  expect(titles(container)[0]).toBe('首页')
})

// docs/spec/content-access.md section 2: "My page is the route myPage when the user client type is 1, else newmypage"; section 4:
// "Before each navigation a stored token is checked against the user-info call". After a reload only the token is
// known: who the user is comes with the check.
describe('我的 straight after a reload', () => {
  const reloadedAs = (userClient: number) => {
    runInAction(() => {
      session.token = 'tok'
      session.user = null
      session.checked = false
    })
    let answer!: () => void
    session.verify.mockImplementation(() => new Promise<boolean>((resolve) => {
      answer = () => {
        runInAction(() => {
          session.user = { userClient }
          session.checked = true
        })
        resolve(true)
      }
    }))
    return () => answer()
  }

  it.each([
    [1, '/publicPage/myPage'],
    [2, '/publicPage/newmypage'],
  ])('client %p: the tap waits for the check, then opens %p', async (client, url) => {
    const answer = reloadedAs(client)
    const { container } = renderTabBar()
    fireEvent.click(container.querySelector('.tab-bar__item--mine')!)
    await flush()
    expect(session.verify).toHaveBeenCalledTimes(1)
    expect(navigateTo).not.toHaveBeenCalled()
    answer()
    await flush()
    expect(navigateTo).toHaveBeenCalledWith(url)
  })

  it('a checked session asks nothing more: the tab opens at once', async () => {
    runInAction(() => {
      session.token = 'tok'
      session.user = { userClient: 1 }
    })
    const { container } = renderTabBar()
    fireEvent.click(container.querySelector('.tab-bar__item--mine')!)
    await flush()
    expect(session.verify).not.toHaveBeenCalled()
    expect(navigateTo).toHaveBeenCalledWith('/publicPage/myPage')
  })

  it('a token the check refuses (401 clears it): 我的 opens newmypage as a guest', async () => {
    runInAction(() => {
      session.token = 'stale'
      session.checked = false
    })
    session.verify.mockImplementation(async () => {
      runInAction(() => {
        session.token = ''
        session.checked = true
      })
      return false
    })
    const { container } = renderTabBar()
    fireEvent.click(container.querySelector('.tab-bar__item--mine')!)
    await flush()
    expect(navigateTo).toHaveBeenCalledWith('/publicPage/newmypage')
  })
})

// The real session store: a check slower than its 3 s (the request layer's timeout) must not make a client-1
// learner's 我的 open newmypage.
describe('我的 after a check that timed out', () => {
  const timeout = () => new ApiError(0, '请求超时', undefined, 'timeout')
  const credentialsWith = (userData: UserData | null) => ({
    readToken: () => 'tok', writeToken: jest.fn(), readUserData: () => userData, writeUserData: jest.fn(), clear: jest.fn(),
  })
  const account = (answers: Array<() => Promise<UserInfo>>) => ({
    getOtp: jest.fn(), loginAndRegister: jest.fn(), weChatLogin: jest.fn(), logout: jest.fn(),
    userInfo: jest.fn(() => answers.shift()!()),
  })
  const client1: UserInfo = { uid: 7, mobile: '13800138000', nickName: '8000', userClient: 1 }

  it.each([
    ['the client stored with the token', { uid: 7, token: 'tok', userClient: 1 as const }, 1],
    ['no client stored: asked again without the 3 s limit', null, 2],
  ])('a client-1 learner gets myPage: %s', async (_name, userData, calls) => {
    const api = account([() => Promise.reject(timeout()), () => Promise.resolve(client1)])
    const real = new SessionStore(credentialsWith(userData), api)
    const { container } = renderPage(<TabBar current="pages/school/index" />, { stores: { session: real, staff } })
    fireEvent.click(container.querySelector('.tab-bar__item--mine')!)
    await flush()
    await flush()
    expect(api.userInfo).toHaveBeenCalledTimes(calls)
    expect(navigateTo).toHaveBeenCalledWith('/publicPage/myPage')
  })
})
