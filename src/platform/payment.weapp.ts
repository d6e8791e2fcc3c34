/**
 * Paying in the mini-program: virtual goods with wx.requestVirtualPayment (the server signs signData, paySig and
 * the user-state signature with the session key of this payment's wx.login code), other goods with
 * Taro.requestPayment, the loan platform's page (data.result) in the web-view page or as a link to copy
 * (src/platform/webPage.weapp.ts). Cancel and fail come back as outcomes; the server's queryOrderStatus decides
 * afterwards.
 */
import Taro from '@tarojs/taro'
import type { PayResult } from '@contract/payment'
import type { PayPlan } from '@/core/order/payRequest'
import type { ChannelOutcome, PaymentChannel, PreparedPayment } from './paymentTypes'
import { openWebPage } from './webPage'
import { TRADE_TYPE } from '@contract/payment'

/** The loan platform's page, where a web-view cannot show it. */
export const LOAN_PAGE_TEXT = {
  title: '前往分期平台', // the continue-pay text's 'go to installment platform'
  content: '分期申请需在浏览器中完成：复制链接后在浏览器中粘贴打开，申请完成后回到小程序查看订单',
} as const

const isCancel = (res: { errMsg?: string; errCode?: number }) => /cancel/i.test(res.errMsg ?? '') || res.errCode === -2

export const paymentChannel: PaymentChannel = {
  async prepare(_plan: PayPlan, _returnPath: string): Promise<PreparedPayment> {
    const { code } = await Taro.login()
    return { weappCode: code }
  },

  async execute(plan: PayPlan, result: PayResult): Promise<ChannelOutcome> {
    // The loan pay (payType 3, tradeType 10): the platform's page, in the web-view or as a link to copy.
    if (plan.tradeType === TRADE_TYPE.loan && result.result) {
      await openWebPage(result.result, LOAN_PAGE_TEXT)
      return 'left'
    }
    if (result.virtualPayment) {
      const params = result.virtualPayment
      const requestVirtualPayment = wx.requestVirtualPayment
      // A client that cannot use virtual payment (the pages offer no pay path then: src/core/order/virtualPay.ts).
      if (typeof requestVirtualPayment !== 'function') return 'failed'
      return new Promise((resolve) => {
        requestVirtualPayment.call(wx, {
          ...params,
          // WeChat takes signData as the JSON string the server signed; the official typings say an object.
          signData: params.signData as unknown as WechatMiniprogram.SignData,
          success: () => resolve('done'),
          fail: (res) => resolve(isCancel(res) ? 'cancelled' : 'failed'),
        })
      })
    }
    if (result.miniPayment) {
      try {
        await Taro.requestPayment({ ...result.miniPayment })
        return 'done'
      } catch (error) {
        return isCancel(error as { errMsg?: string }) ? 'cancelled' : 'failed'
      }
    }
    return 'failed'
  },
}
