import type { FastifyInstance } from 'fastify'
import { Code, Msg, fail, ok } from '../lib/envelope'
import { SandboxSmsProvider } from '../lib/sms'
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
}
