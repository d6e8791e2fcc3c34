/** Mini-program pages have no URL: spec URLs are mapped to page paths and back through the route table. */
import Taro from '@tarojs/taro'
import qs from 'qs'
import { fillRoute, findRoute, PAGE_ROUTES, routeParams } from '@/core/routes'

export function currentUrl(): string {
  const pages = Taro.getCurrentPages()
  const page = pages[pages.length - 1]
  if (!page) return ''
  const route = PAGE_ROUTES.find((r) => r.page === page.route)
  // '/article/:id' with options {id: 12, x: 1} is '/article/12?x=1'
  const { url, rest } = route ? fillRoute(route.urls[0], page.options ?? {}) : { url: `/${page.route}`, rest: page.options ?? {} }
  const query = qs.stringify(rest)
  return query ? `${url}?${query}` : url
}

/** The mini-program has no web address: links stay app paths (its share menu maps them to page paths). */
export function siteOrigin(): string {
  return ''
}

export function taroUrl(specUrl: string): string {
  const route = findRoute(specUrl)
  if (!route) return specUrl
  // '/article/12?x=1' opens the page with ?id=12&x=1 (named segments become query parameters)
  const i = specUrl.indexOf('?')
  const query = [qs.stringify(routeParams(specUrl)), i >= 0 ? specUrl.slice(i + 1) : ''].filter(Boolean).join('&')
  return `/${route.page}${query ? `?${query}` : ''}`
}

export function replaceEntryUrl(_resolve: (url: string) => string | undefined): void {
  // The mini-program opens pages by path: nothing to rewrite.
}

export function setDocumentTitle(title: string): void {
  void Taro.setNavigationBarTitle({ title })
}

/** The launch query (a shared card's teacherId, business-channel params). */
export function entryQuery(): Record<string, string> {
  const query = Taro.getLaunchOptionsSync?.().query ?? {}
  return Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)]))
}
