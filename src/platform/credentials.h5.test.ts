/**
 * H5 credential store (docs/spec/content-access.md section 4, "Login state"): cookies userToken and token, 30 days, path /;
 * clearToken removes userToken, token, SSOTOKEN and the qw token; userData lives in storage.
 * jsdom keeps real cookies for http://localhost/, so document.cookie shows what a browser would hold.
 * (jsdom does not expose a cookie's expiry or path through document.cookie: those are checked on js-cookie's set.)
 */
import Cookies from 'js-cookie'

import Taro from '@tarojs/taro'
import { credentials, TOKEN_COOKIE_DAYS } from './credentials.h5'

function cookieJar(): Record<string, string> {
  return Object.fromEntries(
    document.cookie
      .split('; ')
      .filter(Boolean)
      .map((c) => {
        const i = c.indexOf('=')
        return [c.slice(0, i), decodeURIComponent(c.slice(i + 1))]
      }),
  )
}

function wipeCookies() {
  for (const name of Object.keys(cookieJar())) document.cookie = `${name}=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT`
}

beforeEach(() => {
  wipeCookies()
  Taro.clearStorageSync()
  jest.restoreAllMocks()
})

describe('writeToken', () => {
  it('sets cookies userToken and token', () => {
    credentials.writeToken('abc.def')
    expect(cookieJar()).toMatchObject({ userToken: 'abc.def', token: 'abc.def' })
    expect(credentials.readToken()).toBe('abc.def')
  })

  it('sets them for 30 days on path / (no domain when none is configured)', () => {
    const set = jest.spyOn(Cookies, 'set')
    credentials.writeToken('t1')
    expect(TOKEN_COOKIE_DAYS).toBe(30)
    expect(set).toHaveBeenCalledTimes(2)
    expect(set).toHaveBeenCalledWith('userToken', 't1', { path: '/', expires: 30 })
    expect(set).toHaveBeenCalledWith('token', 't1', { path: '/', expires: 30 })
  })

  it('the cookies are visible from another path of the site (path /)', () => {
    window.history.pushState({}, '', '/ty/myOrder')
    credentials.writeToken('deep')
    window.history.pushState({}, '', '/')
    expect(cookieJar().userToken).toBe('deep')
  })
})

describe('readToken', () => {
  it('falls back to the token cookie when userToken is missing', () => {
    document.cookie = 'token=only-token; path=/'
    expect(credentials.readToken()).toBe('only-token')
  })

  it("is '' without cookies", () => {
    expect(credentials.readToken()).toBe('')
  })

  // Section 3: "tokens kept: userToken, token, qwToken, plus a single-sign-on cookie SSOTOKEN".
  it("is the single sign-on cookie SSOTOKEN when the app's own cookies are missing", () => {
    document.cookie = 'SSOTOKEN=from-sso; path=/'
    expect(credentials.readToken()).toBe('from-sso')
  })

  it("prefers the app's own cookies to SSOTOKEN", () => {
    document.cookie = 'SSOTOKEN=from-sso; path=/'
    document.cookie = 'token=own; path=/'
    expect(credentials.readToken()).toBe('own')
  })
})

describe('userData', () => {
  it('is written to and read from storage', () => {
    credentials.writeUserData({ uid: 5, token: 'x' })
    expect(Taro.getStorageSync('userData')).toEqual({ uid: 5, token: 'x' })
    expect(credentials.readUserData()).toEqual({ uid: 5, token: 'x' })
  })

  it('is null when absent or not an object', () => {
    expect(credentials.readUserData()).toBeNull()
    Taro.setStorageSync('userData', 'garbage')
    expect(credentials.readUserData()).toBeNull()
  })
})

describe('clear (clearToken of the spec)', () => {
  it('removes userToken, token, SSOTOKEN and qwToken cookies and userData storage', () => {
    credentials.writeToken('t')
    document.cookie = 'SSOTOKEN=sso; path=/'
    document.cookie = 'qwToken=qw; path=/'
    document.cookie = 'other=keep; path=/'
    credentials.writeUserData({ uid: 1, token: 't' })
    Taro.setStorageSync('qwToken', 'qw')
    expect(Object.keys(cookieJar()).sort()).toEqual(['SSOTOKEN', 'other', 'qwToken', 'token', 'userToken'])

    credentials.clear()

    expect(cookieJar()).toEqual({ other: 'keep' })
    expect(Taro.getStorageSync('userData')).toBe('')
    expect(Taro.getStorageSync('qwToken')).toBe('')
    expect(credentials.readToken()).toBe('')
    expect(credentials.readUserData()).toBeNull()
  })
})

describe("the provider's parent domain (TARO_APP_COOKIE_DOMAIN)", () => {
  /** credentials.h5 loaded afresh with the domain configured (config.ts reads it at load), and its js-cookie. */
  function withDomain(domain: string) {
    const saved = process.env.TARO_APP_COOKIE_DOMAIN
    process.env.TARO_APP_COOKIE_DOMAIN = domain
    let store!: typeof credentials
    let cookies!: typeof Cookies
    jest.isolateModules(() => {
      cookies = jest.requireActual('js-cookie')
      store = (jest.requireActual('./credentials.h5') as { credentials: typeof credentials }).credentials
    })
    if (saved === undefined) delete process.env.TARO_APP_COOKIE_DOMAIN
    else process.env.TARO_APP_COOKIE_DOMAIN = saved
    return { store, set: jest.spyOn(cookies, 'set'), remove: jest.spyOn(cookies, 'remove') }
  }

  it('is used when the page is served under it (jsdom serves localhost)', () => {
    const { store, set, remove } = withDomain('localhost')
    store.writeToken('t')
    expect(set).toHaveBeenCalledWith('userToken', 't', { path: '/', domain: 'localhost', expires: 30 })
    expect(set).toHaveBeenCalledWith('token', 't', { path: '/', domain: 'localhost', expires: 30 })
    store.clear()
    for (const name of ['userToken', 'token', 'SSOTOKEN', 'qwToken']) {
      expect(remove).toHaveBeenCalledWith(name, { path: '/', domain: 'localhost' })
    }
  })

  it('is left out when the page is served elsewhere', () => {
    const { store, set } = withDomain('.example.com')
    store.writeToken('t')
    expect(set).toHaveBeenCalledWith('userToken', 't', { path: '/', expires: 30 })
  })
})
