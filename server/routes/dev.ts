import type { FastifyInstance } from 'fastify'
import { Code, Msg, fail, ok } from '../lib/envelope'
import { SandboxSmsProvider } from '../lib/accounts/sms'
import { SandboxMailProvider } from '../lib/accounts/mail'
import { mobileNoSchema, params } from '../lib/validation'

/** A client on this machine (the developer's browser, the test runner), not one reaching the server over a network. */
export const isLoopback = (ip: string) => ip === '127.0.0.1' || ip === '::1' || ip === '::ffff:127.0.0.1'

/**
 * Sandbox-only helpers under /dev. Registered only when sandbox is on; otherwise these paths are
 * unknown routes (HTTP 404, code 404). They answer only clients on this machine.
 */
export default async function devRoutes(app: FastifyInstance) {
  app.addHook('onRequest', async (req, reply) => {
    if (!isLoopback(req.ip)) return reply.code(404).send(fail(Code.NOT_FOUND, Msg.NOT_FOUND))
  })

  /** GET /dev/otp?mobileNo= — the latest code the sandbox SMS provider sent to that mobile: data {otp}. */
  app.get<{ Querystring: { mobileNo: string } }>(
    '/otp',
    { schema: { querystring: params({ mobileNo: mobileNoSchema }, ['mobileNo']) } },
    async (req) => {
      const otp = app.sms instanceof SandboxSmsProvider ? app.sms.latestCode(req.query.mobileNo) : undefined
      return otp ? ok({ otp }) : fail(Code.NOT_FOUND, '没有验证码')
    },
  )

  /** GET /dev/mail?email= — the sandbox outbox: the mails sent to that address, newest first: data {mails: [{to, subject, text, sentAt}]}. */
  app.get<{ Querystring: { email: string } }>(
    '/mail',
    { schema: { querystring: params({ email: { type: 'string', minLength: 3, maxLength: 80, 'x-msg': '请输入正确的邮箱' } }, ['email']) } },
    async (req) => {
      const mails = app.mail instanceof SandboxMailProvider ? app.mail.mailsTo(req.query.email) : []
      return mails.length ? ok({ mails }) : fail(Code.NOT_FOUND, '没有邮件')
    },
  )

  /** GET /dev/captcha?captchaKey= — the answer of a captcha the sandbox drew: data {answer}. */
  app.get<{ Querystring: { captchaKey: string } }>(
    '/captcha',
    { schema: { querystring: params({ captchaKey: { type: 'string', pattern: '^[0-9a-f]{32}$', 'x-msg': '图形验证码已失效，请点击图片刷新' } }, ['captchaKey']) } },
    async (req) => {
      const answer = app.captchaPeek?.answer(req.query.captchaKey)
      return answer ? ok({ answer }) : fail(Code.NOT_FOUND, '没有图形验证码')
    },
  )
}
