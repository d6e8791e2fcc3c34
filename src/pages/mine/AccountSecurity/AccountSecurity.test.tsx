/** The my page's account rows from getUserInfo by token (docs/spec/content-access.md section 7): password set or not, the e-mail masked. */
jest.mock('@/platform/navigation')

import { act, screen } from '@testing-library/react'
import { tap } from '../../../../tests/jest/dom'
import { navigateTo } from '@/platform/navigation'
import { renderPage } from '../../../../tests/jest/renderPage'
import { AccountSecurity } from './index'

const getUserInfo = jest.fn()
const verify = jest.fn(async () => true)
const render = (ui: Parameters<typeof renderPage>[0]) => renderPage(ui, { services: { accountApi: { getUserInfo } }, stores: { session: { verify } } })
// The session check, then the call: a task for both renderers (Preact runs effects at the next timer).
const flush = () => act(async () => { await new Promise((r) => setTimeout(r, 0)) })
beforeEach(() => jest.clearAllMocks())
const PROFILE = { uid: 1, mobile: '13800138000', nickName: '8000', userClient: 1 as const, hasPassword: false, email: 'learner8000@example.com', registeredAt: 0, linked: [] }

it('no password yet: 去设置 opens the reset page returning here; the e-mail shows masked', async () => {
  getUserInfo.mockResolvedValue(PROFILE)
  render(<AccountSecurity back="/publicPage/myPage" />)
  await flush()
  expect(screen.getByText('去设置')).toBeTruthy()
  expect(screen.getByText('l***@example.com')).toBeTruthy()
  await tap(screen.getByText('登录密码'))
  expect(navigateTo).toHaveBeenCalledWith('/resetPassWord?redirect=%2FpublicPage%2FmyPage')
})

it('a password set reads 修改; no e-mail reads 未绑定; a failed load shows nothing', async () => {
  getUserInfo.mockResolvedValueOnce({ ...PROFILE, hasPassword: true, email: null })
  const { unmount } = render(<AccountSecurity back="/publicPage/myPage" />)
  await flush()
  expect(screen.getByText('修改')).toBeTruthy()
  expect(screen.getByText('未绑定')).toBeTruthy()
  unmount()
  getUserInfo.mockRejectedValueOnce(new Error('x'))
  const { container } = render(<AccountSecurity back="/" />)
  await flush()
  expect(container.textContent).toBe('')
})

// A token the check before each page refuses (a bad single sign-on token: 401, cleared there) is never sent here, whose
// own 401 would send the learner to login.
it('asks nothing with a token the session check refused', async () => {
  verify.mockResolvedValueOnce(false)
  const { container } = render(<AccountSecurity back="/" />)
  await flush()
  expect(verify).toHaveBeenCalled()
  expect(getUserInfo).not.toHaveBeenCalled()
  expect(container.textContent).toBe('')
})
