import Database from 'better-sqlite3'
import Fastify, { type FastifyInstance, type FastifyServerOptions, type onRouteHookHandler } from 'fastify'
import { migrate } from './db/migrate'
import { SEEDS, seed } from './db/seed'
import { hostileSeed } from './db/seeds/hostile'
import { createAuth, type AuthHelper } from './lib/accounts/auth'
import { BizError, Code, Msg, fail } from './lib/envelope'
import { SandboxSmsProvider, UnconfiguredSmsProvider, type SmsProvider } from './lib/accounts/sms'
import { SandboxMailProvider, UnconfiguredMailProvider, type MailProvider } from './lib/accounts/mail'
import { loadPasswordKey, type PasswordKey } from './lib/accounts/password'
import { DEFAULT_PASSWORD_LIMITS, type PasswordLimits } from './lib/accounts/passwordLimits'
import { CaptchaPeek } from './lib/accounts/captcha'
import { httpOAuthClient, sandboxOAuthClient, type OAuthClient } from './lib/accounts/oauth'
import type { UserRow } from './lib/accounts/users'
import { readServerEnv, wholeNumber } from './config'
import { addFiniteKeyword, ajvCustomOptions, cachedValidators, schemaErrorFormatter } from './lib/validation'
import accountRoutes from './routes/account'
import accountPasswordRoutes from './routes/accountPassword'
import oauthRoutes from './routes/oauth'
import sandboxOAuthRoutes from './routes/sandboxOAuth'
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
import subscribeRoutes from './routes/subscribe'
import shareRoutes from './routes/share'
import { createSettlement, type Settlement } from './lib/payments/settlementOutbox'
import { createTickets, serverSecret, type Tickets } from './lib/tickets'
import { redactUrl } from './lib/redact'
import { registerContractLog } from './lib/contractLog'
import { defaultPublicOrigins, parseOrigins } from './lib/origins'
import { DEFAULT_SMS_BUDGET, type SmsBudget } from './lib/accounts/otp'
import { registerSecurityHeaders } from './lib/securityHeaders'
import contractRoutes from './routes/contract'
import orderRoutes from './routes/order'
import orderActionRoutes from './routes/orderActions'
import payRoutes from './routes/pay'
import { SANDBOX_POLYV, type PolyvAccount } from './lib/content/practicePlayback'
import sandboxRoutes from './routes/sandbox'
import sandboxMapsRoutes from './routes/sandboxMaps'
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
    /** Durable settlement (lib/payments/settlementOutbox.ts): the cashier's 'pay' settles ~notifyDelayMs later; tests call flush(). */
    settlement: Settlement
    /** Short-lived single-purpose tickets for the sandbox platforms' links (lib/tickets.ts). */
    tickets: Tickets
    /** Signing keys of the sandbox platforms (per database, lib/tickets.ts serverSecret). */
    keys: { notify: string; merchant: string; virtualApp: string }
    /** Origins an absolute return URL may point to (configuration, never the request's Host). */
    publicOrigins: string[]
    /** SMS code budgets per client address and overall. */
    smsBudget: SmsBudget
    /** Sends mail codes (the sandbox outbox, or none configured). */
    mail: MailProvider
    /** The RSA key passwords are encrypted with (lib/accounts/password.ts), made or read on first use. */
    passwordKey(): PasswordKey
    /** Limits on wrong passwords per number and per client address. */
    passwordLimits: PasswordLimits
    /** The third-party OAuth provider's client (lib/accounts/oauth.ts); null when none is configured. */
    oauth: OAuthClient | null
    /** Sandbox only: recent captcha answers for GET /dev/captcha. */
    captchaPeek: CaptchaPeek | undefined
    /** The video account and the key of the playback-token form's sign (lib/content/practicePlayback.ts). */
    polyv: PolyvAccount
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
  /** Seed the stored-XSS records of db/seeds/hostile.ts too (the XSS tests; default false). */
  hostileRecords?: boolean
  /** Delay between the sandbox cashier's 'pay' and its notify (default 300 ms). */
  notifyDelayMs?: number
  /** Period of the settlement reconciler (default 60 s) and the cashier's timeout of an unanswered payment (2 h). */
  reconcileMs?: number
  cashierTimeoutMs?: number
  /** Origins of the app for absolute return URLs (default PUBLIC_ORIGINS, else http://localhost|127.0.0.1:PORT). */
  publicOrigins?: string[]
  /** SMS budgets (default SMS_PER_IP_PER_HOUR, SMS_PER_MINUTE, else DEFAULT_SMS_BUDGET). */
  smsBudget?: SmsBudget
  /** Replace the mail provider (default: the sandbox outbox when sandbox is on, else an unconfigured one). */
  mail?: MailProvider
  /** Limits on wrong passwords (default PASSWORD_FAILS_PER_ACCOUNT, PASSWORD_LOCK_MINUTES, PASSWORD_FAILS_PER_IP_PER_HOUR). */
  passwordLimits?: PasswordLimits
  /** The playback-token form's account and sign key (default POLYV_USER_ID, POLYV_SIGN_KEY, else the sandbox's). */
  polyv?: PolyvAccount
  /** Security headers on every answer (default on when staticDir is set). */
  securityHeaders?: boolean
  /**
   * The address the sandbox's IP location (/sandbox/maps, lib/content/ipLocation.ts) gives a loopback or private caller (default
   * none: such a caller is not located, and the article list stays nationwide). Env SANDBOX_CLIENT_IP.
   */
  sandboxClientIp?: string
  /**
   * Fastify's onRoute hook, added before any route is registered: it sees every route's options (url, method, schema)
   * and may add route-level hooks. Tests use it to enumerate the validating routes.
   */
  onRoute?: onRouteHookHandler
  /**
   * Check every request the app sends against the calls' contract (src/core/api) and append a JSON line per request to
   * this file (lib/contractLog.ts; env CONTRACT_LOG, set by the Chromium e2e run).
   */
  contractLog?: string
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

