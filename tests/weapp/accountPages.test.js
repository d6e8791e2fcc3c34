/**
 * The account pages around login in the BUILT mini-program (packages/account) against the reference server in-process:
 * register (the code login registers an unknown number), reset password (no passwords here: it leads into the code
 * login), the privacy policy, the third-party authorisation in progress and the closed-school page.
 */
const { launchApp, waitFor, sleep, guardEachTest } = require('./harness')
const { codeLogin } = require('./codeLogin')
const { POLICY_TEXT } = require('../../src/packages/account/protocol/policy')
const POLICY = POLICY_TEXT.sections

const PKG = 'packages/account'
const NEW_MOBILE = '13100131000'
const LEARNER = '13800138000'

let mp
guardEachTest(() => mp)

const loginTarget = (nav) => {
  const url = new URL(nav.url, 'http://x')
  return { api: nav.api, path: url.pathname, redirect: url.searchParams.get('redirect') }
}

describe('register (/register)', () => {
  test('an unknown number registers with phone and code (注册): the account exists, 注册成功, then the redirect page', async () => {
    mp = await launchApp()
    const page = await mp.loadPage(`${PKG}/register/index`, { query: { redirect: '/ty/myOrder' } })
    await page.findByText('注册会计学堂账号')
    // The mini-program offers WeChat phone login first; the code form is one tap away.
    await page.tap(page.getByText('使用验证码登录'))
    const otp = await codeLogin(page, NEW_MOBILE, '注册')

    const login = await mp.waitForRequest('/api/account/loginAndRegister', { method: 'POST' })
    expect(login.body).toMatchObject({ mobileNo: NEW_MOBILE, otp, nickName: '1000', triggerRegisterUrl: '/ty/myOrder' })
    expect(login.response.code).toBe(200)
    await waitFor(() => mp.toasts.includes('注册成功'))
    await waitFor(() => mp.navigations.length > 0)
    expect(mp.navigations[0]).toMatchObject({ api: 'redirectTo', url: '/packages/order/myOrder/index' })
    const token = mp.storage.get('token')
    const me = await mp.api('GET', `/api/account/userInfo?token=${token}`)
    expect(me.data).toMatchObject({ code: 200, data: { mobile: NEW_MOBILE } })
  })

  test('a wrong code is refused with the server\'s message; nothing is stored, the learner stays', async () => {
    mp = await launchApp()
    const page = await mp.loadPage(`${PKG}/register/index`)
    await page.tap(page.getByText('使用验证码登录'))
    await page.input(await waitFor(() => page.queryAllInputs({ placeholder: '请输入手机号' })[0]), NEW_MOBILE)
    await page.tap(page.getButton('获取验证码'))
    await mp.waitForRequest('/api/account/getOtp')
    const otp = await waitFor(() => mp.latestOtp(NEW_MOBILE))
    const wrong = otp === '000000' ? '111111' : '000000'
    await page.input(page.getInput({ placeholder: '请输入验证码' }), wrong)
    await page.tap(page.getButton('注册'))
    const login = await mp.waitForRequest('/api/account/loginAndRegister', { method: 'POST' })
    expect(login.response.code).not.toBe(200)
    await waitFor(() => mp.toasts.includes('验证码错误'), { message: () => mp.toasts.join(' | ') })
    expect(mp.toasts).not.toContain('注册成功')
    expect(mp.navigations).toEqual([])
    expect(mp.storage.get('token')).toBeUndefined()
  })
})

test('resetPassword (/resetPassWord): says there is no password to reset; 验证码登录 opens the code login keeping redirect', async () => {
  mp = await launchApp()
  const page = await mp.loadPage(`${PKG}/resetPassword/index`, { query: { redirect: '/ty/myOrder' } })
  await page.findByText('无需找回密码')
  await page.findByText('会计学堂使用手机号和短信验证码登录，账号不设密码。忘记密码时，直接用验证码登录即可。')
  await page.tap(page.getButton('验证码登录'))
  await waitFor(() => mp.navigations.length > 0)
  expect(loginTarget(mp.navigations[0])).toEqual({ api: 'redirectTo', path: '/pages/login/index', redirect: '/ty/myOrder' })
})

test('protocol (/protocol): the privacy policy\'s title, date and every section with its paragraphs', async () => {
  mp = await launchApp()
  const page = await mp.loadPage(`${PKG}/protocol/index`)
  await page.findByText('会计学堂隐私政策')
  expect(page.getByText(POLICY_TEXT.updated)).toBeTruthy()
  const headings = page.queryAllByClass('policy__heading').map((el) => el.textContent.trim())
  expect(headings).toEqual(POLICY.map((s) => s.heading))
  expect(page.queryAllByClass('policy__para').length).toBe(POLICY.flatMap((s) => s.paragraphs).length)
  expect(page.getByText(POLICY[1].paragraphs[0])).toBeTruthy()
})

describe('authorize (/authorize)', () => {
  test('a guest sees the login in progress and, about 1 s later, goes on to the code login with the same redirect', async () => {
    mp = await launchApp()
    const page = await mp.loadPage(`${PKG}/authorize/index`, { query: { redirect: '/ty/myOrder' } })
    await page.findByText('第三方登录中...')
    expect(mp.navigations).toEqual([])
    await waitFor(() => mp.navigations.length > 0, { timeout: 3000 })
    expect(loginTarget(mp.navigations[0])).toEqual({ api: 'redirectTo', path: '/pages/login/index', redirect: '/ty/myOrder' })
  })

  test('a learner with a good token taps 继续 and goes straight on to the redirect page, once', async () => {
    mp = await launchApp({ signedInAs: LEARNER })
    const page = await mp.loadPage(`${PKG}/authorize/index`, { query: { redirect: '/ty/myOrder' } })
    await page.tap(page.getButton('继续'))
    await waitFor(() => mp.navigations.length > 0)
    expect(mp.navigations[0]).toMatchObject({ api: 'redirectTo', url: '/packages/order/myOrder/index' })
    await sleep(1200) // past the automatic continue: it does not go twice
    expect(mp.navigations.length).toBe(1)
  })
})

test('schoolNotFound (/404-school): 网校不存在; 返回首页 and 浏览网校课程 switch to the home and catalogue tabs', async () => {
  mp = await launchApp()
  const page = await mp.loadPage(`${PKG}/schoolNotFound/index`)
  await page.findByText('您访问的网校不存在或已关闭，去看看会计学堂的其他课程吧')
  await page.tap(page.getButton('返回首页'))
  await page.tap(page.getButton('浏览网校课程'))
  await waitFor(() => mp.navigations.length === 2)
  expect(mp.navigations).toEqual([
    { api: 'switchTab', url: '/pages/textualResearch/index', delta: undefined },
    { api: 'switchTab', url: '/pages/homeSchool/index', delta: undefined },
  ])
})
