/**
 * Account service shapes around passwords, captchas, mail codes and third-party sign-in (docs/spec/content-access.md section 7,
 * "Account"): getpublicKey, loginV1_2, register, passWord_v410, captcha-image, otpSMS, otpMail, appEmailPwd,
 * getUserInfo and the OAuth GETs. The spec names the calls; the fields are this app's.
 */
import type { Static } from '@sinclair/typebox'
import type { OtpMailQuerySchema, OtpSmsQuerySchema, PasswordLoginBodySchema, RegisterBodySchema, ResetByMailBodySchema, ResetBySmsBodySchema } from './schemas/account'
import type { LoginResult, UserClient } from './api'

/**
 * GET getpublicKey: the server's RSA public key as base64 SPKI DER (a PEM's body, what JSEncrypt's setPublicKey takes).
 * Each password is sent as base64 RSA PKCS#1 v1.5 of its UTF-8 under this key (src/platform/rsaPkcs1.ts).
 */
export type PublicKeyResult = string

/** POST loginV1_2 (form): password login. `password` is base64 RSA PKCS#1 v1.5 of the password under getpublicKey's key. */
export type PasswordLoginBody = Static<typeof PasswordLoginBodySchema>

/** GET captcha-image: a PNG as a data URL and the key its answer is checked with. */
export interface CaptchaResult {
  captchaKey: string
  image: string
  expiresIn: number
}

/** GET otpSMS: an SMS code for registering (type 1) or resetting the password (type 2), behind an image captcha. */
export type OtpSmsQuery = Static<typeof OtpSmsQuerySchema>

/** GET otpMail: a code by mail to reset the password, behind an image captcha. */
export type OtpMailQuery = Static<typeof OtpMailQuerySchema>

/** POST register (form): a new account with a password; answers a session like loginAndRegister. */
export type RegisterBody = Static<typeof RegisterBodySchema>

/** POST passWord_v410: sets or changes the password, proven by an SMS code (type 2); answers a new session. */
export type ResetBySmsBody = Static<typeof ResetBySmsBodySchema>

/** POST appEmailPwd: sets the password, proven by a mail code; answers a new session. */
export type ResetByMailBody = Static<typeof ResetByMailBodySchema>

/** GET getUserInfo (token): the learner's own account, for the screens that show it. */
export interface AccountProfile {
  uid: number
  mobile: string
  nickName: string
  userClient: UserClient
  hasPassword: boolean
  email: string | null
  /** Epoch ms. */
  registeredAt: number
  /** Third-party accounts linked to this one (provider names). */
  linked: string[]
}

/** oauth/accessToken and oauth/refreshToken: the provider's tokens (kept in memory by the client, never stored). */
export interface OAuthTokens {
  accessToken: string
  refreshToken: string
  openid: string
  expiresIn: number
  scope: string
}

/** oauth/userInfo: the provider's profile and a session, or a ticket to bind a phone with first. */
export type OAuthUserInfoResult =
  | ({ needPhone: false; nickname: string; avatar: string } & LoginResult)
  | { needPhone: true; loginTicket: string; nickname: string; avatar: string }
