/**
 * The pay session (docs/spec/ordering-payment.md section 3, "Local session data kept"): what the app keeps while a payment
 * is out, under one storage key, so that the page a cashier, a form, OAuth or a loan platform returns to can check it.
 */
import type { PayStatusQuery, PayType } from '@contract/payment'
import type { PayMethodValue } from './enums'

export interface PayOptions {
  method: PayMethodValue | null
  /** This payment's amount in cents. */
  amount: number
  isDownPayment?: boolean
  loan?: boolean
  customer?: { name: string; mobile: string }
}

/** What the app keeps while a payment is out (section 3, "Local session data kept"). */
export interface PaySession {
  isPay: boolean
  isWxPay: boolean
  orderId: number
  payOrderInfo: PayStatusQuery & { tradeOrderId: string; userId: number; payType: PayType }
  /** The payment to carry on with after the WeChat OAuth round trip. */
  pending?: PayOptions
  /** The learner's loan application went to the loan platform: kept until the order leaves the loan (state 6). */
  loan?: boolean
}

export const PAY_SESSION_KEY = 'paySession'

export interface PaySessionStore {
  read(): PaySession | null
  write(session: PaySession): void
  clear(): void
}
