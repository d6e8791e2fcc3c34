/** The blocks of the article detail: head, body behind the read-more cover, like/collect, banner, recommendations. */
import { useRef } from 'react'
import { Text, View } from '@tarojs/components'
import { Button, Loading, Tag } from '@nutui/nutui-react-taro'
import { ArrowDown, Eye, Fabulous, Star, StarFill } from '@nutui/icons-react-taro'
import type { GoodsItem } from '@contract/goods'
import type { NewsDetail, NewsItem, RecommendSeat } from '@contract/news'
import { articleTitle } from '@/core/article/list'
import { articleTags, COLLAPSED_HEIGHT, DETAIL_APP_TEXT, DETAIL_TEXT, formatPublishDate, formatReadCount } from '@/core/article/detail'
import { ArticleItem } from '@/components/ArticleItem'
import { GoodsCard } from '@/components/GoodsCard'
import { Section } from '@/components/Section'
import { useClipsContent } from '@/platform/clipsContent'
import { RichHtml } from '@/components/RichHtml'
import type { Recommended } from './useArticleDetail'

export function ArticleHead({ article }: { article: NewsDetail }) {
  const tags = articleTags(article.tags)
  return (
    <View className="article-detail__head">
      <Text className="article-detail__title">{articleTitle(article)}</Text>
      <View className="article-detail__meta">
        {article.source && <Text className="article-detail__source">{DETAIL_APP_TEXT.source}{article.source}</Text>}
        {article.editorName && <Text className="article-detail__editor">{DETAIL_APP_TEXT.editor}{article.editorName}</Text>}
      </View>
      <View className="article-detail__stats">
        <Text className="article-detail__date">{formatPublishDate(article.pushTime || article.createTime)}</Text>
        <View className="article-detail__stat">
          <Eye size={14} color="#999" />
          <Text className="article-detail__read-count">{formatReadCount(article.readNum)}</Text>
        </View>
        <View className="article-detail__stat">
          <Fabulous size={14} color="#999" />
          <Text className="article-detail__likes">{article.likes}</Text>
        </View>
      </View>
      {tags.length > 0 && (
        <View className="article-detail__tags">
          {tags.map((tag, i) => (
            <Tag key={`${i}-${tag}`} className="article-detail__tag" type="primary" plain>{tag}</Tag>
          ))}
        </View>
      )}
    </View>
  )
}

/** The HTML body; collapsed, it is cut to 180vh and the cover at the cut expands it (hidden when the body is shorter). */
export function ArticleBody({ html, collapsed, onExpand }: { html: string; collapsed: boolean; onExpand(): void }) {
  const body = useRef(null)
  // A body shorter than the cap hides nothing: no cover over its last lines, no read-more to tap.
  const cut = useClipsContent(body, collapsed, 'article-detail-body')
  return (
    <View
      ref={body}
      id="article-detail-body"
      className={`article-detail__body${collapsed ? ' article-detail__body--collapsed' : ''}`}
      style={collapsed ? { maxHeight: COLLAPSED_HEIGHT } : undefined}
      data-collapsed={collapsed ? '1' : '0'}
    >
      <RichHtml className="article-detail__html" html={html} />
      {collapsed && cut && (
        <View className="article-detail__read-more" style={{ top: COLLAPSED_HEIGHT }} onClick={onExpand}>
          <Text className="article-detail__read-more-text">{DETAIL_APP_TEXT.readMore}</Text>
          <ArrowDown size={12} color="#cf2a20" />
        </View>
      )}
    </View>
  )
}

export interface MarkButtonsProps {
  liked: boolean
  collected: boolean
  likes: number
  onLike(): void
  onCollect(): void
}

export function MarkButtons({ liked, collected, likes, onLike, onCollect }: MarkButtonsProps) {
  return (
    <View className="article-detail__marks">
      <Button
        className={`article-detail__like${liked ? ' article-detail__like--on' : ''}`}
        data-liked={liked ? '1' : '0'}
        shape="round"
        fill={liked ? 'solid' : 'outline'}
        type="primary"
        icon={<Fabulous size={16} />}
        onClick={onLike}
      >
        {liked ? DETAIL_APP_TEXT.liked : DETAIL_APP_TEXT.like}
        <Text className="article-detail__like-count">{likes}</Text>
      </Button>
      <Button
        className={`article-detail__collect${collected ? ' article-detail__collect--on' : ''}`}
        data-collected={collected ? '1' : '0'}
        shape="round"
        fill={collected ? 'solid' : 'outline'}
        type="warning"
        icon={collected ? <StarFill size={16} /> : <Star size={16} />}
        onClick={onCollect}
      >
        {collected ? DETAIL_APP_TEXT.collected : DETAIL_APP_TEXT.collect}
      </Button>
    </View>
  )
}

export function DownloadBanner({ onDownload }: { onDownload(): void }) {
  return (
    <View className="article-detail__download">
      <Text className="article-detail__download-text">{DETAIL_APP_TEXT.download}</Text>
      <Button className="article-detail__download-button" size="small" type="primary" onClick={onDownload}>
        {DETAIL_APP_TEXT.downloadButton}
      </Button>
    </View>
  )
}

/** Course seats (queryNewsRecommendSeat): each opens its goods with the goods jump (GoodsCard's default). */
export function RecommendedCourses({ seats }: { seats: (RecommendSeat & { goods: GoodsItem })[] }) {
  if (seats.length === 0) return null
  return (
    <Section title={DETAIL_APP_TEXT.courses} className="article-detail__courses">
      <View className="article-detail__course-list">
        {seats.map((seat) => (
          <View key={seat.id} className="article-detail__course" data-seat-id={seat.id}>
            <GoodsCard goods={seat.goods} />
          </View>
        ))}
      </View>
    </Section>
  )
}

export interface RecommendedArticlesProps {
  items: Recommended
  onOpen(item: NewsItem): void
  onMore(): void
}

/** Recommended articles (recommendInformationList/v3) and the 'more' button. */
export function RecommendedArticles({ items, onOpen, onMore }: RecommendedArticlesProps) {
  const list = Array.isArray(items) ? items : []
  return (
    <Section title={DETAIL_APP_TEXT.articles} className="article-detail__recommend">
      {items === null && <Loading className="article-detail__recommend-loading" />}
      {items !== null && list.length === 0 && <Text className="article-detail__no-recommend">{DETAIL_APP_TEXT.noRecommend}</Text>}
      {list.map((item) => (
        <ArticleItem key={item.id || item.informationId} item={item} onOpen={onOpen} />
      ))}
      <View className="article-detail__more-row">
        <Button className="article-detail__more" size="small" fill="outline" type="primary" onClick={onMore}>
          {DETAIL_TEXT.more}
        </Button>
      </View>
    </Section>
  )
}
