/**
 * The login page of the BUILT mini-program (dist/weapp) against the reference server, in-process.
 * WeChat phone login (two weChatLogin steps) and code login (getOtp, /dev/otp, loginAndRegister).
 */
import { launchApp, type Mp, type RequestEntry } from './harness'
import { CLIENT_TYPE, OTP_TYPE_LOGIN } from '../../src/core/login'

const PHONE = '13800138000'
const HOME_PAGE = '/pages/home/index'

let mp: Mp | undefined
afterEach(async () => {
  await mp?.close()
  mp = undefined
})

/** The session the app keeps (src/platform/credentials.weapp.ts), checked against the server. */
async function expectSession(app: Mp) {
  const token = app.storage.get('token')
  expect(typeof token).toBe('string')
  expect(token).not.toBe('')
  expect(app.storage.get('userToken')).toBe(token)
  const userData = app.storage.get('userData')
  expect(userData).toEqual({ uid: expect.any(Number), token, userClient: 1 })

  const me = await app.api('GET', `/api/account/userInfo?token=${token}`)
  expect(me.data).toMatchObject({ code: 200, data: { uid: userData.uid, mobile: PHONE } })
}

/**
 * Every call went to the baked-in API base, through the request layer (timestamp, school header): the account calls,
 * and after the login the enterprise channel's user info (the staff home tab).
 */
function expectRequestLayer(requests: RequestEntry[]) {
  expect(requests.length).toBeGreaterThan(0)
  for (const r of requests) {
    expect(r.origin).toBe('http://127.0.0.1:3100')
    expect(r.path).toMatch(/^\/api\/(account\/|qw\/api\/h5\/v1\/center\/user\/info$)/)
    expect(r.query!.t).toMatch(/^\d{13}$/)
    expect(r.headers['X-Forward-School']).toBe('kuaiji_app')
    expect(r.status).toBe(200)
  }
}

test('WeChat phone login: getPhoneNumber -> two weChatLogin steps -> session stored -> home tab', async () => {
  mp = await launchApp({ wxCode: 'wx-code-test' })
  const page = await mp.loadPage('pages/login/index')

  const phoneButton = page.getButton('手机号快捷登录')
  expect(page.attrs(phoneButton).openType).toBe('getPhoneNumber')
  expect(page.getByText('使用验证码登录')).toBeTruthy()
  expect(mp.storage.get('token')).toBeUndefined()

  // What WeChat fires once the user allows the phone number; the sandbox treats an 11-digit code as the phone.
  page.dispatch(phoneButton, 'getphonenumber', { code: PHONE, errMsg: 'getPhoneNumber:ok' })

  await page.waitFor(() => mp!.navigations.length > 0, { message: () => `no navigation; toasts: ${mp!.toasts.join(' | ')}` })
  expect(mp.navigations).toEqual([{ api: 'switchTab', url: HOME_PAGE, delta: undefined }])

  expect(mp.logins).toEqual(['wx-code-test'])
  const calls = mp.requests.filter((r) => r.path === '/api/account/weChatLogin')
  expect(calls.map((r) => r.method)).toEqual(['POST', 'POST'])
  expect(calls[0].body).toEqual({ code: 'wx-code-test' })
  expect(calls[0].response.data).toMatchObject({ needPhone: true, loginTicket: expect.any(String) })
  expect(calls[1].body).toEqual({ loginTicket: calls[0].response.data.loginTicket, phoneCode: PHONE })
  expect(calls[1].response.data).toMatchObject({ needPhone: false, mobile: PHONE })
  await mp.waitForRequest('/api/qw/api/h5/v1/center/user/info', { method: 'POST' })
  expectRequestLayer(mp.requests)

  await expectSession(mp)
  expect(mp.storage.get('token')).toBe(calls[1].response.data.token)
})

