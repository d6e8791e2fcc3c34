import type { FastifyInstance } from 'fastify'
import { locateIp } from '../lib/content/ipLocation'
import { params } from '../lib/validation'

export interface SandboxMapsOptions {
  /** The address a loopback or private caller is taken to have (BuildAppOptions.sandboxClientIp); none by default. */
  clientIp?: string
}

/**
 * The maps service's stand-in (registered only while app.sandbox, prefix /sandbox/maps), at the path the real service
 * uses: GET /ws/location/v1/ip?key=&ip= answers {status, message, result} (lib/content/ipLocation.ts). The app's default
 * TARO_APP_MAPS_IP_URL points here.
 */
export default async function sandboxMapsRoutes(app: FastifyInstance, opts: SandboxMapsOptions) {
  app.get<{ Querystring: { key?: string; ip?: string } }>(
    '/ws/location/v1/ip',
    { schema: { querystring: params({ key: { type: 'string', maxLength: 64 }, ip: { type: 'string', maxLength: 45 } }) } },
    async (req) => locateIp(req.query, req.ip, opts.clientIp),
  )
}
