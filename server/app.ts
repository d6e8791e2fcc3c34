import Database from 'better-sqlite3'
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify'
import { migrate } from './db/migrate'
import { seed } from './db/seed'
import { createAuth, type AuthHelper } from './lib/auth'
import { BizError, Code, Msg, fail } from './lib/envelope'
import { SandboxSmsProvider, UnconfiguredSmsProvider, type SmsProvider } from './lib/sms'
import type { UserRow } from './lib/users'
import { ajvCustomOptions, schemaErrorFormatter } from './lib/validation'
import accountRoutes from './routes/account'
import devRoutes from './routes/dev'
import goodsRoutes from './routes/goods'
import healthRoutes from './routes/health'
import mediaRoutes from './routes/media'
import newsRoutes from './routes/news'
import practiceRoutes from './routes/practice'
import studentAidRoutes from './routes/studentAid'
import knowledgeRoutes from './routes/knowledge'
import liveRoutes from './routes/live'
import qwRoutes from './routes/qw'
import businessRoutes from './routes/business'
import shareRoutes from './routes/share'
import { createNotifyQueue, type NotifyQueue } from './lib/settle'
import contractRoutes from './routes/contract'
import orderRoutes from './routes/order'
import orderActionRoutes from './routes/orderActions'
import payRoutes from './routes/pay'
import sandboxRoutes from './routes/sandbox'
import { assertStaticDir, historyFallback, registerStatic, registerStaticCompression } from './static'

declare module 'fastify' {
  interface FastifyInstance {
    /** The SQLite database (better-sqlite3, synchronous). */
    db: Database.Database
    /** Injected clock in epoch ms: use it for every expiry and rate limit. */
    now: () => number
    /** Sandbox providers on: SMS codes logged + /dev routes, WeChat login without network. */
    sandbox: boolean
    sms: SmsProvider
    /** Token helpers and preHandlers: app.auth.require / app.auth.optional set request.user. */
    auth: AuthHelper
    /** Queued payment notifies (the cashier's 'pay' settles ~notifyDelayMs later); tests call payNotify.flush(). */
    payNotify: NotifyQueue
  }
  interface FastifyRequest {
    user: UserRow | null
  }
}

export interface BuildAppOptions {
  /** SQLite file; ':memory:' in tests. Default ':memory:'. */
  dbFile?: string
  /** Sandbox providers (default true). */
  sandbox?: boolean
  /** Clock in epoch ms (default Date.now). */
  now?: () => number
  logger?: FastifyServerOptions['logger']
  /** Serve this built H5 folder on the same port (with compression and history fallback). */
  staticDir?: string
  /** Replace the SMS provider (default: sandbox provider when sandbox is on, else an unconfigured one). */
  sms?: SmsProvider
  /** Run seed modules (default true). */
  seed?: boolean
  /** Delay between the sandbox cashier's 'pay' and its notify (default 300 ms). */
  notifyDelayMs?: number
}

/**
 * Statements compiled once per SQL text: route code calls db.prepare() inline, which would compile SQLite's program
 * again on every request. No statement here changes mode (pluck/raw/expand), so sharing one is safe; the cache is
 * bounded for SQL built with values in it.
 */
export function cachePreparedStatements(db: Database.Database, max = 1000): void {
  const prepare = db.prepare.bind(db)
  const cache = new Map<string, Database.Statement>()
  db.prepare = ((sql: string) => {
    let statement = cache.get(sql)
    if (!statement) {
      if (cache.size >= max) cache.clear()
      statement = prepare(sql)
      cache.set(sql, statement)
    }
    return statement
  }) as typeof db.prepare
}

