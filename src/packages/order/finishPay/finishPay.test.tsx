/**
 * /ty/finishPay (docs/spec/ordering-payment.md section 2 item 5, sections 4, 8, 9): the variants chosen as in section 4
 * (down payment, sign, no-sign), "Title is '支付完成' when state is 3, otherwise '支付成功'", the down payment's
 * "'down payment complete' with a 5-second countdown, then it goes to the loan page", the success variant's
 * "countdown to order details, buttons view order and download app", an unpaid order ('支付未完成', '重新支付'), and
 * the payment check's dialogs (payStatus 1, 4, 5, 6: "after any return the server decides"; "pay-result fetch
 * delayed 1500 ms when payType is 1").
 * The payment store is the page's own over a fake order service (detail, payStatus) and the device's pay session.
 */
jest.mock('@/platform/ui')
jest.mock('@/platform/navigation')
jest.mock('@/platform/appLink', () => ({ openStudyApp: jest.fn(() => Promise.resolve()) }))

import { act, fireEvent, screen, within } from '@testing-library/react'
import { Current } from '@tarojs/runtime'
import type { OrderInfo } from '@contract/order'
import type { PaySession } from '@/core/order/paySession'
import { openStudyApp } from '@/platform/appLink'
import { navigateTo, redirectTo } from '@/platform/navigation'
import { paySessionStore } from '@/platform/paySession'
import { ApiError } from '@/services/request'
import { ClockStore } from '@/stores/clock'
import { button, documentTitle, query } from '../../../../tests/jest/dom'
import { quietTaroMedia } from '../../../../tests/jest/goods'
import { orderInfo, paidOrder } from '../../../../tests/jest/orderInfo'
import { renderPage } from '../../../../tests/jest/renderPage'
import FinishPayPage, { FINISH_COUNTDOWN_MS } from './index'
import { quietNutuiTransitions } from '../../../../tests/jest/quiet'

const api = { find: jest.fn(), pay: jest.fn(), payStatus: jest.fn() }
const detail = api.find
const session = { token: 'tok', isLoggedIn: true, verify: jest.fn(() => Promise.resolve(true)) }
const text = (selector: string) => query(selector)?.textContent ?? null
/** The title bar (the app's .nav-bar) shows this title. */
const barTitle = (title: string) => within(query('.nav-bar')!).getByText(title)
const DETAIL_URL = '/ty/payResult?tradeOrderId=T0007&userId=2&goodsId=1&isFinished=1'

/** Opens the page on fake timers; nothing has moved the clock when it returns. */
async function open(order: OrderInfo, params: Record<string, string> = { tradeOrderId: 'T0007', userId: '2', payType: '1' }) {
  detail.mockResolvedValue(order)
  Current.router = { params, path: '/packages/order/finishPay/index', onReady: '', onHide: '', onShow: '', shareTimelineTitle: '' } as never
  const view = renderPage(<FinishPayPage />, { services: { orderApi: api }, stores: { session, clock: new ClockStore() } })
  for (let i = 0; i < 3; i++) await act(async () => { await jest.advanceTimersByTimeAsync(0) })
  return view
}
const advance = (ms: number) => act(async () => { await jest.advanceTimersByTimeAsync(ms) })

function paySession(payType: 1 | 4 = 1): PaySession {
  return { isPay: true, isWxPay: false, orderId: 7, payOrderInfo: { orderId: 7, orderNo: 'KJ20250501000007', tradeOrderId: 'T0007', userId: 2, payType, subOrderId: 3, tradeNo: 'P3' } }
}

beforeAll(() => {
  quietTaroMedia()
  quietNutuiTransitions()
})

beforeEach(() => {
  jest.clearAllMocks()
  paySessionStore.clear()
  // Fake time from the real time on: the shared clock was created at real time, and a fake time before it would put
  // the clock ahead of Date.now(), which cannot happen in the app.
  jest.useFakeTimers()
})

afterEach(() => {
  // Taro's H5 components queue renders on timers: run what is left before going back to real timers.
  act(() => { jest.runOnlyPendingTimers() })
  jest.useRealTimers()
})

