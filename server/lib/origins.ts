/**
 * The app's own origins, where an absolute return URL (after a payment, after WeChat's OAuth) may point. They come
 * from configuration (PUBLIC_ORIGINS, comma-separated), never from the request: a forged Host header must not make
 * https://evil.example an origin of ours.
 */

/** 'https://m.example.com, http://localhost:3100' -> normalised origins; undefined when unset or empty. */
export function parseOrigins(value: string | undefined): string[] | undefined {
  const list = (value ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
    .map((s) => {
      const u = new URL(s)
      if (u.protocol !== 'http:' && u.protocol !== 'https:') throw new Error(`PUBLIC_ORIGINS: ${s} is not an http(s) origin`)
      return u.origin
    })
  return list.length ? list : undefined
}

/** Development default: the server's own port on loopback names. */
export const defaultPublicOrigins = (port: number): string[] => [`http://localhost:${port}`, `http://127.0.0.1:${port}`]

/** A path of this app ('/ty/...', not '//host') or an absolute http(s) URL on one of `origins`, no credentials. */
export function safeReturnUrl(url: string, origins: readonly string[]): boolean {
  // Printable ASCII only: a control character would end up in a Location header (encodeReturnUrl fixes the rest).
  if (url.length > 1000 || !/^[\x21-\x7e]+$/.test(url) || url.includes('\\')) return false
  if (url.startsWith('/')) return !url.startsWith('//')
  try {
    const u = new URL(url)
    return (u.protocol === 'http:' || u.protocol === 'https:') && origins.includes(u.origin) && !u.username && !u.password
  } catch {
    return false
  }
}

/**
 * A return URL as the learner's client may send it, with non-ASCII text (a Chinese name in the query) percent-encoded
 * as a browser would; control characters (C0, DEL and C1) and whitespace stay, so safeReturnUrl refuses them.
 */
export const encodeReturnUrl = (url: string): string =>
  // eslint-disable-next-line no-control-regex -- the range names what stays as it is: ASCII and the C1 controls
  url.replace(/[^\x00-\x9f]+/gu, (s) => {
    try {
      return encodeURIComponent(s)
    } catch {
      return ' ' // a lone surrogate: no URL can carry it, and a space is refused
    }
  })
