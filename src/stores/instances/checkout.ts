/** The goods checkout (campus, package, courses, coupon), made on first use: it loads with the goods pages. */
import { nativeBridge } from '@/platform/bridge'
import { environment } from '@/platform/environment'
import { goodsApi, orderApi } from '@/services'
import { stores } from '..'
import { CheckoutStore } from '../checkout'

let store: CheckoutStore | undefined

export function checkoutStore(): CheckoutStore {
  if (!store) {
    const appOrder = () => (nativeBridge.available ? (order: Parameters<typeof nativeBridge.generateOrder>[0]) => nativeBridge.generateOrder(order) : null)
    store = new CheckoutStore(goodsApi, orderApi, () => stores.session.uid, environment, appOrder)
  }
  return store
}
