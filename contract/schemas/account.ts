/**
 * Request schemas of the account service that the app's types share (contract/api.ts and contract/account.ts derive their
 * request types from them): code login, WeChat login, password login, register and the two password resets.
 */
import { Type } from '@sinclair/typebox'
import { CAPTCHA_LENGTH, EMAIL_MAX_LENGTH, EMAIL_PATTERN } from '../rules/password'
import { intEnum, mobileNoSchema, params, str } from './builders'

/** getOtp type for the login/register code. */
export const OTP_TYPE_LOGIN = 3
/** otpSMS types (contract/rules/password.ts OTP_PURPOSE): the register page's code and the password reset's. */
export const OTP_TYPE_REGISTER = 1
export const OTP_TYPE_RESET = 2

const opt = (maxLength: number) => Type.Optional(str(maxLength))
/** base64 of a 2048-bit RSA ciphertext (344 characters); a little room for other key sizes. */
const cipherSchema = Type.String({ minLength: 1, maxLength: 1024, pattern: '^[A-Za-z0-9+/]+={0,2}$', 'x-msg': '请输入密码' })
const otpSchema = Type.String({ pattern: '^\\d{6}$', 'x-msg': '请输入正确的短信验证码' })
const mailCodeSchema = Type.String({ pattern: '^\\d{6}$', 'x-msg': '请输入正确的邮箱验证码' })
export const captchaKeySchema = Type.String({ pattern: '^[0-9a-f]{32}$', 'x-msg': '图形验证码已失效，请点击图片刷新' })
const captchaSchema = Type.String({ pattern: `^\\s*[A-Za-z0-9]{${CAPTCHA_LENGTH}}\\s*$`, 'x-msg': '请输入正确的图形验证码' })
const emailPattern = EMAIL_PATTERN.source.slice(1, -1)
const emailSchema = Type.String({ maxLength: EMAIL_MAX_LENGTH + 8, pattern: `^\\s*(${emailPattern})\\s*$`, 'x-msg': '请输入正确的邮箱' })
const optionalEmailSchema = Type.String({ ...emailSchema, pattern: `^\\s*(${emailPattern})?\\s*$` })

/** Where a new account comes from (registration channel, business-channel params). */
const registration = {
  clientType: Type.Optional(Type.Integer({ minimum: 0, maximum: 99 })),
  versionCode: opt(32),
  businessId: opt(64),
  nickName: opt(32),
  raceTrack: Type.Optional(Type.Integer({ minimum: 0, maximum: 99 })),
  registerChannelId: opt(64),
  triggerRegisterUrl: opt(2048),
  teacherId: opt(64),
  /** Business-channel params, sent only when both are present (docs/spec/content-access.md section 5). */
  webpageTopic: opt(128),
  distributorCode: opt(128),
}

/** GET getOtp: the login/register code by SMS. */
export const OtpQuerySchema = params({ mobileNo: mobileNoSchema, type: intEnum([OTP_TYPE_LOGIN], { 'x-msg': '验证码类型不正确' }) })

/** POST loginAndRegister. */
export const LoginPayloadSchema = params({
  mobileNo: mobileNoSchema,
  otp: Type.String({ pattern: '^\\d{4,6}$', 'x-msg': '请输入正确的验证码' }),
  clientType: Type.Optional(Type.Integer()),
  versionCode: opt(32),
  businessId: opt(64),
  nickName: opt(32),
  raceTrack: Type.Optional(Type.Integer()),
  registerChannelId: opt(64),
  triggerRegisterUrl: opt(2048),
  teacherId: opt(64),
  /** Business-channel params, sent only when both are present (docs/spec/content-access.md section 5). */
  webpageTopic: opt(128),
  distributorCode: opt(128),
  /**
   * Random per login attempt and kept when the learner taps again with the same number and code: after an answer
   * lost on the way, the server logs the same client in again with the code it already used (this app's addition).
   */
  clientLoginKey: opt(64),
  /** A third-party sign-in waiting for a phone (oauth/userInfo's loginTicket): linked to the account on success. */
  oauthTicket: opt(128),
})

/** POST weChatLogin: step 1 {code}, step 2 {loginTicket, phoneCode}. */
export const WeChatLoginBodySchema = params({ code: opt(256), loginTicket: opt(256), phoneCode: opt(256) })

/** POST loginV1_2 (form): the password RSA-encrypted with getpublicKey's key. */
export const PasswordLoginBodySchema = params({ mobileNo: mobileNoSchema, password: cipherSchema })

/** GET otpSMS: an SMS code for registering (type 1) or resetting the password (type 2), behind an image captcha. */
export const OtpSmsQuerySchema = params({
  mobileNo: mobileNoSchema,
  type: intEnum([OTP_TYPE_REGISTER, OTP_TYPE_RESET], { 'x-msg': '验证码类型不正确' }),
  captchaKey: captchaKeySchema,
  captcha: captchaSchema,
})

/** GET otpMail: a code by mail to reset the password, behind an image captcha. */
export const OtpMailQuerySchema = params({ email: emailSchema, captchaKey: captchaKeySchema, captcha: captchaSchema })

/** POST register (form): a new account with a password; answers a session like loginAndRegister. */
export const RegisterBodySchema = params({ mobileNo: mobileNoSchema, otp: otpSchema, password: cipherSchema, email: Type.Optional(optionalEmailSchema), ...registration })

/** POST passWord_v410: sets or changes the password, proven by an SMS code (type 2); answers a new session. */
export const ResetBySmsBodySchema = params({ mobileNo: mobileNoSchema, otp: otpSchema, password: cipherSchema })

/** POST appEmailPwd: sets the password, proven by a mail code; answers a new session. */
export const ResetByMailBodySchema = params({ email: emailSchema, code: mailCodeSchema, password: cipherSchema })
