/**
 * /ty/payResult (docs/spec/ordering-payment.md section 2 item 4; sections 4, 6, 8, 9): the status banner per state, the
 * countdown and cutoff (none for schools 4, 10, 11), the pay bar vs the study button, copying the order number,
 * the agreement row, the goods link (not for degree orders), the copy of enrolment info, the abnormal-agreement
 * alert once, and "Order-detail API failures are swallowed".
 */
jest.mock('@/platform/ui')
jest.mock('@/platform/navigation')
jest.mock('@/platform/device', () => ({ copyText: jest.fn(() => Promise.resolve(true)) }))
jest.mock('@/platform/appLink', () => ({ openStudyApp: jest.fn(() => Promise.resolve()) }))

import { act, fireEvent, screen } from '@testing-library/react'
import { Current } from '@tarojs/runtime'
import type { OrderInfo } from '@contract/order'
import { orderStatusText } from '@/core/order/status'
import { openStudyApp } from '@/platform/appLink'
import { copyText } from '@/platform/device'
import { navigateTo, redirectTo } from '@/platform/navigation'
import { alert, confirm, toast } from '@/platform/ui'
import { ApiError } from '@/services/request'
import { ClockStore } from '@/stores/clock'
import { button } from '../../../../tests/jest/dom'
import { browserBack, historyState, openedAt } from '../../../../tests/jest/history'
import { quietTaroMedia } from '../../../../tests/jest/goods'
import { orderInfo, paidOrder } from '../../../../tests/jest/orderInfo'
import { renderPage } from '../../../../tests/jest/renderPage'
import PayResultPage from './index'

const detail = jest.fn()
const session = { token: 'tok', isLoggedIn: true, verify: jest.fn(() => Promise.resolve(true)) }
const page = () => renderPage(<PayResultPage />, { services: { orderApi: { find: detail } }, stores: { session, clock: new ClockStore() } })
const flush = () => act(async () => { await new Promise((r) => setTimeout(r, 0)) })

async function open(order: OrderInfo | null | Error, params: Record<string, string> = { tradeOrderId: 'T0007', userId: '2' }) {
  // The client answers null for a refused detail (it swallows the refusal): see src/services/order.test.ts.
  if (order instanceof Error) detail.mockResolvedValue(null)
  else detail.mockResolvedValue(order)
  Current.router = { params, path: '/packages/order/orderDetail/index', onReady: '', onHide: '', onShow: '', shareTimelineTitle: '' } as never
  const view = page()
  await flush()
  await flush()
  return view
}

const text = (container: HTMLElement, selector: string) => container.querySelector(selector)?.textContent ?? null

beforeAll(quietTaroMedia)

beforeEach(() => {
  jest.clearAllMocks()
  jest.useRealTimers()
})

describe('loading the order', () => {
  it('asks the detail quietly with the tradeOrderId of the query', async () => {
    await open(orderInfo())
    expect(detail).toHaveBeenCalledWith('T0007')
  })

  it('"Order-detail API failures are swallowed": a failure shows the empty state, no toast', async () => {
    await open(new Error('500'))
    expect(screen.getByText('暂无订单信息')).toBeTruthy()
    expect(toast).not.toHaveBeenCalled()
    expect(alert).not.toHaveBeenCalled()
  })

  it('no answer (offline, timeout, 5xx): a retry, not the empty state; the retry shows the order', async () => {
    detail.mockRejectedValueOnce(new ApiError(0, '请求失败~~~', undefined, 'network'))
    await open(orderInfo())
    expect(screen.queryByText('暂无订单信息')).toBeNull()
    expect(screen.getByText('加载失败，点击重试')).toBeTruthy()
    fireEvent.click(button('重新加载'))
    await flush()
    expect(screen.getByText('订单编号')).toBeTruthy()
  })

  it('no order found: the empty state, with a way to the order list', async () => {
    await open(null)
    expect(screen.getByText('暂无订单信息')).toBeTruthy()
    fireEvent.click(button('查看我的订单'))
    expect(redirectTo).toHaveBeenCalledWith('/ty/myOrder')
  })

  it('no tradeOrderId: the empty state without a request', async () => {
    await open(orderInfo(), {})
    expect(detail).not.toHaveBeenCalled()
    expect(screen.getByText('暂无订单信息')).toBeTruthy()
  })
})

