/**
 * Banners (home place 26, and the ad places of banner/app/banner), search hot words and goods coupons.
 */

export interface BannerSeed {
  id: number
  showPlaceId: number
  type: 1 | 2
  url?: string
  goodsInfoId?: number
  goodsType?: number
  goodsOriginType?: number
  /** The banner's configuration record (opaque to the app). */
  configId: number
  sort: number
  /** What the banner picture says. */
  headline: string
  sub?: string
}

export const HOME_PLACE = 26

/**
 * The ad places (docs/spec/content-access.md section 9: "banner ad ids 37/38/39 in production, 62/63/64 otherwise"), in the
 * app's order: the article detail's, the goods page's, my page's (src/core/banner.ts). Both sets are seeded, so a
 * build of either environment finds its banners here.
 */
export const AD_PLACES = { production: [37, 38, 39], other: [62, 63, 64] } as const

type AdSeed = Omit<BannerSeed, 'id' | 'showPlaceId' | 'configId' | 'sort'>

/** Two banners per ad place, in slot order. */
const AD_CONTENT: AdSeed[][] = [
  // article detail: a goods banner (own all-subject goods 8) and an app page
  [
    { type: 1, goodsInfoId: 8, goodsType: 1, goodsOriginType: 1, headline: '中级会计 全科签约班', sub: '三科联报 不过重读' },
    { type: 2, url: '/liveCenter', headline: '免费直播 每晚开讲', sub: '名师带你学会计' },
  ],
  // goods page: an app page and a goods banner (own internship goods 20)
  [
    { type: 2, url: '/vipList', headline: 'VIP会员 全站畅学', sub: '初级课程+实操课' },
    { type: 1, goodsInfoId: 20, goodsType: 2, goodsOriginType: 1, headline: '真账实操 就业班', sub: '真实账套 推荐就业' },
  ],
  // my page: two app pages
  [
    { type: 2, url: '/knowledge-shop', headline: '知识商城 好课免费领', sub: '会计人的充电站' },
    { type: 2, url: '/mockExam', headline: '模拟考试 检验所学', sub: '真题模考 实时排名' },
  ],
]

/** Banner ids of an ad place: place × 100 + 1, 2 (place 62's are 6201 and 6202). */
const adBanners = (places: readonly number[]): BannerSeed[] =>
  places.flatMap((place, slot) => AD_CONTENT[slot].map((b, i) => ({ ...b, id: place * 100 + i + 1, showPlaceId: place, configId: place * 100 + i + 1, sort: i + 1 })))

export const BANNERS: BannerSeed[] = [
  // goods banner: own all-subject goods 1
  { id: 1, showPlaceId: HOME_PLACE, type: 1, goodsInfoId: 1, goodsType: 1, goodsOriginType: 1, configId: 1, sort: 1, headline: '初级会计职称 全科精讲班', sub: '名师直播 · 一次通关' },
  // goods banner: partner all-subject goods 6
  { id: 2, showPlaceId: HOME_PLACE, type: 1, goodsInfoId: 6, goodsType: 1, goodsOriginType: 2, configId: 2, sort: 2, headline: '中级会计职称 合作名校课', sub: '三科联报 更省心' },
  // URL banner inside this app
  { id: 3, showPlaceId: HOME_PLACE, type: 2, url: '/publicPage/homeSchool', configId: 3, sort: 3, headline: '网校好课 限时特惠', sub: '全部课程一览' },
  // goods banner without goodsInfoId: the app answers '商品异常'
  { id: 4, showPlaceId: HOME_PLACE, type: 1, goodsType: 0, goodsOriginType: 1, configId: 4, sort: 4, headline: '新课即将上线', sub: '敬请期待' },
  // another place: never in the home list
  { id: 5, showPlaceId: 27, type: 2, url: '/publicPage/homeSchool', configId: 5, sort: 1, headline: '热门课程推荐' },
  ...adBanners(AD_PLACES.other),
  ...adBanners(AD_PLACES.production),
]

export const HOT_WORDS = ['初级会计', '中级会计', 'CPA', '税务师', '实操', '题库', '免费', '会员']

/** [couponId, goodsId, name, amount, threshold, valid for days from seeding (negative: already expired)] */
export const COUPONS: [number, number, string, number, number, number][] = [
  [1, 1, '新人立减券', 5000, 0, 90],
  [2, 1, '满980减100', 10000, 98000, 60],
  [3, 1, '满1680减200', 20000, 168000, 60],
  [4, 1, '春季限时券（已过期）', 30000, 98000, -1],
  [5, 8, '中级会计专享券', 30000, 298000, 90],
  [6, 13, 'CPA全科立减500', 50000, 880000, 120],
  [7, 20, '实操课程券', 20000, 198000, 90],
  [8, 20, '就业班满减', 50000, 398000, 90],
  [9, 2, '单科立减20', 2000, 19900, 30],
  [10, 32, 'VIP年卡立减100', 10000, 99900, 60],
  [11, 6, '冲刺营立减', 8800, 99900, 30],
  [12, 26, 'CMA立减1000', 100000, 1698000, 180],
  [13, 17, '税务师满减', 30000, 458000, 90],
]
