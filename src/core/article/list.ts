/**
 * The article list, /article (docs/spec/content-access.md section 2 "Article list", section 3 "Article" / "Article tab" /
 * "Province", section 4 "Article tab" / "Article-list tab swipe", section 5, section 8, section 9): the item layout,
 * the detail link of an item, each tab's list state and footer, the province chooser and the tab bar's swipe rule.
 * The paging itself is the shared rule of ../paging (finished at the last page, the counter rising on success).
 */
import qs from 'qs'
import type { NewsItem, Province } from '@contract/news'
import { link } from '../links'
import { nextPage, type PagedState } from '../paging'

/** Strings the spec quotes (section 2, 5, 8), kept exactly. */
export const ARTICLE_TEXT = {
  loading: '加载中...',
  loadFailed: '加载失败，点击重试',
  noMore: '没有更多数据',
  channelTitle: '请选择您的频道',
  more: '更多',
  nationwide: '全国', // spec: 'nationwide'
  switchRegion: '切换地区', // spec: 'switch region'
  notExist: '文章不存在', // spec: 'article not exist'
} as const

/** This app's own wording where the spec quotes none. */
export const ARTICLE_APP_TEXT = {
  empty: '暂无资讯',
  regionTitle: '选择地区',
} as const

/** "Article page size 10; showCount 999; provinceId 0" (section 9). */
export const NATIONWIDE_ID = 0

// ---- item layout (section 3) ----

/**
 * Section 3: "Layout: style1 when url present and isRoot not 0; style2 when url present and isRoot is 0; style3 when
 * no url." Section 2: "Items render in 4 layout styles (see entities)"; of the entity's fields, showType is the one
 * that names a layout, and the server sends 1..3 for the three above and 4 for the fourth: style4, the feature card
 * (the cover with the title laid over it). A card needs a cover to lay the title on: showType 4 without url is style3.
 */
export type ArticleLayout = 'style1' | 'style2' | 'style3' | 'style4'

/** showType of the fourth layout, the feature card. */
export const FEATURE_SHOW_TYPE = 4

export function articleLayout(item: Pick<NewsItem, 'url' | 'isRoot'> & Partial<Pick<NewsItem, 'showType'>>): ArticleLayout {
  if (!item.url) return 'style3'
  if (Number(item.showType) === FEATURE_SHOW_TYPE) return 'style4'
  return Number(item.isRoot) !== 0 ? 'style1' : 'style2'
}

/** The article's title: "title (or informationName)". */
export function articleTitle(item: Pick<NewsItem, 'title' | 'informationName'>): string {
  return item.title || item.informationName || ''
}

/** The list's date: the publish day, YYYY-MM-DD (section 9 "dates YYYY-MM-DD"). */
export function articleDate(item: Pick<NewsItem, 'pushTime' | 'createTime'>): string {
  return (item.pushTime || item.createTime || '').slice(0, 10)
}

// ---- the detail link (section 2, section 5) ----

export type ArticleLink = { url: string } | { warning: string }

type Maybe<T> = T | null | undefined

/** What the detail reads from its link (section 2); missing values are left out. */
export interface ArticleDetailQuery {
  siteId?: Maybe<number | string>
  informationTypeId?: Maybe<number | string>
  provinceId?: Maybe<number | string>
  informationType?: Maybe<number | string>
}

/** The one builder of the article detail's link, /article/<id>?siteId=&informationTypeId=&provinceId=&informationType=. */
export function articleDetailUrl(id: number | string, q: ArticleDetailQuery): string {
  return link('articleDetail', {
    id,
    siteId: q.siteId ?? undefined,
    informationTypeId: q.informationTypeId ?? undefined,
    provinceId: q.provinceId ?? undefined,
    informationType: q.informationType ?? undefined,
  })
}

type LinkItem = Partial<Pick<NewsItem, 'id' | 'informationId' | 'informationCategoryId' | 'informationTypeId' | 'informationType' | 'skipUrl'>>

/** The query of the item's skip link ('/article/12?informationType=1&informationTypeId=101'). */
function skipQuery(skipUrl: string | undefined): Record<string, string> {
  const i = (skipUrl ?? '').indexOf('?')
  if (i < 0) return {}
  const parsed = qs.parse(skipUrl!.slice(i + 1).split('#')[0])
  return Object.fromEntries(Object.entries(parsed).filter((e): e is [string, string] => typeof e[1] === 'string' && e[1] !== ''))
}

