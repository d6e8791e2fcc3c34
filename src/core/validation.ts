/**
 * Input rules shared by forms (docs/spec/content-access.md section 5; docs/spec/ordering-payment.md section 5).
 * Each returns the spec's message for the first failed check, or '' when the input is valid.
 */
import { T } from './texts'

/** 11 digits, first 1, second 3-9 (docs/spec/ordering-payment.md section 5, loan form). */
export const MOBILE_PATTERN = /^1[3-9]\d{9}$/

export const PHONE_MAX_LENGTH = 11

export function isMobile(value: string): boolean {
  return MOBILE_PATTERN.test(value.trim())
}

/** Keeps what a phone field may hold: digits only, at most 11 (docs/spec/content-access.md: "phone max length 11"). */
export function sanitisePhoneInput(value: string): string {
  return value.replace(/\D/g, '').slice(0, PHONE_MAX_LENGTH)
}

/** Before requesting a code: the phone is required ('请输入手机号'), then must be a mobile number. */
export function checkPhoneForCode(phone: string): string {
  const p = phone.trim()
  if (!p) return T.enterPhone
  if (!MOBILE_PATTERN.test(p)) return T.enterValidPhone
  return ''
}
