import fs from 'node:fs'
import path from 'node:path'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import compress from '@fastify/compress'
import fastifyStatic from '@fastify/static'
import { registerAnswerCompression } from './lib/answerCompression'

/** Paths answered by the API, never by the H5 history fallback. */
export const API_PREFIXES = ['/api', '/dev', '/health', '/media', '/sandbox']

export const IMMUTABLE = 'public, max-age=31536000, immutable'
const HASHED_DIRS = ['js', 'css', 'static']

export const isApiPath = (url: string) => {
  const p = url.split('?')[0]
  return API_PREFIXES.some((prefix) => p === prefix || p.startsWith(prefix + '/'))
}

/** Throws unless the folder holds a built app (index.html); returns its absolute path. */
export function assertStaticDir(dir: string): string {
  const root = path.resolve(dir)
  if (!fs.existsSync(path.join(root, 'index.html'))) {
    throw new Error(`static folder ${root} has no index.html — build the H5 app first (npm run build:h5)`)
  }
  return root
}

/**
 * brotli/gzip for every response registered after it (register before the routes): JSON answers in one synchronous
 * call (lib/answerCompression.ts), the rest (files) through @fastify/compress.
 */
export async function registerStaticCompression(app: FastifyInstance) {
  registerAnswerCompression(app)
  await app.register(compress, { encodings: ['br', 'gzip'] })
}

/**
 * Serves the built H5 app (e.g. dist/h5) on the API's port: the build's own .br/.gz when the browser takes them,
 * else brotli/gzip on the fly as for every response,
 * year-long immutable caching for hashed assets under js/ css/ static/, no-cache for everything else
 * (index.html first of all).
 */
export async function registerStatic(app: FastifyInstance, dir: string) {
  const root = assertStaticDir(dir)
  await app.register(fastifyStatic, {
    root,
    // name.br / name.gz written by the build (compression-webpack-plugin, config/h5-chain.ts): no compressing per request.
    preCompressed: true,
    cacheControl: false,
    etag: true,
    lastModified: true,
    setHeaders(res, filePath) {
      const rel = path.relative(root, filePath).split(path.sep)
      res.setHeader('Cache-Control', rel.length > 1 && HASHED_DIRS.includes(rel[0]) ? IMMUTABLE : 'no-cache')
    },
  })
}

/**
 * History-mode fallback: a GET outside the API prefixes that accepts text/html gets index.html.
 * Returns false when the request is not one for the fallback.
 */
export function historyFallback(req: FastifyRequest, reply: FastifyReply): boolean {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false
  if (isApiPath(req.url)) return false
  if (!String(req.headers.accept ?? '').includes('text/html')) return false
  reply.header('Cache-Control', 'no-cache')
  reply.sendFile('index.html')
  return true
}
