/**
 * Third-party sign-in against the sandbox OAuth provider: its consent page and GETs (WeChat's web OAuth shape), and
 * the account service's oauth/accessToken, oauth/refreshToken and oauth/userInfo, which end in a session of this app.
 */
import { makeApp, type TestApp } from './helpers'
import { SANDBOX_OAUTH_APPID } from '../lib/accounts/oauth'

let t: TestApp
beforeEach(async () => {
  t = await makeApp()
})
afterEach(() => t.app.close())

const BACK = 'http://localhost:3100/authorize?redirect=%2Fty%2FmyOrder'

/** The consent page's form as the browser posts it; answers the redirect's URL. */
async function consent(fields: Record<string, string> = {}) {
  const payload = new URLSearchParams({ appid: SANDBOX_OAUTH_APPID, redirect_uri: BACK, state: 'st-1', identity: 'a', decision: 'allow', ...fields }).toString()
  const res = await t.app.inject({ method: 'POST', url: '/sandbox/oauth/authorize', payload, headers: { 'content-type': 'application/x-www-form-urlencoded' } })
  return { status: res.statusCode, location: new URL(String(res.headers.location), 'http://x') }
}
const code = async (fields: Record<string, string> = {}) => (await consent(fields)).location.searchParams.get('code')!

describe('the sandbox provider', () => {
  it('the consent page names the app\'s request and its identities; it refuses another app or a foreign return address', async () => {
    const page = await t.app.inject({ url: `/sandbox/oauth/authorize?appid=${SANDBOX_OAUTH_APPID}&redirect_uri=${encodeURIComponent(BACK)}&response_type=code&scope=snsapi_userinfo&state=st-1` })
    expect(page.statusCode).toBe(200)
    for (const text of ['会计学堂 申请使用你的账号信息', '沙箱学员甲', '沙箱学员乙', '令牌立即过期', '允许', '拒绝', 'value="st-1"']) expect(page.body).toContain(text)
    expect((await t.app.inject({ url: `/sandbox/oauth/authorize?appid=other&redirect_uri=${encodeURIComponent(BACK)}` })).statusCode).toBe(400)
    for (const bad of ['https://evil.example/authorize', '//evil.example/x', 'javascript:alert(1)']) {
      const res = await t.app.inject({ url: `/sandbox/oauth/authorize?appid=${SANDBOX_OAUTH_APPID}&redirect_uri=${encodeURIComponent(bad)}` })
      expect([bad, res.statusCode, res.body.includes('回跳地址不正确')]).toEqual([bad, 400, true])
    }
    expect((await consent({ redirect_uri: 'https://evil.example/authorize' })).status).toBe(400)
  })

  it('allow returns to the app with a code and the state; deny with error=access_denied and the state', async () => {
    const allow = await consent()
    expect(allow.status).toBe(302)
    expect(allow.location.pathname).toBe('/authorize')
    expect(allow.location.searchParams.get('redirect')).toBe('/ty/myOrder')
    expect(allow.location.searchParams.get('state')).toBe('st-1')
    expect(allow.location.searchParams.get('code')).toMatch(/^sbx-oc-[0-9a-f]{24}$/)
    const deny = await consent({ decision: 'deny' })
    expect(deny.location.searchParams.get('error')).toBe('access_denied')
    expect(deny.location.searchParams.get('code')).toBeNull()
    expect(deny.location.searchParams.get('state')).toBe('st-1')
  })

  it('its token GETs need the app\'s secret: nobody else exchanges a code', async () => {
    const c = await code()
    const direct = await t.get(`/sandbox/oauth/sns/oauth2/access_token?appid=${SANDBOX_OAUTH_APPID}&secret=guess&code=${c}&grant_type=authorization_code`)
    expect(direct.body).toEqual({ errcode: 40125, errmsg: 'invalid appsecret' })
    expect((await t.get(`/api/account/oauth/accessToken?code=${c}`)).body.code).toBe(200)
  })
})

