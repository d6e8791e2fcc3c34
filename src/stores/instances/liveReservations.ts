/** Live reservations, made on first use: it loads with the live pages. */
import { liveApi } from '@/services'
import { stores } from '..'
import { LiveReservationStore } from '../liveReservations'

let store: LiveReservationStore | undefined

export function liveReservationStore(): LiveReservationStore {
  if (!store) store = new LiveReservationStore(liveApi, stores.session)
  return store
}
