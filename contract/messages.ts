/**
 * Messages both sides show, byte for byte (docs/spec/ordering-payment.md sections 4, 5, 6; docs/spec/content-access.md):
 * the server answers them as a refusal's msg, and the app shows the same words when it can tell before asking (or
 * when the server's answer carries none). One home, so the two cannot drift apart.
 */
export const ORDER_MESSAGES = {
  /** "Pay click: state 3 shows '该订单已完成支付，无需重复支付'." */
  alreadyPaid: '该订单已完成支付，无需重复支付',
  chooseCampus: '请选择上课校区',
  offShelf: '商品已下架',
  campusNotSelling: '该校区不可销售',
  cancelled: '订单已取消',
  notFound: '订单不存在',
  agreementError: '抱歉，您的报名协议异常，请联系招生老师处理',
  loanDeclined: '您的课程分期申请未通过，请选择其他分期平台',
} as const

/** The agreement, loan and student-aid forms' checks: the app's before sending, the server's on what arrives. */
export const FORM_MESSAGES = {
  realName: '请输入真实姓名',
  mobile: '请输入手机号',
  mobileFormat: '请输入正确的手机号',
  education: '请选择学历',
  studentName: '请输入姓名',
  university: '请选择学校',
} as const

export const OAUTH_MESSAGES = {
  failed: '第三方登录失败，请稍后再试',
} as const
