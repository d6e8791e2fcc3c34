/**
 * The account pages around login in the BUILT mini-program (packages/account) against the reference server in-process:
 * the privacy policy, the third-party authorisation (web only: WeChat login here) and the closed-school page.
 * Register, reset and password login: accounts.test.ts.
 */
import { launchApp, waitFor, guardEachTest, type Mp, type Navigation } from './harness'
import { POLICY_TEXT } from '../../src/packages/account/protocol/policy'
const POLICY = POLICY_TEXT.sections

const PKG = 'packages/account'

let mp: Mp
guardEachTest(() => mp)

const loginTarget = (nav: Navigation) => {
  const url = new URL(nav.url!, 'http://x')
  return { api: nav.api, path: url.pathname, redirect: url.searchParams.get('redirect') }
}

// Register and reset are tried in tests/weapp/accounts.test.ts (captcha, SMS code, password).

test('protocol (/protocol): the privacy policy\'s title, date and every section with its paragraphs', async () => {
  mp = await launchApp()
  const page = await mp.loadPage(`${PKG}/protocol/index`)
  await page.findByText('会计学堂隐私政策')
  expect(page.getByText(POLICY_TEXT.updated)).toBeTruthy()
  const headings = page.queryAllByClass('policy__heading').map((el) => el.textContent!.trim())
  expect(headings).toEqual(POLICY.map((s) => s.heading))
  expect(page.queryAllByClass('policy__para').length).toBe(POLICY.flatMap((s) => s.paragraphs).length)
  expect(page.getByText(POLICY[1].paragraphs[0])).toBeTruthy()
})

test('authorize (/authorize): the mini-program signs in with WeChat, so the page says there is no web sign-in here and leads to login', async () => {
  mp = await launchApp()
  const page = await mp.loadPage(`${PKG}/authorize/index`, { query: { code: 'c', state: 's' } })
  await page.findByText('当前环境不支持第三方登录，请使用手机号登录')
  expect(mp.requests.filter((r) => r.path!.includes('/oauth/'))).toEqual([])
  await page.tap(page.getButton('返回登录'))
  await waitFor(() => mp.navigations.length > 0)
  expect(loginTarget(mp.navigations[0])).toEqual({ api: 'redirectTo', path: '/pages/login/index', redirect: '/publicPage/textualResearch' })
})

test('schoolNotFound (/404-school): 网校不存在; 返回首页 and 浏览网校课程 switch to the home and catalogue tabs', async () => {
  mp = await launchApp()
  const page = await mp.loadPage(`${PKG}/schoolNotFound/index`)
  await page.findByText('您访问的网校不存在或已关闭，去看看会计学堂的其他课程吧')
  await page.tap(page.getButton('返回首页'))
  await page.tap(page.getButton('浏览网校课程'))
  await waitFor(() => mp.navigations.length === 2)
  expect(mp.navigations).toEqual([
    { api: 'switchTab', url: '/pages/home/index', delta: undefined },
    { api: 'switchTab', url: '/pages/school/index', delta: undefined },
  ])
})
