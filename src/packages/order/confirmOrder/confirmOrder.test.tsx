/**
 * Confirm order's views as a learner reads them (docs/spec/ordering-payment.md sections 2, 4, 5):
 * - the Stages view's '本次支付' (and, in the loan, '分期金额') and the down-payment step's '首付金额' are amounts the
 *   learner cannot change, so they read as plain text, not as inputs that refuse typing;
 * - after a declined loan (state 8) the Loan view's hint no longer asks to apply after the down payment;
 * - the down payment's pay-mode dialog follows the one rule of the pay methods (payMethodOptions): in the messenger
 *   browser alipay is offered and choosing it toasts '支付宝支付请复制到浏览器打开'.
 */
jest.mock('@/platform/ui')
jest.mock('@/platform/navigation')
// An ordinary mobile browser unless a test names another (read at module load by the page frame too).
jest.mock('@/platform/environment', () => {
  const { detectEnvironment } = jest.requireActual('@/core/environment')
  return { environment: jest.fn(() => detectEnvironment('Mozilla/5.0 (Linux; Android 13; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36')) }
})
// Leaving mid-payment is another page's concern here: the guard only has to let go.
jest.mock('@/platform/leaveGuard', () => ({ useLeaveGuard: () => ({ release: (then?: () => void) => then?.() }) }))

import { act, fireEvent, screen } from '@testing-library/react'
import { Current } from '@tarojs/runtime'
import type { OrderInfo } from '@contract/order'
import type { LoanPlatform } from '@contract/payment'
import { detectEnvironment } from '@/core/environment'
import { environment } from '@/platform/environment'
import { navigateTo } from '@/platform/navigation'
import { toast } from '@/platform/ui'
import { query, queryAll } from '../../../../tests/jest/dom'
import { quietTaroMedia } from '../../../../tests/jest/goods'
import { orderInfo } from '../../../../tests/jest/orderInfo'
import { quietNutuiTransitions } from '../../../../tests/jest/quiet'
import { renderPage } from '../../../../tests/jest/renderPage'
import ConfirmOrderLoanPage from '../confirmOrderLoan/index'
import ConfirmOrderPage from './index'

const UA = {
  ordinary: 'Mozilla/5.0 (Linux; Android 13; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36',
  messenger: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.40(0x18002831) NetType/WIFI Language/zh_CN',
}
const PLATFORMS: LoanPlatform[] = [
  { loanPlatformId: 1, loanPlatformName: '百度有钱花', icon: '', downPaymentPercent: 30, periods: [6, 12, 24] },
  { loanPlatformId: 2, loanPlatformName: '招联好期贷', icon: '', downPaymentPercent: 20, periods: [12, 24] },
]
const session = { token: 'tok', isLoggedIn: true, uid: 2, verify: jest.fn(() => Promise.resolve(true)) }
const flush = () => act(async () => { await new Promise((r) => setTimeout(r, 0)) })

async function open(page: 'confirm' | 'loan', order: OrderInfo, params: Record<string, string> = {}, ua: keyof typeof UA = 'ordinary') {
  jest.mocked(environment).mockReturnValue(detectEnvironment(UA[ua]))
  const orderApi = {
    payGoodsInfo: jest.fn().mockResolvedValue(order),
    couponsForOrder: jest.fn().mockResolvedValue([]),
    loanPlatforms: jest.fn().mockResolvedValue(PLATFORMS),
    updatePayType: jest.fn().mockResolvedValue(null),
    pay: jest.fn(),
    payStatus: jest.fn(),
  }
  const path = page === 'confirm' ? '/packages/order/confirmOrder/index' : '/packages/order/confirmOrderLoan/index'
  Current.router = { params: { tradeOrderId: order.tradeOrderId, ...params }, path, onReady: '', onHide: '', onShow: '', shareTimelineTitle: '' } as never
  const view = renderPage(page === 'confirm' ? <ConfirmOrderPage /> : <ConfirmOrderLoanPage />, { services: { orderApi }, stores: { session } })
  for (let i = 0; i < 4; i++) await flush()
  return { ...view, orderApi }
}

/** The inputs a learner could try to type into, inside `selector`. */
const inputsIn = (selector: string) => queryAll(`${selector} input`)

beforeAll(() => {
  quietTaroMedia()
  quietNutuiTransitions()
})

beforeEach(() => {
  jest.clearAllMocks()
})

