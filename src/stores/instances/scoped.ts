/**
 * A feature store made once per context: once in the app (the default contexts), once for each test render that
 * hands in fake services or fresh stores. `use()` is the hook pages call; `get()` answers the app's own instance to
 * code outside React; `in(scope)` the instance of another store's scope (a store building on another).
 */
import { useContext } from 'react'
import { NO_OVERRIDES, pickService, ServicesContext, type ServiceOverrides, type Services } from '@/services/context'
import { stores as appStores, StoresContext, type Stores } from '..'

export interface Scope {
  readonly services: ServiceOverrides
  readonly stores: Stores
  /** The context's fake of `name`, else the real client. */
  service<K extends keyof Services>(name: K, real: Services[K]): Services[K]
}

export interface Scoped<T> {
  use(): T
  get(): T
  in(scope: Scope): T
}

export function scoped<T>(make: (scope: Scope) => T): Scoped<T> {
  const made = new WeakMap<ServiceOverrides, WeakMap<Stores, T>>()
  const of = (services: ServiceOverrides, stores: Stores): T => {
    let byStores = made.get(services)
    if (!byStores) made.set(services, (byStores = new WeakMap()))
    let value = byStores.get(stores)
    if (value === undefined) {
      value = make({ services, stores, service: (name, real) => pickService(services, name, real) })
      byStores.set(stores, value)
    }
    return value
  }
  return {
    use: () => of(useContext(ServicesContext), useContext(StoresContext)),
    get: () => of(NO_OVERRIDES, appStores),
    in: (scope) => of(scope.services, scope.stores),
  }
}
