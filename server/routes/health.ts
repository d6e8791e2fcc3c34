import type { FastifyInstance } from 'fastify'
import { ok } from '../lib/envelope'
import { params } from '../lib/validation'

/** GET /health — liveness for scripts and load balancers: {code:200, msg:'ok', data:{uptime}} (seconds). */
export default async function healthRoutes(app: FastifyInstance) {
  app.get('/health', { schema: { querystring: params({}) } }, async () => ok({ uptime: Math.round(process.uptime()) }))
}
