/**
 * /ty/myOrder (docs/spec/ordering-payment.md section 2 items 2 and 3; sections 4, 8, 9): the tabs (?tagStatus= picks one, a
 * tap or a swipe changes it, each its own list), 10 a page near the bottom and '没有更多了', the empty state and
 * 发现课程, the unpaid badge, cancel and delete after a confirmation, silent list failures, the buttons' targets,
 * the loan-failure dialog once, the login gate.
 */
jest.mock('@tarojs/taro', () => jest.requireActual('../../../../tests/jest/taroPage').taroWithPageFrame())
jest.mock('@/platform/ui')
jest.mock('@/platform/navigation')
jest.mock('@/platform/page', () => ({ scrollToTop: jest.fn(), stopPullDown: jest.fn() }))
jest.mock('@/platform/appLink', () => ({ openStudyApp: jest.fn(() => Promise.resolve()) }))
import { act, fireEvent, screen, within } from '@testing-library/react'
import { Current } from '@tarojs/runtime'
import type { OrderListResult } from '@contract/order'
import { openStudyApp } from '@/platform/appLink'
import { navigateTo, toLogin } from '@/platform/navigation'
import { alert, confirm, toast } from '@/platform/ui'
import { ClockStore } from '@/stores/clock'
import { button, field, query, typeInto } from '../../../../tests/jest/dom'
import { quietTaroMedia } from '../../../../tests/jest/goods'
import { orderInfo } from '../../../../tests/jest/orderInfo'
import { listItem, orderListPage, paidItem } from '../../../../tests/jest/orders'
import { stopPullDown } from '@/platform/page'
import { pullDown, reachBottom, resetPageFrame } from '../../../../tests/jest/taroPage'
import { renderPage } from '../../../../tests/jest/renderPage'
import MyOrderPage from './index'
import { quietNutuiTransitions } from '../../../../tests/jest/quiet'

const api = {
  list: jest.fn(), cancel: jest.fn(), remove: jest.fn(), loanFailMsg: jest.fn(), markLoanFailRead: jest.fn(), updatePayType: jest.fn(),
  detail: jest.fn(), invitor: jest.fn(), saveInviteCode: jest.fn(),
}
const session = { token: 'tok', isLoggedIn: true, uid: 5, verify: jest.fn(() => Promise.resolve(true)) }
const page = () => renderPage(<MyOrderPage />, { services: { orderApi: api }, stores: { session, clock: new ClockStore() } })
const flush = () => act(async () => { await new Promise((r) => setTimeout(r, 0)) })
/**
 * Back to real timers, running what was scheduled meanwhile first: Taro's H5 components queue their renders on
 * timers, and a queue left behind on fake timers would stall every later render of the file.
 */
const leaveFakeTimers = () => {
  act(() => { jest.runOnlyPendingTimers() })
  jest.useRealTimers()
}

async function open(params: Record<string, string> = {}) {
  Current.router = { params, path: '/packages/order/myOrder/index', onReady: '', onHide: '', onShow: '', shareTimelineTitle: '' } as never
  const view = page()
  await flush()
  await flush()
  return view
}

const cards = (container: HTMLElement) => [...container.querySelectorAll('.order-card')]
const cardOf = (container: HTMLElement, orderId: number) => container.querySelector(`.order-card[data-order-id="${orderId}"]`) as HTMLElement
/** The unpaid tab's badge, as the learner reads it after the tab's title ('待付款5': '5'). */
const badgeText = (container: HTMLElement) => container.querySelector('.my-order__tab--1')?.textContent?.replace('待付款', '') ?? ''
/** The DOM has no other sign of the chosen tab (no role tab, no aria-selected) than NutUI's class, which the page sets. */
const activeTab = (container: HTMLElement) => container.querySelector('.my-order__tab.nut-tabs-titles-item-active')?.textContent
/** The button named `text` in this card. */
const cardButton = (card: HTMLElement, text: string) => within(card).getByRole('button', { name: text })
const listFor = (make: (tag: unknown, page: number) => OrderListResult) =>
  api.list.mockImplementation((q: { page: number; tagStatus: unknown }) => Promise.resolve(make(q.tagStatus, q.page)))

beforeAll(() => {
  quietTaroMedia()
  quietNutuiTransitions()
})

beforeEach(() => {
  jest.clearAllMocks()
  resetPageFrame()
  session.verify.mockResolvedValue(true)
  listFor((_tag, page) => orderListPage(page, 25, 5))
  api.cancel.mockResolvedValue(null)
  api.remove.mockResolvedValue(null)
  api.loanFailMsg.mockResolvedValue({ show: false, msg: '' })
  api.markLoanFailRead.mockResolvedValue(null)
  api.updatePayType.mockResolvedValue(null)
})

