/** Account service client (docs/spec/content-access.md section 7, "Account"; each call a row of contract/calls/table/account.ts). */
import type { GetOtpQuery, LoginPayload, LoginResult, UserInfo, WeChatLoginBody, WeChatLoginResult } from '@contract/api'
import type {
  AccountProfile,
  CaptchaResult,
  OAuthTokens,
  OAuthUserInfoResult,
  OtpMailQuery,
  OtpSmsQuery,
  PasswordLoginBody,
  PublicKeyResult,
  RegisterBody,
  ResetByMailBody,
  ResetBySmsBody,
} from '@contract/account'
import { ACCOUNT_CALLS as A } from '@contract/calls/table/account'
import { OTP_TYPE_LOGIN } from '@/core/login'
import { http } from './http'
import type { Requester } from './request'
import { useService } from './context'

/** The pre-navigation user check waits at most 3 s (docs/spec/content-access.md section 9). */
export const USER_CHECK_TIMEOUT_MS = 3000

export function createAccountApi(request: Requester) {
  return {
    getOtp(mobileNo: string) {
      const query: GetOtpQuery = { mobileNo, type: OTP_TYPE_LOGIN }
      return request<null>(A.getOtp, { data: query })
    },
    loginAndRegister(payload: LoginPayload) {
      return request<LoginResult>(A.loginAndRegister, { data: payload })
    },
    weChatLogin(body: WeChatLoginBody) {
      return request<WeChatLoginResult>(A.weChatLogin, { data: body })
    },
    /** The user behind the stored token; quiet (no toast, no trip to login) for the pre-navigation check. */
    userInfo(options: { quiet?: boolean; timeout?: number } = {}) {
      return request<UserInfo>(A.userInfo, { notNeedLogin: options.quiet, timeout: options.timeout })
    },
    logout() {
      return request<null>(A.logout, { notNeedLogin: true })
    },
    /** The server's RSA public key (base64 SPKI), asked for each password sent. */
    getPublicKey() {
      return request<PublicKeyResult>(A.getpublicKey)
    },
    /** Password login, a form body (the password encrypted). */
    passwordLogin(body: PasswordLoginBody) {
      return request<LoginResult>(A.loginV1_2, { data: body })
    },
    captchaImage() {
      return request<CaptchaResult>(A['captcha-image'])
    },
    /** An SMS code to register (type 1) or to reset the password (type 2), behind the image captcha. */
    otpSms(query: OtpSmsQuery) {
      return request<null>(A.otpSMS, { data: query })
    },
    otpMail(query: OtpMailQuery) {
      return request<null>(A.otpMail, { data: query })
    },
    /** A new account with a password, a form body. */
    register(body: RegisterBody) {
      return request<LoginResult>(A.register, { data: body })
    },
    /** Sets or changes the password by SMS code. */
    resetBySms(body: ResetBySmsBody) {
      return request<LoginResult>(A.passWord_v410, { data: body })
    },
    resetByMail(body: ResetByMailBody) {
      return request<LoginResult>(A.appEmailPwd, { data: body })
    },
    /** The learner's own account (the my page). */
    getUserInfo() {
      return request<AccountProfile>(A.getUserInfo)
    },
    /** The third-party OAuth calls: tokens for the code, their refresh, the user info (quiet: the page says what failed). */
    oauthAccessToken(code: string) {
      return request<OAuthTokens>(A.oauthAccessToken, { data: { code }, notNeedLogin: true })
    },
    oauthRefreshToken(refreshToken: string) {
      return request<OAuthTokens>(A.oauthRefreshToken, { data: { refreshToken }, notNeedLogin: true })
    },
    oauthUserInfo(accessToken: string, openid: string) {
      return request<OAuthUserInfoResult>(A.oauthUserInfo, { data: { accessToken, openid }, notNeedLogin: true })
    },
  }
}

export type AccountApi = ReturnType<typeof createAccountApi>

/** The app's account client (pure: a page that does not use it does not load it). */
export const accountApi = /*#__PURE__*/ createAccountApi(http)

declare module './context' {
  interface Services {
    accountApi: AccountApi
  }
}

/** The accountApi of the nearest ServicesContext (a test's fake), else the app's client. */
export function useAccountApi(): AccountApi {
  return useService('accountApi', accountApi)
}
