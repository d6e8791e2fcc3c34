/** The bottom tab bar (content-access.md section 2): home-school, textual research (index), article, my page. */
import { myPageUrl, PAGE_ROUTES } from './routes'

export interface TabItem {
  key: 'homeSchool' | 'textualResearch' | 'article' | 'mine'
  text: string
  /** Spec URL the tab opens. */
  url: string
  /** Taro page that serves it. */
  page: string
}

function pageOf(url: string): string {
  return PAGE_ROUTES.find((r) => r.urls.includes(url))?.page ?? ''
}

export function tabItems(userClient: number | undefined): TabItem[] {
  const mine = myPageUrl(userClient)
  return [
    { key: 'homeSchool', text: '网校', url: '/publicPage/homeSchool', page: pageOf('/publicPage/homeSchool') },
    { key: 'textualResearch', text: '首页', url: '/publicPage/textualResearch', page: pageOf('/publicPage/textualResearch') },
    { key: 'article', text: '资讯', url: '/article', page: pageOf('/article') },
    { key: 'mine', text: '我的', url: mine, page: pageOf(mine) },
  ]
}
