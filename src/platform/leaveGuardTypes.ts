import type { ReactNode } from 'react'

/** Asking before the learner leaves a page (confirm order's leave warning, the loan page's '申请贷款未完成'). */
export interface LeaveGuardOptions {
  /** Intercept leaving now (e.g. a payment is out). */
  active: boolean
  /**
   * What WeChat's own dialog says where the mini-program cannot hold the back for the page (a base library without
   * page-container); '' asks nothing there.
   */
  message: string
  /** A way of leaving was caught: show the page's warning (or take the page's own way back). */
  onAttempt(): void
  /**
   * The learner left by a way the page could not hold for its warning (WeChat's system dialog's 确定 goes straight
   * back): what leaving does, the navigation aside (confirm order clears the pay flag).
   */
  onLeft?(): void
}

export interface LeaveGuard {
  /** The learner chose to leave: stop intercepting, then run `then` (the page's own way out). */
  release(then?: () => void): void
  /** What the page renders for the guard (the mini-program's page-container; nothing on H5). */
  holder: ReactNode
}
