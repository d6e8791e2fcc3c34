/**
 * The reference server, composed the Fastify way: buildApp makes the Fastify instance with the contract's validators,
 * then registers its plugins in order (server/plugins/): the database, what the accounts use, the platforms and the
 * settlement, how the API reads and answers, and the routes. Each plugin decorates the app with what it owns.
 */
import Fastify, { type FastifyInstance } from 'fastify'
import type { BuildAppOptions } from './appOptions'
import { redactUrl } from './lib/redact'
import { addFiniteKeyword, ajvCustomOptions, cachedValidators, schemaErrorFormatter } from './lib/validation'
import { readServerEnv } from './config'
import accountsPlugin from './plugins/accounts'
import databasePlugin from './plugins/database'
import httpPlugin from './plugins/http'
import platformsPlugin from './plugins/platforms'
import routesPlugin from './plugins/routes'
import { assertStaticDir } from './static'

export type { BuildAppOptions } from './appOptions'

/** Route validators shared by every app of this process (lib/validation.ts). */
const validators = cachedValidators()

export async function buildApp(opts: BuildAppOptions = {}): Promise<FastifyInstance> {
  // The configuration the options leave to the environment, checked before anything is opened (config.ts).
  const env = readServerEnv()
  if (opts.staticDir) assertStaticDir(opts.staticDir)

  // Request logs never carry a token, ticket, code or signature (lib/redact.ts).
  const reqSerializer = (req: { method: string; url: string; ip?: string }) => ({ method: req.method, url: redactUrl(req.url), remoteAddress: req.ip })
  const logger = opts.logger ? { ...(opts.logger === true ? {} : opts.logger), serializers: { req: reqSerializer } } : false
  const app = Fastify({
    logger,
    ajv: { customOptions: ajvCustomOptions, plugins: [addFiniteKeyword] },
    schemaController: { compilersFactory: { buildValidator: validators } },
    schemaErrorFormatter,
    routerOptions: { ignoreTrailingSlash: true },
  })

  // Sandbox providers and routes (the default): every plugin after this reads it.
  app.decorate('sandbox', opts.sandbox ?? true)
  await app.register(databasePlugin, { options: opts })
  await app.register(accountsPlugin, { options: opts, env })
  await app.register(platformsPlugin, { options: opts, env })
  await app.register(httpPlugin, { staticDir: opts.staticDir })
  await app.register(routesPlugin, { options: opts })

  // Replays the notifies a previous process left in the outbox, then reconciles every reconcileMs.
  app.settlement.start()
  return app
}
