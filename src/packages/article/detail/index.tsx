/**
 * Article detail, /article/{id} (docs/spec/content-access.md section 2 "Article detail"; sections 3-6, 8, 9): H5 serves it at
 * /article/<id> (Taro's router gives params.id), the mini-program opens packages/article/detail/index?id=.
 * Query siteId (or websiteId), informationType, informationTypeId, informationId, provinceId. Login required
 * (section 5). Title, source, editor, tags, read count, likes, publish date, the sanitised body (cut to 180vh behind
 * a read-more cover in a browser, whole inside the native app), like and collect, the download banner, the ad place,
 * recommended courses and articles, the 'more' button and the footer (hidden in the native app, with the navigation:
 * the app's own bar is hidden too when the app opened the article, and pages opened from it open in new app web views).
 */
import { useEffect, useState } from 'react'
import { observer } from 'mobx-react'
import { useRouter } from '@tarojs/taro'
import { View } from '@tarojs/components'
import { Button, Loading } from '@nutui/nutui-react-taro'
import type { NewsItem } from '@contract/news'
import { articleTitle } from '@/core/article/list'
import {
  ARTICLE_LIST_URL, DETAIL_APP_TEXT, DETAIL_TEXT, detailLayout, moreAction, readDetailQuery, recommendedUrl, articleShare,
  type DetailLayout,
} from '@/core/article/detail'
import { titleOf } from '@/core/routes'
import { AdBanner } from '@/components/AdBanner'
import { ErrorBoundary } from '@/components/ErrorBoundary'
import { EmptyState } from '@/components/EmptyState'
import { LoadError } from '@/components/ListFooter'
import { LoginGate } from '@/components/LoginGate'
import { NavBar } from '@/components/NavBar'
import { openStudyApp } from '@/platform/appLink'
import { openInNewAppView, useFullScreenAppView } from '@/platform/appView'
import { environment } from '@/platform/environment'
import { setDocumentTitle } from '@/platform/location'
import { preloadRichHtml, useRichHtmlReady } from '@/components/RichHtml'
import { navigateTo } from '@/platform/navigation'
import { navigateBack, pageStack } from '@/platform/pageStack'
import { ArticleBody, ArticleHead, DownloadBanner, MarkButtons, RecommendedArticles, RecommendedCourses } from './DetailParts'
import { useArticleDetail } from './useArticleDetail'
import { useShare } from '@/components/PageShare'
import './index.css'

export const DETAIL_PAGE = 'packages/article/detail/index'

// The body is the first screen: the sanitizer downloads while the page asks for it.
preloadRichHtml()

// An observer: the article, its recommendations and the course seats are Loadables (useArticleDetail).
const ArticleDetail = observer(function ArticleDetail({ layout, appEntry }: { layout: DetailLayout; appEntry: boolean }) {
  const { params } = useRouter()
  const query = readDetailQuery(params)
  const { article, failed, unanswered, retry, liked, collected, recommended, seats, toggle } = useArticleDetail(query)
  const [expanded, setExpanded] = useState(!layout.collapsed)
  const bodyReady = useRichHtmlReady()

  useShare(articleShare(article ? { ...article, title: articleTitle(article) } : null, query))

  if (failed) {
    return (
      <EmptyState title={DETAIL_APP_TEXT.notFound} description={DETAIL_APP_TEXT.notFoundHint}>
        <Button size="small" type="primary" onClick={() => void navigateTo(ARTICLE_LIST_URL)}>{DETAIL_APP_TEXT.toList}</Button>
      </EmptyState>
    )
  }
  if (unanswered) return <LoadError onRetry={retry} />
  if (!article) {
    return (
      // A node of its own (key): reused, its flex centring lingered a frame over the article's parts (CLS 0.93).
      <View key="loading" className="article-detail article-detail--loading">
        <Loading />
      </View>
    )
  }

  /** Onwards: in a new app web view from a full-screen page the app opened (its bar stays hidden), else here. */
  const go = (url: string) => {
    if (!(appEntry && openInNewAppView(url))) void navigateTo(url)
  }

  function openRecommended(item: NewsItem) {
    const url = recommendedUrl(item, query)
    if (url) go(url)
  }

  function more() {
    const action = moreAction(pageStack())
    if (action.kind === 'back') void navigateBack(action.delta)
    else go(action.url)
  }

  return (
    <View key={article.id} className="article-detail" data-article-id={article.id}>
      <ArticleHead article={article} />
      <ArticleBody html={article.detail} collapsed={!expanded} onExpand={() => setExpanded(true)} />
      {/* What follows the body, once the body is drawn: under an empty body it would be pushed down as it fills. */}
      {bodyReady && (
        <>
          <MarkButtons liked={liked} collected={collected} likes={article.likes} onLike={() => toggle('like')} onCollect={() => toggle('collect')} />
          {layout.downloadBanner && <DownloadBanner onDownload={() => void openStudyApp()} />}
          <ErrorBoundary section>
            <AdBanner slot="articleDetail" />
          </ErrorBoundary>
          <ErrorBoundary section>
            <RecommendedCourses seats={seats} />
          </ErrorBoundary>
          <ErrorBoundary section>
            <RecommendedArticles items={recommended} onOpen={openRecommended} onMore={more} />
          </ErrorBoundary>
          {layout.footer && <View className="article-detail__footer">{DETAIL_TEXT.footer}</View>}
        </>
      )}
    </View>
  )
})

export default function ArticleDetailPage() {
  const layout = detailLayout(environment())
  // The article the provider's app opened in its own web view: its navigation hidden too, the page below its status bar.
  const [appEntry] = useState(() => !layout.navBar && pageStack().length <= 1)
  const topInset = useFullScreenAppView(appEntry)
  // H5 serves this page through the '/article/:id' pattern, for which Taro's router finds no page config: set the title here.
  useEffect(() => {
    setDocumentTitle(titleOf(DETAIL_PAGE))
  }, [])
  return (
    <>
      {layout.navBar && <NavBar title={DETAIL_APP_TEXT.title} />}
      <LoginGate>
        {topInset > 0 && <View className="article-detail__inset" style={{ height: `${topInset}px` }} />}
        <ArticleDetail layout={layout} appEntry={appEntry} />
      </LoginGate>
    </>
  )
}
