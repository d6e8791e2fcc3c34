// The leave-warning overlay (docs/spec/ordering-payment.md section 4): the countdown and the cutoff hh:mm of an order that expires
// (none for schools 4, 10, 11: src/core/order/countdown orderExpiry), nothing of the kind for one that never does (a
// part-paid order), and its two choices.
import { render, screen } from '@testing-library/react'
import { button, tap } from '../../../../../tests/jest/dom'
import { orderExpiry } from '@/core/order/countdown'
import { LeaveWarning } from './index'

const now = new Date(2026, 10, 22, 10, 0, 0).getTime()

function setup(order: { state: number; orderStatus: number; countDownTime: number | null; schoolId: number }) {
  const props = { visible: true, expiry: orderExpiry(order, now), onLeave: jest.fn(), onStay: jest.fn() }
  render(<LeaveWarning {...props} />)
  return props
}

const pending = (schoolId: number) => ({ state: 1, orderStatus: 11, countDownTime: 90 * 60_000, schoolId })

it('an order that expires: the countdown, the cutoff as hh:mm and the two choices', async () => {
  const props = setup(pending(1))
  expect(screen.getByText('订单将在以下时间后自动取消')).toBeInTheDocument()
  expect(screen.getByText('请在11:30前完成支付')).toBeInTheDocument()
  await tap(button('继续支付'))
  expect(props.onStay).toHaveBeenCalled()
  await tap(button('确认离开'))
  expect(props.onLeave).toHaveBeenCalled()
})

it.each([4, 10, 11])('"no time shown for schools 4, 10, 11": school %s keeps the countdown, not the cutoff', (school) => {
  setup(pending(school))
  expect(screen.queryByText(/前完成支付/)).toBeNull()
  expect(screen.getByText('订单将在以下时间后自动取消')).toBeInTheDocument()
})

it.each([1, 4, 10, 11])('a part-paid order (state 2) of school %s never expires: no countdown, no cutoff, no cancel warning', (schoolId) => {
  setup({ state: 2, orderStatus: 12, countDownTime: 0, schoolId })
  expect(screen.queryByText('订单将在以下时间后自动取消')).toBeNull()
  expect(screen.queryByText(/\d{2}:\d{2}:\d{2}/)).toBeNull()
  expect(screen.queryByText(/前完成支付/)).toBeNull()
  expect(screen.getByText('订单还未支付完成')).toBeInTheDocument()
  expect(screen.getByText('已付款项不会失效，可稍后在订单详情继续支付')).toBeInTheDocument()
  expect(button('确认离开')).toBeInTheDocument()
  expect(button('继续支付')).toBeInTheDocument()
})
