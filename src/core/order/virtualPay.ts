/**
 * Virtual goods in the mini-program (WeChat's rules; /work/shared/notes "WeChat payment rules"): courses,
 * memberships, training tools and question banks are paid with virtual payment (wx.requestVirtualPayment) on every
 * terminal from 2026-04-01, and a mini-program must not lead its users to pay for them anywhere else. So where
 * virtual payment is switched off (TARO_APP_WEAPP_VIRTUAL_PAY=off) or the client cannot use it (no
 * wx.requestVirtualPayment), the mini-program shows no price-and-buy path for virtual goods: the buy bar and the
 * pay bar give way to a neutral text, naming no other place to pay. Real-account goods (a service, not virtual)
 * keep requestPayment; free goods involve no payment; H5 is not concerned.
 */
import type { Environment } from '../environment'
import { isVirtualGoods } from './payRequest'

/** Neutral wording: states that buying is not offered here, points nowhere else (this app's own text). */
export const VIRTUAL_PAY_TEXT = {
  unavailable: '暂不支持购买',
  hint: '该课程暂不支持在小程序内购买',
} as const

/** TARO_APP_WEAPP_VIRTUAL_PAY: 'off' (or 0/false/no) turns the path off; unset, empty or anything else leaves it on. */
export function readVirtualPaySwitch(value: string | undefined): boolean {
  return !/^(off|0|false|no)$/i.test((value ?? '').trim())
}

export interface VirtualPayState {
  /** The configuration switch (TARO_APP_WEAPP_VIRTUAL_PAY). */
  switchedOn: boolean
  /** This client has wx.requestVirtualPayment. */
  supported: boolean
}

export interface SaleFacts {
  /** GoodsTypeId: 2 realAccount is not virtual. */
  goodsTypeId: number
  /** What the learner would pay, in cents; 0 or less is free. */
  price: number
}

/** The goods page's price: the chosen package's, else the goods' own. */
export function goodsSaleFacts(goods: { goodsTypeId: number; presentPrice: number }, spec: { presentPrice: number } | null | undefined): SaleFacts {
  return { goodsTypeId: goods.goodsTypeId, price: spec?.presentPrice ?? goods.presentPrice }
}

/** An order's price (confirm order, the loan's down payment): what is still owed; a free order (payPrice 0) is free. */
export function orderSaleFacts(order: { goodsTypeId: number; payPrice: number; waitPayMoney: number }): SaleFacts {
  return { goodsTypeId: order.goodsTypeId, price: order.payPrice === 0 ? 0 : order.waitPayMoney }
}

/** Whether this page may offer the price and the buy / pay button for the goods. */
export function sellsHere(env: Pick<Environment, 'isMiniProgram'>, vp: VirtualPayState, goods: SaleFacts): boolean {
  if (!env.isMiniProgram) return true
  if (goods.price <= 0) return true
  if (!isVirtualGoods(goods.goodsTypeId)) return true
  return vp.switchedOn && vp.supported
}
