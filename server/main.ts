import fs from 'node:fs'
import path from 'node:path'
import { isOn, readServerEnv, wholeNumber } from './config'

/**
 * Entry of `npm run dev:server` (tsx watch) and `npm start`. Every variable it and the app read is in one schema,
 * server/config.ts (defaults and meanings: docs/configuration.md); a bad value stops the start with its name.
 */
const repoRoot = path.resolve(__dirname, '..')

/** Repo-relative when inside the repo, absolute otherwise. */
const show = (p: string) => (p === ':memory:' || !p.startsWith(repoRoot + path.sep) ? p : path.relative(repoRoot, p))

async function main() {
  // Checked before the app's modules load: some read their settings when loaded (payments' accounts, the font).
  const env = readServerEnv()
  const { buildApp } = await import('./app')
  const host = env.HOST ?? '127.0.0.1'
  const port = wholeNumber(env.PORT) ?? 3100
  const production = env.NODE_ENV === 'production'
  const sandbox = isOn(env.SANDBOX) ?? !production
  // The sandbox hands out login codes and settles payments on request: never in anything called production.
  if (sandbox && production) throw new Error('SANDBOX=1 with NODE_ENV=production: the sandbox is a development tool; unset one of them')
  const dbFile = env.DB_FILE === ':memory:' ? ':memory:' : path.resolve(repoRoot, env.DB_FILE ?? '.data/dev.sqlite')
  if (dbFile !== ':memory:') fs.mkdirSync(path.dirname(dbFile), { recursive: true })
  const staticDir = env.SERVE_STATIC ? path.resolve(repoRoot, env.SERVE_STATIC) : undefined

  const app = await buildApp({
    dbFile,
    sandbox,
    staticDir,
    logger: { level: env.LOG_LEVEL ?? 'info' },
    notifyDelayMs: wholeNumber(env.NOTIFY_DELAY_MS),
    reconcileMs: wholeNumber(env.RECONCILE_MS),
    hostileRecords: isOn(env.SEED_HOSTILE) ?? false,
    sandboxClientIp: env.SANDBOX_CLIENT_IP,
    contractLog: env.CONTRACT_LOG,
  })

  let closing = false
  const shutdown = (signal: string) => {
    if (closing) return
    closing = true
    app.log.info(`${signal}: closing`)
    app.close().then(
      () => process.exit(0),
      () => process.exit(1),
    )
  }
  process.on('SIGINT', () => shutdown('SIGINT'))
  process.on('SIGTERM', () => shutdown('SIGTERM'))

  await app.listen({ host, port })
  const url = `http://${host}:${port}`
  const lines = [
    `[server] API listening on ${url}${staticDir ? ` — also serving ${show(staticDir)} at ${url}/` : ''}`,
    `[server] db ${show(dbFile)}`,
    sandbox
      ? [
          '[server] ************************************************************************************',
          '[server] SANDBOX ON (development only): fake cashier, loan platform, agreement pages and WeChat;',
          `[server] SMS codes are logged as [sandbox-sms] and readable from this machine at ${url}/dev/otp?mobileNo=...`,
          '[server] ************************************************************************************',
        ].join('\n')
      : '[server] sandbox OFF — no SMS or WeChat provider is configured: getOtp and weChatLogin answer code 503 (set SANDBOX=1 outside production to enable the sandbox)',
  ]
  for (const line of lines) console.log(line)
}

main().catch((err) => {
  console.error('[server] failed to start:', err instanceof Error ? err.message : err)
  process.exit(1)
})
