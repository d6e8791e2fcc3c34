/**
 * /login page (docs/spec/content-access.md section 2 "Code login form", section 4 "Code login"; section 5 business channel;
 * section 9 constants): titles per origin, and where a successful login goes.
 *
 * Test-environment workarounds (see also /work/shared/notes/taro-on-this-machine.md, "Tests"):
 * - The page's query comes from `useRouter()`, which reads Taro's `Current.router`: set before each render.
 */
jest.mock('@/platform/ui')
jest.mock('@/platform/navigation')
const mockSession = {
  sendCode: jest.fn((_phone: string) => Promise.resolve(null)),
  loginWithCode: jest.fn((_payload: unknown) => Promise.resolve(loginResult())),
  loginWithWeChat: jest.fn(),
}

import { act, fireEvent, screen } from '@testing-library/react'
import { button, field, typeInto } from '../../../tests/jest/dom'
import { renderPage } from '../../../tests/jest/renderPage'
import { loginResult } from '../../../tests/jest/account'
import { Current } from '@tarojs/runtime'
import { redirectTo } from '@/platform/navigation'
import { sessionWrite } from '@/platform/sessionMemo'
import { removeStored, writeStored } from '@/platform/storage'
import { toast } from '@/platform/ui'
import LoginPage from './index'

const redirectMock = redirectTo as jest.MockedFunction<typeof redirectTo>
const HOME = '/publicPage/textualResearch'

function openWith(params: Record<string, string>) {
  Current.router = { params, path: '/pages/login/index', onReady: '', onHide: '', onShow: '', shareTimelineTitle: '' } as never
  return renderPage(<LoginPage />, { stores: { session: mockSession } })
}

async function logIn(buttonText = '登录') {
  await typeInto(await field('请输入手机号'), '13800138000')
  await typeInto(await field('请输入验证码'), '123456')
  fireEvent.click(button(buttonText))
  await act(async () => {})
}

function title(container: HTMLElement): string {
  return container.querySelector('.login-page__title')?.textContent ?? ''
}

beforeEach(() => {
  jest.clearAllMocks()
  mockSession.loginWithCode.mockImplementation(() => Promise.resolve(loginResult()))
})

describe('titles by origin', () => {
  it("default: '验证码登录' with the login button", async () => {
    const { container } = openWith({})
    expect(title(container)).toBe('验证码登录')
    expect(button('登录')).toBeTruthy()
  })

  it("origin=pkg: '立即领取' (title and button)", () => {
    const { container } = openWith({ origin: 'pkg' })
    expect(title(container)).toBe('立即领取')
    expect(button('立即领取')).toBeTruthy()
  })

  it('origin=custom: the query title and btnText', () => {
    const { container } = openWith({ origin: 'custom', title: '领取资料', btnText: '立即领取' })
    expect(title(container)).toBe('领取资料')
    expect(button('立即领取')).toBeTruthy()
  })

  it("origin=custom without title or btnText: falls back to '验证码登录' and the login button", () => {
    const { container } = openWith({ origin: 'custom' })
    expect(title(container)).toBe('验证码登录')
    expect(button('登录')).toBeTruthy()
  })

  it('title and btnText are ignored without origin=custom', () => {
    const { container } = openWith({ title: 'X', btnText: 'Y' })
    expect(title(container)).toBe('验证码登录')
    expect(screen.queryByText('Y')).toBeNull()
  })
})

describe('asking for a code', () => {
  it('sends the typed phone through the session', async () => {
    openWith({})
    await typeInto(await field('请输入手机号'), '13800138000')
    fireEvent.click(screen.getByText('获取验证码'))
    await act(async () => {})
    expect(mockSession.sendCode).toHaveBeenCalledWith('13800138000')
  })
})

describe('after a successful login', () => {
  it('sends the login payload of the spec (businessId kuaiji, raceTrack 0, nickname = last 4 digits, channel h5)', async () => {
    openWith({ redirect: '/ty/myOrder?x=1' })
    await logIn()
    expect(mockSession.loginWithCode).toHaveBeenCalledTimes(1)
    expect(mockSession.loginWithCode.mock.calls[0][0]).toMatchObject({
      mobileNo: '13800138000',
      otp: '123456',
      businessId: 'kuaiji',
      raceTrack: 0,
      nickName: '8000',
      registerChannelId: 'h5',
      triggerRegisterUrl: '/ty/myOrder?x=1',
    })
  })

  it('a shared link\'s teacherId (kept for the session) and the stored business-channel pair go with it, the channel then zsh5', async () => {
    sessionWrite('referral', { teacherId: 'T7' })
    writeStored('webpageTopic', 'cpa-spring')
    writeStored('distributorCode', 'D1001')
    try {
      openWith({})
      await logIn()
      expect(mockSession.loginWithCode.mock.calls[0][0]).toMatchObject({
        teacherId: 'T7', webpageTopic: 'cpa-spring', distributorCode: 'D1001', registerChannelId: 'zsh5',
      })
    } finally {
      sessionWrite('referral', null)
      removeStored('webpageTopic')
      removeStored('distributorCode')
    }
  })

  it('goes to the redirect when it is a path of this app', async () => {
    openWith({ redirect: '/ty/myOrder?x=1' })
    await logIn()
    expect(toast).toHaveBeenCalledWith('登录成功')
    expect(redirectMock).toHaveBeenCalledTimes(1)
    expect(redirectMock).toHaveBeenCalledWith('/ty/myOrder?x=1')
  })

  it('origin=pkg logs in with its own button and still honours the redirect', async () => {
    openWith({ origin: 'pkg', redirect: '/publicPage/homeSchool' })
    await logIn('立即领取')
    expect(redirectMock).toHaveBeenCalledWith('/publicPage/homeSchool')
  })

  it.each([
    ['no redirect', undefined],
    ['an absolute URL', 'https://evil.com'],
    ['a protocol-relative URL', '//evil.com'],
    ['the login page', '/login'],
    ['an unknown path', '/nope'],
  ])('goes home with %s', async (_what, redirect) => {
    openWith(redirect === undefined ? {} : { redirect })
    await logIn()
    expect(redirectMock).toHaveBeenCalledTimes(1)
    expect(redirectMock).toHaveBeenCalledWith(HOME)
  })
})

describe('a failed login', () => {
  it('stays on the page: no navigation, no success toast, fields kept', async () => {
    mockSession.loginWithCode.mockImplementation(() => Promise.reject(new Error('验证码错误')))
    openWith({ redirect: '/ty/myOrder' })
    await logIn()
    expect(mockSession.loginWithCode).toHaveBeenCalledTimes(1)
    expect(redirectMock).not.toHaveBeenCalled()
    expect(toast).not.toHaveBeenCalledWith('登录成功')
    expect((await field('请输入手机号')).value).toBe('13800138000')
    expect((await field('请输入验证码')).value).toBe('123456')
  })
})
