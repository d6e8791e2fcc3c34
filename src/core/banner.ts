/**
 * The banner pv count (content-access.md section 7 "Practical courses and banners"): updateBannerGoodsPvCount
 * with bannerId, showPlaceId, websiteId and type, 0 on show and 1 on click.
 */
import type { Banner, BannerPvQuery } from '@shared/goods'

export const BANNER_PV = { show: 0, click: 1 } as const

export function bannerPvQuery(banner: Banner, type: 0 | 1): BannerPvQuery {
  return { bannerId: banner.id, showPlaceId: banner.showPlaceId, websiteId: banner.websiteId, type }
}
