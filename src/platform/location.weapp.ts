/** Mini-program pages have no URL: spec URLs are mapped to page paths and back through the route table. */
import Taro from '@tarojs/taro'
import qs from 'qs'
import { findRoute, PAGE_ROUTES } from '@/core/routes'

export function currentUrl(): string {
  const pages = Taro.getCurrentPages()
  const page = pages[pages.length - 1]
  if (!page) return ''
  const route = PAGE_ROUTES.find((r) => r.page === page.route)
  const path = route ? route.urls[0] : `/${page.route}`
  const query = qs.stringify(page.options ?? {})
  return query ? `${path}?${query}` : path
}

export function taroUrl(specUrl: string): string {
  const route = findRoute(specUrl)
  if (!route) return specUrl
  const i = specUrl.indexOf('?')
  return `/${route.page}${i >= 0 ? specUrl.slice(i) : ''}`
}

export function replaceEntryUrl(_resolve: (url: string) => string | undefined): void {
  // The mini-program opens pages by path: nothing to rewrite.
}

export function setDocumentTitle(title: string): void {
  void Taro.setNavigationBarTitle({ title })
}
