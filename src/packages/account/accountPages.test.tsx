/**
 * /register and /resetPassWord (docs/spec/content-access.md section 2; section 7: captcha-image, otpSMS, register, passWord_v410,
 * otpMail, appEmailPwd), rendered with a fake account client: what each form checks before sending and in which
 * order, the calls it makes, the captcha replaced after every send, the session kept, and where the learner goes after.
 */
jest.mock('@/platform/ui')
jest.mock('@/platform/navigation')
jest.mock('@/platform/passwordCipher', () => jest.requireActual('../../../tests/jest/account').fakeCipher)

import { act, screen, waitFor } from '@testing-library/react'
import { Current } from '@tarojs/runtime'
import { fakeAccountApi } from '../../../tests/jest/account'
import { button, clearBrowserStorage, clearCookies, field, tap, typeInto } from '../../../tests/jest/dom'
import { renderPage } from '../../../tests/jest/renderPage'
import { redirectTo } from '@/platform/navigation'
import { toast } from '@/platform/ui'
import { ApiError } from '@/services/request'
import RegisterPage, { registerProblem } from './register/index'
import ResetPasswordPage, { resetProblem } from './resetPassword/index'

let accountApi = fakeAccountApi()
beforeEach(() => {
  jest.clearAllMocks()
  clearBrowserStorage()
  clearCookies()
  accountApi = fakeAccountApi()
})
const at = (params: Record<string, string>, path: string) => {
  Current.router = { params, path, onReady: '', onHide: '', onShow: '', shareTimelineTitle: '' } as never
}
const open = (page: JSX.Element) => renderPage(page, { services: { accountApi } })

describe('registerProblem: the first thing missing, in the order of the form', () => {
  const good = { phone: '13512345678', code: '123456', password: 'Secret123', again: 'Secret123', email: '' }
  it.each([
    [{}, ''],
    [{ phone: '' }, '请输入手机号'],
    [{ phone: '1351234' }, '请输入正确的手机号'],
    [{ code: ' ' }, '请输入短信验证码'],
    [{ password: 'short1', again: 'short1' }, '密码长度为8-20位'],
    [{ again: 'Secret124' }, '两次输入的密码不一致'],
    [{ email: 'bad@' }, '请输入正确的邮箱'],
    [{ email: 'ok@example.com' }, ''],
  ])('%p -> %p', (change, message) => {
    expect(registerProblem({ ...good, ...change })).toBe(message)
  })
})

describe('resetProblem', () => {
  const good = { who: '13512345678', code: '123456', password: 'Secret123', again: 'Secret123' }
  it.each([
    ['sms', {}, ''],
    ['sms', { who: '' }, '请输入手机号'],
    ['sms', { code: '' }, '请输入短信验证码'],
    ['mail', { who: '' }, '请输入邮箱'],
    ['mail', { who: 'a@example.com', code: '' }, '请输入邮箱验证码'],
    ['mail', { who: 'a@example.com', again: '' }, '请再次输入密码'],
    ['mail', { who: 'a@example.com' }, ''],
  ] as const)('%s %p -> %p', (way, change, message) => {
    expect(resetProblem(way, { ...good, ...change })).toBe(message)
  })
})

