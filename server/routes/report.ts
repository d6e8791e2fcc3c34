import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import type { FastifyInstance } from 'fastify'
import { ErrorReportSchema } from '../../contract/schemas/report'
import { badRequest, ok } from '../lib/envelope'
import { createRateLimit, REPORT_BODY_LIMIT, REPORT_RATE, storeReport } from '../lib/reports/errorReports'
import { routesOf } from '../lib/routeTable'

export const REPORT_TOO_FREQUENT = '上报过于频繁，请稍后再试'

/**
 * The app's own error reports (not the spec's), prefix /api/report. POST /errors (JSON, no token): one report
 * (contract/schemas/report.ts), validated and stored in error_reports; answers {id}. A body over 8 KB is refused with
 * 413; more than 30 reports a minute from one address answer code 400 (this server's "too frequent").
 */
export default async function reportRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>()
  const limit = createRateLimit(REPORT_RATE)
  for (const { method, url } of routesOf(app, 'reportError')) app[method](
    url,
    { schema: { body: ErrorReportSchema }, bodyLimit: REPORT_BODY_LIMIT },
    async (req) => {
      if (!limit.allow(req.ip, app.now())) throw badRequest(REPORT_TOO_FREQUENT)
      const { kind, message, stack, route, platform, build } = req.body
      return ok({ id: storeReport(app.db, { kind, message, stack, route, platform, build }, app.now()) })
    },
  )
}
