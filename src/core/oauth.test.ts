/**
 * Third-party sign-in rules (docs/spec/content-access.md section 2: /authorize, "third-party login in progress"; section 7: the
 * OAuth GETs): the return is taken only with this tab's state, once, within 10 minutes, and leads only to this app's paths.
 */
import { authorizeUrl, checkOAuthReturn, OAUTH_STATE_TTL_MS, OAUTH_TEXT, pendingOAuth } from './oauth'
import { HOME_URL } from './routes'

const NOW = 1_750_000_000_000
const pending = pendingOAuth('s-123', '/ty/myOrder', NOW)

it('the authorisation URL carries the app id, the return address, the scope and the state', () => {
  const url = authorizeUrl('/sandbox/oauth/authorize', 'sbx-oauth-app', 'http://127.0.0.1:3100/authorize', 's-123')
  expect(url).toBe('/sandbox/oauth/authorize?appid=sbx-oauth-app&redirect_uri=http%3A%2F%2F127.0.0.1%3A3100%2Fauthorize&response_type=code&scope=snsapi_userinfo&state=s-123#wechat_redirect')
})

it('the pending sign-in keeps only a safe path of this app', () => {
  expect(pendingOAuth('s', 'https://evil.example/x', NOW).redirect).toBe(HOME_URL)
  expect(pendingOAuth('s', '//evil.example/x', NOW).redirect).toBe(HOME_URL)
  expect(pendingOAuth('s', undefined, NOW).redirect).toBe(HOME_URL)
  expect(pending.redirect).toBe('/ty/myOrder')
})

describe('checkOAuthReturn', () => {
  it.each([
    ['the right state and a code', { code: 'c1', state: 's-123' }, pending, NOW + 1000, { ok: true, code: 'c1', redirect: '/ty/myOrder' }],
    ['at 10 minutes exactly', { code: 'c1', state: 's-123' }, pending, NOW + OAUTH_STATE_TTL_MS, { ok: true, code: 'c1', redirect: '/ty/myOrder' }],
    ['after 10 minutes', { code: 'c1', state: 's-123' }, pending, NOW + OAUTH_STATE_TTL_MS + 1, { ok: false, message: OAUTH_TEXT.stale }],
    ['another state', { code: 'c1', state: 's-999' }, pending, NOW, { ok: false, message: OAUTH_TEXT.stale }],
    ['no state', { code: 'c1' }, pending, NOW, { ok: false, message: OAUTH_TEXT.stale }],
    ['nothing pending in this tab', { code: 'c1', state: 's-123' }, null, NOW, { ok: false, message: OAUTH_TEXT.stale }],
    ['declined at the provider', { error: 'access_denied', state: 's-123' }, pending, NOW, { ok: false, message: OAUTH_TEXT.denied }],
    ['no code at all', { state: 's-123' }, pending, NOW, { ok: false, message: OAUTH_TEXT.stale }],
  ])('%s', (_label, query, p, now, expected) => {
    expect(checkOAuthReturn(query, p, now)).toEqual(expected)
  })

  it('a pending redirect changed in storage is made safe again', () => {
    expect(checkOAuthReturn({ code: 'c', state: 's' }, { state: 's', redirect: 'https://evil.example', at: NOW }, NOW)).toEqual({ ok: true, code: 'c', redirect: HOME_URL })
  })

  it('the messages a learner reads', () => {
    expect(OAUTH_TEXT).toMatchObject({ loading: '第三方登录中...', stale: '授权已失效，请重新登录', denied: '你已取消授权，可以使用手机号登录' })
  })
})