describe('paging', () => {
  it("25 orders page in as 10 + 10 + 5 (quietly, 10 a page), then '没有更多了'", async () => {
    const { container } = await open()
    expect(api.list).toHaveBeenLastCalledWith({ page: 1, tagStatus: '' }, true)
    expect(cards(container)).toHaveLength(10)
    expect(screen.queryByText('没有更多了')).toBeNull()
    await reachBottom()
    expect(cards(container)).toHaveLength(20)
    await reachBottom()
    expect(api.list).toHaveBeenLastCalledWith({ page: 3, tagStatus: '' }, true)
    expect(cards(container)).toHaveLength(25)
    expect(screen.getByText('没有更多了')).toBeTruthy()
    await reachBottom()
    expect(api.list).toHaveBeenCalledTimes(3)
  })

  it('pull down: page 1 of the tab again; "refresh indicator hides after 1 s"', async () => {
    const { container } = await open()
    await reachBottom()
    expect(cards(container)).toHaveLength(20)
    jest.useFakeTimers()
    try {
      await pullDown()
      await act(async () => { await Promise.resolve() })
      expect(api.list).toHaveBeenLastCalledWith({ page: 1, tagStatus: '' }, true)
      expect(cards(container)).toHaveLength(10)
      act(() => { jest.advanceTimersByTime(990) })
      expect(stopPullDown).not.toHaveBeenCalled()
      act(() => { jest.advanceTimersByTime(20) })
      expect(stopPullDown).toHaveBeenCalledTimes(1)
    } finally {
      leaveFakeTimers()
    }
  })

  it("no orders: '很抱歉，暂时没有订单，赶紧去选课吧' and 发现课程 to the home page", async () => {
    listFor(() => orderListPage(1, 0))
    await open()
    expect(screen.getByText('很抱歉，暂时没有订单，赶紧去选课吧')).toBeTruthy()
    fireEvent.click(button('发现课程'))
    expect(navigateTo).toHaveBeenCalledWith('/publicPage/textualResearch')
  })

  it('"Order list failure: loading ends silently": no toast, no error text; the next scroll asks again', async () => {
    api.list.mockImplementation((q: { page: number }) => (q.page === 2 ? Promise.reject(new Error('500')) : Promise.resolve(orderListPage(q.page, 25))))
    const { container } = await open()
    await reachBottom()
    expect(cards(container)).toHaveLength(10)
    expect(toast).not.toHaveBeenCalled()
    expect(screen.queryByText('加载失败，点击重试')).toBeNull()
    expect(screen.queryByText('加载中...')).toBeNull()
    await reachBottom()
    expect(api.list.mock.calls.map((c) => c[0].page)).toEqual([1, 2, 2])
  })

  // Reading (src/core/order/list.ts): silent under orders shown; a first page with nothing to show says so.
  it('a failing first page: no toast, 加载失败 with 重新加载, which shows the orders', async () => {
    api.list.mockRejectedValueOnce(new Error('500'))
    const { container } = await open()
    expect(cards(container)).toHaveLength(0)
    expect(toast).not.toHaveBeenCalled()
    expect(screen.queryByText('很抱歉，暂时没有订单，赶紧去选课吧')).toBeNull()
    fireEvent.click(button('重新加载'))
    await flush()
    expect(cards(container)).toHaveLength(10)
    expect(screen.queryByText('重新加载')).toBeNull()
  })
})

