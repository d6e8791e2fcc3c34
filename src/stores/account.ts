/**
 * The account flows around passwords and third-party sign-in (docs/spec/content-access.md section 7, "Account"): password login,
 * register, reset by SMS and by mail, the captcha, and a third-party sign-in's session. Each password goes out
 * encrypted with the key getpublicKey answers, asked afresh for each send (the platform's cipher, src/platform/rsaPkcs1.ts:
 * RSA PKCS#1 v1.5 as JSEncrypt does); a session that comes back is kept by the session store as a code login's is.
 */
import type { LoginResult } from '@contract/api'
import type { AccountProfile, CaptchaResult, OAuthTokens, OAuthUserInfoResult, PublicKeyResult } from '@contract/account'
import { buildLoginPayload, type LoginContext } from '@/core/login'
import type { OtpPurpose } from '@contract/rules/password'
import type { AccountApi } from '@/services/account'
import { ApiError } from '@/services/request'
import type { SessionStore } from './session'

export type PasswordCipher = (key: PublicKeyResult, password: string) => Promise<string>

/** Business code of an expired third-party access token: refresh, then ask again (the server's OAUTH_TOKEN_EXPIRED). */
export const OAUTH_TOKEN_EXPIRED = 42001

export interface RegisterForm {
  phone: string
  code: string
  password: string
  email: string
}

export class AccountFlows {
  constructor(
    private readonly session: SessionStore,
    private readonly account: AccountApi,
    private readonly encrypt: PasswordCipher,
  ) {}

  /** A password sealed for one call: the key asked each time (a rotated key is picked up at once). */
  private async seal(password: string): Promise<string> {
    return this.encrypt(await this.account.getPublicKey(), password)
  }

  private keep(result: LoginResult): LoginResult {
    this.session.setSession(result)
    return result
  }

  async loginWithPassword(phone: string, password: string): Promise<LoginResult> {
    const mobileNo = phone.trim()
    return this.keep(await this.account.passwordLogin({ mobileNo, password: await this.seal(password) }))
  }

  captcha(): Promise<CaptchaResult> {
    return this.account.captchaImage()
  }

  sendSmsCode(phone: string, purpose: OtpPurpose, captchaKey: string, captcha: string): Promise<null> {
    return this.account.otpSms({ mobileNo: phone.trim(), type: purpose, captchaKey, captcha: captcha.trim() })
  }

  sendMailCode(email: string, captchaKey: string, captcha: string): Promise<null> {
    return this.account.otpMail({ email: email.trim(), captchaKey, captcha: captcha.trim() })
  }

  /** A new account; the registration fields are the code login's (channel, trigger page, teacher, nickname). */
  async register(form: RegisterForm, ctx: LoginContext): Promise<LoginResult> {
    const { otp: _otp, ...fields } = buildLoginPayload(form.phone, form.code, ctx)
    const email = form.email.trim()
    return this.keep(await this.account.register({ ...fields, otp: form.code.trim(), password: await this.seal(form.password), ...(email ? { email } : {}) }))
  }

  async resetBySms(phone: string, code: string, password: string): Promise<LoginResult> {
    return this.keep(await this.account.resetBySms({ mobileNo: phone.trim(), otp: code.trim(), password: await this.seal(password) }))
  }

  async resetByMail(email: string, code: string, password: string): Promise<LoginResult> {
    return this.keep(await this.account.resetByMail({ email: email.trim(), code: code.trim(), password: await this.seal(password) }))
  }

  profile(): Promise<AccountProfile> {
    return this.account.getUserInfo()
  }

  /**
   * A third-party sign-in after the provider's page: the code's tokens, then the user info; an expired access token
   * is refreshed once and asked again. A linked account's session is kept; an unknown one answers its bind ticket.
   */
  async signInWithOAuth(code: string): Promise<OAuthUserInfoResult> {
    let tokens: OAuthTokens = await this.account.oauthAccessToken(code)
    let info: OAuthUserInfoResult
    try {
      info = await this.account.oauthUserInfo(tokens.accessToken, tokens.openid)
    } catch (error) {
      if (!(error instanceof ApiError && error.code === OAUTH_TOKEN_EXPIRED)) throw error
      tokens = await this.account.oauthRefreshToken(tokens.refreshToken)
      info = await this.account.oauthUserInfo(tokens.accessToken, tokens.openid)
    }
    if (!info.needPhone) {
      const { needPhone: _n, nickname: _nick, avatar: _a, ...session } = info
      this.keep(session)
    }
    return info
  }
}

