/** Sections of the goods page: summary, package choice, courses, campus, instalments, auditions, coupons. */
import { observer } from 'mobx-react'
import { Image, Text, View } from '@tarojs/components'
import { Cell } from '@nutui/nutui-react-taro'
import type { AuditionCourse, Coupon, GoodsDetail } from '@shared/goods'
import { courseChoiceText, validityText } from '@/core/goods'
import { formatMoney } from '@/core/money'
import { CourseList } from '@/components/CourseList'
import { LoanPlatformPicker } from '@/components/LoanPlatformPicker'
import { Price } from '@/components/Price'
import { Section } from '@/components/Section'
import { SpecPicker } from '@/components/SpecPicker'
import { Carousel } from '@/platform/carousel'
import { mediaUrl } from '@/platform/media'
import { checkoutStore } from '@/stores/instances/checkout'

export const GoodsSummary = observer(function GoodsSummary({ goods }: { goods: GoodsDetail }) {
  const checkout = checkoutStore()
  const pics = goods.pics.length ? goods.pics : [goods.thumbPath]
  return (
    <View className="goods-summary">
      <Carousel
        className="goods-summary__pics"
        indicatorDots={pics.length > 1}
        circular
        slides={pics.map((pic) => ({ key: pic, content: <Image className="goods-summary__pic" src={mediaUrl(pic)} mode="aspectFill" /> }))}
      />
      <View className="goods-summary__body">
        <Price cents={checkout.spec?.presentPrice ?? goods.presentPrice} original={checkout.spec?.originalPrice ?? goods.originalPrice} size="large" />
        <Text className="goods-summary__name">{goods.goodsName}</Text>
        {goods.subtitle && <Text className="goods-summary__subtitle">{goods.subtitle}</Text>}
        <View className="goods-summary__meta">
          {checkout.spec && <Text>{validityText(checkout.spec.validityMonths)}</Text>}
          {goods.salesNum > 0 && <Text>{goods.salesNum}人已报名</Text>}
        </View>
      </View>
    </View>
  )
})

export const PackageSection = observer(function PackageSection({ goods, onChooseCourses }: { goods: GoodsDetail; onChooseCourses(): void }) {
  const checkout = checkoutStore()
  const spec = checkout.spec
  const chosen = spec?.selectable ? checkout.courses.filter((c) => checkout.courseIds?.includes(c.courseId)) : checkout.courses
  return (
    <Section title="选择套餐" className="package-section">
      <SpecPicker specs={goods.specifications} selectedId={spec?.spPriceId ?? null} onSelect={(s) => void checkout.selectSpec(s)} />
      {spec?.selectable && (
        <Cell
          className="package-section__choose"
          title="选择课程"
          extra={courseChoiceText(checkout.courseIds?.length ?? 0, spec.chooseNum)}
          clickable
          onClick={onChooseCourses}
        />
      )}
      {chosen.length > 0 && (
        <View className="package-section__courses">
          <Text className="package-section__label">包含课程（{chosen.length}门）</Text>
          <CourseList courses={chosen} />
        </View>
      )}
    </Section>
  )
})

export const CampusRow = observer(function CampusRow({ onChoose }: { onChoose(): void }) {
  const checkout = checkoutStore()
  return (
    <Section className="campus-row">
      <Cell title="上课校区" extra={checkout.school?.schoolName ?? '请选择'} clickable onClick={onChoose} />
    </Section>
  )
})

/** The instalment choice of a package offering it: '不分期' (0) or a loan platform (section 8, "Order creation for instalments"). */
export const InstalmentSection = observer(function InstalmentSection() {
  const checkout = checkoutStore()
  if (checkout.platforms.length === 0) return null
  return (
    <Section title="分期付款" className="instalment-section">
      <LoanPlatformPicker
        platforms={checkout.platforms}
        value={checkout.instalment}
        price={checkout.spec?.presentPrice}
        withNone
        onChange={(v) => checkout.setInstalment(v)}
      />
    </Section>
  )
})

export function AuditionSection({ auditions, onMore }: { auditions: AuditionCourse[]; onMore(): void }) {
  if (auditions.length === 0) return null
  return (
    <Section title="试听课程" extra="全部" onExtra={onMore}>
      {auditions.slice(0, 3).map((a) => (
        <View key={a.id} className="audition-item" onClick={onMore}>
          <Image className="audition-item__cover" src={mediaUrl(a.cover)} mode="aspectFill" />
          <View className="audition-item__body">
            <Text className="audition-item__title">{a.title}</Text>
            <Text className="audition-item__meta">{a.teacherName} · {Math.ceil(a.durationSeconds / 60)}分钟</Text>
          </View>
        </View>
      ))}
    </Section>
  )
}

export function CouponSection({ coupons, onReceive }: { coupons: Coupon[]; onReceive(c: Coupon): void }) {
  if (coupons.length === 0) return null
  return (
    <Section title="优惠券">
      {coupons.map((c) => (
        <View key={c.couponId} className="coupon-item">
          <Text className="coupon-item__amount">¥{formatMoney(c.amount)}</Text>
          <View className="coupon-item__body">
            <Text className="coupon-item__name">{c.name}</Text>
            <Text className="coupon-item__meta">{c.threshold > 0 ? `满${formatMoney(c.threshold)}可用` : '无门槛'} · 有效期至{c.validUntil}</Text>
          </View>
          <Text
            className={`coupon-item__action${c.received ? ' coupon-item__action--done' : ''}`}
            onClick={() => { if (!c.received) onReceive(c) }}
          >
            {c.received ? '已领取' : '领取'}
          </Text>
        </View>
      ))}
    </Section>
  )
}
