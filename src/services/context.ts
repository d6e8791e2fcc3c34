/**
 * The services a page or store uses, reached through React context so that a test can hand in fakes. The context
 * holds overrides only (default: none): each client module adds its name to `Services` and offers a hook
 * (`useNewsApi()`) that answers the override or its real client, so a client still loads with the pages that use it,
 * not with the app's entry.
 */
import { createContext, useContext } from 'react'

/** Every client by name; each client module adds its own entry (`declare module './context'`). */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface Services {}

export type ServiceOverrides = Partial<Services>

/** The app's value: no overrides, every client real. */
export const NO_OVERRIDES: ServiceOverrides = Object.freeze({})

export const ServicesContext = /*#__PURE__*/ createContext<ServiceOverrides>(NO_OVERRIDES)

/** The override of `name` in `overrides`, else the real client. */
export function pickService<K extends keyof Services>(overrides: ServiceOverrides, name: K, real: Services[K]): Services[K] {
  return (overrides[name] as Services[K] | undefined) ?? real
}

/** The client `name` of the nearest ServicesContext: a test's fake, else `real`. */
export function useService<K extends keyof Services>(name: K, real: Services[K]): Services[K] {
  return pickService(useContext(ServicesContext), name, real)
}
