import type { FastifyInstance } from 'fastify'
import { Code, fail, ok } from '../lib/envelope'
import { SandboxSmsProvider } from '../lib/sms'
import { mobileNoSchema, params } from '../lib/validation'

/**
 * Sandbox-only helpers under /dev. Registered only when sandbox is on; otherwise these paths are
 * unknown routes (HTTP 404, code 404).
 */
export default async function devRoutes(app: FastifyInstance) {
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
