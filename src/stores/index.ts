/** The app's stores, created once, reached through React context (mobx-react 10 has no Provider/inject). */
import { createContext, useContext } from 'react'
import { credentials } from '@/platform/credentials'
import { accountApi, goodsApi, orderApi } from '@/services'
import { environment } from '@/platform/environment'
import { connectSession } from '@/services/session-bridge'
import { SessionStore } from './session'
import { UiStore } from './ui'
import { CheckoutStore } from './checkout'
import { ClockStore } from './clock'

export function createStores() {
  const session = new SessionStore(credentials, accountApi)
  connectSession({ token: () => session.token, clear: () => session.clear() })
  const checkout = new CheckoutStore(goodsApi, orderApi, () => session.uid, environment)
  return { session, ui: new UiStore(), checkout, clock: new ClockStore() }
}

export type Stores = ReturnType<typeof createStores>

export const stores = createStores()

export const StoresContext = createContext<Stores>(stores)

export function useStores(): Stores {
  return useContext(StoresContext)
}
