/** The ad places' banners as the reference server answers them (fixtures/ad-banners.json), for page tests. */
import type { Banner } from '@contract/goods'
import type { AdSlot } from '@/core/banner'
import ADS from './fixtures/ad-banners.json'

export const AD_BANNERS = ADS as unknown as Record<AdSlot, Banner[]>

/** The goods client's banner calls: each place answers its fixture banners (62, 63, 64), any other place none. */
export function adGoodsApi() {
  return {
    banners: jest.fn(async (place: number) => Object.values(AD_BANNERS).find((list) => list[0].showPlaceId === place) ?? []),
    bannerPv: jest.fn(async (_query: unknown) => null),
  }
}

/**
 * An IntersectionObserver that reports every element it observes as on screen at once (an ad place in reach), until
 * the returned function puts the previous one back.
 */
export function everythingOnScreen(): () => void {
  const previous = Object.getOwnPropertyDescriptor(globalThis, 'IntersectionObserver')
  class SeenObserver {
    constructor(private readonly callback: IntersectionObserverCallback) {}
    observe(target: Element) {
      this.callback([{ isIntersecting: true, intersectionRatio: 1, target } as unknown as IntersectionObserverEntry], this as unknown as IntersectionObserver)
    }
    unobserve() {}
    disconnect() {}
    takeRecords() { return [] }
  }
  Object.defineProperty(globalThis, 'IntersectionObserver', { value: SeenObserver, configurable: true, writable: true })
  return () => {
    if (previous) Object.defineProperty(globalThis, 'IntersectionObserver', previous)
    else delete (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver
  }
}
