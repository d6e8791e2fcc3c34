// Forms typed in WebKit as iPhone Safari: the login page's code form (its toasts, the countdown, the session kept
// after a reload) and the enrolment agreement (name, ID, mobile typed; the education picker turned by a finger).
import assert from 'node:assert/strict'
import { test } from 'node:test'
import { dbRows, latestOtp } from '../support/server'
import { go, loginAs, pageErrors, run, signOut, tap, tapButton, touchDrag, type, waitFor, waitSettled, waitText, waitUrl, webkitSuite } from './driver'

const s = webkitSuite('forms')
const toast = (text: string) => waitText(s.driver, text, { inside: '.taro__toast' })

test('my orders as a guest: the login page, a code asked without and with a phone, login, still there after reload', async () => {
  const { driver } = s
  await go(driver, `${s.url}/ty/myOrder`)
  await waitUrl(driver, (u) => u.pathname === '/login' && u.searchParams.get('redirect') === '/ty/myOrder')
  await waitFor(driver, '.login-page__title', { text: '验证码登录' })
  await s.shot('login-gate')
  const phone = '13800138000'
  await tapButton(driver, '获取验证码')
  await toast('请输入手机号')
  await type(driver, 'input[placeholder="请输入手机号"]', '1380013')
  await tapButton(driver, '获取验证码')
  await toast('请输入正确的手机号')
  await type(driver, 'input[placeholder="请输入手机号"]', phone)
  await tapButton(driver, '获取验证码')
  await waitFor(driver, '.nut-button', { text: /^\d+s$/ })
  const otp = await latestOtp(s.url, phone)
  await type(driver, 'input[placeholder="请输入验证码"]', otp)
  assert.equal(await (await waitFor(driver, 'input[placeholder="请输入验证码"]')).getAttribute('value'), otp)
  await s.shot('code-filled')
  await tapButton(driver, '登录', { exact: true })
  await waitUrl(driver, (u) => u.pathname === '/ty/myOrder')
  await waitText(driver, '很抱歉，暂时没有订单，赶紧去选课吧')
  const token = await driver.manage().getCookie('token')
  assert.ok(token?.value, 'token cookie set')
  assert.equal((await driver.manage().getCookie('userToken'))?.value, token.value)
  // WebDriver gives a cookie's expiry in seconds.
  assert.ok((token.expiry as number) * 1000 - Date.now() > 29 * 24 * 3600 * 1000, 'the cookie lives 30 days')
  await driver.navigate().refresh()
  await waitText(driver, '很抱歉，暂时没有订单，赶紧去选课吧')
  assert.equal(new URL(await driver.getCurrentUrl()).pathname, '/ty/myOrder')
  await s.shot('after-reload')
  await signOut(s)
  assert.deepEqual(await pageErrors(s.driver), [])
})

test('the agreement form: checked in order, typed, the education picked by a finger; saved and on to the sign page', async () => {
  const { driver } = s
  await loginAs(s, '13900139000')
  const [row] = await dbRows(s, `SELECT o.trade_order_id AS t FROM orders o JOIN contracts c ON c.order_id = o.id
    WHERE o.user_id = (SELECT id FROM users WHERE mobile = '13900139000') AND c.status = 22 AND c.real_name = '' LIMIT 1`)
  assert.ok(row, 'a seeded order waiting for its agreement')
  await go(driver, `${s.url}/ty/signAgreement?tradeOrderId=${row.t}`)
  await waitFor(driver, 'input[placeholder="请输入真实姓名"]')
  await tapButton(driver, '提交并签署协议')
  await toast('请输入真实姓名')
  await type(driver, 'input[placeholder="请输入真实姓名"]', '张三')
  await type(driver, 'input[placeholder="请输入身份证号"]', '110101199001011237')
  await type(driver, 'input[placeholder="请输入手机号"]', '13900139000')
  await tapButton(driver, '提交并签署协议')
  await toast('请选择学历')

  // The picker: its first option is '请选择'; a finger turns it two rows on, its own confirm takes it.
  await tap(driver, '.sign-form__education')
  const list = await waitSettled(driver, '.nut-pickerview-list')
  const labels = await run(driver, () => [...document.querySelectorAll('.nut-pickerview-roller-item')].map((el) => el.textContent!.trim()))
  assert.equal(labels[0], '请选择')
  await touchDrag(driver, list, -110)
  await waitSettled(driver, '.nut-pickerview-roller') // it rolls on to the nearest option, then takes it
  await s.shot('picker-turned')
  await tap(driver, '.nut-picker-confirm-btn')
  const value = await waitFor(driver, '.sign-form__value:not(.sign-form__value--empty)')
  const education = (await value.getText()).trim()
  assert.ok(labels.slice(1).includes(education), `a real option was taken: ${education}`)
  await s.shot('form')
  await tapButton(driver, '提交并签署协议')
  await waitUrl(driver, (u) => u.pathname === '/sandbox/contract/sign', 15_000)
  const [saved] = await dbRows(s, 'SELECT real_name, id_card, mobile, education FROM contracts c JOIN orders o ON o.id = c.order_id WHERE o.trade_order_id = ?', row.t)
  assert.deepEqual([saved.real_name, saved.id_card, saved.mobile], ['张三', '110101199001011237', '13900139000'])
  assert.ok(saved.education > 0, `education saved: ${saved.education}`)
  assert.deepEqual(await pageErrors(s.driver), [])
})
