/**
 * One course category's goods as an endless list of 10 a page (goodsCenterGoods), paged by the page's bottom and
 * pull-down: the /category route and the special-topic detail page. A goods opens by the goods jump (GoodsCard). The
 * list loads with the component, unless the page made it (useCategoryList) to load it its own way.
 */
import { useEffect, useState } from 'react'
import { observer } from 'mobx-react'
import { View } from '@tarojs/components'
import type { GoodsItem } from '@contract/goods'
import { PAGE_SIZE } from '@/core/paging'
import { APP_TEXT } from '@/core/texts'
import { GoodsCard } from '@/components/GoodsCard'
import { ListFooter } from '@/components/ListFooter'
import { useLoadMore, usePullRefresh } from '@/components/ListFooter/hooks'
import { useGoodsApi } from '@/services/goods'
import { PagedList } from '@/stores/paged'

/** A category's goods list (not loaded yet). */
export function useCategoryList(categoryId: number | undefined): PagedList<GoodsItem> {
  const goodsApi = useGoodsApi()
  const [list] = useState(() => new PagedList<GoodsItem>((page) => goodsApi.categoryGoods(categoryId, page, PAGE_SIZE)))
  return list
}

export interface CategoryGoodsProps {
  categoryId?: number
  itemClassName: string
  /** The page's own list (useCategoryList), which the page loads. */
  list?: PagedList<GoodsItem>
}

export const CategoryGoods = observer(function CategoryGoods({ categoryId, itemClassName, list: given }: CategoryGoodsProps) {
  const own = useCategoryList(categoryId)
  const list = given ?? own
  useEffect(() => {
    if (!given) void list.loadFirst()
  }, [list, given])
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
