/**
 * The stores start-up needs (session, ui, clock, staff), created once, reached through React context (mobx-react 10
 * has no Provider/inject). A feature's store is made on first use and loads with its pages (./instances/).
 */
import { createContext, useContext } from 'react'
import { credentials } from '@/platform/credentials'
import { accountApi, qwApi } from '@/services'
import { NO_OVERRIDES, pickService, type ServiceOverrides } from '@/services/context'
import { connectSession } from '@/services/sessionBridge'
import { SessionStore } from './session'
import { UiStore } from './ui'
import { ClockStore } from './clock'
import { readStored, removeStored, writeStored } from '@/platform/storage'
import { StaffStore } from './staff'

/** The start-up stores over the real clients, or over a test's fakes (`services`). */
export function createStores(services: ServiceOverrides = NO_OVERRIDES) {
  const session = new SessionStore(credentials, pickService(services, 'accountApi', accountApi))
  connectSession({
    token: () => session.token,
    uid: () => session.uid,
    learner: async () => ((await session.verify()) ? session.uid : 0),
    clear: () => session.clear(),
  })
  const staff = new StaffStore(pickService(services, 'qwApi', qwApi), session, {
    read: () => readStored('qwToken'),
    write: (value) => writeStored('qwToken', value),
    remove: () => removeStored('qwToken'),
  })
  return {
    session, ui: new UiStore(), clock: new ClockStore(), staff,
  }
}

export type Stores = ReturnType<typeof createStores>

export const stores = createStores()

export const StoresContext = createContext<Stores>(stores)

export function useStores(): Stores {
  return useContext(StoresContext)
}