describe('status banner', () => {
  it.each<[string, Partial<OrderInfo>, string]>([
    ['pending', {}, 'wait'],
    ['paying', { state: 2, orderStatus: 12, paidMoney: 30000, waitPayMoney: 68000 }, 'wait'],
    ['complete', { state: 3, orderStatus: 19, signContractStatus: 21, countDownTime: 0 }, 'success'],
    ['complete, agreement to sign', { state: 3, orderStatus: 17, signContractStatus: 22, countDownTime: 0 }, 'warn'],
    ['complete, real-account service open error', { state: 3, orderStatus: 19, signContractStatus: 21, goodsTypeId: 2, authorityStatus: 33, countDownTime: 0 }, 'warn'],
    ['cancelled', { state: 4, orderStatus: 14, countDownTime: 0 }, 'closed'],
    ['timed out', { state: 5, orderStatus: 15, countDownTime: 0 }, 'closed'],
    ['in the loan', { state: 6, orderStatus: 12, countDownTime: 0 }, 'wait'],
    ['loan failed', { state: 8, orderStatus: 12, countDownTime: 0 }, 'warn'],
    ['closed', { state: 3, orderStatus: 20, signContractStatus: 24, countDownTime: 0 }, 'closed'],
    ['auto-cancelled ("countDownTime 0, orderStatus 11 and state 1")', { countDownTime: 0 }, 'closed'],
  ])('%s: the status text and an icon', async (_n, over, tone) => {
    const order = orderInfo(over)
    const { container } = await open(order)
    const expected = orderStatusText(order)
    expect(expected).not.toBe('')
    expect(text(container, '.pay-result__status')).toBe(expected)
    expect(container.querySelector(`.pay-result__banner--${tone} .pay-result__status-icon`)).toBeTruthy()
  })

  it('the auto-cancelled order reads cancelled and has no pay bar', async () => {
    const { container } = await open(orderInfo({ countDownTime: 0 }))
    expect(text(container, '.pay-result__status')).toBe('已取消')
    expect(container.querySelector('.pay-result__bar')).toBeNull()
  })

  it('a rejected agreement shows its reason', async () => {
    await open(orderInfo({ state: 2, orderStatus: 12, signContractStatus: 25, signRejectMsg: '身份证号与姓名不符' }))
    expect(screen.getByText(/身份证号与姓名不符/)).toBeTruthy()
  })

  it("real-account goods with authority 33 show '服务异常'", async () => {
    const { container } = await open(paidOrder({ goodsTypeId: 2, authorityStatus: 33 }))
    expect(text(container, '.pay-result__service-note')).toBe('服务异常')
  })
})

