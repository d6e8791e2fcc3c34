/**
 * /vipList (docs/spec/content-access.md section 2): the VIP memberships (memberGoodsList) as cards; tapping one follows the
 * goods jump (VIP class goods open /classVip with goodsId = memberGoodsId).
 */
import { useEffect, useState } from 'react'
import { observer } from 'mobx-react'
import { Text, View } from '@tarojs/components'
import type { GoodsItem } from '@contract/goods'
import { APP_TEXT } from '@/core/texts'
import { EmptyState } from '@/components/EmptyState'
import { GoodsCard } from '@/components/GoodsCard'
import { GoodsSkeleton } from '@/components/GoodsSkeleton'
import { LoadError } from '@/components/ListFooter'
import { NavBar } from '@/components/NavBar'
import { useGoodsApi } from '@/services/goods'
import { Loadable } from '@/stores/loadable'
import './index.css'
import { useScrollMemory } from '@/components/hooks/useScrollMemory'

export default observer(function VipListPage() {
  useScrollMemory()
  const goodsApi = useGoodsApi()
  const [vips] = useState(() => new Loadable<GoodsItem[]>(() => goodsApi.memberGoods()))

  useEffect(() => {
    void vips.loadOnce()
  }, [vips])

  return (
    <View className="vip-page">
      <NavBar title={APP_TEXT.vipTitle} />
      <View className="vip-page__head">
        <Text className="vip-page__title">{APP_TEXT.vipTitle}</Text>
        <Text className="vip-page__sub">{APP_TEXT.vipSubtitle}</Text>
      </View>
      <View className="vip-page__list">
        {vips.status === 'loading' && <GoodsSkeleton rows={3} />}
        {vips.status === 'error' && <LoadError onRetry={() => void vips.load()} />}
        {vips.data?.length === 0 && <EmptyState title={APP_TEXT.noVip} description="" />}
        {vips.data?.map((goods) => (
          <View key={goods.goodsId} className="vip-page__item">
            <GoodsCard goods={goods} />
          </View>
        ))}
      </View>
    </View>
  )
})
