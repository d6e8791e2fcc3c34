/**
 * Password login (loginV1_2), the public key (getpublicKey) and register with captcha (captcha-image, otpSMS, register):
 * the good path, each bad input with its message, the limits, and no clear password in the database or the logs.
 */
import crypto from 'node:crypto'
import { Writable } from 'node:stream'
import { makeApp, otherCode, type TestApp } from './helpers'
import { captcha, passwordLogin, postForm, register, sealPassword, smsCode, spkiKey } from './accountHelpers'

const NEW = '13512345678'
const PASSWORD = 'Kuaiji2025ok'
let t: TestApp
beforeEach(async () => {
  t = await makeApp()
})
afterEach(() => t.app.close())

describe('getpublicKey', () => {
  it('answers the RSA public key as base64 SPKI (a PEM\'s body, as JSEncrypt takes it), the same each time', async () => {
    const a = (await t.get('/api/account/getpublicKey?t=1')).body
    const b = (await t.get('/api/account/getpublicKey')).body
    expect(a).toEqual({ code: 200, msg: expect.any(String), data: expect.stringMatching(/^MII[A-Za-z0-9+/]+={0,2}$/) })
    expect(spkiKey(a.data).asymmetricKeyDetails?.modulusLength).toBe(2048)
    expect(b.data).toBe(a.data)
  })

  it('the key is the database\'s own: kept in server_secrets, never answered', async () => {
    await t.get('/api/account/getpublicKey')
    const row = t.app.db.prepare("SELECT value FROM server_secrets WHERE name = 'rsa-password-key'").get() as { value: string }
    expect(row.value).toContain('PRIVATE KEY')
    const res = await t.get('/api/account/getpublicKey')
    expect(JSON.stringify(res.body)).not.toContain('PRIVATE')
  })
})

describe('captcha-image', () => {
  it('a PNG data URL of 240x88 and a key; the answer is nowhere in the answer', async () => {
    const res = await t.get('/api/account/captcha-image')
    expect(res.body).toMatchObject({ code: 200, data: { captchaKey: expect.stringMatching(/^[0-9a-f]{32}$/), image: expect.stringMatching(/^data:image\/png;base64,/), expiresIn: 300 } })
    const png = Buffer.from(res.body.data.image.split(',')[1], 'base64')
    expect(png.subarray(1, 4).toString()).toBe('PNG')
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([240, 88])
    const answer = (await t.get(`/dev/captcha?captchaKey=${res.body.data.captchaKey}`)).body.data.answer
    expect(answer).toMatch(/^[A-HJKMNP-Z2-9]{4}$/)
    expect(res.body.data.image).not.toContain(answer)
  })

  it('one client address gets 60 in 10 minutes', async () => {
    for (let i = 0; i < 60; i++) expect(JSON.parse((await t.app.inject({ url: '/api/account/captcha-image', remoteAddress: '10.0.0.9' })).body).code).toBe(200)
    expect(JSON.parse((await t.app.inject({ url: '/api/account/captcha-image', remoteAddress: '10.0.0.9' })).body)).toEqual({ code: 400, msg: '获取图形验证码过于频繁，请稍后再试', data: null })
    expect((await t.get('/api/account/captcha-image')).body.code).toBe(200)
    t.clock.advance(10 * 60_000)
    expect(JSON.parse((await t.app.inject({ url: '/api/account/captcha-image', remoteAddress: '10.0.0.9' })).body).code).toBe(200)
  })

  it('/dev/captcha answers this machine only', async () => {
    const { captchaKey } = (await t.get('/api/account/captcha-image')).body.data
    expect((await t.app.inject({ url: `/dev/captcha?captchaKey=${captchaKey}`, remoteAddress: '10.1.2.3' })).statusCode).toBe(404)
  })
})

