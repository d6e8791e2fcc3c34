/** Live reservations, made on first use: it loads with the live pages. */
import { liveApi } from '@/services/live'
import { LiveReservationStore } from './liveReservations'
import { scoped } from '@/stores/instances/scoped'

const reservations = scoped(({ service, stores }) => new LiveReservationStore(service('liveApi', liveApi), stores.session))

export const liveReservationStore = (): LiveReservationStore => reservations.get()
export const useLiveReservationStore = (): LiveReservationStore => reservations.use()
