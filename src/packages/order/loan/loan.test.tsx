/**
 * /ty/loan (docs/spec/ordering-payment.md section 4): "Returning to the loan page re-fetches the order; state 3 goes to pay
 * result. Leaving the loan page asks '申请贷款未完成' (message '您的贷款未通过，请尽快完成申请') with buttons '继续申请' or
 * '确定离开'; leaving goes to pay result."
 */
const mockFrame: { shows: Set<() => void> } = { shows: new Set() }
jest.mock('@tarojs/taro', () => {
  const React = jest.requireActual('react')
  const actual = jest.requireActual('@tarojs/taro')
  // The page's show handler (useDidShow) kept while mounted, so a test can bring the page back.
  const useDidShow = (fn: () => void) => {
    const ref = React.useRef(fn)
    ref.current = fn
    React.useEffect(() => {
      const handler = () => ref.current()
      mockFrame.shows.add(handler)
      return () => { mockFrame.shows.delete(handler) }
    }, [])
  }
  const taro = new Proxy(actual.default, { get: (t, k) => (k === 'useDidShow' ? useDidShow : t[k]) })
  return new Proxy(actual, { get: (t, k) => (k === 'default' ? taro : k === 'useDidShow' ? useDidShow : t[k]) })
})
jest.mock('@/platform/ui')
jest.mock('@/platform/navigation')

import { act, fireEvent, isInaccessible, screen, waitFor } from '@testing-library/react'
import { Current } from '@tarojs/runtime'
import type { OrderInfo } from '@contract/order'
import { back, redirectTo } from '@/platform/navigation'
import { button, query } from '../../../../tests/jest/dom'
import { quietTaroMedia } from '../../../../tests/jest/goods'
import { orderInfo } from '../../../../tests/jest/orderInfo'
import { renderPage } from '../../../../tests/jest/renderPage'
import LoanPage from './index'
import { quietNutuiTransitions } from '../../../../tests/jest/quiet'

const detail = jest.fn()
const session = { token: 'tok', isLoggedIn: true, verify: jest.fn(() => Promise.resolve(true)) }
const flush = () => act(async () => { await new Promise((r) => setTimeout(r, 0)) })
const RESULT_URL = '/ty/payResult?tradeOrderId=T0007&userId=2&goodsId=1'

/** A state-6 (inTheLoan) order whose down payment is paid. */
const inTheLoan = (over: Partial<OrderInfo> = {}) =>
  orderInfo({ state: 6, orderStatus: 12, installmentType: 1, payPrice: 298000, paidMoney: 89400, restMoney: 208600, downPayment: 89400, countDownTime: 0, loan: { downPaymentStatus: 3, loanStatus: null, customerName: '' }, ...over })

async function open(order: OrderInfo) {
  detail.mockResolvedValue(order)
  Current.router = { params: { orderId: '7', userId: '2' }, path: '/packages/order/loan/index', onReady: '', onHide: '', onShow: '', shareTimelineTitle: '' } as never
  const view = renderPage(<LoanPage />, { services: { orderApi: { find: detail } }, stores: { session } })
  await flush()
  await flush()
  return view
}

async function showAgain() {
  await act(async () => { for (const show of mockFrame.shows) show() })
  await flush()
}

/**
 * Whether the learner sees the leave dialog: its title, shown. NutUI's dialog has no role or name to find it by, and
 * hides a closed one with display: none (it stays in the DOM until its exit ends).
 */
const dialogShown = () => {
  const title = screen.queryByText('申请贷款未完成')
  return !!title && !isInaccessible(title)
}

beforeAll(() => {
  quietTaroMedia()
  quietNutuiTransitions()
})

beforeEach(() => {
  jest.clearAllMocks()
})

