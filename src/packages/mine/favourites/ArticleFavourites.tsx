/**
 * /favourites, 资讯: the learner's collected articles (myFavoritesNews, 10 a page, more near the bottom), each opening
 * its detail, each with 取消收藏 (cancelOperateNews type 1: it leaves the list, and the detail shows it uncollected).
 * Shown again (back from a detail where it was uncollected), the pages shown are asked again.
 */
import { useEffect, useState } from 'react'
import { observer } from 'mobx-react'
import { useDidShow } from '@tarojs/taro'
import { View } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import type { NewsItem } from '@contract/news'
import { articleLink } from '@/core/article/list'
import { ARTICLE_LIST_URL, DETAIL_TEXT } from '@/core/article/detail'
import { ArticleItem } from '@/components/ArticleItem'
import { ListFooter } from '@/components/ListFooter'
import { useLoadMore } from '@/components/ListFooter/hooks'
import { navigateTo } from '@/platform/navigation'
import { writeStored } from '@/platform/storage'
import { toast } from '@/platform/ui'
import { useNewsApi } from '@/services/news'
import { articleIdOf, FavouriteArticlesStore } from '@/packages/mine/stores/favouriteArticles'

/** The articles tab's own wording. */
export const ARTICLE_FAVOURITES_TEXT = {
  empty: '还没有收藏资讯',
  hint: '在资讯详情点击收藏，就能在这里找到',
  browse: '去看资讯',
  uncollect: '取消收藏',
} as const

export const ArticleFavourites = observer(function ArticleFavourites({ active }: { active: boolean }) {
  const newsApi = useNewsApi()
  const [store] = useState(() => new FavouriteArticlesStore(newsApi, writeStored))
  const { list } = store

  useEffect(() => {
    if (active) void list.loadFirst()
  }, [active, list])
  // Back from a detail: the pages shown are asked again and replaced at once (the list keeps its place).
  useDidShow(() => {
    // A reload supersedes a load under way (PagedList discards the older answer), so it is never skipped.
    if (active && list.state.page > 0) void list.reload()
  })
  useLoadMore(() => active && list.loadMore())

  const open = (item: NewsItem) => {
    const link = articleLink(item, { siteId: null, provinceId: item.provinceId })
    if ('url' in link) void navigateTo(link.url)
    else toast(link.warning)
  }
  const uncollect = async (item: NewsItem) => {
    if (await store.uncollect(item)) toast(DETAIL_TEXT.uncollect)
  }

  return (
    <View className="favourites-articles">
      {list.items.map((item) => (
        <View key={articleIdOf(item)} className="favourites-article" data-article-id={articleIdOf(item)}>
          <ArticleItem item={item} onOpen={open} />
          <View className="favourites-article__actions">
            <Button
              className="favourites-article__uncollect"
              size="small"
              fill="outline"
              loading={store.isRemoving(item)}
              onClick={() => void uncollect(item)}
            >
              {ARTICLE_FAVOURITES_TEXT.uncollect}
            </Button>
          </View>
        </View>
      ))}
      <ListFooter
        footer={list.footer}
        onRetry={() => void list.loadMore()}
        emptyText={ARTICLE_FAVOURITES_TEXT.empty}
        emptyHint={ARTICLE_FAVOURITES_TEXT.hint}
        emptyAction={<Button type="primary" size="small" onClick={() => void navigateTo(ARTICLE_LIST_URL)}>{ARTICLE_FAVOURITES_TEXT.browse}</Button>}
      />
    </View>
  )
})
