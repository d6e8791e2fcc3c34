import { makeApp, otherCode, type TestApp } from './helpers'

const MOBILE = '13512345678'
const getOtp = (t: TestApp, mobileNo: string) => t.get(`/api/account/getOtp?mobileNo=${encodeURIComponent(mobileNo)}&type=3&t=${t.clock.now()}`)
const login = (t: TestApp, mobileNo: string, otp: string, extra: Record<string, unknown> = {}) =>
  t.post(`/api/account/loginAndRegister?t=${t.clock.now()}`, { mobileNo, otp, clientType: 1, businessId: 'kuaiji', raceTrack: 0, ...extra })

describe('getOtp', () => {
  let t: TestApp
  beforeEach(async () => {
    t = await makeApp()
  })
  afterEach(() => t.app.close())

  it.each([
    ['empty', ''],
    ['10 digits', '1381234567'],
    ['12 digits', '138123456789'],
    ['starts with 12', '12812345678'],
    ['letters', '1381234567a'],
    ['all letters', 'abcdefghijk'],
  ])('rejects a bad phone number (%s)', async (_name, mobile) => {
    const res = await getOtp(t, mobile)
    expect(res.status).toBe(200)
    expect(res.body).toEqual({ code: 400, msg: '请输入正确的手机号', data: null })
  })

  it('rejects a missing phone number and a type other than 3', async () => {
    expect((await t.get('/api/account/getOtp?type=3')).body.msg).toBe('请输入正确的手机号')
    expect((await t.get(`/api/account/getOtp?mobileNo=${MOBILE}&type=2`)).body).toEqual({ code: 400, msg: '验证码类型不正确', data: null })
    expect((await t.get(`/api/account/getOtp?mobileNo=${MOBILE}`)).body.code).toBe(400)
  })

  it('sends a 6-digit code, answers data null and never the code', async () => {
    const res = await getOtp(t, MOBILE)
    expect(res.body).toEqual({ code: 200, msg: 'ok', data: null })
    const dev = await t.get(`/dev/otp?mobileNo=${MOBILE}`)
    expect(dev.body.code).toBe(200)
    expect(dev.body.data.otp).toMatch(/^\d{6}$/)
    expect(JSON.stringify(res.body)).not.toContain(dev.body.data.otp)
  })

  it('accepts unknown extra params (timestamp t and others)', async () => {
    const res = await t.get(`/api/account/getOtp?mobileNo=${MOBILE}&type=3&t=1716600000000&foo=bar&uid=9`)
    expect(res.body.code).toBe(200)
  })

  it('refuses a resend within 60 s with the seconds left, allows it at 60 s', async () => {
    expect((await getOtp(t, MOBILE)).body.code).toBe(200)
    t.clock.advance(1)
    expect((await getOtp(t, MOBILE)).body).toEqual({ code: 400, msg: '验证码发送过于频繁，请60秒后再试', data: null })
    t.clock.advance(20_000) // 20.001 s after sending
    expect((await getOtp(t, MOBILE)).body.msg).toBe('验证码发送过于频繁，请40秒后再试')
    t.clock.advance(39_000) // 59.001 s
    expect((await getOtp(t, MOBILE)).body.msg).toBe('验证码发送过于频繁，请1秒后再试')
    t.clock.advance(999) // exactly 60 s
    expect((await getOtp(t, MOBILE)).body.code).toBe(200)
    // another mobile is not affected
    expect((await getOtp(t, '13612345678')).body.code).toBe(200)
  })

  it('sends through the sandbox provider, which logs the code', async () => {
    const lines: string[] = []
    const stream = { write: (s: string) => lines.push(s) }
    const logged = await makeApp({ logger: { level: 'info', stream } })
    try {
      await getOtp(logged, MOBILE)
      const otp = (await logged.get(`/dev/otp?mobileNo=${MOBILE}`)).body.data.otp
      expect(lines.some((l) => JSON.parse(l).msg === `[sandbox-sms] ${MOBILE} code ${otp}`)).toBe(true)
    } finally {
      await logged.app.close()
    }
  })

  it('a code the SMS provider could not send is forgotten: asking again at once sends one (no 60 s wait)', async () => {
    await t.app.close()
    const sent: string[] = []
    let fail = true
    t = await makeApp({
      sms: {
        name: 'flaky',
        async sendOtp(mobile) {
          if (fail) throw new Error('gateway down')
          sent.push(mobile)
        },
      },
    })
    expect((await getOtp(t, MOBILE)).body.code).not.toBe(200)
    fail = false
    expect((await getOtp(t, MOBILE)).body).toMatchObject({ code: 200 })
    expect(sent).toEqual([MOBILE])
    expect((await getOtp(t, MOBILE)).body.msg).toMatch(/\d+/) // the one sent does start the wait
  })
})

