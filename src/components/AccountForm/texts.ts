/**
 * Wording of the account screens around passwords (docs/spec/content-access.md sections 2 and 7: the code-login form's switch to
 * password login, /register, /resetPassWord). The spec quotes none of it: the app's own words. The rules' messages are
 * contract/rules/password.ts PASSWORD_TEXT.
 */
export const ACCOUNT_TEXT = {
  passwordLoginTitle: '密码登录', // spec: 'password login'
  usePassword: '密码登录',
  useCode: '验证码登录', // spec: 'code login'
  register: '注册',
  forgotPassword: '忘记密码',
  passwordPlaceholder: '请输入密码',
  newPasswordPlaceholder: '设置密码（8-20位，含字母和数字）',
  confirmPlaceholder: '请再次输入密码',
  captchaPlaceholder: '请输入图形验证码',
  captchaImage: '图形验证码，点击换一张',
  captchaLoading: '加载中',
  smsCodePlaceholder: '请输入短信验证码',
  mailCodePlaceholder: '请输入邮箱验证码',
  emailPlaceholder: '请输入绑定的邮箱',
  emailOptionalPlaceholder: '邮箱（选填，用于找回密码）',
  registerHeading: '注册会计学堂账号',
  registerIntro: '注册后可使用手机号和密码登录',
  registered: '注册成功',
  haveAccount: '已有账号？去登录',
  resetHeading: '找回密码',
  resetIntro: '验证身份后设置新的登录密码',
  bySms: '手机号找回',
  byMail: '邮箱找回',
  resetSubmit: '重置密码',
  resetDone: '密码已重置',
  mailSent: '验证码已发送至邮箱',
  backToLogin: '返回登录',
  separator: '|',
  /** Before the policy's name under the login and register forms. */
  policyOnLogin: '登录即表示你已阅读并同意',
  policyOnRegister: '注册即表示你已阅读并同意',
  policyName: '《隐私政策》',
} as const