describe('countdown to cancellation', () => {
  const now = new Date(2025, 4, 1, 10, 0, 0).getTime()

  beforeEach(() => {
    jest.useFakeTimers({ now })
  })
  afterEach(() => {
    jest.useRealTimers()
  })

  const openAt = async (order: OrderInfo) => {
    detail.mockResolvedValue(order)
    Current.router = { params: { tradeOrderId: 'T0007' }, path: '/packages/order/orderDetail/index', onReady: '', onHide: '', onShow: '', shareTimelineTitle: '' } as never
    const view = page()
    await act(async () => { await jest.advanceTimersByTimeAsync(0) })
    await act(async () => { await jest.advanceTimersByTimeAsync(0) })
    return view
  }

  it('a normal school: the running HH:MM:SS and the cutoff as hh:mm', async () => {
    const { container } = await openAt(orderInfo({ schoolId: 3, countDownTime: 3_600_000 + 5000 }))
    expect(text(container, '.pay-result__countdown-time')).toBe('01:00:05')
    expect(text(container, '.pay-result__cutoff')).toContain('11:00')
    await act(async () => { await jest.advanceTimersByTimeAsync(1000) })
    expect(text(container, '.pay-result__countdown-time')).toBe('01:00:04')
  })

  it.each([4, 10, 11])('"Schools 4, 10, 11 show no cutoff time": school %s keeps the countdown only', async (schoolId) => {
    const { container } = await openAt(orderInfo({ schoolId, countDownTime: 600_000 }))
    expect(text(container, '.pay-result__countdown-time')).toBe('00:10:00')
    expect(container.querySelector('.pay-result__cutoff')).toBeNull()
  })

  it('"reloads the order at zero"', async () => {
    const { container } = await openAt(orderInfo({ countDownTime: 2000 }))
    expect(detail).toHaveBeenCalledTimes(1)
    detail.mockResolvedValue(orderInfo({ state: 5, orderStatus: 15, countDownTime: 0 }))
    await act(async () => { await jest.advanceTimersByTimeAsync(3000) })
    await act(async () => { await jest.advanceTimersByTimeAsync(0) })
    expect(detail).toHaveBeenCalledTimes(2)
    expect(text(container, '.pay-result__status')).toBe('已超时')
    expect(container.querySelector('.pay-result__countdown')).toBeNull()
  })

  it('no countdown once paid or for other order statuses', async () => {
    const { container } = await openAt(orderInfo({ state: 2, orderStatus: 12, countDownTime: 0 }))
    expect(container.querySelector('.pay-result__countdown')).toBeNull()
  })
})

describe('pay bar or study button', () => {
  it('pending: the amount still to pay and 立即支付 to confirm order with the order (not 查看订单, which would not pay)', async () => {
    const { container } = await open(orderInfo({ waitPayMoney: 98000 }))
    expect(text(container, '.pay-result__bar-price')).toBe('¥980.00')
    expect(container.querySelector('.pay-result__study')).toBeNull()
    expect(screen.queryByText('查看订单')).toBeNull()
    fireEvent.click(button('立即支付'))
    expect(navigateTo).toHaveBeenCalledWith('/ty/confirmOrder?tradeOrderId=T0007&orderId=7&orderNo=KJ20250501000007&goodsId=1&commodityIdListStr=11%2C12&schoolId=3')
  })

  it('paying: "continue pay"', async () => {
    await open(orderInfo({ state: 2, orderStatus: 12, paidMoney: 30000, waitPayMoney: 68000 }))
    expect(button('继续支付')).toBeTruthy()
    expect(screen.getAllByText('¥680.00').length).toBeGreaterThan(0)
  })

  it('in the loan with the down payment complete: the loan page', async () => {
    await open(orderInfo({ state: 6, orderStatus: 12, installmentType: 1, countDownTime: 0, loan: { downPaymentStatus: 3, loanStatus: 1, customerName: '王小明' } }))
    fireEvent.click(button('继续支付'))
    expect(navigateTo).toHaveBeenCalledWith('/ty/loan?orderId=7&userId=2')
  })

  it('an unpaid instalment order: its down-payment step (isLoanPay=1), so the down payment is not sent as a part payment', async () => {
    await open(orderInfo({ installmentType: 1, downPayment: 30000, loan: { downPaymentStatus: 1, loanStatus: null, customerName: '' } }))
    fireEvent.click(button('立即支付'))
    expect(navigateTo).toHaveBeenCalledWith(expect.stringMatching(/^\/ty\/confirmOrder\?tradeOrderId=T0007&.*&isLoanPay=1$/))
  })

  it("a declined loan (state 8) with the down payment made: '前往分期平台', to confirm order's Loan view (another platform)", async () => {
    await open(orderInfo({ state: 8, orderStatus: 12, installmentType: 1, countDownTime: 0, paidMoney: 89400, waitPayMoney: 208600, goodsLoanList: [{ loanPlatformId: 1, loanPlatformName: '百度有钱花' }], loan: { downPaymentStatus: 3, loanStatus: 3, customerName: '王小明' } }))
    expect(screen.getByText('分期失败')).toBeTruthy()
    fireEvent.click(button('前往分期平台'))
    expect(navigateTo).toHaveBeenCalledWith(expect.stringMatching(/^\/ty\/confirmOrder\?tradeOrderId=T0007&[^]*schoolId=3$/))
  })

  it.each<[number, string]>([[2, '立即学习'], [1, '去学习']])('complete, origin %s: the study button %p, no pay bar', async (origin, label) => {
    const { container } = await open(paidOrder({ orderOriginType: origin as 1 | 2 }))
    expect(button(label)).toBeTruthy()
    expect(container.querySelector('.pay-result__bar-price')).toBeNull()
    fireEvent.click(button(label))
    await flush()
    expect(openStudyApp).toHaveBeenCalledWith({ orderId: 7 })
  })

  it('complete with the agreement still to sign: neither bar nor study button', async () => {
    const { container } = await open(paidOrder({ signContractStatus: 22, orderStatus: 17 }))
    expect(container.querySelector('.pay-result__bar')).toBeNull()
  })

  it('real-account goods, authority 33: study alerts \'服务开通异常，请尽快联系客服处理\'', async () => {
    await open(paidOrder({ goodsTypeId: 2, authorityStatus: 33 }))
    fireEvent.click(button('立即学习'))
    await flush()
    expect(alert).toHaveBeenCalledWith('服务开通异常，请尽快联系客服处理', undefined)
    expect(openStudyApp).not.toHaveBeenCalled()
  })

  it('real-account goods, service opened (32): the dialog leads to the app', async () => {
    await open(paidOrder({ goodsTypeId: 2, authorityStatus: 32 }))
    fireEvent.click(button('立即学习'))
    await flush()
    expect(confirm).toHaveBeenCalled()
    expect(openStudyApp).toHaveBeenCalled()
  })
})

