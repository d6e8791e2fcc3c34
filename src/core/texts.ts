/**
 * UI strings quoted by the spec, grouped by the section that quotes them. The spec's Chinese quotes are kept byte for
 * byte; its English quotes translate the Chinese app's strings, so they are shown in Chinese with the spec's English
 * beside them. tests/jest/uiText.test.ts keeps Latin words out of every catalogue.
 */
export const T = {
  // docs/spec/content-access.md: login
  codeLoginTitle: '验证码登录', // spec: 'code login'
  pkgLoginTitle: '立即领取', // spec: 'claim now'
  enterPhone: '请输入手机号',
  resendCode: '重新获取',
  // docs/spec/ordering-payment.md section 5: loan form and agreement
  enterValidPhone: '请输入正确的手机号',
  // request layer (both specs, section 8)
  requestTimeout: '请求超时',
  requestFailed: '请求失败~~~',
  // goods (docs/spec/content-access.md sections 3, 5)
  goodsAbnormal: '商品异常',
  free: '免费', // spec: 'free'
  // lists (docs/spec/content-access.md section 2: article list, wx home)
  more: '更多',
  loading: '加载中...',
  loadFailed: '加载失败，点击重试',
  noMore: '没有更多了',
  // docs/spec/ordering-payment.md section 8
  cannotBuy: '此商品暂时不支持购买，请联系客服',
  // docs/spec/ordering-payment.md section 2: my orders
  noOrders: '很抱歉，暂时没有订单，赶紧去选课吧',
  copied: '内容已复制到剪贴板', // spec: 'Content copied to clipboard'
  copyFailed: '抱歉，复制失败', // spec: 'Sorry, copy failed'
} as const

/** Home's search entry (also drawn by index.html's first screen, which takes this alone, not the whole catalogue). */
export const SEARCH_PLACEHOLDER = '搜索课程'

/** Strings the spec leaves unquoted ("not shown"): this app's own wording. */
export const APP_TEXT = {
  getCode: '获取验证码',
  login: '登录',
  loggingIn: '登录中...',
  codePlaceholder: '请输入验证码',
  phonePlaceholder: '请输入手机号',
  codeSent: '验证码已发送',
  loginSuccess: '登录成功',
  loginAgreement: '未注册的手机号验证后将自动创建账号',
  wechatPhoneLogin: '手机号快捷登录',
  useCodeLogin: '使用验证码登录',
  wechatLoginFailed: '微信登录失败，请重试',
  phoneDenied: '需要授权手机号才能登录',
  privacyTitle: '用户隐私保护提示',
  nativeLoginWaiting: '正在通过会计学堂App登录...',
  nativeLoginFailed: 'App登录未完成',
  nativeLoginRetry: '重新登录',
  checking: '正在验证登录状态...',
  notFoundTitle: '页面不存在',
  notFoundText: '抱歉，您访问的页面不存在',
  backHome: '返回首页',
  // storefront pages (home, catalogue, search, VIP list, my page, favourites)
  all: '全部',
  searchPlaceholder: SEARCH_PLACEHOLDER,
  search: '搜索',
  hotSearch: '热门搜索',
  recentSearch: '最近搜索',
  clearRecent: '清空',
  noResult: '没有找到相关课程',
  noResultHint: '换个关键词试试',
  loadFailedTitle: '加载失败',
  retry: '重新加载',
  // a page or a section whose drawing failed (src/components/ErrorBoundary)
  pageErrorTitle: '页面出错了',
  pageErrorText: '页面显示时出现问题，请重新加载',
  // its way back (the page's own nav bar is gone with it): the previous page, else home
  pageErrorBack: '返回上一页',
  sectionErrorText: '这里的内容没能显示',
  sectionRetry: '重试',
  noGoods: '暂无课程',
  vipTitle: '会员专享',
  vipSubtitle: '开通会员，畅学全部课程',
  noVip: '暂无会员',
  myOrders: '我的订单',
  favourites: '我的收藏',
  noFavourites: '还没有收藏课程',
  discover: '发现课程',
  kefu: '客服',
  loginOrRegister: '登录/注册',
  loginHint: '登录后查看订单和收藏',
  logout: '退出登录',
  logoutConfirm: '确定要退出登录吗？',
  cancel: '取消',
  confirm: '确定',
} as const