describe('otpSMS', () => {
  const ask = (q: Record<string, string | number>) => t.get(`/api/account/otpSMS?${new URLSearchParams(Object.entries(q).map(([k, v]) => [k, String(v)]))}`)

  it('sends a register code behind a right captcha (any case); the captcha works once', async () => {
    const c = await captcha(t)
    expect((await ask({ mobileNo: NEW, type: 1, captchaKey: c.captchaKey, captcha: c.answer.toLowerCase() })).body).toEqual({ code: 200, msg: 'ok', data: null })
    expect((await t.get(`/dev/otp?mobileNo=${NEW}`)).body.data.otp).toMatch(/^\d{6}$/)
    t.clock.advance(60_000)
    expect((await ask({ mobileNo: NEW, type: 1, captchaKey: c.captchaKey, captcha: c.answer })).body.msg).toBe('图形验证码已失效，请点击图片刷新')
  })

  it.each([
    [{ mobileNo: '1351234567' }, '请输入正确的手机号'],
    [{ mobileNo: undefined }, '请输入正确的手机号'],
    [{ type: 3 }, '验证码类型不正确'],
    [{ type: undefined }, '验证码类型不正确'],
    [{ captchaKey: 'nope' }, '图形验证码已失效，请点击图片刷新'],
    [{ captchaKey: undefined }, '图形验证码已失效，请点击图片刷新'],
    [{ captcha: 'ab' }, '请输入正确的图形验证码'],
    [{ captcha: 'ab#d' }, '请输入正确的图形验证码'],
    [{ captcha: undefined }, '请输入正确的图形验证码'],
  ])('refuses %p with %p', async (change, message) => {
    const c = await captcha(t)
    const q: Record<string, string | number | undefined> = { mobileNo: NEW, type: 1, captchaKey: c.captchaKey, captcha: c.answer, ...change }
    const res = await ask(Object.fromEntries(Object.entries(q).filter(([, v]) => v !== undefined)) as Record<string, string>)
    expect(res.body).toEqual({ code: 400, msg: message, data: null })
  })

  it('a wrong answer uses the captcha up; an old one has expired after 5 minutes', async () => {
    const c = await captcha(t)
    const wrong = c.answer === 'AAAA' ? 'BBBB' : 'AAAA'
    expect((await ask({ mobileNo: NEW, type: 1, captchaKey: c.captchaKey, captcha: wrong })).body.msg).toBe('图形验证码错误，请重新输入')
    expect((await ask({ mobileNo: NEW, type: 1, captchaKey: c.captchaKey, captcha: c.answer })).body.msg).toBe('图形验证码已失效，请点击图片刷新')
    const old = await captcha(t)
    t.clock.advance(5 * 60_000)
    expect((await ask({ mobileNo: NEW, type: 1, captchaKey: old.captchaKey, captcha: old.answer })).body.msg).toBe('图形验证码已失效，请点击图片刷新')
  })

  it('register needs a new number, reset a known one', async () => {
    let c = await captcha(t)
    expect((await ask({ mobileNo: '13800138000', type: 1, captchaKey: c.captchaKey, captcha: c.answer })).body).toEqual({ code: 400, msg: '该手机号已注册，请直接登录', data: null })
    c = await captcha(t)
    expect((await ask({ mobileNo: NEW, type: 2, captchaKey: c.captchaKey, captcha: c.answer })).body).toEqual({ code: 400, msg: '该手机号未注册', data: null })
    expect((await t.get(`/dev/otp?mobileNo=${NEW}`)).body.code).toBe(404)
  })

  it('shares the 60 s wait and the SMS budget with getOtp', async () => {
    await smsCode(t, NEW, 1)
    const c = await captcha(t)
    expect((await ask({ mobileNo: NEW, type: 1, captchaKey: c.captchaKey, captcha: c.answer })).body.msg).toBe('验证码发送过于频繁，请60秒后再试')
    expect((await t.get(`/api/account/getOtp?mobileNo=${NEW}&type=3`)).body.msg).toBe('验证码发送过于频繁，请60秒后再试')
  })
})

