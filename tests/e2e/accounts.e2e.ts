// Accounts in Chromium: register with the image captcha and its SMS code, password login behind the code form's
// switch (the password leaves the browser only encrypted), reset by SMS and by mail (the sandbox outbox), and the
// third-party sign-in at /authorize against the sandbox OAuth provider (state checked, an expired token refreshed).
import crypto from 'node:crypto'
import assert from 'node:assert/strict'
import { test } from '@playwright/test'
import type { Page, Response } from 'playwright-core'
import { latestOtp, suite } from './fixtures'
import { waitToast } from './network'

const s = suite('accounts')
const NEW = '13512340001'
const PASSWORD = 'Kuaiji2025ok'
const NEW_PASSWORD = 'Changed2026'
/** A seeded learner who has only ever logged in by code. */
const BY_CODE = '18600186000'

// Pages the router keeps behind the current one stay in the DOM, hidden: only what shows counts.
const input = (placeholder: string) => s.page.locator(`input[placeholder="${placeholder}"]:visible`)
const toast = (text: string) => waitToast(s.page, text)
const tapButton = (page: Page, text: string) => page.locator('.nut-button:visible', { hasText: text }).first().click()
const logout = () => s.context.clearCookies()

/** The captcha on screen and its answer (the sandbox's readout, as a person reads the picture). */
async function captchaAnswer(response: Promise<Response>): Promise<string> {
  const { captchaKey } = (await (await response).json()).data
  const body = await (await fetch(`${s.url}/dev/captcha?captchaKey=${captchaKey}`)).json()
  return body.data.answer
}
const nextCaptcha = () => s.page.waitForResponse((r) => r.url().includes('/api/account/captcha-image'))

test('register: from the login form, with the captcha, the SMS code and a password typed twice; logged in after', async () => {
  const { page, errors } = s
  await page.goto(`${s.url}/login?redirect=%2Fty%2FmyOrder`)
  const first = nextCaptcha()
  await page.locator('.account-links__register:visible').click()
  await page.waitForURL((url) => url.pathname === '/register' && url.searchParams.get('redirect') === '/ty/myOrder')
  let answer = await captchaAnswer(first)
  await page.locator('.account-form__captcha-image img, img.account-form__captcha-image').first().waitFor()
  await s.shot('register')

  await tapButton(page, '获取验证码')
  await toast('请输入手机号')
  await input('请输入手机号').fill(NEW)
  await tapButton(page, '获取验证码')
  await toast('请输入图形验证码')
  // A wrong answer: refused, and a new picture replaces the used one.
  const second = nextCaptcha()
  await input('请输入图形验证码').fill(answer === 'AAAA' ? 'BBBB' : 'AAAA')
  await tapButton(page, '获取验证码')
  await toast('图形验证码错误，请重新输入')
  answer = await captchaAnswer(second)
  const third = nextCaptcha()
  await input('请输入图形验证码').fill(answer.toLowerCase())
  await tapButton(page, '获取验证码')
  await page.locator('.nut-button:visible', { hasText: /^\d+s$/ }).waitFor()
  await third
  await s.shot('register-code-sent')

  await input('请输入短信验证码').fill(await latestOtp(s.url, NEW))
  await input('设置密码（8-20位，含字母和数字）').fill('short1')
  await tapButton(page, '注册')
  await toast('密码长度为8-20位')
  await input('设置密码（8-20位，含字母和数字）').fill(PASSWORD)
  await input('请再次输入密码').fill(`${PASSWORD}x`)
  await tapButton(page, '注册')
  await toast('两次输入的密码不一致')
  await input('请再次输入密码').fill(PASSWORD)
  await input('邮箱（选填，用于找回密码）').fill('new.learner@example.com')
  await s.shot('register-filled')
  const sent = page.waitForRequest((r) => r.url().includes('/api/account/register') && r.method() === 'POST')
  await tapButton(page, '注册')
  const request = await sent
  assert.match(request.headers()['content-type'], /x-www-form-urlencoded/)
  const body = request.postData() ?? assert.fail('the register request has no body')
  const form = new URLSearchParams(body)
  assert.equal(form.get('mobileNo'), NEW)
  assert.match(form.get('password') ?? '', /^[A-Za-z0-9+/]{342}==$/, 'the password goes as a 2048-bit RSA ciphertext')
  assert.ok(!body.includes(PASSWORD), 'never the clear password')
  await page.waitForURL((url) => url.pathname === '/ty/myOrder')
  await s.shot('register-done')
  assert.ok((await s.context.cookies()).find((c) => c.name === 'token')?.value)
  assert.deepEqual(errors, [])
})

