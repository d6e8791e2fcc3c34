/**
 * Where the app runs (docs/spec/ordering-payment.md sections 1 and 5; docs/spec/content-access.md section 1): ordinary browser,
 * the messenger (WeChat) in-app browser, the QQ in-app browser, the Alipay app, the provider's native app,
 * or the WeChat mini-program. Pure: the platform layer passes the user agent.
 */
export interface Environment {
  isIOS: boolean
  isAndroid: boolean
  /** The messenger's in-app browser (H5 inside WeChat). */
  inWeChat: boolean
  inQQ: boolean
  inAlipay: boolean
  /** The provider's own app (its WebView adds 'kuaiji' to the user agent). */
  inNativeApp: boolean
  isMiniProgram: boolean
}

export const NATIVE_APP_UA_MARK = /kuaijiapp|kjxt/i

export function detectEnvironment(userAgent: string, isMiniProgram = false): Environment {
  const ua = userAgent || ''
  const inWeChat = !isMiniProgram && /MicroMessenger/i.test(ua)
  return {
    isIOS: /iPhone|iPad|iPod|iOS/i.test(ua),
    isAndroid: /Android/i.test(ua),
    inWeChat,
    // QQ's in-app browser says 'QQ/x.y'; the standalone QQBrowser is an ordinary browser.
    inQQ: !inWeChat && /\bQQ\/[\d.]+/i.test(ua),
    inAlipay: /AlipayClient/i.test(ua),
    inNativeApp: NATIVE_APP_UA_MARK.test(ua),
    isMiniProgram,
  }
}
