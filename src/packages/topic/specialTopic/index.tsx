/**
 * /specialTopic — the topic landing (docs/spec/content-access.md section 2 names the route only): the CPA pioneer class on top,
 * then one topic per course category (goodsCenterCategory), each opening its goods at /specialTopicDetail.
 */
import { useEffect, useState } from 'react'
import { observer } from 'mobx-react'
import { Image, Text, View } from '@tarojs/components'
import type { GoodsCategory } from '@contract/goods'
import { link, PATHS } from '@/core/links'
import { EmptyState } from '@/components/EmptyState'
import { LoadError } from '@/components/ListFooter'
import { NavBar } from '@/components/NavBar'
import { mediaUrl } from '@/platform/media'
import { navigateTo } from '@/platform/navigation'
import { useGoodsApi } from '@/services/goods'
import { Loadable } from '@/stores/loadable'
import '../topic.css'
import { useScrollMemory } from '@/components/hooks/useScrollMemory'

/** The topics page's wording. */
export const SPECIAL_TOPIC_TEXT = {
  pageTitle: '专题',
  pioneer: 'CPA先锋班 限时招募',
  pioneerHint: '名师直播 + 六科规划 + 专属督学，点击了解',
  empty: '暂无专题',
  viewCourses: '查看课程 ›',
  topic: (name: string) => `${name}专题`,
} as const

export default observer(function SpecialTopicPage() {
  useScrollMemory()
  const goodsApi = useGoodsApi()
  const [topics] = useState(() => new Loadable<GoodsCategory[]>(() => goodsApi.categories()))
  useEffect(() => {
    void topics.loadOnce()
  }, [topics])

  return (
    <View className="topic-page">
      <NavBar title={SPECIAL_TOPIC_TEXT.pageTitle} />
      <View className="topic-hero" onClick={() => void navigateTo(PATHS.cpaPioneer)}>
        <Text className="topic-hero__title">{SPECIAL_TOPIC_TEXT.pioneer}</Text>
        <Text className="topic-hero__sub">{SPECIAL_TOPIC_TEXT.pioneerHint}</Text>
      </View>
      {topics.status === 'error' && <LoadError onRetry={() => void topics.load()} />}
      {topics.data?.length === 0 && <EmptyState description={SPECIAL_TOPIC_TEXT.empty} />}
      <View className="topic-grid">
        {topics.data?.map((c) => (
          <View
            key={c.id}
            className="topic-card"
            data-topic-id={c.id}
            onClick={() => void navigateTo(link('specialTopicDetail', { id: c.id, name: c.name }))}
          >
            <Image className="topic-card__icon" src={mediaUrl(c.icon)} mode="aspectFill" />
            <Text className="topic-card__name">{SPECIAL_TOPIC_TEXT.topic(c.name)}</Text>
            <Text className="topic-card__more">{SPECIAL_TOPIC_TEXT.viewCourses}</Text>
          </View>
        ))}
      </View>
    </View>
  )
})
