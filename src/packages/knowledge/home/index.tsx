/**
 * /knowledge-shop, the wechat knowledge-store home (docs/spec/content-access.md section 2): banner, nav buttons (the tabs of
 * section 9), floors each with a 'more' link and '马上学习' buttons, the login popup titled 课程领取 with the button
 * 点击领取, the share float button, share popup and poster. Free goods are claimed with purchaseZerogoods.
 */
import { useEffect, useState } from 'react'
import { observer } from 'mobx-react'
import { Image, Text, View } from '@tarojs/components'
import type { KnowledgeHome } from '@contract/knowledge'
import { bannerTarget, floorUrl, KNOWLEDGE_APP_TEXT, KNOWLEDGE_TEXT, tabUrl } from '@/core/knowledge'
import { WX_APP_TEXT } from '@/core/studentAid'
import { PATHS } from '@/core/links'
import { BANNER_AUTOPLAY_MS } from '@/components/BannerSwiper'
import { openGoods } from '@/components/GoodsCard/openGoods'
import { GoodsSkeleton } from '@/components/GoodsSkeleton'
import { LoadError } from '@/components/ListFooter'
import { usePullRefresh } from '@/components/ListFooter/hooks'
import { NavBar } from '@/components/NavBar'
import { Section } from '@/components/Section'
import { Carousel } from '@/platform/carousel'
import { mediaUrl } from '@/platform/media'
import { navigateTo } from '@/platform/navigation'
import { useKnowledgeApi } from '@/services/knowledge'
import { Loadable } from '@/stores/loadable'
import { KnowledgeCard } from '../components/KnowledgeCard'
import { ShareFloat } from '../components/Share'
import { useStudy } from '../components/useStudy'
import './index.css'
import { useShare } from '@/components/PageShare'
import { useScrollMemory } from '@/components/hooks/useScrollMemory'

export default observer(function KnowledgeHomePage() {
  const knowledgeApi = useKnowledgeApi()
  useScrollMemory()
  const [home] = useState(() => new Loadable<KnowledgeHome>(() => knowledgeApi.home()))
  const { study, dialogs, busy } = useStudy({ onChanged: () => void home.load() })

  useEffect(() => {
    void home.loadOnce()
  }, [home])
  usePullRefresh(() => home.load())
  const share = useShare({ title: KNOWLEDGE_APP_TEXT.brandedStoreTitle, link: PATHS.knowledgeHome })

  const data = home.data
  const allGoods = data?.floors.flatMap((f) => f.goods) ?? []

  const openBanner = (b: KnowledgeHome['banners'][number]) => {
    const target = bannerTarget(b, allGoods)
    if (target.kind === 'url') void navigateTo(target.url)
    else if (target.kind === 'goods') void openGoods({ goodsId: target.goodsId })
  }

  return (
    <View className="k-home">
      <NavBar title={KNOWLEDGE_APP_TEXT.storeTitle} />
      {home.status === 'loading' && <GoodsSkeleton rows={4} />}
      {home.status === 'error' && <LoadError onRetry={() => void home.load()} />}
      {data && (
        <View className="k-home__body">
          {data.banners.length > 0 && (
            <Carousel
              className="k-home__banner"
              autoplay
              circular
              interval={BANNER_AUTOPLAY_MS}
              indicatorDots
              indicatorActiveColor="#ffffff"
              slides={data.banners.map((b) => ({
                key: b.id,
                content: <Image className="k-home__banner-pic" src={mediaUrl(b.pic)} mode="aspectFill" data-banner-id={b.id} onClick={() => openBanner(b)} />,
              }))}
            />
          )}

          <View className="k-home__navs">
            {data.navs.map((tab) => {
              const url = tabUrl(tab)
              return (
                <View key={tab.id} className="k-home__nav" data-type-id={tab.id} onClick={() => url && void navigateTo(url)}>
                  <Image className="k-home__nav-icon" src={mediaUrl(tab.icon)} mode="aspectFill" />
                  <Text className="k-home__nav-name">{tab.name}</Text>
                </View>
              )
            })}
          </View>

          <View className="k-home__links">
            <Text className="k-home__link tap-area" onClick={() => void navigateTo(PATHS.pkgReceived)}>{KNOWLEDGE_APP_TEXT.myReceived}</Text>
            <Text className="k-home__link tap-area" onClick={() => void navigateTo(PATHS.memberShareList)}>{KNOWLEDGE_APP_TEXT.memberShares}</Text>
            <Text className="k-home__link tap-area" onClick={() => void navigateTo(PATHS.wx)}>{WX_APP_TEXT.title}</Text>
          </View>

          {data.floors.map((floor) => (
            <Section
              key={floor.ksHomePageId}
              className="k-home__floor"
              title={
                <View className="k-home__floor-title" data-floor-id={floor.ksHomePageId}>
                  <Text className="k-home__floor-name">{floor.name}</Text>
                  <Text className="k-home__floor-remark">{floor.remark}</Text>
                </View>
              }
              extra={KNOWLEDGE_TEXT.more}
              onExtra={() => void navigateTo(floorUrl(floor.ksHomePageId))}
            >
              {floor.goods.map((g) => (
                <View key={g.id} className="k-home__item">
                  <KnowledgeCard goods={g} onStudy={study} busy={busy(g)} />
                </View>
              ))}
            </Section>
          ))}
          <ShareFloat
            path={share?.link}
            poster={{
              title: KNOWLEDGE_APP_TEXT.storeTitle,
              name: KNOWLEDGE_APP_TEXT.brandedStoreTitle,
              remark: data.floors.map((f) => f.name).join(' · '),
              cover: data.banners[0]?.pic ?? '',
            }}
          />
        </View>
      )}
      {dialogs}
    </View>
  )
})
