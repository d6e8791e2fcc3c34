/** Code-login rules: docs/spec/content-access.md sections 4, 5 and 9, and the safe post-login redirect. */
import {
  APP_VERSION_CODE,
  buildLoginPayload,
  businessChannel,
  canSubmitLogin,
  nicknameFor,
  OTP_RESEND_SECONDS,
  OTP_TYPE_LOGIN,
  safeRedirect,
  sendCodeLabel,
} from './login'
import { HOME_URL } from './routes'

describe('constants (section 9)', () => {
  it('"OTP resend 60 s"; getOtp type 3', () => {
    expect(OTP_RESEND_SECONDS).toBe(60)
    expect(OTP_TYPE_LOGIN).toBe(3)
  })
})

describe('nicknameFor: "nickname = last 4 digits of phone"', () => {
  it.each([
    ['13800138000', '8000'],
    ['13912345678', '5678'],
    [' 13912345678 ', '5678'],
    ['123', '123'],
    ['', ''],
  ])('%p -> %p', (phone, nick) => {
    expect(nicknameFor(phone)).toBe(nick)
  })
})

describe('canSubmitLogin: "login button disabled until phone and code are both non-empty" (inputs trimmed)', () => {
  it.each([
    ['13800138000', '123456', true],
    ['1', '1', true],
    ['', '', false],
    ['13800138000', '', false],
    ['', '123456', false],
    ['   ', '123456', false],
    ['13800138000', '   ', false],
    ['\t', '\n', false],
  ])('phone %p, code %p -> %p', (phone, code, ok) => {
    expect(canSubmitLogin(phone, code)).toBe(ok)
  })
})

describe("sendCodeLabel: \"button shows seconds then '重新获取'\"", () => {
  const idle = '获取验证码'
  it.each([
    [60, true, '60s'],
    [59, true, '59s'],
    [1, true, '1s'],
    [0, true, '重新获取'],
    [0, false, idle],
    [60, false, '60s'],
  ])('%p seconds left, sent before %p -> %p', (left, sentBefore, label) => {
    expect(sendCodeLabel(left, sentBefore, idle, '重新获取')).toBe(label)
  })
})

describe('businessChannel: "stored or returned only if both webpageTopic and distributorCode are present"', () => {
  it('both present: both returned', () => {
    expect(businessChannel({ webpageTopic: 'topic', distributorCode: 'D1' })).toEqual({ webpageTopic: 'topic', distributorCode: 'D1' })
  })
  it.each([
    [{}],
    [{ webpageTopic: 'topic' }],
    [{ distributorCode: 'D1' }],
    [{ webpageTopic: '', distributorCode: 'D1' }],
    [{ webpageTopic: 'topic', distributorCode: '' }],
    [{ webpageTopic: undefined, distributorCode: undefined }],
  ])('%p -> undefined', (params) => {
    expect(businessChannel(params)).toBeUndefined()
  })
})

describe('buildLoginPayload', () => {
  const ctx = { clientType: 2, triggerUrl: '/ty/myOrder' }

  it('trims, names the account by the last 4 digits, businessId kuaiji, raceTrack 0, channel h5', () => {
    expect(buildLoginPayload(' 13800138000 ', ' 123456 ', ctx)).toEqual({
      mobileNo: '13800138000',
      otp: '123456',
      clientType: 2,
      versionCode: APP_VERSION_CODE,
      businessId: 'kuaiji',
      nickName: '8000',
      raceTrack: 0,
      registerChannelId: 'h5',
      triggerRegisterUrl: '/ty/myOrder',
    })
  })

  it("both channel params: registerChannelId 'zsh5' and both sent", () => {
    const p = buildLoginPayload('13800138000', '1', { ...ctx, channel: { webpageTopic: 'tp', distributorCode: 'DC' } })
    expect(p.registerChannelId).toBe('zsh5')
    expect(p.webpageTopic).toBe('tp')
    expect(p.distributorCode).toBe('DC')
  })

  it.each([[{ webpageTopic: 'tp' }], [{ distributorCode: 'DC' }], [{ webpageTopic: '', distributorCode: 'DC' }]])(
    "only one channel param (%p): registerChannelId 'h5' and neither sent",
    (channel) => {
      const p = buildLoginPayload('13800138000', '1', { ...ctx, channel })
      expect(p.registerChannelId).toBe('h5')
      expect(p).not.toHaveProperty('webpageTopic')
      expect(p).not.toHaveProperty('distributorCode')
    },
  )

  it('teacherId is sent only when given', () => {
    expect(buildLoginPayload('13800138000', '1', { ...ctx, teacherId: 'T9' }).teacherId).toBe('T9')
    expect(buildLoginPayload('13800138000', '1', ctx)).not.toHaveProperty('teacherId')
  })
})

describe('safeRedirect: only a path of this app, else home', () => {
  it('home is /publicPage/textualResearch', () => {
    expect(HOME_URL).toBe('/publicPage/textualResearch')
  })

  it.each([
    '/ty/myOrder?x=1',
    '/ty/myOrder',
    '/ty/confirmOrder?goodsId=12&from=%2Fa',
    '/publicPage/homeSchool',
    '/publicPage/textualResearch',
    '/404',
    // Spaces, backslashes and colons in the query are the query's business, not a way out of the app.
    '/ty/myOrder?q=a b',
    '/ty/confirmOrder?goodsName=%E4%BC%9A%E8%AE%A1%20%E8%AF%BE',
    '/ty/myOrder?x=%5C',
    '/ty/myOrder?t=12:00',
  ])('keeps %p', (path) => {
    expect(safeRedirect(path)).toBe(path)
  })

  it.each([
    ['an absolute URL', 'https://evil.com'],
    ['an absolute URL with an app path', 'https://evil.com/ty/myOrder'],
    ['a protocol-relative URL', '//evil.com'],
    ['a protocol-relative URL with an app path', '//evil.com/ty/myOrder'],
    ['a protocol-relative URL shaped like an app path', '//ty/myOrder'],
    ['a tab the browser would drop (making //)', '/\t/evil.com'],
    ['an encoded tab', '/%09/evil.com'],
    ['a backslash after the first slash', '/\\/evil.com'],
    ['a backslash', '/\\evil.com'],
    ['a javascript: URL', 'javascript:alert(1)'],
    ['an encoded protocol-relative URL', '%2F%2Fevil.com'],
    ['an app path followed by encoded slashes', '/%2F%2Fevil.com'],
    ['the login page itself', '/login'],
    ['the login page with a redirect', '/login?redirect=%2Fty%2FmyOrder'],
    ['an unknown path', '/nope'],
    ['an empty string', ''],
    ['undefined', undefined],
    ['null', null],
    ['a relative path', 'ty/myOrder'],
    ['malformed percent-encoding', '/ty/myOrder?x=%E0%A4%A'],
  ])('refuses %s (%p) -> home', (_what, redirect) => {
    expect(safeRedirect(redirect)).toBe('/publicPage/textualResearch')
  })
})
