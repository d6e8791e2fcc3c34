/** Catalogue fixtures for page tests (money in cents). */
import type { Banner, GoodsItem, Page } from '@contract/goods'

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

/** The observers made since quietTaroMedia, so a test can say what came into view (showCarouselSlide). */
const observers: { callback: IntersectionObserverCallback; root: Element | null; targets: Set<Element> }[] = []

/**
 * jsdom lacks IntersectionObserver (Taro's lazy <Image> and the H5 carousel ask for it): an observer that reports
 * nothing unless a test says so, and a quiet console.warn keep page tests' output readable.
 */
export function quietTaroMedia(): void {
  class QuietObserver {
    private readonly seen: (typeof observers)[number]
    constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
      this.seen = { callback, root: (options?.root as Element | null) ?? null, targets: new Set() }
      observers.push(this.seen)
    }
    observe(el: Element) { this.seen.targets.add(el) }
    unobserve(el: Element) { this.seen.targets.delete(el) }
    disconnect() {
      this.seen.targets.clear()
      const at = observers.indexOf(this.seen)
      if (at >= 0) observers.splice(at, 1) // a second disconnect removes nothing else
    }
    takeRecords() { return [] }
  }
  Object.defineProperty(globalThis, 'IntersectionObserver', { value: QuietObserver, configurable: true, writable: true })
  jest.spyOn(console, 'warn').mockImplementation(() => undefined)
}

/** Scrolls the H5 carousel in `container` to slide `index`, as its observer would see it (after quietTaroMedia). */
export function showCarouselSlide(container: Element, index: number): void {
  const track = container.querySelector('.carousel__track')
  const slide = track?.children[index]
  if (!track || !slide) throw new Error(`no carousel slide ${index}`)
  for (const o of observers.filter((x) => x.root === track && x.targets.has(slide))) {
    o.callback([{ target: slide, isIntersecting: true, intersectionRatio: 1 } as unknown as IntersectionObserverEntry], {} as IntersectionObserver)
  }
}
