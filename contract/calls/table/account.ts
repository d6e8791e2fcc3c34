/** The account service (docs/spec/content-access.md section 7 "Account"; docs/spec/ordering-payment.md's "user info by token"). */
import { defineCalls } from '../contract'

const A = 'content-access / Account' as const

export const ACCOUNT_CALLS = /*#__PURE__*/ defineCalls({
  getOtp: { service: 'account', method: 'GET', path: 'getOtp', params: ['mobileNo', 'type'], body: 'query', token: 'none', spec: A },
  /** The login payload of section 3; teacherId only when a shared card named its teacher. */
  loginAndRegister: {
    service: 'account', method: 'POST', path: 'loginAndRegister',
    params: ['mobileNo', 'otp', 'clientType', 'versionCode', 'businessId', 'nickName', 'raceTrack', 'registerChannelId', 'triggerRegisterUrl'],
    optional: ['teacherId'], body: 'json', token: 'none', spec: A,
  },
  weChatLogin: { service: 'account', method: 'POST', path: 'weChatLogin', params: [], body: 'json', token: 'none', spec: A },
  /** "GET userInfo (token, t ...)", also ordering-payment's "user info by token". */
  userInfo: { service: 'account', method: 'GET', path: 'userInfo', params: [], body: 'query', token: 'param', spec: A },
  logout: { service: 'account', method: 'POST', path: 'logout', params: [], body: 'json', token: 'param', spec: A },
  getpublicKey: { service: 'account', method: 'GET', path: 'getpublicKey', params: [], body: 'query', token: 'none', spec: A },
  loginV1_2: { service: 'account', method: 'POST', path: 'loginV1_2', params: [], body: 'form', token: 'none', spec: A },
  'captcha-image': { service: 'account', method: 'GET', path: 'captcha-image', params: [], body: 'query', token: 'none', spec: A },
  otpSMS: { service: 'account', method: 'GET', path: 'otpSMS', params: [], body: 'query', token: 'none', spec: A },
  otpMail: { service: 'account', method: 'GET', path: 'otpMail', params: [], body: 'query', token: 'none', spec: A },
  register: { service: 'account', method: 'POST', path: 'register', params: [], body: 'form', token: 'none', spec: A },
  passWord_v410: { service: 'account', method: 'POST', path: 'passWord_v410', params: [], body: 'json', token: 'none', spec: A },
  appEmailPwd: { service: 'account', method: 'POST', path: 'appEmailPwd', params: [], body: 'json', token: 'none', spec: A },
  /** "getUserInfo by token". */
  getUserInfo: { service: 'account', method: 'GET', path: 'getUserInfo', params: [], body: 'query', token: 'param', spec: A },
  /** "third-party OAuth GETs for access token, refresh and user info": the spec gives no paths, these are the app's. */
  oauthAccessToken: { service: 'account', method: 'GET', path: 'oauth/accessToken', params: [], body: 'query', token: 'none', spec: A },
  oauthRefreshToken: { service: 'account', method: 'GET', path: 'oauth/refreshToken', params: [], body: 'query', token: 'none', spec: A },
  oauthUserInfo: { service: 'account', method: 'GET', path: 'oauth/userInfo', params: [], body: 'query', token: 'none', spec: A },
  /** "wxGetUserInfo (token; code 4007 means not in a group)". */
  wxGetUserInfo: { service: 'account', method: 'GET', path: 'wxGetUserInfo', params: [], body: 'query', token: 'param', spec: A },
  /** "pushBusiness (GET; memo, mobile, registerChannelId, url)"; the business-channel pair when the learner came with one. */
  pushBusiness: {
    service: 'account', method: 'GET', path: 'pushBusiness', params: ['memo', 'mobile', 'registerChannelId', 'url'],
    optional: ['webpageTopic', 'distributorCode'], body: 'query', token: 'param', spec: A,
  },
  /** "GET bindingQwUser", an Account call: it binds the user to the enterprise account and issues the qw token. */
  bindingQwUser: { service: 'account', method: 'GET', path: 'bindingQwUser', params: [], body: 'query', token: 'param', spec: A },
  /** "Subscribe: GET app/subscribeGoods, loginCheckSubscribeGoods, loginAfterSubscribeGoods, loginAfterLiveReservation". */
  subscribeGoods: { service: 'account', method: 'GET', path: 'app/subscribeGoods', params: [], body: 'query', token: 'param', spec: A },
  loginCheckSubscribeGoods: { service: 'account', method: 'GET', path: 'app/loginCheckSubscribeGoods', params: [], body: 'query', token: 'param', spec: A },
  loginAfterSubscribeGoods: {
    service: 'account', method: 'GET', path: 'app/loginAfterSubscribeGoods', params: [], body: 'query', token: 'param', spec: A, made: false,
  },
  loginAfterLiveReservation: {
    service: 'account', method: 'GET', path: 'app/loginAfterLiveReservation', params: [], body: 'query', token: 'param', spec: A,
  },
})
