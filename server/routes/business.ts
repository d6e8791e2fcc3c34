import type { FastifyInstance } from 'fastify'
import { ok } from '../lib/envelope'
import { pushBusiness, type PushBusinessInput } from '../lib/content/staffLists'
import { mobileNoSchema, params } from '../lib/validation'

const str = (maxLength: number) => ({ type: 'string', maxLength })

/**
 * Account service: pushBusiness (content-access.md section 7 "Account"), prefix /api/account, beside routes/account.ts.
 * GET /pushBusiness?mobile=&memo=&url=&registerChannelId=&webpageTopic=&distributorCode= (token optional) —
 * PushBusinessResult: a lead; the business-channel params (from the call or the url's query) count only as a pair, and
 * then the lead goes to the distributor's private pool with registerChannelId zsh5 (lib/content/staffLists.ts).
 */
export default async function businessRoutes(app: FastifyInstance) {
  app.get<{ Querystring: PushBusinessInput }>(
    '/pushBusiness',
    {
      schema: {
        querystring: params(
          { mobile: mobileNoSchema, memo: str(200), url: str(2048), registerChannelId: str(64), webpageTopic: str(128), distributorCode: str(128) },
          ['mobile'],
        ),
      },
      preHandler: app.auth.optional,
    },
    async (req) => ok(pushBusiness(app.db, req.query, app.now())),
  )
}
