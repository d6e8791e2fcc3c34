/** /specialTopicDetail?id=&name= — one topic's goods (a course category), 10 a page; a goods opens by the goods jump. */
import { useEffect } from 'react'
import { useRouter } from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { decodeParam } from '@/core/query'
import { pageTitle } from '@/core/routes'
import { CategoryGoods } from '@/components/CategoryGoods'
import { NavBar } from '@/components/NavBar'
import { setDocumentTitle } from '@/platform/location'
import '../topic.css'

/** A topic's page wording. */
export const TOPIC_DETAIL_TEXT = {
  pageTitle: '专题',
  hint: '精选好课，名师授课，助你一次通关',
  topic: (name: string) => `${name}专题`,
} as const

export default function SpecialTopicDetailPage() {
  const { params } = useRouter()
  const id = Number(params.id) || undefined
  const name = decodeParam(params.name) || TOPIC_DETAIL_TEXT.pageTitle

  useEffect(() => {
    setDocumentTitle(pageTitle(name))
  }, [name])

  return (
    <View className="topic-page" data-topic-id={id}>
      <NavBar title={name} />
      <View className="topic-hero topic-hero--detail">
        <Text className="topic-hero__title">{TOPIC_DETAIL_TEXT.topic(name)}</Text>
        <Text className="topic-hero__sub">{TOPIC_DETAIL_TEXT.hint}</Text>
      </View>
      <View className="topic-list">
        <CategoryGoods categoryId={id} itemClassName="topic-list__item" />
      </View>
    </View>
  )
}