describe('register (form)', () => {
  it('registers with phone, code, password and e-mail; the learner is logged in; the password logs in after', async () => {
    const otp = await smsCode(t, NEW, 1)
    const res = await postForm(t, '/api/account/register', {
      mobileNo: NEW, otp, password: await sealPassword(t, PASSWORD), email: ' Learner.New@Example.com ', clientType: 2, nickName: '5678',
      registerChannelId: 'h5', versionCode: '2025-05-25', businessId: 'kuaiji', raceTrack: 0, triggerRegisterUrl: '/ty/myOrder',
    })
    expect(res.body).toEqual({ code: 200, msg: 'ok', data: { uid: expect.any(Number), token: expect.stringMatching(/^[0-9a-f]{64}$/), mobile: NEW, nickName: '5678', userClient: 1 } })
    const row = t.app.db.prepare('SELECT * FROM users WHERE mobile = ?').get(NEW) as Record<string, unknown>
    expect(row).toMatchObject({ email: 'learner.new@example.com', client_type: 2, register_channel_id: 'h5', trigger_register_url: '/ty/myOrder', password_hash: expect.stringMatching(/^scrypt\$16384\$8\$1\$/) })
    expect((await t.get(`/api/account/userInfo?token=${res.body.data.token}`)).body.data.mobile).toBe(NEW)
    expect(await passwordLogin(t, NEW, PASSWORD)).toMatchObject({ code: 200, data: { uid: res.body.data.uid, mobile: NEW } })
  })

  it.each([
    ['', '请输入密码'],
    ['abc123', '密码长度为8-20位'],
    ['abcdefghij', '密码需同时包含字母和数字'],
    ['abcd 12345', '密码只能包含字母、数字和英文符号'],
    ['密码abcd1234', '密码只能包含字母、数字和英文符号'],
  ])('refuses the password %p with %p, and the code stays good', async (password, message) => {
    const otp = await smsCode(t, NEW, 1)
    const bad = await postForm(t, '/api/account/register', { mobileNo: NEW, otp, password: await sealPassword(t, password) })
    expect(bad.body).toEqual({ code: 400, msg: message, data: null })
    expect((await postForm(t, '/api/account/register', { mobileNo: NEW, otp, password: await sealPassword(t, PASSWORD) })).body.code).toBe(200)
  })

  it.each([
    [{ mobileNo: '23512345678' }, '请输入正确的手机号'],
    [{ otp: '12345' }, '请输入正确的短信验证码'],
    [{ otp: undefined }, '请输入正确的短信验证码'],
    [{ password: undefined }, '请输入密码'],
    [{ password: 'not base64!' }, '请输入密码'],
    [{ password: 'AAAA' }, '密码只能包含字母、数字和英文符号'],
    [{ email: 'learner@' }, '请输入正确的邮箱'],
    [{ email: 'learner8000@example.com' }, '该邮箱已绑定其他账号'],
    [{ clientType: 'x' }, '参数客户端类型clientType类型不正确'],
    [{ clientType: 1e300 }, '参数客户端类型clientType超出范围'],
  ])('refuses %p with %p', async (change, message) => {
    const otp = await smsCode(t, NEW, 1)
    const fields = { mobileNo: NEW, otp, password: await sealPassword(t, PASSWORD), ...change }
    expect((await postForm(t, '/api/account/register', fields)).body).toEqual({ code: 400, msg: message, data: null })
  })

  it('refuses a known number, a wrong code and a login code; the ciphertext carries no nonce (the provider\'s scheme)', async () => {
    const known = await postForm(t, '/api/account/register', { mobileNo: '13800138000', otp: '123456', password: await sealPassword(t, PASSWORD) })
    expect(known.body.msg).toBe('该手机号已注册，请直接登录')
    const loginCode = await t.sendOtp(NEW)
    expect((await postForm(t, '/api/account/register', { mobileNo: NEW, otp: loginCode, password: await sealPassword(t, PASSWORD) })).body.msg).toBe('请先获取验证码')
    t.clock.advance(60_000)
    const otp = await smsCode(t, NEW, 1)
    expect((await postForm(t, '/api/account/register', { mobileNo: NEW, otp: otherCode(otp), password: await sealPassword(t, PASSWORD) })).body.msg).toBe('验证码错误')
    const sealed = await sealPassword(t, PASSWORD)
    expect((await postForm(t, '/api/account/register', { mobileNo: NEW, otp, password: sealed })).body.code).toBe(200)
    expect((await postForm(t, '/api/account/loginV1_2', { mobileNo: NEW, password: sealed })).body.code).toBe(200)
  })

  it('a register code does not log in by code', async () => {
    const otp = await smsCode(t, NEW, 1)
    expect((await t.post('/api/account/loginAndRegister', { mobileNo: NEW, otp })).body.msg).toBe('请先获取验证码')
  })
})

