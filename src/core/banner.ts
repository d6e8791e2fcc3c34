/**
 * The banner pv count (docs/spec/content-access.md section 7 "Practical courses and banners"): updateBannerGoodsPvCount
 * with bannerId, showPlaceId, websiteId and type, 0 on show and 1 on click.
 */
import type { Banner, BannerPvQuery } from '@contract/goods'

export const BANNER_PV = { show: 0, click: 1 } as const

export function bannerPvQuery(banner: Banner, type: 0 | 1): BannerPvQuery {
  return { bannerId: banner.id, showPlaceId: banner.showPlaceId, websiteId: banner.websiteId, type }
}

/**
 * The ad places (docs/spec/content-access.md section 9: "banner ad ids 37/38/39 in production, 62/63/64 otherwise"): three
 * places of banner/app/banner, in that order the article detail's, the goods page's and my page's (the placement is
 * the app's decision: docs/storefront.md#ad-places).
 */
export type AdSlot = 'articleDetail' | 'goods' | 'mine'
export type AdPlaces = Readonly<Record<AdSlot, number>>

export const AD_SLOTS: readonly AdSlot[] = ['articleDetail', 'goods', 'mine']
export const AD_PLACE_IDS = { production: [37, 38, 39], other: [62, 63, 64] } as const

/**
 * The places a build asks: the production ids when `deployEnv` is 'production', else the others; `override`
 * ('a,b,c', three positive whole ids in slot order) wins over both. Anything else in `override` is ignored.
 */
export function adPlaces(deployEnv: string, override = ''): AdPlaces {
  const ids = override.split(',').map((s) => (/^\s*\d+\s*$/.test(s) ? Number(s) : NaN))
  const chosen = ids.length === 3 && ids.every((n) => n > 0)
    ? ids
    : AD_PLACE_IDS[deployEnv.trim().toLowerCase() === 'production' ? 'production' : 'other']
  return { articleDetail: chosen[0], goods: chosen[1], mine: chosen[2] }
}