describe('oauth/accessToken, oauth/userInfo, oauth/refreshToken', () => {
  it('a new third-party account: tokens, then a ticket to bind a phone; the phone\'s code login links it; next time a session at once', async () => {
    const tokens = (await t.get(`/api/account/oauth/accessToken?code=${await code()}`)).body
    expect(tokens).toEqual({ code: 200, msg: 'ok', data: { accessToken: expect.stringMatching(/^sbx-at-/), refreshToken: expect.stringMatching(/^sbx-rt-/), openid: expect.stringMatching(/^sbx-o-/), expiresIn: 7200, scope: 'snsapi_userinfo' } })
    const info = (await t.get(`/api/account/oauth/userInfo?accessToken=${tokens.data.accessToken}&openid=${tokens.data.openid}`)).body
    expect(info).toEqual({ code: 200, msg: 'ok', data: { needPhone: true, loginTicket: expect.stringMatching(/^[0-9a-f]{64}$/), nickname: '沙箱学员甲', avatar: expect.stringContaining('/media/cover/oauth-a.png') } })

    const otp = await t.sendOtp('13700137000')
    const bound = (await t.post('/api/account/loginAndRegister', { mobileNo: '13700137000', otp, oauthTicket: info.data.loginTicket })).body
    expect(bound).toMatchObject({ code: 200, data: { mobile: '13700137000' } })
    expect((await t.get('/api/account/getUserInfo', { token: bound.data.token })).body.data.linked).toEqual(['sandbox'])

    const again = (await t.get(`/api/account/oauth/accessToken?code=${await code()}`)).body.data
    const session = (await t.get(`/api/account/oauth/userInfo?accessToken=${again.accessToken}&openid=${again.openid}`)).body
    expect(session).toMatchObject({ code: 200, data: { needPhone: false, nickname: '沙箱学员甲', uid: bound.data.uid, mobile: '13700137000', token: expect.stringMatching(/^[0-9a-f]{64}$/) } })
    expect((await t.get(`/api/account/userInfo?token=${session.data.token}`)).body.data.mobile).toBe('13700137000')
  })

  it('an expired access token answers 42001; the refresh gives a new one that works; a refresh token works once', async () => {
    const tokens = (await t.get(`/api/account/oauth/accessToken?code=${await code({ expired: '1' })}`)).body.data
    const expired = (await t.get(`/api/account/oauth/userInfo?accessToken=${tokens.accessToken}&openid=${tokens.openid}`)).body
    expect(expired).toEqual({ code: 42001, msg: '授权令牌已过期', data: null })
    const fresh = (await t.get(`/api/account/oauth/refreshToken?refreshToken=${tokens.refreshToken}`)).body
    expect(fresh).toMatchObject({ code: 200, data: { openid: tokens.openid, expiresIn: 7200 } })
    expect(fresh.data.accessToken).not.toBe(tokens.accessToken)
    expect((await t.get(`/api/account/oauth/userInfo?accessToken=${fresh.data.accessToken}&openid=${tokens.openid}`)).body.data.needPhone).toBe(true)
    expect((await t.get(`/api/account/oauth/refreshToken?refreshToken=${tokens.refreshToken}`)).body).toEqual({ code: 400, msg: '授权已过期，请重新授权', data: null })
    // after 2 hours an ordinary access token has expired too
    t.clock.advance(2 * 3600_000)
    expect((await t.get(`/api/account/oauth/userInfo?accessToken=${fresh.data.accessToken}&openid=${tokens.openid}`)).body.code).toBe(42001)
    t.clock.advance(30 * 24 * 3600_000)
    expect((await t.get(`/api/account/oauth/refreshToken?refreshToken=${fresh.data.refreshToken}`)).body.msg).toBe('授权已过期，请重新授权')
  })

  it('a code works once and for 5 minutes; a token for another openid or a made-up one is refused', async () => {
    const c = await code()
    const tokens = (await t.get(`/api/account/oauth/accessToken?code=${c}`)).body.data
    expect((await t.get(`/api/account/oauth/accessToken?code=${c}`)).body).toEqual({ code: 400, msg: '授权已失效，请重新授权', data: null })
    const old = await code()
    t.clock.advance(5 * 60_000)
    expect((await t.get(`/api/account/oauth/accessToken?code=${old}`)).body.msg).toBe('授权已失效，请重新授权')
    const b = (await t.get(`/api/account/oauth/accessToken?code=${await code({ identity: 'b' })}`)).body.data
    expect((await t.get(`/api/account/oauth/userInfo?accessToken=${tokens.accessToken}&openid=${b.openid}`)).body).toEqual({ code: 400, msg: '授权令牌无效，请重新授权', data: null })
    expect((await t.get(`/api/account/oauth/userInfo?accessToken=sbx-at-made-up&openid=${b.openid}`)).body.msg).toBe('授权令牌无效，请重新授权')
  })

  it.each([
    ['/api/account/oauth/accessToken', '缺少授权码code'],
    ['/api/account/oauth/accessToken?code=a%20b', '缺少授权码code'],
    ['/api/account/oauth/refreshToken', '缺少刷新令牌refreshToken'],
    ['/api/account/oauth/userInfo?openid=x', '缺少访问令牌accessToken'],
    ['/api/account/oauth/userInfo?accessToken=x', '缺少openid'],
    [`/api/account/oauth/userInfo?accessToken=${'x'.repeat(257)}&openid=x`, '缺少访问令牌accessToken'],
  ])('%s is refused with %s', async (url, message) => {
    expect((await t.get(url)).body).toEqual({ code: 400, msg: message, data: null })
  })

  it('a bind ticket works once, for 10 minutes, and is checked before the phone\'s code is spent', async () => {
    const tokens = (await t.get(`/api/account/oauth/accessToken?code=${await code()}`)).body.data
    const ticket = (await t.get(`/api/account/oauth/userInfo?accessToken=${tokens.accessToken}&openid=${tokens.openid}`)).body.data.loginTicket
    t.clock.advance(10 * 60_000)
    const otp = await t.sendOtp('13700137000')
    expect((await t.post('/api/account/loginAndRegister', { mobileNo: '13700137000', otp, oauthTicket: ticket })).body).toEqual({ code: 400, msg: '授权已失效，请重新授权', data: null })
    // the code was not spent
    expect((await t.post('/api/account/loginAndRegister', { mobileNo: '13700137000', otp })).body.code).toBe(200)
    expect((await t.post('/api/account/loginAndRegister', { mobileNo: '13700137000', otp: '123456', oauthTicket: 'x'.repeat(129) })).body.code).toBe(400)
  })

  it('without the sandbox and no provider configured: 503 第三方登录未配置; the sandbox provider is not there', async () => {
    const prod = await makeApp({ sandbox: false })
    expect((await prod.get('/api/account/oauth/accessToken?code=abc')).body).toEqual({ code: 503, msg: '第三方登录未配置', data: null })
    expect((await prod.get('/sandbox/oauth/authorize')).status).toBe(404)
    await prod.app.close()
  })
})
