/**
 * What the payment, sandbox and media routes use of the world outside: single-purpose tickets for links that leave
 * the app, the sandbox platforms' signing keys, the app's public origins (absolute return URLs), the video account,
 * and the durable settlement of payments (lib/payments/settlementOutbox.ts), stopped before the database closes.
 */
import fp from 'fastify-plugin'
import { SANDBOX_POLYV } from '../lib/practice/practicePlayback'
import { defaultPublicOrigins, parseOrigins } from '../lib/origins'
import { createSettlement } from '../lib/payments/settlementOutbox'
import { createTickets, serverSecret } from '../lib/tickets'
import { wholeNumber, type ServerEnv } from '../config'
import type { BuildAppOptions } from '../appOptions'

export default fp<{ options: BuildAppOptions; env: ServerEnv }>(async (app, { options: opts, env }) => {
  const { db, now } = app
  app.decorate('tickets', createTickets(serverSecret(db, 'ticket', now(), env.TICKET_SECRET), now))
  app.decorate('keys', {
    notify: serverSecret(db, 'sandbox-notify', now(), env.SANDBOX_NOTIFY_KEY),
    merchant: serverSecret(db, 'sandbox-merchant', now(), env.SANDBOX_MERCHANT_KEY),
    virtualApp: serverSecret(db, 'sandbox-virtual-app', now(), env.SANDBOX_VIRTUAL_APP_KEY),
  })
  app.decorate('publicOrigins', opts.publicOrigins ?? parseOrigins(env.PUBLIC_ORIGINS) ?? defaultPublicOrigins(wholeNumber(env.PORT) ?? 3100))
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
  })
}, { name: 'platforms', dependencies: ['database'] })
