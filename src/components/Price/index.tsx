/** A price in cents: '¥980.00' (2 decimals, truncated), 'free' at 0 or less; the original price struck through when higher. */
import { Text, View } from '@tarojs/components'
import { formatMoney, priceLabel, showOriginalPrice } from '@/core/money'
import './index.css'

export interface PriceProps {
  cents: number
  original?: number
  size?: 'small' | 'normal' | 'large'
  className?: string
}

export function Price({ cents, original, size = 'normal', className = '' }: PriceProps) {
  return (
    <View className={`price price--${size} ${className}`}>
      <Text className="price__present">{priceLabel(cents)}</Text>
      {original !== undefined && showOriginalPrice(cents, original) && (
        <Text className="price__original">¥{formatMoney(original)}</Text>
      )}
    </View>
  )
}
