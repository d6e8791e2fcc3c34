/** Catalogue fixtures for page tests (money in cents). */
import type { Banner, GoodsItem, Page } from '@shared/goods'

export function goodsItem(goodsId: number, over: Partial<GoodsItem> = {}): GoodsItem {
  return {
    goodsId,
    goodsName: `课程${goodsId}`,
    goodsType: 0,
    goodsTypeId: 1,
    goodsOriginType: 1,
    presentPrice: 98000,
    originalPrice: 128000,
    thumbPath: `/media/cover/goods-${goodsId}.png`,
    salesNum: 12,
    tags: [],
    ...over,
  }
}

export function banner(id: number, over: Partial<Banner> = {}): Banner {
  return { id, pic: `/media/banner-${id}.png`, type: 1, url: '', goodsInfoId: id, goodsType: 1, goodsOriginType: 1, websiteId: 1, showPlaceId: 26, configId: id, ...over }
}

/** Page `currentPage` of `totalPages`, goods ids numbered from (currentPage - 1) * size + 1. */
export function goodsPage(currentPage: number, totalPages: number, size = 10): Page<GoodsItem> {
  const list = Array.from({ length: size }, (_, i) => goodsItem((currentPage - 1) * size + i + 1))
  return { page: { currentPage, totalPages, total: totalPages * size }, list }
}

/**
 * jsdom lacks IntersectionObserver (Taro's lazy <Image> asks for it) and the swiper library warns about loop mode
 * with few slides: a no-op observer and a quiet console.warn keep page tests' output readable.
 */
export function quietTaroMedia(): void {
  class NoopObserver {
    observe() {}
    unobserve() {}
    disconnect() {}
    takeRecords() { return [] }
  }
  Object.defineProperty(globalThis, 'IntersectionObserver', { value: NoopObserver, configurable: true, writable: true })
  jest.spyOn(console, 'warn').mockImplementation(() => undefined)
}
