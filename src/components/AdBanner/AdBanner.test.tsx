/**
 * An ad place (docs/spec/content-access.md sections 3, 7, 9): banner/app/banner asked for the build's place (62, 63, 64 outside
 * production) only once the place nears the screen, its banners shown as the carousel with pv counts (type 0 on show,
 * type 1 on a tap before the jump, a failed count still jumps; '商品异常' for a goods banner without goodsId), and
 * nothing for an empty place or a failed ask. Answers: the reference server's (tests/jest/fixtures/ad-banners.json).
 */
jest.mock('@/platform/ui')
jest.mock('@/platform/navigation')

import { act, fireEvent } from '@testing-library/react'
import type { Banner, BannerPvQuery } from '@contract/goods'
import { AD_SLOTS, adPlaces, type AdSlot } from '@/core/banner'
import { navigateTo } from '@/platform/navigation'
import { toast } from '@/platform/ui'
import { AD_PLACES } from '@/config'
import { renderPage } from '../../../tests/jest/renderPage'
import { AD_BANNERS as FIXTURE } from '../../../tests/jest/adBanners'
import { AdBanner } from './index'

const api = { banners: jest.fn<Promise<Banner[]>, [number]>(), bannerPv: jest.fn<Promise<null>, [BannerPvQuery]>() }
const nav = navigateTo as jest.MockedFunction<typeof navigateTo>

/** IntersectionObserver under the test's hand: `reach(true)` tells every observer its element is near the screen. */
const observers: { callback: IntersectionObserverCallback; el?: Element }[] = []
class FakeObserver {
  constructor(readonly callback: IntersectionObserverCallback) {
    observers.push(this)
  }
  observe(el: Element) {
    (this as { el?: Element }).el = el
  }
  unobserve() {}
  disconnect() {}
  takeRecords() { return [] }
}
const reach = (near: boolean) => act(async () => {
  for (const o of observers) o.callback([{ isIntersecting: near, target: o.el } as IntersectionObserverEntry], o as unknown as IntersectionObserver)
  await new Promise((r) => setTimeout(r, 0))
})
const flush = () => act(async () => { await new Promise((r) => setTimeout(r, 0)) })

function place(slot: AdSlot) {
  return renderPage(<AdBanner slot={slot} />, { services: { goodsApi: api } })
}
const pic = (container: HTMLElement, id: number) => container.querySelector(`[data-banner-id="${id}"]`) as HTMLElement | null

beforeAll(() => {
  Object.defineProperty(globalThis, 'IntersectionObserver', { value: FakeObserver, configurable: true, writable: true })
})
beforeEach(() => {
  jest.clearAllMocks()
  observers.length = 0
  api.banners.mockImplementation(async (p) => Object.values(FIXTURE).find((list) => list[0].showPlaceId === p) ?? [])
  api.bannerPv.mockResolvedValue(null)
})

it('this build (no deploy env) asks the places 62, 63, 64: article detail, goods page, my page', () => {
  expect(AD_PLACES).toEqual(adPlaces(''))
  expect(AD_SLOTS.map((s) => AD_PLACES[s])).toEqual([62, 63, 64])
})

it.each(AD_SLOTS.map((s, i) => [s, [62, 63, 64][i]] as const))('%s: asks place %i once it nears the screen, and shows its banners', async (slot, id) => {
  const { container } = place(slot)
  await flush()
  expect(api.banners).not.toHaveBeenCalled()
  expect(container.querySelector('.banner-swiper')).toBeNull()

  await reach(true)
  await flush()
  expect(api.banners).toHaveBeenCalledWith(id)
  const banners = FIXTURE[slot]
  expect(pic(container, banners[0].id)).not.toBeNull()
  // The show of the banner on screen, with the place it came from.
  expect(api.bannerPv).toHaveBeenCalledWith({ bannerId: banners[0].id, showPlaceId: id, websiteId: 1, type: 0 })

  await reach(false)
  await reach(true)
  await flush()
  expect(api.banners).toHaveBeenCalledTimes(1)
})

it('a tap counts the click (type 1), then opens the goods; a failed count still opens it', async () => {
  const order: string[] = []
  api.bannerPv.mockImplementation(async (q) => {
    order.push(`pv${q.type}:${q.bannerId}`)
    if (q.type === 1) throw new Error('count failed')
    return null
  })
  nav.mockImplementation(async (url) => { order.push(`go:${url}`) })
  const { container } = place('articleDetail')
  await reach(true)
  await flush()
  fireEvent.click(pic(container, 6201)!)
  await flush()
  expect(order).toEqual(['pv0:6201', 'pv1:6201', 'go:/allSubject?goodsId=8'])
})

it("a goods banner without goodsId says '商品异常' and goes nowhere", async () => {
  api.banners.mockResolvedValue([{ ...FIXTURE.goods[1], goodsInfoId: null }])
  const { container } = place('goods')
  await reach(true)
  await flush()
  fireEvent.click(pic(container, 6302)!)
  await flush()
  expect(toast).toHaveBeenCalledWith('商品异常')
  expect(nav).not.toHaveBeenCalled()
})

it('an empty place or a failed ask shows nothing', async () => {
  api.banners.mockResolvedValueOnce([])
  const empty = place('mine')
  await reach(true)
  await flush()
  expect(empty.container.querySelector('.banner-swiper')).toBeNull()
  expect(empty.container.querySelector('.ad-banner')?.getAttribute('data-ad-count')).toBe('0')
  empty.unmount()

  api.banners.mockRejectedValueOnce(new Error('offline'))
  const failed = place('mine')
  await reach(true)
  await flush()
  expect(failed.container.querySelector('.banner-swiper')).toBeNull()
  expect(api.bannerPv).not.toHaveBeenCalled()
})
