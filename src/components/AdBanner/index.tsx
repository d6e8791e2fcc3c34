/**
 * An ad place (docs/spec/content-access.md sections 3, 7, 9): its banners from banner/app/banner, asked once the place comes
 * within 200 px of the screen, shown as the banner carousel (autoplay 3000 ms, loop; pv count type 0 the first time
 * each banner shows, type 1 sent on a tap as it opens, never awaited; a failed count still opens). An empty place, or
 * a failed ask, shows nothing. The places and where each shows: src/core/banner.ts, docs/storefront.md#ad-places.
 */
import { useCallback, useEffect, useRef, useState } from 'react'
import { observer } from 'mobx-react'
import { View } from '@tarojs/components'
import type { Banner } from '@contract/goods'
import { bannerPvQuery, type AdSlot } from '@/core/banner'
import { BannerSwiper } from '@/components/BannerSwiper'
import { useOnScreen } from '@/platform/onScreen'
import { AD_PLACES } from '@/config'
import { useGoodsApi } from '@/services/goods'
import { Loadable } from '@/stores/loadable'
import './index.css'

export const AdBanner = observer(function AdBanner({ slot }: { slot: AdSlot }) {
  const goodsApi = useGoodsApi()
  const place = AD_PLACES[slot]
  const box = useRef(null)
  const id = `ad-banner-${slot}`
  const near = useOnScreen(box, undefined, id, false)
  const [ads] = useState(() => new Loadable<Banner[]>(() => goodsApi.banners(place)))
  const report = useCallback((banner: Banner, type: 0 | 1) => goodsApi.bannerPv(bannerPvQuery(banner, type)), [goodsApi])

  useEffect(() => {
    if (near) void ads.loadOnce()
  }, [near, ads])

  const banners = ads.data ?? []
  return (
    <View ref={box} id={id} className={`ad-banner ad-banner--${slot}`} data-ad-place={place} data-ad-count={banners.length}>
      {banners.length > 0 && <BannerSwiper banners={banners} report={report} />}
    </View>
  )
})
