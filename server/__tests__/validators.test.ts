/**
 * The validators compiled once per process (cachedValidators, lib/validation.ts) rely on Fastify calling a factory's
 * compiler with the route's {schema, method, url, httpPart}: pinned here, with what the cache must keep.
 */
import Fastify from 'fastify'
import { Type } from '@sinclair/typebox'
import { buildApp } from '../app'
import { addFiniteKeyword, ajvCustomOptions, cachedValidators, params, ranged } from '../lib/validation'

type Factory = ReturnType<typeof cachedValidators>
interface Route {
  schema: object
  url: string
  httpPart: string
}

/** The factory's compilers, recording each route they are given and the validator they answer. */
function recording(factory: Factory) {
  const made: { route: Route; validator: unknown }[] = []
  const wrapped: Factory = (externals, options) => {
    const compile = factory(externals, options) as unknown as (route: Route) => unknown
    return ((route: Route) => {
      const validator = compile(route)
      made.push({ route, validator })
      return validator
    }) as unknown as ReturnType<Factory>
  }
  return { made, wrapped }
}

/** An app whose one route's query schema is built per app (a new object, the same JSON each time for equal `max`). */
async function appWith(buildValidator: Factory, max = 9) {
  const app = Fastify({
    exposeHeadRoutes: false,
    ajv: { customOptions: ajvCustomOptions, plugins: [addFiniteKeyword] },
    schemaController: { compilersFactory: { buildValidator } },
  })
  app.get('/n', { schema: { querystring: params({ n: ranged(Type.Integer({ minimum: 1, maximum: max })) }) } }, async (req) => req.query)
  await app.ready()
  return app
}

describe('validators compiled once per process', () => {
  it("Fastify hands the compiler the route's schema, url and part; a second app's equal schema gets the same validator", async () => {
    const { made, wrapped } = recording(cachedValidators())
    const apps = [await appWith(wrapped), await appWith(wrapped), await appWith(wrapped, 5)]
    expect(made.map((m) => `${m.route.httpPart} ${m.route.url}`)).toEqual(['querystring /n', 'querystring /n', 'querystring /n'])
    expect(made[1].route.schema).not.toBe(made[0].route.schema)
    expect(made[1].validator).toBe(made[0].validator)
    expect(made[2].validator).not.toBe(made[0].validator)
    // each still refuses what its own schema refuses
    for (const [app, max] of [[apps[0], 9], [apps[1], 9], [apps[2], 5]] as const) {
      expect((await app.inject({ url: `/n?n=${max}` })).json()).toMatchObject({ n: max })
      expect((await app.inject({ url: `/n?n=${max + 1}` })).statusCode).toBe(400)
      expect((await app.inject({ url: '/n?n=Infinity' })).statusCode).toBe(400)
    }
    for (const app of apps) await app.close()
  })

  it('a second reference app starts without compiling (its start is then mostly the seed)', async () => {
    const timeReady = async () => {
      const app = await buildApp({ dbFile: ':memory:' })
      const started = performance.now()
      await app.ready()
      const ms = performance.now() - started
      await app.close()
      return ms
    }
    const first = await timeReady()
    const next = Math.min(await timeReady(), await timeReady())
    expect(next).toBeLessThan(first / 4)
  })
})
