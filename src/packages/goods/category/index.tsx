/** The named route category (/category?id=&name=): one category's goods, an endless list of 10 a page. */
import { useEffect, useState } from 'react'
import { observer } from 'mobx-react'
import { useRouter } from '@tarojs/taro'
import { View } from '@tarojs/components'
import type { GoodsItem } from '@shared/goods'
import { PAGE_SIZE } from '@/core/paging'
import { decodeParam } from '@/core/query'
import { pageTitle } from '@/core/routes'
import { APP_TEXT } from '@/core/texts'
import { GoodsCard } from '@/components/GoodsCard'
import { ListFooter } from '@/components/ListFooter'
import { useLoadMore, usePullRefresh } from '@/components/ListFooter/hooks'
import { NavBar } from '@/components/NavBar'
import { setDocumentTitle } from '@/platform/location'
import { goodsApi } from '@/services'
import { PagedList } from '@/stores/paged'
import './index.css'

export default observer(function CategoryPage() {
  const { params } = useRouter()
  const categoryId = Number(params.id) || undefined
  const name = decodeParam(params.name) || '课程分类'
  const [list] = useState(() => new PagedList<GoodsItem>((page) => goodsApi.categoryGoods(categoryId, page, PAGE_SIZE)))

  useEffect(() => {
    setDocumentTitle(pageTitle(name))
    void list.loadFirst()
  }, [list, name])
  useLoadMore(() => list.loadMore())
  usePullRefresh(() => list.refresh())

  return (
    <View className="category-page">
      <NavBar title={name} />
      {list.items.map((goods) => (
        <View key={goods.goodsId} className="category-page__item">
          <GoodsCard goods={goods} />
        </View>
      ))}
      <ListFooter footer={list.footer} onRetry={() => void list.loadMore()} emptyText={APP_TEXT.noGoods} />
    </View>
  )
})
