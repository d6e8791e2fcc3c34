import { LOGIN_TICKET_TTL_MS, sandboxOpenid, sandboxPhone } from '../lib/accounts/wechat'
import { makeApp, type TestApp } from './helpers'

const wx = (t: TestApp, body: unknown) => t.post(`/api/account/weChatLogin?t=${t.clock.now()}`, body)

describe('weChatLogin (sandbox)', () => {
  let t: TestApp
  beforeEach(async () => {
    t = await makeApp()
  })
  afterEach(() => t.app.close())

  it('derives openid and phone deterministically', () => {
    expect(sandboxOpenid('code-1')).toMatch(/^sbx_[0-9a-f]{24}$/)
    expect(sandboxOpenid('code-1')).toBe(sandboxOpenid('code-1'))
    expect(sandboxOpenid('code-1')).not.toBe(sandboxOpenid('code-2'))
    expect(sandboxPhone('13612345678')).toBe('13612345678')
    expect(sandboxPhone('phone-code-x')).toMatch(/^139\d{8}$/)
    expect(sandboxPhone('phone-code-x')).toBe(sandboxPhone('phone-code-x'))
  })

  it('new WeChat user: needPhone + ticket, then phone binding logs in; the same code then logs in directly', async () => {
    const step1 = await wx(t, { code: 'wx-code-alice' })
    expect(step1.body.code).toBe(200)
    expect(step1.body.data).toEqual({ needPhone: true, loginTicket: expect.stringMatching(/^[0-9a-f]{64}$/) })

    const step2 = await wx(t, { loginTicket: step1.body.data.loginTicket, phoneCode: '13612345678' })
    expect(step2.body.data).toEqual({ needPhone: false, uid: expect.any(Number), token: expect.any(String), mobile: '13612345678', nickName: '5678', userClient: 1 })
    expect((await t.get('/api/account/userInfo', { token: step2.body.data.token })).body.data.mobile).toBe('13612345678')

    // the ticket is single-use
    expect((await wx(t, { loginTicket: step1.body.data.loginTicket, phoneCode: '13612345678' })).body).toEqual({ code: 400, msg: '登录已失效，请重新登录', data: null })

    // returning user
    const again = await wx(t, { code: 'wx-code-alice' })
    expect(again.body.data).toMatchObject({ needPhone: false, uid: step2.body.data.uid, mobile: '13612345678' })
    expect(again.body.data.token).not.toBe(step2.body.data.token)
  })

  it('binds an existing mobile account and derives a phone from a non-mobile phoneCode', async () => {
    const s1 = await wx(t, { code: 'wx-code-seeded' })
    const s2 = await wx(t, { loginTicket: s1.body.data.loginTicket, phoneCode: '13900139000' })
    expect(s2.body.data).toMatchObject({ needPhone: false, mobile: '13900139000', nickName: '9000', userClient: 2 })

    const b1 = await wx(t, { code: 'wx-code-bob' })
    const b2 = await wx(t, { loginTicket: b1.body.data.loginTicket, phoneCode: 'opaque-phone-code' })
    expect(b2.body.data.mobile).toBe(sandboxPhone('opaque-phone-code'))
  })

  it('refuses a bad or expired ticket', async () => {
    expect((await wx(t, { loginTicket: 'nope', phoneCode: '13612345678' })).body).toEqual({ code: 400, msg: '登录已失效，请重新登录', data: null })
    const s1 = await wx(t, { code: 'wx-code-late' })
    t.clock.advance(LOGIN_TICKET_TTL_MS)
    expect((await wx(t, { loginTicket: s1.body.data.loginTicket, phoneCode: '13612345678' })).body.msg).toBe('登录已失效，请重新登录')
  })

  it('validates the body', async () => {
    expect((await wx(t, {})).body).toEqual({ code: 400, msg: '缺少参数code', data: null })
    expect((await wx(t, { loginTicket: 'x' })).body).toEqual({ code: 400, msg: '缺少参数phoneCode', data: null })
    expect((await wx(t, { code: 'x'.repeat(300) })).body).toEqual({ code: 400, msg: '参数登录code过长', data: null })
  })

  it('answers 503 with sandbox off', async () => {
    const off = await makeApp({ sandbox: false })
    try {
      expect((await wx(off, { code: 'wx-code-alice' })).body).toEqual({ code: 503, msg: '微信登录未配置', data: null })
    } finally {
      await off.app.close()
    }
  })
})
