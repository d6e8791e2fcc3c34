/**
 * ID numbers of the agreement form. docs/spec/ordering-payment.md section 5 asks only "ID number non-empty ('请输入身份证号')";
 * a school in China enrols learners with any of the ID kinds below (证件类型), so the form lets the learner say which
 * and checks the number's shape for that kind, the mainland resident ID's check character only when it is one.
 * Shared by the agreement form (src/core/order/forms.ts) and the reference server (server/lib/orders/contracts.ts).
 *
 * Mainland resident ID number (GB 11643-1999): 17 digits — a 6-digit region, the birth date YYYYMMDD, a 3-digit
 * sequence — then a check character computed from them (ISO 7064 MOD 11-2: weights 2^(17-i) mod 11, '10X98765432').
 * Numbers issued before 1999 have 15 digits: the region, the birth date YYMMDD (19YY) and the sequence, no check.
 */
const WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]
const CHECK = '10X98765432'

/** The ID kinds, by the value the form sends as idCardType (absent: a mainland resident ID). */
export const IdKind = {
  mainland: 1,
  /** 港澳居民来往内地通行证: H (Hong Kong) or M (Macao) and 8 digits; 10 digits on permits issued before 2013. */
  hkMacaoPermit: 2,
  /** 台湾居民来往大陆通行证: 8 digits; 10 digits (and a letter in brackets) on permits issued before 2015. */
  taiwanPermit: 3,
  /** 港澳台居民居住证: 18 characters as a resident ID, region 810000 (HK), 820000 (Macao) or 830000 (Taiwan). */
  residencePermit: 4,
  /** 外国人永久居留身份证: 3 letters and 12 digits; since 2023 18 characters as a resident ID, starting with 9. */
  foreignPermanent: 5,
  /** 护照: 5-17 letters and digits, at least one digit (any country's). */
  passport: 6,
} as const

export type IdKindValue = (typeof IdKind)[keyof typeof IdKind]

export const DEFAULT_ID_KIND: IdKindValue = IdKind.mainland

/** The kinds as the form's picker lists them. */
export const ID_KINDS: readonly { value: IdKindValue; label: string }[] = [
  { value: IdKind.mainland, label: '居民身份证' },
  { value: IdKind.hkMacaoPermit, label: '港澳居民来往内地通行证' },
  { value: IdKind.taiwanPermit, label: '台湾居民来往大陆通行证' },
  { value: IdKind.residencePermit, label: '港澳台居民居住证' },
  { value: IdKind.foreignPermanent, label: '外国人永久居留身份证' },
  { value: IdKind.passport, label: '护照' },
]

export const ID_TEXT = {
  /** The spec's (section 5), for a mainland resident ID: "ID number non-empty ('请输入身份证号')". */
  empty: '请输入身份证号',
  /** Beyond the spec: the server refuses a malformed mainland number, so the form says it first. */
  format: '请输入正确的身份证号',
  /** The other kinds' (this app's wording). */
  otherEmpty: '请输入证件号码',
  otherFormat: '请输入正确的证件号码',
  unknownKind: '请选择证件类型',
} as const

/** The check character of the first 17 digits. */
export function idCardCheckChar(first17: string): string {
  let sum = 0
  for (let i = 0; i < 17; i++) sum += Number(first17[i]) * WEIGHTS[i]
  return CHECK[sum % 11]
}

function realBirthDate(y: number, m: number, d: number, today: Date): boolean {
  const born = new Date(Date.UTC(y, m - 1, d))
  return y >= 1900 && born.getUTCFullYear() === y && born.getUTCMonth() === m - 1 && born.getUTCDate() === d && born.getTime() <= today.getTime()
}

const normal = (value: string) => value.trim().toUpperCase()

/** True for an 18-character ID number with a real birth date (1900 to today) and the right check character ('x' too). */
export function isIdCardNumber(value: string, today = new Date()): boolean {
  const v = normal(value)
  if (!/^\d{17}[\dX]$/.test(v)) return false
  if (!realBirthDate(Number(v.slice(6, 10)), Number(v.slice(10, 12)), Number(v.slice(12, 14)), today)) return false
  return idCardCheckChar(v) === v[17]
}

/** True for a 15-digit ID number (issued before 1999) with a real birth date 19YYMMDD. */
export function isLegacyIdCardNumber(value: string, today = new Date()): boolean {
  const v = normal(value)
  return /^\d{15}$/.test(v) && realBirthDate(1900 + Number(v.slice(6, 8)), Number(v.slice(8, 10)), Number(v.slice(10, 12)), today)
}

const SHAPES: Record<IdKindValue, (v: string, today: Date) => boolean> = {
  [IdKind.mainland]: (v, today) => isIdCardNumber(v, today) || isLegacyIdCardNumber(v, today),
  [IdKind.hkMacaoPermit]: (v) => /^[HM](\d{8}|\d{10})$/.test(v),
  [IdKind.taiwanPermit]: (v) => /^(\d{8}|\d{10}(\([A-Z]\))?)$/.test(v),
  [IdKind.residencePermit]: (v, today) => /^8[123]0000/.test(v) && isIdCardNumber(v, today),
  [IdKind.foreignPermanent]: (v, today) => /^[A-Z]{3}\d{12}$/.test(v) || (v.startsWith('9') && isIdCardNumber(v, today)),
  [IdKind.passport]: (v) => /^[A-Z0-9]{5,17}$/.test(v) && /\d/.test(v),
}

/** The kind a form or request names: absent (null, undefined, '' or 0) is a mainland resident ID; null when unknown. */
export function idKindOf(value: number | string | null | undefined): IdKindValue | null {
  if (value === null || value === undefined || value === '' || Number(value) === 0) return DEFAULT_ID_KIND
  const kind = ID_KINDS.find((k) => k.value === Number(value))
  return kind ? kind.value : null
}

export function idKindLabel(value: number | string | null | undefined): string {
  const kind = idKindOf(value)
  return ID_KINDS.find((k) => k.value === kind)?.label ?? ''
}

/**
 * The ID number's problem for its kind, '' when it has none: empty ('请输入身份证号' for a mainland ID, the spec's),
 * then the shape of that kind (full-width brackets and lower-case letters are read as their ASCII capitals).
 */
export function idNumberProblem(kindValue: number | string | null | undefined, value: string, today = new Date()): string {
  const kind = idKindOf(kindValue)
  if (kind === null) return ID_TEXT.unknownKind
  const mainland = kind === IdKind.mainland
  const v = normal(value).replace(/（/g, '(').replace(/）/g, ')')
  if (!v) return mainland ? ID_TEXT.empty : ID_TEXT.otherEmpty
  if (!SHAPES[kind](v, today)) return mainland ? ID_TEXT.format : ID_TEXT.otherFormat
  return ''
}
