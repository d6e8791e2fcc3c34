/**
 * Articles and news (docs/spec/content-access.md sections 2 "Article list" / "Article detail", 3 "Article", 4 "Like" /
 * "Collect", 7 "News and articles", 9). Service `news`, every path under `app/` (e.g. `app/website/list/v3`).
 * Ids and counts are integers; times are Beijing wall-clock strings 'YYYY-MM-DD HH:mm:ss'.
 * Lists are Page<NewsItem> (data.page {currentPage, totalPages, total} and data.list).
 */
import type { Static } from '@sinclair/typebox'
import type { NewsListQuerySchema, RecommendQuerySchema } from './schemas/news'
import type { GoodsItem, Page } from './goods'

/** A site of the top navigation (ids 1..7: junior accounting ... accounting practice). */
export interface NewsSite {
  id: number
  websiteName: string
  /** Icon of the site picker. */
  pic: string
  /** Wide picture (channel-picker popup). */
  picUrl: string
  /** Short badge ('热门', '新') or ''. */
  label: string
}

/** A site's sub-tag (a tab of the article list). Its id is the list's catalogId and the articles' informationTypeId. */
export interface NewsCatalog {
  id: number
  websiteId: number
  catalogName: string
}

/** getSiteList: sites with their sub-tags (the site/category picker). */
export interface NewsSiteWithCatalogs extends NewsSite {
  catalogList: NewsCatalog[]
}

/** A province of the chooser. provinceId 0 (nationwide) is not in the list. hide 1: listed but not offered. */
export interface Province {
  id: number
  province_name: string
  hide: 0 | 1
}

/** getProvinceList (and provinceList/v3): data.provinceList, by id. */
export interface ProvinceList {
  provinceList: Province[]
}

/**
 * getProvinceId/v3?provinceName= — the province of a name (the maps service's result.ad_info.province,
 * '广东' or '广东省'). Without a known name the answer is nationwide (provinceId 0, source 'default'):
 * the reference server has no IP database.
 */
export interface ProvinceLocation {
  provinceId: number
  provinceName: string
  source: 'name' | 'default'
}

/** informationType: 1 exam news, 2 registration notice, 3 study guide, 4 policy, 5 accounting practice. */
export type InformationType = 1 | 2 | 3 | 4 | 5

/** informationList/v3 query (section 7; the app sends showCount 999, provinceId 0, pageSize 10). id is the site (websiteId); catalogId the sub-tag. */
export type NewsListQuery = Static<typeof NewsListQuerySchema>

/**
 * An article in lists, recommendations and favourites. Layout (section 3): style1 when url is set and isRoot is
 * not 0, style2 when url is set and isRoot is 0, style3 when url is ''. showType repeats that choice (1, 2, 3), or is
 * 4 for the fourth of section 2's "4 layout styles", the feature card (the cover with the title laid over it): the
 * server sends 4 only for an article with a cover.
 */
export interface NewsItem {
  id: number
  informationId: number
  title: string
  informationName: string
  introduction: string
  /** Cover picture path, '' for a text-only item. */
  url: string
  isRoot: 0 | 1
  showType: 1 | 2 | 3 | 4
  /** Link of the article: `/article/<id>?informationType=<n>&informationTypeId=<catalogId>` (the detail's informationType comes from it). */
  skipUrl: string
  informationType: InformationType
  /** The sub-tag (catalog) id. */
  informationTypeId: number
  /** The site id (the detail's siteId). */
  informationCategoryId: number
  catalogName: string
  /** 0 nationwide. */
  provinceId: number
  pushTime: string
  createTime: string
  readNum: number
  likes: number
  favorites: number
}

/** queryAppInformationDetailInfo?id=&isLoad= (token optional). */
export interface NewsDetail extends NewsItem {
  source: string
  editorName: string
  /** Comma string as the editors typed it: may hold empty entries (the app drops them). */
  tags: string
  /** HTML exactly as stored: the app sanitises it. */
  detail: string
  websiteName: string
  shares: number
  /** The token's user liked / collected it (0 for guests). */
  isLikes: 0 | 1
  isFavorites: 0 | 1
}

/** Answer of likeNews, favoritesNews, cancelOperateNews and sharesNews: the counts after the call. */
export interface NewsOperateResult {
  newsId: number
  likes: number
  favorites: number
  shares: number
  isLikes: 0 | 1
  isFavorites: 0 | 1
}

/** cancelOperateNews type: 0 like, 1 collect. */
export type NewsOperateType = 0 | 1

/** recommendInformationList/v3 query. */
export type RecommendQuery = Static<typeof RecommendQuerySchema>

/** recommendInformationList/v3: same sub-tag, the current article left out, 5 a page. */
export interface RecommendList {
  recommendList: NewsItem[]
  page: Page<NewsItem>['page']
}

/**
 * queryNewsRecommendSeat?site=&position= — what a page of a site recommends (position 1: the article detail).
 * type 'course' seats carry a goods (open it with the goods jump); other types ('live') have goodsId null.
 */
export interface RecommendSeat {
  id: number
  site: number
  position: number
  type: 'course' | 'live'
  goodsId: number | null
  title: string
  pic: string
  /** App path of a non-course seat ('' for courses). */
  url: string
  goods: GoodsItem | null
}
