/** /member-share-list: the members' shares (ksStudentShareList), newest first, 10 a page near the bottom. */
import { useEffect, useState } from 'react'
import { observer } from 'mobx-react'
import { Image, Text, View } from '@tarojs/components'
import type { StudentShare } from '@contract/knowledge'
import { KNOWLEDGE_APP_TEXT } from '@/core/knowledge'
import { ListFooter } from '@/components/ListFooter'
import { useLoadMore, usePullRefresh } from '@/components/ListFooter/hooks'
import { NavBar } from '@/components/NavBar'
import { mediaUrl } from '@/platform/media'
import { useKnowledgeApi } from '@/services/knowledge'
import { PagedList } from '@/stores/paged'
import './index.css'
import { useScrollMemory } from '@/components/hooks/useScrollMemory'

export default observer(function MemberSharesPage() {
  useScrollMemory()
  const knowledgeApi = useKnowledgeApi()
  const [list] = useState(() => new PagedList<StudentShare>((page) => knowledgeApi.shares(page)))
  useEffect(() => {
    void list.loadFirst()
  }, [list])
  useLoadMore(() => list.loadMore())
  usePullRefresh(() => list.refresh())

  return (
    <View className="k-shares">
      <NavBar title={KNOWLEDGE_APP_TEXT.memberShares} />
      {list.items.map((s) => (
        <View key={s.id} className="k-shares__item" data-share-id={s.id}>
          <Image className="k-shares__avatar" src={mediaUrl(s.avatar, 80)} mode="aspectFill" />
          <View className="k-shares__body">
            <View className="k-shares__top">
              <Text className="k-shares__who">{s.nickName}</Text>
              <Text className="k-shares__times">{s.shareNum}{KNOWLEDGE_APP_TEXT.shareTimes}</Text>
            </View>
            <Text className="k-shares__what">{s.goodsName}</Text>
            <Text className="k-shares__when">{s.createTime}</Text>
          </View>
        </View>
      ))}
      <ListFooter footer={list.footer} onRetry={() => void list.loadMore()} emptyText={KNOWLEDGE_APP_TEXT.noGoods} />
    </View>
  )
})
