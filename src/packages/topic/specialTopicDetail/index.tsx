/** /specialTopicDetail?id=&name= — one topic's goods (a course category), 10 a page; a goods opens by the goods jump. */
import { useEffect, useState } from 'react'
import { observer } from 'mobx-react'
import { useRouter } from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
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
import '../topic.css'

export default observer(function SpecialTopicDetailPage() {
  const { params } = useRouter()
  const id = Number(params.id) || undefined
  const name = decodeParam(params.name) || '专题'
  const [list] = useState(() => new PagedList<GoodsItem>((page) => goodsApi.categoryGoods(id, page, PAGE_SIZE)))

  useEffect(() => {
    setDocumentTitle(pageTitle(name))
    void list.loadFirst()
  }, [list, name])
  useLoadMore(() => list.loadMore())
  usePullRefresh(() => list.refresh())

  return (
    <View className="topic-page" data-topic-id={id}>
      <NavBar title={name} />
      <View className="topic-hero topic-hero--detail">
        <Text className="topic-hero__title">{name}专题</Text>
        <Text className="topic-hero__sub">精选好课，名师授课，助你一次通关</Text>
      </View>
      <View className="topic-list">
        {list.items.map((goods) => (
          <View key={goods.goodsId} className="topic-list__item">
            <GoodsCard goods={goods} />
          </View>
        ))}
        <ListFooter footer={list.footer} onRetry={() => void list.loadMore()} emptyText={APP_TEXT.noGoods} />
      </View>
    </View>
  )
})
