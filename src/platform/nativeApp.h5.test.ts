// Inside the provider's app: page titles go to the app's bar (bridge setTitle), the app's user becomes the session.
const mockBridge = { available: true, setTitle: jest.fn(() => true), getUserInfo: jest.fn() }
jest.mock('./bridge', () => ({
  get nativeBridge() {
    return mockBridge
  },
}))

import { connectNativeApp as connect } from './nativeApp.h5'

const connections: (() => void)[] = []
const connectNativeApp = (s: Parameters<typeof connect>[0]) => void connections.push(connect(s))
afterEach(() => connections.splice(0).forEach((stop) => stop()))

const session = (isLoggedIn: boolean) => ({ isLoggedIn, adoptToken: jest.fn(() => Promise.resolve(true)) })
const flush = () => new Promise((resolve) => setTimeout(resolve, 0))

beforeEach(() => {
  jest.clearAllMocks()
  mockBridge.available = true
  mockBridge.getUserInfo.mockResolvedValue(null)
  document.title = '会计学堂'
})

it('sends the current title, then every change of document.title (once per change)', async () => {
  connectNativeApp(session(true))
  expect(mockBridge.setTitle).toHaveBeenCalledWith('会计学堂')
  document.title = '会计学堂-资讯详情'
  await flush()
  document.title = '会计学堂-资讯详情'
  document.title = '会计学堂-我的订单'
  await flush()
  expect(mockBridge.setTitle.mock.calls.map((c) => (c as unknown[])[0])).toEqual(['会计学堂', '会计学堂-资讯详情', '会计学堂-我的订单'])
})

it("no token in the page: the app's logged-in user becomes the session", async () => {
  mockBridge.getUserInfo.mockResolvedValue({ token: 'app-token', uid: 4 })
  const s = session(false)
  connectNativeApp(s)
  await flush()
  expect(s.adoptToken).toHaveBeenCalledWith({ token: 'app-token', uid: 4 })
})

it('a page token is kept; nobody logged in the app, or no answer, changes nothing', async () => {
  const loggedIn = session(true)
  connectNativeApp(loggedIn)
  expect(mockBridge.getUserInfo).not.toHaveBeenCalled()

  const guest = session(false)
  connectNativeApp(guest)
  mockBridge.getUserInfo.mockRejectedValue(new Error('timeout'))
  connectNativeApp(guest)
  await flush()
  expect(guest.adoptToken).not.toHaveBeenCalled()
})

it('outside the app: nothing is sent', async () => {
  mockBridge.available = false
  connectNativeApp(session(false))
  document.title = 'x'
  await flush()
  expect(mockBridge.setTitle).not.toHaveBeenCalled()
  expect(mockBridge.getUserInfo).not.toHaveBeenCalled()
})
