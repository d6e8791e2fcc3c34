import { createHash } from 'node:crypto'
import path from 'node:path'
import { Type } from '@sinclair/typebox'
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import type { FastifyInstance } from 'fastify'
import fastifyStatic from '@fastify/static'
import sharp from 'sharp'
import { Code, fail } from '../lib/envelope'
import { CAPTION_MAX } from '../lib/media/media'
import { picturePng } from '../lib/media/picture'
import { intEnum, params, str } from '../lib/validation'
import { IMMUTABLE } from '../static'
import { pictureWidth } from '../../contract/pictureWidths'

export const DEFAULT_COVER = { w: 600, h: 400 }
export const MAX_COVER_SIDE = 1200
/** WebP quality of the generated pictures (80: the captions' edges stay clean). */
const WEBP_QUALITY = 80
/** Generated images kept in memory (oldest dropped first). */
const CACHE_LIMIT = 300

const KEY_RE = /^([A-Za-z0-9_-]{1,64})\.png$/

/**
 * Generated cover images, prefix /media (outside /api: seeded thumbPath / pics / banner pic / icon values point
 * here and the app resolves them against the API origin).
 * GET /media/cover/<key>.png?w=&h=&title=&sub=&initial=1&sw= — the key's gradient with its caption drawn on it
 *   (server/lib/media/picture.ts; default 600x400, each side capped at 1200; captions of at most 40 characters, no control
 *   characters; initial=1: an avatar, the title's first character only), cached for a year; as WebP (sharp) to a
 *   client whose Accept names image/webp, else PNG (Vary: Accept), with an ETag (304 to If-None-Match). sw: the width the app shows it at (device pixels),
 *   rounded up to a step of contract/pictureWidths.ts: the picture drawn at w x h is scaled down to it, ratio kept (a
 *   caption's layout stays the one of its drawn size), so a thumbnail does not carry a cover's pixels.
 * GET /media/video/<file> — the sample clips in server/media (audition videos), with range requests for seeking.
 */
export const MEDIA_DIR = path.resolve(__dirname, '..', 'media')

export default async function mediaRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>()
  await app.register(fastifyStatic, {
    root: MEDIA_DIR,
    prefix: '/video/',
    decorateReply: false,
    cacheControl: false,
    setHeaders: (res) => res.setHeader('Cache-Control', IMMUTABLE),
  })

  /** Drawn pictures by request, each with its ETag (a hash of its bytes). */
  const cache = new Map<string, { body: Buffer; etag: string }>()

  // A caption: printable text only (no C0/C1 controls, line separators or noncharacters), so nothing but text reaches
  // the SVG (escaped there too).
  const caption = Type.Optional(str(CAPTION_MAX, { pattern: '^[^\\u0000-\\u001f\\u007f-\\u009f\\u2028\\u2029\\ufffe\\uffff]*$' }))
  const side = Type.Optional(Type.Integer({ minimum: 1 }))
  const query = params({ w: side, h: side, title: caption, sub: caption, initial: Type.Optional(intEnum([0, 1])), sw: side })
  app.get(
    '/cover/:file',
    // the path segment is always there (a route without it is another URL): the params schema only types it
    { schema: { params: Type.Object({ file: Type.String() }), querystring: query } },
    async (req, reply) => {
      const m = KEY_RE.exec(req.params.file)
      if (!m) return reply.code(404).send(fail(Code.NOT_FOUND, '图片不存在'))
      const w = Math.min(req.query.w ?? DEFAULT_COVER.w, MAX_COVER_SIDE)
      const h = Math.min(req.query.h ?? DEFAULT_COVER.h, MAX_COVER_SIDE)
      const { title, sub, initial } = req.query
      // Scaled only down: a step at least as wide as the drawing serves the drawing.
      const served = req.query.sw ? pictureWidth(req.query.sw) : w
      const width = served < w ? served : undefined
      // A browser that takes WebP gets it (a sixth of the PNG's bytes: 12 KB for a 750x320 banner against 70 KB); any
      // other client, the mini-program's image loader included, the PNG the path names.
      const webp = /\bimage\/webp\b/.test(req.headers.accept ?? '')
      const id = JSON.stringify([m[1], w, h, title, sub, initial, webp, width])
      let picture = cache.get(id)
      if (!picture) {
        const png = picturePng(m[1], w, h, title ? { title, sub, initial: initial === 1 } : undefined)
        const drawn = width ? sharp(png).resize({ width }) : sharp(png)
        const body = webp ? await drawn.webp({ quality: WEBP_QUALITY }).toBuffer() : width ? await drawn.png().toBuffer() : png
        picture = { body, etag: `"${createHash('sha1').update(body).digest('base64url').slice(0, 20)}"` }
        if (cache.size >= CACHE_LIMIT) cache.delete(cache.keys().next().value!)
        cache.set(id, picture)
      }
      reply.header('Vary', 'Accept').header('Cache-Control', IMMUTABLE).header('ETag', picture.etag)
      // A client that kept it past its cache (a reload, an image cache that revalidates): 304, no bytes.
      if (req.headers['if-none-match']?.split(/\s*,\s*/).includes(picture.etag)) return reply.code(304).send()
      return reply.header('Content-Type', webp ? 'image/webp' : 'image/png').send(picture.body)
    },
  )
}
