/**
 * The article detail, /article/{id} (docs/spec/content-access.md section 2 "Article detail", 3 "Article", 4 "Like" /
 * "Collect" / "First detail load", 5, 6, 8, 9). Pure rules; src/packages/article/detail wires them to the page.
 */
import dayjs from 'dayjs'
import type { GoodsItem } from '@contract/goods'
import type { NewsItem, RecommendQuery, RecommendSeat } from '@contract/news'
import type { Environment } from '../environment'
import { PATHS } from '../links'
import { decodeParam } from '../query'
import { findRoute } from '../routes'
import { articleDetailUrl, articleLink } from './list'

/** Strings the spec quotes (sections 2, 8), kept exactly. */
export const DETAIL_TEXT = {
  likeSuccess: '点赞成功', // spec: 'like success'
  unlike: '已取消点赞', // spec: 'unlike'
  collectSuccess: '收藏成功', // spec: 'collect success'
  uncollect: '已取消收藏', // spec: 'uncollect'
  footer: '已经到底啦，去学习吧', // spec: "I've reached the bottom, go study"
  more: '更多', // spec: 'more'
} as const

/** This app's own wording where the spec quotes none. */
export const DETAIL_APP_TEXT = {
  title: '资讯详情',
  source: '来源：',
  editor: '编辑：',
  read: '阅读',
  like: '点赞',
  liked: '已点赞',
  collect: '收藏',
  collected: '已收藏',
  readMore: '展开阅读全文',
  courses: '推荐课程',
  articles: '相关推荐',
  noRecommend: '暂无相关推荐',
  notFound: '资讯不存在',
  notFoundHint: '该资讯不存在或已被删除',
  toList: '看看其他资讯',
  download: '下载会计学堂App，随时随地学习',
  downloadButton: '立即下载',
} as const

export const ARTICLE_LIST_URL = PATHS.articles
/** "collapsed article height 180vh" (section 9). */
export const COLLAPSED_HEIGHT = '180vh'
/** "read count 10000 or more shows as value/10000 to one decimal plus 万+" (section 9). */
export const READ_COUNT_WAN = 10_000

export function formatReadCount(readNum: number | string | null | undefined): string {
  const n = Math.max(0, Math.floor(Number(readNum) || 0))
  return n < READ_COUNT_WAN ? String(n) : `${(n / READ_COUNT_WAN).toFixed(1)}万+`
}

/** "publish date (YYYY-MM-DD)"; '' when the server sent none or nonsense. */
export function formatPublishDate(pushTime: string | null | undefined): string {
  if (!pushTime) return ''
  const d = dayjs(pushTime)
  return d.isValid() ? d.format('YYYY-MM-DD') : ''
}

/** "tags (list, empty strings removed)": the server sends the editors' comma string, empty entries included. */
export function articleTags(tags: string | readonly string[] | null | undefined): string[] {
  const list = typeof tags === 'string' ? tags.split(/[,，]/) : (tags ?? [])
  return list.map((t) => String(t ?? '').trim()).filter((t) => t !== '')
}

// ---- the query (section 2) ----

export interface DetailQuery {
  /** The article: the route's id (H5 path /article/<id>, mini-program ?id=), else informationId. */
  id: number | null
  siteId: number | null
  informationType: number | null
  informationTypeId: number | null
  informationId: number | null
  /** 0: nationwide. */
  provinceId: number
}

function whole(value: string | undefined): number | null {
  const s = decodeParam(value).trim()
  return /^\d{1,15}$/.test(s) ? Number(s) : null
}

const positive = (value: string | undefined) => {
  const n = whole(value)
  return n && n > 0 ? n : null
}

/** "query siteId (also accepts websiteId), informationType, informationTypeId, informationId, provinceId". */
export function readDetailQuery(params: Partial<Record<string, string>>): DetailQuery {
  const informationId = positive(params.informationId)
  return {
    id: positive(params.id) ?? informationId,
    siteId: positive(params.siteId) ?? positive(params.websiteId),
    informationType: positive(params.informationType),
    informationTypeId: positive(params.informationTypeId),
    informationId,
    provinceId: whole(params.provinceId) ?? 0,
  }
}

// ---- where the page runs (sections 2, 6) ----

export interface DetailLayout {
  navBar: boolean
  footer: boolean
  /** The app-download banner (pointless inside the app itself). */
  downloadBanner: boolean
  /** The body starts cut to 180vh behind the read-more cover. */
  collapsed: boolean
}

/**
 * "Inside the native app the navigation and footer are hidden and the body is fully expanded. In a normal browser
 * the body is cut to 180vh with a read-more cover; tapping it expands." The mini-program reads like a browser here.
 */
export function detailLayout(env: Pick<Environment, 'inNativeApp'>): DetailLayout {
  const inApp = env.inNativeApp
  return { navBar: !inApp, footer: !inApp, downloadBanner: !inApp, collapsed: !inApp }
}

// ---- like and collect (section 4, 8) ----

export type MarkKind = 'like' | 'collect'

/** "remembered locally under a key per article". */
export function markKey(kind: MarkKind, id: number): string {
  return `article_${kind === 'like' ? 'isLiked' : 'isCollected'}_${id}`
}

/**
 * The mark shown after a load: the server's isLikes / isFavorites for the token's user when the answer carries it,
 * else what this device remembers.
 */
export function initialMark(server: number | boolean | null | undefined, remembered: unknown): boolean {
  if (server === undefined || server === null) return remembered === true
  return Number(server) === 1
}

