import { TOKEN_TTL_MS } from '../lib/accounts/auth'
import { makeApp, type TestApp } from './helpers'

describe('tokens, userInfo and logout', () => {
  let t: TestApp
  beforeEach(async () => {
    t = await makeApp()
  })
  afterEach(() => t.app.close())

  const userInfo = (token: string, extra = '') => t.get(`/api/account/userInfo?token=${token}&t=${t.clock.now()}${extra}`)

  it('answers the token user', async () => {
    const s = await t.login('13800138000')
    expect((await userInfo(s.token)).body).toEqual({ code: 200, msg: 'ok', data: { uid: s.uid, mobile: '13800138000', nickName: '8000', userClient: 1 } })
  })

  it('accepts the token from header token, Authorization Bearer, query and body', async () => {
    const s = await t.login('13800138000')
    expect((await t.get('/api/account/userInfo', { token: s.token })).body.data.mobile).toBe('13800138000')
    expect((await t.get('/api/account/userInfo', { authorization: `Bearer ${s.token}` })).body.data.mobile).toBe('13800138000')
    expect((await userInfo(s.token)).body.code).toBe(200)
    // body token: logout reads it from the body
    expect((await t.post('/api/account/logout', { token: s.token })).body.code).toBe(200)
    expect((await userInfo(s.token)).body.code).toBe(401)
  })

  it('answers 401 for a missing or unknown token', async () => {
    expect((await t.get('/api/account/userInfo')).body).toEqual({ code: 401, msg: '请先登录', data: null })
    expect((await userInfo('deadbeef')).body).toEqual({ code: 401, msg: '登录已过期，请重新登录', data: null })
    expect((await userInfo('a'.repeat(64))).status).toBe(200)
  })

  it('expires a token after 30 days', async () => {
    const s = await t.login('13800138000')
    t.clock.advance(TOKEN_TTL_MS - 1)
    expect((await userInfo(s.token)).body.code).toBe(200)
    t.clock.advance(1)
    expect((await userInfo(s.token)).body).toEqual({ code: 401, msg: '登录已过期，请重新登录', data: null })
  })

  it('logout revokes only that token and is idempotent', async () => {
    const a = await t.login('13800138000')
    t.clock.advance(60_000)
    const b = await t.login('13800138000')
    expect((await t.post(`/api/account/logout?t=${t.clock.now()}`, undefined, { token: a.token })).body).toEqual({ code: 200, msg: 'ok', data: null })
    expect((await userInfo(a.token)).body.code).toBe(401)
    expect((await userInfo(b.token)).body.code).toBe(200)
    // again, with no token at all, or an empty JSON body: still fine
    expect((await t.post('/api/account/logout', undefined, { token: a.token })).body.code).toBe(200)
    expect((await t.post('/api/account/logout')).body.code).toBe(200)
    expect((await t.post('/api/account/logout', '', { 'content-type': 'application/json' })).body.code).toBe(200)
    // form body
    expect((await t.post('/api/account/logout', `token=${b.token}`, { 'content-type': 'application/x-www-form-urlencoded' })).body.code).toBe(200)
    expect((await userInfo(b.token)).body.code).toBe(401)
  })

  it('the user always comes from the token, never from a uid/userId param', async () => {
    const a = await t.login('13800138000')
    const b = await t.login('13900139000')
    expect(a.uid).not.toBe(b.uid)
    expect((await userInfo(a.token, `&uid=${b.uid}&userId=${b.uid}&mobileNo=13900139000`)).body.data.mobile).toBe('13800138000')
    expect((await userInfo(b.token, `&uid=${a.uid}&userId=${a.uid}`)).body.data).toMatchObject({ mobile: '13900139000', userClient: 2 })
    const hdr = await t.get(`/api/account/userInfo?userId=${b.uid}`, { token: a.token })
    expect(hdr.body.data.uid).toBe(a.uid)
  })

  it('the header token wins over a query token', async () => {
    const a = await t.login('13800138000')
    const b = await t.login('13900139000')
    expect((await t.get(`/api/account/userInfo?token=${b.token}`, { token: a.token })).body.data.uid).toBe(a.uid)
  })
})
