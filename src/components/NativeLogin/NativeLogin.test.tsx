/**
 * Login inside the provider's native app (docs/spec/content-access.md section 6: "Token source: cookie in a browser or the
 * native app"; section 7 bridge action login): the login panel asks the app first, code login stays available.
 */
jest.mock('@/platform/ui')
jest.mock('@/platform/navigation')
const mockBridge = { available: true, login: jest.fn() }
jest.mock('@/platform/bridge', () => ({
  get nativeBridge() {
    return mockBridge
  },
}))
const mockSession = { adoptToken: jest.fn(), sendCode: jest.fn(), loginWithCode: jest.fn(), loginWithWeChat: jest.fn() }

import { act, fireEvent, screen } from '@testing-library/react'
import { renderPage } from '../../../tests/jest/renderPage'
import { BridgeError } from '@/core/bridge'
import { LoginPanel } from '@/components/LoginPanel'
import { button, field } from '../../../tests/jest/dom'

const onLoggedIn = jest.fn()
const renderPanel = () => renderPage(<LoginPanel submitText="登录" triggerUrl="/ty/myOrder" onLoggedIn={onLoggedIn} />, { stores: { session: mockSession } })

beforeEach(() => {
  jest.clearAllMocks()
  mockBridge.available = true
  mockSession.adoptToken.mockResolvedValue(true)
})

it("inside the app: the app's login answers with its token, which becomes the session", async () => {
  mockBridge.login.mockResolvedValue({ token: 'app-token', uid: 3 })
  renderPanel()
  expect(screen.getByText('正在通过会计学堂App登录...')).toBeTruthy()
  await act(async () => {})
  expect(mockBridge.login).toHaveBeenCalledTimes(1)
  expect(mockSession.adoptToken).toHaveBeenCalledWith({ token: 'app-token', uid: 3 })
  expect(onLoggedIn).toHaveBeenCalledTimes(1)
  expect(screen.queryAllByPlaceholderText('请输入手机号')).toEqual([])
})

it('cancelled in the app: says so, and the learner can try again', async () => {
  mockBridge.login.mockRejectedValueOnce(new BridgeError('cancelled')).mockResolvedValueOnce({ token: 'later', uid: 3 })
  renderPanel()
  await act(async () => {})
  expect(screen.getByText('App登录未完成')).toBeTruthy()
  expect(onLoggedIn).not.toHaveBeenCalled()

  fireEvent.click(button('重新登录'))
  await act(async () => {})
  expect(mockBridge.login).toHaveBeenCalledTimes(2)
  expect(mockSession.adoptToken).toHaveBeenCalledWith({ token: 'later', uid: 3 })
  expect(onLoggedIn).toHaveBeenCalledTimes(1)
})

it('a token the server refuses is not a login', async () => {
  mockBridge.login.mockResolvedValue({ token: 'dead', uid: 3 })
  mockSession.adoptToken.mockResolvedValue(false)
  renderPanel()
  await act(async () => {})
  expect(onLoggedIn).not.toHaveBeenCalled()
  expect(screen.getByText('App登录未完成')).toBeTruthy()
})

it('code login stays available inside the app', async () => {
  mockBridge.login.mockReturnValue(new Promise(() => undefined)) // the app never answers
  renderPanel()
  fireEvent.click(screen.getByText('使用验证码登录'))
  await act(async () => {})
  expect(await field('请输入手机号')).toBeTruthy()
})

it('outside the app: code login only, the bridge is not asked', async () => {
  mockBridge.available = false
  renderPanel()
  await act(async () => {})
  expect(await field('请输入手机号')).toBeTruthy()
  expect(mockBridge.login).not.toHaveBeenCalled()
})
