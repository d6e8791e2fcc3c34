/**
 * The channel-picker popup of the article list, titled '请选择您的频道' (docs/spec/content-access.md section 2): the site /
 * category picker — every site (getSiteList: icon, name, label) with its sub-tags. A site answers onPick(siteId)
 * (the site on the tab it had, else its first), a sub-tag onPick(siteId, catalogId).
 */
import { Image, Text, View } from '@tarojs/components'
import { Popup, Tag } from '@nutui/nutui-react-taro'
import type { NewsSiteWithCatalogs } from '@contract/news'
import { ARTICLE_TEXT } from '@/core/article/list'
import { mediaUrl } from '@/platform/media'
import './index.css'

export interface ArticleChannelPickerProps {
  visible: boolean
  status: 'loading' | 'error' | 'ready'
  channels: NewsSiteWithCatalogs[]
  siteId: number | null
  catalogId: number | null
  onPick(siteId: number, catalogId?: number): void
  onRetry(): void
  onClose(): void
}

export function ArticleChannelPicker({ visible, status, channels, siteId, catalogId, onPick, onRetry, onClose }: ArticleChannelPickerProps) {
  return (
    <Popup
      className="article-channel"
      visible={visible}
      position="bottom"
      round
      closeable
      title={ARTICLE_TEXT.channelTitle}
      onClose={onClose}
    >
      {/* A scrolling box: in the tab order so a keyboard can scroll it. */}
      <View className="article-channel__body" {...{ tabIndex: 0 }}>
        {status === 'loading' && <Text className="article-channel__state">{ARTICLE_TEXT.loading}</Text>}
        {status === 'error' && (
          <Text className="article-channel__state article-channel__state--error" onClick={onRetry}>
            {ARTICLE_TEXT.loadFailed}
          </Text>
        )}
        {status === 'ready' &&
          channels.map((site) => (
            <View key={site.id} className="article-channel__site" data-site-id={site.id}>
              <View
                className={`article-channel__head${site.id === siteId ? ' article-channel__head--active' : ''}`}
                onClick={() => onPick(site.id)}
              >
                {site.pic && <Image className="article-channel__icon" src={mediaUrl(site.pic)} mode="aspectFill" />}
                <Text className="article-channel__name">{site.websiteName}</Text>
                {site.label && <Tag className="article-channel__label" type="danger">{site.label}</Tag>}
              </View>
              <View className="article-channel__catalogs">
                {site.catalogList.map((c) => (
                  <Text
                    key={c.id}
                    className={`article-channel__catalog${c.id === catalogId ? ' article-channel__catalog--active' : ''}`}
                    data-catalog-id={c.id}
                    onClick={() => onPick(site.id, c.id)}
                  >
                    {c.catalogName}
                  </Text>
                ))}
              </View>
            </View>
          ))}
      </View>
    </Popup>
  )
}
