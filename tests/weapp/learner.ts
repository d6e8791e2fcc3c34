/**
 * A signed-in learner's side of a mini-program test: the server's API with the learner's token (set-up and checks
 * of the server's state) and WeChat's virtual-payment wallet answered through the sandbox.
 */

import type { Json, Mp, WxResult } from './harness'

/** GET or POST as the learner of `mp` (token header and parameter); resolves `data`, throws on another code. */
async function learnerApi(mp: Mp, method: string, path: string, body?: unknown): Promise<Json> {
  const token = mp.storage.get('token')
  const res = await mp.api(method, `${path}${path.includes('?') ? '&' : '?'}token=${token}`, { body, headers: { token } })
  if (res.data.code !== 200) throw new Error(`${method} ${path}: ${JSON.stringify(res.data)}`)
  return res.data.data
}

/** The order as the server has it now (queryOrderDetail data[0]). */
const orderDetail = async (mp: Mp, tradeOrderId: string): Promise<Json> => (await learnerApi(mp, 'GET', `/api/order/queryOrderDetail?tradeOrderId=${tradeOrderId}`))[0]

/**
 * What the app hands WeChat's payment sheet, the server's signed fields and the callbacks: wx.requestVirtualPayment's
 * (mode, signData, paySig, signature) or wx.requestPayment's (timeStamp, nonceStr, package, paySign). A test reads
 * the fields of the API it expects to be called.
 */
export interface PaymentOptions {
  mode: string
  signData: string
  paySig: string
  signature: string
  timeStamp: string
  nonceStr: string
  package: string
  paySign: string
  success?: (res: Partial<WxResult>) => void
  fail?: (res: Partial<WxResult>) => void
  complete?: (res: Partial<WxResult>) => void
}

/** How the learner leaves WeChat's payment sheet. */
export type WalletResult = 'ok' | 'cancel' | 'fail'

/** wx.requestVirtualPayment answered through /sandbox/weapp/pay (ok, cancel or fail); returns the calls. */
function virtualWallet(mp: Mp, result: WalletResult = 'ok') {
  const calls: PaymentOptions[] = []
  mp.wx.requestVirtualPayment = (opts: PaymentOptions) => {
    calls.push(opts)
    void mp.api('POST', '/sandbox/weapp/pay', { body: { signData: opts.signData, paySig: opts.paySig, result } }).then((res) => {
      const errMsg = res.data.data.errMsg
      if (result === 'ok') opts.success?.({ errMsg })
      else opts.fail?.({ errMsg, errCode: result === 'cancel' ? -2 : -1 })
      opts.complete?.({ errMsg })
    })
  }
  return calls
}

export { learnerApi, orderDetail, virtualWallet }
