/**
 * My page (docs/spec/content-access.md section 2; docs/spec/ordering-payment.md section 9): the unpaid badge ('' at 0, the count,
 * '99+' above 100; only when logged in), the logged-out view, the order, favourites and customer-service entries,
 * and logout only after a confirmation.
 */
jest.mock('@/platform/ui')
jest.mock('@/platform/navigation')

import { act, fireEvent, screen } from '@testing-library/react'
import { observable, runInAction } from 'mobx'
import { currentUrl, navigateTo } from '@/platform/navigation'
import type { Stores } from '@/stores'
import { button } from '../../../tests/jest/dom'
import { renderPage } from '../../../tests/jest/renderPage'
import { adGoodsApi } from '../../../tests/jest/adBanners'
import MinePage from './index'
import { quietNutuiTransitions } from '../../../tests/jest/quiet'

const session = observable({
  token: '',
  user: null as null | { nickName: string; mobile: string; userClient: number },
  get isLoggedIn() { return this.token !== '' },
  get userClient() { return this.user?.userClient },
  verify: jest.fn(),
  logout: jest.fn(),
}, { verify: false, logout: false })
const fakeStaff = observable({ showHomeTab: false, canBind: false, isBinding: false, bind: jest.fn() }, { bind: false })
const list = jest.fn()
// The account rows' profile never answers here: their own test is AccountSecurity.test.tsx.
const accountApi = { getUserInfo: jest.fn(() => new Promise<never>(() => {})) }
// The ad place's banners, as the reference server answers place 64.
const goodsApi = adGoodsApi()
const flush = () => act(async () => { await new Promise((r) => setTimeout(r, 0)) })

function logIn() {
  runInAction(() => {
    session.token = 'tok'
    session.user = { nickName: '8000', mobile: '13800138000', userClient: 1 }
  })
}

function logOut() {
  runInAction(() => {
    session.token = ''
    session.user = null
  })
}

async function openMine(staff: Partial<Stores['staff']> = fakeStaff) {
  const view = renderPage(<MinePage />, { services: { orderApi: { list }, accountApi, goodsApi }, stores: { session: session as never, staff } })
  await flush()
  return view
}

/** The number on the unpaid entry's badge (the app's .mine-orders__badge: its icon has no text). */
const badgeText = (container: HTMLElement) =>
  container.querySelector('.mine-orders__entry--unpaid .mine-orders__badge')?.textContent ?? ''

beforeAll(() => {
  quietNutuiTransitions()
})

beforeEach(() => {
  jest.clearAllMocks()
  logOut()
  session.verify.mockResolvedValue(true)
  session.logout.mockImplementation(async () => logOut())
  list.mockResolvedValue({ page: { currentPage: 1, totalPages: 1 }, orderList: [], unPayNum: 0 })
})

describe('unpaid badge: "unpaid badge shows 99+ when above 100"', () => {
  it.each([
    [0, ''],
    [5, '5'],
    [100, '100'],
    [101, '99+'],
  ])('%s unpaid -> %p', async (count, text) => {
    logIn()
    list.mockResolvedValue({ page: { currentPage: 1, totalPages: 1 }, orderList: [], unPayNum: count })
    const { container } = await openMine()
    expect(list).toHaveBeenCalledWith({ page: 1, pageSize: 1 })
    expect(badgeText(container)).toBe(text)
  })

  it('asks for the count only once the token is verified; a rejected token shows no badge', async () => {
    logIn()
    session.verify.mockResolvedValue(false)
    const { container } = await openMine()
    expect(list).not.toHaveBeenCalled()
    expect(badgeText(container)).toBe('')
  })
})

describe('logged out', () => {
  it('shows the login button, no account, no badge, no logout; asks for no orders', async () => {
    const { container } = await openMine()
    expect(button('登录/注册')).toBeTruthy()
    expect(screen.queryByText('13800138000')).toBeNull()
    expect(screen.queryByText('退出登录')).toBeNull()
    expect(container.querySelector('.mine-orders__badge')).toBeNull()
    expect(list).not.toHaveBeenCalled()
    jest.mocked(currentUrl).mockReturnValue('/publicPage/newmypage')
    fireEvent.click(button('登录/注册'))
    expect(navigateTo).toHaveBeenCalledWith('/login?redirect=%2FpublicPage%2Fnewmypage')
  })
})

describe('logged in', () => {
  it('shows the nickname and mobile', async () => {
    logIn()
    await openMine()
    expect(screen.getByText('8000')).toBeTruthy()
    expect(screen.getByText('138****8000')).toBeTruthy()
    expect(screen.queryByText('登录/注册')).toBeNull()
  })
})

describe('entries', () => {
  it.each([
    ['全部订单', '/ty/myOrder'],
    ['待付款', '/ty/myOrder?tagStatus=1'],
    ['我的收藏', '/favourites'],
    ['客服', '/ty/kefu'],
  ])('%s opens %s', async (text, url) => {
    await openMine()
    fireEvent.click(screen.getByText(text))
    expect(navigateTo).toHaveBeenCalledWith(url)
  })
})

