// The token model (docs/spec/content-access.md sections 3 and 4): userToken, token, then the single sign-on cookie SSOTOKEN.
import { CLEARED_COOKIES, TOKEN_COOKIES, tokenFrom } from './tokens'

it.each([
  [{ userToken: 'u', token: 't', SSOTOKEN: 's' }, 'u'],
  [{ token: 't', SSOTOKEN: 's' }, 't'],
  [{ SSOTOKEN: 's' }, 's'],
  [{ userToken: '', SSOTOKEN: 's' }, 's'],
  [{ qwToken: 'q' }, ''],
  [{}, ''],
])('cookies %j: the token is %j', (cookies, expected) => {
  expect(tokenFrom((name) => (cookies as Record<string, string>)[name])).toBe(expected)
})

it('reads userToken, token, SSOTOKEN; clearToken removes those and the qw token', () => {
  expect(TOKEN_COOKIES).toEqual(['userToken', 'token', 'SSOTOKEN'])
  expect(CLEARED_COOKIES).toEqual(['userToken', 'token', 'SSOTOKEN', 'qwToken'])
})
