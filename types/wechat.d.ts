/**
 * The slice of the mini-program's `wx` this app calls directly (src/platform/*.weapp.ts only). Taro has no type for
 * wx.requestVirtualPayment yet (NervJS/taro#16410): WeChat's mini-program virtual payment, required for virtual
 * goods (courses, memberships, recorded audio and video) on every terminal since 2026-04-01.
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

interface WxMiniProgram {
  requestVirtualPayment(options: WxRequestVirtualPaymentOptions): void
}

declare const wx: WxMiniProgram
