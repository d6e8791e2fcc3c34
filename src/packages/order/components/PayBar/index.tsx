/** The bottom pay bar (docs/spec/ordering-payment.md section 2): the amount to pay and the pay button. */
import { Text, View } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import { formatMoney } from '@/core/money'
import './index.css'

/** The pay bar's default label. */
export const PAY_BAR_TEXT = { owing: '待支付' } as const

export interface PayBarProps {
  /** Cents to show, or null (the order isReceiveAll: the button says it all). */
  amount: number | null
  label?: string
  buttonText: string
  disabled?: boolean
  loading?: boolean
  /** Set when no pay path may be offered here (src/core/order/virtualPay.ts): this neutral text instead. */
  notForSale?: string
  onPay(): void
}

export function PayBar({ amount, label = PAY_BAR_TEXT.owing, buttonText, disabled, loading, notForSale, onPay }: PayBarProps) {
  if (notForSale) {
    return (
      <View className="bottom-bar pay-bar">
        <Text className="pay-bar__note">{notForSale}</Text>
      </View>
    )
  }
  return (
    <View className="bottom-bar pay-bar">
      <View className="pay-bar__amount">
        {amount !== null && (
          <>
            <Text className="pay-bar__label">{label}</Text>
            <Text className="pay-bar__money">¥{formatMoney(amount)}</Text>
          </>
        )}
      </View>
      <Button className="pay-bar__button" type="primary" disabled={disabled || loading} loading={loading} onClick={() => { if (!loading && !disabled) onPay() }}>
        {buttonText}
      </Button>
    </View>
  )
}
