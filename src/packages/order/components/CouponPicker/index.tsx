/**
 * The coupon row of confirm order and its bottom popup: the learner's coupons that fit the order (couponForOrder),
 * one chosen at a time, or '不使用优惠券'. Choosing answers onChoose(couponId, 0 for none); the page applies it.
 */
import { useState } from 'react'
import { Text, View } from '@tarojs/components'
import { Popup } from '@nutui/nutui-react-taro'
import type { Coupon } from '@contract/goods'
import { formatMoney } from '@/core/money'
import { CHOICE_TEXT } from '@/core/order/choice'
import { Section } from '@/components/Section'
import './index.css'

/** The coupon card's date line. */
export const COUPON_CARD_TEXT = { validUntil: (date: string) => `有效期至 ${date}` } as const

export interface CouponPickerProps {
  /** The row's value (couponRowText); null hides the row. */
  text: string | null
  coupons: Coupon[]
  /** The coupon the order holds. */
  chosenId: number | null | undefined
  /** Tappable only while the order may change. */
  changeable: boolean
  busy?: boolean
  onChoose(couponId: number): void
}

export function CouponPicker({ text, coupons, chosenId, changeable, busy = false, onChoose }: CouponPickerProps) {
  const [open, setOpen] = useState(false)
  if (text === null) return null
  const tappable = changeable && (coupons.length > 0 || !!chosenId)

  function choose(couponId: number) {
    setOpen(false)
    if (busy || couponId === (chosenId ?? 0)) return
    onChoose(couponId)
  }

  return (
    <Section className="coupon-row">
      <View className="coupon-row__line" onClick={() => tappable && setOpen(true)}>
        <Text>{CHOICE_TEXT.coupon}</Text>
        <Text className={chosenId ? 'coupon-row__value coupon-row__value--off' : 'coupon-row__value'}>
          {text}{tappable ? ' ›' : ''}
        </Text>
      </View>
      <Popup visible={open} position="bottom" round closeable title={CHOICE_TEXT.couponTitle} onClose={() => setOpen(false)}>
        <View className="coupon-list">
          {coupons.map((c) => (
            <View
              key={c.couponId}
              className={`coupon-card${c.couponId === chosenId ? ' coupon-card--chosen' : ''}`}
              data-coupon-id={c.couponId}
              onClick={() => choose(c.couponId)}
            >
              <View className="coupon-card__amount">
                <Text className="coupon-card__yuan">¥{formatMoney(c.amount)}</Text>
                <Text className="coupon-card__threshold">{CHOICE_TEXT.threshold(c.threshold)}</Text>
              </View>
              <View className="coupon-card__body">
                <Text className="coupon-card__name">{c.name}</Text>
                <Text className="coupon-card__date">{COUPON_CARD_TEXT.validUntil(c.validUntil)}</Text>
              </View>
            </View>
          ))}
          <View className={`coupon-none${chosenId ? '' : ' coupon-none--chosen'}`} onClick={() => choose(0)}>
            {CHOICE_TEXT.notUsing}
          </View>
        </View>
      </Popup>
    </Section>
  )
}
