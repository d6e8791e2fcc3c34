/** The head of a knowledge goods page: cover (or a player above it), name, tags, teacher, learners, price, remark. */
import type { ReactNode } from 'react'
import { Image, Text, View } from '@tarojs/components'
import type { KnowledgeGoods } from '@contract/knowledge'
import { KNOWLEDGE_APP_TEXT } from '@/core/knowledge'
import { Price } from '@/components/Price'
import { mediaUrl } from '@/platform/media'
import './GoodsInfo.css'

export function GoodsInfo({ goods, media, children }: { goods: KnowledgeGoods; media?: ReactNode; children?: ReactNode }) {
  return (
    <View className="k-info" data-knowledge-id={goods.id}>
      {media ?? <Image className="k-info__cover" src={mediaUrl(goods.goodsUrl || goods.thumbPath)} mode="aspectFill" />}
      <View className="k-info__body">
        <Text className="k-info__name">{goods.goodsName}</Text>
        <View className="k-info__tags">
          {goods.tags.map((t) => (
            <Text key={t} className="k-info__tag">{t}</Text>
          ))}
          {goods.auditionType === 2 && <Text className="k-info__tag k-info__tag--owned">{KNOWLEDGE_APP_TEXT.received}</Text>}
        </View>
        <Text className="k-info__meta">{goods.classForm} · {goods.name} · {goods.learnNum}{KNOWLEDGE_APP_TEXT.learners}</Text>
        {goods.auditionType === 3 && goods.openTime && <Text className="k-info__open">{KNOWLEDGE_APP_TEXT.opensAt} {goods.openTime}</Text>}
        <Price cents={goods.presentPrice} original={goods.originalPrice} size="large" />
        <Text className="k-info__remark">{goods.remark}</Text>
        {children}
      </View>
    </View>
  )
}
