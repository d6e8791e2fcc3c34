/**
 * /authorize, "third-party login in progress" (docs/spec/content-access.md section 2; section 7's OAuth GETs): the return is
 * taken only with this tab's state; a linked account goes on to the kept page, a new one binds a phone first; failures
 * say why and lead back to login.
 */
jest.mock('@/platform/ui')
jest.mock('@/platform/navigation')
const mockOAuth = { available: true, start: jest.fn(), takePending: jest.fn() }
jest.mock('@/platform/oauth', () => ({ get oauth() { return mockOAuth } }))

import { act, screen } from '@testing-library/react'
import { Current } from '@tarojs/runtime'
import type { OAuthTokens } from '@contract/account'
import { loginResult } from '../../../../tests/jest/account'
import { renderPage } from '../../../../tests/jest/renderPage'
import { button, field, tap, typeInto } from '../../../../tests/jest/dom'
import { redirectTo } from '@/platform/navigation'
import { toast } from '@/platform/ui'
import { ApiError } from '@/services/request'
import AuthorizePage from './index'

const open = async (params: Record<string, string>) => {
  Current.router = { params, path: '/packages/account/authorize/index', onReady: '', onHide: '', onShow: '', shareTimelineTitle: '' } as never
  renderPage(<AuthorizePage />, { services: { accountApi }, stores: { session } })
  await act(async () => {})
}
const PENDING = { state: 's-1', redirect: '/ty/myOrder', at: Date.now() }
const TOKENS: OAuthTokens = { accessToken: 'at-1', refreshToken: 'rt-1', openid: 'open-1', expiresIn: 7200, scope: 'snsapi_userinfo' }
const accountApi = { oauthAccessToken: jest.fn(), oauthRefreshToken: jest.fn(), oauthUserInfo: jest.fn() }
const session = { setSession: jest.fn(), sendCode: jest.fn(), loginWithCode: jest.fn((_p: unknown) => Promise.resolve(loginResult())) }

beforeEach(() => {
  jest.clearAllMocks()
  accountApi.oauthAccessToken.mockResolvedValue(TOKENS)
  mockOAuth.available = true
  mockOAuth.takePending.mockReturnValue(PENDING)
})

it('a linked account: signed in with the code, on to the kept page', async () => {
  accountApi.oauthUserInfo.mockResolvedValue({ needPhone: false, nickname: '沙箱学员甲', avatar: '', ...loginResult() })
  await open({ code: 'c-1', state: 's-1' })
  expect(accountApi.oauthAccessToken).toHaveBeenCalledWith('c-1')
  expect(accountApi.oauthUserInfo).toHaveBeenCalledWith('at-1', 'open-1')
  expect(session.setSession).toHaveBeenCalledWith(loginResult())
  expect(toast).toHaveBeenCalledWith('登录成功')
  expect(redirectTo).toHaveBeenCalledWith('/ty/myOrder')
})

it('a new account binds a phone: the code login carries the ticket, then the kept page', async () => {
  accountApi.oauthUserInfo.mockResolvedValue({ needPhone: true, loginTicket: 'tk-1', nickname: '沙箱学员甲', avatar: '' })
  await open({ code: 'c-1', state: 's-1' })
  expect(screen.getByText('绑定手机号')).toBeTruthy()
  expect(screen.getByText('欢迎，沙箱学员甲')).toBeTruthy()
  await typeInto(await field('请输入手机号'), '13700137000')
  await typeInto(await field('请输入验证码'), '123456')
  await tap(button('绑定并登录'))
  expect(session.setSession).not.toHaveBeenCalled()
  expect(session.loginWithCode).toHaveBeenCalledWith(expect.objectContaining({ mobileNo: '13700137000', otp: '123456', oauthTicket: 'tk-1', triggerRegisterUrl: '/ty/myOrder' }))
  expect(redirectTo).toHaveBeenCalledWith('/ty/myOrder')
})

it.each([
  ['another state', { code: 'c-1', state: 'forged' }, PENDING, '授权已失效，请重新登录'],
  ['nothing started in this tab', { code: 'c-1', state: 's-1' }, null, '授权已失效，请重新登录'],
  ['a declined consent', { error: 'access_denied', state: 's-1' }, PENDING, '你已取消授权，可以使用手机号登录'],
])('%s: says why, asks nothing, leads back to login', async (_label, params, pending, message) => {
  mockOAuth.takePending.mockReturnValue(pending)
  await open(params)
  expect(screen.getByText(message)).toBeTruthy()
  expect(accountApi.oauthAccessToken).not.toHaveBeenCalled()
  await tap(button('返回登录'))
  expect(redirectTo).toHaveBeenCalledWith('/login?redirect=%2FpublicPage%2FtextualResearch')
})

it('a refused code says the server\'s reason and keeps the redirect for the login', async () => {
  accountApi.oauthAccessToken.mockRejectedValue(new ApiError(400, '授权已失效，请重新授权'))
  await open({ code: 'c-1', state: 's-1' })
  expect(screen.getByText('授权已失效，请重新授权')).toBeTruthy()
  await tap(button('返回登录'))
  expect(redirectTo).toHaveBeenCalledWith('/login?redirect=%2Fty%2FmyOrder')
})

it('where there is no web sign-in (the mini-program), it says so', async () => {
  mockOAuth.available = false
  await open({})
  expect(screen.getByText('当前环境不支持第三方登录，请使用手机号登录')).toBeTruthy()
})
