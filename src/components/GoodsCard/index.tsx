/** A goods in floors, lists and search results: picture, name, tags, price; tapping it follows the goods jump. */
import { Image, Text, View } from '@tarojs/components'
import type { GoodsItem } from '@contract/goods'
import { Price } from '@/components/Price'
import { mediaUrl } from '@/platform/media'
import { openGoods } from './openGoods'
import './index.css'

/** A goods card's sales line. */
export const GOODS_CARD_TEXT = { sales: (n: number) => `${n}人已报名` } as const

export { openGoods }

export interface GoodsCardProps {
  goods: GoodsItem
  /** 'row': picture left (lists); 'tile': picture on top (two-column floors). */
  layout?: 'row' | 'tile'
  onOpen?: (goods: GoodsItem) => void
}

export function GoodsCard({ goods, layout = 'row', onOpen }: GoodsCardProps) {
  return (
    <View
      className={`goods-card goods-card--${layout}`}
      data-goods-id={goods.goodsId}
      hoverClass="goods-card--pressed"
      onClick={() => (onOpen ? onOpen(goods) : void openGoods(goods))}
    >
      <Image className="goods-card__pic" src={mediaUrl(goods.thumbPath, layout === 'row' ? 240 : undefined)} mode="aspectFill" lazyLoad />
      <View className="goods-card__body">
        <Text className="goods-card__name">{goods.goodsName}</Text>
        {goods.tags.length > 0 && (
          <View className="goods-card__tags">
            {goods.tags.slice(0, 3).map((tag) => (
              <Text key={tag} className="goods-card__tag">{tag}</Text>
            ))}
          </View>
        )}
        <View className="goods-card__foot">
          <Price cents={goods.presentPrice} original={goods.originalPrice} size="small" />
          {goods.salesNum > 0 && <Text className="goods-card__sales">{GOODS_CARD_TEXT.sales(goods.salesNum)}</Text>}
        </View>
      </View>
    </View>
  )
}
