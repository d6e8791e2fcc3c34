// ID numbers of the agreement form: docs/spec/ordering-payment.md section 5 "ID number non-empty ('请输入身份证号')", and the ID
// kinds a school in China enrols, each with its good and bad inputs. The mainland format is checked only for a
// mainland resident ID (and the kinds numbered as one).
import { ID_KINDS, IdKind, idKindLabel, idKindOf, idNumberProblem, isIdCardNumber, isLegacyIdCardNumber } from './idCard'

const TODAY = new Date(Date.UTC(2026, 0, 1))
const OK = ''
const { mainland, hkMacaoPermit, taiwanPermit, residencePermit, foreignPermanent, passport } = IdKind

describe.each<[string, number, [string, string][]]>([
  ['mainland resident ID', mainland, [
    ['110101199003071233', OK],
    ['11010119800101007x', OK], // check character x, lower case
    [' 110101199003071233 ', OK], // trimmed
    ['110101900307123', OK], // 15 digits, issued before 1999: born 1990-03-07
    ['', '请输入身份证号'], // the spec's
    ['   ', '请输入身份证号'],
    ['11010119900307123', '请输入正确的身份证号'], // 17 digits
    ['110101199003071234', '请输入正确的身份证号'], // wrong check character
    ['110101199002301236', '请输入正确的身份证号'], // no 30 February
    ['110101203001011234', '请输入正确的身份证号'], // born after today
    ['110101901332123', '请输入正确的身份证号'], // 15 digits, month 13
    ['11010190030712X', '请输入正确的身份证号'], // 15 characters are all digits
    ['1101011990030712', '请输入正确的身份证号'], // 16 digits
    ['H12345678', '请输入正确的身份证号'], // a permit number under the wrong kind
  ]],
  ['Hong Kong / Macao permit', hkMacaoPermit, [
    ['H12345678', OK],
    ['m12345678', OK],
    ['H1234567890', OK], // issued before 2013
    ['', '请输入证件号码'],
    ['H1234567', '请输入正确的证件号码'],
    ['H123456789', '请输入正确的证件号码'],
    ['X12345678', '请输入正确的证件号码'],
    ['12345678', '请输入正确的证件号码'],
    ['H1234567A', '请输入正确的证件号码'],
  ]],
  ['Taiwan permit', taiwanPermit, [
    ['12345678', OK],
    ['1234567890', OK],
    ['1234567890(B)', OK],
    ['1234567890（b）', OK], // full-width brackets, lower case
    ['', '请输入证件号码'],
    ['1234567', '请输入正确的证件号码'],
    ['123456789', '请输入正确的证件号码'],
    ['T1234567', '请输入正确的证件号码'],
    ['1234567890(BB)', '请输入正确的证件号码'],
  ]],
  ['residence permit of HK, Macao and Taiwan residents', residencePermit, [
    ['810000199003071237', OK],
    ['820000198501010020', OK],
    ['830000200002290058', OK],
    ['', '请输入证件号码'],
    ['110101199003071233', '请输入正确的证件号码'], // a mainland region
    ['810000199003071238', '请输入正确的证件号码'], // wrong check character
  ]],
  ['foreign permanent resident ID', foreignPermanent, [
    ['USA123456789012', OK],
    ['915156199003071232', OK], // the 2023 card
    ['', '请输入证件号码'],
    ['US1234567890123', '请输入正确的证件号码'],
    ['USA12345678901', '请输入正确的证件号码'],
    ['915156199003071233', '请输入正确的证件号码'], // wrong check character
    ['110101199003071233', '请输入正确的证件号码'], // a mainland number
  ]],
  ['passport', passport, [
    ['E12345678', OK],
    ['EA1234567', OK],
    ['123456789', OK], // digits only (US)
    ['', '请输入证件号码'],
    ['E123', '请输入正确的证件号码'], // too short
    ['E1234567890123456', OK], // 17
    ['E12345678901234567', '请输入正确的证件号码'], // 18
    ['ABCDEFGH', '请输入正确的证件号码'], // no digit: a name typed in the wrong field
    ['E1234-5678', '请输入正确的证件号码'],
    ['E1234 5678', '请输入正确的证件号码'],
    ['护照12345', '请输入正确的证件号码'],
  ]],
])('%s', (_name, kind, rows) => {
  it.each(rows)('%p → %p', (value, problem) => {
    expect(idNumberProblem(kind, value, TODAY)).toBe(problem)
  })
})

it('no kind named is a mainland resident ID (the spec\'s form, and a request without idCardType)', () => {
  for (const none of [null, undefined, '', 0]) {
    expect(idKindOf(none)).toBe(mainland)
    expect(idNumberProblem(none, '', TODAY)).toBe('请输入身份证号')
    expect(idNumberProblem(none, '110101199003071234', TODAY)).toBe('请输入正确的身份证号')
  }
  expect(idNumberProblem('6', 'E12345678', TODAY)).toBe('')
})

it('an unknown kind', () => {
  expect(idKindOf(7)).toBeNull()
  expect(idNumberProblem(7, 'E12345678', TODAY)).toBe('请选择证件类型')
  expect(idKindLabel(7)).toBe('')
})

it('the picker lists six kinds, the mainland resident ID first', () => {
  expect(ID_KINDS.map((k) => k.label)).toEqual(['居民身份证', '港澳居民来往内地通行证', '台湾居民来往大陆通行证', '港澳台居民居住证', '外国人永久居留身份证', '护照'])
  expect(idKindLabel(undefined)).toBe('居民身份证')
})

it('the 18- and 15-digit checks alone', () => {
  expect(isIdCardNumber('110101199003071233', TODAY)).toBe(true)
  expect(isIdCardNumber('110101900307123', TODAY)).toBe(false)
  expect(isLegacyIdCardNumber('110101900307123', TODAY)).toBe(true)
  expect(isLegacyIdCardNumber('110101900230123', TODAY)).toBe(false)
})
