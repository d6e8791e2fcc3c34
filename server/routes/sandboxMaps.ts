import { Type } from '@sinclair/typebox'
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import type { FastifyInstance } from 'fastify'
import { locateIp } from '../lib/sandbox/ipLocation'
import { params, str } from '../lib/validation'
import { routesOf } from '../lib/routeTable'

export interface SandboxMapsOptions {
  /** The address a loopback or private caller is taken to have (BuildAppOptions.sandboxClientIp); none by default. */
  clientIp?: string
}

/**
 * The maps service's stand-in (registered only while app.sandbox, prefix /sandbox/maps), at the path the real service
 * uses: GET /ws/location/v1/ip?key=&ip= answers {status, message, result} (lib/sandbox/ipLocation.ts). The app's default
 * TARO_APP_MAPS_IP_URL points here.
 */
export default async function sandboxMapsRoutes(instance: FastifyInstance, opts: SandboxMapsOptions) {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>()
  // The call ipLocation of the contract: the maps service's root is this endpoint (lib/routeTable.ts SERVED_ROOTS).
  for (const { method, url } of routesOf(app, 'ipLocation')) app[method](
    url,
    { schema: { querystring: params({ key: Type.Optional(str(64)), ip: Type.Optional(str(45)) }) } },
    async (req) => locateIp(req.query, req.ip, opts.clientIp),
  )
}