describe('/register', () => {
  it('asks for a code only with a phone and a captcha answer; each send uses the captcha up and shows a new one', async () => {
    at({ redirect: '/ty/myOrder' }, '/packages/account/register/index')
    open(<RegisterPage />)
    await tap(button('获取验证码'))
    expect(toast).toHaveBeenLastCalledWith('请输入手机号')
    await typeInto(await field('请输入手机号'), '13512345678')
    await tap(button('获取验证码'))
    expect(toast).toHaveBeenLastCalledWith('请输入图形验证码')
    await typeInto(await field('请输入图形验证码'), 'ab3')
    await tap(button('获取验证码'))
    expect(toast).toHaveBeenLastCalledWith('请输入4位图形验证码')
    expect(accountApi.otpSms).not.toHaveBeenCalled()
    await typeInto(await field('请输入图形验证码'), 'ab3d')
    await tap(button('获取验证码'))
    expect(accountApi.otpSms).toHaveBeenCalledWith({ mobileNo: '13512345678', type: 1, captchaKey: 'key-1', captcha: 'ab3d' })
    expect(accountApi.captchaImage).toHaveBeenCalledTimes(2)
    expect((await field('请输入图形验证码')).value).toBe('')
    expect(screen.getByText('60s')).toBeTruthy()
    expect(screen.getByLabelText('图形验证码，点击换一张')).toBeTruthy()
  })

  it('a captcha picture that gets no answer says 加载失败，点击重试; a tap loads it and the code send uses it', async () => {
    accountApi.captchaImage.mockRejectedValueOnce(new ApiError(0, '请求失败~~~', undefined, 'network'))
    at({}, '/packages/account/register/index')
    open(<RegisterPage />)
    await waitFor(() => expect(screen.getByText('加载失败，点击重试')).toBeTruthy())
    expect(screen.queryByRole('img', { name: '图形验证码，点击换一张' })).toBeNull()
    // Named by what it shows (axe: the visible words are part of the name).
    await tap(screen.getByRole('button', { name: '加载失败，点击重试' }))
    await waitFor(() => expect(screen.queryByText('加载失败，点击重试')).toBeNull())
    expect(screen.getByRole('button', { name: '图形验证码，点击换一张' })).toBeTruthy()
    expect(accountApi.captchaImage).toHaveBeenCalledTimes(2)
    await typeInto(await field('请输入手机号'), '13512345678')
    await typeInto(await field('请输入图形验证码'), 'ab3d')
    await tap(button('获取验证码'))
    expect(accountApi.otpSms).toHaveBeenCalledWith({ mobileNo: '13512345678', type: 1, captchaKey: 'key-1', captcha: 'ab3d' })
  })

  it('registers with everything typed, then goes to the redirect', async () => {
    at({ redirect: '/ty/myOrder' }, '/packages/account/register/index')
    const view = open(<RegisterPage />)
    await typeInto(await field('请输入手机号'), '13512345678')
    await typeInto(await field('请输入短信验证码'), '123456')
    await typeInto(await field('设置密码（8-20位，含字母和数字）'), 'Secret123')
    await tap(button('注册'))
    expect(toast).toHaveBeenLastCalledWith('请再次输入密码')
    await typeInto(await field('请再次输入密码'), 'Secret123')
    await typeInto(await field('邮箱（选填，用于找回密码）'), 'a@example.com')
    await tap(button('注册'))
    await waitFor(() => expect(redirectTo).toHaveBeenCalledWith('/ty/myOrder'))
    expect(accountApi.register).toHaveBeenCalledWith(expect.objectContaining({
      mobileNo: '13512345678', otp: '123456', password: 'sealed(Secret123)', email: 'a@example.com', triggerRegisterUrl: '/ty/myOrder', clientType: 2,
    }))
    expect(view.stores.session.token).toBe('tk-8000')
    expect(toast).toHaveBeenLastCalledWith('注册成功')
    expect(redirectTo).toHaveBeenCalledWith('/ty/myOrder')
  })

  it('two taps before the button shows it is sending register once', async () => {
    at({ redirect: '/ty/myOrder' }, '/packages/account/register/index')
    accountApi.register.mockReturnValue(new Promise(() => {}))
    open(<RegisterPage />)
    await typeInto(await field('请输入手机号'), '13512345678')
    await typeInto(await field('请输入短信验证码'), '123456')
    await typeInto(await field('设置密码（8-20位，含字母和数字）'), 'Secret123')
    await typeInto(await field('请再次输入密码'), 'Secret123')
    const submit = button('注册')
    // One act: the page does not render between the taps, as when the second tap comes before the commit.
    act(() => {
      submit.click()
      submit.click()
    })
    await act(() => new Promise((settled) => setTimeout(settled, 0)))
    expect(accountApi.register).toHaveBeenCalledTimes(1)
  })

  it('a refused registration keeps the learner on the page with what was typed', async () => {
    at({ redirect: 'https://evil.example' }, '/packages/account/register/index')
    accountApi.register.mockRejectedValueOnce(new Error('验证码错误'))
    const view = open(<RegisterPage />)
    await typeInto(await field('请输入手机号'), '13512345678')
    await typeInto(await field('请输入短信验证码'), '123456')
    await typeInto(await field('设置密码（8-20位，含字母和数字）'), 'Secret123')
    await typeInto(await field('请再次输入密码'), 'Secret123')
    await tap(button('注册'))
    await waitFor(() => expect(accountApi.register).toHaveBeenCalled())
    await act(() => new Promise((settled) => setTimeout(settled, 0)))
    expect(redirectTo).not.toHaveBeenCalled()
    expect(view.stores.session.token).toBe('')
    expect((await field('请输入短信验证码')).value).toBe('123456')
    await tap(screen.getByText('已有账号？去登录'))
    expect(redirectTo).toHaveBeenCalledWith('/login?redirect=%2FpublicPage%2FtextualResearch')
  })
})

