/**
 * The session (docs/spec/content-access.md section 4, "Login state"): token and user data kept through the platform's
 * credential store, the pre-navigation token check (userInfo, 3 s, verified tokens cached, 401 clears),
 * code login, WeChat login, a token from the native app and logout.
 */
import { makeAutoObservable, runInAction } from 'mobx'
import type { LoginPayload, LoginResult, UserData, UserInfo, WeChatLoginBody, WeChatLoginResult } from '@contract/api'
import type { CredentialStore } from '@/platform/types'
import type { AccountApi } from '@/services/account'
import { USER_CHECK_TIMEOUT_MS } from '@/services/account'
import { newClientKey } from '@/core/ids'
import { ApiError } from '@/services/request'

/** What the session calls of the account service (the password and third-party calls are the account flows', ./account.ts). */
export type SessionAccountApi = Pick<AccountApi, 'getOtp' | 'loginAndRegister' | 'weChatLogin' | 'userInfo' | 'logout'>

export class SessionStore {
  token = ''
  uid = 0
  user: UserInfo | null = null
  /** The client last confirmed for this token (userData): who the user is while a check has not answered. */
  private storedClient: UserData['userClient'] = undefined
  /** The token the server last confirmed; the check before each page skips it. */
  private verifiedToken = ''
  /** The check under way and the token it is for: every caller meanwhile (the page shown, its gate, a tab) shares it. */
  private checking: { token: string; done: Promise<boolean> } | null = null
  /** The number and code of the last login that got no answer, and the key it was sent with. */
  private loginAttempt: { pair: string; key: string } | null = null

  constructor(
    private readonly credentials: CredentialStore,
    private readonly account: SessionAccountApi,
  ) {
    makeAutoObservable<SessionStore, 'credentials' | 'account' | 'loginAttempt' | 'checking'>(this, { credentials: false, account: false, loginAttempt: false, checking: false })
    this.token = credentials.readToken()
    const data = credentials.readUserData()
    if (this.token && data?.token === this.token) {
      this.uid = data.uid
      this.storedClient = data.userClient
    }
  }

  get isLoggedIn(): boolean {
    return this.token !== ''
  }

  /** The checked user's client, else the one stored with this token (a check that timed out). */
  get userClient(): number | undefined {
    return this.user?.userClient ?? this.storedClient
  }

  /** userInfo's answer for `token`, unless the session has moved on to another token meanwhile. */
  private accept(token: string, user: UserInfo): void {
    runInAction(() => {
      if (this.token !== token) return
      this.user = user
      this.uid = user.uid
      this.verifiedToken = token
      this.remember(user.uid, token, user.userClient)
    })
  }

  /** Keeps {uid, token, userClient} for the next start. */
  private remember(uid: number, token: string, userClient: UserData['userClient']): void {
    this.storedClient = userClient
    this.credentials.writeUserData(userClient === undefined ? { uid, token } : { uid, token, userClient })
  }

  /** Keeps a fresh login: token cookies/storage, userData {uid, token}. */
  setSession(result: LoginResult): void {
    this.token = result.token
    this.uid = result.uid
    this.user = { uid: result.uid, mobile: result.mobile, nickName: result.nickName, userClient: result.userClient }
    this.verifiedToken = result.token
    this.checking = null
    this.credentials.writeToken(result.token)
    this.remember(result.uid, result.token, result.userClient)
  }

  /**
   * The user handed over by the provider's native app (docs/spec/content-access.md section 6: "Token source: cookie in a
   * browser or the native app"; "Logged-in student (token and uid)"): its token and uid are kept like a login's
   * (userData {uid, token}, section 3), then the token is checked with userInfo as before each navigation, whose
   * answer wins. A check that times out keeps the app's uid.
   */
  async adoptToken(user: { token: string; uid: number }): Promise<boolean> {
    if (user.token !== this.token) {
      this.token = user.token
      this.uid = 0
      this.user = null
      this.storedClient = undefined
      this.verifiedToken = ''
      this.credentials.writeToken(user.token)
    }
    if (user.uid > 0 && this.uid === 0) {
      this.uid = user.uid
      this.credentials.writeUserData({ uid: user.uid, token: user.token })
    }
    return this.verify()
  }

  /** clearToken of the spec: removes userToken, token, SSOTOKEN, the qw token and user data. */
  clear(): void {
    this.token = ''
    this.uid = 0
    this.user = null
    this.storedClient = undefined
    this.verifiedToken = ''
    this.checking = null
    this.credentials.clear()
  }

  /**
   * The check before each navigation (docs/spec/content-access.md section 4: "Before each navigation a stored token is checked
   * against the user-info call (cached when verified); code 401 clears it"): true when the stored token is good. A
   * verified token is not asked again, and callers during a check share it (one userInfo call). 401 clears the
   * session (false) and sends nobody anywhere: a page that needs login decides (LoginGate). A check that times out or
   * fails otherwise keeps the token (true), uncached: the next call that needs it will tell.
   */
  verify(): Promise<boolean> {
    const token = this.token
    if (!token) return Promise.resolve(false)
    if (token === this.verifiedToken) return Promise.resolve(true)
    if (this.checking?.token === token) return this.checking.done
    const done = this.check(token).finally(() => {
      if (this.checking?.done === done) this.checking = null
    })
    this.checking = { token, done }
    return done
  }

  /** True once the stored token has been confirmed (or there is none): what the session knows is the server's. */
  get isChecked(): boolean {
    return this.token === '' || this.token === this.verifiedToken
  }

  private async check(token: string): Promise<boolean> {
    try {
      this.accept(token, await this.account.userInfo({ quiet: true, timeout: USER_CHECK_TIMEOUT_MS }))
      return this.token === token
    } catch (error) {
      if (error instanceof ApiError && error.code === 401) {
        if (this.token === token) this.clear()
        return false
      }
      return this.token === token
    }
  }

  /**
   * Who the user is, for a choice that depends on it (the 我的 tab): the check first; when it timed out and no client
   * was ever stored with this token, userInfo again, without the check's 3 s limit.
   */
  async identify(): Promise<void> {
    if (!(await this.verify()) || this.userClient !== undefined) return
    const token = this.token
    try {
      this.accept(token, await this.account.userInfo({ quiet: true }))
    } catch {
      // still unknown: the caller goes on as for a user of no client
    }
  }

  sendCode(mobileNo: string): Promise<null> {
    return this.account.getOtp(mobileNo)
  }

  /**
   * Code login. A retry with the same number and code sends the same clientLoginKey, so a login whose answer was
   * lost (the server used the code) still logs in; another number or code is a new attempt with a new key.
   */
  async loginWithCode(payload: LoginPayload): Promise<LoginResult> {
    const pair = `${payload.mobileNo}:${payload.otp}`
    if (this.loginAttempt?.pair !== pair) this.loginAttempt = { pair, key: newClientKey() }
    const result = await this.account.loginAndRegister({ ...payload, clientLoginKey: this.loginAttempt.key })
    this.loginAttempt = null
    this.setSession(result)
    return result
  }

  /** One step of WeChat login; a session is kept when the server answers with one. */
  async loginWithWeChat(body: WeChatLoginBody): Promise<WeChatLoginResult> {
    const result = await this.account.weChatLogin(body)
    if (!result.needPhone) this.setSession(result)
    return result
  }

  async logout(): Promise<void> {
    try {
      if (this.token) await this.account.logout()
    } catch {
      // Logging out locally is what the learner asked for; a failed server call changes nothing here.
    } finally {
      this.clear()
    }
  }
}