describe('tabs', () => {
  it('全部, 待付款, 待确认, 待学习; ?tagStatus=1 opens 待付款', async () => {
    const { container } = await open({ tagStatus: '1' })
    expect([...container.querySelectorAll('.my-order__tab')].map((t) => t.textContent)).toEqual(['全部', '待付款5', '待确认', '待学习'])
    expect(activeTab(container)).toContain('待付款')
    expect(api.list).toHaveBeenCalledWith({ page: 1, tagStatus: 1 }, true)
  })

  it('a tapped tab shows its own list, loaded once', async () => {
    listFor((tag, page) => (tag === 3 ? orderListPage(page, 2, 0, paidItem) : orderListPage(page, 25, 5)))
    const { container } = await open()
    fireEvent.click(screen.getByText('待学习'))
    await flush()
    expect(api.list).toHaveBeenLastCalledWith({ page: 1, tagStatus: 3 }, true)
    expect(cards(container)).toHaveLength(2)
    fireEvent.click(screen.getByText('全部'))
    await flush()
    expect(cards(container)).toHaveLength(10)
    expect(api.list).toHaveBeenCalledTimes(2)
  })

  it('a swipe moves to the next tab, the other way back', async () => {
    const { container } = await open()
    const list = container.querySelector('.my-order__list') as HTMLElement
    const swipe = (from: number, to: number) => {
      fireEvent.touchStart(list, { touches: [{ clientX: from, clientY: 300 }] })
      fireEvent.touchEnd(list, { changedTouches: [{ clientX: to, clientY: 310 }] })
    }
    swipe(300, 100)
    await flush()
    expect(activeTab(container)).toContain('待付款')
    expect(api.list).toHaveBeenLastCalledWith({ page: 1, tagStatus: 1 }, true)
    swipe(100, 300)
    await flush()
    expect(activeTab(container)).toBe('全部')
  })

  it.each([[0, ''], [5, '5'], [100, '100'], [120, '99+']])('unpaid badge with %s unpaid: %p', async (count, text) => {
    listFor((_tag, page) => orderListPage(page, 3, count))
    const { container } = await open()
    expect(badgeText(container)).toBe(text)
  })
})

it('a countdown reaching zero reloads the list page its order came with (on the shared ticker)', async () => {
  let expired = false
  listFor((_tag, page) => ({
    page: { currentPage: page, totalPages: 1 },
    orderList: [expired ? listItem(1, { state: 5, orderStatus: 15, countDownTime: 0 }) : listItem(1, { countDownTime: 2000 })],
    unPayNum: expired ? 0 : 1,
  }))
  jest.useFakeTimers()
  try {
    Current.router = { params: {}, path: '/packages/order/myOrder/index', onReady: '', onHide: '', onShow: '', shareTimelineTitle: '' } as never
    const { container } = page()
    const settle = async () => { for (let i = 0; i < 6; i++) await act(async () => { await Promise.resolve() }) }
    await settle()
    expect(container.querySelector('.order-card__countdown-time')?.textContent).toBe('00:00:02')
    expired = true
    act(() => { jest.advanceTimersByTime(1000) })
    expect(container.querySelector('.order-card__countdown-time')?.textContent).toBe('00:00:01')
    expect(api.list).toHaveBeenCalledTimes(1)
    act(() => { jest.advanceTimersByTime(1000) })
    await settle()
    expect(api.list).toHaveBeenCalledTimes(2)
    expect(api.list).toHaveBeenLastCalledWith({ page: 1, tagStatus: '' }, true)
    expect(cardOf(container, 1).querySelector('.order-card__status')?.textContent).toBe('已超时')
    expect(badgeText(container)).toBe('')
  } finally {
    leaveFakeTimers()
  }
})

describe('cancel and delete, after a confirmation', () => {
  it('cancel asks first; on the pending tab the order is removed and the badge goes down', async () => {
    const { container } = await open({ tagStatus: '1' })
    fireEvent.click(cardButton(cardOf(container, 25), '取消订单'))
    await flush()
    expect(screen.getByText('确定取消该订单吗？')).toBeTruthy()
    expect(api.cancel).not.toHaveBeenCalled()
    fireEvent.click(button('确定'))
    await flush()
    expect(api.cancel).toHaveBeenCalledWith(25)
    expect(cardOf(container, 25)).toBeNull()
    expect(badgeText(container)).toBe('4')
  })

  it('cancelling elsewhere shows 已取消 with a delete button; the badge goes down', async () => {
    const { container } = await open()
    fireEvent.click(cardButton(cardOf(container, 24), '取消订单'))
    await flush()
    fireEvent.click(button('确定'))
    await flush()
    const card = cardOf(container, 24)
    expect(card.querySelector('.order-card__status')?.textContent).toBe('已取消')
    expect(card.querySelector('.order-card__countdown')).toBeNull()
    expect(cardButton(card, '删除订单')).toBeTruthy()
    expect(badgeText(container)).toBe('4')
  })

  it('declining the question cancels nothing', async () => {
    const { container } = await open()
    fireEvent.click(cardButton(cardOf(container, 24), '取消订单'))
    await flush()
    fireEvent.click(button('取消'))
    await flush()
    expect(api.cancel).not.toHaveBeenCalled()
    expect(cardOf(container, 24).querySelector('.order-card__status')?.textContent).toBe('待付款')
  })

  it('delete asks first, then removes the order', async () => {
    listFor((_tag, page) => orderListPage(page, 3, 0, (id) => listItem(id, { state: 4, orderStatus: 14 })))
    const { container } = await open()
    fireEvent.click(cardButton(cardOf(container, 2), '删除订单'))
    await flush()
    expect(screen.getByText('确定删除该订单吗？')).toBeTruthy()
    expect(api.remove).not.toHaveBeenCalled()
    fireEvent.click(button('确定'))
    await flush()
    expect(api.remove).toHaveBeenCalledWith(2)
    expect(cards(container).map((c) => c.getAttribute('data-order-id'))).toEqual(['3', '1'])
  })
})

