/** The open pages (Taro's page stack) as Taro page paths, the current page last; and going back several pages. */
import Taro from '@tarojs/taro'
import { findRoute } from '@/core/routes'

/**
 * H5 pages report their URL ('/article', '/article/12'), mini-program pages their page path
 * ('pages/article/index'): both come back as the page path.
 */
export function pageStack(): string[] {
  return Taro.getCurrentPages().map((page) => {
    const route = String(page.route ?? '').replace(/^\//, '')
    return findRoute(`/${route}`)?.page ?? route
  })
}

export async function navigateBack(delta: number): Promise<void> {
  await Taro.navigateBack({ delta })
}
