/** The goods checkout (campus, package, courses, coupon), made on first use: it loads with the goods pages. */
import { nativeBridge } from '@/platform/bridge'
import { environment } from '@/platform/environment'
import { goodsApi } from '@/services/goods'
import { orderApi } from '@/services/order'
import { CheckoutStore } from './checkout'
import { scoped } from '@/stores/instances/scoped'

const checkout = scoped(({ service, stores }) => {
  const appOrder = () => (nativeBridge.available ? (order: Parameters<typeof nativeBridge.generateOrder>[0]) => nativeBridge.generateOrder(order) : null)
  return new CheckoutStore(service('goodsApi', goodsApi), service('orderApi', orderApi), () => stores.session.uid, environment, appOrder)
})

export const checkoutStore = (): CheckoutStore => checkout.get()
export const useCheckoutStore = (): CheckoutStore => checkout.use()
