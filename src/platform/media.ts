/**
 * Media paths from the server ('/media/cover/goods-12.png?w=600&h=400') resolve against the API origin:
 * the same origin on H5 (proxied in development), the API host in the mini-program. Absolute URLs pass through.
 */
import { serviceRoot } from '@/services/config'

function apiOrigin(): string {
  const m = /^(https?:\/\/[^/]+)/.exec(serviceRoot('goods'))
  return m ? m[1] : ''
}

export function mediaUrl(path: string | null | undefined): string {
  if (!path) return ''
  if (/^(https?:)?\/\//.test(path) || path.startsWith('data:')) return path
  return `${apiOrigin()}${path.startsWith('/') ? '' : '/'}${path}`
}
