/**
 * What a learner may still change on confirm order (docs/spec/ordering-payment.md section 2: "has an edit button (hidden for
 * school 4 or when a hide flag is set) ... and a campus selector"), and the coupon choice. The server enforces the
 * same (updateOrderChoice): an order may change only while it is pending with nothing paid.
 */
import type { Coupon } from '@contract/goods'
import { link } from '../links'
import { formatMoney } from '../money'
import { OrderState, OrderStatus, SCHOOL_WITHOUT_COURSE_EDIT } from './enums'
import type { OrderFacts } from './facts'
import { ORDER_MESSAGES } from '@contract/messages'

type ChoiceFacts = Pick<OrderFacts, 'state' | 'orderStatus' | 'paidMoney' | 'schoolId'> & {
  isShowSchool?: boolean
  signSchoolId?: number | null
  chooseNum?: number
  payPrice?: number
}

export const CHOICE_TEXT = {
  edit: '修改',
  campus: '上课校区',
  chooseCampus: ORDER_MESSAGES.chooseCampus,
  coupon: '优惠券',
  noCoupon: '暂无可用优惠券',
  couponCount: (n: number) => `${n}张可用`,
  couponOff: (amount: number) => `-¥${formatMoney(amount)}`,
  notUsing: '不使用优惠券',
  couponTitle: '选择优惠券',
  threshold: (cents: number) => (cents > 0 ? `满${formatMoney(cents)}元可用` : '无门槛'),
} as const

/** A query flag such as isHideChange: set unless absent, empty, '0' or 'false'. */
export const queryFlag = (v: string | undefined | null): boolean => !!v && v !== '0' && v !== 'false'

/** Pending, nothing paid: its courses, campus and coupon may still change. */
export function orderChangeable(o: ChoiceFacts): boolean {
  return o.state === OrderState.pending && o.orderStatus === OrderStatus.pending && (o.paidMoney ?? 0) === 0
}

/**
 * The course card's edit button: "hidden for school 4 or when a hide flag is set"; also hidden once the order can no
 * longer change and for a fixed package (chooseNum 0), whose courses there is nothing to choose among.
 */
export function showCourseEdit(o: ChoiceFacts, isHideChange: boolean): boolean {
  if (isHideChange || o.schoolId === SCHOOL_WITHOUT_COURSE_EDIT) return false
  return orderChangeable(o) && (o.chooseNum ?? 0) > 0
}

/** The campus row: 'choose' (tappable) while the order may change, 'show' the chosen campus afterwards, or none. */
export function campusRow(o: ChoiceFacts): 'choose' | 'show' | null {
  if (!o.isShowSchool) return null
  if (orderChangeable(o)) return 'choose'
  return o.signSchoolId ? 'show' : null
}

/**
 * The coupon row's value: the applied coupon's amount off (presentPrice - payPrice), how many fit, or none; null
 * hides the row.
 */
export function couponRowText(
  o: ChoiceFacts & { couponId?: number | null; presentPrice?: number },
  coupons: Pick<Coupon, 'couponId'>[],
): string | null {
  if (o.couponId) return CHOICE_TEXT.couponOff((o.presentPrice ?? 0) - (o.payPrice ?? 0))
  if (!orderChangeable(o) || (o.payPrice ?? 1) === 0) return null
  return coupons.length ? CHOICE_TEXT.couponCount(coupons.length) : CHOICE_TEXT.noCoupon
}

type ChoiceUrlFacts = { orderId: number; goodsId: number; childSpecificationPriceIds: string; isShowSchool: boolean; commodityIdListStr: string }

/** The edit button's page: /ty/CourseSelect (goodsId, spPriceIdStr, statusSchool, change=1, courseIdList) for this order. */
export function courseEditUrl(o: ChoiceUrlFacts): string {
  return link('courseSelect', {
    goodsId: o.goodsId,
    spPriceIdStr: o.childSpecificationPriceIds.split(',')[0],
    statusSchool: o.isShowSchool ? 1 : 0,
    change: 1,
    courseIdList: o.commodityIdListStr,
    orderId: o.orderId,
  })
}

/** The campus selector's page: /ty/SelectSchool (goodsId, newBusinessId=1) for this order. */
export const campusChooseUrl = (o: ChoiceUrlFacts): string => link('selectSchool', { goodsId: o.goodsId, newBusinessId: 1, orderId: o.orderId })
