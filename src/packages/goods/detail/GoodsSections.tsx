/** Sections of the goods page: summary, package choice, courses, campus, instalments, auditions, coupons. */
import { observer } from 'mobx-react'
import { Image, Text, View } from '@tarojs/components'
import { Cell } from '@nutui/nutui-react-taro'
import type { AuditionCourse, Coupon, GoodsDetail } from '@contract/goods'
import { courseChoiceText, validityText } from '@/core/goods'
import { formatMoney } from '@/core/money'
import { CourseList } from '@/components/CourseList'
import { LoadError } from '@/components/ListFooter'
import { LoanPlatformPicker } from '@/components/LoanPlatformPicker'
import { Price } from '@/components/Price'
import { Section } from '@/components/Section'
import { SpecPicker } from '@/packages/goods/components/SpecPicker'
import { Carousel } from '@/platform/carousel'
import { mediaUrl } from '@/platform/media'
import { useCheckoutStore } from '@/packages/goods/stores/instances'

/** The goods page's section wording (the buy rules' texts are CHECKOUT_TEXT, src/core/checkout.ts). */
export const GOODS_PAGE_TEXT = {
  pageTitle: '课程详情',
  notFound: '商品不存在',
  notFoundHint: '该商品不存在或已下架',
  toHome: '去首页看看',
  couponReceived: '领取成功',
  collected: '收藏成功',
  uncollected: '已取消收藏',
  intro: '课程介绍',
  sales: (n: number) => `${n}人已报名`,
  packages: '选择套餐',
  chooseCourses: '选择课程',
  included: (n: number) => `包含课程（${n}门）`,
  campus: '上课校区',
  choose: '请选择',
  instalment: '分期付款',
  auditions: '试听课程',
  all: '全部',
  minutes: (n: number) => `${n}分钟`,
  coupons: '优惠券',
  threshold: (yuan: string) => `满${yuan}可用`,
  noThreshold: '无门槛',
  validUntil: (date: string) => ` · 有效期至${date}`,
  received: '已领取',
  receive: '领取',
} as const

export const GoodsSummary = observer(function GoodsSummary({ goods }: { goods: GoodsDetail }) {
  const checkout = useCheckoutStore()
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
          {goods.salesNum > 0 && <Text>{GOODS_PAGE_TEXT.sales(goods.salesNum)}</Text>}
        </View>
      </View>
    </View>
  )
})

export const PackageSection = observer(function PackageSection({ goods, onChooseCourses }: { goods: GoodsDetail; onChooseCourses(): void }) {
  const checkout = useCheckoutStore()
  const spec = checkout.spec
  const chosen = spec?.selectable ? checkout.courses.filter((c) => checkout.courseIds?.includes(c.courseId)) : checkout.courses
  return (
    <Section title={GOODS_PAGE_TEXT.packages} className="package-section">
      <SpecPicker specs={goods.specifications} selectedId={spec?.spPriceId ?? null} onSelect={(s) => void checkout.selectSpec(s)} />
      {spec?.selectable && (
        <Cell
          className="package-section__choose"
          title={GOODS_PAGE_TEXT.chooseCourses}
          extra={courseChoiceText(checkout.courseIds?.length ?? 0, spec.chooseNum)}
          clickable
          onClick={onChooseCourses}
        />
      )}
      {checkout.coursesFailed && <LoadError onRetry={() => void checkout.retryCourses()} />}
      {chosen.length > 0 && (
        <View className="package-section__courses">
          <Text className="package-section__label">{GOODS_PAGE_TEXT.included(chosen.length)}</Text>
          <CourseList courses={chosen} />
        </View>
      )}
    </Section>
  )
})

export const CampusRow = observer(function CampusRow({ onChoose }: { onChoose(): void }) {
  const checkout = useCheckoutStore()
  return (
    <Section className="campus-row">
      <Cell title={GOODS_PAGE_TEXT.campus} extra={checkout.school?.schoolName ?? GOODS_PAGE_TEXT.choose} clickable onClick={onChoose} />
    </Section>
  )
})

/** The instalment choice of a package offering it: '不分期' (0) or a loan platform (section 8, "Order creation for instalments"). */
export const InstalmentSection = observer(function InstalmentSection() {
  const checkout = useCheckoutStore()
  if (checkout.platforms.length === 0) return null
  return (
    <Section title={GOODS_PAGE_TEXT.instalment} className="instalment-section">
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
    <Section title={GOODS_PAGE_TEXT.auditions} extra={GOODS_PAGE_TEXT.all} onExtra={onMore}>
      {auditions.slice(0, 3).map((a) => (
        <View key={a.id} className="audition-item" onClick={onMore}>
          <Image className="audition-item__cover" src={mediaUrl(a.cover)} mode="aspectFill" />
          <View className="audition-item__body">
            <Text className="audition-item__title">{a.title}</Text>
            <Text className="audition-item__meta">{a.teacherName} · {GOODS_PAGE_TEXT.minutes(Math.ceil(a.durationSeconds / 60))}</Text>
          </View>
        </View>
      ))}
    </Section>
  )
}

export function CouponSection({ coupons, onReceive }: { coupons: Coupon[]; onReceive(c: Coupon): void }) {
  if (coupons.length === 0) return null
  return (
    <Section title={GOODS_PAGE_TEXT.coupons}>
      {coupons.map((c) => (
        <View key={c.couponId} className="coupon-item">
          <Text className="coupon-item__amount">¥{formatMoney(c.amount)}</Text>
          <View className="coupon-item__body">
            <Text className="coupon-item__name">{c.name}</Text>
            <Text className="coupon-item__meta">{c.threshold > 0 ? GOODS_PAGE_TEXT.threshold(formatMoney(c.threshold)) : GOODS_PAGE_TEXT.noThreshold}{GOODS_PAGE_TEXT.validUntil(c.validUntil)}</Text>
          </View>
          <Text
            className={`coupon-item__action${c.received ? ' coupon-item__action--done' : ''}`}
            onClick={() => { if (!c.received) onReceive(c) }}
          >
            {c.received ? GOODS_PAGE_TEXT.received : GOODS_PAGE_TEXT.receive}
          </Text>
        </View>
      ))}
    </Section>
  )
}