test('code login: switch, phone, get code (server sends an OTP), code, 登录 -> session stored -> home tab', async () => {
  mp = await launchApp()
  const page = await mp.loadPage('pages/login/index')

  await page.tap(page.getByText('使用验证码登录'))
  const sendButton = await page.findByText('获取验证码').then((el) => page.closest(el, 'button'))
  const phoneInput = page.getInput({ placeholder: '请输入手机号' })
  const codeInput = page.getInput({ placeholder: '请输入验证码' })
  expect(page.attrs(phoneInput)).toMatchObject({ type: 'number', maxlength: 11 })
  const submit = page.getButton('登录')
  expect(submit.classList.contains('nut-button-disabled')).toBe(true)
  expect(page.queryByText('手机号快捷登录')).toBeNull()

  await page.input(phoneInput, PHONE)
  await page.waitFor(() => page.attrs(phoneInput).value === PHONE)
  await page.tap(sendButton)

  const getOtp = await mp.waitForRequest('/api/account/getOtp')
  expect(getOtp.method).toBe('GET')
  expect(getOtp.query).toMatchObject({ mobileNo: PHONE, type: String(OTP_TYPE_LOGIN) })
  expect(getOtp.response).toMatchObject({ code: 200 })
  const otp = await mp.latestOtp(PHONE)
  expect(otp).toMatch(/^\d{6}$/)
  // The countdown replaces the send text once the server has accepted the request.
  await page.waitFor(() => !page.queryByText('获取验证码'), { message: () => `send button still idle: ${page.text()}` })

  await page.input(codeInput, otp)
  await page.waitFor(() => !submit.classList.contains('nut-button-disabled'), { message: 'submit stayed disabled' })
  await page.tap(submit)

  await page.waitFor(() => mp!.navigations.length > 0, { message: () => `no navigation; toasts: ${mp!.toasts.join(' | ')}` })
  expect(mp.navigations).toEqual([{ api: 'switchTab', url: HOME_PAGE, delta: undefined }])

  const login = mp.requests.find((r) => r.path === '/api/account/loginAndRegister')!
  expect(login.method).toBe('POST')
  expect(login.headers['Content-Type']).toBe('application/json')
  expect(login.body).toMatchObject({ mobileNo: PHONE, otp, clientType: CLIENT_TYPE.weapp })
  expect(login.response).toMatchObject({ code: 200, data: { mobile: PHONE } })
  await mp.waitForRequest('/api/qw/api/h5/v1/center/user/info', { method: 'POST' })
  expectRequestLayer(mp.requests)
  expect(mp.logins).toEqual([]) // code login never asks WeChat

  await expectSession(mp)
})

test('a redirect query is honoured: login from an order page goes back to it (redirectTo, not a tab)', async () => {
  mp = await launchApp()
  const page = await mp.loadPage('pages/login/index', { query: { redirect: '/ty/myOrder' } })

  page.dispatch(page.getButton('手机号快捷登录'), 'getphonenumber', { code: PHONE, errMsg: 'getPhoneNumber:ok' })

  await page.waitFor(() => mp!.navigations.length > 0, { message: () => `no navigation; toasts: ${mp!.toasts.join(' | ')}` })
  expect(mp.navigations).toEqual([{ api: 'redirectTo', url: '/packages/order/myOrder/index', delta: undefined }])
  await expectSession(mp)
})

test('phone number refused: no server call, no session, the learner stays on login', async () => {
  mp = await launchApp()
  const page = await mp.loadPage('pages/login/index')

  page.dispatch(page.getButton('手机号快捷登录'), 'getphonenumber', { errMsg: 'getPhoneNumber:fail user deny' })

  await page.waitFor(() => mp!.toasts.length > 0)
  expect(mp.toasts).toEqual(['需要授权手机号才能登录'])
  expect(mp.requests).toEqual([])
  expect(mp.logins).toEqual([])
  expect(mp.navigations).toEqual([])
  expect(mp.storage.get('token')).toBeUndefined()
})