/** Route validators shared by every app of this process (lib/validation.ts). */
const validators = cachedValidators()

export async function buildApp(opts: BuildAppOptions = {}): Promise<FastifyInstance> {
  const now = opts.now ?? Date.now
  const sandbox = opts.sandbox ?? true
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

  const db = new Database(opts.dbFile ?? ':memory:')
  db.pragma('journal_mode = WAL')
  db.pragma('foreign_keys = ON')
  db.pragma('busy_timeout = 5000')
  // FULL: a commit returns once the log is on disk, so a payment the platform was told is applied survives a power cut
  // (NORMAL, WAL's usual setting, may roll the last commits back). Its cost on writes: docs/performance.md.
  db.pragma('synchronous = FULL')
  cachePreparedStatements(db)
  try {
    migrate(db, now)
    if (opts.seed !== false) seed(db, now, opts.hostileRecords ? [...SEEDS, hostileSeed] : SEEDS)
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
  app.decorate('tickets', createTickets(serverSecret(db, 'ticket', now(), env.TICKET_SECRET), now))
  app.decorate('keys', {
    notify: serverSecret(db, 'sandbox-notify', now(), env.SANDBOX_NOTIFY_KEY),
    merchant: serverSecret(db, 'sandbox-merchant', now(), env.SANDBOX_MERCHANT_KEY),
    virtualApp: serverSecret(db, 'sandbox-virtual-app', now(), env.SANDBOX_VIRTUAL_APP_KEY),
  })
  app.decorate('publicOrigins', opts.publicOrigins ?? parseOrigins(env.PUBLIC_ORIGINS) ?? defaultPublicOrigins(wholeNumber(env.PORT) ?? 3100))
  app.decorate('smsBudget', opts.smsBudget ?? {
    perIpPerHour: wholeNumber(env.SMS_PER_IP_PER_HOUR) ?? DEFAULT_SMS_BUDGET.perIpPerHour,
    perMinute: wholeNumber(env.SMS_PER_MINUTE) ?? DEFAULT_SMS_BUDGET.perMinute,
  })
  app.decorate('captchaPeek', sandbox ? new CaptchaPeek() : undefined)
  app.decorate('mail', opts.mail ?? (sandbox ? new SandboxMailProvider(app.log) : new UnconfiguredMailProvider()))
  let passwordKey: PasswordKey | undefined
  app.decorate('passwordKey', () => (passwordKey ??= loadPasswordKey(db, now(), env.RSA_PRIVATE_KEY?.replace(/\\n/g, '\n'))))
  app.decorate('passwordLimits', opts.passwordLimits ?? {
    perAccount: wholeNumber(env.PASSWORD_FAILS_PER_ACCOUNT) ?? DEFAULT_PASSWORD_LIMITS.perAccount,
    lockMs: (wholeNumber(env.PASSWORD_LOCK_MINUTES) ?? DEFAULT_PASSWORD_LIMITS.lockMs / 60_000) * 60_000,
    perIpPerHour: wholeNumber(env.PASSWORD_FAILS_PER_IP_PER_HOUR) ?? DEFAULT_PASSWORD_LIMITS.perIpPerHour,
  })
  const { OAUTH_API_BASE, OAUTH_APPID, OAUTH_SECRET } = env
  app.decorate(
    'oauth',
    OAUTH_API_BASE && OAUTH_APPID && OAUTH_SECRET
      ? httpOAuthClient(OAUTH_API_BASE, OAUTH_APPID, OAUTH_SECRET)
      : sandbox
        ? sandboxOAuthClient(app, serverSecret(db, 'sandbox-oauth-secret', now()))
        : null,
  )
  app.decorate('polyv', opts.polyv ?? {
    userId: env.POLYV_USER_ID ?? SANDBOX_POLYV.userId,
    signKey: env.POLYV_SIGN_KEY ?? SANDBOX_POLYV.signKey,
  })
  const settlement = createSettlement(db, now, app.log, {
    delayMs: opts.notifyDelayMs ?? 300,
    reconcileMs: opts.reconcileMs ?? 60_000,
    cashierTimeoutMs: opts.cashierTimeoutMs ?? 2 * 3600_000,
  })
  app.decorate('settlement', settlement)
  app.addHook('onClose', async () => {
    settlement.close()
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

  if (opts.onRoute) app.addHook('onRoute', opts.onRoute)
  if (opts.contractLog) registerContractLog(app, opts.contractLog)
  if (opts.securityHeaders ?? !!opts.staticDir) await registerSecurityHeaders(app, opts.staticDir)
  // Compression first so that it wraps every route registered after it (API and static files).
  if (opts.staticDir) await registerStaticCompression(app)
  await app.register(healthRoutes)
  await app.register(accountRoutes, { prefix: '/api/account' })
  await app.register(accountPasswordRoutes, { prefix: '/api/account' })
  await app.register(oauthRoutes, { prefix: '/api/account/oauth' })
  await app.register(goodsRoutes, { prefix: '/api/goods' })
  await app.register(newsRoutes, { prefix: '/api/news' })
  await app.register(practiceRoutes, { prefix: '/api/practice' })
  await app.register(studentAidRoutes, { prefix: '/api/practice' })
  await app.register(knowledgeRoutes, { prefix: '/api/knowledge' })
  await app.register(liveRoutes, { prefix: '/api/goods' })
  await app.register(qwRoutes, { prefix: '/api/qw' })
  await app.register(businessRoutes, { prefix: '/api/account' })
  await app.register(subscribeRoutes, { prefix: '/api/account' })
  await app.register(shareRoutes, { prefix: '/api/wechat' })
  await app.register(orderRoutes, { prefix: '/api/order' })
  await app.register(payRoutes, { prefix: '/api/order' })
  await app.register(orderActionRoutes, { prefix: '/api/order' })
  await app.register(contractRoutes, { prefix: '/api/order' })
  await app.register(mediaRoutes, { prefix: '/media' })
  if (sandbox) await app.register(devRoutes, { prefix: '/dev' })
  if (sandbox) await app.register(sandboxRoutes, { prefix: '/sandbox' })
  if (sandbox) await app.register(sandboxOAuthRoutes, { prefix: '/sandbox/oauth' })
  if (sandbox) await app.register(sandboxMapsRoutes, { prefix: '/sandbox/maps', clientIp: opts.sandboxClientIp })
  if (opts.staticDir) await registerStatic(app, opts.staticDir)

  // Replays the notifies a previous process left in the outbox, then reconciles every reconcileMs.
  settlement.start()
  return app
}
