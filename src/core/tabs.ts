/**
 * The bottom tab bar (docs/spec/content-access.md section 2): "Bottom bar entries: home-school, textual research (index),
 * article, my page", and "The home tab is shown only to bound sales staff on client 2; tabs are home, articles,
 * course selection, mine". The staff home is the home-school tab page's content for staff (the same four tab pages:
 * a mini-program's tab pages are fixed), and course selection is the storefront index.
 */
import { link, PATHS } from './links'
import { myPageUrl, PAGE_ROUTES } from './routes'

export interface TabItem {
  key: 'homeSchool' | 'home' | 'article' | 'mine' | 'staffHome' | 'courses'
  text: string
  /** Spec URL the tab opens. */
  url: string
  /** Taro page that serves it. */
  page: string
}

function pageOf(url: string): string {
  return PAGE_ROUTES.find((r) => r.urls.includes(url))?.page ?? ''
}

/** The tabs; `staffHome` true for bound sales staff on client 2 (src/core/staff/rules.ts showsHomeTab). */
export function tabItems(userClient: number | undefined, staffHome = false): TabItem[] {
  const mine = myPageUrl(userClient)
  const mineTab: TabItem = { key: 'mine', text: '我的', url: mine, page: pageOf(mine) }
  const article: TabItem = { key: 'article', text: '资讯', url: PATHS.articles, page: pageOf(PATHS.articles) }
  if (staffHome) {
    return [
      { key: 'staffHome', text: '首页', url: PATHS.school, page: pageOf(PATHS.school) },
      article,
      { key: 'courses', text: '选课', url: PATHS.home, page: pageOf(PATHS.home) },
      mineTab,
    ]
  }
  return [
    { key: 'homeSchool', text: '网校', url: PATHS.school, page: pageOf(PATHS.school) },
    { key: 'home', text: '首页', url: PATHS.home, page: pageOf(PATHS.home) },
    article,
    mineTab,
  ]
}

/** What a home category (the grid or a floor's '更多') opens: the catalogue tab on it, or the category page. */
export type CategoryOpening = { kind: 'schoolTab'; url: string; categoryId: number } | { kind: 'page'; url: string }

/**
 * For bound sales staff the home-school tab is their home (tabItems), so a category opens the category page; for
 * everyone else the catalogue tab (网校) opens on it.
 */
export function categoryOpening(category: { id: number; name: string }, staffHome: boolean): CategoryOpening {
  if (staffHome) return { kind: 'page', url: link('category', { id: category.id, name: category.name }) }
  return { kind: 'schoolTab', url: PATHS.school, categoryId: category.id }
}
