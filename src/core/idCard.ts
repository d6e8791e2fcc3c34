/**
 * Mainland resident ID number (GB 11643-1999): 17 digits — a 6-digit region, the birth date YYYYMMDD, a 3-digit
 * sequence — then a check character computed from them (ISO 7064 MOD 11-2: weights 2^(17-i) mod 11, '10X98765432').
 * Shared by the agreement form (src/core/order/forms.ts) and the reference server (server/lib/orders/contracts.ts).
 */
const WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]
const CHECK = '10X98765432'

/** The check character of the first 17 digits. */
export function idCardCheckChar(first17: string): string {
  let sum = 0
  for (let i = 0; i < 17; i++) sum += Number(first17[i]) * WEIGHTS[i]
  return CHECK[sum % 11]
}

/** True for an 18-character ID number with a real birth date (1900 to today) and the right check character ('x' too). */
export function isIdCardNumber(value: string, today = new Date()): boolean {
  const v = value.trim().toUpperCase()
  if (!/^\d{17}[\dX]$/.test(v)) return false
  const y = Number(v.slice(6, 10))
  const m = Number(v.slice(10, 12))
  const d = Number(v.slice(12, 14))
  const born = new Date(Date.UTC(y, m - 1, d))
  if (y < 1900 || born.getUTCFullYear() !== y || born.getUTCMonth() !== m - 1 || born.getUTCDate() !== d || born.getTime() > today.getTime()) return false
  return idCardCheckChar(v) === v[17]
}
