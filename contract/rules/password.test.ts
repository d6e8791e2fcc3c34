/**
 * Account rules (docs/spec/content-access.md section 2: "title 'code login' with a switch to password login"; section 7: register,
 * captcha-image, otpSMS, otpMail, appEmailPwd, passWord_v410, loginV1_2). The spec gives the calls, not the rules:
 * each row is the app's rule and the message a learner reads.
 */
import {
  canSubmitPasswordLogin,
  checkCaptcha,
  checkEmail,
  checkNewPassword,
  checkPassword,
  maskEmail,
  maskMobile,
  PASSWORD_TEXT,
  sanitiseCaptchaInput,
} from './password'

describe('checkPassword: 8-20 characters, letters and digits both, printable ASCII without spaces', () => {
  it.each([
    ['', PASSWORD_TEXT.enterPassword],
    ['abc123', PASSWORD_TEXT.length],
    ['abcd123', PASSWORD_TEXT.length],
    ['abcd1234', ''],
    ['Abcdefghij1234567890', ''],
    ['Abcdefghij12345678901', PASSWORD_TEXT.length],
    ['abcdefgh', PASSWORD_TEXT.letterAndDigit],
    ['12345678', PASSWORD_TEXT.letterAndDigit],
    ['!@#$%^&*', PASSWORD_TEXT.letterAndDigit],
    ['abcd 1234', PASSWORD_TEXT.characters],
    ['密码abcd1234', PASSWORD_TEXT.characters],
    ['abcd1234\t', PASSWORD_TEXT.characters],
    ['abcd1234é', PASSWORD_TEXT.characters],
    ['a1!"#$%&\'()*+,-./:;<=>?@[\\]^_`{|}~', PASSWORD_TEXT.length],
    ['a1:~{}|!?', ''],
  ])('%p -> %p', (password, message) => {
    expect(checkPassword(password)).toBe(message)
  })

  it('the messages a learner reads', () => {
    expect(PASSWORD_TEXT).toMatchObject({
      enterPassword: '请输入密码',
      length: '密码长度为8-20位',
      letterAndDigit: '密码需同时包含字母和数字',
      characters: '密码只能包含字母、数字和英文符号',
    })
  })
})

describe('checkNewPassword: the rule first, then the repetition', () => {
  it.each([
    ['', '', '请输入密码'],
    ['short1', 'short1', '密码长度为8-20位'],
    ['abcd1234', '', '请再次输入密码'],
    ['abcd1234', 'abcd12345', '两次输入的密码不一致'],
    ['abcd1234', 'abcd1234', ''],
  ])('%p / %p -> %p', (a, b, message) => {
    expect(checkNewPassword(a, b)).toBe(message)
  })
})

it('password login can be sent once both fields hold something (the server judges the password)', () => {
  expect(canSubmitPasswordLogin('13800138000', 'x')).toBe(true)
  expect(canSubmitPasswordLogin(' ', 'x')).toBe(false)
  expect(canSubmitPasswordLogin('13800138000', '')).toBe(false)
})

describe('checkEmail', () => {
  it.each([
    ['', true, '请输入邮箱'],
    ['', false, ''],
    ['  ', false, ''],
    ['learner@example.com', true, ''],
    [' learner.8000+cpa@mail.example.cn ', true, ''],
    ['learner@', true, '请输入正确的邮箱'],
    ['@example.com', true, '请输入正确的邮箱'],
    ['learner@example', true, '请输入正确的邮箱'],
    ['learner example@example.com', false, '请输入正确的邮箱'],
    [`${'a'.repeat(60)}@example.com`, true, '请输入正确的邮箱'],
  ])('%p (required %p) -> %p', (email, required, message) => {
    expect(checkEmail(email, required)).toBe(message)
  })
})

describe('captcha answers: 4 letters or digits', () => {
  it.each([
    ['', '请输入图形验证码'],
    ['ab', '请输入4位图形验证码'],
    ['ab3D', ''],
    [' ab3D ', ''],
  ])('%p -> %p', (answer, message) => {
    expect(checkCaptcha(answer)).toBe(message)
  })

  it('the field keeps letters and digits, at most 4', () => {
    expect(sanitiseCaptchaInput('a-b 3D9x')).toBe('ab3D')
    expect(sanitiseCaptchaInput('验证')).toBe('')
  })
})

it('masks a phone and an e-mail address for display', () => {
  expect(maskMobile('13800138000')).toBe('138****8000')
  expect(maskMobile('123')).toBe('123')
  expect(maskEmail('learner8000@example.com')).toBe('l***@example.com')
  expect(maskEmail('nobody')).toBe('nobody')
})
