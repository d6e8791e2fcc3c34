/**
 * Single sign-on on H5 (docs/spec/content-access.md sections 3 and 4): a learner signed in on the provider's domain arrives
 * with only the SSOTOKEN cookie. The session reads it as its token and the check before each navigation asks
 * userInfo with it: 200 logs the learner in, 401 clears it (cookie and all) and the learner is a guest, asked once.
 * Over the real H5 credential store (cookies in jsdom) and a fake account service.
 */
import Taro from '@tarojs/taro'
import type { UserInfo } from '@contract/api'
import { credentials } from './credentials.h5'
import { ApiError } from '@/services/request'
import { SessionStore, type SessionAccountApi } from '@/stores/session'

const USER: UserInfo = { uid: 42, mobile: '13800138000', nickName: '8000', userClient: 1 }

function account(answer: () => Promise<UserInfo>) {
  return {
    getOtp: jest.fn(),
    loginAndRegister: jest.fn(),
    weChatLogin: jest.fn(),
    userInfo: jest.fn(answer),
    logout: jest.fn(async () => null),
  } satisfies SessionAccountApi
}

const cookieNames = () => document.cookie.split('; ').filter(Boolean).map((c) => c.slice(0, c.indexOf('=')))

beforeEach(() => {
  for (const name of cookieNames()) document.cookie = `${name}=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT`
  Taro.clearStorageSync()
  document.cookie = 'SSOTOKEN=sso-token; path=/'
})

it('a learner with only SSOTOKEN is logged in once userInfo accepts it', async () => {
  const api = account(async () => USER)
  const session = new SessionStore(credentials, api)
  expect(session.token).toBe('sso-token')
  await expect(session.verify()).resolves.toBe(true)
  expect(api.userInfo).toHaveBeenCalledTimes(1)
  expect(session).toMatchObject({ isLoggedIn: true, uid: 42, isChecked: true })
  expect(session.user).toEqual(USER)
  expect(credentials.readUserData()).toEqual({ uid: 42, token: 'sso-token', userClient: USER.userClient })
  // Verified: the next pages do not ask again.
  await session.verify()
  expect(api.userInfo).toHaveBeenCalledTimes(1)
})

it('a bad SSOTOKEN (401) is cleared: a guest, the cookie gone, asked once', async () => {
  const api = account(async () => {
    throw new ApiError(401, '登录已失效')
  })
  const session = new SessionStore(credentials, api)
  await expect(session.verify()).resolves.toBe(false)
  expect(session).toMatchObject({ isLoggedIn: false, token: '', uid: 0 })
  expect(cookieNames()).not.toContain('SSOTOKEN')
  await session.verify()
  expect(api.userInfo).toHaveBeenCalledTimes(1)
  // A new load reads no token either.
  expect(new SessionStore(credentials, api).isLoggedIn).toBe(false)
})

it('logout removes SSOTOKEN', async () => {
  const session = new SessionStore(credentials, account(async () => USER))
  await session.verify()
  await session.logout()
  expect(cookieNames()).not.toContain('SSOTOKEN')
  expect(new SessionStore(credentials, account(async () => USER)).isLoggedIn).toBe(false)
})
