/**
 * The instalment platforms as radios (docs/spec/ordering-payment.md sections 2, 7: ty_getLoanPlatform): icon, name, down
 * payment percent and periods, the down payment for `price` when given. With `withNone`, a first option '不分期'
 * (instalment choice 0) for the goods page. Used by the goods page and the loan confirm page.
 */
import { Image, Text, View } from '@tarojs/components'
import { Radio } from '@nutui/nutui-react-taro'
import type { LoanPlatform } from '@contract/payment'
import { formatMoney } from '@/core/money'
import { downPaymentFor } from '@/core/order/loan'
import { mediaUrl } from '@/platform/media'
import './index.css'

export const LOAN_PICKER_TEXT = {
  none: '不分期',
  unavailable: '该课程暂不支持分期',
  /** '首付30% ¥384.00 · 可分6/12/24期' (the amount only when the price is known). */
  terms: (percent: number, amount: string | null, periods: number[]) =>
    `首付${percent}%${amount ? ` ¥${amount}` : ''} · 可分${periods.join('/')}期`,
} as const

export interface LoanPlatformPickerProps {
  platforms: LoanPlatform[]
  /** The chosen platform id; 0 for '不分期'; null for none chosen yet. */
  value: number | null
  onChange(value: number): void
  /** Price the down payment is figured from (cents). */
  price?: number
  withNone?: boolean
}

export function LoanPlatformPicker({ platforms, value, onChange, price, withNone = false }: LoanPlatformPickerProps) {
  if (platforms.length === 0) return <Text className="loan-platform__none">{LOAN_PICKER_TEXT.unavailable}</Text>
  return (
    <Radio.Group value={value ?? undefined} onChange={(v) => onChange(Number(v))}>
      {withNone && (
        <Radio value={0} className="loan-platform">
          <Text className="loan-platform__name">{LOAN_PICKER_TEXT.none}</Text>
        </Radio>
      )}
      {platforms.map((p) => (
        <Radio key={p.loanPlatformId} value={p.loanPlatformId} className="loan-platform">
          <View className="loan-platform__row">
            <Image className="loan-platform__icon" src={mediaUrl(p.icon)} mode="aspectFit" />
            <View className="loan-platform__body">
              <Text className="loan-platform__name">{p.loanPlatformName}</Text>
              <Text className="loan-platform__meta">
                {LOAN_PICKER_TEXT.terms(p.downPaymentPercent, price ? formatMoney(downPaymentFor(price, p.downPaymentPercent)) : null, p.periods)}
              </Text>
            </View>
          </View>
        </Radio>
      ))}
    </Radio.Group>
  )
}
