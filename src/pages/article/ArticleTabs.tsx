/**
 * The article list's two rows of NutUI Tabs: the sites (top navigation, with the 更多 link that opens the channel
 * picker) and the active site's sub-tags. Titles are drawn here (NutUI's own classes kept, so Tabs still scrolls
 * the active one into view) to carry data-site-id / data-catalog-id. "threshold 3": up to 3 sub-tags share the
 * row, more scroll sideways.
 */
import { Text, View } from '@tarojs/components'
import { Tabs } from '@nutui/nutui-react-taro'
import type { NewsCatalog, NewsSite } from '@contract/news'
import { ARTICLE_TEXT, tabsScroll } from '@/core/article/list'

interface TitleProps {
  text: string
  active: boolean
  scroll: boolean
  className: string
  siteId?: number
  catalogId?: number
  onClick(): void
}

function Title({ text, active, scroll, className, siteId, catalogId, onClick }: TitleProps) {
  return (
    <View
      className={`nut-tabs-titles-item ${className}${scroll ? ' nut-tabs-titles-item-left' : ''}${active ? ` nut-tabs-titles-item-active ${className}--active` : ''}`}
      data-site-id={siteId}
      data-catalog-id={catalogId}
      onClick={onClick}
    >
      <View className="nut-tabs-titles-item-line nut-tabs-titles-item-line-horizontal" />
      <View className="nut-tabs-titles-item-text">
        <Text>{text}</Text>
      </View>
    </View>
  )
}

export function SiteTabs({ sites, siteId, onSite, onMore }: { sites: NewsSite[]; siteId: number | null; onSite(id: number): void; onMore(): void }) {
  const titles = sites.map((s) => (
    <Title
      key={s.id}
      text={s.websiteName}
      active={s.id === siteId}
      scroll
      className="article-sites__item"
      siteId={s.id}
      onClick={() => onSite(s.id)}
    />
  ))
  return (
    <View className="article-sites">
      <View className="article-sites__tabs">
        <Tabs value={String(siteId ?? '')} duration={0} align="left" activeType="simple" title={() => titles}>
          {sites.map((s) => (
            <Tabs.TabPane key={s.id} value={String(s.id)} title={s.websiteName} />
          ))}
        </Tabs>
      </View>
      <Text className="article-sites__more" onClick={onMore}>{ARTICLE_TEXT.more}</Text>
    </View>
  )
}

export function CatalogTabs({ tabs, catalogId, onTab }: { tabs: NewsCatalog[]; catalogId: number | null; onTab(id: number): void }) {
  const scroll = tabsScroll(tabs.length)
  const titles = tabs.map((t) => (
    <Title
      key={t.id}
      text={t.catalogName}
      active={t.id === catalogId}
      scroll={scroll}
      className="article-tabs__tab"
      catalogId={t.id}
      onClick={() => onTab(t.id)}
    />
  ))
  return (
    <View className={`article-tabs ${scroll ? 'article-tabs--scroll' : 'article-tabs--even'}`}>
      <Tabs value={String(catalogId ?? '')} duration={0} align={scroll ? 'left' : undefined} title={() => titles}>
        {tabs.map((t) => (
          <Tabs.TabPane key={t.id} value={String(t.id)} title={t.catalogName} />
        ))}
      </Tabs>
    </View>
  )
}
