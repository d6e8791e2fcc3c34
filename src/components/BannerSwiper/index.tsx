/**
 * The home banner carousel (docs/spec/content-access.md sections 3, 4, 9): autoplay 3000 ms, loop; each banner counts a
 * show (pv type 0) the first time it is on screen and a click (type 1) sent as it opens: the tap never waits for the
 * count, and a failed count still opens.
 * Goods banners follow the goods jump ('商品异常' without goodsId); URL banners open the app path they name.
 */
import { useEffect, useRef, useState } from 'react'
import { Image, View } from '@tarojs/components'
import type { Banner } from '@contract/goods'
import { openGoods } from '@/components/GoodsCard/openGoods'
import { findRoute } from '@/core/routes'
import { Carousel } from '@/platform/carousel'
import { mediaUrl } from '@/platform/media'
import { navigateTo } from '@/platform/navigation'
import { openExternalPage } from '@/platform/webPage'
import './index.css'

export const BANNER_AUTOPLAY_MS = 3000

export interface BannerSwiperProps {
  banners: Banner[]
  /** Reports a pv count; its failure is ignored. */
  report(banner: Banner, type: 0 | 1): Promise<unknown>
  /** Opens a banner the page handles itself (the click count sent first); true when it did. */
  handle?(banner: Banner): boolean
}

export async function openBanner(banner: Banner, report: BannerSwiperProps['report'], handle?: BannerSwiperProps['handle']): Promise<void> {
  // Sent, not awaited: the learner's tap never waits for a count ("a failed report still jumps").
  report(banner, 1).catch(() => undefined)
  if (handle?.(banner)) return
  if (banner.type === 1) {
    await openGoods({ goodsId: banner.goodsInfoId, goodsType: banner.goodsType, goodsOriginType: banner.goodsOriginType })
  } else if (banner.url && findRoute(banner.url)) {
    await navigateTo(banner.url)
  } else if (/^https:\/\//i.test(banner.url)) {
    // A page of another site (https only): the app's own web view inside the provider's app, else the page itself.
    await openExternalPage(banner.url)
  }
}

export function BannerSwiper({ banners, report, handle }: BannerSwiperProps) {
  const [current, setCurrent] = useState(0)
  const shown = useRef(new Set<number>())

  useEffect(() => {
    const banner = banners[current]
    if (!banner || shown.current.has(banner.id)) return
    shown.current.add(banner.id)
    report(banner, 0).catch(() => undefined)
  }, [banners, current, report])

  if (banners.length === 0) return null
  return (
    <View className="banner-swiper">
      <Carousel
        className="banner-swiper__swiper"
        autoplay
        circular
        interval={BANNER_AUTOPLAY_MS}
        indicatorDots
        indicatorActiveColor="#ffffff"
        indicatorColor="rgba(255,255,255,0.5)"
        onChange={setCurrent}
        slides={banners.map((banner) => ({
          key: banner.id,
          content: (
            <Image
              className="banner-swiper__pic"
              src={mediaUrl(banner.pic)}
              mode="aspectFill"
              data-banner-id={banner.id}
              onClick={() => void openBanner(banner, report, handle)}
            />
          ),
        }))}
      />
    </View>
  )
}
