/**
 * Password login form (docs/spec/content-access.md section 2: the code-login form's "switch to password login"; section 5's
 * phone rules): submit disabled until both fields hold something, the phone checked before sending, a refused password
 * cleared and the phone kept.
 */
jest.mock('@/platform/ui')

import { button, field, isDisabled, tap, typeInto } from '../../../tests/jest/dom'
import { render } from '@testing-library/react'
import { toast } from '@/platform/ui'
import { PasswordLoginForm } from './index'

async function setup(submit = jest.fn(() => Promise.resolve())) {
  render(<PasswordLoginForm submitText="登录" submit={submit} />)
  return { submit, phone: await field('请输入手机号'), password: await field('请输入密码') }
}

beforeEach(() => jest.mocked(toast).mockClear())

it('the password field hides what is typed; submit waits for both fields', async () => {
  const { phone, password, submit } = await setup()
  expect(password.type).toBe('password')
  expect(isDisabled(button('登录'))).toBe(true)
  await typeInto(phone, '13800138000')
  expect(isDisabled(button('登录'))).toBe(true)
  await typeInto(password, 'Secret123')
  expect(isDisabled(button('登录'))).toBe(false)
  await tap(button('登录'))
  expect(submit).toHaveBeenCalledWith('13800138000', 'Secret123')
})

it("a malformed phone: '请输入正确的手机号' and nothing sent", async () => {
  const { phone, password, submit } = await setup()
  await typeInto(phone, '1380013800')
  await typeInto(password, 'Secret123')
  await tap(button('登录'))
  expect(toast).toHaveBeenCalledWith('请输入正确的手机号')
  expect(submit).not.toHaveBeenCalled()
})

it('a refused password is cleared, the phone stays', async () => {
  const { phone, password } = await setup(jest.fn(() => Promise.reject(new Error('手机号或密码错误，还可尝试4次'))))
  await typeInto(phone, '13800138000')
  await typeInto(password, 'Wrong1234')
  await tap(button('登录'))
  expect((await field('请输入密码')).value).toBe('')
  expect((await field('请输入手机号')).value).toBe('13800138000')
})

