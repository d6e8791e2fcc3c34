// The goods page's buy bar: price display, the buy button's states, one call per tap and none while placing.
import { render, screen } from '@testing-library/react'
import { button, isDisabled, tap } from '../../../../../tests/jest/dom'
import { BuyBar, type BuyBarProps } from './index'

function setup(over: Partial<BuyBarProps> = {}) {
  const props: BuyBarProps = {
    price: 98000, original: 128000, placing: false, collected: false,
    onBuy: jest.fn(), onService: jest.fn(), onCollect: jest.fn(), ...over,
  }
  render(<BuyBar {...props} />)
  return props
}

it('shows the price with 2 decimals and the original price struck through', () => {
  setup()
  expect(screen.getByText('¥980.00')).toBeInTheDocument()
  expect(screen.getByText('¥1280.00')).toHaveClass('price__original')
})

it('a free goods reads free and offers 免费领取', () => {
  setup({ price: 0, original: 0 })
  expect(screen.getByText('免费')).toBeInTheDocument()
  expect(button('免费领取')).toBeTruthy()
})

it('tapping buy calls onBuy once per tap', async () => {
  const props = setup()
  await tap(button('立即购买'))
  expect(props.onBuy).toHaveBeenCalledTimes(1)
})

it('while an order is being placed the button is disabled and taps do nothing', async () => {
  const props = setup({ placing: true })
  const buy = button('立即购买')
  expect(isDisabled(buy)).toBe(true)
  for (let i = 0; i < 5; i++) await tap(buy)
  expect(props.onBuy).not.toHaveBeenCalled()
})

it('an unavailable goods says why and cannot be bought', async () => {
  const props = setup({ unavailable: '已下架' })
  const buy = button('已下架')
  expect(isDisabled(buy)).toBe(true)
  await tap(buy)
  expect(props.onBuy).not.toHaveBeenCalled()
})

it('customer service and favourite', async () => {
  const props = setup({ collected: true })
  await tap(screen.getByText('客服'))
  await tap(screen.getByText('已收藏'))
  expect(props.onService).toHaveBeenCalled()
  expect(props.onCollect).toHaveBeenCalled()
})

it('not for sale here (mini-program without virtual payment): a neutral text, no price, no buy button; service and favourite stay', () => {
  render(
    <BuyBar price={98000} original={128000} notForSale="暂不支持购买" placing={false} collected={false} onBuy={jest.fn()} onService={jest.fn()} onCollect={jest.fn()} />,
  )
  expect(screen.getByText('暂不支持购买')).toBeInTheDocument()
  expect(screen.queryByText('¥980.00')).toBeNull()
  expect(screen.queryByText('立即购买')).toBeNull()
  expect(screen.queryByRole('button')).toBeNull()
  expect(screen.getByText('客服')).toBeInTheDocument()
  expect(screen.getByText('收藏')).toBeInTheDocument()
})
