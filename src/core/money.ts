/**
 * Money is integer cents (fen) everywhere; shown in yuan with 2 decimals, truncated, never rounded
 * (docs/spec/ordering-payment.md section 9; docs/spec/content-access.md section 9).
 */
import { T } from './texts'

/** '980.00' for 98000; negative amounts keep their sign. */
export function formatMoney(cents: number): string {
  const whole = Math.trunc(cents)
  const sign = whole < 0 ? '-' : ''
  const abs = Math.abs(whole)
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`
}

/**
 * Yuan as typed or sent by a server ('12.345', 12.3, '0.1') to cents, truncating past 2 decimals.
 * Works on the decimal text, so 0.1 + 0.2 style float noise never leaks in. NaN for anything that is not a
 * plain non-negative decimal number.
 */
export function yuanToCents(value: string | number): number {
  const text = typeof value === 'number' ? (Number.isFinite(value) ? String(value) : '') : value.trim()
  const m = /^(\d+)(?:\.(\d*))?$/.exec(text)
  if (!m) return Number.NaN
  return Number(m[1]) * 100 + Number(((m[2] ?? '') + '00').slice(0, 2))
}

/** A goods price: 'free' when 0 or less (docs/spec/content-access.md section 3), else '¥980.00'. */
export function priceLabel(cents: number): string {
  return cents <= 0 ? T.free : `¥${formatMoney(cents)}`
}

/** An original price worth showing struck through: only above the present price. */
export function showOriginalPrice(present: number, original: number): boolean {
  return original > present && original > 0
}
