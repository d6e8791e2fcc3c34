/**
 * What the account routes use: the SMS and mail providers (sandbox or unconfigured unless a test hands in its own),
 * tokens (`app.auth`, `request.user`), the SMS and password budgets, the password key and the OAuth client.
 */
import fp from 'fastify-plugin'
import { createAuth } from '../lib/accounts/auth'
import { CaptchaPeek } from '../lib/accounts/captcha'
import { SandboxMailProvider, UnconfiguredMailProvider } from '../lib/accounts/mail'
import { httpOAuthClient, sandboxOAuthClient } from '../lib/accounts/oauth'
import { DEFAULT_SMS_BUDGET } from '../lib/accounts/otp'
import { loadPasswordKey, type PasswordKey } from '../lib/accounts/password'
import { DEFAULT_PASSWORD_LIMITS } from '../lib/accounts/passwordLimits'
import { SandboxSmsProvider, UnconfiguredSmsProvider } from '../lib/accounts/sms'
import { serverSecret } from '../lib/tickets'
import { wholeNumber, type ServerEnv } from '../config'
import type { BuildAppOptions } from '../appOptions'

export default fp<{ options: BuildAppOptions; env: ServerEnv }>(async (app, { options: opts, env }) => {
  const { db, now, sandbox } = app
  app.decorate('sms', opts.sms ?? (sandbox ? new SandboxSmsProvider(app.log) : new UnconfiguredSmsProvider()))
  app.decorate('auth', createAuth(app))
  app.decorateRequest('user', null)
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
}, { name: 'accounts', dependencies: ['database'] })
