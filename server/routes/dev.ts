import { Type } from '@sinclair/typebox'
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import type { FastifyInstance } from 'fastify'
import { Code, Msg, fail, ok } from '../lib/envelope'
import { SandboxSmsProvider } from '../lib/accounts/sms'
import { SandboxMailProvider } from '../lib/accounts/mail'
import { mobileNoSchema, params } from '../lib/validation'
import { captchaKeySchema } from '../../contract/schemas/account'
import { latestReports } from '../lib/reports/errorReports'

/** A client on this machine (the developer's browser, the test runner), not one reaching the server over a network. */
export const isLoopback = (ip: string) => ip === '127.0.0.1' || ip === '::1' || ip === '::ffff:127.0.0.1'

/**
 * Sandbox-only helpers under /dev. Registered only when sandbox is on; otherwise these paths are
 * unknown routes (HTTP 404, code 404). They answer only clients on this machine.
 */
export default async function devRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>()
  app.addHook('onRequest', async (req, reply) => {
    if (!isLoopback(req.ip)) return reply.code(404).send(fail(Code.NOT_FOUND, Msg.NOT_FOUND))
  })

  /** GET /dev/otp?mobileNo= — the latest code the sandbox SMS provider sent to that mobile: data {otp}. */
  app.get(
    '/otp',
    { schema: { querystring: params({ mobileNo: mobileNoSchema }) } },
    async (req) => {
      const otp = app.sms instanceof SandboxSmsProvider ? app.sms.latestCode(req.query.mobileNo) : undefined
      return otp ? ok({ otp }) : fail(Code.NOT_FOUND, '没有验证码')
    },
  )

  /** GET /dev/mail?email= — the sandbox outbox: the mails sent to that address, newest first: data {mails: [{to, subject, text, sentAt}]}. */
  app.get(
    '/mail',
    { schema: { querystring: params({ email: Type.String({ minLength: 3, maxLength: 80, 'x-msg': '请输入正确的邮箱' }) }) } },
    async (req) => {
      const mails = app.mail instanceof SandboxMailProvider ? app.mail.mailsTo(req.query.email) : []
      return mails.length ? ok({ mails }) : fail(Code.NOT_FOUND, '没有邮件')
    },
  )

  /** GET /dev/captcha?captchaKey= — the answer of a captcha the sandbox drew: data {answer}. */
  app.get(
    '/captcha',
    { schema: { querystring: params({ captchaKey: captchaKeySchema }) } },
    async (req) => {
      const answer = app.captchaPeek?.answer(req.query.captchaKey)
      return answer ? ok({ answer }) : fail(Code.NOT_FOUND, '没有图形验证码')
    },
  )

  /** GET /dev/errorReports — the app's latest error reports as stored (routes/report.ts), newest first: data {reports}. */
  app.get('/errorReports', { schema: { querystring: params({}) } }, async () => ok({ reports: latestReports(app.db) }))
}