describe('order info', () => {
  it('copies the order number', async () => {
    await open(orderInfo())
    fireEvent.click(screen.getByText('复制'))
    expect(copyText).toHaveBeenCalledWith('KJ20250501000007')
    expect(screen.getByText('2025-05-01 10:00:00')).toBeTruthy()
  })

  it('consult opens customer service', async () => {
    await open(orderInfo())
    fireEvent.click(screen.getByText('咨询客服'))
    expect(navigateTo).toHaveBeenCalledWith('/ty/kefu')
  })

  it('the goods opens the goods page by goods type; not for degree-education orders', async () => {
    const { container, unmount } = await open(orderInfo({ goodsType: 0, goodsId: 3 }))
    fireEvent.click(container.querySelector('.pay-result__goods')!)
    expect(navigateTo).toHaveBeenCalledWith('/ty/singleSubject?goodsId=3')
    unmount()
    jest.clearAllMocks()
    const degree = await open(orderInfo({ xlType: 1 }))
    fireEvent.click(degree.container.querySelector('.pay-result__goods')!)
    expect(navigateTo).not.toHaveBeenCalled()
  })

  it('included courses fold after 3, with the campus', async () => {
    const courses = [1, 2, 3, 4, 5].map((id) => ({ id, name: `课程${id}` }))
    await open(orderInfo({ goodsNameVOList: courses, isShowSchool: true, signSchoolName: '北京海淀校区' }))
    expect(screen.getByText('包含课程（5门）')).toBeTruthy()
    expect(screen.queryByText('课程4')).toBeNull()
    expect(screen.getByText('北京海淀校区')).toBeTruthy()
  })

  it('money owed back (a payment beyond the price, a second down payment): 待退款金额 and where it goes', async () => {
    const { container } = await open(paidOrder({ refundDue: 100000 }))
    expect(text(container, '.pay-result__refund .pay-result__row-value')).toBe('¥1000.00')
    expect(screen.getByText('多付的款项将原路退回，请留意到账通知')).toBeTruthy()
  })

  it('no refund line when nothing is owed back', async () => {
    const { container } = await open(paidOrder())
    expect(container.querySelector('.pay-result__refund')).toBeNull()
  })

  it('price: paid and still to pay', async () => {
    const { container } = await open(orderInfo({ state: 2, orderStatus: 12, paidMoney: 30000, waitPayMoney: 68000 }))
    expect(text(container, '.pay-result__paid .pay-result__row-value')).toBe('¥300.00')
    expect(text(container, '.pay-result__still .pay-result__row-value')).toBe('¥680.00')
  })

  it('copies a degree order\'s enrolment info as readable lines', async () => {
    await open(paidOrder({ xlType: 1, signContractStatus: 24, enrollInfo: { academicLevel: '专升本', bkSchool: '重庆工商大学', bkMajor: '会计学' } }))
    fireEvent.click(button('复制报名信息'))
    expect(copyText).toHaveBeenCalledWith('报考层次：专升本\n报考本科院校：重庆工商大学\n报考本科专业：会计学')
  })

  it('no enrolment copy for other orders', async () => {
    await open(paidOrder({ enrollInfo: { school: 'x' } }))
    expect(screen.queryByText('复制报名信息')).toBeNull()
  })
})

