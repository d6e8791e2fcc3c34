/**
 * One course category's goods as an endless list of 10 a page (goodsCenterGoods), loaded with the page and paged by
 * the page's bottom and pull-down: the /category route and the special-topic detail page. A goods opens by the goods
 * jump (GoodsCard).
 */
import { useEffect, useState } from 'react'
import { observer } from 'mobx-react'
import { View } from '@tarojs/components'
import type { GoodsItem } from '@shared/goods'
import { PAGE_SIZE } from '@/core/paging'
import { APP_TEXT } from '@/core/texts'
import { GoodsCard } from '@/components/GoodsCard'
import { ListFooter } from '@/components/ListFooter'
import { useLoadMore, usePullRefresh } from '@/components/ListFooter/hooks'
import { useGoodsApi } from '@/services/goods'
import { PagedList } from '@/stores/paged'

export const CategoryGoods = observer(function CategoryGoods({ categoryId, itemClassName }: { categoryId?: number; itemClassName: string }) {
  const goodsApi = useGoodsApi()
  const [list] = useState(() => new PagedList<GoodsItem>((page) => goodsApi.categoryGoods(categoryId, page, PAGE_SIZE)))
  useEffect(() => {
    void list.loadFirst()
  }, [list])
  useLoadMore(() => list.loadMore())
  usePullRefresh(() => list.refresh())

  return (
    <>
      {list.items.map((goods) => (
        <View key={goods.goodsId} className={itemClassName}>
          <GoodsCard goods={goods} />
        </View>
      ))}
      <ListFooter footer={list.footer} onRetry={() => void list.loadMore()} emptyText={APP_TEXT.noGoods} />
    </>
  )
})
