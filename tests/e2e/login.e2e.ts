// Walking skeleton in Chromium: redirects, the login gate, code login with the sandbox SMS, and a session
// that survives a reload.
import assert from 'node:assert/strict'
import { test } from '@playwright/test'
import { latestOtp, suite, tapButton } from './fixtures'

const s = suite('login')

test('/ lands on the home page', async () => {
  const { page } = s
  await page.goto(`${s.url}/`)
  await page.waitForURL('**/publicPage/textualResearch')
  await page.locator('.home-search').waitFor()
  assert.match(await page.title(), /^会计学堂/)
  await s.shot('home')
})

test('an unknown path shows /404 and an unknown /publicPage child goes home', async () => {
  const { page } = s
  await page.goto(`${s.url}/no/such/page`)
  await page.waitForURL('**/404')
  await page.getByText('抱歉，您访问的页面不存在').waitFor()
  await s.shot('not-found')
  await page.goto(`${s.url}/publicPage/nothing`)
  await page.waitForURL('**/publicPage/textualResearch')
})

test('my orders while logged out: login with a code, back on /ty/myOrder, still there after reload', async () => {
  const { page, errors } = s
  await page.goto(`${s.url}/ty/myOrder`)
  await page.waitForURL((url) => url.pathname === '/login' && url.searchParams.get('redirect') === '/ty/myOrder')
  await page.locator('.login-page__title', { hasText: '验证码登录' }).waitFor()
  await s.shot('login-gate')

  const phone = '13800138000'
  await tapButton(page, '获取验证码')
  await page.getByText('请输入手机号').last().waitFor() // the toast: no phone yet
  await page.locator('input[placeholder="请输入手机号"]').fill(phone)
  await tapButton(page, '获取验证码')
  await page.getByText(/^\d+s$/).waitFor() // the resend countdown runs
  await s.shot('code-sent')

  const otp = await latestOtp(s.url, phone)
  assert.match(otp, /^\d{6}$/)
  await page.locator('input[placeholder="请输入验证码"]').fill(otp)
  await s.shot('code-filled')
  await tapButton(page, '登录')
  await page.waitForURL((url) => url.pathname === '/ty/myOrder')
  await page.getByText('很抱歉，暂时没有订单，赶紧去选课吧').waitFor() // a new learner's my orders
  await s.shot('my-orders')

  const cookies = await s.context.cookies()
  const token = cookies.find((c) => c.name === 'token')
  assert.ok(token?.value, 'token cookie set')
  assert.equal(cookies.find((c) => c.name === 'userToken')?.value, token.value)
  assert.ok(token.expires * 1000 - Date.now() > 29 * 24 * 3600 * 1000, 'cookie lives 30 days')

  await page.reload()
  await page.getByText('很抱歉，暂时没有订单，赶紧去选课吧').waitFor()
  await page.waitForTimeout(500) // a window in which the reloaded page must not send the learner to the login
  assert.equal(new URL(page.url()).pathname, '/ty/myOrder')
  await s.shot('after-reload')
  assert.deepEqual(errors, [])
})
