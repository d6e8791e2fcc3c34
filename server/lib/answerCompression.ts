/**
 * The API's JSON answers compressed in one synchronous call. @fastify/compress pipes every answer through a chain of
 * streams (peek-stream, duplexify, a zlib stream on the thread pool): for a JSON answer of a few KB that machinery
 * cost more than the compressing, and the whole answer is in memory anyway. Static files keep the plugin (and the
 * build's .br / .gz files).
 */
import zlib from 'node:zlib'
import type { FastifyInstance } from 'fastify'

/** Answers smaller than this go as they are (@fastify/compress's own threshold). */
export const COMPRESS_THRESHOLD = 1024

/**
 * Brotli quality 1 for an answer made for one request (the order list, whose countdowns change every millisecond), with
 * a 64 KB window; gzip level 3 for a client without brotli. On the 8.6 KB first page of the order list, alone on a
 * core: brotli 1 gives 1 468 bytes in ~27 µs, 2 gives 1 395 in ~38 µs, 4 (@fastify/compress's default for dynamic
 * answers) 1 279 in ~60 µs, 11 1 021 in ~9 ms; gzip 3 1 424 bytes in ~37 µs, 6 1 328 in ~43 µs. The server's figures
 * under load are in docs/performance.md ("The reference server under load"). API answers are far smaller than brotli's default 4 MB window.
 */
const brotli = (quality: number) => ({
  params: {
    [zlib.constants.BROTLI_PARAM_QUALITY]: quality,
    [zlib.constants.BROTLI_PARAM_LGWIN]: 16,
    [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
  },
})
const BROTLI = brotli(1)
const GZIP = { level: 3 }
/** A shared answer (below) is compressed once, so at @fastify/compress's qualities: brotli 4, gzip 6. */
const SHARED_BROTLI = brotli(4)
const SHARED_GZIP = { level: 6 }

/**
 * Answers every reader gets alike (a route with `config: { sharedAnswer: true }`, e.g. the article list) are kept
 * compressed by encoding and text, the last 64 of them: the same answer is compressed once.
 */
const CACHE_ENTRIES = 64
const CACHE_MAX_CHARS = 32 * 1024
const cache: Record<AnswerEncoding, Map<string, Buffer>> = { br: new Map(), gzip: new Map() }

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The answer is the same for every reader and often asked for: compressed once (lib/answerCompression.ts). */
    sharedAnswer?: boolean
  }
}

export type AnswerEncoding = 'br' | 'gzip'

/**
 * The encoding for an Accept-Encoding header: brotli when taken, else gzip, else none (also for a q=0 and for
 * anything else). `*` takes both unless named with q=0.
 */
export function chooseEncoding(acceptEncoding: string | string[] | undefined): AnswerEncoding | null {
  const header = Array.isArray(acceptEncoding) ? acceptEncoding.join(',') : acceptEncoding
  if (!header) return null
  const q = new Map<string, number>()
  for (const part of header.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';')
    if (!name) continue
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='))
    const value = qParam === undefined ? 1 : Number(qParam.slice(2))
    q.set(name.trim(), Number.isFinite(value) ? value : 0)
  }
  const takes = (name: AnswerEncoding) => (q.get(name) ?? q.get('*') ?? 0) > 0
  return takes('br') ? 'br' : takes('gzip') ? 'gzip' : null
}

export function compressAnswer(body: string, encoding: AnswerEncoding, shared = false): Buffer {
  if (!shared) return encoding === 'br' ? zlib.brotliCompressSync(body, BROTLI) : zlib.gzipSync(body, GZIP)
  const cached = cache[encoding]
  const hit = cached.get(body)
  if (hit) {
    // most recently used last: the first key is the one to drop
    cached.delete(body)
    cached.set(body, hit)
    return hit
  }
  const out = encoding === 'br' ? zlib.brotliCompressSync(body, SHARED_BROTLI) : zlib.gzipSync(body, SHARED_GZIP)
  if (body.length <= CACHE_MAX_CHARS) {
    if (cached.size >= CACHE_ENTRIES) cached.delete(cached.keys().next().value!)
    cached.set(body, out)
  }
  return out
}

/**
 * onSend hook compressing serialized JSON answers (strings) of at least COMPRESS_THRESHOLD bytes. Added at the app's
 * root before the routes, it runs before the plugin's own route-level onSend, which leaves an answer that already has
 * a Content-Encoding alone.
 */
export function registerAnswerCompression(app: FastifyInstance): void {
  app.addHook('onSend', (req, reply, payload, done) => {
    if (typeof payload !== 'string' || reply.hasHeader('content-encoding') || req.headers['x-no-compression'] !== undefined) return done(null, payload)
    const type = reply.getHeader('content-type')
    if (typeof type !== 'string' || !type.startsWith('application/json') || Buffer.byteLength(payload) < COMPRESS_THRESHOLD) return done(null, payload)
    const vary = reply.getHeader('vary')
    if (!vary) reply.header('vary', 'accept-encoding')
    else if (!/(^|,)\s*(accept-encoding|\*)\s*(,|$)/i.test(String(vary))) reply.header('vary', `${vary}, accept-encoding`)
    const encoding = chooseEncoding(req.headers['accept-encoding'])
    if (!encoding) return done(null, payload)
    reply.header('content-encoding', encoding)
    done(null, compressAnswer(payload, encoding, reply.routeOptions.config.sharedAnswer === true))
  })
}
