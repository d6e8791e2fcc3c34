import { Type } from '@sinclair/typebox'
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import type { FastifyInstance } from 'fastify'
import { ok } from '../lib/envelope'
import { pushBusiness } from '../lib/staff/staffLists'
import { mobileNoSchema, params, str } from '../lib/validation'
import { routesOf } from '../lib/routeTable'

const opt = (maxLength: number) => Type.Optional(str(maxLength))

/**
 * Account service: pushBusiness (docs/spec/content-access.md section 7 "Account"), prefix /api/account, beside routes/account.ts.
 * GET /pushBusiness?mobile=&memo=&url=&registerChannelId=&webpageTopic=&distributorCode= (token optional) —
 * PushBusinessResult: a lead; the business-channel params (from the call or the url's query) count only as a pair, and
 * then the lead goes to the distributor's private pool with registerChannelId zsh5 (lib/staff/staffLists.ts).
 */
export default async function businessRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>()
  for (const { method, url } of routesOf(app, 'pushBusiness')) app[method](
    url,
    {
      schema: {
        querystring: params({
          mobile: mobileNoSchema, memo: opt(200), url: opt(2048), registerChannelId: opt(64), webpageTopic: opt(128), distributorCode: opt(128),
        }),
      },
      preHandler: app.auth.optional,
    },
    async (req) => ok(pushBusiness(app.db, req.query, app.now())),
  )
}
