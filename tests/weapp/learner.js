/**
 * A signed-in learner's side of a mini-program test: the server's API with the learner's token (set-up and checks
 * of the server's state) and WeChat's virtual-payment wallet answered through the sandbox.
 */

/** GET or POST as the learner of `mp` (token header and parameter); resolves `data`, throws on another code. */
async function learnerApi(mp, method, path, body) {
  const token = mp.storage.get('token')
  const res = await mp.api(method, `${path}${path.includes('?') ? '&' : '?'}token=${token}`, { body, headers: { token } })
  if (res.data.code !== 200) throw new Error(`${method} ${path}: ${JSON.stringify(res.data)}`)
  return res.data.data
}

/** The order as the server has it now (queryOrderDetail data[0]). */
const orderDetail = async (mp, tradeOrderId) => (await learnerApi(mp, 'GET', `/api/order/queryOrderDetail?tradeOrderId=${tradeOrderId}`))[0]

/** wx.requestVirtualPayment answered through /sandbox/weapp/pay (ok, cancel or fail); returns the calls. */
function virtualWallet(mp, result = 'ok') {
  const calls = []
  mp.wx.requestVirtualPayment = (opts) => {
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

module.exports = { learnerApi, orderDetail, virtualWallet }
