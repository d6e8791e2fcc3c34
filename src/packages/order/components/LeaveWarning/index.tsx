/**
 * The leave-warning overlay of confirm order (docs/spec/ordering-payment.md section 4): when a payment was started and it is
 * not a WeChat payment, leaving shows how long the order stays (a countdown on the shared ticker) and the cutoff
 * time as hh:mm (none for schools 4, 10, 11), with '确认离开' (clears the pay flag, goes to the pay result) or
 * '继续支付'. An order that never expires (part-paid: src/core/order/countdown orderExpiry) shows neither, and says
 * what is paid stays.
 */
import { Text, View } from '@tarojs/components'
import { Button, Overlay } from '@nutui/nutui-react-taro'
import type { OrderExpiry } from '@/core/order/countdown'
import { Countdown } from '@/packages/order/components/Countdown'
import './index.css'

export const LEAVE_TEXT = {
  title: '订单还未支付',
  countdown: '订单将在以下时间后自动取消',
  cutoff: (hhmm: string) => `请在${hhmm}前完成支付`,
  /** An order that never expires (part-paid): "The order is not fully paid". */
  titleOwing: '订单还未支付完成',
  // "What is paid stays valid; pay the rest later from the order detail."
  owing: '已付款项不会失效，可稍后在订单详情继续支付',
  leave: '确认离开',
  stay: '继续支付',
  /**
   * WeChat's system dialog where the mini-program cannot hold the back for the overlay (no page-container): true of a
   * pending and a part-paid order alike ("The order is not fully paid; leave?").
   */
  systemMessage: '订单还未支付完成，确定离开吗？',
} as const

export interface LeaveWarningProps {
  visible: boolean
  /** When the order is cancelled and its cutoff; null: it never expires. */
  expiry: OrderExpiry | null
  onLeave(): void
  onStay(): void
}

export function LeaveWarning({ visible, expiry, onLeave, onStay }: LeaveWarningProps) {
  return (
    <Overlay visible={visible} className="leave-warning" onClick={onStay}>
      <View className="leave-warning__box" onClick={(e) => e.stopPropagation()}>
        <Text className="leave-warning__title">{expiry ? LEAVE_TEXT.title : LEAVE_TEXT.titleOwing}</Text>
        {expiry ? (
          <>
            <Text className="leave-warning__label">{LEAVE_TEXT.countdown}</Text>
            <Countdown className="leave-warning__time" deadline={expiry.deadline} />
            {expiry.cutoff && <Text className="leave-warning__cutoff">{LEAVE_TEXT.cutoff(expiry.cutoff)}</Text>}
          </>
        ) : (
          <Text className="leave-warning__label">{LEAVE_TEXT.owing}</Text>
        )}
        <View className="leave-warning__buttons">
          <Button className="leave-warning__leave" onClick={onLeave}>{LEAVE_TEXT.leave}</Button>
          <Button className="leave-warning__stay" type="primary" onClick={onStay}>{LEAVE_TEXT.stay}</Button>
        </View>
      </View>
    </Overlay>
  )
}
