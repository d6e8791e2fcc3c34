/**
 * Password reset by SMS (otpSMS type 2, passWord_v410) and by mail (otpMail, appEmailPwd, the sandbox outbox at
 * /dev/mail), and getUserInfo by token.
 */
import { Writable } from 'node:stream'
import { makeApp, otherCode, type TestApp } from './helpers'
import { captcha, passwordLogin, register, sealPassword, smsCode } from './accountHelpers'

const LEARNER = '13800138000'
const EMAIL = 'learner8000@example.com'
const NEW_PASSWORD = 'NewPass2025'
let t: TestApp
beforeEach(async () => {
  t = await makeApp()
})
afterEach(() => t.app.close())

const resetBySms = async (fields: Record<string, unknown>) => (await t.post('/api/account/passWord_v410', fields)).body
const askMail = async (email: string, remoteAddress = '127.0.0.1') => {
  const c = await captcha(t)
  const res = await t.app.inject({ url: `/api/account/otpMail?email=${encodeURIComponent(email)}&captchaKey=${c.captchaKey}&captcha=${c.answer}`, remoteAddress })
  return JSON.parse(res.body)
}
const mailCode = async (email: string) => {
  const mails = (await t.get(`/dev/mail?email=${encodeURIComponent(email)}`)).body.data.mails
  return /验证码：(\d{6})/.exec(mails[0].text)![1]
}

describe('passWord_v410: set or change the password by SMS code', () => {
  it('a learner without a password sets one; earlier sessions end; the new session and the password work', async () => {
    const old = await t.login(LEARNER)
    t.clock.advance(60_000)
    const otp = await smsCode(t, LEARNER, 2)
    const res = await resetBySms({ mobileNo: LEARNER, otp, password: await sealPassword(t, NEW_PASSWORD) })
    expect(res).toMatchObject({ code: 200, data: { mobile: LEARNER, token: expect.stringMatching(/^[0-9a-f]{64}$/) } })
    expect((await t.get(`/api/account/userInfo?token=${old.token}`)).body.code).toBe(401)
    expect((await t.get(`/api/account/userInfo?token=${res.data.token}`)).body.code).toBe(200)
    expect((await passwordLogin(t, LEARNER, NEW_PASSWORD)).code).toBe(200)
  })

  it('changing it again: the old password stops working; a lock on the number is lifted', async () => {
    await register(t, '13512345678', 'OldPass2025')
    for (let i = 0; i < 5; i++) await passwordLogin(t, '13512345678', 'Wrong12345')
    t.clock.advance(60_000)
    const otp = await smsCode(t, '13512345678', 2)
    expect((await resetBySms({ mobileNo: '13512345678', otp, password: await sealPassword(t, NEW_PASSWORD) })).code).toBe(200)
    expect((await passwordLogin(t, '13512345678', 'OldPass2025')).msg).toBe('手机号或密码错误，还可尝试4次')
    expect((await passwordLogin(t, '13512345678', NEW_PASSWORD)).code).toBe(200)
  })

  it.each([
    ['an unknown number', { mobileNo: '13612345678' }, '该手机号未注册'],
    ['a malformed number', { mobileNo: '136' }, '请输入正确的手机号'],
    ['no code', { otp: undefined }, '请输入正确的短信验证码'],
    ['a weak password', { password: 'weak' }, '密码长度为8-20位'],
    ['no password', { password: undefined }, '请输入密码'],
  ])('refuses %s', async (_label, change, message) => {
    const otp = await smsCode(t, LEARNER, 2)
    const fields: Record<string, unknown> = { mobileNo: LEARNER, otp, password: await sealPassword(t, NEW_PASSWORD), ...change }
    if ((change as { password?: string }).password === 'weak') fields.password = await sealPassword(t, 'weak')
    expect(await resetBySms(fields)).toEqual({ code: 400, msg: message, data: null })
  })

  it('a wrong code counts, a login code or a register code does not reset', async () => {
    const loginCode = await t.sendOtp(LEARNER)
    expect((await resetBySms({ mobileNo: LEARNER, otp: loginCode, password: await sealPassword(t, NEW_PASSWORD) })).msg).toBe('请先获取验证码')
    t.clock.advance(60_000)
    const otp = await smsCode(t, LEARNER, 2)
    expect((await resetBySms({ mobileNo: LEARNER, otp: otherCode(otp), password: await sealPassword(t, NEW_PASSWORD) })).msg).toBe('验证码错误')
    expect((await resetBySms({ mobileNo: LEARNER, otp, password: await sealPassword(t, NEW_PASSWORD) })).code).toBe(200)
    expect((await resetBySms({ mobileNo: LEARNER, otp, password: await sealPassword(t, NEW_PASSWORD) })).msg).toBe('请先获取验证码')
  })
})

