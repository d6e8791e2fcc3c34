/**
 * The maps service (docs/spec/content-access.md section 7 "News and articles": "Maps-service IP location GET with a fixed {key}
 * param (result.ad_info.province used)"). Its root is the IP-location URL itself (TARO_APP_MAPS_IP_URL; default the
 * reference server's sandbox stand-in) and its key TARO_APP_MAPS_KEY. It answers {status, message, result}: status 0
 * is success (mapped to 200 by the request layer), the place is in `result`. No token ever goes to it.
 */
import type { IpLocationAnswer } from '@contract/maps'
import { placeOf, type IpPlace } from '@/core/location'
import { NEWS_CALLS } from '@contract/calls/table/news'
import { MAPS_KEY } from '../config/index'
import { http } from './http'
import type { Requester } from './request'
import { useService } from './context'

/**
 * The article list waits for the location before its first page, so the lookup gets 3 s (the spec's other
 * background check, the user check before a navigation, has the same), not the 30 s of a call the learner asked for.
 */
export const IP_LOCATION_TIMEOUT_MS = 3000

export function createMapsApi(request: Requester, key: string = MAPS_KEY) {
  return {
    /**
     * Where the caller's address is: the place in `result.ad_info`, null when the answer names none. Silent: no toast
     * whatever happens (a failure rejects and the caller falls back quietly).
     */
    async ipLocation(): Promise<IpPlace | null> {
      const answer = await request.envelope<IpLocationAnswer['result']>(NEWS_CALLS.ipLocation, {
        data: { key },
        silent: true,
        timeout: IP_LOCATION_TIMEOUT_MS,
      })
      return placeOf(answer.result)
    },
  }
}

export type MapsApi = ReturnType<typeof createMapsApi>

/** The app's maps client (pure: a page that does not use it does not load it). */
export const mapsApi = /*#__PURE__*/ createMapsApi(http)

declare module './context' {
  interface Services {
    mapsApi: MapsApi
  }
}

/** The mapsApi of the nearest ServicesContext (a test's fake), else the app's client. */
export function useMapsApi(): MapsApi {
  return useService('mapsApi', mapsApi)
}
