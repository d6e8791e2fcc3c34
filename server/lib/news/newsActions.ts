import type { Database } from 'better-sqlite3'
import type { Page } from '../../../contract/goods'
import type { NewsItem, NewsOperateResult, NewsOperateType } from '../../../contract/news'
import { MAX_NEWS_PAGE_SIZE, NEWS_LIST_SELECT, requireNews, toNewsItem, userMarks, type NewsListRow } from './news'

/**
 * What a learner does to an article. Likes and favourites are one row per (user, article): doing it again or
 * undoing what was never done changes nothing, and the article's counter moves only when a row is added or
 * removed. The user is always the token's.
 */

const TABLE: Record<NewsOperateType, { table: string; counter: string }> = {
  0: { table: 'news_likes', counter: 'likes' },
  1: { table: 'news_favorites', counter: 'favorites' },
}

/** The counts of an article and the user's marks after an operation. */
export function operateResult(db: Database, newsId: number, userId: number | null): NewsOperateResult {
  const r = db.prepare('SELECT likes, favorites, shares FROM news_articles WHERE id = ?').get(newsId) as { likes: number; favorites: number; shares: number }
  return { newsId, ...r, ...userMarks(db, newsId, userId) }
}

/** Likes (type 0) or collects (type 1) an article for the user; idempotent. */
export function markNews(db: Database, type: NewsOperateType, userId: number, newsId: number, now: number): NewsOperateResult {
  requireNews(db, newsId)
  const { table, counter } = TABLE[type]
  db.transaction(() => {
    const added = db.prepare(`INSERT OR IGNORE INTO ${table} (user_id, news_id, created_at) VALUES (?, ?, ?)`).run(userId, newsId, now).changes
    if (added) db.prepare(`UPDATE news_articles SET ${counter} = ${counter} + 1 WHERE id = ?`).run(newsId)
  })()
  return operateResult(db, newsId, userId)
}

/** cancelOperateNews: removes the user's like (type 0) or favourite (type 1); idempotent, never below 0. */
export function unmarkNews(db: Database, type: NewsOperateType, userId: number, newsId: number): NewsOperateResult {
  requireNews(db, newsId)
  const { table, counter } = TABLE[type]
  db.transaction(() => {
    const removed = db.prepare(`DELETE FROM ${table} WHERE user_id = ? AND news_id = ?`).run(userId, newsId).changes
    if (removed) db.prepare(`UPDATE news_articles SET ${counter} = MAX(0, ${counter} - 1) WHERE id = ?`).run(newsId)
  })()
  return operateResult(db, newsId, userId)
}

/** Counts one read (the detail's first load; a reload with isLoad does not count). */
export function countRead(db: Database, newsId: number): void {
  db.prepare('UPDATE news_articles SET read_num = read_num + 1 WHERE id = ?').run(newsId)
}

/** sharesNews: counts a share (the app records one per article per session). */
export function countShare(db: Database, newsId: number, userId: number | null): NewsOperateResult {
  requireNews(db, newsId)
  db.prepare('UPDATE news_articles SET shares = shares + 1 WHERE id = ?').run(newsId)
  return operateResult(db, newsId, userId)
}

/** myFavoritesNews: the user's collected articles, the latest collected first. */
export function favoritesPage(db: Database, userId: number, currentPage: number, pageSize: number): Page<NewsItem> {
  const size = Math.min(Math.max(1, pageSize), MAX_NEWS_PAGE_SIZE)
  const page = Math.max(1, currentPage)
  const { n } = db.prepare('SELECT COUNT(*) AS n FROM news_favorites WHERE user_id = ?').get(userId) as { n: number }
  const rows = db
    .prepare(`${NEWS_LIST_SELECT} JOIN news_favorites f ON f.news_id = a.id AND f.user_id = ? ORDER BY f.created_at DESC, f.rowid DESC LIMIT ? OFFSET ?`)
    .all(userId, size, (page - 1) * size) as NewsListRow[]
  return { page: { currentPage: page, totalPages: Math.ceil(n / size), total: n }, list: rows.map(toNewsItem) }
}
