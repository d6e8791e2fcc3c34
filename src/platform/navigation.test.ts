/**
 * Navigation by spec URL (docs/spec/ordering-payment.md section 2): "Home is the fallback when the back action has no
 * history." With one page on the stack the back action switches to the home tab; with more it goes back.
 */
jest.mock('@tarojs/taro', () => ({
  __esModule: true,
  default: {
    getCurrentPages: jest.fn(() => []),
    navigateBack: jest.fn(() => Promise.resolve()),
    navigateTo: jest.fn(() => Promise.resolve()),
    redirectTo: jest.fn(() => Promise.resolve()),
    switchTab: jest.fn(() => Promise.resolve()),
  },
}))

jest.mock('./bridge', () => ({ nativeBridge: { available: false, closePage: jest.fn(() => true) } }))

import Taro from '@tarojs/taro'
import { HOME_URL } from '@/core/routes'
import { nativeBridge } from './bridge'
import { back, navigateTo, redirectTo } from './navigation'

const mockTaro = Taro as unknown as Record<'getCurrentPages' | 'navigateBack' | 'navigateTo' | 'redirectTo' | 'switchTab', jest.Mock>

const pages = (n: number) => mockTaro.getCurrentPages.mockReturnValue(Array.from({ length: n }, (_, i) => ({ route: `p${i}` })))

beforeEach(() => {
  jest.clearAllMocks()
})

describe('"Home is the fallback when the back action has no history."', () => {
  it('one page on the stack: back switches to the home tab (/publicPage/textualResearch), nothing is popped', async () => {
    pages(1)
    await back()
    expect(HOME_URL).toBe('/publicPage/textualResearch')
    expect(mockTaro.switchTab).toHaveBeenCalledWith({ url: '/publicPage/textualResearch' })
    expect(mockTaro.navigateBack).not.toHaveBeenCalled()
    expect(mockTaro.redirectTo).not.toHaveBeenCalled()
  })

  it('no page at all (an entry URL): home as well', async () => {
    pages(0)
    await back()
    expect(mockTaro.switchTab).toHaveBeenCalledWith({ url: HOME_URL })
    expect(mockTaro.navigateBack).not.toHaveBeenCalled()
  })

  it('two pages: back goes back, home is not opened', async () => {
    pages(2)
    await back()
    expect(mockTaro.navigateBack).toHaveBeenCalledTimes(1)
    expect(mockTaro.switchTab).not.toHaveBeenCalled()
    expect(mockTaro.redirectTo).not.toHaveBeenCalled()
  })
})

it('tab pages are switched to; other pages are pushed or replaced', async () => {
  await navigateTo(HOME_URL)
  await navigateTo('/ty/myOrder')
  await redirectTo('/ty/payResult?tradeOrderId=T1')
  expect(mockTaro.switchTab).toHaveBeenCalledWith({ url: HOME_URL })
  expect(mockTaro.navigateTo).toHaveBeenCalledWith({ url: '/ty/myOrder' })
  expect(mockTaro.redirectTo).toHaveBeenCalledWith({ url: '/ty/payResult?tradeOrderId=T1' })
})

it("a question bank's spec link (the home route with tikuGoodsId) opens the goods page, pushed or replaced, its query kept", async () => {
  await navigateTo(`${HOME_URL}?tikuGoodsId=615&tikuGoodsName=%E9%A2%98%E5%BA%93`)
  await redirectTo(`${HOME_URL}?tikuGoodsId=616`)
  expect(mockTaro.switchTab).not.toHaveBeenCalled()
  expect(mockTaro.navigateTo).toHaveBeenCalledWith({ url: '/textualResearch?tikuGoodsId=615&tikuGoodsName=%E9%A2%98%E5%BA%93' })
  expect(mockTaro.redirectTo).toHaveBeenCalledWith({ url: '/textualResearch?tikuGoodsId=616' })
})

describe("inside the provider's app", () => {
  const bridge = nativeBridge as unknown as { available: boolean; closePage: jest.Mock }
  afterEach(() => {
    bridge.available = false
  })

  it('back with no history closes the web view the app opened (closePage), home is not opened', async () => {
    bridge.available = true
    pages(1)
    await back()
    expect(bridge.closePage).toHaveBeenCalledTimes(1)
    expect(mockTaro.switchTab).not.toHaveBeenCalled()
  })

  it('with history it goes back as anywhere; an app that cannot close the page: home', async () => {
    bridge.available = true
    pages(2)
    await back()
    expect(mockTaro.navigateBack).toHaveBeenCalled()
    expect(bridge.closePage).not.toHaveBeenCalled()
    pages(1)
    bridge.closePage.mockReturnValueOnce(false)
    await back()
    expect(mockTaro.switchTab).toHaveBeenCalledWith({ url: '/publicPage/textualResearch' })
  })
})
