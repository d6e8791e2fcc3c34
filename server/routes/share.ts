import crypto from 'node:crypto'
import { Type } from '@sinclair/typebox'
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import type { FastifyInstance } from 'fastify'
import type { JsSdkConfigAnswer } from '../../contract/share'
import { BizError, Code, ok } from '../lib/envelope'
import { params, str } from '../lib/validation'
import { routesOf } from '../lib/routeTable'

/** Sandbox JS-SDK ticket (a real server keeps WeChat's jsapi_ticket, refreshed every 2 hours). */
export const SANDBOX_JSAPI_TICKET = 'sandbox-jsapi-ticket'
export const SANDBOX_APPID = 'wx-sandbox-app'

/** WeChat's JS-SDK signature: sha1 of jsapi_ticket, noncestr, timestamp and the page url without its fragment. */
export function jsSdkSignature(ticket: string, noncestr: string, timestamp: number, url: string): string {
  const plain = `jsapi_ticket=${ticket}&noncestr=${noncestr}&timestamp=${timestamp}&url=${url.split('#')[0]}`
  return crypto.createHash('sha1').update(plain).digest('hex')
}

/**
 * Sharing (docs/spec/content-access.md section 7 "Sharing and messaging-app"), prefix /api/wechat.
 * GET /authorization/getJsSdkConfig?appid=&url= — {data: JsSdkConfig} (read as data.data), signed in sandbox; the
 * app asks only inside the messenger browser. Sandbox off: 503.
 */
export default async function shareRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>()
  for (const { method, url } of routesOf(app, 'getJsSdkConfig')) app[method](
    url,
    { schema: { querystring: params({ appid: Type.Optional(str(64)), url: str(2048, { minLength: 1, 'x-msg': '缺少参数url' }) }) } },
    async (req) => {
      if (!app.sandbox) throw new BizError(Code.NOT_CONFIGURED, '微信分享未配置')
      const timestamp = Math.floor(app.now() / 1000)
      const noncestr = crypto.createHash('sha256').update(`${req.query.url}|${timestamp}`).digest('hex').slice(0, 16)
      const answer: JsSdkConfigAnswer = {
        data: { appId: req.query.appid || SANDBOX_APPID, timestamp, noncestr, signature: jsSdkSignature(SANDBOX_JSAPI_TICKET, noncestr, timestamp, req.query.url) },
      }
      return ok(answer)
    },
  )
}
