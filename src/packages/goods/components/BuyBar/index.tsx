/**
 * The goods page's buy bar: customer service, favourite, the price of the chosen package and the buy button.
 * The buy button is one tap per order: it shows loading and ignores taps while an order is being created.
 */
import { Text, View } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import { Service, Star, StarFill } from '@nutui/icons-react-taro'
import { Price } from '@/components/Price'
import './index.css'

export const BUY_TEXT = { buy: '立即购买', free: '免费领取', offShelf: '已下架', service: '客服', collect: '收藏', collected: '已收藏' } as const

export interface BuyBarProps {
  price: number
  original?: number
  /** When set the button is disabled and says why ('已下架'). */
  unavailable?: string
  /** Set when no price-and-buy path may be offered here (src/core/order/virtualPay.ts): this neutral text instead. */
  notForSale?: string
  placing: boolean
  collected: boolean
  onBuy(): void
  onService(): void
  onCollect(): void
}

export function BuyBar({ price, original, unavailable, notForSale, placing, collected, onBuy, onService, onCollect }: BuyBarProps) {
  const label = unavailable || (price <= 0 ? BUY_TEXT.free : BUY_TEXT.buy)
  return (
    <View className="bottom-bar buy-bar">
      <View className="buy-bar__icon" onClick={onService}>
        <Service size={20} />
        <Text className="buy-bar__icon-text">{BUY_TEXT.service}</Text>
      </View>
      <View className="buy-bar__icon" onClick={onCollect}>
        {collected ? <StarFill size={20} color="#f5a623" /> : <Star size={20} />}
        <Text className="buy-bar__icon-text">{collected ? BUY_TEXT.collected : BUY_TEXT.collect}</Text>
      </View>
      {notForSale ? (
        <Text className="buy-bar__note">{notForSale}</Text>
      ) : (
        <>
          <Price className="buy-bar__price" cents={price} original={original} />
          <Button
            className="buy-bar__buy"
            type="primary"
            disabled={!!unavailable || placing}
            loading={placing}
            onClick={() => { if (!placing && !unavailable) onBuy() }}
          >
            {label}
          </Button>
        </>
      )}
    </View>
  )
}
