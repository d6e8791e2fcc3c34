/**
 * The order's goods as confirm order and order detail show it (docs/spec/ordering-payment.md section 2): goods detail, the
 * price block (discount only when greater than 0), the included courses folded to 3 when there are 4 or more,
 * validity in months, the campus, and on confirm order the edit button and the campus selector.
 */
import { Image, Text, View } from '@tarojs/components'
import type { OrderInfo } from '@contract/order'
import { validityText } from '@/core/goods'
import { formatMoney } from '@/core/money'
import { CHOICE_TEXT } from '@/core/order/choice'
import { CourseList } from '@/components/CourseList'
import { Section } from '@/components/Section'
import { SHOWN_WIDTH } from '@/core/picture'
import { mediaUrl } from '@/platform/media'
import './index.css'

/** The order summary's price rows (the course count line is a function). */
export const ORDER_SUMMARY_TEXT = {
  original: '商品原价',
  discount: '优惠',
  payable: '应付金额',
  courses: (n: number) => `包含课程（${n}门）`,
} as const

/** "Included courses folded to 3 when 4 or more" (section 9). */
export const COURSE_FOLD = 3

export function OrderGoods({ order }: { order: OrderInfo }) {
  return (
    <Section className="order-goods">
      <View className="order-goods__row">
        <Image className="order-goods__pic" src={mediaUrl(order.thumbPath, SHOWN_WIDTH.orderGoods)} mode="aspectFill" />
        <View className="order-goods__body">
          <Text className="order-goods__name">{order.name}</Text>
          {order.specificationNameAll && <Text className="order-goods__spec">{order.specificationNameAll}</Text>}
          <Text className="order-goods__meta">{validityText(order.goodsValidity)}</Text>
        </View>
      </View>
    </Section>
  )
}

export interface OrderCoursesProps {
  order: OrderInfo
  /** The edit button ('修改'): shown when given (confirm order decides by showCourseEdit). */
  onEdit?: () => void
  /** The campus selector: tappable when given (campusRow 'choose'); otherwise the chosen campus is shown as text. */
  onChooseCampus?: () => void
}

export function OrderCourses({ order, onEdit, onChooseCampus }: OrderCoursesProps) {
  const hasCourses = order.goodsNameVOList.length > 0
  if (!hasCourses && !onChooseCampus) return null
  return (
    <Section
      title={hasCourses ? ORDER_SUMMARY_TEXT.courses(order.goodsNameVOList.length) : CHOICE_TEXT.campus}
      extra={onEdit ? CHOICE_TEXT.edit : undefined}
      onExtra={onEdit}
      className="order-courses"
    >
      {hasCourses && (
        <CourseList
          foldAt={order.goodsNameVOList.length >= COURSE_FOLD + 1 ? COURSE_FOLD : undefined}
          courses={order.goodsNameVOList.map((c) => ({ courseId: c.id, courseName: c.name, teacherName: '', lessonCount: 0 }))}
        />
      )}
      {onChooseCampus ? (
        <View className="order-courses__campus order-courses__campus--choose" onClick={onChooseCampus}>
          <Text>{CHOICE_TEXT.campus}</Text>
          <Text className={order.signSchoolName ? 'order-courses__campus-name' : 'order-courses__campus-empty'}>
            {order.signSchoolName || CHOICE_TEXT.chooseCampus} ›
          </Text>
        </View>
      ) : (
        order.isShowSchool && order.signSchoolName && (
          <View className="order-courses__campus">
            <Text>{CHOICE_TEXT.campus}</Text>
            <Text className="order-courses__campus-name">{order.signSchoolName}</Text>
          </View>
        )
      )}
    </Section>
  )
}

export function OrderPrice({ order }: { order: OrderInfo }) {
  return (
    <Section className="order-price">
      <View className="order-price__line">
        <Text>{ORDER_SUMMARY_TEXT.original}</Text>
        <Text>¥{formatMoney(order.originalPrice)}</Text>
      </View>
      {order.discount > 0 && (
        <View className="order-price__line">
          <Text>{ORDER_SUMMARY_TEXT.discount}</Text>
          <Text className="order-price__discount">-¥{formatMoney(order.discount)}</Text>
        </View>
      )}
      <View className="order-price__line order-price__line--total">
        <Text>{ORDER_SUMMARY_TEXT.payable}</Text>
        <Text className="order-price__payable">¥{formatMoney(order.payPrice)}</Text>
      </View>
    </Section>
  )
}
