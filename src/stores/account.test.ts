/**
 * The account flows (docs/spec/content-access.md section 7, "Account": getpublicKey, loginV1_2, register, passWord_v410,
 * appEmailPwd, the OAuth GETs) over a fake account API and a recording cipher: one key per password sent, the session
 * kept from each answer, the third-party sign-in's refresh of an expired token.
 */
import type { LoginResult } from '@contract/api'
import type { PublicKeyResult } from '@contract/account'
import type { AccountApi } from '@/services/account'
import { ApiError } from '@/services/request'
import { AccountFlows, OAUTH_TOKEN_EXPIRED } from './account'
import type { SessionStore } from './session'

const LOGIN: LoginResult = { uid: 7, token: 't-7', mobile: '13512345678', nickName: '5678', userClient: 1 }
let keys = 0
const key = (): PublicKeyResult => `key-${++keys}`
const TOKENS = { accessToken: 'at-1', refreshToken: 'rt-1', openid: 'o-1', expiresIn: 7200, scope: 'snsapi_userinfo' }

function setup() {
  keys = 0
  const api = {
    getPublicKey: jest.fn(async () => key()),
    passwordLogin: jest.fn(async () => LOGIN),
    register: jest.fn(async (_body: unknown) => LOGIN),
    resetBySms: jest.fn(async () => LOGIN),
    resetByMail: jest.fn(async () => LOGIN),
    captchaImage: jest.fn(),
    otpSms: jest.fn(async () => null),
    otpMail: jest.fn(async () => null),
    getUserInfo: jest.fn(),
    oauthAccessToken: jest.fn(async () => TOKENS),
    oauthRefreshToken: jest.fn(async () => ({ ...TOKENS, accessToken: 'at-2', refreshToken: 'rt-2' })),
    oauthUserInfo: jest.fn(),
  }
  const session = { setSession: jest.fn() }
  const encrypt = jest.fn(async (k: PublicKeyResult, password: string) => `sealed(${k},${password.length})`)
  const flows = new AccountFlows(session as unknown as SessionStore, api as unknown as AccountApi, encrypt)
  return { api, session, encrypt, flows }
}

it('password login: a fresh key per attempt, the phone trimmed, only the sealed password sent; the session kept', async () => {
  const { api, session, encrypt, flows } = setup()
  await flows.loginWithPassword(' 13512345678 ', 'Secret123')
  await flows.loginWithPassword('13512345678', 'Secret123')
  expect(encrypt.mock.calls.map(([k]) => k)).toEqual(['key-1', 'key-2'])
  expect(api.passwordLogin).toHaveBeenNthCalledWith(1, { mobileNo: '13512345678', password: 'sealed(key-1,9)' })
  expect(JSON.stringify(api.passwordLogin.mock.calls)).not.toContain('Secret123')
  expect(session.setSession).toHaveBeenCalledWith(LOGIN)
})

it('a refused password keeps no session', async () => {
  const { api, session, flows } = setup()
  api.passwordLogin.mockRejectedValueOnce(new ApiError(400, '手机号或密码错误，还可尝试4次'))
  await expect(flows.loginWithPassword('13512345678', 'x')).rejects.toThrow('手机号或密码错误，还可尝试4次')
  expect(session.setSession).not.toHaveBeenCalled()
})

it('register: the code login\'s registration fields, the SMS code, the sealed password, the e-mail only when given', async () => {
  const { api, flows } = setup()
  const ctx = { clientType: 2, triggerUrl: '/ty/myOrder', teacherId: 't9', channel: { webpageTopic: 'cpa', distributorCode: 'D1' } }
  await flows.register({ phone: '13512345678', code: ' 123456 ', password: 'Secret123', email: '' }, ctx)
  expect(api.register).toHaveBeenCalledWith({
    mobileNo: '13512345678', otp: '123456', password: 'sealed(key-1,9)', clientType: 2, versionCode: '2025-05-25', businessId: 'kuaiji',
    nickName: '5678', raceTrack: 0, registerChannelId: 'zsh5', triggerRegisterUrl: '/ty/myOrder', teacherId: 't9', webpageTopic: 'cpa', distributorCode: 'D1',
  })
  await flows.register({ phone: '13512345678', code: '123456', password: 'Secret123', email: ' a@example.com ' }, { clientType: 2, triggerUrl: '/' })
  expect(api.register.mock.calls[1][0]).toMatchObject({ email: 'a@example.com', registerChannelId: 'h5' })
})

