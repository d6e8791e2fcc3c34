/**
 * Confirm order's loading (docs/spec/ordering-payment.md section 4): no answer offers a retry rather than "no such order", and
 * the offer stays on screen while the retry runs; a refusal is "no such order"; the answer shows the order.
 */
import { act, fireEvent, render, screen } from '@testing-library/react'
import { observer } from 'mobx-react'
import type { OrderInfo } from '@contract/order'
import { ApiError } from '@/services/request'
import { orderInfo } from '../../../../tests/jest/orderInfo'
import { pageContext } from '../../../../tests/jest/renderPage'
import { useConfirmOrder } from './useConfirmOrder'

const Probe = observer(function Probe() {
  const { order, failure, reload } = useConfirmOrder({ tradeOrderId: 'T0007' })
  return <button onClick={() => void reload()}>{failure ?? order?.name ?? 'blank'}</button>
})

function setup(payGoodsInfo: jest.Mock) {
  const orderApi = { payGoodsInfo, couponsForOrder: jest.fn().mockResolvedValue([]), loanPlatforms: jest.fn().mockResolvedValue([]) }
  const { wrapper } = pageContext({ services: { orderApi } })
  render(<Probe />, { wrapper })
  return orderApi
}

it('no answer: the retry offer, kept while the retry runs; then the order', async () => {
  let answer!: (o: OrderInfo) => void
  const payGoodsInfo = jest.fn()
    .mockRejectedValueOnce(new ApiError(0, '请求超时', undefined, 'timeout'))
    .mockReturnValueOnce(new Promise<OrderInfo>((resolve) => { answer = resolve }))
  setup(payGoodsInfo)
  await screen.findByText('unanswered')
  fireEvent.click(screen.getByText('unanswered'))
  expect(payGoodsInfo).toHaveBeenCalledTimes(2)
  await act(async () => {})
  expect(screen.getByRole('button').textContent).toBe('unanswered')
  await act(async () => answer(orderInfo()))
  await screen.findByText('初级会计全科精讲班')
})

it('the server\'s 5xx counts as no answer', async () => {
  setup(jest.fn().mockRejectedValue(new ApiError(500, '服务器错误')))
  await screen.findByText('unanswered')
})

it('the server has no such order: notFound', async () => {
  setup(jest.fn().mockRejectedValue(new ApiError(404, '订单不存在')))
  await screen.findByText('notFound')
})
