/** The pay session kept while a payment is out (Taro storage, so it survives the cashier round trip on H5). */
import type { PaySession, PaySessionStore } from '@/core/order/paySession'
import { PAY_SESSION_KEY } from '@/core/order/paySession'
import { readStored, removeStored, writeStored } from './storage'

export const paySessionStore: PaySessionStore = {
  read() {
    const value = readStored(PAY_SESSION_KEY)
    return value && typeof value === 'object' ? (value as PaySession) : null
  },
  write(session) {
    writeStored(PAY_SESSION_KEY, session)
  },
  clear() {
    removeStored(PAY_SESSION_KEY)
  },
}
