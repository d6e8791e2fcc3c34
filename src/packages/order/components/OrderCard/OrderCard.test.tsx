/**
 * The order card (docs/spec/ordering-payment.md sections 2 item 3, 3, 4, 8): buttons per state (a disabled study button stays
 * disabled), the countdown on the shared ticker, the rejection note, warning markers, the blueWhale invite code.
 */
jest.mock('@/platform/ui')
jest.mock('@/platform/navigation')
import { act, fireEvent, screen, within } from '@testing-library/react'
import type { OrderListItem } from '@contract/order'
import { ClockStore } from '@/stores/clock'
import { button, isDisabled } from '../../../../../tests/jest/dom'
import { quietTaroMedia } from '../../../../../tests/jest/goods'
import { listItem, paidItem } from '../../../../../tests/jest/orders'
import { renderPage } from '../../../../../tests/jest/renderPage'
import { OrderCard } from './index'

const time = { t: 1_000_000, intervals: new Map<number, () => void>(), id: 0 }
const clock = new ClockStore({
  now: () => time.t,
  setInterval: (fn: () => void) => { time.intervals.set(++time.id, fn); return time.id },
  clearInterval: (h: number) => { time.intervals.delete(h) },
})
const context = { services: { orderApi: { detail: jest.fn() } }, stores: { clock } }
const advance = (ms: number) => act(() => {
  time.t += ms
  for (const fn of time.intervals.values()) fn()
})

const onAction = jest.fn()
const onOpen = jest.fn()
const onZero = jest.fn()

function show(order: OrderListItem & { inviteCode?: string; goodsValidity?: number }, deadline: number | null = null) {
  return renderPage(<OrderCard order={order} deadline={deadline} onAction={onAction} onOpen={onOpen} onCountdownZero={onZero} onLoanInfo={jest.fn()} />, context)
}

/** The card's buttons by name, '(disabled)' after one that says it is (aria-disabled). */
const buttonTexts = (container: HTMLElement) =>
  within(container).queryAllByRole('button').map((b) => `${b.textContent}${b.getAttribute('aria-disabled') === 'true' ? '(disabled)' : ''}`)

beforeAll(quietTaroMedia)
beforeEach(() => {
  jest.clearAllMocks()
})

it('shows the order number, status, goods (picture and name), period and the amount still to pay (cents, 2 decimals truncated)', () => {
  const { container } = show({ ...listItem(7, { name: '初级会计全科班', waitPayMoney: 123456 }), goodsValidity: 12 })
  expect(screen.getByText('订单编号：KJ2025000007')).toBeTruthy()
  // the goods picture: the order's thumbPath through mediaUrl, asked at the width the card shows it (200 design px,
  // served at the 256 step) rather than the 600 px it is drawn at
  const pic = container.querySelector('.order-card__pic img')
  expect(pic?.getAttribute('src')).toMatch(/\/media\/cover\/goods-7\.png\?sw=256$/)
  // loaded lazily: the browser fetches it when the card comes near the screen
  expect(pic?.getAttribute('loading')).toBe('lazy')
  expect(screen.getByText('待付款')).toBeTruthy()
  expect(screen.getByText('初级会计全科班')).toBeTruthy()
  expect(screen.getByText('有效期12个月')).toBeTruthy()
  expect(screen.getByText('¥1234.56')).toBeTruthy()
})

describe('buttons per state', () => {
  it.each<[string, OrderListItem, string[]]>([
    ['pending', listItem(1, { signContractStatus: 21 }), ['取消订单', '去支付']],
    ['pending, national-guidance school 7: no cancel', listItem(1, { signContractStatus: 21, schoolId: 7 }), ['去支付']],
    ['paying, contract pending', listItem(1, { state: 2, orderStatus: 12 }), ['签署协议', '去支付', '填写邀请码']],
    ['complete, reading', paidItem(1), ['立即学习']],
    ['complete, blueWhale origin', paidItem(1, { orderOriginType: 1 }), ['去学习']],
    ['complete, dropped out: study disabled', paidItem(1, { studyStatus: 1 }), ['立即学习(disabled)']],
    ['complete, under review', paidItem(1, { signContractStatus: 23 }), ['立即学习', '查看协议']],
    ['cancelled', listItem(1, { state: 4, orderStatus: 14 }), ['删除订单']],
    ['loan failed', listItem(1, { state: 8, orderStatus: 12, signContractStatus: 21 }), ['分期支付']],
  ])('%s', (_n, order, texts) => {
    const { container } = show(order)
    expect(buttonTexts(container)).toEqual(texts)
  })

  it('a tap gives the action and the order; the card itself is not opened', () => {
    show(listItem(3, { signContractStatus: 21 }))
    fireEvent.click(button('去支付'))
    expect(onAction).toHaveBeenCalledWith('pay', expect.objectContaining({ orderId: 3 }))
    expect(onOpen).not.toHaveBeenCalled()
  })

  it('the disabled study button ignores taps', () => {
    show(paidItem(1, { studyStatus: 3 }))
    expect(isDisabled(button('立即学习'))).toBe(true)
    fireEvent.click(button('立即学习'))
    expect(onAction).not.toHaveBeenCalled()
  })

  it('tapping the card opens the order', () => {
    show(paidItem(4))
    fireEvent.click(screen.getByText('订单课程4'))
    expect(onOpen).toHaveBeenCalledWith(expect.objectContaining({ orderId: 4 }))
  })
})