describe('agreement row', () => {
  it('paying with the agreement to sign: tapping opens the sign page', async () => {
    const { container } = await open(orderInfo({ state: 2, orderStatus: 12, signContractStatus: 22 }))
    expect(text(container, '.pay-result__agreement .pay-result__row-value')).toBe('待签署')
    fireEvent.click(container.querySelector('.pay-result__agreement')!)
    expect(navigateTo).toHaveBeenCalledWith('/ty/signAgreement?tradeOrderId=T0007&userId=2')
  })

  it('visa-free: no agreement row', async () => {
    const { container } = await open(paidOrder())
    expect(container.querySelector('.pay-result__agreement')).toBeNull()
  })

  it('"Contract status 26 on an order raises an abnormal-agreement alert": once, and the row reads 协议异常', async () => {
    const { container } = await open(paidOrder({ signContractStatus: 26, orderStatus: 13 }))
    expect(alert).toHaveBeenCalledTimes(1)
    expect(alert).toHaveBeenCalledWith('抱歉，您的报名协议异常，请联系招生老师处理', '协议异常')
    expect(text(container, '.pay-result__agreement .pay-result__row-value')).toBe('协议异常')
    expect(navigateTo).not.toHaveBeenCalled()
    fireEvent.click(container.querySelector('.pay-result__agreement')!)
    expect(alert).toHaveBeenCalledTimes(2)
    expect(navigateTo).not.toHaveBeenCalled()
  })
})

describe('isFinished=1 (reached after a payment): every back goes to the order list', () => {
  beforeEach(() => openedAt('/ty/payResult?tradeOrderId=T0007&isFinished=1'))

  it('the nav bar\'s arrow', async () => {
    const { container, unmount } = await open(orderInfo(), { tradeOrderId: 'T0007', isFinished: '1' })
    // The arrow has no role or name in the DOM (an icon in a div): found by NutUI's class, in the app's bar.
    fireEvent.click(container.querySelector('.nav-bar .nut-navbar-left-back')!)
    for (const end = Date.now() + 2000; !jest.mocked(redirectTo).mock.calls.length && Date.now() < end;) await flush()
    expect(redirectTo).toHaveBeenCalledWith('/ty/myOrder')
    unmount()
  })

  it('the browser\'s back (caught on the page\'s guard entry, not towards the cashier)', async () => {
    const { unmount } = await open(orderInfo(), { tradeOrderId: 'T0007', isFinished: '1' })
    expect(historyState()?.__leaveGuard).toBe(true)
    browserBack()
    for (const end = Date.now() + 2000; !jest.mocked(redirectTo).mock.calls.length && Date.now() < end;) await flush()
    expect(redirectTo).toHaveBeenCalledWith('/ty/myOrder')
    expect(redirectTo).toHaveBeenCalledTimes(1)
    unmount()
  })

  it('without isFinished: no guard, the back is the browser\'s', async () => {
    const { unmount } = await open(orderInfo(), { tradeOrderId: 'T0007' })
    expect(historyState()?.__leaveGuard).toBeUndefined()
    unmount()
  })
})
