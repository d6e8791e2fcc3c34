/**
 * The login panel on H5 (docs/spec/content-access.md section 2: "title 'code login' with a switch to password login"): the switch
 * and back, the ways to /register and /resetPassWord keeping the redirect, and the third-party sign-in's button.
 */
jest.mock('@/platform/ui')
jest.mock('@/platform/navigation')
jest.mock('@/platform/oauth', () => ({ oauth: { available: true, start: jest.fn(), takePending: jest.fn() } }))
jest.mock('@/platform/passwordCipher', () => jest.requireActual('../../../tests/jest/account').fakeCipher)

import { screen, waitFor } from '@testing-library/react'
import { fakeAccountApi, loginResult } from '../../../tests/jest/account'
import { renderPage } from '../../../tests/jest/renderPage'
import { button, field, tap, typeInto } from '../../../tests/jest/dom'
import { navigateTo } from '@/platform/navigation'
import { oauth } from '@/platform/oauth'
import { LoginPanel } from './index'

const onLoggedIn = jest.fn()
const onModeChange = jest.fn()
const accountApi = fakeAccountApi()
const session = { sendCode: jest.fn(), loginWithCode: jest.fn(), setSession: jest.fn() }
const open = () => renderPage(<LoginPanel submitText="登录" triggerUrl="/ty/myOrder" onLoggedIn={onLoggedIn} onModeChange={onModeChange} />, {
  services: { accountApi }, stores: { session },
})

beforeEach(() => jest.clearAllMocks())

it('switches to password login and back; the page is told each time', async () => {
  open()
  await field('请输入验证码')
  await tap(screen.getByText('密码登录'))
  expect(onModeChange).toHaveBeenLastCalledWith('password')
  await field('请输入密码')
  expect(screen.queryByPlaceholderText('请输入验证码')).toBeNull()
  await tap(screen.getByText('验证码登录'))
  expect(onModeChange).toHaveBeenLastCalledWith('code')
  await field('请输入验证码')
})

it('password login logs in through the account flows, then onLoggedIn', async () => {
  open()
  await tap(screen.getByText('密码登录'))
  await typeInto(await field('请输入手机号'), '13800138000')
  await typeInto(await field('请输入密码'), 'Secret123')
  await tap(button('登录'))
  await waitFor(() => expect(onLoggedIn).toHaveBeenCalled())
  expect(accountApi.passwordLogin).toHaveBeenCalledWith({ mobileNo: '13800138000', password: 'sealed(Secret123)' })
  expect(session.setSession).toHaveBeenCalledWith(loginResult())
})

it('注册 and 忘记密码 open their pages with the redirect, from either form', async () => {
  open()
  await tap(screen.getByText('注册'))
  expect(navigateTo).toHaveBeenLastCalledWith('/register?redirect=%2Fty%2FmyOrder')
  await tap(screen.getByText('密码登录'))
  await tap(screen.getByText('忘记密码'))
  expect(navigateTo).toHaveBeenLastCalledWith('/resetPassWord?redirect=%2Fty%2FmyOrder')
})

it('《隐私政策》 under either form opens /protocol', async () => {
  open()
  expect(screen.getByText('登录即表示你已阅读并同意')).toBeTruthy()
  await tap(screen.getByText('《隐私政策》'))
  expect(navigateTo).toHaveBeenLastCalledWith('/protocol')
  await tap(screen.getByText('密码登录'))
  await tap(screen.getByText('《隐私政策》'))
  expect(navigateTo).toHaveBeenCalledTimes(2)
})

it('the third-party button leaves for the provider with the redirect', async () => {
  open()
  await tap(screen.getByText('第三方账号登录'))
  expect(oauth.start).toHaveBeenCalledWith('/ty/myOrder')
})
