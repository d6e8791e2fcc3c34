import type { Database } from 'better-sqlite3'
import type { Page } from '../../../contract/goods'
import type {
  InformationType, NewsCatalog, NewsDetail, NewsItem, NewsSite, NewsSiteWithCatalogs, Province, ProvinceLocation, RecommendList, RecommendSeat,
} from '../../../contract/news'
import { findGoods, toGoodsItem } from '../goods/catalogue'
import { BizError, Code } from '../envelope'
import { readCacheOf } from '../readCache'
import { formatDateTime } from '../time'

export const NewsMsg = {
  NOT_FOUND: '资讯不存在',
  SITE_NOT_FOUND: '站点不存在',
  CATALOG_NOT_FOUND: '栏目不存在',
  NO_LIST_TARGET: '缺少参数栏目catalogId',
  NO_RECOMMEND_TARGET: '缺少参数informationId或informationTypeId',
} as const

export const newsNotFound = (msg: string = NewsMsg.NOT_FOUND) => new BizError(Code.NOT_FOUND, msg)

/** Section 9: page size 10, showCount 999, provinceId 0 (nationwide). */
export const NEWS_PAGE_SIZE = 10
export const MAX_NEWS_PAGE_SIZE = 50
export const SHOW_COUNT = 999
export const NATIONWIDE = 0
/** Recommended articles per page of recommendInformationList/v3. */
export const RECOMMEND_PAGE_SIZE = 5
/** queryNewsRecommendSeat position of the article detail. */
export const DETAIL_SEAT_POSITION = 1

export interface NewsRow {
  id: number
  catalog_id: number
  website_id: number
  province_id: number
  information_type: InformationType
  title: string
  introduction: string
  source: string
  editor_name: string
  tags: string
  cover: string
  is_root: 0 | 1
  /** The editor's layout (4 the feature card); null: the cover rule. */
  show_type: number | null
  read_num: number
  likes: number
  favorites: number
  shares: number
  push_time: number
  created_at: number
  catalog_name: string
  website_name: string
}

const COLUMNS = `a.id, a.catalog_id, a.website_id, a.province_id, a.information_type, a.title, a.introduction, a.source, a.editor_name,
  a.tags, a.cover, a.is_root, a.show_type, a.read_num, a.likes, a.favorites, a.shares, a.push_time, a.created_at, c.name AS catalog_name, w.name AS website_name`
/** Article rows without the body (lists). */
export const NEWS_SELECT = `SELECT ${COLUMNS} FROM news_articles a JOIN news_catalogs c ON c.id = a.catalog_id JOIN news_websites w ON w.id = a.website_id`
/** The columns a list item is made of (toNewsItem): lists (the article list, recommendations, favourites) read these. */
const LIST_COLUMNS = `a.id, a.catalog_id, a.website_id, a.province_id, a.information_type, a.title, a.introduction, a.cover, a.is_root, a.show_type,
  a.read_num, a.likes, a.favorites, a.push_time, a.created_at, c.name AS catalog_name`
export const NEWS_LIST_SELECT = `SELECT ${LIST_COLUMNS} FROM news_articles a JOIN news_catalogs c ON c.id = a.catalog_id`
export type NewsListRow = Pick<
  NewsRow,
  | 'id' | 'catalog_id' | 'website_id' | 'province_id' | 'information_type' | 'title' | 'introduction' | 'cover' | 'is_root' | 'show_type'
  | 'read_num' | 'likes' | 'favorites' | 'push_time' | 'created_at' | 'catalog_name'
>
export const NEWS_ORDER = 'ORDER BY a.push_time DESC, a.id DESC'
/** SQL on alias a: province 0 means every article; another province its own articles and the nationwide ones. */
export const IN_PROVINCE = '(? = 0 OR a.province_id IN (0, ?))'

/**
 * showType as sent: the editor's 4 (the feature card) when the article has a cover to lay the title on; otherwise
 * the cover rule of section 3 (1 cover with isRoot 1, 2 cover with isRoot 0, 3 no cover).
 */
export function showTypeOf(r: Pick<NewsRow, 'cover' | 'is_root' | 'show_type'>): NewsItem['showType'] {
  if (r.show_type === 4 && r.cover !== '') return 4
  return r.cover === '' ? 3 : r.is_root ? 1 : 2
}

