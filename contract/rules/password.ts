/**
 * Account rules around passwords (docs/spec/content-access.md sections 2 and 7: password login, register, reset by SMS and by
 * mail). The spec names the calls but not their rules; these are the app's, shared by the forms and the reference
 * server (server/lib/accounts/password.ts checks the decrypted password with the same function, so both say the same thing).
 */

export const PASSWORD_MIN_LENGTH = 8
export const PASSWORD_MAX_LENGTH = 20
/** Captcha answers: 4 characters, compared without case. */
export const CAPTCHA_LENGTH = 4
export const EMAIL_MAX_LENGTH = 64
export const MAIL_CODE_LENGTH = 6

/** What the SMS code of otpSMS is for (getOtp's type 3 is the code login's). */
export const OTP_PURPOSE = { register: 1, resetPassword: 2 } as const
export type OtpPurpose = (typeof OTP_PURPOSE)[keyof typeof OTP_PURPOSE]

/** Messages of the account rules (the spec quotes none for them: the app's own wording). */
export const PASSWORD_TEXT = {
  enterPassword: '请输入密码',
  length: `密码长度为${PASSWORD_MIN_LENGTH}-${PASSWORD_MAX_LENGTH}位`,
  letterAndDigit: '密码需同时包含字母和数字',
  characters: '密码只能包含字母、数字和英文符号',
  confirm: '请再次输入密码',
  mismatch: '两次输入的密码不一致',
  enterCaptcha: '请输入图形验证码',
  captchaLength: `请输入${CAPTCHA_LENGTH}位图形验证码`,
  enterCode: '请输入短信验证码',
  enterMailCode: '请输入邮箱验证码',
  enterEmail: '请输入邮箱',
  email: '请输入正确的邮箱',
} as const

/** Printable ASCII without the space: letters, digits and symbols a phone keyboard types. */
const PASSWORD_CHARS = /^[\x21-\x7e]*$/

/** The first rule a new password breaks ('' when it is good): length 8-20, letters and digits both, no other characters. */
export function checkPassword(password: string): string {
  if (password === '') return PASSWORD_TEXT.enterPassword
  if (!PASSWORD_CHARS.test(password)) return PASSWORD_TEXT.characters
  if (password.length < PASSWORD_MIN_LENGTH || password.length > PASSWORD_MAX_LENGTH) return PASSWORD_TEXT.length
  if (!/[A-Za-z]/.test(password) || !/\d/.test(password)) return PASSWORD_TEXT.letterAndDigit
  return ''
}

/** A new password and its repetition: the password's own rule first, then the repetition. */
export function checkNewPassword(password: string, again: string): string {
  const problem = checkPassword(password)
  if (problem) return problem
  if (again === '') return PASSWORD_TEXT.confirm
  return password === again ? '' : PASSWORD_TEXT.mismatch
}

/** Password login only needs something typed: the server says whether it is right. */
export function canSubmitPasswordLogin(phone: string, password: string): boolean {
  return phone.trim() !== '' && password !== ''
}

export const EMAIL_PATTERN = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}$/

/** An e-mail address: required when `required`, else may be empty. */
export function checkEmail(email: string, required = true): string {
  const e = email.trim()
  if (e === '') return required ? PASSWORD_TEXT.enterEmail : ''
  return e.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(e) ? '' : PASSWORD_TEXT.email
}

/** The captcha answer as typed: 4 letters or digits (case does not matter). */
export function checkCaptcha(answer: string): string {
  const a = answer.trim()
  if (a === '') return PASSWORD_TEXT.enterCaptcha
  return a.length === CAPTCHA_LENGTH ? '' : PASSWORD_TEXT.captchaLength
}

/** What a captcha field keeps: letters and digits, at most 4. */
export function sanitiseCaptchaInput(value: string): string {
  return value.replace(/[^A-Za-z0-9]/g, '').slice(0, CAPTCHA_LENGTH)
}

/** 138****8000: a phone number as the my page shows it. */
export function maskMobile(mobile: string): string {
  return /^\d{11}$/.test(mobile) ? `${mobile.slice(0, 3)}****${mobile.slice(7)}` : mobile
}

/** l***@example.com: an e-mail address as a page shows it. */
export function maskEmail(email: string): string {
  const at = email.indexOf('@')
  if (at < 1) return email
  return `${email[0]}***${email.slice(at)}`
}
