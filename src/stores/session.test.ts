/**
 * SessionStore (docs/spec/content-access.md section 4 "Login state", section 7 userInfo, section 9 3 000 ms check)
 * over a fake credential store and a fake account API.
 */
import type { LoginPayload, LoginResult, UserData, UserInfo } from '@contract/api'
import type { CredentialStore } from '@/platform/types'
import { ApiError } from '@/services/request'
import { SessionStore, type SessionAccountApi } from './session'

/** A credential store kept in memory, with the keys the spec names. */
function fakeCredentials(initial: { token?: string; userData?: UserData | null } = {}) {
  const state = {
    cookies: new Map<string, string>(initial.token ? [['userToken', initial.token], ['token', initial.token]] : []),
    userData: initial.userData ?? null,
  }
  const store = {
    state,
    readToken: jest.fn(() => state.cookies.get('userToken') || state.cookies.get('token') || ''),
    writeToken: jest.fn((t: string) => {
      state.cookies.set('userToken', t)
      state.cookies.set('token', t)
    }),
    readUserData: jest.fn(() => state.userData),
    writeUserData: jest.fn((d: UserData) => {
      state.userData = d
    }),
    clear: jest.fn(() => {
      for (const k of ['userToken', 'token', 'SSOTOKEN', 'qwToken']) state.cookies.delete(k)
      state.userData = null
    }),
  } satisfies CredentialStore & { state: unknown }
  return store
}

function deferred<T>() {
  let resolve!: (v: T) => void
  let reject!: (e: unknown) => void
  const promise = new Promise<T>((res, rej) => {
    resolve = res
    reject = rej
  })
  return { promise, resolve, reject }
}

const USER: UserInfo = { uid: 42, mobile: '13800138000', nickName: '8000', userClient: 1 }
const LOGIN: LoginResult = { uid: 42, token: 'new-token', mobile: '13800138000', nickName: '8000', userClient: 1 }

function fakeAccount() {
  return {
    getOtp: jest.fn(async (_mobileNo: string) => null),
    loginAndRegister: jest.fn(async (_p: LoginPayload) => LOGIN),
    weChatLogin: jest.fn(),
    userInfo: jest.fn(async (_o?: { quiet?: boolean; timeout?: number }) => USER),
    logout: jest.fn(async () => null),
  } satisfies SessionAccountApi
}

function setup(initial?: Parameters<typeof fakeCredentials>[0]) {
  const credentials = fakeCredentials(initial)
  const account = fakeAccount()
  const session = new SessionStore(credentials, account)
  return { credentials, account, session }
}

describe('loading the stored session', () => {
  it('reads the stored token and the uid of matching user data', () => {
    const { session } = setup({ token: 'stored', userData: { uid: 7, token: 'stored' } })
    expect(session.token).toBe('stored')
    expect(session.uid).toBe(7)
    expect(session.isLoggedIn).toBe(true)
  })

  it('ignores user data written for another token', () => {
    const { session } = setup({ token: 'stored', userData: { uid: 7, token: 'old' } })
    expect(session.token).toBe('stored')
    expect(session.uid).toBe(0)
  })

  it('nothing stored: logged out', () => {
    const { session } = setup()
    expect(session.token).toBe('')
    expect(session.isLoggedIn).toBe(false)
  })
})

describe('setSession / clear', () => {
  it('setSession writes the token and userData {uid, token, userClient}', () => {
    const { session, credentials } = setup()
    session.setSession(LOGIN)
    expect(credentials.writeToken).toHaveBeenCalledWith('new-token')
    expect(credentials.writeUserData).toHaveBeenCalledWith({ uid: 42, token: 'new-token', userClient: 1 })
    expect(session.token).toBe('new-token')
    expect(session.uid).toBe(42)
    expect(session.userClient).toBe(1)
  })

  it('clear() empties the state and calls credentials.clear (userToken, token, SSOTOKEN, qwToken, userData)', () => {
    const { session, credentials } = setup({ token: 'stored', userData: { uid: 7, token: 'stored' } })
    credentials.state.cookies.set('SSOTOKEN', 'sso')
    credentials.state.cookies.set('qwToken', 'qw')
    session.clear()
    expect(credentials.clear).toHaveBeenCalledTimes(1)
    expect([...credentials.state.cookies.keys()]).toEqual([])
    expect(credentials.state.userData).toBeNull()
    expect(session.token).toBe('')
    expect(session.uid).toBe(0)
    expect(session.user).toBeNull()
    expect(session.isLoggedIn).toBe(false)
  })
})

