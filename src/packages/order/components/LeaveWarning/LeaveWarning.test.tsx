// The leave-warning overlay (ordering-payment.md section 4): countdown, cutoff hh:mm except schools 4, 10, 11, and its two choices.
import { render, screen } from '@testing-library/react'
import { button, tap } from '../../../../../tests/jest/dom'
import { LeaveWarning } from './index'

const now = new Date(2026, 10, 22, 10, 0, 0).getTime()

function setup(schoolId: number) {
  const props = { visible: true, deadline: now + 90 * 60_000, now, schoolId, onLeave: jest.fn(), onStay: jest.fn() }
  render(<LeaveWarning {...props} />)
  return props
}

it('shows the cutoff as hh:mm and the two choices', async () => {
  const props = setup(1)
  expect(screen.getByText('请在11:30前完成支付')).toBeInTheDocument()
  await tap(button('继续支付'))
  expect(props.onStay).toHaveBeenCalled()
  await tap(button('确认离开'))
  expect(props.onLeave).toHaveBeenCalled()
})

it.each([4, 10, 11])('"no time shown for schools 4, 10, 11": school %s', (school) => {
  setup(school)
  expect(screen.queryByText(/前完成支付/)).toBeNull()
  expect(screen.getByText('订单将在以下时间后自动取消')).toBeInTheDocument()
})
