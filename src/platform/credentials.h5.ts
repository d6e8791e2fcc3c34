/**
 * H5 session storage: token cookies (30 days, path /, parent domain when configured) + userData in local storage. The
 * token read is the first of userToken, token and the single sign-on cookie SSOTOKEN (src/core/tokens.ts).
 */
import Cookies from 'js-cookie'
import Taro from '@tarojs/taro'
import { COOKIE_DOMAIN } from '@/config'
import { CLEARED_COOKIES, tokenFrom } from '@/core/tokens'
import type { CredentialStore } from './types'
import { USER_DATA_KEY, userDataStorage } from './credentialsUserData'

export const TOKEN_COOKIE_DAYS = 30

/** The configured parent domain applies only when this page is served under it. */
function cookieDomain(): string | undefined {
  if (!COOKIE_DOMAIN) return undefined
  const host = window.location.hostname
  const bare = COOKIE_DOMAIN.replace(/^\./, '')
  return host === bare || host.endsWith(`.${bare}`) ? COOKIE_DOMAIN : undefined
}

function cookieOptions(): Cookies.CookieAttributes {
  const domain = cookieDomain()
  return domain ? { path: '/', domain } : { path: '/' }
}

export const credentials: CredentialStore = {
  readToken() {
    return tokenFrom((name) => Cookies.get(name))
  },
  writeToken(token) {
    const options = { ...cookieOptions(), expires: TOKEN_COOKIE_DAYS }
    Cookies.set('userToken', token, options)
    Cookies.set('token', token, options)
  },
  ...userDataStorage,
  clear() {
    const options = cookieOptions()
    for (const name of CLEARED_COOKIES) {
      Cookies.remove(name, options)
      Cookies.remove(name, { path: '/' })
    }
    Taro.removeStorageSync(USER_DATA_KEY)
    Taro.removeStorageSync('qwToken')
  },
}
