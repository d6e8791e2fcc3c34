/** H5 has no virtual payment (src/core/order/virtualPay.ts applies to the mini-program only). */
import type { VirtualPayState } from '@/core/order/virtualPay'
import { WEAPP_VIRTUAL_PAY } from '@/config'

export function virtualPayState(): VirtualPayState {
  return { switchedOn: WEAPP_VIRTUAL_PAY, supported: false }
}
