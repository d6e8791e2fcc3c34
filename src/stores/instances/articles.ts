/** The article list (site, catalogue, pages, return point), made on first use: it loads with the article tab. */
import { sessionRead, sessionWrite } from '@/platform/session-memo'
import { newsApi } from '@/services'
import { ArticlesStore, type ArticleReturnPoint, type ReturnPointMemo } from '../articles'
import { ipLocator } from './location'

/** The article list's return point, kept for the session (a reload on a detail, then back, still finds it). */
const articleReturnMemo: ReturnPointMemo = {
  read: () => sessionRead<ArticleReturnPoint>('articleReturnPoint'),
  write: (point) => sessionWrite('articleReturnPoint', point),
}

let store: ArticlesStore | undefined

export function articlesStore(): ArticlesStore {
  if (!store) store = new ArticlesStore(newsApi, articleReturnMemo, () => ipLocator().locate())
  return store
}
