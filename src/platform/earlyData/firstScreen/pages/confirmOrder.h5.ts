import type { OrderInfo } from '@contract/order'
import { validityText } from '@/core/goods'
import { SHOWN_WIDTH } from '@/core/picture'
import { div, image, text } from '../markup'
import { PAGE_BACKGROUND, withNav, type Context, type FirstScreen } from './shared'

/** Confirm order (src/packages/order/confirmOrder): its bar and the order's goods (OrderGoods). */
export default function confirmOrder(data: OrderInfo[], { title }: Context): FirstScreen | null {
  const order = Array.isArray(data) ? data[0] : undefined
  if (!order?.thumbPath) return null
  return {
    box: div('', withNav(title, [
      div('confirm-order', [
        div('section order-goods', [
          div('order-goods__row', [
            image('order-goods__pic', order.thumbPath, 'aspectFill', SHOWN_WIDTH.orderGoods),
            div('order-goods__body', [
              text('order-goods__name', order.name),
              ...(order.specificationNameAll ? [text('order-goods__spec', order.specificationNameAll)] : []),
              text('order-goods__meta', validityText(order.goodsValidity)),
            ]),
          ]),
        ]),
      ]),
    ])),
    replacedBy: '.order-goods__pic img',
    background: PAGE_BACKGROUND,
  }
}
