/**
 * One article of a list (docs/spec/content-access.md section 3 "Article"), drawn in the layout articleLayout chooses:
 * style1 a wide cover above the title (url, isRoot not 0), style2 the title beside a thumbnail (url, isRoot 0),
 * style3 title and introduction without a picture (no url), style4 the feature card (showType 4): the wide cover with
 * the title laid over its foot on a dark shade. A tap answers `onOpen(item)`; the list decides where.
 */
import { memo } from 'react'
import { Image, Text, View } from '@tarojs/components'
import type { NewsItem } from '@contract/news'
import { articleDate, articleLayout, articleTitle } from '@/core/article/list'
import { mediaUrl } from '@/platform/media'
import './index.css'

export interface ArticleItemProps {
  item: NewsItem
  onOpen(item: NewsItem): void
}

export const ArticleItem = memo(function ArticleItem({ item, onOpen }: ArticleItemProps) {
  const layout = articleLayout(item)
  const title = <Text className="article-item__title">{articleTitle(item)}</Text>
  const meta = (
    <View className="article-item__meta">
      {item.catalogName && <Text className="article-item__tag">{item.catalogName}</Text>}
      <Text className="article-item__date">{articleDate(item)}</Text>
    </View>
  )
  return (
    <View
      className={`article-item article-item--${layout}`}
      data-article-id={item.id || item.informationId || ''}
      data-layout={layout}
      onClick={() => onOpen(item)}
    >
      {layout === 'style1' && (
        <>
          {title}
          <Image className="article-item__cover" src={mediaUrl(item.url)} mode="aspectFill" lazyLoad />
          {meta}
        </>
      )}
      {layout === 'style2' && (
        <>
          <View className="article-item__body">
            {title}
            {meta}
          </View>
          <Image className="article-item__thumb" src={mediaUrl(item.url, 220)} mode="aspectFill" lazyLoad />
        </>
      )}
      {layout === 'style4' && (
        <>
          <View className="article-item__feature">
            <Image className="article-item__feature-pic" src={mediaUrl(item.url)} mode="aspectFill" lazyLoad />
            <View className="article-item__feature-shade">{title}</View>
          </View>
          {meta}
        </>
      )}
      {layout === 'style3' && (
        <>
          {title}
          {item.introduction && <Text className="article-item__intro">{item.introduction}</Text>}
          {meta}
        </>
      )}
    </View>
  )
})