test('password login: the switch retitles the form; a wrong password says how many tries are left; the right one logs in', async () => {
  const { page, errors } = s
  await logout()
  await page.goto(`${s.url}/login?redirect=%2Fty%2FmyOrder`)
  await page.locator('.login-page__title:visible', { hasText: '验证码登录' }).waitFor()
  await page.locator('.account-links__switch:visible', { hasText: '密码登录' }).click()
  await page.locator('.login-page__title:visible', { hasText: '密码登录' }).waitFor()
  await input('请输入手机号').fill(NEW)
  await input('请输入密码').fill('Wrong12345')
  await s.shot('password-login')
  await tapButton(page, '登录')
  await toast('手机号或密码错误，还可尝试4次')
  assert.equal(await input('请输入密码').inputValue(), '', 'a refused password is typed again')
  await s.shot('password-wrong')
  await input('请输入密码').fill(PASSWORD)
  const sent = page.waitForRequest((r) => r.url().includes('/api/account/loginV1_2'))
  await tapButton(page, '登录')
  const request = await sent
  assert.match(request.headers()['content-type'], /x-www-form-urlencoded/)
  assert.ok(!(request.postData() ?? assert.fail('the login request has no body')).includes(PASSWORD))
  await page.waitForURL((url) => url.pathname === '/ty/myOrder')
  // and back to the code form
  await logout()
  await page.goto(`${s.url}/login`)
  await page.locator('.account-links__switch:visible', { hasText: '密码登录' }).click()
  await page.locator('.account-links__switch:visible', { hasText: '验证码登录' }).click()
  await input('请输入验证码').waitFor()
  assert.deepEqual(errors, [])
})

test('reset by SMS: from 忘记密码, a learner who logs in by code sets a password; it logs in, a wrong one does not', async () => {
  const { page } = s
  await logout()
  await page.goto(`${s.url}/login?redirect=%2Fty%2FmyOrder`)
  const first = nextCaptcha()
  await page.locator('.account-links__forgot:visible').click()
  await page.waitForURL((url) => url.pathname === '/resetPassWord' && url.searchParams.get('redirect') === '/ty/myOrder')
  const answer = await captchaAnswer(first)
  await s.shot('reset-sms')
  await input('请输入手机号').fill(BY_CODE)
  await input('请输入图形验证码').fill(answer)
  await tapButton(page, '获取验证码')
  await page.locator('.nut-button:visible', { hasText: /^\d+s$/ }).waitFor()
  await input('请输入短信验证码').fill(await latestOtp(s.url, BY_CODE))
  await input('设置密码（8-20位，含字母和数字）').fill(NEW_PASSWORD)
  await input('请再次输入密码').fill(NEW_PASSWORD)
  await s.shot('reset-sms-filled')
  // The page says 密码已重置 as it leaves; the order page's own loading may take the toast's place at once.
  const answered = page.waitForResponse((r) => r.url().includes('/api/account/passWord_v410'))
  await tapButton(page, '重置密码')
  assert.equal((await (await answered).json()).code, 200)
  await page.waitForURL((url) => url.pathname === '/ty/myOrder')

  // What JSEncrypt does with getpublicKey's base64 SPKI: RSA PKCS#1 v1.5 of the password, base64.
  const sealed = async (password: string) => {
    const key = (await (await fetch(`${s.url}/api/account/getpublicKey`)).json()).data as string
    const spki = crypto.createPublicKey({ key: Buffer.from(key, 'base64'), format: 'der', type: 'spki' })
    return crypto.publicEncrypt({ key: spki, padding: crypto.constants.RSA_PKCS1_PADDING }, Buffer.from(password)).toString('base64')
  }
  const login = async (password: string) => (await (await fetch(`${s.url}/api/account/loginV1_2`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams({ mobileNo: BY_CODE, password: await sealed(password) }) })).json())
  assert.equal((await login(PASSWORD)).msg, '手机号或密码错误，还可尝试4次')
  assert.equal((await login(NEW_PASSWORD)).code, 200)
})

test('reset by mail: the code comes to the sandbox outbox; the learner is logged in with the new password', async () => {
  const { page, errors } = s
  await logout()
  const first = nextCaptcha()
  await page.goto(`${s.url}/resetPassWord?redirect=%2Fty%2FmyOrder`)
  await captchaAnswer(first)
  const second = nextCaptcha()
  await page.locator('.reset-page__way:visible', { hasText: '邮箱找回' }).click()
  await input('请输入绑定的邮箱').fill('learner8000@example.com')
  // the captcha of the page: a tap on the picture gives a new one
  await page.locator('.account-form__captcha:visible').click()
  const answer = await captchaAnswer(second)
  await input('请输入图形验证码').fill(answer)
  await tapButton(page, '获取验证码')
  await toast('验证码已发送至邮箱')
  const mails = (await (await fetch(`${s.url}/dev/mail?email=learner8000@example.com`)).json()).data.mails
  const code = (/验证码：(\d{6})/.exec(mails[0].text) ?? assert.fail(`no code in the mail: ${mails[0].text}`))[1]
  await input('请输入邮箱验证码').fill(code)
  await input('设置密码（8-20位，含字母和数字）').fill(NEW_PASSWORD)
  await input('请再次输入密码').fill(NEW_PASSWORD)
  await s.shot('reset-mail')
  await tapButton(page, '重置密码')
  await page.waitForURL((url) => url.pathname === '/ty/myOrder')
  const token = (await s.context.cookies()).find((c) => c.name === 'token')?.value ?? assert.fail('no token cookie')
  const me = await (await fetch(`${s.url}/api/account/getUserInfo?token=${token}`)).json()
  assert.deepEqual([me.data.mobile, me.data.hasPassword, me.data.email], ['13800138000', true, 'learner8000@example.com'])
  // The my page shows it: the password row offers a change, the e-mail is masked.
  await page.goto(`${s.url}/publicPage/myPage`)
  await page.locator('.account-security__password', { hasText: '修改' }).waitFor()
  await page.locator('.account-security__email', { hasText: 'l***@example.com' }).waitFor()
  await page.getByText('138****8000').waitFor()
  await s.shot('mine-security')
  assert.deepEqual(errors, [])
})