export interface MarkDeps {
  hasToken(): boolean
  like(newsId: number): Promise<unknown>
  favorite(newsId: number): Promise<unknown>
  /** cancelOperateNews: type 0 like, 1 collect. */
  cancel(newsId: number, type: 0 | 1): Promise<unknown>
  remember(key: string, value: boolean): void
  toast(message: string): void
  toLogin(): void
  /** The detail again WITHOUT counting a read (isLoad). */
  reload(): Promise<unknown> | void
}

export type MarkOutcome = 'login' | 'done' | 'reverted'

const MARK_TOAST = {
  like: { on: DETAIL_TEXT.likeSuccess, off: DETAIL_TEXT.unlike },
  collect: { on: DETAIL_TEXT.collectSuccess, off: DETAIL_TEXT.uncollect },
} as const

const codeOf = (error: unknown) => (typeof error === 'object' && error !== null ? Number((error as { code?: unknown }).code) : NaN)

/**
 * "Like: toggles isLiked, remembered locally under a key per article. Like calls like; unlike calls cancel with type
 * 0; afterwards the detail is reloaded without the load count. Collect: toggles isCollected; collect calls favorite,
 * on failure reverts; uncollect calls cancel with type 1. Response code 400 sends the user to login. With no token,
 * like and collect redirect to login." A failed like or unlike reverts too: the spec names the revert for collect
 * only, but keeping a mark the server refused would show (and remember) a state that is not true.
 */
export async function toggleMark(kind: MarkKind, id: number, current: boolean, set: (on: boolean) => void, deps: MarkDeps): Promise<MarkOutcome> {
  if (!deps.hasToken()) {
    deps.toLogin()
    return 'login'
  }
  const next = !current
  set(next)
  try {
    if (!next) await deps.cancel(id, kind === 'like' ? 0 : 1)
    else if (kind === 'like') await deps.like(id)
    else await deps.favorite(id)
  } catch (error) {
    set(current)
    if (codeOf(error) === 400) {
      deps.toLogin()
      return 'login'
    }
    return 'reverted'
  }
  deps.remember(markKey(kind, id), next)
  deps.toast(next ? MARK_TOAST[kind].on : MARK_TOAST[kind].off)
  await deps.reload()
  return 'done'
}

// ---- sharing (section 4 "First detail load") ----

export function shareKey(id: number): string {
  return `article_shared_${id}`
}

export interface ShareDeps {
  recorded(key: string): boolean
  markRecorded(key: string): void
  share(newsId: number): Promise<unknown>
}

/**
 * "First detail load (no isLoad flag) sets up sharing and records a share once per article per session."
 * True when this call recorded it. The mark is set before the call, so two quick loads cannot record twice;
 * a failed record is not retried (the call is quiet).
 */
export function recordShareOnce(id: number, isLoad: boolean, deps: ShareDeps): boolean {
  const key = shareKey(id)
  if (isLoad || deps.recorded(key)) return false
  deps.markRecorded(key)
  void Promise.resolve()
    .then(() => deps.share(id))
    .catch(() => undefined)
  return true
}

/** The mini-program's share card: the detail page with the article's query. */
/**
 * What the detail shares: its title, introduction and cover, and its link `/article/<id>?siteId=...`
 * (the mini-program maps it to the detail page with ?id=).
 */
export function articleShare(
  article: { title?: string; introduction?: string; url?: string } | null,
  q: DetailQuery,
): { title?: string; desc?: string; imgUrl?: string; link: string } {
  return {
    title: article?.title || undefined,
    desc: article?.introduction || undefined,
    imgUrl: article?.url || undefined,
    link: articleDetailUrl(q.id ?? 0, q),
  }
}

// ---- recommendations (sections 3, 5) ----

/** "Recommended articles are not requested when informationTypeId is empty (warns of no recommendations)." */
export function recommendQuery(q: DetailQuery, currentPage = 1): RecommendQuery | null {
  if (!q.informationTypeId || !q.id) return null
  return {
    informationId: q.id,
    informationTypeId: q.informationTypeId,
    informationType: q.informationType ?? undefined,
    provinceId: q.provinceId,
    currentPage,
  }
}

/**
 * Where a recommended article opens, or null: "Clicking a recommended article equal to the current one is ignored."
 * The link is the list's (siteId, informationTypeId, provinceId, informationType).
 */
export function recommendedUrl(item: NewsItem, q: DetailQuery): string | null {
  const id = item.id || item.informationId
  if (!id || id === q.id) return null
  const link = articleLink(item, { siteId: q.siteId, provinceId: q.provinceId })
  return 'url' in link ? link.url : null
}

/** The site whose seats are shown: the query's, else the article's own site. */
export function seatSite(q: DetailQuery, article: Pick<NewsItem, 'informationCategoryId'> | null): number | null {
  return q.siteId ?? (article?.informationCategoryId || null)
}

/** "Recommended seat: site, type (course is the one used), goodsId": course seats that carry their goods. */
export function courseSeats(seats: RecommendSeat[] | null | undefined): (RecommendSeat & { goods: GoodsItem })[] {
  return (seats ?? []).filter((s): s is RecommendSeat & { goods: GoodsItem } => s.type === 'course' && !!s.goods)
}

// ---- the 'more' button (section 2) ----

export type MoreAction = { kind: 'back'; delta: number } | { kind: 'open'; url: string }

/**
 * "The 'more' button goes back to the list if the user came from it, else opens the list." `stack` holds the Taro
 * page paths of the open pages, this one last: the list below it means the learner came from there.
 */
export function moreAction(stack: readonly string[]): MoreAction {
  const listPage = findRoute(ARTICLE_LIST_URL)?.page
  for (let i = stack.length - 2; i >= 0; i--) {
    if (stack[i] === listPage) return { kind: 'back', delta: stack.length - 1 - i }
  }
  return { kind: 'open', url: ARTICLE_LIST_URL }
}
