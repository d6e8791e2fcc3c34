/**
 * Paying in the mini-program: virtual goods with wx.requestVirtualPayment (the server signs signData, paySig and
 * the user-state signature with the session key of this payment's wx.login code), other goods with
 * Taro.requestPayment. Cancel and fail come back as outcomes; the server's queryOrderStatus decides afterwards.
 */
import Taro from '@tarojs/taro'
import type { PayResult } from '@shared/payment'
import type { PayPlan } from '@/core/order/payRequest'
import type { ChannelOutcome, PaymentChannel, PreparedPayment } from './payment-types'

const isCancel = (res: { errMsg?: string; errCode?: number }) => /cancel/i.test(res.errMsg ?? '') || res.errCode === -2

export const paymentChannel: PaymentChannel = {
  async prepare(_plan: PayPlan, _returnPath: string): Promise<PreparedPayment> {
    const { code } = await Taro.login()
    return { weappCode: code }
  },

  async execute(_plan: PayPlan, result: PayResult): Promise<ChannelOutcome> {
    if (result.virtualPayment) {
      const params = result.virtualPayment
      const requestVirtualPayment = wx.requestVirtualPayment
      // A client that cannot use virtual payment (the pages offer no pay path then: src/core/order/virtualPay.ts).
      if (typeof requestVirtualPayment !== 'function') return 'failed'
      return new Promise((resolve) => {
        requestVirtualPayment.call(wx, {
          ...params,
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