describe('logout', () => {
  it('asks first; cancelling keeps the learner logged in', async () => {
    logIn()
    await openMine()
    fireEvent.click(button('退出登录'))
    await flush()
    expect(screen.getByText('确定要退出登录吗？')).toBeTruthy()
    expect(session.logout).not.toHaveBeenCalled()
    fireEvent.click(button('取消'))
    await flush()
    expect(session.logout).not.toHaveBeenCalled()
    expect(screen.getByText('138****8000')).toBeTruthy()
  })

  it('logs out once confirmed, then shows the logged-out view without a badge', async () => {
    logIn()
    list.mockResolvedValue({ page: { currentPage: 1, totalPages: 1 }, orderList: [], unPayNum: 5 })
    const { container } = await openMine()
    expect(badgeText(container)).toBe('5')
    fireEvent.click(button('退出登录'))
    await flush()
    fireEvent.click(button('确定'))
    await flush()
    expect(session.logout).toHaveBeenCalledTimes(1)
    expect(button('登录/注册')).toBeTruthy()
    expect(badgeText(container)).toBe('')
  })
})

describe('live, mock exams and the staff entries (docs/spec/content-access.md sections 2, 6, 7 bindingQwUser)', () => {
  const staff = fakeStaff
  afterEach(() => runInAction(() => {
    staff.showHomeTab = false
    staff.canBind = false
  }))

  it('everyone finds the free live classes and the mock exams', async () => {
    await openMine()
    fireEvent.click(screen.getByText('免费直播'))
    expect(navigateTo).toHaveBeenLastCalledWith('/liveCenter')
    fireEvent.click(screen.getByText('模拟考试'))
    expect(navigateTo).toHaveBeenLastCalledWith('/mockExam')
    expect(screen.queryByText('绑定企业微信')).toBeNull()
    expect(screen.queryByText('销售工作台')).toBeNull()
  })

  it('an unbound user of client 2 can bind the enterprise-messaging account', async () => {
    runInAction(() => { staff.canBind = true })
    staff.bind.mockResolvedValue({})
    await openMine()
    fireEvent.click(screen.getByText('绑定企业微信'))
    await flush()
    expect(staff.bind).toHaveBeenCalledTimes(1)
  })

  it('bound staff reach their home from here', async () => {
    runInAction(() => { staff.showHomeTab = true })
    await openMine()
    fireEvent.click(screen.getByText('销售工作台'))
    expect(navigateTo).toHaveBeenLastCalledWith('/publicPage/homeSchool')
  })
})

describe('binding from my page: one request however many taps, as the pay and submit buttons', () => {
  const { StaffStore } = jest.requireActual('@/stores/staff') as typeof import('@/stores/staff')
  it('twenty rapid taps on 绑定企业微信 send one bindingQwUser', async () => {
    logIn()
    let answer: (value: unknown) => void = () => undefined
    const api = {
      userInfo: jest.fn().mockResolvedValue({ uid: 9, mobile: '13500135000', userClient: 2, bindStatus: 0, qwUserId: null, qwTokenValid: false }),
      authorize: jest.fn(),
      bind: jest.fn(() => new Promise((resolve) => { answer = resolve })),
      member: jest.fn().mockResolvedValue({ qwUserId: 'LiQiang', name: '李强', department: '渠道三部', avatar: '', bindStatus: 0 }),
    }
    const box: { value: unknown } = { value: undefined }
    const staff = new StaffStore(api as never, session as never, { read: () => box.value, write: (v) => { box.value = v }, remove: () => undefined })
    await staff.refresh()
    await openMine(staff)
    const bind = screen.getByText('绑定企业微信')
    for (let i = 0; i < 20; i++) fireEvent.click(bind)
    await flush()
    expect(api.bind).toHaveBeenCalledTimes(1)
    await act(async () => answer({ qwToken: 'qw1', expireTime: Date.now() + 86_400_000, qwUserInfo: { uid: 9, userClient: 2, bindStatus: 1, qwUserId: 'LiQiang', distributorCode: 'D1003', showHomeTab: true, qwTokenValid: true } }))
    await flush()
    expect(api.bind).toHaveBeenCalledTimes(1)
    expect(screen.getByText('销售工作台')).toBeTruthy()
  })

  // Section 7 "Account": "wxGetUserInfo (token; code 4007 means not in a group, treated as false)".
  it('a user of client 2 who is not in the enterprise group (wxGetUserInfo 4007) is not offered 绑定企业微信', async () => {
    logIn()
    const api = {
      userInfo: jest.fn().mockResolvedValue({ uid: 8, mobile: '13900139000', userClient: 2, bindStatus: 0, qwUserId: null, qwTokenValid: false }),
      authorize: jest.fn(),
      bind: jest.fn(),
      member: jest.fn().mockResolvedValue(false),
    }
    const staff = new StaffStore(api as never, session as never, { read: () => undefined, write: () => undefined, remove: () => undefined })
    await staff.refresh()
    await openMine(staff)
    expect(api.member).toHaveBeenCalledTimes(1)
    expect(screen.queryByText('绑定企业微信')).toBeNull()
    expect(screen.getByText('免费直播')).toBeTruthy()
  })
})

// The ad places (docs/spec/content-access.md section 9): my page's is the third, 64 in a build for any environment but production.
it('shows its ad place to a guest and to a learner, after the menus, counting the show', async () => {
  for (const login of [false, true]) {
    if (login) logIn()
    const { container, unmount } = await openMine()
    await flush()
    expect(goodsApi.banners).toHaveBeenLastCalledWith(64)
    const place = container.querySelector('.ad-banner[data-ad-place="64"]')!
    expect(place.querySelector('[data-banner-id="6401"]')).not.toBeNull()
    // After the menus (and logout): below the fold.
    expect(container.querySelector('.mine-page__learn')!.compareDocumentPosition(place) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
    expect(goodsApi.bannerPv).toHaveBeenCalledWith({ bannerId: 6401, showPlaceId: 64, websiteId: 1, type: 0 })
    unmount()
  }
})