describe('verify(): the pre-navigation check', () => {
  it('no token: false without a call', async () => {
    const { session, account } = setup()
    await expect(session.verify()).resolves.toBe(false)
    expect(account.userInfo).not.toHaveBeenCalled()
  })

  it('first call asks userInfo quietly with the 3 000 ms timeout, then stores user data', async () => {
    const { session, account, credentials } = setup({ token: 'stored' })
    await expect(session.verify()).resolves.toBe(true)
    expect(account.userInfo).toHaveBeenCalledTimes(1)
    expect(account.userInfo).toHaveBeenCalledWith({ quiet: true, timeout: 3000 })
    expect(credentials.writeUserData).toHaveBeenCalledWith({ uid: 42, token: 'stored', userClient: 1 })
    expect(session.user).toEqual(USER)
    expect(session.uid).toBe(42)
  })

  it('a verified token is cached: the second verify makes no call', async () => {
    const { session, account } = setup({ token: 'stored' })
    await session.verify()
    await expect(session.verify()).resolves.toBe(true)
    expect(account.userInfo).toHaveBeenCalledTimes(1)
  })

  it('a token set by login counts as verified', async () => {
    const { session, account } = setup()
    session.setSession(LOGIN)
    await expect(session.verify()).resolves.toBe(true)
    expect(account.userInfo).not.toHaveBeenCalled()
  })

  it('401 clears the session and answers false', async () => {
    const { session, account, credentials } = setup({ token: 'stored' })
    account.userInfo.mockRejectedValueOnce(new ApiError(401, 'expired'))
    await expect(session.verify()).resolves.toBe(false)
    expect(credentials.clear).toHaveBeenCalledTimes(1)
    expect(session.token).toBe('')
  })

  it('another code (e.g. 500) keeps the token, answers true, and is not cached', async () => {
    const { session, account, credentials } = setup({ token: 'stored' })
    account.userInfo.mockRejectedValueOnce(new ApiError(500, 'oops'))
    await expect(session.verify()).resolves.toBe(true)
    expect(credentials.clear).not.toHaveBeenCalled()
    await session.verify()
    expect(account.userInfo).toHaveBeenCalledTimes(2)
  })

  it.each([
    ['timeout', new ApiError(0, '请求超时', undefined, 'timeout')],
    ['network', new ApiError(0, '请求失败~~~', undefined, 'network')],
    ['non-ApiError', new Error('boom')],
  ])('a %s failure lets the learner in (true) but is not cached', async (_k, error) => {
    const { session, account, credentials } = setup({ token: 'stored' })
    account.userInfo.mockRejectedValueOnce(error)
    await expect(session.verify()).resolves.toBe(true)
    expect(session.token).toBe('stored')
    expect(credentials.clear).not.toHaveBeenCalled()
    await expect(session.verify()).resolves.toBe(true)
    expect(account.userInfo).toHaveBeenCalledTimes(2)
  })

  it('a token changed during the check is not marked verified (nor its user data written)', async () => {
    const { session, account, credentials } = setup({ token: 'old' })
    const pending = deferred<UserInfo>()
    account.userInfo.mockReturnValueOnce(pending.promise)
    const check = session.verify()
    // Another login replaces the token while the check of the old one runs.
    session.setSession({ ...LOGIN, token: 'other', uid: 9 })
    credentials.writeUserData.mockClear()
    pending.resolve(USER)
    await check
    expect(credentials.writeUserData).not.toHaveBeenCalled()
    expect(session.token).toBe('other')
    expect(session.uid).toBe(9)
  })

  it('a token cleared during the check is not cached as verified', async () => {
    const { session, account } = setup({ token: 'old' })
    const pending = deferred<UserInfo>()
    account.userInfo.mockReturnValueOnce(pending.promise)
    const check = session.verify()
    session.clear()
    pending.resolve(USER)
    await check
    // Logging in again with the same token string must be checked anew, not taken from a stale cache.
    ;(session as unknown as { token: string }).token = 'old'
    await session.verify()
    expect(account.userInfo).toHaveBeenCalledTimes(2)
  })

  it('checks asked while one runs share it: one userInfo call (the page shown, its gate, a tab tap)', async () => {
    const { session, account } = setup({ token: 'stored' })
    const pending = deferred<UserInfo>()
    account.userInfo.mockReturnValueOnce(pending.promise)
    const checks = [session.verify(), session.verify(), session.verify()]
    expect(session.isChecked).toBe(false)
    pending.resolve(USER)
    await expect(Promise.all(checks)).resolves.toEqual([true, true, true])
    expect(account.userInfo).toHaveBeenCalledTimes(1)
    expect(session.isChecked).toBe(true)
  })

  it('isChecked: true with no token or a verified one; false for a stored token not confirmed yet (or whose check timed out)', async () => {
    expect(setup().session.isChecked).toBe(true)
    const { session, account } = setup({ token: 'stored' })
    expect(session.isChecked).toBe(false)
    account.userInfo.mockRejectedValueOnce(new ApiError(0, '请求超时', undefined, 'timeout'))
    await session.verify()
    expect(session.isChecked).toBe(false)
    await session.verify()
    expect(session.isChecked).toBe(true)
    expect(session.userClient).toBe(1)
  })

  it('a check of a cleared token does not answer for the same token set again: that one is asked anew', async () => {
    const { session, account } = setup({ token: 'old' })
    const first = deferred<UserInfo>()
    account.userInfo.mockReturnValueOnce(first.promise)
    void session.verify()
    session.clear()
    ;(session as unknown as { token: string }).token = 'old'
    const second = session.verify()
    expect(account.userInfo).toHaveBeenCalledTimes(2)
    first.resolve(USER)
    await expect(second).resolves.toBe(true)
  })

  it('a 401 for an old token does not clear a newer session', async () => {
    const { session, account, credentials } = setup({ token: 'old' })
    const pending = deferred<UserInfo>()
    account.userInfo.mockReturnValueOnce(pending.promise)
    const check = session.verify()
    session.setSession({ ...LOGIN, token: 'fresh' })
    pending.reject(new ApiError(401, 'expired'))
    await expect(check).resolves.toBe(false)
    expect(credentials.clear).not.toHaveBeenCalled()
    expect(session.token).toBe('fresh')
  })
})

