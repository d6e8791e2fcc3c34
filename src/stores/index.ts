/** The app's stores, created once, reached through React context (mobx-react 10 has no Provider/inject). */
import { createContext, useContext } from 'react'
import { credentials } from '@/platform/credentials'
import { accountApi } from '@/services'
import { connectSession } from '@/services/session-bridge'
import { SessionStore } from './session'
import { UiStore } from './ui'

export function createStores() {
  const session = new SessionStore(credentials, accountApi)
  connectSession({ token: () => session.token, clear: () => session.clear() })
  return { session, ui: new UiStore() }
}

export type Stores = ReturnType<typeof createStores>

export const stores = createStores()

export const StoresContext = createContext<Stores>(stores)

export function useStores(): Stores {
  return useContext(StoresContext)
}
