/**
 * The server's configuration: every environment variable it reads, in one schema, checked when it is read. A value
 * the schema refuses stops the server with the variable's name and rule, rather than silently becoming a default
 * (PORT=80a, SMS_PER_MINUTE=ten). The table in docs/configuration.md lists the same variables
 * (server/__tests__/config.test.ts keeps the two in step). An empty value counts as unset.
 */
import { Type, type Static } from '@sinclair/typebox'
import { Value } from '@sinclair/typebox/value'

const whole = (description: string) => Type.String({ pattern: '^[0-9]{1,9}$', description: `${description}: a whole number` })
const FLAG_PATTERN = '^(1|0|true|false|on|off|yes|no)$'
const flag = (description: string) => Type.String({ pattern: FLAG_PATTERN, description: `${description}: 1/0, true/false, on/off or yes/no` })
const text = (description: string) => Type.String({ description })
const httpsOrigins = Type.String({
  pattern: '^https://[\\w.-]+(:[0-9]+)?(\\s+https://[\\w.-]+(:[0-9]+)?)*$',
  description: 'space-separated https:// origins',
})

/** Every variable is optional: unset, the server uses its default (docs/configuration.md). */
export const ServerEnvSchema = Type.Partial(Type.Object({
  NODE_ENV: text('production turns the sandbox off'),
  HOST: text('the address the API listens on'),
  PORT: whole('the port the API listens on'),
  DB_FILE: text('the SQLite file, or :memory:'),
  SANDBOX: flag('the sandbox'),
  SERVE_STATIC: text('the built H5 folder to serve'),
  PUBLIC_ORIGINS: text("the app's origins, comma-separated"),
  CSP_SCRIPT_ORIGINS: httpsOrigins,
  TICKET_SECRET: text('the key of the tickets in URLs'),
  SMS_PER_IP_PER_HOUR: whole('codes one client address may ask for in an hour'),
  SMS_PER_MINUTE: whole("all clients' codes in a minute"),
  PASSWORD_FAILS_PER_ACCOUNT: whole("a number's wrong passwords before it waits"),
  PASSWORD_LOCK_MINUTES: whole('how long it waits'),
  PASSWORD_FAILS_PER_IP_PER_HOUR: whole("one client address's wrong passwords in an hour"),
  RSA_PRIVATE_KEY: Type.String({ pattern: '-----BEGIN [A-Z ]*PRIVATE KEY-----', description: 'a private key in PEM' }),
  OAUTH_API_BASE: Type.String({ pattern: '^https?://', description: "the OAuth provider's API root, an http(s) URL" }),
  OAUTH_APPID: text("this app's id at the OAuth provider"),
  OAUTH_SECRET: text("this app's secret at the OAuth provider"),
  NOTIFY_DELAY_MS: whole("the sandbox cashier's notify delay"),
  RECONCILE_MS: whole("the settlement reconciler's period"),
  LOG_LEVEL: Type.Union(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'].map((l) => Type.Literal(l)), { description: 'a Fastify log level' }),
  PAY_ACCOUNT_WX_JSAPI: text("WeChat's in-app payments' merchant account"),
  PAY_ACCOUNT_WX_H5: text("WeChat's H5 payment's merchant account"),
  PAY_ACCOUNT_ALIPAY: text("alipay's merchant account"),
  POLYV_USER_ID: text('the video account of the playback-token form'),
  POLYV_SIGN_KEY: text("the key of the playback-token form's sign"),
  SANDBOX_CLIENT_IP: Type.String({ pattern: '^[0-9a-fA-F:.]+$', description: 'an IP address' }),
  SEED_HOSTILE: flag('seed the stored-XSS records'),
  PICTURE_FONT: text('the font file of the seeded pictures and the captcha'),
  SANDBOX_NOTIFY_KEY: text("the sandbox payment notify's signing key"),
  SANDBOX_MERCHANT_KEY: text("the sandbox's paySign key"),
  SANDBOX_VIRTUAL_APP_KEY: text("the sandbox virtual payment's paySig key"),
  CONTRACT_LOG: text("a file for the app's requests checked against the calls' contract (the e2e run)"),
  SERVER_FAULT_KILL_AT: text('test hook: the settlement step to be killed at (never in production)'),
  SERVER_FAULT_KILL_ON: whole('test hook: on which passage of that step'),
}))

export type ServerEnv = Static<typeof ServerEnvSchema>
export const SERVER_ENV_NAMES = Object.keys(ServerEnvSchema.properties) as (keyof ServerEnv)[]

const FLAGS = new Set(SERVER_ENV_NAMES.filter((name) => ServerEnvSchema.properties[name].pattern === FLAG_PATTERN))

/**
 * The server's variables of `env`, checked: blanks dropped, flags lower-cased. Throws one error naming every variable
 * the schema refuses and what it should be. Variables the server does not read are ignored.
 */
export function readServerEnv(env: Record<string, string | undefined> = process.env): ServerEnv {
  const picked: Record<string, string> = {}
  for (const name of SERVER_ENV_NAMES) {
    const value = env[name]?.trim()
    if (value) picked[name] = FLAGS.has(name) ? value.toLowerCase() : value
  }
  const bad = [...Value.Errors(ServerEnvSchema, picked)].map((e) => {
    const name = e.path.slice(1)
    const rule = ServerEnvSchema.properties[name as keyof ServerEnv]?.description ?? e.message
    return `${name}=${JSON.stringify(picked[name])} (${rule})`
  })
  if (bad.length) throw new Error(`bad environment: ${[...new Set(bad)].join('; ')}`)
  return picked as ServerEnv
}

/** A flag's value: undefined when unset. */
export const isOn = (value: string | undefined): boolean | undefined => (value === undefined ? undefined : !['0', 'false', 'off', 'no'].includes(value))

/** A whole number's value: undefined when unset. */
export const wholeNumber = (value: string | undefined): number | undefined => (value === undefined ? undefined : Number(value))
