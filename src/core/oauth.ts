/**
 * Third-party sign-in (docs/spec/content-access.md section 2: /authorize "third-party login in progress"; section 7: the OAuth
 * GETs for access token, refresh and user info). The app sends the learner to the provider's authorisation page with
 * a random state kept for this tab; the provider returns to /authorize with ?code=&state=. The return is taken only
 * with the state this tab sent (once, within 10 minutes), and the learner then goes only to a path of this app.
 */
import { safeRedirect } from './login'
import { withQuery } from './queryString'
import { OAUTH_MESSAGES } from '@contract/messages'

export const OAUTH_STATE_TTL_MS = 10 * 60_000
/** WeChat's web OAuth scope for a profile (nickname, avatar). */
export const OAUTH_SCOPE = 'snsapi_userinfo'

export const OAUTH_TEXT = {
  pageTitle: '授权登录',
  signIn: '第三方账号登录',
  loading: '第三方登录中...', // spec: 'third-party login in progress'
  denied: '你已取消授权，可以使用手机号登录',
  stale: '授权已失效，请重新登录',
  unavailable: '当前环境不支持第三方登录，请使用手机号登录',
  failed: OAUTH_MESSAGES.failed,
  toLogin: '返回登录',
  retry: '重新授权',
  bindTitle: '绑定手机号',
  bindIntro: '首次使用第三方账号登录，请绑定手机号',
  bind: '绑定并登录',
  welcome: '欢迎，',
} as const

/** What the app keeps between leaving for the provider and coming back. */
export interface PendingOAuth {
  state: string
  /** Where to go after signing in (already a safe path of this app). */
  redirect: string
  at: number
}

export function pendingOAuth(state: string, redirect: string | undefined, now: number): PendingOAuth {
  return { state, redirect: safeRedirect(redirect), at: now }
}

/** The provider's authorisation URL (WeChat's shape: #wechat_redirect is ignored by others). */
export function authorizeUrl(base: string, appid: string, redirectUri: string, state: string): string {
  return `${withQuery(base, { appid, redirect_uri: redirectUri, response_type: 'code', scope: OAUTH_SCOPE, state })}#wechat_redirect`
}

export type OAuthReturn =
  | { ok: true; code: string; redirect: string }
  | { ok: false; message: string }

/**
 * The provider's return to /authorize: refused without a pending sign-in of this tab, with another state, after
 * 10 minutes, or without a code (the learner declined: error=access_denied).
 */
export function checkOAuthReturn(query: Record<string, string | undefined>, pending: PendingOAuth | null, now: number): OAuthReturn {
  if (!pending || !query.state || query.state !== pending.state || now - pending.at > OAUTH_STATE_TTL_MS) return { ok: false, message: OAUTH_TEXT.stale }
  if (!query.code) return { ok: false, message: query.error ? OAUTH_TEXT.denied : OAUTH_TEXT.stale }
  return { ok: true, code: query.code, redirect: safeRedirect(pending.redirect) }
}
