/**
 * The leave-warning overlay of confirm order (ordering-payment.md section 4): when a payment was started and it is
 * not a WeChat payment, leaving shows how long the order stays (a countdown on the shared ticker) and the cutoff
 * time as hh:mm (none for schools 4, 10, 11), with '确认离开' (clears the pay flag, goes to the pay result) or
 * '继续支付'.
 */
import { Text, View } from '@tarojs/components'
import { Button, Overlay } from '@nutui/nutui-react-taro'
import { cutoffTime } from '@/core/order/countdown'
import { Countdown } from '@/packages/order/components/Countdown'
import './index.css'

export const LEAVE_TEXT = {
  title: '订单还未支付',
  countdown: '订单将在以下时间后自动取消',
  cutoff: (hhmm: string) => `请在${hhmm}前完成支付`,
  leave: '确认离开',
  stay: '继续支付',
  /** The mini-program's system dialog (it cannot show this overlay): what leaving means. */
  systemMessage: '订单还未支付，超时订单将自动取消，确定离开吗？',
} as const

export interface LeaveWarningProps {
  visible: boolean
  /** When the order is cancelled (ms since epoch). */
  deadline: number
  now: number
  schoolId: number
  onLeave(): void
  onStay(): void
}

export function LeaveWarning({ visible, deadline, now, schoolId, onLeave, onStay }: LeaveWarningProps) {
  const cutoff = cutoffTime(now, Math.max(0, deadline - now), schoolId)
  return (
    <Overlay visible={visible} className="leave-warning" onClick={onStay}>
      <View className="leave-warning__box" onClick={(e) => e.stopPropagation()}>
        <Text className="leave-warning__title">{LEAVE_TEXT.title}</Text>
        <Text className="leave-warning__label">{LEAVE_TEXT.countdown}</Text>
        <Countdown className="leave-warning__time" deadline={deadline} />
        {cutoff && <Text className="leave-warning__cutoff">{LEAVE_TEXT.cutoff(cutoff)}</Text>}
        <View className="leave-warning__buttons">
          <Button className="leave-warning__leave" onClick={onLeave}>{LEAVE_TEXT.leave}</Button>
          <Button className="leave-warning__stay" type="primary" onClick={onStay}>{LEAVE_TEXT.stay}</Button>
        </View>
      </View>
    </Overlay>
  )
}
