/**
 * Request schemas of the order service that the app's types share (contract/order.ts derives CreateOrderPayload and
 * OrderChoiceUpdate from them).
 */
import { Type } from '@sinclair/typebox'
import { idSchema, intEnum, params, str } from './builders'

const flag = Type.Optional(intEnum([0, 1]))

/** POST createOrder / ty_order_create: only goodsId is required; the rest have the spec's constants or defaults. */
export const CreateOrderBodySchema = params({
  goodsId: idSchema,
  /** Comma-joined course (commodity) ids. */
  commodityIdList: Type.Optional(str(1000)),
  /** Comma string of the chosen package's child specification price ids (its spPriceId first). */
  childSpecificationPriceIds: Type.Optional(str(500)),
  schoolId: Type.Optional(Type.Integer({ minimum: 0 })),
  // the app may send '' when no campus is chosen: read in the handler, which takes at most 9 digits. A number arrives
  // as its text (coerced), so 1e300 never reaches SQL (anyOf with an integer branch escaped params()' ranges).
  signSchoolId: Type.Optional(Type.Unsafe<number | string | null>({ type: ['string', 'null'], maxLength: 20 })),
  signSchoolName: Type.Optional(str(64)),
  /** 0 full payment (no instalment), 1 loan. */
  installmentType: flag,
  isSendMessage: flag,
  isIos: flag,
  // the spec's constants: platformType 3 iOS else 2 (1 for a loan), isFree 1, orderType 1, isFormal 1, businessIdInt 1
  platformType: Type.Optional(intEnum([1, 2, 3])),
  isFree: flag,
  orderType: Type.Optional(intEnum([1])),
  isFormal: flag,
  businessIdInt: Type.Optional(Type.Integer({ minimum: 1, maximum: 9999 })),
  /** Idempotency key: repeated submissions with the same key answer the same order. */
  clientOrderKey: Type.Optional(str(64)),
  /** Added: the loan platform of an instalment order (installmentType 1); its down payment is computed from it. */
  loanPlatformId: Type.Optional(idSchema),
})

/** POST updateOrderChoice (added): any of the chosen courses, the campus and the coupon (0: none) of an unpaid order. */
export const OrderChoiceBodySchema = params({
  orderId: idSchema,
  commodityIdList: Type.Optional(str(1000)),
  signSchoolId: Type.Optional(idSchema),
  couponId: Type.Optional(Type.Integer({ minimum: 0 })),
})
