/** /favourites, 课程: the learner's collected goods (goods/app/collectionList) as goods cards, reloaded each time it shows again. */
import { useEffect, useState } from 'react'
import { observer } from 'mobx-react'
import { useDidShow } from '@tarojs/taro'
import { View } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import type { GoodsItem } from '@contract/goods'
import { SCHOOL_URL } from '@/core/pages'
import { APP_TEXT } from '@/core/texts'
import { EmptyState } from '@/components/EmptyState'
import { GoodsCard } from '@/components/GoodsCard'
import { GoodsSkeleton } from '@/components/GoodsSkeleton'
import { LoadError } from '@/components/ListFooter'
import { navigateTo } from '@/platform/navigation'
import { useGoodsApi } from '@/services/goods'
import { Loadable } from '@/stores/loadable'

export const GoodsFavourites = observer(function GoodsFavourites() {
  const goodsApi = useGoodsApi()
  const [favourites] = useState(() => new Loadable<GoodsItem[]>(() => goodsApi.collectionList()))

  useEffect(() => {
    void favourites.load()
  }, [favourites])
  useDidShow(() => {
    if (favourites.data !== null && !favourites.loading) void favourites.load()
  })

  if (favourites.status === 'loading') return <GoodsSkeleton rows={3} />
  if (favourites.status === 'error') return <LoadError onRetry={() => void favourites.load()} />
  if (favourites.data?.length === 0) {
    return (
      <EmptyState title={APP_TEXT.noFavourites} description="">
        <Button type="primary" size="small" onClick={() => void navigateTo(SCHOOL_URL)}>{APP_TEXT.discover}</Button>
      </EmptyState>
    )
  }
  return (
    <>
      {favourites.data?.map((goods) => (
        <View key={goods.goodsId} className="favourites-page__item">
          <GoodsCard goods={goods} />
        </View>
      ))}
    </>
  )
})