describe('buttons and the card', () => {
  it('pay opens confirm order with the order; the card opens its detail', async () => {
    listFor(() => ({ page: { currentPage: 1, totalPages: 1 }, orderList: [listItem(7, { tradeOrderId: 'T7', orderNo: 'KJ7', goodsId: 3, schoolId: 2, signContractStatus: 21 })], unPayNum: 1 }))
    const { container } = await open()
    fireEvent.click(cardButton(cardOf(container, 7), '去支付'))
    expect(navigateTo).toHaveBeenLastCalledWith('/ty/confirmOrder?tradeOrderId=T7&orderId=7&orderNo=KJ7&goodsId=3&commodityIdListStr=11%2C12&schoolId=2')
    fireEvent.click(screen.getByText('订单课程7'))
    expect(navigateTo).toHaveBeenLastCalledWith('/ty/payResult?tradeOrderId=T7&userId=5&goodsId=3')
  })

  it('pay loan before the down payment opens its down-payment step (isLoanPay=1); sign opens the sign page', async () => {
    listFor(() => ({
      page: { currentPage: 1, totalPages: 1 },
      orderList: [listItem(8, { state: 6, orderStatus: 12, signContractStatus: 21 }), listItem(9, { state: 2, orderStatus: 12, tradeOrderId: 'T9' })],
      unPayNum: 2,
    }))
    const { container } = await open()
    fireEvent.click(cardButton(cardOf(container, 8), '分期支付'))
    expect(navigateTo).toHaveBeenLastCalledWith(expect.stringMatching(/^\/ty\/confirmOrder\?.*orderId=8.*&isLoanPay=1$/))
    fireEvent.click(cardButton(cardOf(container, 9), '签署协议'))
    expect(navigateTo).toHaveBeenLastCalledWith('/ty/signAgreement?tradeOrderId=T9&userId=5')
  })

  it('分期支付 on a down-paid order in the loan (state 6) leads back to its own loan application, as the detail does', async () => {
    listFor(() => ({
      page: { currentPage: 1, totalPages: 1 },
      orderList: [
        listItem(8, { state: 6, orderStatus: 12, signContractStatus: 21, installmentType: 1, downPaymentStatus: 3, loanStatus: 1, paidMoney: 29400, waitPayMoney: 68600 }),
        listItem(6, { state: 8, orderStatus: 12, signContractStatus: 21, installmentType: 1, downPaymentStatus: 3, loanStatus: 3, tradeOrderId: 'T6' }),
      ],
      unPayNum: 1,
    }))
    const { container } = await open()
    fireEvent.click(cardButton(cardOf(container, 8), '分期支付'))
    expect(navigateTo).toHaveBeenLastCalledWith('/ty/loan?orderId=8&userId=5')
    // A declined loan (state 8) is where another platform is chosen.
    fireEvent.click(cardButton(cardOf(container, 6), '分期支付'))
    expect(navigateTo).toHaveBeenLastCalledWith(expect.stringMatching(/^\/ty\/confirmOrder\?tradeOrderId=T6&orderId=6.*&isLoanPay=1$/))
  })

  it('study opens the app; a pending agreement alerts instead; a rejected one asks to sign', async () => {
    listFor(() => ({
      page: { currentPage: 1, totalPages: 1 },
      orderList: [paidItem(1), paidItem(2, { signContractStatus: 22 }), paidItem(3, { signContractStatus: 25, signRejectMsg: '照片不清晰', tradeOrderId: 'T3' })],
      unPayNum: 0,
    }))
    const { container } = await open()
    fireEvent.click(cardButton(cardOf(container, 1), '立即学习'))
    await flush()
    expect(openStudyApp).toHaveBeenCalledWith(expect.objectContaining({ goodsId: 101 }))
    fireEvent.click(cardButton(cardOf(container, 2), '立即学习'))
    await flush()
    expect(alert).toHaveBeenCalledWith('请尽快签署报名协议，协议审核通过后即可学习', undefined)
    jest.mocked(confirm).mockResolvedValueOnce(true)
    fireEvent.click(cardButton(cardOf(container, 3), '立即学习'))
    await flush()
    expect(confirm).toHaveBeenCalledWith(expect.objectContaining({ content: '照片不清晰', confirmText: '立即签署', cancelText: '稍后再说' }))
    expect(navigateTo).toHaveBeenLastCalledWith('/ty/signAgreement?tradeOrderId=T3&userId=5')
  })

  it('the invite-code button opens the popup; a saved code is confirmed', async () => {
    api.invitor.mockResolvedValue({ inviteTag: true, inviteMsg: '邀请人：王老师' })
    api.saveInviteCode.mockResolvedValue({ saveTag: true, saveMsg: '' })
    listFor(() => ({ page: { currentPage: 1, totalPages: 1 }, orderList: [listItem(4)], unPayNum: 1 }))
    const { container } = await open()
    fireEvent.click(cardButton(cardOf(container, 4), '填写邀请码'))
    await flush()
    await typeInto(await field('请输入邀请码'), 'OK123')
    fireEvent.click(button('确定'))
    await flush()
    expect(api.saveInviteCode).toHaveBeenCalledWith(4, 'OK123')
    expect(toast).toHaveBeenCalledWith('邀请码填写成功')
    // The card no longer offers a code: a second one would be refused ('该订单已填写邀请码').
    await flush()
    expect(cardOf(container, 4).textContent).not.toContain('填写邀请码')
  })
})