describe('loginAndRegister', () => {
  let t: TestApp
  beforeEach(async () => {
    t = await makeApp()
  })
  afterEach(() => t.app.close())

  it('logs in with the right code and registers a new user', async () => {
    const otp = await t.sendOtp(MOBILE)
    const res = await login(t, MOBILE, otp, {
      nickName: '5678',
      registerChannelId: 'zsh5',
      versionCode: '1.0.0',
      triggerRegisterUrl: 'https://example.test/publicPage/textualResearch',
      webpageTopic: 'topic-a',
      distributorCode: 'D001',
    })
    expect(res.body.code).toBe(200)
    expect(res.body.data).toEqual({ uid: expect.any(Number), token: expect.stringMatching(/^[0-9a-f]{64}$/), mobile: MOBILE, nickName: '5678', userClient: 1 })
    const row = t.app.db.prepare('SELECT * FROM users WHERE mobile = ?').get(MOBILE) as Record<string, unknown>
    expect(row).toMatchObject({ register_channel_id: 'zsh5', client_type: 1, business_id: 'kuaiji', race_track: 0, webpage_topic: 'topic-a', distributor_code: 'D001' })
    // the token is stored only hashed
    expect(t.app.db.prepare('SELECT COUNT(*) n FROM auth_tokens WHERE token_hash = ?').get(res.body.data.token)).toEqual({ n: 0 })
  })

  it('keeps business-channel params only as a pair and defaults the nickname to the last 4 digits', async () => {
    const otp = await t.sendOtp(MOBILE)
    await login(t, MOBILE, otp, { webpageTopic: 'only-topic', nickName: '', registerChannelId: 'h5' })
    const row = t.app.db.prepare('SELECT * FROM users WHERE mobile = ?').get(MOBILE) as Record<string, unknown>
    expect(row).toMatchObject({ webpage_topic: null, distributor_code: null, nick_name: '5678', register_channel_id: 'h5' })
  })

  it('"registerChannelId fixed to zsh5" when both business-channel params come, whatever the client sent', async () => {
    const otp = await t.sendOtp(MOBILE)
    await login(t, MOBILE, otp, { webpageTopic: 'cpa-spring', distributorCode: 'D1001', registerChannelId: 'h5' })
    const row = t.app.db.prepare('SELECT * FROM users WHERE mobile = ?').get(MOBILE) as Record<string, unknown>
    expect(row).toMatchObject({ webpage_topic: 'cpa-spring', distributor_code: 'D1001', register_channel_id: 'zsh5' })
  })

  it('finds an existing (seeded) user instead of registering again', async () => {
    const otp = await t.sendOtp('13900139000')
    const res = await login(t, '13900139000', otp, { nickName: 'ignored' })
    expect(res.body.data).toMatchObject({ mobile: '13900139000', nickName: '9000', userClient: 2 })
    expect(t.app.db.prepare("SELECT COUNT(*) n FROM users WHERE mobile = '13900139000'").get()).toEqual({ n: 1 })
  })

  it('validates the body', async () => {
    expect((await login(t, '1234', '123456')).body).toEqual({ code: 400, msg: '请输入正确的手机号', data: null })
    expect((await login(t, MOBILE, '12')).body).toEqual({ code: 400, msg: '请输入正确的验证码', data: null })
    expect((await login(t, MOBILE, '1234567')).body.msg).toBe('请输入正确的验证码')
    expect((await t.post('/api/account/loginAndRegister', { mobileNo: MOBILE })).body.msg).toBe('请输入正确的验证码')
    expect((await login(t, MOBILE, '123456', { clientType: 'abc' })).body).toEqual({ code: 400, msg: '参数客户端类型clientType类型不正确', data: null })
  })

  it('answers 请先获取验证码 when no code was sent', async () => {
    expect((await login(t, MOBILE, '123456')).body).toEqual({ code: 400, msg: '请先获取验证码', data: null })
  })

  it('counts wrong codes: after 5 wrong tries even the right code is refused', async () => {
    const otp = await t.sendOtp(MOBILE)
    for (let i = 0; i < 5; i++) {
      expect((await login(t, MOBILE, otherCode(otp))).body).toEqual({ code: 400, msg: '验证码错误', data: null })
    }
    expect((await login(t, MOBILE, otp)).body).toEqual({ code: 400, msg: '验证码错误次数过多，请重新获取', data: null })
    expect((await login(t, MOBILE, otherCode(otp))).body.msg).toBe('验证码错误次数过多，请重新获取')
    // a new code starts afresh
    t.clock.advance(60_000)
    const fresh = await t.sendOtp(MOBILE)
    expect((await login(t, MOBILE, fresh)).body.code).toBe(200)
  })

  it('still accepts the right code after 4 wrong tries', async () => {
    const otp = await t.sendOtp(MOBILE)
    for (let i = 0; i < 4; i++) expect((await login(t, MOBILE, otherCode(otp))).body.msg).toBe('验证码错误')
    expect((await login(t, MOBILE, otp)).body.code).toBe(200)
  })

  it('accepts a code at 4:59 and refuses it from 5:00', async () => {
    const otp = await t.sendOtp(MOBILE)
    t.clock.advance(4 * 60_000 + 59_000)
    expect((await login(t, MOBILE, otp)).body.code).toBe(200)

    t.clock.advance(60_000)
    const second = await t.sendOtp(MOBILE)
    t.clock.advance(5 * 60_000)
    expect((await login(t, MOBILE, second)).body).toEqual({ code: 400, msg: '验证码已过期，请重新获取', data: null })
    t.clock.advance(3600_000)
    expect((await login(t, MOBILE, second)).body.msg).toBe('验证码已过期，请重新获取')
  })

  it('refuses the same code twice', async () => {
    const otp = await t.sendOtp(MOBILE)
    expect((await login(t, MOBILE, otp)).body.code).toBe(200)
    expect((await login(t, MOBILE, otp)).body).toEqual({ code: 400, msg: '请先获取验证码', data: null })
  })

  it('the client whose login answer was lost logs in again with the used code and its key, for 2 minutes; nobody else', async () => {
    const otp = await t.sendOtp(MOBILE)
    const key = 'lpz3k0-a8f3k2m1'
    const first = (await login(t, MOBILE, otp, { clientLoginKey: key })).body
    expect(first.code).toBe(200)
    const again = (await login(t, MOBILE, otp, { clientLoginKey: key })).body
    expect(again).toMatchObject({ code: 200, data: { uid: first.data.uid, mobile: MOBILE } })
    for (const other of [{}, { clientLoginKey: 'someone-else' }, { clientLoginKey: '' }]) {
      expect((await login(t, MOBILE, otp, other)).body).toEqual({ code: 400, msg: '请先获取验证码', data: null })
    }
    const wrongCode = otp === '000000' ? '000001' : '000000'
    expect((await login(t, MOBILE, wrongCode, { clientLoginKey: key })).body.msg).toBe('请先获取验证码')
    t.clock.advance(2 * 60_000)
    expect((await login(t, MOBILE, otp, { clientLoginKey: key })).body.msg).toBe('请先获取验证码')
  })

  it('only the newest code works once a new one was sent', async () => {
    const first = await t.sendOtp(MOBILE)
    t.clock.advance(60_000)
    const second = await t.sendOtp(MOBILE)
    if (first !== second) expect((await login(t, MOBILE, first)).body.msg).toBe('验证码错误')
    expect((await login(t, MOBILE, second)).body.code).toBe(200)
  })

  it('a code for one mobile does not log in another', async () => {
    const otp = await t.sendOtp(MOBILE)
    expect((await login(t, '13612345678', otp)).body.msg).toBe('请先获取验证码')
  })
})
