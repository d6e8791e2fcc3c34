/**
 * Leaving confirm order with a payment out, with H5's real leave guard on jsdom's history (docs/orders-and-payments.md,
 * "Leaving mid-payment"): every view that arms the guard draws the warning, so the browser's Back and the bar's
 * arrow always lead somewhere; the paid view and a declined loan's view do not arm it. And one pay flow per view:
 * the down-payment step's return is checked once.
 */
jest.mock('@/platform/ui')
jest.mock('@/platform/navigation')
jest.mock('@/platform/bridge', () => ({ nativeBridge: { interceptBack: jest.fn(() => false) } }))

import { act, fireEvent, screen } from '@testing-library/react'
import { Current } from '@tarojs/runtime'
import type { OrderInfo } from '@contract/order'
import type { LoanPlatform } from '@contract/payment'
import type { PaySession } from '@/core/order/paySession'
import { back, redirectTo } from '@/platform/navigation'
import { paySessionStore } from '@/platform/paySession'
import { query } from '../../../../tests/jest/dom'
import { browserBack, historyState, openedAt } from '../../../../tests/jest/history'
import { quietTaroMedia } from '../../../../tests/jest/goods'
import { orderInfo, paidOrder } from '../../../../tests/jest/orderInfo'
import { quietNutuiTransitions } from '../../../../tests/jest/quiet'
import { renderPage } from '../../../../tests/jest/renderPage'
import ConfirmOrderPage from './index'

const PLATFORMS: LoanPlatform[] = [
  { loanPlatformId: 1, loanPlatformName: '百度有钱花', icon: '', downPaymentPercent: 30, periods: [6, 12, 24] },
  { loanPlatformId: 2, loanPlatformName: '招联好期贷', icon: '', downPaymentPercent: 20, periods: [12, 24] },
]
const session = { token: 'tok', isLoggedIn: true, uid: 2, verify: jest.fn(() => Promise.resolve(true)) }
const flush = () => act(async () => { await new Promise((r) => setTimeout(r, 0)) })

/** An instalment order whose down payment is due (招联好期贷 chosen on the goods page). */
const downPaymentDue = orderInfo({ installmentType: 1, loanPlatformId: 2, payPrice: 299900, waitPayMoney: 299900 })
/** The loan platform declined the application (state 8), the down payment made. */
const declined = orderInfo({
  state: 8, orderStatus: 12, installmentType: 1, countDownTime: 0, paidMoney: 89400, waitPayMoney: 208600, restMoney: 208600,
  loanPlatformId: 1, goodsLoanList: PLATFORMS, loan: { downPaymentStatus: 3, loanStatus: 3, customerName: '王小明' },
})

function out(order: OrderInfo, extra: Partial<PaySession> = {}) {
  paySessionStore.write({
    isPay: true, isWxPay: false, orderId: order.orderId,
    payOrderInfo: { orderId: order.orderId, orderNo: order.orderNo, tradeOrderId: order.tradeOrderId, userId: order.userId, payType: 1, subOrderId: 3, tradeNo: 'P3' },
    ...extra,
  })
}

async function open(order: OrderInfo, params: Record<string, string> = {}, payStatus = 5) {
  const orderApi = {
    payGoodsInfo: jest.fn().mockResolvedValue(order),
    couponsForOrder: jest.fn().mockResolvedValue([]),
    loanPlatforms: jest.fn().mockResolvedValue(PLATFORMS),
    updatePayType: jest.fn().mockResolvedValue(null),
    pay: jest.fn(),
    payStatus: jest.fn().mockResolvedValue({ payStatus }),
  }
  Current.router = { params: { tradeOrderId: order.tradeOrderId, ...params }, path: '/packages/order/confirmOrder/index', onReady: '', onHide: '', onShow: '', shareTimelineTitle: '' } as never
  const view = renderPage(<ConfirmOrderPage />, { services: { orderApi }, stores: { session } })
  for (let i = 0; i < 4; i++) await flush()
  return { ...view, orderApi }
}

const onGuardEntry = () => !!historyState()?.__leaveGuard
const warningShown = () => screen.queryByText('确认离开') !== null
/** The browser's Back, as far as this page sees it (the guard's popstate, a task later). */
async function pressBack() {
  browserBack()
  for (let i = 0; i < 3; i++) await flush()
}
const arrowBack = async () => {
  fireEvent.click(query('.nav-bar .nut-navbar-left-back') as HTMLElement)
  await flush()
}

beforeAll(() => {
  quietTaroMedia()
  quietNutuiTransitions()
})

beforeEach(() => {
  jest.clearAllMocks()
  paySessionStore.clear()
  openedAt('/ty/confirmOrder', { key: 'k1', idx: 1 })
})

describe('the down-payment view (isLoanPay=1) with a payment out', () => {
  it('Back and the arrow show the warning; 确认离开 clears the pay flag and opens the order detail', async () => {
    out(downPaymentDue)
    const view = await open(downPaymentDue, { isLoanPay: '1' })
    expect(query('.confirm-loan')).not.toBeNull()
    expect(onGuardEntry()).toBe(true)

    await pressBack()
    expect(warningShown()).toBe(true)
    fireEvent.click(screen.getByText('继续支付'))
    await flush()
    await arrowBack()
    expect(warningShown()).toBe(true)
    expect(back).not.toHaveBeenCalled()

    fireEvent.click(screen.getByText('确认离开'))
    for (let i = 0; i < 3; i++) await flush()
    expect(redirectTo).toHaveBeenCalledWith(expect.stringMatching(/^\/ty\/payResult\?tradeOrderId=T0007&/))
    expect(paySessionStore.read()).toBeNull()
    view.unmount()
  })

  it('with isCheckPay=1 the return is checked once and its answer shown once', async () => {
    out(downPaymentDue)
    const { orderApi, unmount } = await open(downPaymentDue, { isLoanPay: '1', isCheckPay: '1' })
    expect(orderApi.payStatus).toHaveBeenCalledTimes(1)
    expect(screen.getAllByText('当前交易已关闭')).toHaveLength(1)
    unmount()
  })
})

it('the paid view never arms the guard: Back and the arrow leave', async () => {
  out(paidOrder())
  const view = await open(paidOrder())
  expect(query('[data-view="paid"]')).not.toBeNull()
  expect(onGuardEntry()).toBe(false)
  await arrowBack()
  expect(back).toHaveBeenCalledTimes(1)
  expect(warningShown()).toBe(false)
  view.unmount()
})

it("a declined loan's application is over: its pay session is cleared and '重新选择分期平台' leaves freely", async () => {
  out(declined, { loan: true, payOrderInfo: { orderId: 7, orderNo: declined.orderNo, tradeOrderId: 'T0007', userId: 2, payType: 4 } })
  const view = await open(declined, { isLoanPay: '1' })
  expect(screen.getByText('重新选择分期平台')).toBeTruthy()
  expect(paySessionStore.read()).toBeNull()
  expect(onGuardEntry()).toBe(false)
  await arrowBack()
  expect(back).toHaveBeenCalledTimes(1)
  view.unmount()
})
