/**
 * What buildApp takes (BuildAppOptions) and what its plugins decorate the app and each request with: the one list of
 * the server's decorations, typed for every route.
 */
import type Database from 'better-sqlite3'
import type { FastifyServerOptions, onRouteHookHandler } from 'fastify'
import type { AuthHelper } from './lib/accounts/auth'
import type { CaptchaPeek } from './lib/accounts/captcha'
import type { MailProvider } from './lib/accounts/mail'
import type { OAuthClient } from './lib/accounts/oauth'
import type { SmsBudget } from './lib/accounts/otp'
import type { PasswordKey } from './lib/accounts/password'
import type { PasswordLimits } from './lib/accounts/passwordLimits'
import type { SmsProvider } from './lib/accounts/sms'
import type { UserRow } from './lib/accounts/users'
import type { PolyvAccount } from './lib/practice/practicePlayback'
import type { Settlement } from './lib/payments/settlementOutbox'
import type { Tickets } from './lib/tickets'

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
    /** The video account and the key of the playback-token form's sign (lib/practice/practicePlayback.ts). */
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
   * The address the sandbox's IP location (/sandbox/maps, lib/sandbox/ipLocation.ts) gives a loopback or private caller (default
   * none: such a caller is not located, and the article list stays nationwide). Env SANDBOX_CLIENT_IP.
   */
  sandboxClientIp?: string
  /**
   * Fastify's onRoute hook, added before any route is registered: it sees every route's options (url, method, schema)
   * and may add route-level hooks. Tests use it to enumerate the validating routes.
   */
  onRoute?: onRouteHookHandler
  /**
   * Check every request the app sends against the calls' contract (contract/calls) and append a JSON line per request to
   * this file (lib/contractLog.ts; env CONTRACT_LOG, set by the Chromium e2e run).
   */
  contractLog?: string
}
