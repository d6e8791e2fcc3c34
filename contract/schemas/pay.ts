/**
 * Request schemas of the payment calls that the app's types share (contract/payment.ts derives PayStatusQuery; the
 * server's PayInput is the pay body).
 */
import { Type } from '@sinclair/typebox'
import { idSchema, intEnum, params, str } from './builders'

const flag = Type.Optional(intEnum([0, 1]))
const opt = (maxLength: number) => Type.Optional(str(maxLength))

/** POST pay / ty_order_pay (the app's PayRequest): payType and tradeType name the channel. */
export const PayBodySchema = params({
  orderId: idSchema,
  orderNo: opt(64),
  goodsId: Type.Optional(Type.Integer()),
  commodityIdList: opt(1000),
  /** 1: the learner pays the whole amount still owed. */
  isReceiveAll: flag,
  /** 1: a part payment of payPrice (the learner typed the amount). */
  isMince: flag,
  /** Down payment of an instalment order (installmentType 1). */
  isDownPayment: flag,
  /** This payment's amount (cents). */
  payPrice: Type.Optional(Type.Number({ 'x-msg': '请输入正确的支付金额' })),
  payType: intEnum([1, 2, 3, 4, 5], { 'x-msg': '支付方式不正确' }),
  tradeType: intEnum([2, 5, 6, 7, 8, 10], { 'x-msg': '支付方式不正确' }),
  /** Loan pay only. */
  customerName: opt(64),
  customerMobile: opt(32),
  /** WeChat official-account payment: the OAuth base code. */
  wxCode: opt(128),
  /** Mini-program payments: the wx.login code of this payment. */
  weappCode: opt(128),
  aliPayReturnUrl: opt(1000),
  returnUrl: opt(1000),
  /** Idempotency key: repeated submissions with the same key answer the same payment. */
  clientPayKey: opt(64),
  accountUuid: opt(64),
  merchNo: opt(32),
  body: opt(200),
})

/** POST queryOrderStatus / ty_order_status: orderId or orderNo (checked by the route), and the payment if known. */
export const PayStatusQuerySchema = params({
  orderId: Type.Optional(idSchema),
  orderNo: opt(64),
  subOrderId: Type.Optional(idSchema),
  tradeNo: opt(64),
  payType: Type.Optional(Type.Integer()),
  accountUuid: opt(64),
})
