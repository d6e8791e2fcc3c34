/**
 * Leaving a page in the mini-program (docs/orders-and-payments.md, "Leaving mid-payment"). WeChat hands a page no
 * back event; what it offers:
 * - page-container (base library 2.16): while one is shown, a back closes it instead of the page: iOS's right swipe,
 *   Android's back key and wx.navigateBack (WeChat's docs). The guard keeps an empty, invisible one shown while
 *   active; its beforeleave is the attempt (the page shows its own warning), and it is shown again right after, so
 *   the next back is caught too. The pages that guard draw their own navigation bar (navigationStyle custom, NavBar
 *   ownBar): its back arrow is the page's, and WeChat's own arrow, which page-container's docs do not list, is not
 *   there.
 * - wx.enableAlertBeforeUnload, only where page-container is missing: WeChat's system dialog with `message` on its
 *   navigation bar's back and Android's back key (not the swipe); 确定 simply goes back, so the page, unloaded while
 *   the dialog was set and with no navigation of the app's own asked, runs onLeft (what its leave does).
 * Neither holds closing the mini-program from the capsule: a page cannot.
 */
import { useEffect, useRef, useState } from 'react'
import { useDidHide, useDidShow, useUnload } from '@tarojs/taro'
import { appNavigationCount } from './navigation'
import { PageContainer } from '@tarojs/components'
import type { LeaveGuard, LeaveGuardOptions } from './leaveGuardTypes'

export type { LeaveGuard, LeaveGuardOptions } from './leaveGuardTypes'

interface WxLeaveApi {
  canIUse?(schema: string): boolean
  enableAlertBeforeUnload?(options: { message: string }): void
  disableAlertBeforeUnload?(): void
}

// Read at each call: a page's clean-up may run after the runtime is gone (a test's next launch).
const api = (): WxLeaveApi => (typeof wx === 'undefined' ? {} : (wx as unknown as WxLeaveApi))

/** page-container is there (base library 2.16 and later). */
export function canHoldBack(): boolean {
  return api().canIUse?.('page-container') ?? false
}

/** After WeChat closed the container for a back, it is shown again once its leave has run (default duration 300 ms). */
const HOLD_AGAIN_MS = 350

function enableAlert(message: string) {
  api().enableAlertBeforeUnload?.({ message })
}

function disableAlert() {
  api().disableAlertBeforeUnload?.()
}

export function useLeaveGuard({ active, message, onAttempt, onLeft }: LeaveGuardOptions): LeaveGuard {
  const attempt = useRef(onAttempt)
  attempt.current = onAttempt
  const left = useRef(onLeft)
  left.current = onLeft
  const [holds] = useState(canHoldBack)
  const [held, setHeld] = useState(true)
  const [released, setReleased] = useState(false)
  const timer = useRef<ReturnType<typeof setTimeout>>()
  const alerting = active && !holds && !!message && !released
  const alerted = useRef(alerting)
  alerted.current = alerting
  // The app's navigations counted when this page last showed: one asked since (a redirect) is not the learner's back.
  const navigations = useRef(appNavigationCount())

  useEffect(() => () => clearTimeout(timer.current), [])
  useEffect(() => {
    if (active) setReleased(false)
  }, [active])

  useEffect(() => {
    if (!alerting) return
    enableAlert(message)
    return disableAlert
  }, [alerting, message])
  // The alert belongs to the page on top: set it again when this page shows.
  useDidShow(() => {
    navigations.current = appNavigationCount()
    if (alerting) enableAlert(message)
  })
  useUnload(() => {
    if (alerted.current && appNavigationCount() === navigations.current) left.current?.()
  })
  useDidHide(() => {
    if (alerting) disableAlert()
  })

  const holder = active && holds && !released
    ? (
      <PageContainer
        className="leave-guard"
        show={held}
        overlay={false}
        customStyle="height:0;background:transparent;"
        onBeforeLeave={() => {
          setHeld(false)
          attempt.current()
          clearTimeout(timer.current)
          timer.current = setTimeout(() => setHeld(true), HOLD_AGAIN_MS)
        }}
      />
    )
    : null

  return {
    release(then) {
      setReleased(true)
      if (alerting) disableAlert()
      then?.()
    },
    holder,
  }
}
