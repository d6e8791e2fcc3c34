/** Input rules: docs/spec/content-access.md section 5 (code login) and docs/spec/ordering-payment.md section 5 (mobile number). */
import { checkPhoneForCode, isMobile, PHONE_MAX_LENGTH, sanitisePhoneInput } from './validation'

describe("checkPhoneForCode: \"phone required before requesting a code (message '请输入手机号')\"", () => {
  it.each([
    ['empty', ''],
    ['spaces only', '   '],
    ['a tab', '\t'],
  ])("%s -> '请输入手机号'", (_what, phone) => {
    expect(checkPhoneForCode(phone)).toBe('请输入手机号')
  })

  it.each([
    ['10 digits', '1380013800'],
    ['12 digits', '138001380001'],
    ['second digit 2', '12800138000'],
    ['second digit 1', '11800138000'],
    ['second digit 0', '10800138000'],
    ['first digit not 1', '23800138000'],
    ['letters', 'abc'],
    ['digits with a letter', '1380013800a'],
    ['inner space', '138 0013 8000'],
    ['a dash', '138-0013-800'],
    ['a plus prefix', '+8613800138000'],
  ])("%s (%p) -> '请输入正确的手机号'", (_what, phone) => {
    expect(checkPhoneForCode(phone)).toBe('请输入正确的手机号')
  })

  it.each(['13800138000', '19912345678', ' 13800138000 ', '13300000000'])('%p is valid', (phone) => {
    expect(checkPhoneForCode(phone)).toBe('')
  })
})

describe('isMobile', () => {
  it.each([
    ['13800138000', true],
    ['15912345678', true],
    ['12800138000', false],
    ['1380013800', false],
    ['', false],
  ])('%p -> %p', (v, ok) => {
    expect(isMobile(v)).toBe(ok)
  })
})

describe('sanitisePhoneInput: digits only, "phone max length 11"', () => {
  it('max length is 11', () => {
    expect(PHONE_MAX_LENGTH).toBe(11)
  })

  it.each([
    ['13800138000', '13800138000'],
    ['138001380001234', '13800138000'],
    ['138 0013 8000', '13800138000'],
    ['138-0013-8000', '13800138000'],
    ['+86 138 0013 8000', '86138001380'],
    ['abc', ''],
    ['1a2b3c', '123'],
    ['１３８', ''],
    ['', ''],
  ])('%p -> %p', (input, out) => {
    expect(sanitisePhoneInput(input)).toBe(out)
  })
})