describe('loan failure, once on entering', () => {
  it("shows the message, marks it read; 'pay now' switches a non-baidu order to baidu, then confirm order with isLoanPay=1", async () => {
    listFor(() => ({ page: { currentPage: 1, totalPages: 1 }, orderList: [listItem(6, { state: 8, orderStatus: 12, tradeOrderId: 'T6', signContractStatus: 21 })], unPayNum: 1 }))
    api.loanFailMsg.mockResolvedValue({ show: true, msg: '您的课程分期申请未通过，请选择其他分期平台' })
    await open()
    await flush()
    expect(api.loanFailMsg).toHaveBeenCalledWith(6)
    expect(screen.getByText('您的课程分期申请未通过，请选择其他分期平台')).toBeTruthy()
    expect(api.markLoanFailRead).toHaveBeenCalledWith(6)
    fireEvent.click(button('立即支付'))
    await flush()
    expect(api.updatePayType).toHaveBeenCalledWith({ orderId: 6, installmentType: 1 })
    expect(navigateTo).toHaveBeenLastCalledWith(expect.stringMatching(/^\/ty\/confirmOrder\?tradeOrderId=T6&orderId=6.*&isLoanPay=1$/))
  })
})

it("'分期详情' on a loan order opens the loan-info dialog: platform, borrower, loan status, down payment (from the order detail)", async () => {
  listFor(() => ({ page: { currentPage: 1, totalPages: 1 }, orderList: [paidItem(2), paidItem(1, { installmentType: 1, loanStatus: 1, tradeOrderId: 'T1' })], unPayNum: 0 }))
  api.detail.mockResolvedValue(orderInfo({
    orderId: 1, tradeOrderId: 'T1', state: 3, installmentType: 1, downPayment: 89400, loanPlatformId: 2, loan: { downPaymentStatus: 3, loanStatus: 1, customerName: '王小明' },
    goodsLoanList: [{ loanPlatformId: 1, loanPlatformName: '百度有钱花' }, { loanPlatformId: 2, loanPlatformName: '招联好期贷' }],
  }))
  const { container } = await open()
  expect(cardOf(container, 2).querySelector('.order-card__loan-link')).toBeNull()
  fireEvent.click(cardOf(container, 1).querySelector('.order-card__loan-link')!)
  await flush()
  expect(api.detail).toHaveBeenCalledWith('T1')
  const dialog = query('.loan-info-dialog') as HTMLElement
  expect(dialog).toBeVisible()
  expect(within(dialog).getByText('分期信息')).toBeVisible()
  const rows = [...dialog.querySelectorAll('.loan-info__row')].map((r) => `${r.querySelector('.loan-info__label')?.textContent}:${r.querySelector('.loan-info__value')?.textContent}`)
  expect(rows).toEqual(['分期平台:招联好期贷', '贷款人:王小明', '贷款状态:审核中', '首付金额:¥894.00'])
  fireEvent.click(button('确定'))
  await flush()
  expect(dialog).not.toBeVisible() // NutUI keeps a closed dialog in the DOM a moment, hidden
})

it('behind the login gate: a learner without a good token goes to login, nothing is asked', async () => {
  session.verify.mockResolvedValue(false)
  await open()
  expect(toLogin).toHaveBeenCalled()
  expect(api.list).not.toHaveBeenCalled()
})
