/**
 * How the API reads bodies and answers failures: JSON (an empty body reads as {}) and form bodies; a business refusal
 * or a schema failure as the envelope's code with HTTP 200, a framework-level client error as its status, anything
 * else as 500 with a plain message; an unknown path as 404, or the H5 app's page when the app is served here.
 */
import fp from 'fastify-plugin'
import { BizError, Code, Msg, fail } from '../lib/envelope'
import { historyFallback } from '../static'

export default fp<{ staticDir?: string }>(async (app, { staticDir }) => {
  // JSON as usual (with prototype-poisoning protection), but an empty body reads as {} rather than an
  // error: clients POST token-only calls such as logout with a JSON content-type and no data.
  const jsonParser = app.getDefaultJsonParser('error', 'error')
  app.removeContentTypeParser('application/json')
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (req, body, done) => {
    if ((body as string).trim() === '') return done(null, {})
    jsonParser(req, body as string, done)
  })
  // Form bodies (the spec posts some account calls as forms): parsed to a flat object.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)))
  })

  app.setErrorHandler((err, req, reply) => {
    if (err instanceof BizError) return reply.code(200).send(fail(err.bizCode, err.message))
    const e = err as { validation?: unknown; statusCode?: number; message: string }
    if (e.validation) return reply.code(200).send(fail(Code.BAD_REQUEST, e.message))
    const status = e.statusCode ?? 500
    if (status >= 400 && status < 500) {
      // Framework-level client errors (malformed JSON, unsupported media type, body too large).
      req.log.info({ err }, 'client error')
      return reply.code(status).send(fail(status, status === 413 ? '请求内容过大' : '请求格式不正确'))
    }
    req.log.error({ err }, 'unhandled error')
    return reply.code(500).send(fail(Code.SERVER_ERROR, Msg.SERVER_ERROR))
  })

  app.setNotFoundHandler((req, reply) => {
    if (staticDir && historyFallback(req, reply)) return reply
    return reply.code(404).send(fail(Code.NOT_FOUND, Msg.NOT_FOUND))
  })
}, { name: 'http' })
