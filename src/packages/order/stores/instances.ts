/** Paying (one payment for many taps, the check after any return), made on first use: it loads with the order pages. */
import { paymentChannel } from '@/platform/payment'
import { paySessionStore } from '@/platform/paySession'
import { environment } from '@/platform/environment'
import { toast } from '@/platform/ui'
import { orderApi } from '@/services/order'
import { PAY_ACCOUNTS } from '@/config'
import { PaymentStore } from './payment'
import { scoped } from '@/stores/instances/scoped'

const payment = scoped(({ service }) =>
  new PaymentStore(service('orderApi', orderApi), paymentChannel, environment, paySessionStore, (message, delayMs) => {
    setTimeout(() => toast(message), delayMs)
  }, PAY_ACCOUNTS))

export const paymentStore = (): PaymentStore => payment.get()
export const usePaymentStore = (): PaymentStore => payment.use()