export async function buildApp(opts: BuildAppOptions = {}): Promise<FastifyInstance> {
  const now = opts.now ?? Date.now
  const sandbox = opts.sandbox ?? true
  if (opts.staticDir) assertStaticDir(opts.staticDir)

  const app = Fastify({
    logger: opts.logger ?? false,
    ajv: { customOptions: ajvCustomOptions },
    schemaErrorFormatter,
    routerOptions: { ignoreTrailingSlash: true },
  })

  const db = new Database(opts.dbFile ?? ':memory:')
  db.pragma('journal_mode = WAL')
  db.pragma('foreign_keys = ON')
  db.pragma('busy_timeout = 5000')
  // WAL's usual durability: a commit waits for the log, not for the database file (a power cut may lose the last
  // commits, never corrupt). Half the time of a write under load.
  db.pragma('synchronous = NORMAL')
  cachePreparedStatements(db)
  try {
    migrate(db, now)
    if (opts.seed !== false) seed(db, now)
  } catch (err) {
    db.close()
    throw err
  }

  app.decorate('db', db)
  app.decorate('now', now)
  app.decorate('sandbox', sandbox)
  app.decorate('sms', opts.sms ?? (sandbox ? new SandboxSmsProvider(app.log) : new UnconfiguredSmsProvider()))
  app.decorate('auth', createAuth(app))
  app.decorateRequest('user', null)
  const payNotify = createNotifyQueue(db, now, opts.notifyDelayMs ?? 300)
  app.decorate('payNotify', payNotify)
  app.addHook('onClose', async () => {
    payNotify.close()
    db.close()
  })

  // JSON as usual (with prototype-poisoning protection), but an empty body reads as {} rather than an
  // error: clients POST token-only calls such as logout with a JSON content-type and no data.
  const jsonParser = app.getDefaultJsonParser('error', 'error')
  app.removeContentTypeParser('application/json')
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (req, body, done) => {
    if ((body as string).trim() === '') return done(null, {})
    jsonParser(req, body as string, done)
  })
  // Form bodies (the spec posts some account calls as forms): parsed to a flat object.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)))
  })

  app.setErrorHandler((err, req, reply) => {
    if (err instanceof BizError) return reply.code(200).send(fail(err.bizCode, err.message))
    const e = err as { validation?: unknown; statusCode?: number; message: string }
    if (e.validation) return reply.code(200).send(fail(Code.BAD_REQUEST, e.message))
    const status = e.statusCode ?? 500
    if (status >= 400 && status < 500) {
      // Framework-level client errors (malformed JSON, unsupported media type, body too large).
      req.log.info({ err }, 'client error')
      return reply.code(status).send(fail(status, status === 413 ? '请求内容过大' : '请求格式不正确'))
    }
    req.log.error({ err }, 'unhandled error')
    return reply.code(500).send(fail(Code.SERVER_ERROR, Msg.SERVER_ERROR))
  })

  app.setNotFoundHandler((req, reply) => {
    if (opts.staticDir && historyFallback(req, reply)) return reply
    return reply.code(404).send(fail(Code.NOT_FOUND, Msg.NOT_FOUND))
  })

  // Compression first so that it wraps every route registered after it (API and static files).
  if (opts.staticDir) await registerStaticCompression(app)
  await app.register(healthRoutes)
  await app.register(accountRoutes, { prefix: '/api/account' })
  await app.register(goodsRoutes, { prefix: '/api/goods' })
  await app.register(newsRoutes, { prefix: '/api/news' })
  await app.register(practiceRoutes, { prefix: '/api/practice' })
  await app.register(studentAidRoutes, { prefix: '/api/practice' })
  await app.register(knowledgeRoutes, { prefix: '/api/knowledge' })
  await app.register(liveRoutes, { prefix: '/api/goods' })
  await app.register(qwRoutes, { prefix: '/api/qw' })
  await app.register(businessRoutes, { prefix: '/api/account' })
  await app.register(shareRoutes, { prefix: '/api/wechat' })
  await app.register(orderRoutes, { prefix: '/api/order' })
  await app.register(payRoutes, { prefix: '/api/order' })
  await app.register(orderActionRoutes, { prefix: '/api/order' })
  await app.register(contractRoutes, { prefix: '/api/order' })
  await app.register(mediaRoutes, { prefix: '/media' })
  if (sandbox) await app.register(devRoutes, { prefix: '/dev' })
  if (sandbox) await app.register(sandboxRoutes, { prefix: '/sandbox' })
  if (opts.staticDir) await registerStatic(app, opts.staticDir)

  return app
}
