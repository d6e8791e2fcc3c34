/**
 * /favourites (this app's own page): the learner's collected goods (goods/app/collectionList) as goods cards.
 * Needs login (LoginGate); reloaded each time it shows again (a goods may have been uncollected meanwhile).
 */
import { useEffect, useState } from 'react'
import { observer } from 'mobx-react'
import { useDidShow } from '@tarojs/taro'
import { View } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import type { GoodsItem } from '@shared/goods'
import { SCHOOL_URL } from '@/core/pages'
import { APP_TEXT } from '@/core/texts'
import { EmptyState } from '@/components/EmptyState'
import { GoodsCard } from '@/components/GoodsCard'
import { GoodsSkeleton } from '@/components/GoodsSkeleton'
import { LoadError } from '@/components/ListFooter'
import { LoginGate } from '@/components/LoginGate'
import { NavBar } from '@/components/NavBar'
import { navigateTo } from '@/platform/navigation'
import { goodsApi } from '@/services'
import { Loadable } from '@/stores/loadable'
import './index.css'
import { useScrollMemory } from '@/components/hooks/useScrollMemory'

const Favourites = observer(function Favourites() {
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

export default function FavouritesPage() {
  useScrollMemory()
  return (
    <View className="favourites-page">
      <NavBar title={APP_TEXT.favourites} />
      <View className="favourites-page__list">
        <LoginGate>
          <Favourites />
        </LoginGate>
      </View>
    </View>
  )
}
