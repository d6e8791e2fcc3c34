/**
 * Building a pay request (docs/spec/ordering-payment.md sections 3, 7, 9) and reading its refusals (section 8).
 * Channels: alipay form (payType 1, tradeType 5), WeChat H5 redirect (2, 2), WeChat in the messenger browser
 * (2, 6), loan (3, 10); the mini-program pays virtual goods with virtual payment (4, 7) and other goods with
 * requestPayment (5, 8) — docs/mini-program.md explains that choice.
 */
import type { GoodsChange, OrderInfo } from '@contract/order'
import type { PayRequest, PayType, TradeType } from '@contract/payment'
import type { Environment } from '../environment'
import { link } from '../links'
import { GoodsTypeId, PayMethod, type PayMethodValue } from './enums'
import { PAY_TYPE, PAY_TYPE_OF_TRADE, TRADE_TYPE } from '@contract/payment'
import { ORDER_MESSAGES } from '@contract/messages'

/** "Pay merchNo 0014; isFree 1; platformType 3 iOS else 2; subOrderType 1; payType 3 and tradeType 10 for loan pay." */
export const MERCH_NO = '0014'

export interface PayPlan {
  payType: PayType
  tradeType: TradeType
}

/** Virtual goods (courses, memberships, training tools, question banks): everything but real-account services. */
export function isVirtualGoods(goodsTypeId: number): boolean {
  return goodsTypeId !== GoodsTypeId.realAccount
}

export function payPlan(method: PayMethodValue | null, env: Pick<Environment, 'inWeChat' | 'isMiniProgram'>, goodsTypeId: number, loan = false): PayPlan {
  const tradeType = loan
    ? TRADE_TYPE.loan
    : env.isMiniProgram
      ? isVirtualGoods(goodsTypeId) ? TRADE_TYPE.weappVirtual : TRADE_TYPE.weappRequest
      : method === PayMethod.alipay
        ? TRADE_TYPE.alipay
        : env.inWeChat ? TRADE_TYPE.wxOfficial : TRADE_TYPE.wxH5
  return { payType: PAY_TYPE_OF_TRADE[tradeType], tradeType }
}

/**
 * The merchant account a payment goes to (section 7: "two wechat accounts, one alipay account"; accountUuid):
 * WeChat's in-app payments (the official account's JSAPI, the mini-program) and WeChat's H5 payment are the two
 * WeChat accounts, alipay the third. A loan pays the loan platform: no account of ours.
 */
export type PayAccountKind = 'wxJsapi' | 'wxH5' | 'alipay'
export type PayAccounts = Partial<Record<PayAccountKind, string>>

export function payAccountKind(tradeType: number): PayAccountKind | null {
  if (tradeType === TRADE_TYPE.alipay) return 'alipay'
  if (tradeType === TRADE_TYPE.wxH5) return 'wxH5'
  if (tradeType === TRADE_TYPE.wxOfficial || tradeType === TRADE_TYPE.weappVirtual || tradeType === TRADE_TYPE.weappRequest) return 'wxJsapi'
  return null
}

export function payAccount(tradeType: number, accounts: PayAccounts): string | undefined {
  const kind = payAccountKind(tradeType)
  return (kind && accounts[kind]) || undefined
}

export interface PayContext {
  plan: PayPlan
  /** This payment's amount in cents. */
  amount: number
  env: Pick<Environment, 'isIOS'>
  isDownPayment?: boolean
  clientPayKey: string
  returnUrl?: string
  wxCode?: string
  weappCode?: string
  customer?: { name: string; mobile: string }
  /** The channel's merchant account (payAccount). */
  accountUuid?: string
}

export function buildPayRequest(order: OrderInfo, ctx: PayContext): PayRequest {
  const loan = ctx.plan.tradeType === TRADE_TYPE.loan
  const wholeAmount = ctx.amount >= order.waitPayMoney
  return {
    userId: order.userId,
    commodityIdList: order.commodityIdListStr,
    orderNo: order.orderNo,
    isReceiveAll: wholeAmount ? 1 : 0,
    isMince: !loan && !ctx.isDownPayment && !wholeAmount ? 1 : 0,
    orderId: order.orderId,
    goodsId: order.goodsId,
    productId: order.goodsId,
    orderType: 1,
    subOrderType: 1,
    payPrice: ctx.amount,
    body: order.name,
    isFree: 1,
    merchNo: MERCH_NO,
    platformType: loan ? 1 : ctx.env.isIOS ? 3 : 2,
    schoolId: order.schoolId,
    payType: ctx.plan.payType,
    tradeType: ctx.plan.tradeType,
    clientPayKey: ctx.clientPayKey,
    ...(ctx.isDownPayment ? { isDownPayment: 1 as const } : {}),
    ...(ctx.accountUuid ? { accountUuid: ctx.accountUuid } : {}),
    ...(ctx.customer ? { customerName: ctx.customer.name.trim(), customerMobile: ctx.customer.mobile.trim() } : {}),
    ...(ctx.wxCode ? { wxCode: ctx.wxCode } : {}),
    ...(ctx.weappCode ? { weappCode: ctx.weappCode } : {}),
    ...(ctx.returnUrl ? (ctx.plan.payType === PAY_TYPE.alipay ? { aliPayReturnUrl: ctx.returnUrl } : { returnUrl: ctx.returnUrl }) : {}),
  }
}

const CONTENT_CHANGED = '商品内容已变更，'

/** "Pay goodsChange: '商品已下架', '商品异常', '该校区不可销售', '商品内容已变更，{msg}', else msg." */
export function goodsChangeMessage(change: GoodsChange): string {
  if (change.onlineSellStatus === 0) return ORDER_MESSAGES.offShelf
  if (change.goodsStatus === 0) return '商品异常'
  if (change.schoolStatus === 0) return ORDER_MESSAGES.campusNotSelling
  if (change.contentStatus === 0) return CONTENT_CHANGED + change.msg.replace(CONTENT_CHANGED, '')
  return change.msg
}

/** "Pay code 400: toast msg after 0.5 s." */
export const PAY_ERROR_TOAST_DELAY_MS = 500
/** "pay-result fetch delayed 1500 ms when payType is 1" */
export function payResultFetchDelay(payType: number): number {
  return payType === PAY_TYPE.alipay ? 1500 : 0
}

/** Where an H5 cashier returns the learner: finish pay, which asks the server what happened. */
/** Finish pay for an order; payType 0 for a free order, which nothing paid. */
export function finishPayPath(order: Pick<OrderInfo, 'tradeOrderId' | 'userId'>, payType: PayType | 0): string {
  return link('finishPay', { tradeOrderId: order.tradeOrderId, userId: order.userId, payType })
}
