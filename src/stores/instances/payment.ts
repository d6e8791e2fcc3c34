/** Paying (one payment for many taps, the check after any return), made on first use: it loads with the order pages. */
import { paymentChannel } from '@/platform/payment'
import { paySessionStore } from '@/platform/pay-session'
import { environment } from '@/platform/environment'
import { toast } from '@/platform/ui'
import { orderApi } from '@/services'
import { PAY_ACCOUNTS } from '@/services/config'
import { PaymentStore } from '../payment'

let store: PaymentStore | undefined

export function paymentStore(): PaymentStore {
  if (!store) {
    store = new PaymentStore(orderApi, paymentChannel, environment, paySessionStore, (message, delayMs) => {
      setTimeout(() => toast(message), delayMs)
    }, PAY_ACCOUNTS)
  }
  return store
}