// 我的 opens myPage for client 1, else newmypage: who the user is must not be lost to a check slower than its 3 s.
describe('identify(): who the user is, for 我的', () => {
  const timeout = () => new ApiError(0, '请求超时', undefined, 'timeout')

  it('a check that times out after a reload keeps the client stored with the token', async () => {
    const { session, account } = setup({ token: 'stored', userData: { uid: 42, token: 'stored', userClient: 1 } })
    account.userInfo.mockRejectedValueOnce(timeout())
    await session.identify()
    expect(account.userInfo).toHaveBeenCalledTimes(1)
    expect(session.userClient).toBe(1)
  })

  it('a client stored with another token is not believed', () => {
    const { session } = setup({ token: 'stored', userData: { uid: 42, token: 'old', userClient: 1 } })
    expect(session.userClient).toBeUndefined()
  })

  it('with no client stored, a timed-out check is followed by userInfo without the 3 s limit', async () => {
    const { session, account, credentials } = setup({ token: 'stored' })
    account.userInfo.mockRejectedValueOnce(timeout())
    await session.identify()
    expect(account.userInfo).toHaveBeenCalledTimes(2)
    expect(account.userInfo).toHaveBeenLastCalledWith({ quiet: true })
    expect(session.userClient).toBe(1)
    expect(credentials.state.userData).toEqual({ uid: 42, token: 'stored', userClient: 1 })
  })

  it('a known user asks nothing; a refused token (401) asks nothing more', async () => {
    const known = setup({ token: 'stored' })
    await known.session.verify()
    await known.session.identify()
    expect(known.account.userInfo).toHaveBeenCalledTimes(1)
    const refused = setup({ token: 'stale', userData: { uid: 42, token: 'stale', userClient: 1 } })
    refused.account.userInfo.mockRejectedValueOnce(new ApiError(401, '登录失效'))
    await refused.session.identify()
    expect(refused.account.userInfo).toHaveBeenCalledTimes(1)
    expect(refused.session.userClient).toBeUndefined()
  })
})