describe('otpMail and appEmailPwd: reset by mail', () => {
  it('the code goes to the sandbox outbox; the learner sets the password with it and is logged in', async () => {
    expect(await askMail(' Learner8000@Example.com ')).toEqual({ code: 200, msg: 'ok', data: null })
    const out = (await t.get(`/dev/mail?email=${EMAIL}`)).body
    expect(out.data.mails).toEqual([{ to: EMAIL, subject: '会计学堂找回密码验证码', text: expect.stringMatching(/验证码：\d{6}，5分钟内有效/), sentAt: t.clock.now() }])
    const code = await mailCode(EMAIL)
    const res = (await t.post('/api/account/appEmailPwd', { email: EMAIL, code, password: await sealPassword(t, NEW_PASSWORD) })).body
    expect(res).toMatchObject({ code: 200, data: { mobile: LEARNER } })
    expect((await passwordLogin(t, LEARNER, NEW_PASSWORD)).code).toBe(200)
    expect((await t.post('/api/account/appEmailPwd', { email: EMAIL, code, password: await sealPassword(t, NEW_PASSWORD) })).body.msg).toBe('请先获取邮箱验证码')
  })

  it.each([
    ['an address no account has', 'nobody@example.com', '该邮箱未绑定会计学堂账号'],
    ['a malformed address', 'learner8000@', '请输入正确的邮箱'],
    ['no address', '', '请输入正确的邮箱'],
  ])('otpMail refuses %s', async (_label, email, message) => {
    expect(await askMail(email)).toEqual({ code: 400, msg: message, data: null })
  })

  it('otpMail needs a right captcha, waits 60 s between mails, and gives one address 20 mails an hour', async () => {
    const c = await captcha(t)
    const wrong = c.answer === 'AAAA' ? 'BBBB' : 'AAAA'
    expect((await t.get(`/api/account/otpMail?email=${EMAIL}&captchaKey=${c.captchaKey}&captcha=${wrong}`)).body.msg).toBe('图形验证码错误，请重新输入')
    expect((await t.get(`/api/account/otpMail?email=${EMAIL}&captcha=ABCD`)).body.msg).toBe('图形验证码已失效，请点击图片刷新')
    expect((await askMail(EMAIL)).code).toBe(200)
    t.clock.advance(30_000)
    expect((await askMail(EMAIL)).msg).toBe('邮件发送过于频繁，请30秒后再试')
    const budget = await makeApp()
    const ask = async (email: string) => {
      const c2 = await captcha(budget, '10.0.0.5')
      return JSON.parse((await budget.app.inject({ url: `/api/account/otpMail?email=${email}&captchaKey=${c2.captchaKey}&captcha=${c2.answer}`, remoteAddress: '10.0.0.5' })).body)
    }
    for (let i = 0; i < 20; i++) {
      expect((await ask(EMAIL)).code).toBe(200)
      budget.clock.advance(60_000)
    }
    expect(await ask(EMAIL)).toEqual({ code: 400, msg: '获取邮箱验证码次数过多，请稍后再试', data: null })
    await budget.app.close()
  })

  it('appEmailPwd: wrong code (5 tries), expired code, weak password, unknown address', async () => {
    await askMail(EMAIL)
    const code = await mailCode(EMAIL)
    const put = async (fields: Record<string, string>) => (await t.post('/api/account/appEmailPwd', { email: EMAIL, code, password: await sealPassword(t, NEW_PASSWORD), ...fields })).body
    expect(await put({ code: '12345' })).toEqual({ code: 400, msg: '请输入正确的邮箱验证码', data: null })
    expect(await put({ password: await sealPassword(t, 'abcdefghijk') })).toEqual({ code: 400, msg: '密码需同时包含字母和数字', data: null })
    expect(await put({ email: 'nobody@example.com' })).toEqual({ code: 400, msg: '该邮箱未绑定会计学堂账号', data: null })
    expect(await put({ email: 'bad' })).toEqual({ code: 400, msg: '请输入正确的邮箱', data: null })
    for (let i = 0; i < 5; i++) expect((await put({ code: otherCode(code) })).msg).toBe('邮箱验证码错误')
    expect((await put({})).msg).toBe('邮箱验证码错误次数过多，请重新获取')
    t.clock.advance(60_000)
    await askMail(EMAIL)
    const fresh = await mailCode(EMAIL)
    t.clock.advance(5 * 60_000)
    expect((await put({ code: fresh })).msg).toBe('邮箱验证码已过期，请重新获取')
  })

  it('the outbox answers this machine only; the log says a mail went, never its code', async () => {
    const lines: string[] = []
    const stream = new Writable({ write: (chunk, _e, done) => (lines.push(String(chunk)), done()) })
    const logged = await makeApp({ logger: { level: 'info', stream } })
    const c = await captcha(logged)
    await logged.get(`/api/account/otpMail?email=${EMAIL}&captchaKey=${c.captchaKey}&captcha=${c.answer}`)
    const text = (await logged.get(`/dev/mail?email=${EMAIL}`)).body.data.mails[0].text
    expect((await logged.app.inject({ url: `/dev/mail?email=${EMAIL}`, remoteAddress: '10.9.9.9' })).statusCode).toBe(404)
    expect((await logged.get('/dev/mail?email=nobody@example.com')).body).toEqual({ code: 404, msg: '没有邮件', data: null })
    await logged.app.close()
    const code = /验证码：(\d{6})/.exec(text)![1]
    expect(lines.join('')).toContain(`[sandbox-mail] to ${EMAIL}`)
    expect(lines.join('')).not.toContain(code)
  })

  it('without the sandbox: no outbox, no captcha readout, and a mail cannot go (503 邮件服务未配置)', async () => {
    const prod = await makeApp({ sandbox: false })
    expect(prod.app.captchaPeek).toBeUndefined()
    expect((await prod.get(`/dev/mail?email=${EMAIL}`)).status).toBe(404)
    const { captchaKey } = (await prod.get('/api/account/captcha-image')).body.data
    expect((await prod.get(`/dev/captcha?captchaKey=${captchaKey}`)).status).toBe(404)
    // The answer as a person reads it (the hash is the server's; here the test knows the text it asked for).
    const { createCaptcha } = await import('../lib/accounts/captcha')
    const own = createCaptcha(prod.app.db, '127.0.0.1', prod.clock.now(), undefined, 'ABCD')
    expect((await prod.get(`/api/account/otpMail?email=${EMAIL}&captchaKey=${own.captchaKey}&captcha=abcd`)).body).toEqual({ code: 503, msg: '邮件服务未配置', data: null })
    await prod.app.close()
  })
})

describe('getUserInfo by token', () => {
  it('the learner\'s own account: phone, nickname, client, password set or not, e-mail, registered at', async () => {
    const { token } = await t.login(LEARNER)
    const before = (await t.get(`/api/account/getUserInfo?token=${token}`)).body
    expect(before).toEqual({ code: 200, msg: 'ok', data: { uid: expect.any(Number), mobile: LEARNER, nickName: '8000', userClient: 1, hasPassword: false, email: EMAIL, registeredAt: expect.any(Number), linked: [] } })
    t.clock.advance(60_000)
    const otp = await smsCode(t, LEARNER, 2)
    const next = (await resetBySms({ mobileNo: LEARNER, otp, password: await sealPassword(t, NEW_PASSWORD) })).data.token
    expect((await t.get('/api/account/getUserInfo', { token: next })).body.data.hasPassword).toBe(true)
  })

  it('no token or a dead one: 401', async () => {
    expect((await t.get('/api/account/getUserInfo')).body).toEqual({ code: 401, msg: '请先登录', data: null })
    expect((await t.get('/api/account/getUserInfo?token=dead')).body).toEqual({ code: 401, msg: '登录已过期，请重新登录', data: null })
  })
})