describe('no-sign (visa-free) order', () => {
  it("'支付完成' for state 3, a countdown to the order details, then /ty/payResult with isFinished=1", async () => {
    await open(paidOrder())
    expect(query('.finish-pay')?.getAttribute('data-variant')).toBe('noSign')
    expect(text('.finish-pay__title')).toBe('支付完成')
    expect(documentTitle()).toBe('支付完成')
    // The page's own title bar says it too (not '支付结果' whatever the state).
    expect(barTitle('支付完成')).toBeVisible()
    expect(text('.finish-pay__next')).toBe('5秒后查看订单详情')
    await advance(1000)
    expect(text('.finish-pay__next')).toBe('4秒后查看订单详情')
    expect(redirectTo).not.toHaveBeenCalled()
    await advance(4000)
    expect(redirectTo).toHaveBeenCalledTimes(1)
    expect(redirectTo).toHaveBeenCalledWith(DETAIL_URL)
  })

  it("the buttons: '查看订单' to the order details, '下载App' to the app", async () => {
    await open(paidOrder())
    fireEvent.click(button('查看订单'))
    expect(redirectTo).toHaveBeenCalledWith(DETAIL_URL)
    fireEvent.click(button('下载App'))
    expect(openStudyApp).toHaveBeenCalledWith({ orderId: 7 })
  })
})

it("sign variant: '支付完成', then the agreement", async () => {
  await open(paidOrder({ signContractStatus: 22, orderStatus: 17 }))
  expect(query('.finish-pay')?.getAttribute('data-variant')).toBe('sign')
  expect(text('.finish-pay__next')).toBe('5秒后前往签署协议')
  await advance(5000)
  expect(redirectTo).toHaveBeenCalledWith('/ty/signAgreement?tradeOrderId=T0007&userId=2')
})

describe("down payment: \"'down payment complete' with a 5-second countdown, then it goes to the loan page\"", () => {
  const downPaid = () => orderInfo({ state: 6, orderStatus: 12, installmentType: 1, signContractStatus: 21, paidMoney: 89400, downPayment: 89400, countDownTime: 0, loan: { downPaymentStatus: 3, loanStatus: null, customerName: '' } })

  it("no redirect at 4 999 ms; redirectTo('/ty/loan?orderId=…&userId=…') at 5 000 ms", async () => {
    expect(FINISH_COUNTDOWN_MS).toBe(5000) // "Down-payment countdown 5 s" (the ticker counts whole seconds)
    await open(downPaid())
    expect(query('.finish-pay')?.getAttribute('data-variant')).toBe('downPayment')
    expect(text('.finish-pay__title')).toBe('首付支付完成')
    expect(documentTitle()).toBe('支付成功')
    expect(text('.finish-pay__next')).toBe('5秒后前往申请分期')
    await advance(4999)
    expect(redirectTo).not.toHaveBeenCalled()
    await advance(1)
    expect(redirectTo).toHaveBeenCalledTimes(1)
    expect(redirectTo).toHaveBeenCalledWith('/ty/loan?orderId=7&userId=2')
    await advance(5000)
    expect(redirectTo).toHaveBeenCalledTimes(1)
  })

  it('"or contract signing": an agreement waiting for the signature comes first', async () => {
    await open({ ...downPaid(), signContractStatus: 22 })
    expect(text('.finish-pay__next')).toBe('5秒后前往签署协议')
    await advance(5000)
    expect(redirectTo).toHaveBeenCalledWith('/ty/signAgreement?tradeOrderId=T0007&userId=2')
  })
})

it("state 1 (not paid): '支付未完成' and '重新支付' to confirm order; no countdown, no redirect", async () => {
  await open(orderInfo())
  expect(text('.finish-pay__title')).toBe('支付未完成')
  expect(documentTitle()).toBe('支付结果')
  expect(query('.finish-pay__next')).toBeNull()
  fireEvent.click(button('重新支付'))
  expect(navigateTo).toHaveBeenCalledWith('/ty/confirmOrder?tradeOrderId=T0007&orderId=7&orderNo=KJ20250501000007&goodsId=1&commodityIdListStr=11%2C12&schoolId=3')
  await advance(10_000)
  expect(redirectTo).not.toHaveBeenCalled()
})

