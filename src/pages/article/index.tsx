/**
 * Articles, /article (docs/spec/content-access.md sections 2, 3, 4, 5, 7, 8, 9), a tab page: the sites as top navigation with
 * the 更多 link to the channel picker ('请选择您的频道'), the site's sub-tags as tabs, the province chooser, and
 * the active tab's endless list (10 a page near the page bottom; '加载中...', '加载失败，点击重试' reloading on a
 * tap, '没有更多数据'); a swipe on the list moves between tabs. A tap on an article opens its detail; coming back
 * (from it, or from another tab page) puts the site, the tab and the scroll position back. State and rules: the articles store and
 * src/core/article/list.
 */
import { useCallback, useEffect, useRef, useState } from 'react'
import { observer } from 'mobx-react'
import { useDidHide, useDidShow, usePageScroll } from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import type { NewsItem } from '@contract/news'
import { articleFooterText, articleLink, type ArticleFooter } from '@/core/article/list'
import { ArticleChannelPicker } from '@/pages/article/ArticleChannelPicker'
import { ArticleItem } from '@/components/ArticleItem'
import { ArticleRegionPicker } from '@/pages/article/ArticleRegionPicker'
import { EmptyState } from '@/components/EmptyState'
import { useLoadMore, usePullRefresh, useRetryOnReconnect } from '@/components/ListFooter/hooks'
import { PageTabBar, useTabPage } from '@/components/TabBar'
import { navigateTo } from '@/platform/navigation'
import { scrollToTop } from '@/platform/page'
import { restorePageScroll } from '@/platform/scroll'
import { toast } from '@/platform/ui'
import { CatalogTabs, SiteTabs } from './ArticleTabs'
import './index.css'
import { useArticlesStore } from '@/pages/article/stores/instances'
import { useSwipeTabs } from '@/components/hooks/useSwipeTabs'

const PAGE = 'pages/article/index'

/** A state line: '加载中...', or '加载失败，点击重试' (tap or reconnect: `onRetry`), '没有更多数据', the empty state. */
function StateLine({ footer, onRetry, className }: { footer: ArticleFooter; onRetry: () => void; className: string }) {
  useRetryOnReconnect(footer === 'error', onRetry)
  if (footer === 'idle') return <View className={`${className} ${className}--idle`} />
  if (footer === 'empty') return <EmptyState description={articleFooterText(footer)} />
  return (
    <Text className={`${className} ${className}--${footer}`} onClick={footer === 'error' ? onRetry : undefined}>
      {articleFooterText(footer)}
    </Text>
  )
}

const statusFooter = (status: 'loading' | 'error' | 'ready'): ArticleFooter => (status === 'ready' ? 'idle' : status)

export default observer(function ArticlePage() {
  useTabPage(PAGE)
  const store = useArticlesStore()
  const [channelsOpen, setChannelsOpen] = useState(false)
  const scrollTop = useRef(0)
  const list = store.list

  useEffect(() => {
    void store.enter()
  }, [store])
  usePageScroll(({ scrollTop: top }) => {
    scrollTop.current = top
  })
  // Leaving for a detail (or another tab page): H5 hides the page with display:none, which loses its scroll.
  useDidHide(() => store.leave(scrollTop.current))
  // Back: the site and tab left, then the scroll position.
  useDidShow(() => {
    void store.takeReturnPoint().then((point) => {
      if (point) restorePageScroll(point.scrollTop)
    })
  })
  useLoadMore(() => store.list?.loadMore())
  usePullRefresh(() => store.list?.refresh() ?? Promise.resolve())

  const chooseSite = useCallback((siteId: number, catalogId?: number) => {
    setChannelsOpen(false)
    if (siteId === store.siteId && (catalogId === undefined || catalogId === store.catalogId)) return
    void store.selectSite(siteId, catalogId)
    scrollToTop()
  }, [store])

  const chooseTab = useCallback((catalogId: number) => {
    if (catalogId === store.catalogId) return
    void store.selectTab(catalogId)
    scrollToTop()
  }, [store])

  const open = useCallback((item: NewsItem) => {
    const link = articleLink(item, { siteId: store.siteId, provinceId: store.provinceId })
    if ('warning' in link) {
      toast(link.warning)
      return
    }
    store.leave(scrollTop.current)
    void navigateTo(link.url)
  }, [store])

  const openChannels = () => {
    setChannelsOpen(true)
    void store.loadChannels()
  }

  const swipe = useSwipeTabs(store.tabs.findIndex((tab) => tab.id === store.catalogId), store.tabs.length, (next) => chooseTab(store.tabs[next].id))

  const sites = store.sites.data ?? []

  return (
    <View className="article-page tab-page" data-site-id={store.siteId ?? ''} data-catalog-id={store.catalogId ?? ''}>
      <View className="article-page__head">
        {sites.length > 0 ? (
          <SiteTabs sites={sites} siteId={store.siteId} onSite={(id) => chooseSite(id)} onMore={openChannels} />
        ) : (
          <StateLine className="article-page__state" footer={statusFooter(store.sites.status)} onRetry={() => void store.enter()} />
        )}
        {store.siteId !== null && store.tabsStatus !== 'ready' && (
          <StateLine className="article-page__state" footer={statusFooter(store.tabsStatus)} onRetry={() => void store.retryTabs()} />
        )}
        {store.tabs.length > 0 && <CatalogTabs key={store.siteId} tabs={store.tabs} catalogId={store.catalogId} onTab={chooseTab} />}
        <ArticleRegionPicker
          region={store.region}
          provinceId={store.provinceId}
          cells={store.provinceCells}
          onOpen={() => void store.loadProvinces()}
          onChoose={(id) => {
            void store.setProvince(id)
            scrollToTop()
          }}
        />
      </View>
      <View className="article-list" data-catalog-id={list?.catalogId ?? ''} onTouchStart={swipe.onTouchStart} onTouchEnd={swipe.onTouchEnd}>
        {list?.items.map((item, i) => <ArticleItem key={item.id || item.informationId || `i${i}`} item={item} onOpen={open} />)}
        {list && <StateLine className="article-list__footer" footer={list.footer} onRetry={() => void list.retry()} />}
      </View>
      <ArticleChannelPicker
        visible={channelsOpen}
        status={store.channels.status}
        channels={store.channels.data ?? []}
        siteId={store.siteId}
        catalogId={store.catalogId}
        onPick={chooseSite}
        onRetry={() => void store.channels.load()}
        onClose={() => setChannelsOpen(false)}
      />
      <PageTabBar page={PAGE} />
    </View>
  )
})
