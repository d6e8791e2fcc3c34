/** The key routes the bench measures, with the Taro page serving each (from the app's route table). */
import { findRoute, HOME_URL } from '../../src/core/routes'

export interface BenchRoute {
  name: string
  /** Path and query on the bench server. */
  url: string
  /** Taro page (bundle-manifest.json key); absent for the bare fixture. */
  page?: string
  /** Needs the bench learner's session. */
  login: boolean
}

/** Home, an article detail, a goods page (goods 1: all subjects), confirm order (one of the learner's), my orders. */
export function keyRoutes(pendingTradeOrderId: string): BenchRoute[] {
  const urls: [name: string, url: string][] = [
    ['home', HOME_URL],
    ['article detail', '/article/10101?siteId=1&informationTypeId=101&informationType=1&provinceId=0'],
    ['goods', '/allSubject?goodsId=1'],
    ['confirm order', `/ty/confirmOrder?tradeOrderId=${pendingTradeOrderId}`],
    ['my orders', '/ty/myOrder'],
  ]
  return urls.map(([name, url]) => {
    const route = findRoute(url)
    if (!route) throw new Error(`${url} is not in src/core/routes.ts`)
    return { name, url, page: route.page, login: !!route.needsLogin }
  })
}

/** The bare Taro fixture (bench/bare), served on its own port. */
export const BARE_ROUTE: BenchRoute = { name: 'bare Taro', url: '/', login: false }

/** The article list, a tab page without a first screen: only its first tap is measured. */
export const ARTICLE_LIST: BenchRoute = { name: 'article list', url: '/article', page: findRoute('/article')?.page, login: false }
