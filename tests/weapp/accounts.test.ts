/**
 * Accounts in the BUILT mini-program against the reference server in-process: password login behind the code form's
 * switch (the password sealed with RSA PKCS#1 v1.5 as JSEncrypt does, its padding from wx.getRandomValues), register with the image
 * captcha and its SMS code, and the reset by SMS. The server opens each password as it would a browser's.
 */
import crypto from 'node:crypto'
import { launchApp, waitFor, guardEachTest, type Mp, type Page } from './harness'

const PKG = 'packages/account'
const NEW = '13100131000'
const PASSWORD = 'Kuaiji2025ok'

let mp: Mp
guardEachTest(() => mp)

/** Registers `mobile` straight through the API (as a browser would seal the password). */
async function registerByApi(mobile: string, password: string) {
  const captcha = (await mp.api('GET', '/api/account/captcha-image')).data.data
  const answer = (await mp.api('GET', `/dev/captcha?captchaKey=${captcha.captchaKey}`)).data.data.answer
  await mp.api('GET', `/api/account/otpSMS?mobileNo=${mobile}&type=1&captchaKey=${captcha.captchaKey}&captcha=${answer}`)
  const otp = await mp.latestOtp(mobile)
  const key = crypto.createPublicKey({ key: Buffer.from((await mp.api('GET', '/api/account/getpublicKey')).data.data, 'base64'), format: 'der', type: 'spki' })
  const sealed = crypto.publicEncrypt({ key, padding: crypto.constants.RSA_PKCS1_PADDING }, Buffer.from(password)).toString('base64')
  const res = await mp.api('POST', '/api/account/register', { headers: { 'content-type': 'application/json' }, body: JSON.stringify({ mobileNo: mobile, otp, password: sealed }) })
  if (res.data.code !== 200) throw new Error(res.data.msg)
}

/**
 * The answer to the captcha picture the page shows, read from the sandbox as a person reads the picture: the picture
 * on screen is matched to its captcha-image answer (the page may have asked for more than one), which must be the
 * nth or a later one the page asked for.
 */
async function captchaAnswer(page: Page, nth = 1) {
  const shown = await waitFor(
    () => {
      const picture = page.queryAllByClass('account-form__captcha-image')[0]
      const src = picture && page.attrs(picture).src
      const answered = mp.requests.filter((r) => r.path === '/api/account/captcha-image' && r.response)
      return src && answered.slice(nth - 1).find((r) => r.response.data.image === src)
    },
    { message: () => `no captcha #${nth} on the page; captcha requests: ${mp.requests.filter((r) => r.path === '/api/account/captcha-image').length}` },
  )
  const { captchaKey, image } = shown.response.data
  expect(image).toMatch(/^data:image\/png;base64,/)
  return (await mp.api('GET', `/dev/captcha?captchaKey=${captchaKey}`)).data.data.answer
}

const fill = async (page: Page, placeholder: string, value: string) => {
  const input = await waitFor(() => page.queryAllInputs({ placeholder })[0], { message: `no input ${placeholder}` })
  await page.input(input, value)
  await waitFor(() => page.attrs(input).value === value)
}

describe('password login (pages/login)', () => {
  test('WeChat login first, then the code form, its switch to 密码登录; a wrong password, then the right one: session, home', async () => {
    mp = await launchApp()
    await registerByApi(NEW, PASSWORD)
    const page = await mp.loadPage('pages/login/index')
    await page.tap(page.getByText('使用验证码登录'))
    await page.tap(await page.findByText('密码登录'))
    await waitFor(() => page.queryAllInputs({ placeholder: '请输入密码' })[0], { message: 'no password form' })
    await fill(page, '请输入手机号', NEW)
    const password = page.getInput({ placeholder: '请输入密码' })
    expect(page.attrs(password).password === true || page.attrs(password).type === 'password').toBe(true)
    await fill(page, '请输入密码', 'Wrong12345')
    await page.tap(page.getButton('登录'))
    await waitFor(() => mp.toasts.includes('手机号或密码错误，还可尝试4次'), { message: () => mp.toasts.join(' | ') })
    await waitFor(() => page.attrs(page.getInput({ placeholder: '请输入密码' })).value === '')

    await fill(page, '请输入密码', PASSWORD)
    await page.tap(page.getButton('登录'))
    await waitFor(() => mp.navigations.length > 0, { message: () => mp.toasts.join(' | ') })
    expect(mp.navigations[0]).toMatchObject({ api: 'switchTab', url: '/pages/home/index' })
    const logins = mp.requests.filter((r) => r.path === '/api/account/loginV1_2')
    expect(logins.map((r) => r.response.code)).toEqual([400, 200])
    for (const r of logins) {
      expect(r.headers['Content-Type']).toBe('application/x-www-form-urlencoded')
      const form = new URLSearchParams(r.body)
      expect(form.get('mobileNo')).toBe(NEW)
      expect(form.get('password')).toMatch(/^[A-Za-z0-9+/]{342}==$/)
      expect(r.body).not.toContain(PASSWORD)
      expect(r.body).not.toContain('Wrong12345')
    }
    // Each seal asked WeChat once for its PKCS#1 v1.5 padding: 256 - 3 - the password's bytes, and 8 to spare for zeros
    // (Wrong12345 then Kuaiji2025ok); each asked getpublicKey for the key.
    expect(mp.randomCalls).toEqual([251, 249])
    expect(mp.requests.filter((r) => r.path === '/api/account/getpublicKey').length).toBe(2)
    expect(mp.storage.get('token')).toBe(logins[1].response.data.token)
  })

  test('注册 and 忘记密码 under the form open their pages keeping the redirect', async () => {
    mp = await launchApp()
    const page = await mp.loadPage('pages/login/index', { query: { redirect: '/ty/myOrder' } })
    await page.tap(page.getByText('使用验证码登录'))
    await page.tap(await page.findByText('注册'))
    await page.tap(page.getByText('忘记密码'))
    await waitFor(() => mp.navigations.length === 2)
    expect(mp.navigations.map((n) => n.url)).toEqual([
      '/packages/account/register/index?redirect=%2Fty%2FmyOrder',
      '/packages/account/resetPassword/index?redirect=%2Fty%2FmyOrder',
    ])
  })
})

