/**
 * A countdown to `deadline` (ms since epoch) on the shared ticker. Shows HH:MM:SS; calls onZero once at zero
 * (the order is reloaded then: ordering-payment.md section 4).
 */
import { useEffect, useRef } from 'react'
import { observer } from 'mobx-react'
import { Text } from '@tarojs/components'
import { formatCountdown } from '@/core/order/countdown'
import { useStores } from '@/stores'

export interface CountdownProps {
  deadline: number
  onZero?: () => void
  /** Renders the time left (default HH:MM:SS). */
  format?: (msLeft: number) => string
  className?: string
}

export const Countdown = observer(function Countdown({ deadline, onZero, format = formatCountdown, className }: CountdownProps) {
  const { clock } = useStores()
  const fired = useRef(false)
  const left = Math.max(0, deadline - clock.now)

  useEffect(() => clock.subscribe(), [clock])
  useEffect(() => {
    fired.current = false
  }, [deadline])
  useEffect(() => {
    if (left === 0 && !fired.current) {
      fired.current = true
      onZero?.()
    }
  }, [left, onZero])

  return <Text className={className}>{format(left)}</Text>
})
