import type { Envelope } from '../../contract/api'

/**
 * Business result codes carried in the envelope. Business results (including errors) are sent with
 * HTTP status 200: the client reads `code`. Only unknown routes (HTTP 404) and crashes (HTTP 500)
 * change the HTTP status.
 */
export const Code = {
  OK: 200,
  /** Bad input, wrong/expired code, and "too frequent" (this server uses 400, not 429, for rate limits). */
  BAD_REQUEST: 400,
  /** Not logged in, unknown, revoked or expired token. */
  UNAUTHORIZED: 401,
  NOT_FOUND: 404,
  SERVER_ERROR: 500,
  /** A provider (SMS, WeChat) is not configured: sandbox off and no real integration. */
  NOT_CONFIGURED: 503,
} as const

export const Msg = {
  SERVER_ERROR: '服务器开小差了',
  NOT_FOUND: '接口不存在',
  NOT_LOGGED_IN: '请先登录',
  TOKEN_EXPIRED: '登录已过期，请重新登录',
} as const

export function ok<T>(data: T, msg = 'ok'): Envelope<T> {
  return { code: Code.OK, msg, data }
}

export function fail(code: number, msg: string): Envelope<null> {
  return { code, msg, data: null }
}

/** Throw from a handler or hook: the error handler answers HTTP 200 with `fail(code, message)`. */
export class BizError extends Error {
  readonly bizCode: number

  constructor(bizCode: number, message: string) {
    super(message)
    this.name = 'BizError'
    this.bizCode = bizCode
  }
}

export const badRequest = (msg: string) => new BizError(Code.BAD_REQUEST, msg)
