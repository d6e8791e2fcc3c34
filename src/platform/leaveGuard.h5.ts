/**
 * Leaving a page on H5 (docs/orders-and-payments.md, "Leaving mid-payment"): while active, a guard entry sits on top of the browser's
 * history, so the browser's back button or gesture (and a WebView's goBack) lands on it; the popstate is caught
 * before Taro's router sees it (a capturing listener on window runs first and stops it), the guard entry is put back
 * and the page shows its warning. The one capturing listener is added when this module loads, which app.tsx makes
 * happen before Taro's router creates its history (and its own popstate listener): listeners run in the order they
 * were added, so a later one could be too late (the router would already have handled the back). Inside the provider's app, whose back may close the WebView instead, the bridge's
 * interceptBack makes the app call window.__kuaijiBridgeBack() instead. The guard entry copies Taro's history state
 * (its key and idx), so when another page is pushed over it and popped, Taro's router reads it as this page.
 */
import { useLayoutEffect, useRef, useState } from 'react'
import { useDidHide, useDidShow } from '@tarojs/taro'
import { BRIDGE_BACK } from '@/core/bridge'
import { nativeBridge } from './bridge'
import type { LeaveGuard, LeaveGuardOptions } from './leaveGuardTypes'

export type { LeaveGuard, LeaveGuardOptions } from './leaveGuardTypes'

const MARK = '__leaveGuard'

type BackWindow = Window & { [BRIDGE_BACK]?: () => void }

/** The armed guard's popstate handler, called by the one listener below (added before Taro's router's). */
let guardPop: ((event: PopStateEvent) => void) | null = null
if (typeof window !== 'undefined') window.addEventListener('popstate', (event) => guardPop?.(event), true)

const onGuardEntry = () => !!(window.history.state as Record<string, unknown> | null)?.[MARK]

/**
 * Safari and WeChat on iOS (WebKit), like Chrome, skip on Back a history entry added without a user gesture, and the
 * page's own entry with it: a guard entry pushed by a page that was opened by loading its URL (or restored, or armed
 * after a server's answer) would let Back leave the page unasked. So the guard entry is pushed while the learner
 * interacts (navigator.userActivation.isActive; assumed where a browser lacks it), else at their next pointerdown,
 * touchend or keydown, inside that event. A learner who leaves without touching the page is let go: no page can
 * hold that Back. (Back to an earlier entry of this document is still caught without it: see onPop.)
 */
let pendingPush: (() => void) | null = null
if (typeof window !== 'undefined') {
  const interacted = () => {
    const push = pendingPush
    pendingPush = null
    push?.()
  }
  for (const type of ['pointerdown', 'touchend', 'keydown']) window.addEventListener(type, interacted, true)
}
const interacting = () => (navigator as Navigator & { userActivation?: { isActive: boolean } }).userActivation?.isActive ?? true

/** Arms the guard; returns the disarm, which also drops the guard entry when `dropEntry` and it is the current one. */
export function armLeaveGuard(onAttempt: () => void): (dropEntry?: boolean, then?: () => void) => void {
  const href = window.location.href
  // This page's own entry (Taro's key and idx), to put back when a back went past it.
  const { [MARK]: _, ...own } = (window.history.state ?? {}) as Record<string, unknown>
  const push = () => window.history.pushState({ ...own, [MARK]: true }, '', href)
  const pushOnce = () => {
    if (guardPop === onPop && !onGuardEntry() && window.location.href === href) push()
  }
  if (!onGuardEntry()) {
    if (interacting()) push()
    else pendingPush = pushOnce
  }
  let swallow = false
  let after: (() => void) | undefined
  const onPop = (event: PopStateEvent) => {
    event.stopImmediatePropagation()
    if (swallow) {
      swallow = false
      if (guardPop === onPop) guardPop = null
      after?.()
      return
    }
    // A browser may skip history entries added without a tap (the guard entry, when the page was opened by loading
    // its URL): the back then lands on an earlier page's entry. Put this page's entry back under the guard.
    const state = window.history.state as Record<string, unknown> | null
    if ((state?.key ?? null) !== (own.key ?? null)) window.history.pushState(own, '', href)
    push()
    onAttempt()
  }
  guardPop = onPop
  const win = window as BackWindow
  const intercepted = nativeBridge.interceptBack(true)
  if (intercepted) win[BRIDGE_BACK] = onAttempt

  return (dropEntry = false, then) => {
    if (pendingPush === pushOnce) pendingPush = null
    if (intercepted) {
      nativeBridge.interceptBack(false)
      if (win[BRIDGE_BACK] === onAttempt) delete win[BRIDGE_BACK]
    }
    if (dropEntry && onGuardEntry()) {
      // Step off the guard entry without Taro noticing, then leave the page's own way.
      swallow = true
      after = then
      window.history.back()
      return
    }
    if (guardPop === onPop) guardPop = null
    then?.()
  }
}

export function useLeaveGuard({ active, onAttempt }: LeaveGuardOptions): LeaveGuard {
  const attempt = useRef(onAttempt)
  attempt.current = onAttempt
  const [shown, setShown] = useState(true)
  const disarm = useRef<ReturnType<typeof armLeaveGuard> | null>(null)
  useDidShow(() => setShown(true))
  useDidHide(() => setShown(false))

  // Armed as the render that made it active commits (not after the next paint, as an effect would be): a payment's
  // page leaves for the cashier a task later (paymentChannel), with its guard entry under it.
  useLayoutEffect(() => {
    if (!active || !shown) return
    const off = armLeaveGuard(() => attempt.current())
    disarm.current = off
    return () => {
      if (disarm.current === off) {
        disarm.current = null
        off()
      }
    }
  }, [active, shown])

  return {
    release(then) {
      const off = disarm.current
      disarm.current = null
      if (off) off(true, then)
      else then?.()
    },
    holder: null,
  }
}
