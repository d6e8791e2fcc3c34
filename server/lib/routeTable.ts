/**
 * The reference server's routes come from the calls' contract (contract/calls): a route plugin registers a call by its
 * name, with the table's method(s) and path(s), under the plugin's prefix, which must be the call's service root here.
 *
 *   for (const { method, url } of routesOf(app, 'createOrder')) app[method](url, { schema, preHandler }, handler)
 *
 * createOrder is served at /api/order/createOrder and /api/order/ty_order_create; a call the spec says is "any"
 * method gets a GET and a POST. server/__tests__/routeTable.test.ts checks that every call of the table is served and
 * every route of a service is a call of the table.
 */
import type { FastifyInstance } from 'fastify'
import { CALLS, type CallName } from '../../contract/calls/table'
import { referenceRoots } from '../../contract/calls/check'
import { servedPaths, type Call } from '../../contract/calls/contract'

/** Each service's root on this server: /api/<service>, and the maps service's sandbox stand-in. */
export const SERVED_ROOTS = referenceRoots('/api', '/sandbox/maps/ws/location/v1/ip')

export type Verb = 'get' | 'post'

/** The full paths a call is served at on this server, each with its methods. */
export function servedRoutes(call: Call): { method: Verb; path: string }[] {
  const root = SERVED_ROOTS[call.service]
  const methods: Verb[] = call.anyMethod ? ['get', 'post'] : [call.method === 'GET' ? 'get' : 'post']
  return servedPaths(call).flatMap((p) => methods.map((method) => ({ method, path: p ? `${root}/${p}` : root })))
}

/** The routes of call `name` for a plugin registered under `app.prefix`; throws when that is not where the call lives. */
export function routesOf(app: FastifyInstance, name: CallName): { method: Verb; url: string }[] {
  const call: Call = CALLS[name]
  return servedRoutes(call).map(({ method, path }) => {
    if (!path.startsWith(`${app.prefix}/`)) {
      throw new Error(`${name} is a call of the ${call.service} service (${path}), not of the plugin under '${app.prefix}'`)
    }
    return { method, url: path.slice(app.prefix.length) }
  })
}
