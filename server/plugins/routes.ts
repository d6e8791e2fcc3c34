/**
 * The routes, each service's plugin under its prefix (docs/server.md), the sandbox platforms' when the sandbox is on,
 * and the built H5 app when it is served here. Before them: the test's onRoute hook, the contract log, the security
 * headers and the compression that must wrap every route registered after it.
 */
import fp from 'fastify-plugin'
import type { BuildAppOptions } from '../appOptions'
import { registerContractLog } from '../lib/contractLog'
import { registerSecurityHeaders } from '../lib/securityHeaders'
import accountRoutes from '../routes/account'
import accountPasswordRoutes from '../routes/accountPassword'
import businessRoutes from '../routes/business'
import contractRoutes from '../routes/contract'
import devRoutes from '../routes/dev'
import goodsRoutes from '../routes/goods'
import healthRoutes from '../routes/health'
import knowledgeRoutes from '../routes/knowledge'
import liveRoutes from '../routes/live'
import mediaRoutes from '../routes/media'
import newsRoutes from '../routes/news'
import oauthRoutes from '../routes/oauth'
import orderRoutes from '../routes/order'
import orderActionRoutes from '../routes/orderActions'
import payRoutes from '../routes/pay'
import practiceRoutes, { playTokenRoutes } from '../routes/practice'
import qwRoutes from '../routes/qw'
import reportRoutes from '../routes/report'
import sandboxRoutes from '../routes/sandbox'
import sandboxMapsRoutes from '../routes/sandboxMaps'
import sandboxOAuthRoutes from '../routes/sandboxOAuth'
import shareRoutes from '../routes/share'
import studentAidRoutes from '../routes/studentAid'
import subscribeRoutes from '../routes/subscribe'
import { registerStatic, registerStaticCompression } from '../static'

export default fp<{ options: BuildAppOptions }>(async (app, { options: opts }) => {
  if (opts.onRoute) app.addHook('onRoute', opts.onRoute)
  if (opts.contractLog) registerContractLog(app, opts.contractLog)
  if (opts.securityHeaders ?? !!opts.staticDir) await registerSecurityHeaders(app, opts.staticDir)
  // Compression first so that it wraps every route registered after it (API and static files).
  if (opts.staticDir) await registerStaticCompression(app)
  await app.register(healthRoutes)
  await app.register(accountRoutes, { prefix: '/api/account' })
  await app.register(accountPasswordRoutes, { prefix: '/api/account' })
  await app.register(oauthRoutes, { prefix: '/api/account/oauth' })
  await app.register(goodsRoutes, { prefix: '/api' })
  await app.register(newsRoutes, { prefix: '/api/news' })
  await app.register(practiceRoutes, { prefix: '/api/practice' })
  await app.register(playTokenRoutes, { prefix: '/api' })
  await app.register(studentAidRoutes, { prefix: '/api/practice' })
  await app.register(knowledgeRoutes, { prefix: '/api/knowledge' })
  await app.register(liveRoutes, { prefix: '/api/livelist' })
  await app.register(qwRoutes, { prefix: '/api/qw' })
  await app.register(businessRoutes, { prefix: '/api/account' })
  await app.register(subscribeRoutes, { prefix: '/api/account' })
  await app.register(shareRoutes, { prefix: '/api/wechat' })
  await app.register(orderRoutes, { prefix: '/api/order' })
  await app.register(payRoutes, { prefix: '/api/order' })
  await app.register(orderActionRoutes, { prefix: '/api/order' })
  await app.register(contractRoutes, { prefix: '/api/order' })
  await app.register(reportRoutes, { prefix: '/api/report' })
  await app.register(mediaRoutes, { prefix: '/media' })
  if (app.sandbox) {
    await app.register(devRoutes, { prefix: '/dev' })
    await app.register(sandboxRoutes, { prefix: '/sandbox' })
    await app.register(sandboxOAuthRoutes, { prefix: '/sandbox/oauth' })
    await app.register(sandboxMapsRoutes, { prefix: '/sandbox/maps', clientIp: opts.sandboxClientIp })
  }
  if (opts.staticDir) await registerStatic(app, opts.staticDir)
}, { name: 'routes', dependencies: ['database', 'accounts', 'platforms', 'http'] })
