/**
 * An order of my orders (docs/spec/ordering-payment.md sections 2 item 3, 3, 4, 8): order number and status, warning markers
 * (agreement rejected or in error, service opening error, loan failure), goods picture and name, period, the
 * invite code of a blueWhale-origin order, the amount, the countdown of an unpaid order (on the shared ticker; the
 * card's list page is reloaded at zero), the rejection note and the action buttons (a disabled one stays visible).
 * Every rule reads the order after cardOrder (old-origin normalisation, automatic cancel). The parts are exported
 * for the order detail page.
 */
import { memo } from 'react'
import { Image, Text, View } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import type { OrderAction } from '@/core/order/actions'
import {
  cardAmount, cardButtons, cardOrder, isLoanOrder, LOAN_INFO_TEXT, orderWarnings, PRIMARY_ACTIONS, rejectNote, shownInviteCode, validityText,
  type CardButton, type CardOrder,
} from '@/core/order/card'
import { runsCountdown } from '@/core/order/countdown'
import { ORDER_LIST_TEXT } from '@/core/order/list'
import { orderStatusView } from '@/core/order/status'
import { Countdown } from '@/packages/order/components/Countdown'
import { SHOWN_WIDTH } from '@/core/picture'
import { mediaUrl } from '@/platform/media'
import { NATIONAL_GUIDANCE_SCHOOLS } from '@/config'
import './index.css'

/** The action buttons; a disabled one is shown disabled and ignores taps. */
export function OrderButtons({ buttons, onAction }: { buttons: CardButton[]; onAction: (action: OrderAction) => void }) {
  if (buttons.length === 0) return null
  return (
    <View className="order-card__buttons">
      {buttons.map((b) => (
        <Button
          key={b.action}
          className={`order-card__button order-card__button--${b.action}`}
          size="small"
          type={PRIMARY_ACTIONS.includes(b.action) ? 'primary' : 'default'}
          fill={PRIMARY_ACTIONS.includes(b.action) ? 'solid' : 'outline'}
          disabled={b.disabled}
          onClick={() => {
            if (!b.disabled) onAction(b.action)
          }}
        >
          {b.text}
        </Button>
      ))}
    </View>
  )
}

/** The warning markers (reject 25, agreement error 26, authority openError 33, loan failure). */
export function OrderWarnings({ order }: { order: CardOrder }) {
  const warnings = orderWarnings(order)
  if (warnings.length === 0) return null
  return (
    <View className="order-card__warnings">
      {warnings.map((w) => (
        <Text key={w.kind} className={`order-card__warning order-card__warning--${w.kind}`}>{w.text}</Text>
      ))}
    </View>
  )
}

export interface OrderCardProps {
  /** The order as listed (the card normalises it). */
  order: CardOrder
  /** When the unpaid order is cancelled (ms since epoch, same clock as the shared ticker); null: no countdown. */
  deadline?: number | null
  onAction: (action: OrderAction, order: CardOrder) => void
  /** Tapping the card (not its buttons). */
  onOpen?: (order: CardOrder) => void
  /** The countdown of this order reached zero. */
  onCountdownZero?: (order: CardOrder) => void
  /** The loan-info link of a loan order. */
  onLoanInfo?: (order: CardOrder) => void
}

/**
 * Memoised: a long list (my orders loads 10 more at a time) re-renders only the cards that changed. Give it callbacks
 * that keep their identity (useStableCallback).
 */
export const OrderCard = memo(function OrderCard({ order: listed, deadline = null, onAction, onOpen, onCountdownZero, onLoanInfo }: OrderCardProps) {
  const order = cardOrder(listed)
  const status = orderStatusView(order)
  const amount = cardAmount(order)
  const validity = validityText(order.goodsValidity)
  const inviteCode = shownInviteCode(order)
  const note = rejectNote(order)
  const showCountdown = deadline !== null && runsCountdown(order)
  const open = () => onOpen?.(order)

  return (
    <View className="order-card" data-order-id={order.orderId}>
      <View className="order-card__head" onClick={open}>
        <Text className="order-card__no">{ORDER_LIST_TEXT.orderNo}{order.orderNo}</Text>
        <Text className={`order-card__status order-card__status--${status.tone}`}>{status.text}</Text>
      </View>
      <OrderWarnings order={order} />
      <View className="order-card__body" onClick={open}>
        <Image className="order-card__pic" src={mediaUrl(order.thumbPath, SHOWN_WIDTH.orderCard)} mode="aspectFill" lazyLoad />
        <View className="order-card__info">
          <Text className="order-card__name">{order.name}</Text>
          {validity && <Text className="order-card__validity">{validity}</Text>}
          {inviteCode && <Text className="order-card__invite">{ORDER_LIST_TEXT.inviteCode}{inviteCode}</Text>}
        </View>
      </View>
      {showCountdown && (
        <View className="order-card__countdown">
          <Text>{ORDER_LIST_TEXT.countdownPrefix}</Text>
          <Countdown className="order-card__countdown-time" deadline={deadline} onZero={onCountdownZero && (() => onCountdownZero(listed))} />
        </View>
      )}
      {note && <Text className="order-card__reject">{note}</Text>}
      <View className="order-card__foot">
        {isLoanOrder(order) && onLoanInfo ? (
          <Text className="order-card__loan-link tap-area" onClick={() => onLoanInfo(order)}>{LOAN_INFO_TEXT.link}</Text>
        ) : (
          <View />
        )}
        <View className="order-card__amount">
          <Text className="order-card__amount-label">{amount.label}</Text>
          <Text className="order-card__amount-value">{amount.text}</Text>
        </View>
      </View>
      <OrderButtons buttons={cardButtons(order, NATIONAL_GUIDANCE_SCHOOLS)} onAction={(action) => onAction(action, order)} />
    </View>
  )
})