describe('register (/register)', () => {
  test('phone, captcha, SMS code, password twice: registered, logged in, on to the redirect', async () => {
    mp = await launchApp()
    const page = await mp.loadPage(`${PKG}/register/index`, { query: { redirect: '/ty/myOrder' } })
    await page.findByText('注册会计学堂账号')
    await fill(page, '请输入手机号', NEW)
    await fill(page, '请输入图形验证码', (await captchaAnswer(page)).toLowerCase())
    await page.tap(page.getButton('获取验证码'))
    await mp.waitForRequest('/api/account/otpSMS')
    const otp = await waitFor(() => mp.latestOtp(NEW), { timeout: 10_000 })
    await captchaAnswer(page, 2) // a new picture replaces the one used
    await fill(page, '请输入短信验证码', otp)
    await fill(page, '设置密码（8-20位，含字母和数字）', PASSWORD)
    await fill(page, '请再次输入密码', 'Other2025ok')
    await page.tap(page.getButton('注册'))
    await waitFor(() => mp.toasts.includes('两次输入的密码不一致'))
    await fill(page, '请再次输入密码', PASSWORD)
    await page.tap(page.getButton('注册'))
    const register = await mp.waitForRequest('/api/account/register', { method: 'POST' })
    expect(register.response.code).toBe(200)
    expect(register.headers['Content-Type']).toBe('application/x-www-form-urlencoded')
    expect(Object.fromEntries(new URLSearchParams(register.body))).toMatchObject({ mobileNo: NEW, otp, nickName: '1000', triggerRegisterUrl: '/ty/myOrder', clientType: '6' })
    expect(register.body).not.toContain(PASSWORD)
    await waitFor(() => mp.toasts.includes('注册成功'))
    await waitFor(() => mp.navigations.length > 0)
    expect(mp.navigations[0]).toMatchObject({ api: 'redirectTo', url: '/packages/order/myOrder/index' })
    const me = await mp.api('GET', `/api/account/getUserInfo?token=${mp.storage.get('token')}`)
    expect(me.data.data).toMatchObject({ mobile: NEW, hasPassword: true })
  })

  test('a registered number is refused at the code, with the server\'s message; nothing is stored', async () => {
    mp = await launchApp()
    const page = await mp.loadPage(`${PKG}/register/index`)
    await fill(page, '请输入手机号', '13800138000')
    await fill(page, '请输入图形验证码', await captchaAnswer(page))
    await page.tap(page.getButton('获取验证码'))
    await waitFor(() => mp.toasts.includes('该手机号已注册，请直接登录'), { message: () => mp.toasts.join(' | ') })
    expect(mp.storage.get('token')).toBeUndefined()
  })
})

test('reset by SMS (/resetPassWord): a learner who logs in by code sets a password and is logged in', async () => {
  mp = await launchApp()
  const page = await mp.loadPage(`${PKG}/resetPassword/index`)
  await fill(page, '请输入手机号', '18600186000')
  await fill(page, '请输入图形验证码', await captchaAnswer(page))
  await page.tap(page.getButton('获取验证码'))
  // Each step says what the page showed, so a failure on a loaded machine names the step that stopped.
  const sent = await waitFor(() => mp.requests.find((r) => r.path?.endsWith('/api/account/otpSMS') && r.status !== undefined), {
    message: () => `no code sent; toasts: ${mp.toasts.join(' | ') || 'none'}; requests: ${mp.requests.map((r) => r.path).join(', ')}`,
  })
  expect({ code: sent.response.code, toasts: mp.toasts }).toMatchObject({ code: 200 })
  expect(sent.query).toMatchObject({ mobileNo: '18600186000', type: '2' })
  const otp = await waitFor(() => mp.latestOtp('18600186000'), { timeout: 10_000, message: 'the sandbox holds no code for 18600186000' })
  await fill(page, '请输入短信验证码', otp)
  await fill(page, '设置密码（8-20位，含字母和数字）', PASSWORD)
  await fill(page, '请再次输入密码', PASSWORD)
  await page.tap(page.getButton('重置密码'))
  const reset = await mp.waitForRequest('/api/account/passWord_v410', { method: 'POST' })
  expect(reset.response.code).toBe(200)
  await waitFor(() => mp.toasts.includes('密码已重置'))
  expect(mp.storage.get('token')).toBe(reset.response.data.token)
})
