/**
 * Buying from a goods page (docs/spec/ordering-payment.md sections 5, 7, 8): what blocks a purchase, the createOrder
 * payload, how its answer reads, and where a created order opens.
 */
import type { GoodsDetail, School, Specification } from '@contract/goods'
import type { CreateOrderPayload, CreateOrderResult } from '@contract/order'
import type { BridgeOrderRequest } from './bridge'
import type { Environment } from './environment'
import { link } from './links'
import { T } from './texts'

import { DEFAULT_SCHOOL_ID } from './school'
import { ORDER_MESSAGES } from '@contract/messages'

/** schoolId sent when the goods needs no campus (createOrder's "schoolId (or default)"). */
export { DEFAULT_SCHOOL_ID }

export const CHECKOUT_TEXT = {
  chooseSpec: '请选择套餐',
  offShelf: ORDER_MESSAGES.offShelf,
  chooseCampus: ORDER_MESSAGES.chooseCampus,
  specSoldOut: '该套餐已售罄',
  chooseCourses: (n: number) => `请选择${n}门课程`,
  // "The app could not make the order; try again" (inside the provider's app, its generateOrder failed).
  appOrderFailed: '下单失败，请稍后再试',
} as const

/** What the provider's app needs to make the order of a purchase (bridge generateOrder; docs/sharing-and-bridge.md). */
export function appOrderRequest(payload: CreateOrderPayload, spPriceId: number): BridgeOrderRequest {
  const courses = (payload.commodityIdList ?? '').split(',').map(Number).filter((n) => Number.isInteger(n) && n > 0)
  return {
    goodsId: payload.goodsId,
    spPriceId,
    ...(courses.length ? { commodityIdList: courses } : {}),
    ...(payload.schoolId ? { schoolId: payload.schoolId } : {}),
    ...(payload.loanPlatformId ? { loanPlatformId: payload.loanPlatformId } : {}),
    ...(payload.clientOrderKey ? { clientOrderKey: payload.clientOrderKey } : {}),
  }
}

/** The buy button's text when the goods cannot be bought at all, or undefined when it can. */
export function unavailableLabel(sellStatus: GoodsDetail['sellStatus']): string | undefined {
  if (sellStatus === 'soldOut') return '已售罄'
  if (sellStatus === 'offShelf') return '已下架'
  return undefined
}

export interface Selection {
  spec: Specification | null
  /** Chosen course ids of a selectable package; null = the package's own courses. */
  courseIds: number[] | null
  school: School | null
}

/** The first reason the learner cannot buy yet, or '' (the buy bar toasts it). */
export function purchaseBlocker(goods: GoodsDetail, sel: Selection): string {
  if (goods.sellStatus !== 'onSale') return CHECKOUT_TEXT.offShelf
  if (!sel.spec) return CHECKOUT_TEXT.chooseSpec
  if (sel.spec.soldOut) return CHECKOUT_TEXT.specSoldOut
  if (sel.spec.selectable && (sel.courseIds?.length ?? 0) !== sel.spec.chooseNum) return CHECKOUT_TEXT.chooseCourses(sel.spec.chooseNum)
  if (goods.statusSchool && !sel.school) return CHECKOUT_TEXT.chooseCampus
  return ''
}

/** The package's child specification price ids with its own id first (a comma string, as the server takes it). */
export function childSpecificationPriceIds(spec: Specification): string {
  const rest = spec.childSpecificationPriceIds.split(',').map((s) => s.trim()).filter((s) => s && s !== String(spec.spPriceId))
  return [String(spec.spPriceId), ...rest].join(',')
}

export interface OrderContext {
  userId: number
  env: Pick<Environment, 'isIOS'>
  /** Course ids of the package when the learner did not choose (fixed packages). */
  packageCourseIds: number[]
  /** The instalment choice: 0 no instalment (full payment), else the loan platform's id (installmentType 1). */
  instalment?: InstalmentChoice
  clientOrderKey: string
}

/** "Instalment choice 0 means no instalment"; any other value is the chosen loan platform's id. */
export type InstalmentChoice = number
export const NO_INSTALMENT: InstalmentChoice = 0

/**
 * "Order creation for instalments: on code 200, if the choice is 0 the pay-mode popup opens; otherwise the product
 * goes to the confirm-order page with isLoanPay=1." Choice 0 goes to confirm order, whose pay bar opens the pay-mode
 * popup once the agreement is ticked (docs/orders-and-payments.md); a platform goes to confirm order with isLoanPay=1, where the
 * down payment is paid and the loan applied for.
 */
export const afterOrderCreated = (instalment: InstalmentChoice): 'payMode' | 'loanPay' => (instalment === NO_INSTALMENT ? 'payMode' : 'loanPay')

/** createOrder payload (docs/spec/ordering-payment.md section 7): platformType 3 on iOS else 2, isFormal 1, businessIdInt 1, ... */
export function buildCreateOrderPayload(goods: GoodsDetail, sel: Selection & { spec: Specification }, ctx: OrderContext): CreateOrderPayload {
  const courseIds = sel.courseIds ?? ctx.packageCourseIds
  return {
    userId: ctx.userId,
    commodityIdList: courseIds.join(','),
    isFree: 1,
    schoolId: sel.school?.schoolId ?? DEFAULT_SCHOOL_ID,
    platformType: ctx.env.isIOS ? 3 : 2,
    isSendMessage: 0,
    orderType: 1,
    isFormal: 1,
    isIos: ctx.env.isIOS ? 1 : 0,
    businessIdInt: 1,
    goodsId: goods.goodsId,
    childSpecificationPriceIds: childSpecificationPriceIds(sel.spec),
    ...(sel.school ? { signSchoolId: sel.school.schoolId, signSchoolName: sel.school.schoolName } : {}),
    installmentType: ctx.instalment ? 1 : 0,
    ...(ctx.instalment ? { loanPlatformId: ctx.instalment } : {}),
    clientOrderKey: ctx.clientOrderKey,
  }
}

export type CreateOrderOutcome =
  | { created: true; orderId: number; orderNo: string; tradeOrderId?: string }
  | { created: false; message: string }

/** No orderId with goodsChange: its msg; neither: '此商品暂时不支持购买，请联系客服' (docs/spec/ordering-payment.md section 8). */
export function readCreateOrder(result: CreateOrderResult | null | undefined): CreateOrderOutcome {
  if (result?.orderId) return { created: true, orderId: result.orderId, orderNo: result.orderNo ?? '', tradeOrderId: result.tradeOrderId }
  const msg = result?.goodsChange?.msg
  return { created: false, message: msg || T.cannotBuy }
}

/** /ty/confirmOrder for a created order; with isLoanPay=1 when it was created with an instalment platform. */
export function confirmOrderUrl(
  goods: Pick<GoodsDetail, 'goodsId'>,
  order: { orderId: number; orderNo: string; tradeOrderId?: string },
  payload: Pick<CreateOrderPayload, 'commodityIdList' | 'schoolId'> & { loanPlatformId?: number },
): string {
  return link('confirmOrder', {
    goodsId: goods.goodsId,
    orderId: order.orderId,
    orderNo: order.orderNo,
    tradeOrderId: order.tradeOrderId,
    commodityIdListStr: payload.commodityIdList,
    schoolId: payload.schoolId,
    isLoanPay: afterOrderCreated(payload.loanPlatformId ?? NO_INSTALMENT) === 'loanPay' ? 1 : undefined,
  })
}
