/** The login popup's panel on H5 loads when first drawn: a loading mark of the form's height, then the code login. */
jest.mock('@/platform/ui')
jest.mock('@/platform/navigation')
const mockSession = { sendCode: jest.fn(), loginWithCode: jest.fn() }

import { screen, waitFor } from '@testing-library/react'
import { renderPage } from '../../../tests/jest/renderPage'
import { LoginPanelOnDemand } from './panel.h5'

it('the loading mark first, then the login form in its place', async () => {
  const { container } = renderPage(<LoginPanelOnDemand submitText="登录" triggerUrl="/goods-detail?id=1" onLoggedIn={jest.fn()} />, { stores: { session: mockSession } })
  expect(container.querySelector('.login-panel--pending')).not.toBeNull()
  expect(screen.queryAllByPlaceholderText('请输入手机号')).toEqual([])

  await waitFor(() => expect(screen.getByPlaceholderText('请输入手机号')).toBeTruthy())
  expect(container.querySelector('.login-panel--pending')).toBeNull()
})