describe('/resetPassWord', () => {
  it('by SMS: a reset code (type 2) behind the captcha, then the new password; logged in, to the redirect', async () => {
    at({ redirect: '/ty/myOrder' }, '/packages/account/resetPassword/index')
    open(<ResetPasswordPage />)
    await typeInto(await field('请输入手机号'), '13800138000')
    await typeInto(await field('请输入图形验证码'), 'AB3D')
    await tap(button('获取验证码'))
    expect(accountApi.otpSms).toHaveBeenCalledWith({ mobileNo: '13800138000', type: 2, captchaKey: 'key-1', captcha: 'AB3D' })
    await typeInto(await field('请输入短信验证码'), '123456')
    await typeInto(await field('设置密码（8-20位，含字母和数字）'), 'NewPass1')
    await typeInto(await field('请再次输入密码'), 'NewPass1')
    await tap(button('重置密码'))
    await waitFor(() => expect(redirectTo).toHaveBeenCalledWith('/ty/myOrder'))
    expect(accountApi.resetBySms).toHaveBeenCalledWith({ mobileNo: '13800138000', otp: '123456', password: 'sealed(NewPass1)' })
    expect(toast).toHaveBeenLastCalledWith('密码已重置')
    expect(redirectTo).toHaveBeenCalledWith('/ty/myOrder')
  })

  it('by mail: the tab asks for the bound e-mail and a mailed code', async () => {
    at({}, '/packages/account/resetPassword/index')
    open(<ResetPasswordPage />)
    await tap(screen.getByText('邮箱找回'))
    await typeInto(await field('请输入绑定的邮箱'), 'learner8000@example.com')
    await tap(button('获取验证码'))
    expect(toast).toHaveBeenLastCalledWith('请输入图形验证码')
    await typeInto(await field('请输入图形验证码'), 'AB3D')
    await tap(button('获取验证码'))
    expect(accountApi.otpMail).toHaveBeenCalledWith({ email: 'learner8000@example.com', captchaKey: 'key-1', captcha: 'AB3D' })
    expect(toast).toHaveBeenLastCalledWith('验证码已发送至邮箱')
    await typeInto(await field('请输入邮箱验证码'), '654321')
    await typeInto(await field('设置密码（8-20位，含字母和数字）'), 'NewPass1')
    await typeInto(await field('请再次输入密码'), 'NewPass1')
    await tap(button('重置密码'))
    await waitFor(() => expect(redirectTo).toHaveBeenCalledWith('/publicPage/textualResearch'))
    expect(accountApi.resetByMail).toHaveBeenCalledWith({ email: 'learner8000@example.com', code: '654321', password: 'sealed(NewPass1)' })
    expect(redirectTo).toHaveBeenCalledWith('/publicPage/textualResearch')
  })
})
