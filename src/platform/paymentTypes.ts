import type { PayResult } from '@contract/payment'
import type { PayPlan } from '@/core/order/payRequest'

/** What the platform adds to a pay request, or 'left' when the page had to leave first (WeChat OAuth). */
export type PreparedPayment = { wxCode?: string; weappCode?: string; returnUrl?: string } | 'left'

/** 'left': the page went to a cashier, a form or a loan platform; it comes back to finish pay. */
export type ChannelOutcome = 'left' | 'done' | 'cancelled' | 'failed'

export interface PaymentChannel {
  prepare(plan: PayPlan, returnPath: string): Promise<PreparedPayment>
  execute(plan: PayPlan, result: PayResult): Promise<ChannelOutcome>
}