describe('amounts the learner cannot change read as text', () => {
  it("Stages view of an order paid in one go: '本次支付' is the amount, not an input", async () => {
    await open('confirm', orderInfo({ isReceiveAll: true, waitPayMoney: 98000 }))
    expect(query('.confirm-order')?.getAttribute('data-view')).toBe('Stages')
    const line = query('.stages__line--strong') as HTMLElement
    expect(line.textContent).toBe('本次支付¥980.00')
    expect(inputsIn('.stages')).toEqual([])
  })

  it("Stages view in the loan (state 6, down payment made): '分期金额' is the amount the loan pays, as text", async () => {
    await open('confirm', orderInfo({
      state: 6, orderStatus: 12, installmentType: 1, countDownTime: 0, paidMoney: 29400, waitPayMoney: 68600, restMoney: 68600,
      loan: { downPaymentStatus: 3, loanStatus: 1, customerName: '王小明' },
    }))
    expect((query('.stages__line--strong') as HTMLElement).textContent).toBe('分期金额¥686.00')
    expect(inputsIn('.stages')).toEqual([])
  })

  it("the down-payment step: '首付金额' is the chosen platform's share, as text", async () => {
    await open('loan', orderInfo({ installmentType: 1, payPrice: 299900, waitPayMoney: 299900 }))
    fireEvent.click(screen.getByText('招联好期贷'))
    await flush()
    expect((query('.loan-down') as HTMLElement).textContent).toBe('首付金额¥599.80')
    expect(inputsIn('.loan-down')).toEqual([])
  })
})

describe("the Loan view's hint", () => {
  it('before the down payment: the platforms, and the application after the down payment', async () => {
    await open('confirm', orderInfo({ goodsLoanList: PLATFORMS }))
    expect(query('.confirm-order')?.getAttribute('data-view')).toBe('Loan')
    expect(query('.loan-entry__hint')?.textContent).toBe('百度有钱花 / 招联好期贷，首付后申请分期 ›')
  })

  it('after a declined loan (state 8): choose another platform, with no word of the down payment already made', async () => {
    await open('confirm', orderInfo({
      state: 8, orderStatus: 12, installmentType: 1, countDownTime: 0, paidMoney: 89400, waitPayMoney: 208600, loanPlatformId: 1,
      goodsLoanList: PLATFORMS, loan: { downPaymentStatus: 3, loanStatus: 3, customerName: '王小明' },
    }))
    expect(query('.confirm-order')?.getAttribute('data-view')).toBe('Loan')
    expect(query('.loan-entry__hint')?.textContent).toBe('分期申请未通过，请选择其他分期平台 ›')
  })
})

describe("the down payment's pay-mode dialog follows the pay methods' one rule", () => {
  async function openDialog(ua: keyof typeof UA) {
    const view = await open('loan', orderInfo({ installmentType: 1, payPrice: 299900, waitPayMoney: 299900 }), {}, ua)
    fireEvent.click(screen.getByText('百度有钱花'))
    fireEvent.click(screen.getByText('我已阅读并同意《课程服务协议》'))
    await flush()
    fireEvent.click(screen.getByText('支付首付'))
    await flush()
    return view
  }
  const items = () => queryAll('.loan-methods__item').map((el) => el.textContent)

  it("messenger browser: alipay is offered and choosing it toasts '支付宝支付请复制到浏览器打开'; nothing is paid", async () => {
    const { orderApi } = await openDialog('messenger')
    expect(items()).toEqual(['支付宝支付', '微信支付'])
    fireEvent.click(screen.getByText('支付宝支付'))
    await flush()
    expect(toast).toHaveBeenCalledWith('支付宝支付请复制到浏览器打开')
    expect(orderApi.updatePayType).not.toHaveBeenCalled()
    expect(orderApi.pay).not.toHaveBeenCalled()
  })

  it("ordinary browser: wechat is offered and choosing it toasts '微信支付请复制到浏览器打开'", async () => {
    const { orderApi } = await openDialog('ordinary')
    expect(items()).toEqual(['支付宝支付', '微信支付'])
    fireEvent.click(screen.getByText('微信支付'))
    await flush()
    expect(toast).toHaveBeenCalledWith('微信支付请复制到浏览器打开')
    expect(orderApi.pay).not.toHaveBeenCalled()
  })
})

describe('the pay bar asks the payment store, which decides what a tap starts', () => {
  const tapPay = async () => {
    fireEvent.click(screen.getByRole('button', { name: /继续支付|立即支付|确认支付|免费领取/ }))
    await flush()
  }

  it('in the loan with the down payment made: on to the loan application, nothing paid here, no popup', async () => {
    const { orderApi } = await open('confirm', orderInfo({
      state: 6, orderStatus: 12, installmentType: 1, countDownTime: 0, paidMoney: 29400, waitPayMoney: 68600, restMoney: 68600,
      loan: { downPaymentStatus: 3, loanStatus: 1, customerName: '王小明' },
    }))
    await tapPay()
    expect(jest.mocked(navigateTo)).toHaveBeenCalledWith('/ty/loan?orderId=7&userId=2')
    expect(orderApi.pay).not.toHaveBeenCalled()
    expect(query('.pay-popup')).toBeNull()
  })

  it('a campus to choose: the toast, no popup, nothing sent', async () => {
    const { orderApi } = await open('confirm', orderInfo({ isShowSchool: true, signSchoolId: null }))
    fireEvent.click(screen.getByText('我已阅读并同意', { exact: false }))
    await tapPay()
    expect(jest.mocked(toast)).toHaveBeenCalledWith('请选择上课校区')
    expect(orderApi.pay).not.toHaveBeenCalled()
  })
})
