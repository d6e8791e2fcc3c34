/**
 * Leaving a page in the mini-program (docs/orders-and-payments.md, "Leaving mid-payment"): WeChat hands the page no back tap. The one
 * interception it offers is wx.enableAlertBeforeUnload: on the navigation bar's back and Android's back key it asks
 * with a system dialog (the page's message; 确定 leaves, 取消 stays). It cannot show the page's own overlay, does not
 * fire for a tab switch, wx.navigateBack from code or the capsule's close, and 确定 simply goes back (not to the order
 * detail). onAttempt is never called here: the system dialog is the warning.
 */
import { useEffect } from 'react'
import { useDidHide, useDidShow } from '@tarojs/taro'
import type { LeaveGuard, LeaveGuardOptions } from './leave-guard-types'

export type { LeaveGuard, LeaveGuardOptions } from './leave-guard-types'

interface AlertApi {
  enableAlertBeforeUnload?(options: { message: string }): void
  disableAlertBeforeUnload?(): void
}

// Read at each call: a page's clean-up may run after the runtime is gone (a test's next launch).
const api = (): AlertApi => (typeof wx === 'undefined' ? {} : (wx as unknown as AlertApi))

function enable(message: string) {
  api().enableAlertBeforeUnload?.({ message })
}

function disable() {
  api().disableAlertBeforeUnload?.()
}

export function useLeaveGuard({ active, message }: LeaveGuardOptions): LeaveGuard {
  useEffect(() => {
    if (!active) return
    enable(message)
    return disable
  }, [active, message])
  // The alert belongs to the page on top: set it again when this page shows.
  useDidShow(() => {
    if (active) enable(message)
  })
  useDidHide(() => {
    if (active) disable()
  })
  return {
    release(then) {
      disable()
      then?.()
    },
  }
}