describe('"Returning to the loan page re-fetches the order; state 3 goes to pay result."', () => {
  it('asks the detail with the orderId on entering; a state-6 order stays, with the amount to instalment', async () => {
    await open(inTheLoan())
    expect(detail).toHaveBeenCalledWith('7')
    expect(screen.getByText('¥2086.00')).toBeTruthy()
    expect(redirectTo).not.toHaveBeenCalled()
  })

  it('shown again with the order now state 3: the detail is asked again and the page is replaced by the pay result', async () => {
    await open(inTheLoan())
    expect(detail).toHaveBeenCalledTimes(1)
    detail.mockResolvedValue(inTheLoan({ state: 3, orderStatus: 19, signContractStatus: 21, waitPayMoney: 0, paidMoney: 298000 }))
    await showAgain()
    expect(detail).toHaveBeenCalledTimes(2)
    expect(redirectTo).toHaveBeenCalledTimes(1)
    expect(redirectTo).toHaveBeenCalledWith(RESULT_URL)
  })

  it('shown again while still in the loan: the page stays, with the fresh order', async () => {
    await open(inTheLoan())
    detail.mockResolvedValue(inTheLoan({ restMoney: 200000 }))
    await showAgain()
    expect(detail).toHaveBeenCalledTimes(2)
    expect(redirectTo).not.toHaveBeenCalled()
    expect(screen.getByText('¥2000.00')).toBeTruthy()
  })

  it('an order already complete on entering goes straight to the pay result', async () => {
    await open(inTheLoan({ state: 3, orderStatus: 19 }))
    expect(redirectTo).toHaveBeenCalledWith(RESULT_URL)
  })
})

describe('an order read that gets no answer (500, a dropped connection)', () => {
  it('says the load failed with a retry; the retry shows the order once the server answers', async () => {
    detail.mockRejectedValueOnce(Object.assign(new Error('HTTP 500'), { kind: 'http', code: 500 }))
    await open(inTheLoan())
    expect(screen.getByText('加载失败')).toBeVisible()
    expect(screen.queryByText('¥2086.00')).toBeNull()
    fireEvent.click(button('重新加载'))
    await flush()
    await flush()
    expect(detail).toHaveBeenCalledTimes(2)
    expect(screen.queryByText('加载失败')).toBeNull()
    expect(screen.getByText('¥2086.00')).toBeTruthy()
  })

  it('the server has no such order: the retry is offered too, and nothing else', async () => {
    await open(null as unknown as OrderInfo)
    expect(screen.getByText('加载失败')).toBeVisible()
    expect(screen.queryByText('分期信息')).toBeNull()
  })
})

describe("leaving asks '申请贷款未完成'", () => {
  async function pressBack() {
    // The title bar's back arrow has no role or name in the DOM (an icon in a div): found by NutUI's class, in the app's bar.
    fireEvent.click(query('.nav-bar .nut-navbar-left-back')!)
    await flush()
  }

  it("back shows the dialog with its message and '继续申请' / '确定离开'; the page is not left yet", async () => {
    await open(inTheLoan())
    expect(screen.queryByText('申请贷款未完成')).toBeNull()
    await pressBack()
    expect(dialogShown()).toBe(true)
    expect(screen.getByText('您的贷款未通过，请尽快完成申请')).toBeVisible()
    expect(button('继续申请')).toBeTruthy()
    expect(button('确定离开')).toBeTruthy()
    expect(back).not.toHaveBeenCalled()
    expect(redirectTo).not.toHaveBeenCalled()
  })

  it("'继续申请' stays on the loan page", async () => {
    await open(inTheLoan())
    await pressBack()
    fireEvent.click(button('继续申请'))
    await flush()
    expect(redirectTo).not.toHaveBeenCalled()
    expect(back).not.toHaveBeenCalled()
    expect(dialogShown()).toBe(false)
    expect(screen.getByText('去分期平台申请')).toBeTruthy()
  })

  it("'确定离开' goes to the pay result of the order", async () => {
    await open(inTheLoan())
    await pressBack()
    fireEvent.click(button('确定离开'))
    // The guard steps off its history entry first (history.back, whose popstate jsdom fires later).
    await waitFor(() => expect(redirectTo).toHaveBeenCalledTimes(1))
    expect(dialogShown()).toBe(false)
    expect(redirectTo).toHaveBeenCalledWith(RESULT_URL)
    expect(back).not.toHaveBeenCalled()
  })
})