test('third-party sign-in: consent at the sandbox provider, an expired token refreshed, a phone bound once; next time straight in', async () => {
  const { page, errors } = s
  await logout()
  await page.goto(`${s.url}/login?redirect=%2Fty%2FmyOrder`)
  await page.locator('.login-panel__oauth:visible').click()
  await page.waitForURL((url) => url.pathname === '/sandbox/oauth/authorize')
  const state = new URL(page.url()).searchParams.get('state')
  assert.match(state ?? '', /^[0-9a-f]{32}$/)
  await page.getByText('会计学堂 申请使用你的账号信息').waitFor()
  await s.shot('oauth-consent')
  await page.locator('input[name="expired"]').check()
  const calls: (string | undefined)[] = []
  page.on('request', (r) => { if (r.url().includes('/api/account/oauth/')) calls.push(new URL(r.url()).pathname.split('/').pop()) })
  await page.locator('button[value="allow"]').click()
  await page.waitForURL((url) => url.pathname === '/authorize' && url.searchParams.get('state') === state)
  await page.locator('.account-page__title', { hasText: '绑定手机号' }).waitFor()
  await page.getByText('欢迎，沙箱学员甲').waitFor()
  assert.deepEqual(calls, ['accessToken', 'userInfo', 'refreshToken', 'userInfo'])
  await s.shot('oauth-bind')
  await input('请输入手机号').fill('13700137000')
  await tapButton(page, '获取验证码')
  await page.locator('.nut-button:visible', { hasText: /^\d+s$/ }).waitFor()
  await input('请输入验证码').fill(await latestOtp(s.url, '13700137000'))
  await tapButton(page, '绑定并登录')
  await page.waitForURL((url) => url.pathname === '/ty/myOrder')

  await logout()
  await page.goto(`${s.url}/login?redirect=%2FliveCenter`)
  await page.locator('.login-panel__oauth:visible').click()
  await page.locator('button[value="allow"]').click()
  await page.waitForURL((url) => url.pathname === '/liveCenter')
  const token = (await s.context.cookies()).find((c) => c.name === 'token')?.value ?? assert.fail('no token cookie')
  assert.equal((await (await fetch(`${s.url}/api/account/userInfo?token=${token}`)).json()).data.mobile, '13700137000')
  assert.deepEqual(errors, [])
})

test('third-party sign-in refused: a forged state, a return this tab never started, a declined consent', async () => {
  const { page } = s
  await logout()
  await page.goto(`${s.url}/login?redirect=%2Fty%2FmyOrder`)
  await page.locator('.login-panel__oauth:visible').click()
  await page.waitForURL((url) => url.pathname === '/sandbox/oauth/authorize')
  const consent = new URL(page.url())
  await page.locator('button[value="deny"]').click()
  await page.waitForURL((url) => url.pathname === '/authorize')
  await page.getByText('你已取消授权，可以使用手机号登录').waitFor()
  await s.shot('oauth-denied')

  // The provider's page again, but the code comes back with another state: refused, and no call is made.
  consent.searchParams.set('state', 'forged')
  await page.goto(`${s.url}/login?redirect=%2Fty%2FmyOrder`)
  await page.locator('.login-panel__oauth:visible').click()
  await page.waitForURL((url) => url.pathname === '/sandbox/oauth/authorize')
  const real = new URL(page.url()).searchParams.get('state')
  await page.evaluate(() => { (document.querySelector('input[name="state"]') as HTMLInputElement).value = 'forged' })
  const calls: string[] = []
  page.on('request', (r) => { if (r.url().includes('/api/account/oauth/')) calls.push(r.url()) })
  await page.locator('button[value="allow"]').click()
  await page.waitForURL((url) => url.pathname === '/authorize' && url.searchParams.get('state') === 'forged')
  await page.getByText('授权已失效，请重新登录').waitFor()
  assert.notEqual(real, 'forged')
  assert.deepEqual(calls, [])
  await s.shot('oauth-stale')
  await tapButton(page, '返回登录')
  await page.waitForURL((url) => url.pathname === '/login' && url.searchParams.get('redirect') === '/publicPage/textualResearch')

  // A link to /authorize with a code but nothing started in this tab.
  await page.goto(`${s.url}/authorize?code=sbx-oc-0000&state=abc`)
  await page.getByText('授权已失效，请重新登录').waitFor()
})
