// The mini-program's loan pay: the platform's page (data.result) opens in the web-view page when its domain is a
// configured business domain, else as a link to copy; the outcome is 'left' (the loan page re-reads its order).
jest.mock('@tarojs/taro', () => ({ __esModule: true, default: { navigateTo: jest.fn(() => Promise.resolve()), showModal: jest.fn(), login: jest.fn() } }))
jest.mock('./webPage', () => jest.requireActual('./webPage.weapp'))
jest.mock('./device', () => ({ copyText: jest.fn(() => Promise.resolve()) }))
jest.mock('@/config', () => ({
  WEBVIEW_DOMAINS: ['loan.example.com'],
  absoluteApiUrl: (url: string) => (url.startsWith('/') ? `http://127.0.0.1:3100${url}` : url),
}))

import Taro from '@tarojs/taro'
import { copyText } from './device'
import { LOAN_PAGE_TEXT, paymentChannel } from './payment.weapp'

const loan = { payType: 3, tradeType: 10 } as const

beforeEach(() => jest.clearAllMocks())

it('an https platform page on a business domain: the web-view page', async () => {
  await expect(paymentChannel.execute(loan, { result: 'https://loan.example.com/apply?app=7' })).resolves.toBe('left')
  expect(Taro.navigateTo).toHaveBeenCalledWith({ url: `/packages/order/webPage/index?url=${encodeURIComponent('https://loan.example.com/apply?app=7')}&title=${encodeURIComponent(LOAN_PAGE_TEXT.title)}` })
  expect(Taro.showModal).not.toHaveBeenCalled()
})

it('the sandbox\'s page (a path on the plain-http API server): the copy dialog with the absolute link', async () => {
  ;(Taro.showModal as jest.Mock).mockResolvedValue({ confirm: true })
  await expect(paymentChannel.execute(loan, { result: '/sandbox/loan?app=7' })).resolves.toBe('left')
  expect(Taro.showModal).toHaveBeenCalledWith(expect.objectContaining({ title: '前往分期平台', confirmText: '复制链接' }))
  expect(copyText).toHaveBeenCalledWith('http://127.0.0.1:3100/sandbox/loan?app=7')
  expect(Taro.navigateTo).not.toHaveBeenCalled()
})

it('a declined copy copies nothing; a payment without a redirect is not a loan', async () => {
  ;(Taro.showModal as jest.Mock).mockResolvedValue({ confirm: false })
  await paymentChannel.execute(loan, { result: 'https://evil.example.com/' })
  expect(copyText).not.toHaveBeenCalled()
  expect(Taro.navigateTo).not.toHaveBeenCalled()
  await expect(paymentChannel.execute({ payType: 4, tradeType: 7 }, {})).resolves.toBe('failed')
})
