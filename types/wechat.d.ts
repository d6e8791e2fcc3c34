/**
 * The slice of the mini-program's `wx` this app calls directly (src/platform/*.weapp.ts only). Taro has no type for
 * wx.requestVirtualPayment yet (NervJS/taro#16410): WeChat's mini-program virtual payment, required for virtual
 * goods (courses, memberships, recorded audio and video) on every terminal since 2026-04-01. The privacy APIs
 * (base library 2.32.3+) are called on wx directly too, so an older client that lacks them is noticed.
 * Members a client may lack are optional: check before calling.
 */
interface WxCallbackResult {
  errMsg: string
  errCode?: number
}

interface WxRequestVirtualPaymentOptions {
  /** 'short_series_goods' buys a product at its price; 'short_series_coin' buys a quantity of coins. */
  mode: 'short_series_goods' | 'short_series_coin'
  /** The JSON string the server signed (offerId, buyQuantity, env, currencyType, productId, goodsPrice, outTradeNo, attach). */
  signData: string
  /** Server signature with the app key over 'requestVirtualPayment&' + signData. */
  paySig: string
  /** User-state signature with the session key over signData. */
  signature: string
  success?(res: WxCallbackResult): void
  fail?(res: WxCallbackResult): void
  complete?(res: WxCallbackResult): void
}

interface WxPrivacySettingResult extends WxCallbackResult {
  /** The learner has not yet agreed to the privacy guide (or it gained new kinds of data since). */
  needAuthorization: boolean
  /** The guide's name, e.g. '《XX小程序隐私保护指引》'. */
  privacyContractName: string
}

interface WxPrivacyResolveOption {
  /** 'exposureAuthorization' reports that the popup is shown; 'agree' needs the id of the agree button tapped. */
  event: 'exposureAuthorization' | 'agree' | 'disagree'
  buttonId?: string
}

/** WeChat's pending privacy-protected call waits until the listener answers through `resolve`. */
type WxNeedPrivacyAuthorizationListener = (resolve: (option: WxPrivacyResolveOption) => void, eventInfo: { referrer: string }) => void

interface WxMiniProgram {
  /** Missing on a client or account that cannot use virtual payment. */
  requestVirtualPayment?(options: WxRequestVirtualPaymentOptions): void
  getPrivacySetting?(options: { success?(res: WxPrivacySettingResult): void; fail?(res: WxCallbackResult): void }): void
  /** One listener for the whole mini-program: a later call replaces the earlier one. */
  onNeedPrivacyAuthorization?(listener: WxNeedPrivacyAuthorizationListener): void
  openPrivacyContract?(options?: { success?(res: WxCallbackResult): void; fail?(res: WxCallbackResult): void }): void
  /** Secure random bytes (base library 2.20.2+): the RSA-OAEP seed of an encrypted password. */
  getRandomValues?(options: { length: number; success?(res: { randomValues: ArrayBuffer }): void; fail?(res: WxCallbackResult): void }): void
}

declare const wx: WxMiniProgram