describe('countdown on the shared ticker', () => {
  it('counts down with the clock and reloads at zero, once', () => {
    const { container, unmount } = show(listItem(1, { countDownTime: 2000 }), time.t + 2000)
    const text = () => container.querySelector('.order-card__countdown-time')?.textContent
    expect(text()).toBe('00:00:02')
    expect(time.intervals.size).toBe(1)
    advance(1000)
    expect(text()).toBe('00:00:01')
    expect(onZero).not.toHaveBeenCalled()
    advance(1000)
    expect(text()).toBe('00:00:00')
    advance(1000)
    expect(onZero).toHaveBeenCalledTimes(1)
    expect(onZero).toHaveBeenCalledWith(expect.objectContaining({ orderId: 1 }))
    unmount()
    expect(time.intervals.size).toBe(0)
  })

  it('many cards, one ticker', () => {
    const deadline = time.t + 3_600_000
    const { unmount } = renderPage(
      <>
        {[1, 2, 3, 4, 5].map((id) => (
          <OrderCard key={id} order={listItem(id)} deadline={deadline} onAction={onAction} />
        ))}
      </>,
      context,
    )
    expect(screen.getAllByText('01:00:00')).toHaveLength(5)
    expect(time.intervals.size).toBe(1)
    unmount()
  })

  it('no countdown for a paid order, nor for "countDownTime 0 + orderStatus 11 + state 1", which shows as cancelled', () => {
    const { container } = show(listItem(1, { countDownTime: 0 }), time.t)
    expect(container.querySelector('.order-card__countdown')).toBeNull()
    expect(screen.getByText('已取消')).toBeTruthy()
    expect(buttonTexts(container)).toEqual(['删除订单'])
  })
})

it('the rejection note when the contract is rejected (25)', () => {
  show(paidItem(1, { signContractStatus: 25, signRejectMsg: '身份证号与姓名不符' }))
  expect(screen.getByText('驳回原因：身份证号与姓名不符')).toBeTruthy()
})

it.each<[string, OrderListItem, string]>([
  ['reject (25)', paidItem(1, { signContractStatus: 25 }), '协议被驳回'],
  ['agreement error (26)', paidItem(1, { signContractStatus: 26 }), '协议异常'],
  ['authority openError (33)', paidItem(1, { goodsTypeId: 2, authorityStatus: 33 }), '服务开通异常，请尽快联系客服处理'],
  ['loan failure (state 8)', listItem(1, { state: 8, orderStatus: 12 }), '分期失败'],
  ['loan failure (loanStatus 3)', paidItem(1, { installmentType: 1, loanStatus: 3 }), '分期失败'],
])('warning marker: %s', (_n, order, text) => {
  const { container } = show(order)
  expect(container.querySelector('.order-card__warnings')?.textContent).toContain(text)
})

it('no warning markers on an ordinary order', () => {
  const { container } = show(paidItem(1))
  expect(container.querySelector('.order-card__warnings')).toBeNull()
})

it('"The invite code is shown for blueWhale-origin orders"', () => {
  show({ ...paidItem(1, { orderOriginType: 1 }), inviteCode: 'BW2025' })
  expect(screen.getByText('邀请码：BW2025')).toBeTruthy()
})

it('not for tianyi-origin orders', () => {
  show({ ...paidItem(1, { orderOriginType: 2 }), inviteCode: 'TY2025' })
  expect(screen.queryByText('邀请码：TY2025')).toBeNull()
})

it('old-origin orders are normalised before the rules: paid amount = payPrice, no agreement buttons', () => {
  const { container } = show(paidItem(1, { orderOriginType: 1, signContractStatus: 22, paidMoney: 0, payPrice: 50000 }))
  expect(screen.getByText('¥500.00')).toBeTruthy()
  expect(buttonTexts(container)).toEqual(['去学习'])
})

it('a loan order offers its loan info', () => {
  const onLoanInfo = jest.fn()
  renderPage(<OrderCard order={paidItem(1, { installmentType: 1, loanStatus: 1 })} onAction={onAction} onLoanInfo={onLoanInfo} />, context)
  fireEvent.click(screen.getByText('分期详情'))
  expect(onLoanInfo).toHaveBeenCalledWith(expect.objectContaining({ orderId: 1 }))
})