export function toNewsItem(r: NewsListRow): NewsItem {
  return {
    id: r.id,
    informationId: r.id,
    title: r.title,
    informationName: r.title,
    introduction: r.introduction,
    url: r.cover,
    isRoot: r.is_root,
    showType: showTypeOf(r),
    skipUrl: `/article/${r.id}?informationType=${r.information_type}&informationTypeId=${r.catalog_id}`,
    informationType: r.information_type,
    informationTypeId: r.catalog_id,
    informationCategoryId: r.website_id,
    catalogName: r.catalog_name,
    provinceId: r.province_id,
    pushTime: formatDateTime(r.push_time),
    createTime: formatDateTime(r.created_at),
    readNum: r.read_num,
    likes: r.likes,
    favorites: r.favorites,
  }
}

export function findNews(db: Database, id: number): NewsRow | undefined {
  return db.prepare(`${NEWS_SELECT} WHERE a.id = ?`).get(id) as NewsRow | undefined
}

export function requireNews(db: Database, id: number): NewsRow {
  const r = findNews(db, id)
  if (!r) throw newsNotFound()
  return r
}

const flag = (b: boolean): 0 | 1 => (b ? 1 : 0)

/** The user's like and favourite of an article (both 0 for guests). */
export function userMarks(db: Database, newsId: number, userId: number | null): { isLikes: 0 | 1; isFavorites: 0 | 1 } {
  if (userId === null) return { isLikes: 0, isFavorites: 0 }
  const has = (table: string) => db.prepare(`SELECT 1 FROM ${table} WHERE user_id = ? AND news_id = ?`).get(userId, newsId) !== undefined
  return { isLikes: flag(has('news_likes')), isFavorites: flag(has('news_favorites')) }
}

export function newsDetail(db: Database, r: NewsRow, userId: number | null): NewsDetail {
  const { detail } = db.prepare('SELECT detail FROM news_articles WHERE id = ?').get(r.id) as { detail: string }
  return { ...toNewsItem(r), source: r.source, editorName: r.editor_name, tags: r.tags, detail, websiteName: r.website_name, shares: r.shares, ...userMarks(db, r.id, userId) }
}

const clampSize = (pageSize: number) => Math.min(Math.max(1, pageSize), MAX_NEWS_PAGE_SIZE)

/** One page of articles matching `where`, newest first, the whole list capped at `showCount` rows. */
export function newsPage(db: Database, where: string, args: unknown[], currentPage: number, pageSize: number, showCount = SHOW_COUNT): Page<NewsItem> {
  const size = clampSize(pageSize)
  const page = Math.max(1, currentPage)
  const { total, rows } = readCacheOf(db).read(`newsPage ${where} ${JSON.stringify(args)} ${page} ${size} ${showCount}`, () => {
    const { n } = db.prepare(`SELECT COUNT(*) AS n FROM news_articles a WHERE ${where}`).get(...args) as { n: number }
    const total = Math.min(n, showCount)
    const offset = (page - 1) * size
    const limit = Math.max(0, Math.min(size, total - offset))
    const rows = limit === 0 ? [] : (db.prepare(`${NEWS_LIST_SELECT} WHERE ${where} ${NEWS_ORDER} LIMIT ? OFFSET ?`).all(...args, limit, offset) as NewsListRow[])
    return { total, rows }
  })
  return { page: { currentPage: page, totalPages: Math.ceil(total / size), total }, list: rows.map(toNewsItem) }
}

interface SiteRow {
  id: number
  name: string
  pic: string
  pic_url: string
  label: string
}

const toSite = (s: SiteRow): NewsSite => ({ id: s.id, websiteName: s.name, pic: s.pic, picUrl: s.pic_url, label: s.label })

export function sites(db: Database): NewsSite[] {
  return (db.prepare('SELECT * FROM news_websites ORDER BY sort, id').all() as SiteRow[]).map(toSite)
}

export function requireSite(db: Database, websiteId: number): NewsSite {
  const s = db.prepare('SELECT * FROM news_websites WHERE id = ?').get(websiteId) as SiteRow | undefined
  if (!s) throw newsNotFound(NewsMsg.SITE_NOT_FOUND)
  return toSite(s)
}

