/** Asking before the learner leaves a page (confirm order's leave warning, the loan page's '申请贷款未完成'). */
export interface LeaveGuardOptions {
  /** Intercept leaving now (e.g. a payment is out). */
  active: boolean
  /** What the platform's own dialog says where the page cannot show its own (the mini-program). */
  message: string
  /** A way of leaving was caught: show the page's warning. */
  onAttempt(): void
}

export interface LeaveGuard {
  /** The learner chose to leave: stop intercepting, then run `then` (the page's own way out). */
  release(then?: () => void): void
}