it("state 2 (part paid): '支付成功', what is still owed and '继续支付'; no countdown", async () => {
  await open(orderInfo({ state: 2, orderStatus: 12, paidMoney: 30000, waitPayMoney: 68000 }))
  expect(text('.finish-pay__title')).toBe('支付成功')
  expect(barTitle('支付成功')).toBeVisible()
  expect(screen.getByText('还需支付 ¥680.00')).toBeTruthy()
  expect(query('.finish-pay__next')).toBeNull()
  fireEvent.click(button('继续支付'))
  expect(redirectTo).toHaveBeenCalledWith('/ty/confirmOrder?tradeOrderId=T0007&orderId=7&orderNo=KJ20250501000007&goodsId=1&commodityIdListStr=11%2C12&schoolId=3')
})

describe('the payment check after the return', () => {
  it.each<[number, string]>([
    [1, '你当前还没有完成付款，请重新支付'],
    [4, '支付失败，请重新支付'],
    [5, '当前交易已关闭'],
    [6, '当前交易已完成，无需重复支付'],
  ])("payStatus %s: the '提示' dialog %p", async (payStatus, message) => {
    paySessionStore.write(paySession(4))
    api.payStatus.mockResolvedValue({ payStatus })
    await open(orderInfo(), { tradeOrderId: 'T0007', userId: '2', payType: '4' })
    expect(api.payStatus).toHaveBeenCalledWith(expect.objectContaining({ orderId: 7, subOrderId: 3, tradeNo: 'P3', payType: 4 }))
    // NutUI's dialog has no role or name (nor an app class here): found by what it says.
    expect(screen.getByText('提示')).toBeVisible()
    expect(screen.getByText(message)).toBeVisible()
    fireEvent.click(button('我知道了'))
    await advance(0)
    expect(screen.queryByText(message)).toBeNull()
  })

  it('payStatus 3: no dialog; alipay (payType 1) is asked 1500 ms after the return, not before', async () => {
    paySessionStore.write(paySession(1))
    api.payStatus.mockResolvedValue({ payStatus: 3 })
    await open(paidOrder())
    expect(api.payStatus).not.toHaveBeenCalled()
    expect(detail).not.toHaveBeenCalled()
    await advance(1499)
    expect(api.payStatus).not.toHaveBeenCalled()
    await advance(1)
    expect(api.payStatus).toHaveBeenCalledTimes(1)
    expect(detail).toHaveBeenCalledWith('T0007')
    expect(text('.finish-pay__title')).toBe('支付完成')
    expect(screen.queryByText('提示')).toBeNull()
    expect(screen.queryByRole('button', { name: '我知道了' })).toBeNull()
  })

  it("another order's pay session is not asked about", async () => {
    paySessionStore.write({ ...paySession(4), payOrderInfo: { ...paySession(4).payOrderInfo, tradeOrderId: 'T0009' } })
    await open(paidOrder(), { tradeOrderId: 'T0007', userId: '2', payType: '4' })
    expect(api.payStatus).not.toHaveBeenCalled()
    expect(text('.finish-pay__title')).toBe('支付完成')
  })
})

