/**
 * The token model (docs/spec/content-access.md section 3: "tokens kept: userToken, token, qwToken, plus a single-sign-on cookie
 * SSOTOKEN"; section 4: "clearToken removes userToken, token, SSOTOKEN, the qw token"). The learner's token is the
 * first of these cookies present: the app's own (userToken, then token: what setToken writes), else the provider's
 * single sign-on cookie (SSOTOKEN: set on the provider's domain by its sign-in, read here, never written). Whichever it
 * is, the check before each navigation asks userInfo with it; 401 clears them all.
 */
export const TOKEN_COOKIES = ['userToken', 'token', 'SSOTOKEN'] as const

/** What clearToken removes from the cookies: the tokens and the qw token. */
export const CLEARED_COOKIES = [...TOKEN_COOKIES, 'qwToken'] as const

/** The learner's token from `read` (a cookie's value by name, '' or undefined when absent), '' when none. */
export function tokenFrom(read: (name: string) => string | undefined): string {
  for (const name of TOKEN_COOKIES) {
    const value = read(name)
    if (value) return value
  }
  return ''
}