it('reset by SMS and by mail send the sealed new password and keep the new session', async () => {
  const { api, session, flows } = setup()
  await flows.resetBySms('13512345678', '123456', 'NewPass1')
  await flows.resetByMail(' learner@example.com ', '654321', 'NewPass1')
  expect(api.resetBySms).toHaveBeenCalledWith({ mobileNo: '13512345678', otp: '123456', password: 'sealed(key-1,8)' })
  expect(api.resetByMail).toHaveBeenCalledWith({ email: 'learner@example.com', code: '654321', password: 'sealed(key-2,8)' })
  expect(session.setSession).toHaveBeenCalledTimes(2)
})

it('codes: otpSMS with its purpose and the captcha, otpMail with the captcha', async () => {
  const { api, flows } = setup()
  await flows.sendSmsCode(' 13512345678', 1, 'key', ' ab3d ')
  await flows.sendMailCode(' a@example.com ', 'key', 'AB3D')
  expect(api.otpSms).toHaveBeenCalledWith({ mobileNo: '13512345678', type: 1, captchaKey: 'key', captcha: 'ab3d' })
  expect(api.otpMail).toHaveBeenCalledWith({ email: 'a@example.com', captchaKey: 'key', captcha: 'AB3D' })
})

describe('third-party sign-in', () => {
  it('a linked account: the code\'s tokens, the user info, the session kept (without the provider\'s profile)', async () => {
    const { api, session, flows } = setup()
    api.oauthUserInfo.mockResolvedValue({ needPhone: false, nickname: '甲', avatar: '/a.png', ...LOGIN })
    await flows.signInWithOAuth('code-1')
    expect(api.oauthAccessToken).toHaveBeenCalledWith('code-1')
    expect(api.oauthUserInfo).toHaveBeenCalledWith('at-1', 'o-1')
    expect(session.setSession).toHaveBeenCalledWith(LOGIN)
  })

  it('an expired access token is refreshed once and the user info asked again', async () => {
    const { api, flows } = setup()
    api.oauthUserInfo.mockRejectedValueOnce(new ApiError(OAUTH_TOKEN_EXPIRED, '授权令牌已过期')).mockResolvedValueOnce({ needPhone: true, loginTicket: 'tk', nickname: '甲', avatar: '' })
    expect(await flows.signInWithOAuth('code-1')).toEqual({ needPhone: true, loginTicket: 'tk', nickname: '甲', avatar: '' })
    expect(api.oauthRefreshToken).toHaveBeenCalledWith('rt-1')
    expect(api.oauthUserInfo.mock.calls).toEqual([['at-1', 'o-1'], ['at-2', 'o-1']])
  })

  it('a new account keeps no session; other failures are not retried', async () => {
    const { api, session, flows } = setup()
    api.oauthUserInfo.mockResolvedValueOnce({ needPhone: true, loginTicket: 'tk', nickname: '甲', avatar: '' })
    await flows.signInWithOAuth('c')
    expect(session.setSession).not.toHaveBeenCalled()
    api.oauthUserInfo.mockRejectedValueOnce(new ApiError(400, '授权令牌无效，请重新授权'))
    await expect(flows.signInWithOAuth('c')).rejects.toThrow('授权令牌无效，请重新授权')
    expect(api.oauthRefreshToken).not.toHaveBeenCalled()
  })
})
