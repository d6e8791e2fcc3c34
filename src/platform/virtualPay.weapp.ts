/** Whether the mini-program may sell virtual goods here (src/core/order/virtualPay.ts): the switch and the client. */
import type { VirtualPayState } from '@/core/order/virtualPay'
import { WEAPP_VIRTUAL_PAY } from '@/config'

/** Read at each call: wx.requestVirtualPayment is missing on clients (or accounts) that cannot use it. */
export function virtualPayState(): VirtualPayState {
  return { switchedOn: WEAPP_VIRTUAL_PAY, supported: typeof wx !== 'undefined' && typeof wx.requestVirtualPayment === 'function' }
}
