/** The article list (site, catalogue, pages, return point), made on first use: it loads with the article tab. */
import { sessionRead, sessionWrite } from '@/platform/sessionMemo'
import { newsApi } from '@/services/news'
import { ArticlesStore, type ArticleReturnPoint, type ReturnPointMemo } from './articles'
import { ipLocatorScope } from '@/stores/instances/location'
import { scoped } from '@/stores/instances/scoped'

/** The article list's return point, kept for the session (a reload on a detail, then back, still finds it). */
const articleReturnMemo: ReturnPointMemo = {
  read: () => sessionRead<ArticleReturnPoint>('articleReturnPoint'),
  write: (point) => sessionWrite('articleReturnPoint', point),
}

const articles = scoped((scope) => {
  const locator = ipLocatorScope.in(scope)
  return new ArticlesStore(scope.service('newsApi', newsApi), articleReturnMemo, () => locator.locate())
})

/** The article list of the page's context (the app's one; a test's own over its fake services). */
export const useArticlesStore = (): ArticlesStore => articles.use()