export function catalogsOf(db: Database, websiteId: number): NewsCatalog[] {
  return db
    .prepare('SELECT id, website_id AS websiteId, name AS catalogName FROM news_catalogs WHERE website_id = ? ORDER BY sort, id')
    .all(websiteId) as NewsCatalog[]
}

export function requireCatalog(db: Database, catalogId: number): NewsCatalog {
  const c = db.prepare('SELECT id, website_id AS websiteId, name AS catalogName FROM news_catalogs WHERE id = ?').get(catalogId) as NewsCatalog | undefined
  if (!c) throw newsNotFound(NewsMsg.CATALOG_NOT_FOUND)
  return c
}

export function sitesWithCatalogs(db: Database): NewsSiteWithCatalogs[] {
  return sites(db).map((s) => ({ ...s, catalogList: catalogsOf(db, s.id) }))
}

export function provinces(db: Database): Province[] {
  return db.prepare('SELECT id, name AS province_name, hide FROM news_provinces ORDER BY id').all() as Province[]
}

/** '广东省', '广东', '广西壮族自治区' and '广西' all name one province. */
export const provinceKey = (name: string) => name.trim().replace(/(壮族自治区|回族自治区|维吾尔自治区|特别行政区|自治区|省|市)$/, '')

/** The offered province of a name (the maps service's ad_info.province); nationwide when unknown, empty or hidden. */
export function locateProvince(db: Database, name: string | undefined): ProvinceLocation {
  const key = provinceKey(name ?? '')
  const found = key ? provinces(db).find((p) => p.hide === 0 && provinceKey(p.province_name) === key) : undefined
  return found ? { provinceId: found.id, provinceName: found.province_name, source: 'name' } : { provinceId: NATIONWIDE, provinceName: '全国', source: 'default' }
}

/**
 * Articles of the same sub-tag (informationTypeId, else the current article's), the current one left out,
 * in the province (0: all), those of the same informationType first, then newest first; 5 a page.
 */
export function recommend(
  db: Database,
  q: { informationId?: number; informationTypeId?: number; informationType?: number; provinceId: number; currentPage: number },
): RecommendList {
  const catalogId = q.informationTypeId ?? (q.informationId !== undefined ? findNews(db, q.informationId)?.catalog_id : undefined)
  if (catalogId === undefined) return { recommendList: [], page: { currentPage: q.currentPage, totalPages: 0, total: 0 } }
  const where = `a.catalog_id = ? AND a.id <> ? AND ${IN_PROVINCE}`
  const args = [catalogId, q.informationId ?? 0, q.provinceId, q.provinceId]
  const { n } = db.prepare(`SELECT COUNT(*) AS n FROM news_articles a WHERE ${where}`).get(...args) as { n: number }
  const rows = db
    .prepare(`${NEWS_LIST_SELECT} WHERE ${where} ORDER BY (a.information_type = ?) DESC, a.push_time DESC, a.id DESC LIMIT ? OFFSET ?`)
    .all(...args, q.informationType ?? 0, RECOMMEND_PAGE_SIZE, (q.currentPage - 1) * RECOMMEND_PAGE_SIZE) as NewsListRow[]
  return { recommendList: rows.map(toNewsItem), page: { currentPage: q.currentPage, totalPages: Math.ceil(n / RECOMMEND_PAGE_SIZE), total: n } }
}

interface SeatRow {
  id: number
  website_id: number
  position: number
  type: 'course' | 'live'
  goods_id: number | null
  title: string
  pic: string
  url: string
}

/** Seats of a site's page position, in order; a course seat whose goods went off shelf is left out. */
export function recommendSeats(db: Database, site: number, position: number): RecommendSeat[] {
  const rows = db.prepare('SELECT * FROM news_recommend_seats WHERE website_id = ? AND position = ? ORDER BY sort, id').all(site, position) as SeatRow[]
  return rows.flatMap((s) => {
    const g = s.goods_id === null ? undefined : findGoods(db, s.goods_id)
    if (s.type === 'course' && (!g || g.sell_status === 'offShelf')) return []
    return [{ id: s.id, site: s.website_id, position: s.position, type: s.type, goodsId: s.goods_id, title: s.title, pic: s.pic, url: s.url, goods: g ? toGoodsItem(g) : null }]
  })
}
