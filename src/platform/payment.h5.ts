/**
 * Paying on H5 (docs/spec/ordering-payment.md section 7): alipay by an auto-submitted form, WeChat inside the messenger
 * browser by the OAuth base code and the JS bridge (WeixinJSBridge), WeChat elsewhere by the H5 payment redirect,
 * loans by a redirect to the loan platform. Whatever happens, the server's queryOrderStatus decides afterwards.
 */
import qs from 'qs'
import type { PayResult } from '@contract/payment'
import type { PayPlan } from '@/core/order/payRequest'
import { WX_APPID, WX_OAUTH_URL } from '@/config'
import type { ChannelOutcome, PaymentChannel, PreparedPayment } from './paymentTypes'
import { TRADE_TYPE } from '@contract/payment'

interface WeixinBridge {
  invoke(name: string, params: object, cb: (res: { err_msg: string }) => void): void
}

function bridge(): Promise<WeixinBridge | null> {
  const w = window as unknown as { WeixinJSBridge?: WeixinBridge }
  if (w.WeixinJSBridge) return Promise.resolve(w.WeixinJSBridge)
  return new Promise((resolve) => {
    const timer = window.setTimeout(() => resolve(null), 3000)
    document.addEventListener('WeixinJSBridgeReady', () => {
      window.clearTimeout(timer)
      resolve(w.WeixinJSBridge ?? null)
    }, { once: true })
  })
}

function absolute(path: string): string {
  return new URL(path, window.location.href).toString()
}

function currentQuery(): Record<string, string> {
  return qs.parse(window.location.search.slice(1)) as Record<string, string>
}

export const paymentChannel: PaymentChannel = {
  async prepare(plan: PayPlan, returnPath: string): Promise<PreparedPayment> {
    if (plan.tradeType === TRADE_TYPE.wxOfficial) {
      const { code } = currentQuery()
      if (code) return { wxCode: code }
      // The OAuth page returns here with ?code=...; the confirm-order page then carries on (isWxPay=1).
      const back = new URL(window.location.href)
      back.searchParams.set('isWxPay', '1')
      const oauth = `${WX_OAUTH_URL}?${qs.stringify({ appid: WX_APPID, redirect_uri: back.toString(), response_type: 'code', scope: 'snsapi_base', state: 'pay' })}#wechat_redirect`
      window.location.href = oauth
      return 'left'
    }
    if (plan.tradeType === TRADE_TYPE.loan) return {}
    return { returnUrl: absolute(returnPath) }
  },

  async execute(plan: PayPlan, result: PayResult): Promise<ChannelOutcome> {
    // WeChat's H5 payment and the loan platform: a redirect to the address answered.
    const redirect = result.result && (plan.tradeType === TRADE_TYPE.wxH5 || plan.tradeType === TRADE_TYPE.loan) ? result.result : ''
    // Leaving for a cashier or a platform: a task first, so that the page commits what the payment changed (its
    // leave guard's history entry, pushed while the learner's tap still counts) before the document goes.
    if (result.alipayForm || redirect) await new Promise((r) => setTimeout(r, 0))
    if (result.alipayForm) {
      const form = document.createElement('form')
      form.method = result.alipayForm.method
      form.action = result.alipayForm.action
      form.style.display = 'none'
      for (const [name, value] of Object.entries(result.alipayForm.fields)) {
        const input = document.createElement('input')
        input.type = 'hidden'
        input.name = name
        input.value = value
        form.appendChild(input)
      }
      document.body.appendChild(form)
      form.submit()
      return 'left'
    }
    if (result.jsapi) {
      const wx = await bridge()
      if (!wx) return 'failed'
      return new Promise((resolve) => {
        wx.invoke('getBrandWCPayRequest', result.jsapi!, (res) => {
          if (res.err_msg === 'get_brand_wcpay_request:ok') resolve('done')
          else if (res.err_msg === 'get_brand_wcpay_request:cancel') resolve('cancelled')
          else resolve('failed')
        })
      })
    }
    if (redirect) {
      window.location.href = redirect
      return 'left'
    }
    return 'failed'
  },
}
