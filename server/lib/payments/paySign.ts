/**
 * Sandbox signatures of the WeChat payment channels and of the payment notify (no network). The keys are per database
 * (app.keys, lib/tickets.ts serverSecret); tests recompute signatures with them.
 *
 *   virtual payment (wx.requestVirtualPayment): paySig = hex HMAC-SHA256(appKey, 'requestVirtualPayment&' + signData),
 *     signature = hex HMAC-SHA256(sessionKey, signData), sessionKey from the sandbox code-to-session of weappCode
 *   JSAPI / requestPayment: paySign = hex HMAC-SHA256(merchant key, appId\ntimeStamp\nnonceStr\npackage\n)
 *     (WeChat Pay v3 signs this message with RSA; the sandbox uses an HMAC of the same message)
 */
import crypto from 'node:crypto'
import type { MiniPaymentParams, VirtualPaymentParams, WxJsapiParams } from '../../../contract/payment'
import { sandboxSessionKey } from '../accounts/wechat'

export const SANDBOX_APP_ID = 'wx-sandbox-app'
export const SANDBOX_OFFER_ID = 'sbx-offer'

export const hmacHex = (key: string, msg: string) => crypto.createHmac('sha256', key).update(msg).digest('hex')

export const virtualPaySig = (signData: string, appKey: string) => hmacHex(appKey, 'requestVirtualPayment&' + signData)
export const virtualSignature = (signData: string, sessionKey: string) => hmacHex(sessionKey, signData)

export interface VirtualOrder {
  /** 'short_series_goods' for a full payment of a package, 'short_series_coin' for part and down payments. */
  mode: VirtualPaymentParams['mode']
  amount: number
  spPriceId: number
  tradeNo: string
  orderNo: string
}

/** signData JSON of a virtual payment (env 1: the sandbox). 1 coin = ¥0.01, so buyQuantity is the amount in cents. */
export function virtualSignData(v: VirtualOrder): string {
  const data =
    v.mode === 'short_series_goods'
      ? { offerId: SANDBOX_OFFER_ID, buyQuantity: 1, env: 1, currencyType: 'CNY', productId: `sp-${v.spPriceId}`, goodsPrice: v.amount, outTradeNo: v.tradeNo, attach: v.orderNo }
      : { offerId: SANDBOX_OFFER_ID, buyQuantity: v.amount, env: 1, currencyType: 'CNY', outTradeNo: v.tradeNo, attach: v.orderNo }
  return JSON.stringify(data)
}

export function virtualPayment(v: VirtualOrder, weappCode: string, appKey: string): VirtualPaymentParams {
  const signData = virtualSignData(v)
  return { mode: v.mode, signData, paySig: virtualPaySig(signData, appKey), signature: virtualSignature(signData, sandboxSessionKey(weappCode)) }
}

export const wxPaySign = (appId: string, timeStamp: string, nonceStr: string, pkg: string, merchantKey: string) =>
  hmacHex(merchantKey, `${appId}\n${timeStamp}\n${nonceStr}\n${pkg}\n`)

const nonce = () => crypto.randomBytes(16).toString('hex')

export function jsapiParams(tradeNo: string, nowMs: number, merchantKey: string): WxJsapiParams {
  const timeStamp = String(Math.floor(nowMs / 1000))
  const nonceStr = nonce()
  const pkg = `prepay_id=${tradeNo}`
  return { appId: SANDBOX_APP_ID, timeStamp, nonceStr, package: pkg, signType: 'RSA', paySign: wxPaySign(SANDBOX_APP_ID, timeStamp, nonceStr, pkg, merchantKey) }
}

export function miniPaymentParams(tradeNo: string, nowMs: number, merchantKey: string): MiniPaymentParams {
  const { timeStamp, nonceStr, package: pkg, signType, paySign } = jsapiParams(tradeNo, nowMs, merchantKey)
  return { timeStamp, nonceStr, package: pkg, signType, paySign }
}

/** Signature of a payment notify (the platform signs, the merchant checks): hex HMAC-SHA256 of 'result=..&tradeNo=..'. */
export const notifySign = (key: string, tradeNo: string, result: string) => hmacHex(key, `result=${result}&tradeNo=${tradeNo}`)

/** Constant-time comparison of two hex signatures (by their bytes: a received one may hold any characters). */
export function sameSignature(a: unknown, b: string): boolean {
  if (typeof a !== 'string') return false
  const x = Buffer.from(a)
  const y = Buffer.from(b)
  return x.length === y.length && crypto.timingSafeEqual(x, y)
}