describe('login and logout', () => {
  it('sendCode asks for an OTP for the phone', async () => {
    const { session, account } = setup()
    await session.sendCode('13800138000')
    expect(account.getOtp).toHaveBeenCalledWith('13800138000')
  })

  it('loginWithCode sends the payload and stores the session', async () => {
    const { session, account, credentials } = setup()
    const payload = { mobileNo: '13800138000', otp: '123456' } as LoginPayload
    await expect(session.loginWithCode(payload)).resolves.toEqual(LOGIN)
    expect(account.loginAndRegister).toHaveBeenCalledWith({ ...payload, clientLoginKey: expect.stringMatching(/^[0-9a-z]+-[0-9a-z]{8}$/) })
    expect(credentials.writeToken).toHaveBeenCalledWith('new-token')
    expect(credentials.writeUserData).toHaveBeenCalledWith({ uid: 42, token: 'new-token', userClient: 1 })
    expect(session.token).toBe('new-token')
  })

  it('a failed loginWithCode stores nothing', async () => {
    const { session, account, credentials } = setup()
    account.loginAndRegister.mockRejectedValueOnce(new ApiError(400, '验证码错误'))
    await expect(session.loginWithCode({} as LoginPayload)).rejects.toMatchObject({ code: 400 })
    expect(credentials.writeToken).not.toHaveBeenCalled()
    expect(session.isLoggedIn).toBe(false)
  })

  it('a retry with the same number and code sends the same login key; another code, or a later login, a new one', async () => {
    const { session, account } = setup()
    const keys = () => account.loginAndRegister.mock.calls.map(([p]) => p.clientLoginKey)
    account.loginAndRegister.mockRejectedValueOnce(new ApiError(0, '请求失败~~~', undefined, 'network'))
    const payload = { mobileNo: '13800138000', otp: '123456' } as LoginPayload
    await expect(session.loginWithCode(payload)).rejects.toMatchObject({ kind: 'network' })
    await session.loginWithCode({ ...payload })
    expect(keys()[1]).toBe(keys()[0])
    account.loginAndRegister.mockRejectedValueOnce(new ApiError(400, '验证码错误'))
    await expect(session.loginWithCode({ ...payload, otp: '654321' })).rejects.toMatchObject({ code: 400 })
    await session.loginWithCode({ ...payload, otp: '111111' })
    await session.loginWithCode(payload)
    expect(new Set(keys()).size).toBe(4)
  })

  it('loginWithWeChat stores the session when needPhone is false', async () => {
    const { session, account, credentials } = setup()
    account.weChatLogin.mockResolvedValueOnce({ needPhone: false, ...LOGIN })
    await session.loginWithWeChat({ code: 'wx' })
    expect(account.weChatLogin).toHaveBeenCalledWith({ code: 'wx' })
    expect(credentials.writeToken).toHaveBeenCalledWith('new-token')
    expect(session.token).toBe('new-token')
  })

  it('loginWithWeChat stores nothing when needPhone is true', async () => {
    const { session, account, credentials } = setup()
    account.weChatLogin.mockResolvedValueOnce({ needPhone: true, loginTicket: 'ticket' })
    await expect(session.loginWithWeChat({ code: 'wx' })).resolves.toEqual({ needPhone: true, loginTicket: 'ticket' })
    expect(credentials.writeToken).not.toHaveBeenCalled()
    expect(credentials.writeUserData).not.toHaveBeenCalled()
    expect(session.isLoggedIn).toBe(false)
  })

  it('logout calls the server and clears', async () => {
    const { session, account, credentials } = setup({ token: 'stored' })
    await session.logout()
    expect(account.logout).toHaveBeenCalledTimes(1)
    expect(credentials.clear).toHaveBeenCalledTimes(1)
    expect(session.isLoggedIn).toBe(false)
  })

  it('logout clears even when the server call fails', async () => {
    const { session, account, credentials } = setup({ token: 'stored' })
    account.logout.mockRejectedValueOnce(new ApiError(0, '请求失败~~~', undefined, 'network'))
    await expect(session.logout()).resolves.toBeUndefined()
    expect(credentials.clear).toHaveBeenCalledTimes(1)
    expect(session.token).toBe('')
  })

  it('logout without a token makes no call but still clears', async () => {
    const { session, account, credentials } = setup()
    await session.logout()
    expect(account.logout).not.toHaveBeenCalled()
    expect(credentials.clear).toHaveBeenCalledTimes(1)
  })
})

describe("adoptToken: the native app's token (section 6)", () => {
  it('keeps the token like a login and checks it with userInfo', async () => {
    const { session, credentials, account } = setup({ token: 'old', userData: { uid: 1, token: 'old' } })
    await expect(session.adoptToken({ token: 'app-token', uid: USER.uid })).resolves.toBe(true)
    expect(credentials.state.cookies.get('userToken')).toBe('app-token')
    expect(credentials.state.cookies.get('token')).toBe('app-token')
    expect(credentials.state.userData).toEqual({ uid: USER.uid, token: 'app-token', userClient: 1 })
    expect(account.userInfo).toHaveBeenCalledTimes(1)
    expect(session.user).toEqual(USER)
  })

  it("keeps the uid the app gives (userData {uid, token}) before and without the server's answer", async () => {
    const { session, credentials, account } = setup({ token: 'old', userData: { uid: 1, token: 'old' } })
    const check = deferred<UserInfo>()
    account.userInfo.mockReturnValueOnce(check.promise)
    const adopted = session.adoptToken({ token: 'app-token', uid: 77 })
    expect(session.uid).toBe(77)
    expect(credentials.state.userData).toEqual({ uid: 77, token: 'app-token' })
    check.reject(new Error('timeout'))
    await expect(adopted).resolves.toBe(true)
    expect(session.uid).toBe(77)
    expect(new SessionStore(credentials, account).uid).toBe(77)
  })

  it('a token the server refuses (401) is cleared', async () => {
    const { session, credentials, account } = setup()
    account.userInfo.mockRejectedValueOnce(new ApiError(401, 'expired'))
    await expect(session.adoptToken({ token: 'dead', uid: 5 })).resolves.toBe(false)
    expect(session.isLoggedIn).toBe(false)
    expect(credentials.state.cookies.has('token')).toBe(false)
  })
})
