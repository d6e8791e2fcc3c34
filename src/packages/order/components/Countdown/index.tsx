/**
 * A countdown to `deadline` (ms since epoch) on the shared ticker. Shows HH:MM:SS; calls onZero once at zero
 * (the order is reloaded then: docs/spec/ordering-payment.md section 4).
 * It follows the ticker only while on screen (src/platform/onScreen): a list of 1 000 unpaid orders re-renders
 * the few countdowns in view each second, not 1 000. Off screen it keeps the time it last showed and a timer for
 * its zero, so onZero still comes on time. While its page is hidden it neither follows the ticker nor keeps a timer
 * (a timer left running on a hidden page is one WeChat's experience score counts); shown again, it reads the time
 * afresh and a zero passed meanwhile fires at once.
 */
import { useEffect, useRef, useState } from 'react'
import { observer } from 'mobx-react'
import { Text } from '@tarojs/components'
import { formatCountdown } from '@/core/order/countdown'
import { usePageShown } from '@/components/hooks/usePageShown'
import { useOnScreen } from '@/platform/onScreen'
import { useStores } from '@/stores'

export interface CountdownProps {
  deadline: number
  onZero?: () => void
  /** Renders the time left (default HH:MM:SS). */
  format?: (msLeft: number) => string
  className?: string
}

let nextId = 0

export const Countdown = observer(function Countdown({ deadline, onZero, format = formatCountdown, className }: CountdownProps) {
  const { clock } = useStores()
  const [id] = useState(() => `countdown-${++nextId}`)
  const ref = useRef(null)
  const onScreen = useOnScreen(ref, undefined, id)
  const shown = usePageShown()
  const fired = useRef(false)
  // The time at mount, fresh: the ticker's last value may be old when nothing was counting down before.
  const [mountedAt] = useState(() => clock.current())
  const shownNow = useRef(mountedAt)
  // clock.now is read only on screen and on a shown page, so elsewhere the ticker does not re-render this
  if (onScreen && shown) shownNow.current = Math.max(clock.now, mountedAt)
  const left = Math.max(0, deadline - shownNow.current)

  useEffect(() => (shown ? clock.subscribe() : undefined), [clock, shown])
  useEffect(() => {
    fired.current = false
  }, [deadline])
  // onZero reaches the timer and effects only through this ref, never as a variable a closure here captures: an
  // effect's closure is kept from the render that last changed its deps (Preact keeps it until they change again),
  // and with it any callback it could reach, with the whole page tree of that render (1 000 cards mounted over 100
  // loads kept 2.5 GB).
  const onZeroRef = useRef(onZero)
  onZeroRef.current = onZero
  const [fire] = useState(() => () => {
    if (fired.current) return
    fired.current = true
    onZeroRef.current?.()
  })
  useEffect(() => {
    if (left === 0) fire()
  }, [left, fire])
  useEffect(() => {
    if (onScreen || !shown) return
    const timer = setTimeout(fire, Math.max(0, deadline - clock.current()))
    return () => clearTimeout(timer)
  }, [onScreen, shown, deadline, clock, fire])

  return <Text id={id} ref={ref} className={className}>{format(left)}</Text>
})
