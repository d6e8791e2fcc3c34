import { notifySign } from '../lib/payments/paySign'
import type { TestApp } from './helpers'

export const O = '/api/order'

/** createOrder payloads of seeded packages (see server/db/seeds/goods.ts). */
export const ORDERS = {
  /** goods 1 package 102: ¥1680, campus 2, contract 22, part payments allowed. */
  course: { goodsId: 1, childSpecificationPriceIds: '102', commodityIdList: '7001,7002,7003,7004', signSchoolId: 2 },
  /** goods 2 package 201: ¥199, no campus, visa-free, isReceiveAll (one payment). */
  single: { goodsId: 2, childSpecificationPriceIds: '201', commodityIdList: '7001' },
  /** goods 20 package 2001: realAccount (goodsTypeId 2), ¥1980, campus 1. */
  realAccount: { goodsId: 20, childSpecificationPriceIds: '2001', commodityIdList: '', signSchoolId: 1 },
  /** goods 8 package 801: ¥2980, loan platforms offered, campus 1. */
  loanable: { goodsId: 8, childSpecificationPriceIds: '801', commodityIdList: '', signSchoolId: 1 },
  /** goods 30 package 3001: degree education, college upgrade (xlType 1), ¥6800, campus 10, contract 22. */
  degree: { goodsId: 30, childSpecificationPriceIds: '3001', commodityIdList: '7061,7062,7063', signSchoolId: 10 },
  /** goods 4 package 401: free. */
  free: { goodsId: 4, childSpecificationPriceIds: '401', commodityIdList: '7006' },
} as const

let keySeq = 0

export function payKit(t: TestApp, token: string) {
  const h = { token }
  const create = async (payload: Record<string, unknown>) => {
    const res = await t.post(`${O}/createOrder`, { installmentType: 0, clientOrderKey: `ck-${++keySeq}`, ...payload }, h)
    if (!res.body.data?.orderId) throw new Error(`createOrder failed: ${JSON.stringify(res.body)}`)
    return res.body.data as { orderId: number; orderNo: string; tradeOrderId: string }
  }
  const info = async (orderId: number) => (await t.get(`${O}/queryOrderDetail?tradeOrderId=${orderId}`, h)).body
  const order = async (orderId: number) => (await info(orderId)).data[0]
  const pay = async (orderId: number, body: Record<string, unknown>) =>
    (await t.post(`${O}/ty_order_pay`, { orderId, orderType: 1, subOrderType: 1, isFree: 1, merchNo: '0014', isMince: 0, isReceiveAll: 1, ...body }, h)).body
  const alipay = (orderId: number, payPrice: number, extra: Record<string, unknown> = {}) => pay(orderId, { payType: 1, tradeType: 5, payPrice, ...extra })
  const status = async (orderId: number, extra: Record<string, unknown> = {}) => (await t.post(`${O}/queryOrderStatus`, { orderId, ...extra }, h)).body
  /** The owner's cashier ticket of a payment, as its pay answer carries it. */
  const ticketOf = (tradeNo: string) => {
    const sub = t.app.db.prepare('SELECT user_id FROM sub_orders WHERE trade_no = ?').get(tradeNo) as { user_id: number } | undefined
    return t.app.tickets.issue('cashier', tradeNo, sub?.user_id ?? 0)
  }
  /** The cashier's button: 302 location. */
  const cashier = async (tradeNo: string, result: 'pay' | 'fail' | 'close', ticket = ticketOf(tradeNo)) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/sandbox/cashier/result',
      payload: new URLSearchParams({ tradeNo, result, ticket }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    })
    return { status: res.statusCode, location: String(res.headers.location ?? '') }
  }
  /** The platform's signed notify. */
  const notify = async (tradeNo: string, result: 'ok' | 'fail' | 'close' = 'ok') =>
    (await t.post('/sandbox/notify', { tradeNo, result, sign: notifySign(t.app.keys.notify, tradeNo, result) })).body
  return { h, create, info, order, pay, alipay, status, cashier, notify, ticketOf }
}