describe('loginV1_2 (form): password login and its limits', () => {
  beforeEach(async () => {
    await register(t, NEW, PASSWORD)
  })

  it('logs in with the right password, JSON or form', async () => {
    expect(await passwordLogin(t, NEW, PASSWORD)).toMatchObject({ code: 200, data: { mobile: NEW, token: expect.any(String) } })
    const json = await t.post('/api/account/loginV1_2', { mobileNo: NEW, password: await sealPassword(t, PASSWORD) })
    expect(json.body.code).toBe(200)
  })

  it('a wrong password, an unknown number and a number without a password read alike, with the tries left', async () => {
    expect(await passwordLogin(t, NEW, 'Wrong12345')).toEqual({ code: 400, msg: '手机号或密码错误，还可尝试4次', data: null })
    expect(await passwordLogin(t, '13612345678', PASSWORD)).toEqual({ code: 400, msg: '手机号或密码错误，还可尝试4次', data: null })
    expect(await passwordLogin(t, '13800138000', PASSWORD)).toEqual({ code: 400, msg: '手机号或密码错误，还可尝试4次', data: null })
  })

  it('5 wrong passwords lock the number for 15 minutes, even for the right one; then it works and clears', async () => {
    for (let left = 4; left >= 1; left--) expect((await passwordLogin(t, NEW, 'Wrong12345')).msg).toBe(`手机号或密码错误，还可尝试${left}次`)
    expect((await passwordLogin(t, NEW, 'Wrong12345')).msg).toBe('密码错误次数过多，请15分钟后再试，或使用验证码登录')
    expect((await passwordLogin(t, NEW, PASSWORD)).msg).toBe('密码错误次数过多，请15分钟后再试，或使用验证码登录')
    t.clock.advance(10 * 60_000 + 1)
    expect((await passwordLogin(t, NEW, PASSWORD)).msg).toBe('密码错误次数过多，请5分钟后再试，或使用验证码登录')
    // another number is not locked
    expect((await passwordLogin(t, '13612345678', PASSWORD)).msg).toBe('手机号或密码错误，还可尝试4次')
    t.clock.advance(5 * 60_000)
    expect((await passwordLogin(t, NEW, PASSWORD)).code).toBe(200)
    expect((await passwordLogin(t, NEW, 'Wrong12345')).msg).toBe('手机号或密码错误，还可尝试4次')
  })

  it('one client address gets 20 wrong passwords an hour over all numbers', async () => {
    for (let i = 0; i < 20; i++) expect((await passwordLogin(t, `1361234${String(i).padStart(4, '0')}`, PASSWORD, '10.0.0.7')).code).toBe(400)
    expect(await passwordLogin(t, NEW, PASSWORD, '10.0.0.7')).toEqual({ code: 400, msg: '登录失败次数过多，请稍后再试', data: null })
    expect((await passwordLogin(t, NEW, PASSWORD, '10.0.0.8')).code).toBe(200)
    t.clock.advance(3600_000)
    expect((await passwordLogin(t, NEW, PASSWORD, '10.0.0.7')).code).toBe(200)
  })

  it.each([
    ['a short number', { mobileNo: '1351234' }, '请输入正确的手机号'],
    ['no number', { mobileNo: undefined }, '请输入正确的手机号'],
    ['no password', { password: undefined }, '请输入密码'],
    ['an empty password', { password: '' }, '请输入密码'],
    ['1025 characters', { password: 'x'.repeat(1025) }, '请输入密码'],
  ])('refuses %s with its message (and counts no failure)', async (_label, change, message) => {
    const fields = { mobileNo: NEW, password: await sealPassword(t, PASSWORD), ...change }
    expect((await postForm(t, '/api/account/loginV1_2', fields)).body).toEqual({ code: 400, msg: message, data: null })
    expect(t.app.db.prepare('SELECT COUNT(*) AS n FROM password_failures').get()).toEqual({ n: 0 })
  })

  it('PKCS#1 v1.5 opens; OAEP, another key\'s ciphertext and base64 that is no ciphertext read as a wrong password', async () => {
    const key = spkiKey((await t.get('/api/account/getpublicKey')).body.data)
    const v15 = crypto.publicEncrypt({ key, padding: crypto.constants.RSA_PKCS1_PADDING }, Buffer.from(PASSWORD)).toString('base64')
    const oaep = crypto.publicEncrypt({ key, padding: crypto.constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' }, Buffer.from(PASSWORD)).toString('base64')
    const other = crypto.publicEncrypt({ key: crypto.generateKeyPairSync('rsa', { modulusLength: 2048 }).publicKey, padding: crypto.constants.RSA_PKCS1_PADDING }, Buffer.from(PASSWORD)).toString('base64')
    const login = async (password: string) => (await postForm(t, '/api/account/loginV1_2', { mobileNo: NEW, password })).body
    for (const [left, sealed] of [[4, oaep], [3, other], [2, Buffer.from('garbage').toString('base64')]] as const) {
      expect(await login(sealed)).toEqual({ code: 400, msg: `手机号或密码错误，还可尝试${left}次`, data: null })
    }
    expect((await login(v15)).code).toBe(200)
  })
})

describe('no clear password anywhere', () => {
  it('neither the database (every table) nor the server\'s log lines hold the password', async () => {
    const lines: string[] = []
    const stream = new Writable({ write: (chunk, _e, done) => (lines.push(String(chunk)), done()) })
    const logged = await makeApp({ logger: { level: 'debug', stream } })
    const secret = 'Zq8SecretPassword'
    await register(logged, NEW, secret, 'learner.secret@example.com')
    expect((await passwordLogin(logged, NEW, secret)).code).toBe(200)
    expect((await passwordLogin(logged, NEW, 'Wrong12345')).code).toBe(400)
    // Sent in clear in a URL by mistake: the request line redacts it.
    await logged.app.inject({ url: `/api/account/getpublicKey?password=${secret}&passWord=${secret}` })
    const tables = (logged.app.db.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").all() as { name: string }[]).map((r) => r.name)
    const dump = tables.map((name) => JSON.stringify(logged.app.db.prepare(`SELECT * FROM "${name}"`).all())).join('\n')
    await logged.app.close()
    for (const text of [dump, lines.join('')]) {
      expect(text).not.toContain(secret)
      expect(text).not.toContain('Wrong12345')
    }
    expect(lines.join('')).toContain('password=***')
  })
})
