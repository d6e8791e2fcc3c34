/** Grey placeholder blocks shaped like goods cards, while the first page loads (same on H5 and the mini-program). */
import { View } from '@tarojs/components'
import './index.css'

export function GoodsSkeleton({ rows = 3, layout = 'row' }: { rows?: number; layout?: 'row' | 'tile' }) {
  return (
    <View className={`goods-skeleton goods-skeleton--${layout}`} aria-busy="true">
      {Array.from({ length: rows }, (_, i) => (
        <View key={i} className="goods-skeleton__item">
          <View className="goods-skeleton__pic skeleton-block" />
          <View className="goods-skeleton__body">
            <View className="goods-skeleton__line skeleton-block" />
            <View className="goods-skeleton__line goods-skeleton__line--short skeleton-block" />
            <View className="goods-skeleton__line goods-skeleton__line--price skeleton-block" />
          </View>
        </View>
      ))}
    </View>
  )
}