describe('a payment check that gets no answer (queryOrderStatus: 500, then a dropped connection)', () => {
  const downPaid = () => orderInfo({ state: 6, orderStatus: 12, installmentType: 1, signContractStatus: 21, paidMoney: 89400, downPayment: 89400, countDownTime: 0, loan: { downPaymentStatus: 3, loanStatus: null, customerName: '' } })

  it("says '支付结果查询失败' above the order with '重新查询'; the retry asks again and shows the order as it is now", async () => {
    paySessionStore.write(paySession(4))
    api.payStatus
      .mockRejectedValueOnce(new ApiError(500, '请求失败~~~', undefined, 'network'))
      .mockRejectedValue(new ApiError(0, '请求失败~~~', undefined, 'network'))
    await open(orderInfo(), { tradeOrderId: 'T0007', userId: '2', payType: '4' })
    await advance(5000) // the check asks again while it gets no answer (checkSettled), then gives up
    expect(api.payStatus).toHaveBeenCalledTimes(5)
    expect(screen.getByText('支付结果查询失败')).toBeVisible()
    expect(text('.finish-pay__title')).toBe('支付未完成')
    api.payStatus.mockReset().mockResolvedValue({ payStatus: 3 })
    detail.mockResolvedValue(downPaid())
    fireEvent.click(button('重新查询'))
    await advance(0)
    await advance(0)
    expect(api.payStatus).toHaveBeenCalledTimes(1)
    expect(detail).toHaveBeenCalledTimes(2)
    expect(screen.queryByText('支付结果查询失败')).toBeNull()
    expect(text('.finish-pay__title')).toBe('首付支付完成')
    expect(text('.finish-pay__next')).toBe('5秒后前往申请分期')
  })

  it('an order read as paid in full shows 支付完成 and no check bar, the check unanswered', async () => {
    paySessionStore.write(paySession(4))
    api.payStatus.mockRejectedValue(new ApiError(0, '请求失败~~~', undefined, 'network'))
    await open(paidOrder(), { tradeOrderId: 'T0007', userId: '2', payType: '4' })
    await advance(5000)
    expect(api.payStatus).toHaveBeenCalledTimes(5)
    expect(text('.finish-pay__title')).toBe('支付完成')
    expect(screen.queryByText('支付结果查询失败')).toBeNull()
  })

  it('restored from the back-forward cache (Back to the cashier, Forward again): checks again and shows the order as it is now', async () => {
    paySessionStore.write(paySession(4))
    api.payStatus.mockRejectedValue(new ApiError(0, '请求失败~~~', undefined, 'network'))
    await open(orderInfo(), { tradeOrderId: 'T0007', userId: '2', payType: '4' })
    await advance(5000)
    expect(screen.getByText('支付结果查询失败')).toBeVisible()
    api.payStatus.mockReset().mockResolvedValue({ payStatus: 3 })
    detail.mockResolvedValue(downPaid())
    const restored = new Event('pageshow') as PageTransitionEvent
    Object.defineProperty(restored, 'persisted', { value: true })
    // eslint-disable-next-line no-restricted-globals -- the browser's own event, as src/platform/pageRestore.h5.ts hears it
    act(() => { window.dispatchEvent(restored) })
    await advance(0)
    await advance(0)
    expect(api.payStatus).toHaveBeenCalledTimes(1)
    expect(screen.queryByText('支付结果查询失败')).toBeNull()
    expect(text('.finish-pay__title')).toBe('首付支付完成')
  })
})

describe('an order read that gets no answer', () => {
  /** The order service's own error for a 500 or a dropped connection: `find` lets it through. */
  const unanswered = () => Object.assign(new Error('HTTP 500'), { kind: 'http', code: 500 })

  it("says the load failed with a retry; the retry shows the order once the server answers, the payment asked once", async () => {
    paySessionStore.write(paySession(4))
    api.payStatus.mockResolvedValue({ payStatus: 3 })
    detail.mockRejectedValueOnce(unanswered())
    Current.router = { params: { tradeOrderId: 'T0007', userId: '2', payType: '4' }, path: '/packages/order/finishPay/index', onReady: '', onHide: '', onShow: '', shareTimelineTitle: '' } as never
    renderPage(<FinishPayPage />, { services: { orderApi: api }, stores: { session, clock: new ClockStore() } })
    await advance(0)
    await advance(0)
    expect(screen.getByText('加载失败')).toBeVisible()
    expect(barTitle('支付结果')).toBeVisible()
    expect(query('.finish-pay__title')).toBeNull()
    // The server answers again: the retry reads the order alone (the payment check is not asked twice).
    detail.mockResolvedValue(paidOrder())
    fireEvent.click(button('重新加载'))
    await advance(0)
    await advance(0)
    expect(detail).toHaveBeenCalledTimes(2)
    expect(api.payStatus).toHaveBeenCalledTimes(1)
    expect(screen.queryByText('加载失败')).toBeNull()
    expect(text('.finish-pay__title')).toBe('支付完成')
    expect(barTitle('支付完成')).toBeVisible()
    expect(text('.finish-pay__next')).toBe('5秒后查看订单详情')
  })

  it("the server has no such order: says so, with no retry", async () => {
    await open(null as unknown as OrderInfo)
    expect(screen.getByText('暂无订单信息')).toBeVisible()
    expect(screen.queryByRole('button', { name: '重新加载' })).toBeNull()
  })
})
