// The pay bar (docs/spec/ordering-payment.md section 2): the amount to pay beside the button, none when the order isReceiveAll
// (the button says '确认支付'); one call per tap, none while disabled or while a payment is being made.
import { render, screen } from '@testing-library/react'
import { button, isDisabled, tap } from '../../../../../tests/jest/dom'
import { PayBar, type PayBarProps } from './index'

function setup(over: Partial<PayBarProps> = {}) {
  const props: PayBarProps = { amount: 98000, buttonText: '立即支付', onPay: jest.fn(), ...over }
  const view = render(<PayBar {...props} />)
  return { props, ...view }
}

it("shows '待支付' and the amount (cents as yuan, 2 decimals) beside the button", () => {
  const { container } = setup({ amount: 123456 })
  expect(container.querySelector('.pay-bar__label')?.textContent).toBe('待支付')
  expect(container.querySelector('.pay-bar__money')?.textContent).toBe('¥1234.56')
  expect(button('立即支付')).toBeTruthy()
})

it('a label of the caller (the down payment)', () => {
  setup({ amount: 89400, label: '首付金额' })
  expect(screen.getByText('首付金额')).toBeTruthy()
  expect(screen.getByText('¥894.00')).toBeTruthy()
})

it('amount 0 (free goods) still shows ¥0.00', () => {
  const { container } = setup({ amount: 0, buttonText: '免费领取' })
  expect(container.querySelector('.pay-bar__money')?.textContent).toBe('¥0.00')
})

it("amount null (isReceiveAll): no label and no money, only '确认支付'", () => {
  const { container } = setup({ amount: null, buttonText: '确认支付' })
  expect(container.querySelector('.pay-bar__label')).toBeNull()
  expect(container.querySelector('.pay-bar__money')).toBeNull()
  expect(screen.queryByText('待支付')).toBeNull()
  expect(screen.queryByText(/¥/)).toBeNull()
  expect(container.querySelector('.pay-bar__amount')?.textContent).toBe('')
  expect(button('确认支付')).toBeTruthy()
})

it('a tap calls onPay once', async () => {
  const { props } = setup()
  await tap(button('立即支付'))
  expect(props.onPay).toHaveBeenCalledTimes(1)
})

it.each<[string, Partial<PayBarProps>]>([
  ['disabled', { disabled: true }],
  ['loading (a payment in flight)', { loading: true }],
])('%s: the button is disabled and taps are ignored', async (_n, over) => {
  const { props } = setup(over)
  const pay = button('立即支付')
  expect(isDisabled(pay)).toBe(true)
  for (let i = 0; i < 5; i++) await tap(pay)
  expect(props.onPay).not.toHaveBeenCalled()
})

it('not for sale here (mini-program without virtual payment): a neutral text instead of the amount and the button', () => {
  const { container, props } = setup({ notForSale: '暂不支持购买' })
  expect(screen.getByText('暂不支持购买')).toBeTruthy()
  expect(container.querySelector('.pay-bar__money')).toBeNull()
  expect(screen.queryByRole('button')).toBeNull()
  expect(props.onPay).not.toHaveBeenCalled()
})
