/**
 * Media paths from the server ('/media/cover/goods-12.png?w=600&h=400') resolve against the API origin:
 * the same origin on H5 (proxied in development), the API host in the mini-program. Absolute URLs pass through.
 * `shown`: the width the picture is shown at, in 750-design px (its style width; device pixels at ratio 2): a
 * generated picture is then asked at that size (src/core/picture.ts).
 */
import { sizedPicture } from '@/core/picture'
import { serviceRoot } from '@/config'

function apiOrigin(): string {
  const m = /^(https?:\/\/[^/]+)/.exec(serviceRoot('goods'))
  return m ? m[1] : ''
}

export function mediaUrl(path: string | null | undefined, shown?: number): string {
  if (!path) return ''
  if (/^(https?:)?\/\//.test(path) || path.startsWith('data:')) return path
  const local = `${path.startsWith('/') ? '' : '/'}${path}`
  return `${apiOrigin()}${shown ? sizedPicture(local, shown) : local}`
}
