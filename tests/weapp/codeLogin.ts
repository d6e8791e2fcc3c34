/**
 * Fills a rendered code-login form (CodeLoginForm: phone, 获取验证码, code) of a mini-program page and submits it:
 * the sandbox SMS code is read from the server as a learner would read the message. `submitText` names the form's
 * submit button (登录, 注册, 登录并进入...). Returns the code used.
 */
import { waitFor, type Page } from './harness'

async function codeLogin(page: Page, phone: string, submitText: string): Promise<string> {
  const { mp } = page
  const phoneInput = await waitFor(() => page.queryAllInputs({ placeholder: '请输入手机号' })[0], { message: 'no phone input' })
  await page.input(phoneInput, phone)
  await waitFor(() => page.attrs(phoneInput).value === phone)
  await page.tap(page.getButton('获取验证码'))
  await mp.waitForRequest('/api/account/getOtp')
  const otp = await waitFor(() => mp.latestOtp(phone), { timeout: 10_000, message: `no code sent to ${phone}` })
  await page.input(page.getInput({ placeholder: '请输入验证码' }), otp)
  const submit = page.getButton(submitText)
  await waitFor(() => !submit.classList.contains('nut-button-disabled'), { message: `${submitText} stayed disabled` })
  await page.tap(submit)
  return otp
}

export { codeLogin }
