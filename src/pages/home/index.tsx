/**
 * Home, /publicPage/textualResearch (docs/spec/content-access.md sections 2, 3, 4, 5, 9), a kept-alive tab page: a search
 * entry, the banner carousel (pv counts through BannerSwiper), the category grid, the entries to practical courses,
 * the knowledge store and the topics, the VIP entry and the floors of goods.
 * Loaded once; pull down to refresh. A category (grid or a floor's '更多') opens the catalogue tab on it. Opened
 * with a question bank's tikuGoodsId (the spec's link of one), it opens that goods page over itself.
 */
import { memo, useCallback, useEffect, useState } from 'react'
import { observer } from 'mobx-react'
import { useRouter } from '@tarojs/taro'
import { Image, Text, View } from '@tarojs/components'
import { ArrowRight, Search } from '@nutui/icons-react-taro'
import type { Banner, HomePage as HomeData } from '@contract/goods'
import { bannerPvQuery } from '@/core/banner'
import { SEARCH_URL, VIP_LIST_URL } from '@/core/pages'
import { questionBankOfQuery } from '@/core/questionBank'
import { categoryOpening } from '@/core/tabs'
import { APP_TEXT, T } from '@/core/texts'
import { BannerSwiper } from '@/components/BannerSwiper'
import { ErrorBoundary } from '@/components/ErrorBoundary'
import { GoodsCard } from '@/components/GoodsCard'
import { GoodsSkeleton } from '@/components/GoodsSkeleton'
import { LoadError } from '@/components/ListFooter'
import { usePullRefresh } from '@/components/ListFooter/hooks'
import { Section } from '@/components/Section'
import { PageTabBar, useTabPage } from '@/components/TabBar'
import { mediaUrl } from '@/platform/media'
import { navigateTo } from '@/platform/navigation'
import { useGoodsApi } from '@/services/goods'
import { Loadable } from '@/stores/loadable'
import { useStores } from '@/stores'
import { HomeEntries } from './HomeEntries'
import './index.css'
import { useScrollMemory } from '@/components/hooks/useScrollMemory'
import { usePaintedSteps } from '@/components/hooks/useAfterFirstPaint'

const PAGE = 'pages/home/index'

export default observer(function HomePage() {
  useScrollMemory()
  useTabPage(PAGE)
  const { ui, staff } = useStores()
  const goodsApi = useGoodsApi()
  const reportBanner = useCallback((banner: Banner, type: 0 | 1) => goodsApi.bannerPv(bannerPvQuery(banner, type)), [goodsApi])
  const [home] = useState(() => new Loadable<HomeData>(() => goodsApi.homePage()))

  useEffect(() => {
    void home.loadOnce()
  }, [home])
  // Opened with a question bank's query (the mini-program launched on this tab; on H5 the entry URL was rewritten
  // already): the goods page over home.
  const { params } = useRouter()
  useEffect(() => {
    const bank = questionBankOfQuery(params)
    if (bank) void navigateTo(bank)
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])
  usePullRefresh(() => home.load())
  // The floors after the first lie below the fold: rendered once the first screen has been painted, one per frame.
  const moreFloors = usePaintedSteps(Math.max(0, (home.data?.floors.length ?? 0) - 1), !!home.data)

  const openCategory = useCallback((id: number, name: string) => {
    const opening = categoryOpening({ id, name }, staff.showHomeTab)
    if (opening.kind === 'schoolTab') ui.setSchoolCategory(opening.categoryId)
    void navigateTo(opening.url)
  }, [ui, staff])

  return (
    <View className="home-page tab-page">
      <View className="home-page__top">
        <View className="home-search" onClick={() => void navigateTo(SEARCH_URL)}>
          <Search size={14} color="#999" />
          <Text className="home-search__text">{APP_TEXT.searchPlaceholder}</Text>
        </View>
      </View>

      {home.status === 'loading' && <HomeSkeleton />}
      {home.status === 'error' && <LoadError onRetry={() => void home.load()} />}
      {home.data && (
        <View className="home-page__body">
          <ErrorBoundary section>
            <BannerSwiper banners={home.data.banners} report={reportBanner} />
          </ErrorBoundary>

          {home.data.categories.length > 0 && (
            <View className="home-cats">
              {home.data.categories.map((c) => (
                <View key={c.id} className="home-cats__item" data-category-id={c.id} onClick={() => openCategory(c.id, c.name)}>
                  <Image className="home-cats__icon" src={mediaUrl(c.icon)} mode="aspectFill" />
                  <Text className="home-cats__name">{c.name}</Text>
                </View>
              ))}
            </View>
          )}

          <HomeEntries />

          <View className="home-vip" onClick={() => void navigateTo(VIP_LIST_URL)}>
            <View className="home-vip__text">
              <Text className="home-vip__title">{APP_TEXT.vipTitle}</Text>
              <Text className="home-vip__sub">{APP_TEXT.vipSubtitle}</Text>
            </View>
            <ArrowRight size={14} color="#8a5a1f" />
          </View>

          {home.data.floors.slice(0, 1 + moreFloors).map((floor) => (
            <ErrorBoundary key={floor.id} section>
              <HomeFloor floor={floor} onMore={openCategory} />
            </ErrorBoundary>
          ))}
        </View>
      )}
      <PageTabBar page={PAGE} />
    </View>
  )
})

/**
 * A floor of goods. Memoised: each painted step renders home again with one floor more, and the floors already drawn
 * are not diffed again (the last floors' steps were 100-170 ms tasks at 4x CPU, each redoing every floor before it).
 */
const HomeFloor = memo(function HomeFloor({ floor, onMore }: { floor: HomeData['floors'][number]; onMore(id: number, name: string): void }) {
  return (
    <Section className="home-floor" title={floor.name} extra={T.more} onExtra={() => onMore(floor.id, floor.name)}>
      <View className="home-floor__goods">
        {floor.goods.map((goods) => (
          <View key={goods.goodsId} className="home-floor__cell">
            <GoodsCard goods={goods} layout="tile" />
          </View>
        ))}
      </View>
    </Section>
  )
})

function HomeSkeleton() {
  return (
    <View className="home-skeleton">
      <View className="home-skeleton__banner skeleton-block" />
      <View className="home-skeleton__cats">
        {Array.from({ length: 8 }, (_, i) => (
          <View key={i} className="home-skeleton__cat">
            <View className="home-skeleton__icon skeleton-block" />
            <View className="home-skeleton__name skeleton-block" />
          </View>
        ))}
      </View>
      <View className="home-skeleton__floor">
        <GoodsSkeleton rows={4} layout="tile" />
      </View>
    </View>
  )
}
