/**
 * Buying what the learner already has (docs/spec/content-access.md section 7 "Goods and home": judgeGoodsRepeatPay,
 * judgeCpaRepeatPay). Before an order is made the goods page asks whether it would repeat one of the learner's
 * orders: a professional-certificate goods (goods type 5, sold by package) with judgeCpaRepeatPay for the chosen
 * package, any other with judgeGoodsRepeatPay. A repeat is said plainly, with the way to the existing order (its
 * order detail, /ty/payResult), instead of a second order. The spec gives the calls no shape or wording: these are
 * the app's.
 */
import type { RepeatPayCheck } from '@contract/goods'
import { link } from './links'

export const REPEAT_PAY_TEXT = {
  title: '温馨提示',
  paid: '您已购买过该课程，无需重复购买，可在订单中查看学习。',
  unpaid: '您已有该课程的待支付订单，请前往订单完成支付，无需重复下单。',
  viewOrder: '查看订单',
  cancel: '取消',
} as const

/** Goods type 5: professional-certificate goods (the goods jump's cpa). */
const CPA_GOODS_TYPE = 5

/** Which check a goods takes: by package for a professional-certificate goods, else by goods. */
export function repeatPayCall(goodsType: number | null | undefined): 'cpa' | 'goods' {
  return goodsType === CPA_GOODS_TYPE ? 'cpa' : 'goods'
}

export interface RepeatPayPrompt {
  message: string
  /** The existing order's detail. */
  url: string
}

/** What to tell the learner, and where their order is; null when buying would repeat nothing. */
export function repeatPayPrompt(check: RepeatPayCheck, ctx: { userId: number; goodsId: number }): RepeatPayPrompt | null {
  if (!check.repeat || !check.tradeOrderId) return null
  return {
    message: check.kind === 'paid' ? REPEAT_PAY_TEXT.paid : REPEAT_PAY_TEXT.unpaid,
    url: link('payResult', { tradeOrderId: check.tradeOrderId, userId: ctx.userId, goodsId: ctx.goodsId }),
  }
}