/**
 * "Tapping an item opens article detail with query siteId (the item's category id, else the active site),
 * informationTypeId, provinceId, and informationType taken from the item's skip link." Each of the last three comes
 * from the skip link when it has it, else from the item (informationTypeId, informationType) or the list
 * (provinceId). "A list item without an article id warns 'article not exist'."
 */
export function articleLink(item: LinkItem, ctx: { siteId: number | null; provinceId: number }): ArticleLink {
  const id = item.id || item.informationId
  if (!id) return { warning: ARTICLE_TEXT.notExist }
  const skip = skipQuery(item.skipUrl)
  return {
    url: articleDetailUrl(id, {
      siteId: item.informationCategoryId || ctx.siteId || undefined,
      informationTypeId: skip.informationTypeId ?? item.informationTypeId,
      provinceId: skip.provinceId ?? ctx.provinceId,
      informationType: skip.informationType ?? item.informationType,
    }),
  }
}

// ---- one tab's list (section 4 "Article tab", section 8) ----

/** How a load is asked for: the page's bottom coming near, or a tap on '加载失败，点击重试'. */
export type LoadTrigger = 'scroll' | 'tap'

/**
 * The page to load next, or null. "A failed load marks the tab as error and not loading; a tap reloads": after a
 * failure only the tap loads (the page that failed); scrolling does not.
 */
export function articleNextPage(state: PagedState<unknown>, trigger: LoadTrigger): number | null {
  if (state.error && trigger === 'scroll') return null
  return nextPage(state)
}

/** What a tab shows below its items. */
export type ArticleFooter = 'loading' | 'error' | 'noMore' | 'empty' | 'idle'

export function articleFooter(state: PagedState<unknown>): ArticleFooter {
  if (state.loading) return 'loading'
  if (state.error) return 'error'
  if (state.finished) return state.items.length > 0 ? 'noMore' : 'empty'
  return 'idle'
}

/** The footer's text: '加载中...', '加载失败，点击重试' (tappable), '没有更多数据'. */
export function articleFooterText(footer: ArticleFooter): string {
  switch (footer) {
    case 'loading':
      return ARTICLE_TEXT.loading
    case 'error':
      return ARTICLE_TEXT.loadFailed
    case 'noMore':
      return ARTICLE_TEXT.noMore
    case 'empty':
      return ARTICLE_APP_TEXT.empty
    default:
      return ''
  }
}

// ---- the province chooser (section 2, section 3 "Province") ----

export const PROVINCE_COLUMNS = 5

export interface ProvinceCell {
  /** The province's id (0 nationwide); a padding filler's is negative. */
  id: number
  name: string
  /** A hidden filler item (a province with hide 1, or the padding of the last row): laid out, not shown, not tappable. */
  filler: boolean
}

/**
 * "a province grid padded to a multiple of 5 with hidden filler items": nationwide first (the way back to every
 * province), then every province of the list in its order, those with hide 1 being the grid's hidden filler items
 * (each keeps its cell, so the next province stays in its column), then as many fillers as the last row needs.
 */
export function provinceGrid(provinces: Province[]): ProvinceCell[] {
  const cells: ProvinceCell[] = [
    { id: NATIONWIDE_ID, name: ARTICLE_TEXT.nationwide, filler: false },
    ...provinces.map((p) => ({ id: p.id, name: p.province_name, filler: Number(p.hide) === 1 })),
  ]
  const fillers = (PROVINCE_COLUMNS - (cells.length % PROVINCE_COLUMNS)) % PROVINCE_COLUMNS
  for (let i = 0; i < fillers; i++) cells.push({ id: -(i + 1), name: '', filler: true })
  return cells
}

/** The chooser's region: "shows 'nationwide'" for province 0 (or one the list does not know), else its name. */
export function regionName(provinceId: number, provinces: Province[]): string {
  if (provinceId === NATIONWIDE_ID) return ARTICLE_TEXT.nationwide
  return provinces.find((p) => p.id === provinceId)?.province_name ?? ARTICLE_TEXT.nationwide
}

// ---- tabs (section 4 "Article-list tab swipe: threshold 3") ----

/**
 * "Article-list tab swipe: threshold 3" read as the swipeable tab bar's threshold: up to 3 tabs share the bar's
 * width; with more than 3 the titles scroll sideways. The list itself is swipeable between tabs (../swipe).
 */
export const TAB_SWIPE_THRESHOLD = 3

export function tabsScroll(count: number): boolean {
  return count > TAB_SWIPE_THRESHOLD
}

